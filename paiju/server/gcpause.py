"""How long the garbage collector stops the server: each collection's pause, by generation.

A full (generation 2) collection walks every live object — rooms, game records, positions —
and holds the event loop meanwhile, so its pauses show up in the relay latency's tail.
"""

from __future__ import annotations

import gc
import time
from typing import Any


def settle_heap() -> None:
    """Once the server is up: what exists now (modules, the app) lives as long as the process,
    so full collections stop walking it (``gc.freeze``) and walk only the rooms' objects; and
    a full collection (about 130 ms of CPU at 500 busy rooms here) comes after 100 middle ones
    instead of 10. The young generations keep Python's thresholds (short, frequent pauses)."""
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_AFTER)


FULL_AFTER = 100  # middle-generation collections before a full one (Python's default: 10)


class GcPauses:
    """Records collection pauses from ``gc.callbacks`` while installed: wall time (what the
    loop waited, with any time the process was not scheduled) and the thread's CPU time (the
    collector's own work)."""

    def __init__(self) -> None:
        self.reset()
        self._began = (0.0, 0.0)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._began = (time.perf_counter(), time.thread_time())
            return
        generation = int(info.get("generation", 0))
        wall = (time.perf_counter() - self._began[0]) * 1000
        cpu = (time.thread_time() - self._began[1]) * 1000
        self.count[generation] += 1
        self.total_ms[generation] += wall
        self.max_ms[generation] = max(self.max_ms[generation], wall)
        self.max_cpu_ms[generation] = max(self.max_cpu_ms[generation], cpu)

    def reset(self) -> None:
        self.count = [0, 0, 0]
        self.total_ms, self.max_ms, self.max_cpu_ms = [0.0] * 3, [0.0] * 3, [0.0] * 3

    def install(self) -> None:
        if self._callback not in gc.callbacks:
            gc.callbacks.append(self._callback)

    def remove(self) -> None:
        if self._callback in gc.callbacks:
            gc.callbacks.remove(self._callback)

    def report(self) -> dict[str, Any]:
        return {f"gen{g}": {"collections": self.count[g], "total_ms": round(self.total_ms[g], 1),
                            "max_ms": round(self.max_ms[g], 2),
                            "max_cpu_ms": round(self.max_cpu_ms[g], 2)} for g in range(3)}
