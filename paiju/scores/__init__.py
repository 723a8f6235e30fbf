"""The scorer of the game box and the kept games: named players, 1 for the winner and 0 for
the other, draws counted as neither, totals per player across sessions in SQLite
(``paiju.scores.book``); finished games as PGN files in the same user data folder
(``paiju.scores.archive``)."""

from .archive import GameArchive, KeptGame
from .book import PlayerTotal, ScoreBook, ScoredGame, ScoreError, data_dir, default_path

__all__ = ["GameArchive", "KeptGame", "PlayerTotal", "ScoreBook", "ScoreError", "ScoredGame",
           "data_dir", "default_path"]
