"""The Three Kingdoms mode: hexagonal board, editor, hot-seat play (docs/three-kingdoms.md)."""
