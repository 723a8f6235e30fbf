"""Paiju: a desktop studio for xiangqi problems (command line and app entry)."""

__version__ = "0.1.0"
