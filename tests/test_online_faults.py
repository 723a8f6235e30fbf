"""Fault test: kill -9 the server in mid-game and start it again on the same database; the
clients reconnect by themselves with their tokens, the games go on, and no acknowledged move
is lost or relayed twice. The load script's own clients and checks, at a small count."""

from __future__ import annotations

from pathlib import Path

from online_helpers import load_script


def test_kill_9_and_restart_loses_no_acknowledged_move(tmp_path: Path) -> None:
    load = load_script("online_load")
    report = load.run(clients=12, seconds=10, think=(0.2, 0.5), kill_at=5.0, procs=1,
                      workdir=tmp_path, ramp_s=1.0)
    assert report["killed_and_restarted"] is True
    assert report["moves_acknowledged"] > 20
    assert report["lost_in_database"] == 0
    assert report["lost_in_relay"] == 0
    assert report["duplicated"] == 0
    assert report["reconnects"] >= 12           # every client came back by itself…
    assert report["moves_after_restart"] > 0    # …and the games went on


def test_short_load_run_relays_every_move_once(tmp_path: Path) -> None:
    load = load_script("online_load")
    report = load.run(clients=20, seconds=5, think=(0.2, 0.4), kill_at=None, procs=1,
                      workdir=tmp_path, ramp_s=1.0)
    assert report["moves_acknowledged"] > 20
    assert report["moves_relayed"] >= 2 * report["moves_acknowledged"]
    assert (report["lost_in_database"], report["lost_in_relay"], report["duplicated"]) == \
        (0, 0, 0)
    assert report["latency_ms"]["p50"] > 0 and report["server_peak_rss_mb"] > 0
