"""Fuzz the WebSocket protocol (issue 37): malformed frames get protocol errors, never a
traceback, and memory stays bounded. The CI run sends PAIJU_FUZZ_FRAMES frames (4,000 by
default); ``python scripts/online_fuzz.py --frames 20000`` is the full run of the issue."""

from __future__ import annotations

import os

from online_helpers import load_script


def test_fuzzed_frames_get_answers_and_no_traceback() -> None:
    frames = int(os.environ.get("PAIJU_FUZZ_FRAMES", "4000"))
    report = load_script("online_fuzz").run(frames, seed=7)
    assert report["tracebacks"] == 0 and report["error_records"] == [], report["error_records"]
    assert report["answered"] == frames and report["connections_lost"] == []
    answers = report["answers"]
    assert answers.get("bad_json", 0) > frames // 10 and answers.get("bad_request", 0) > \
        frames // 10  # the frames were malformed, and refused as such
    assert "internal" not in answers
    assert report["rss_mb_end"] - report["rss_mb_after_tenth"] < 40
