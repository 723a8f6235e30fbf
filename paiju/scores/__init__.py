"""The scorer of the game box: named players, 1 for the winner and 0 for the other, draws
counted as neither, totals per player across sessions in SQLite (``paiju.scores.book``)."""

from .book import PlayerTotal, ScoreBook, ScoredGame, ScoreError, data_dir, default_path

__all__ = ["PlayerTotal", "ScoreBook", "ScoreError", "ScoredGame", "data_dir", "default_path"]
