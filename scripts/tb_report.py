"""Build sets of endgame tables and print their figures as the markdown rows of
docs/tablebase.md, with the conditions they were measured under.

    nice -n 10 python scripts/tb_report.py one-attacker split two-attackers
    python scripts/tb_report.py --report-only one-attacker     # figures of built tables
    python scripts/tb_report.py --estimate two-attackers-four-defenders  # sizes, memory

Each table is built as ``paiju tb build SIG`` builds it (smaller tables first, those on disk
kept); times are wall-clock seconds of one thread; "builder" is the memory the C builder holds
(values, bit sets, tables one capture away); "peak RSS" is the process's high-water mark so
far, so it only grows along a run.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from itertools import combinations_with_replacement
from pathlib import Path

from paiju import _native
from paiju.tablebase import Tablebase, canonical, closure
from paiju.tablebase.files import read_header, table_path
from paiju.tablebase.tables import build_memory

ATTACKERS = "RHCP"
DEFENCES = ["", "A", "E", "AA", "AE", "EE", "AAE", "AEE", "AAEE"]


def named_set(name: str) -> list[str]:
    """The signatures of a set (or the one signature named)."""
    if name == "one-attacker":  # one attacking man against every defence of up to 4
        return [f"K{a}K{d}" for a in ATTACKERS for d in DEFENCES]
    if name == "one-attacker-both-defending":  # advisors/elephants on both sides, 4 at most
        return by_size([f"K{a}{d}K{e}" for a in ATTACKERS for d in DEFENCES[1:]
                        for e in DEFENCES if len(d) + len(e) <= 4])
    if name == "two-attackers-both-defending":  # the strong side keeps guards too, 4 at most
        return by_size([f"K{a}{b}{d}K{e}" for a, b in combinations_with_replacement(ATTACKERS, 2)
                        for d in DEFENCES[1:] for e in DEFENCES if len(d) + len(e) <= 4])
    if name == "split-defending":  # one attacking man each, with guards (4 at most in all)
        return by_size(sorted({canonical(f"K{a}{d}K{b}{e}") for a in ATTACKERS for b in ATTACKERS
                               for d in DEFENCES for e in DEFENCES
                               if 0 < len(d) + len(e) <= 4}))
    if name == "split":  # one attacking man each
        return [f"K{a}K{b}" for a in ATTACKERS for b in ATTACKERS]
    if name == "two-attackers":  # two attacking men against a bare general
        return [f"K{a}{b}K" for a, b in combinations_with_replacement(ATTACKERS, 2)]
    if name == "two-attackers-one-defender":
        return [f"K{a}{b}K{d}" for a, b in combinations_with_replacement(ATTACKERS, 2)
                for d in "AE"]
    if name == "two-attackers-two-defenders":
        return [f"K{a}{b}K{d}" for a, b in combinations_with_replacement(ATTACKERS, 2)
                for d in ("AA", "AE", "EE")]
    if name == "two-attackers-three-defenders":  # smallest first: the largest go last
        return by_size([f"K{a}{b}K{d}" for a, b in combinations_with_replacement(ATTACKERS, 2)
                        for d in ("AAE", "AEE")])
    if name == "two-attackers-four-defenders":
        return by_size([f"K{a}{b}KAAEE" for a, b in combinations_with_replacement(ATTACKERS, 2)])
    return [name]


def by_size(sigs: list[str]) -> list[str]:
    """The signatures in ascending order of positions (stable for equal sizes)."""
    return sorted(sigs, key=lambda s: _native.tb_parse(s)[1])


def estimate(sig: str) -> str:
    """A table's positions (both sides to move) and builder memory, before building it."""
    return (f"{canonical(sig)}: {2 * _native.tb_parse(sig)[1]:,} positions, "
            f"builder {build_memory(sig) / 2**20:,.0f} MB")


def conditions() -> str:
    cpu = next((ln.split(":", 1)[1].strip() for ln in Path("/proc/cpuinfo").read_text()
                .splitlines() if ln.startswith("model name")), platform.processor())
    mem = next((ln.split()[1] for ln in Path("/proc/meminfo").read_text().splitlines()
                if ln.startswith("MemTotal")), "?")
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    return (f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {cpu}, {os.cpu_count()} "
            f"cores, {int(mem) // 1024 // 1024} GB; one build thread at nice {os.nice(0)}; "
            f"uptime: {load}")


def row(path: Path) -> str:
    h = read_header(path)
    st = h["stats"]
    assert isinstance(st, dict)
    red, black = st["red_to_move"], st["black_to_move"]
    size = int(str(h["size"]))
    plies = st["max_plies"]
    return (f"| {h['signature']} | {2 * size:,} | {h['build_seconds']} | "
            f"{path.stat().st_size / 1024:.1f} | "
            f"{int(str(h['memory_bytes'])) / 2**20:.1f} | {h['peak_rss_mb']} | "
            f"{red[0]:,}/{red[1]:,}/{red[2]:,} | {black[0]:,}/{black[1]:,}/{black[2]:,} | "
            f"{'-' if plies < 0 else plies} | {sum(st['rule']):,} |")


HEAD = ("| table | positions | seconds | file KB | builder MB | peak RSS MB | "
        "Red to move W/D/L | Black to move W/D/L | longest mate (plies) | by rule |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="+", metavar="SET_OR_SIG",
                    help="one-attacker, one-attacker-both-defending, split, split-defending, "
                         "two-attackers, two-attackers-both-defending, "
                         "two-attackers-one-defender, two-attackers-two-defenders, "
                         "two-attackers-three-defenders, "
                         "two-attackers-four-defenders, or a signature")
    ap.add_argument("--dir", type=Path, default=None, help="tables' folder (default: user's)")
    ap.add_argument("--report-only", action="store_true", help="build nothing")
    ap.add_argument("--estimate", action="store_true",
                    help="print each table's positions and builder memory, build nothing")
    args = ap.parse_args()
    if args.estimate:
        sigs = [sig for name in args.names for sig in named_set(name)]
        for sig in sigs:
            print(estimate(sig))
        total = sum(2 * _native.tb_parse(sig)[1] for sig in sigs)
        print(f"{len(sigs)} tables, {total:,} positions in all")
        return 0
    print(f"Conditions: {conditions()}\n", flush=True)
    print(HEAD, flush=True)
    done: set[str] = set()
    for name in args.names:
        for sig in named_set(name):
            tb = Tablebase(args.dir)  # one table's closure in memory at a time
            if not args.report_only:
                tb.build(sig)
            for s in closure(sig):
                if s in done or not table_path(tb.directory, s).exists():
                    continue
                done.add(s)
                print(row(table_path(tb.directory, s)), flush=True)
            if not args.report_only:  # the load the table was built under, at its end
                print(f"<!-- {sig} done {time.strftime('%H:%M:%S UTC', time.gmtime())}, "
                      f"load average {os.getloadavg()[0]:.2f} "
                      f"{os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} -->", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
