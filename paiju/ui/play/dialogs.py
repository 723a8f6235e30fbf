"""Dialogs of Play mode: a new game (start position, players, clocks) and a problem played
out against the computer (level, attacker or defender)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.rules.game import Game, GameRules, TimeControl
from paiju.ui.durations import seconds_box

from . import worker as engines
from .controller import GameSetup, PlayerSpec

HUMAN, UCI = "human", "uci"


class PlayerRow(QWidget):
    """Who plays one side: Human, a level of the built-in engine, or a UCI program."""

    def __init__(self, color: xiangqi.Color, language: str, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.color = color
        self.language = language
        prefix = "red" if color is xiangqi.RED else "black"
        self.kind = QComboBox(self, objectName=f"play_{prefix}_player")
        self.kind.addItem(self.tr("Human"), HUMAN)
        for level in engines.levels():
            self.kind.addItem(self.tr("Computer: %1").replace("%1", level.name(language)),
                              level.key)
        self.kind.addItem(self.tr("UCI engine…"), UCI)
        self.name = QLineEdit(self, objectName=f"play_{prefix}_name")
        self.name.setPlaceholderText(self.tr("Player's name"))
        self.path = QLineEdit(self, objectName=f"play_{prefix}_uci_path")
        self.path.setPlaceholderText(
            self.tr("Path of the UCI engine, e.g. /usr/games/fairy-stockfish"))
        self.browse = QPushButton(self.tr("Browse…"), self)
        self.browse.clicked.connect(self._browse)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.kind, 1)
        top.addWidget(self.name, 1)
        lay.addLayout(top)
        uci = QHBoxLayout()
        uci.addWidget(self.path, 1)
        uci.addWidget(self.browse)
        lay.addLayout(uci)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.path.setVisible(kind == UCI)
        self.browse.setVisible(kind == UCI)
        self.name.setEnabled(kind == HUMAN)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("UCI engine"))
        if path:
            self.path.setText(path)

    def set_kind(self, key: str) -> None:
        i = self.kind.findData(key)
        if i >= 0:
            self.kind.setCurrentIndex(i)

    def remember(self, settings: QSettings | None, key: str) -> None:
        """Keep who played this side (kind, name, UCI path) for the next game."""
        if settings is not None:
            settings.setValue(f"{key}_kind", self.kind.currentData())
            settings.setValue(f"{key}_name", self.name.text().strip())
            settings.setValue(f"{key}_uci", self.path.text().strip())

    def recall(self, settings: QSettings | None, key: str) -> None:
        """Who played this side last time."""
        if settings is not None:
            self.set_kind(str(settings.value(f"{key}_kind", HUMAN)))
            self.name.setText(str(settings.value(f"{key}_name", "")))
            self.path.setText(str(settings.value(f"{key}_uci", "")))

    def spec(self, default_name: str, movetime_ms: int | None) -> PlayerSpec:
        kind = str(self.kind.currentData())
        if kind == HUMAN:
            return PlayerSpec(self.name.text().strip() or default_name)
        if kind == UCI:
            path = self.path.text().strip()
            if not path:
                raise ValueError(self.tr("Give the path of the UCI engine"))
            spec = f"uci:{path}"
        else:
            spec = kind
        return PlayerSpec(engines.spec_label(spec, self.language), spec, movetime_ms)


class NewGameDialog(QDialog):
    """Start position, players of both sides, computer time per move, clocks, scoring."""

    def __init__(self, puzzle_fen: str | None, language: str, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.settings = settings
        self.setWindowTitle(self.tr("New Game"))
        self.puzzle_fen = puzzle_fen
        start = QGroupBox(self.tr("Start from"), self)
        self.from_start = QRadioButton(self.tr("The start position"), start,
                                       objectName="play_from_start")
        self.from_puzzle = QRadioButton(self.tr("The current puzzle"), start,
                                        objectName="play_from_puzzle")
        self.from_fen = QRadioButton(self.tr("This FEN:"), start, objectName="play_from_fen")
        self.fen = QLineEdit(start, objectName="play_fen")
        clip = QGuiApplication.clipboard().text().strip() if QGuiApplication.clipboard() else ""
        self.fen.setText(clip if "/" in clip and len(clip) < 200 else "")
        self.fen.setPlaceholderText(xiangqi.STARTING_FEN)
        group = QButtonGroup(self)
        for b in (self.from_start, self.from_puzzle, self.from_fen):
            group.addButton(b)
        self.from_start.setChecked(True)
        self.from_puzzle.setEnabled(puzzle_fen is not None)
        self.fen.textEdited.connect(lambda _t: self.from_fen.setChecked(True))
        s = QVBoxLayout(start)
        s.addWidget(self.from_start)
        s.addWidget(self.from_puzzle)
        row = QHBoxLayout()
        row.addWidget(self.from_fen)
        row.addWidget(self.fen, 1)
        s.addLayout(row)

        self.red = PlayerRow(xiangqi.RED, language, self)
        self.black = PlayerRow(xiangqi.BLACK, language, self)
        self.movetime = QDoubleSpinBox(self, objectName="play_movetime")
        self.movetime.setRange(0.0, 600.0)
        self.movetime.setDecimals(1)
        self.movetime.setSingleStep(0.5)
        self.movetime.setSpecialValueText(self.tr("the level's own"))
        seconds_box(self.movetime)
        self.clocks = QCheckBox(self.tr("Clocks"), self, objectName="play_clocks")
        self.minutes = QSpinBox(self, objectName="play_minutes")
        self.minutes.setRange(1, 600)
        self.minutes.setValue(10)
        self.minutes.setSuffix(self.tr(" min"))
        self.increment = QSpinBox(self, objectName="play_increment")
        self.increment.setRange(0, 300)
        self.increment.setValue(5)
        self.increment.setPrefix("+ ")
        self.increment.setSuffix(self.tr(" s per move"))
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.clocks)
        clock_row.addWidget(self.minutes)
        clock_row.addWidget(self.increment)
        clock_row.addStretch(1)
        self.no_capture = QSpinBox(self, objectName="play_no_capture")
        self.no_capture.setRange(0, 500)
        self.no_capture.setValue(GameRules().no_capture_limit or 0)
        self.no_capture.setSpecialValueText(self.tr("no limit"))
        self.no_capture.setSuffix(self.tr(" moves each"))
        self.keep_score = QCheckBox(
            self.tr("Keep score of this game (1 point to the winner, 0 to the other; a draw "
                    "scores neither)"), self, objectName="play_keep_score")
        self.keep_score.setChecked(True)
        self.red.recall(settings, "play/red")
        self.black.recall(settings, "play/black")
        if settings is not None:
            self.keep_score.setChecked(settings.value("play/keep_score", "true") == "true")
        self.error = QLabel(self, objectName="play_setup_error")
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Red:"), self.red)
        form.addRow(self.tr("Black:"), self.black)
        form.addRow(self.tr("Computer's time per move:"), self.movetime)
        form.addRow(self.tr("Time control:"), clock_row)
        form.addRow(self.tr("Draw after no capture in:"), self.no_capture)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(start)
        lay.addLayout(form)
        lay.addWidget(self.keep_score)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.result_setup: GameSetup | None = None

    def set_opponent(self, opponent: str) -> None:
        """"computer": Red a human, Black the computer (as last time, else the first level);
        "two_players": both human. The names and other choices stay as remembered."""
        if opponent not in ("computer", "two_players"):
            raise ValueError(f"unknown opponent {opponent!r}")
        self.red.set_kind(HUMAN)
        if opponent == "two_players":
            self.black.set_kind(HUMAN)
        elif self.black.kind.currentData() == HUMAN:
            self.black.kind.setCurrentIndex(1)  # the first level after "Human"
        self.from_start.setChecked(True)

    def fen_choice(self) -> str:
        if self.from_puzzle.isChecked() and self.puzzle_fen is not None:
            return self.puzzle_fen
        if self.from_fen.isChecked():
            return self.fen.text().strip() or xiangqi.STARTING_FEN
        return xiangqi.STARTING_FEN

    def setup(self) -> GameSetup:
        """The chosen game. Raises ValueError (a message for the user) when incomplete."""
        movetime = round(self.movetime.value() * 1000) or None
        red = self.red.spec(self.tr("Red player"), movetime)
        black = self.black.spec(self.tr("Black player"), movetime)
        if red.name.casefold() == black.name.casefold():
            black = PlayerSpec(f"{black.name} 2", black.engine, black.movetime_ms)
        tc = (TimeControl.minutes(self.minutes.value(), self.increment.value())
              if self.clocks.isChecked() else None)
        rules = GameRules(no_capture_limit=self.no_capture.value() or None)
        return GameSetup(self.fen_choice(), red, black, tc, rules, self.keep_score.isChecked())

    def _accept(self) -> None:
        try:
            setup = self.setup()
            Game(setup.fen, rules=setup.rules)
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.result_setup = setup
        self.red.remember(self.settings, "play/red")
        self.black.remember(self.settings, "play/black")
        if self.settings is not None:
            self.settings.setValue("play/keep_score",
                                   "true" if self.keep_score.isChecked() else "false")
        self.accept()


class ProblemDialog(QDialog):
    """Play the current puzzle out against a chosen level, as attacker or defender."""

    def __init__(self, language: str, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problem_game_dialog")
        self.settings = settings
        self.setWindowTitle(self.tr("Play the Problem Against the Computer"))
        self.language = language
        self.level = QComboBox(self, objectName="problem_level")
        for level in engines.levels():
            self.level.addItem(level.name(language), level.key)
        if self.level.count() >= 3:
            self.level.setCurrentIndex(2)
        self.attacker = QRadioButton(self.tr("I attack (the side to move)"), self,
                                     objectName="problem_attacker")
        self.defender = QRadioButton(self.tr("I defend"), self, objectName="problem_defender")
        self.attacker.setChecked(True)
        self.name = QLineEdit(self, objectName="problem_name")
        self.name.setPlaceholderText(self.tr("Player's name"))
        note = QLabel(self, objectName="problem_note")
        note.setWordWrap(True)
        note.setText(self.tr("A problem played out is practice: it is not scored.")
                     if self.level.count() else
                     self.tr("The built-in engine is not installed."))
        if settings is not None:
            self.name.setText(str(settings.value("play/problem_name", "")))
            i = self.level.findData(settings.value("play/problem_level", ""))
            if i >= 0:
                self.level.setCurrentIndex(i)
        form = QFormLayout()
        form.addRow(self.tr("Computer:"), self.level)
        form.addRow(self.tr("Your name:"), self.name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.level.count() > 0)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.attacker)
        lay.addWidget(self.defender)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def _accept(self) -> None:
        if self.settings is not None:
            self.settings.setValue("play/problem_name", self.name.text().strip())
            self.settings.setValue("play/problem_level", self.level.currentData())
        self.accept()

    def setup(self, fen: str, title: str) -> GameSetup:
        spec = str(self.level.currentData())
        computer = PlayerSpec(engines.spec_label(spec, self.language), spec)
        human = PlayerSpec(self.name.text().strip() or self.tr("Solver"))
        attacker = xiangqi.Board(fen).turn
        me_red = (attacker is xiangqi.RED) == self.attacker.isChecked()
        red, black = (human, computer) if me_red else (computer, human)
        return GameSetup(fen, red, black, event=title, keep_score=False, problem=True)
