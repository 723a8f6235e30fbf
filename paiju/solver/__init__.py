"""The mate solver: proves mates, finds every key, exposes cooks."""
