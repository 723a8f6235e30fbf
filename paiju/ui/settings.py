"""User settings (QSettings) and the settings dialog."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from paiju.ui.board_painter import BoardStyle

MAX_RECENT = 8


@dataclass
class Preferences:
    """What the settings dialog edits."""

    language: str = "en"  # "en", "fr", "zh_CN"
    piece_style: str = "chinese"
    coordinates: str = "iccs"
    notation: str = "iccs"  # "iccs", "wxf", "chinese"

    @classmethod
    def load(cls, settings: QSettings) -> Preferences:
        d = cls()
        return cls(**{k: str(settings.value(k, getattr(d, k))) for k in d.__dict__})

    def save(self, settings: QSettings) -> None:
        for key, value in self.__dict__.items():
            settings.setValue(key, value)

    def board_style(self, flipped: bool = False) -> BoardStyle:
        return BoardStyle(piece_style=self.piece_style, coordinates=self.coordinates,
                          flipped=flipped)


def recent_files(settings: QSettings) -> list[str]:
    value = settings.value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or [])]


def add_recent(settings: QSettings, path: str) -> list[str]:
    files = [path] + [p for p in recent_files(settings) if p != path]
    files = files[:MAX_RECENT]
    settings.setValue("recent_files", files)
    return files


class SettingsDialog(QDialog):
    """Language, piece style, coordinates and notation."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        self.combos: dict[str, QComboBox] = {}
        choices = {
            "language": [("en", "English"), ("fr", "Français"), ("zh_CN", "中文 (简体)")],
            "piece_style": [("chinese", self.tr("Chinese characters")),
                            ("western", self.tr("Western letters"))],
            "coordinates": [("iccs", self.tr("ICCS (a–i, 0–9)")),
                            ("traditional", self.tr("Traditional (一–九 / 1–9)")),
                            ("none", self.tr("None"))],
            "notation": [("iccs", "ICCS (h2e2)"), ("wxf", "WXF (C2.5)"),
                         ("chinese", self.tr("Chinese (炮二平五)"))],
        }
        labels = {"language": self.tr("Language"), "piece_style": self.tr("Pieces"),
                  "coordinates": self.tr("Coordinates"), "notation": self.tr("Move notation")}
        form = QFormLayout(self)
        for key, options in choices.items():
            combo = QComboBox(self)
            combo.setObjectName(f"settings_{key}")
            for value, text in options:
                combo.addItem(text, value)
            combo.setCurrentIndex(max(0, combo.findData(getattr(prefs, key))))
            self.combos[key] = combo
            form.addRow(labels[key], combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def preferences(self) -> Preferences:
        return Preferences(**{k: str(c.currentData()) for k, c in self.combos.items()})
