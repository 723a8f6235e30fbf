"""Puzzle files and collections: the native format, imports and exports."""
