"""Rate limits: a token bucket per connection, failure windows per room and per address."""

from __future__ import annotations

import time
from collections import deque


class TokenBucket:
    """``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class FailureWindow:
    """At most ``limit`` failures per key within ``window`` seconds; then the key is blocked."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit, self.window = limit, window
        self._fails: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        fails = self._fails.setdefault(key, deque())
        while fails and now - fails[0] > self.window:
            fails.popleft()
        return fails

    def blocked(self, key: str) -> bool:
        return len(self._recent(key, time.monotonic())) >= self.limit

    def fail(self, key: str) -> None:
        now = time.monotonic()
        self._recent(key, now).append(now)
        if len(self._fails) > 100_000:  # bounded memory under a flood of distinct keys
            self.prune()

    def prune(self) -> None:
        now = time.monotonic()
        for key in [k for k, v in self._fails.items() if not v or now - v[-1] > self.window]:
            del self._fails[key]
