"""The Online page: a room's game on the Play mode's board, with the connection state,
clocks, offers, chat and the moves. Every move goes to the server, which answers and relays;
the board shows only what the server committed."""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.rules import BLACK, RED, Move
from paiju.server.client import RoomLink
from paiju.ui.play.board import PlayBoard
from paiju.ui.play.movelist import move_texts, numbered_rows
from paiju.ui.play.page import SidePanel
from paiju.ui.play.wording import clock_text
from paiju.ui.play.worker import levels as engine_levels

from .connection import OnlineConnection


class OnlinePage(QWidget):
    """Shows one room; ``attach`` gives it the connection it plays through."""

    leaveRequested = Signal()
    startServerRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_page")
        self.connection: OnlineConnection | None = None
        self.room: dict[str, Any] | None = None
        self.seat: str | None = None
        self.clock_base: tuple[dict[str, Any], float] | None = None
        self.last_pgn: str | None = None
        self.last_error = ""
        self.notation = "iccs"  # the Settings notation of the move list

        self.board = PlayBoard(self)
        self.board.setObjectName("online_board")
        self.top = SidePanel(BLACK, self)
        self.bottom = SidePanel(RED, self)
        self.connection_label = QLabel(self, objectName="online_connection")
        self.room_label = QLabel(self, objectName="online_room")
        self.room_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.room_label.setWordWrap(True)
        # The whole link to share, selectable, with a button that copies it.
        self.link = QLineEdit(self, objectName="online_link")
        self.link.setReadOnly(True)
        self.copy_link = QPushButton(self, objectName="online_copy_link")
        self.copy_link.clicked.connect(self._copy_link)
        self.start_server = QPushButton(self, objectName="online_start_server")
        self.start_server.clicked.connect(self.startServerRequested.emit)
        self.status = QLabel(self, objectName="online_status")
        self.status.setWordWrap(True)
        self.message = QLabel(self, objectName="online_message")
        self.message.setWordWrap(True)
        self.moves = QListWidget(self, objectName="online_moves")
        self._moves_shown: tuple[int, str] | None = None
        self.chat = QListWidget(self, objectName="online_chat")
        self.chat_line = QLineEdit(self, objectName="online_chat_line")
        self.chat_line.setMaxLength(500)
        self.buttons: dict[str, QPushButton] = {}
        self.attempt: dict[str, Any] | None = None
        self.scoreboard = QListWidget(self, objectName="online_scoreboard")
        self.language = "en"  # the level names' language; the part sets it
        self.level = QComboBox(self, objectName="online_level")
        for name in ("resign", "draw", "takeback", "accept", "decline", "new_game", "pgn",
                     "leave", "solve", "engine"):
            self.buttons[name] = QPushButton(self, objectName=f"online_{name}")

        column = QVBoxLayout()
        column.addWidget(self.top)
        column.addWidget(self.board, 1)
        column.addWidget(self.bottom)
        side = QVBoxLayout()
        side.addWidget(self.room_label)
        link_row = QHBoxLayout()
        link_row.addWidget(self.link, 1)
        link_row.addWidget(self.copy_link)
        side.addLayout(link_row)
        side.addWidget(self.connection_label)
        side.addWidget(self.start_server)
        side.addWidget(self.status)
        side.addWidget(self.message)
        for row_names in (("resign", "draw", "takeback"), ("accept", "decline"),
                          ("solve", "engine"), ("new_game", "pgn", "leave")):
            row = QHBoxLayout()
            for name in row_names:
                row.addWidget(self.buttons[name])
            if "engine" in row_names:
                row.addWidget(self.level)
            side.addLayout(row)
        side.addWidget(self.scoreboard, 1)
        side.addWidget(self.moves, 2)
        side.addWidget(self.chat, 1)
        side.addWidget(self.chat_line)
        lay = QHBoxLayout(self)
        lay.addLayout(column, 3)
        lay.addLayout(side, 2)

        self.board.movePlayed.connect(self._move)
        self.buttons["resign"].clicked.connect(lambda: self._send("resign"))
        self.buttons["draw"].clicked.connect(lambda: self._send("draw_offer"))
        self.buttons["takeback"].clicked.connect(lambda: self._send("takeback_request"))
        self.buttons["accept"].clicked.connect(lambda: self._answer("accept"))
        self.buttons["decline"].clicked.connect(lambda: self._answer("decline"))
        self.buttons["new_game"].clicked.connect(lambda: self._send("new_game"))
        self.buttons["pgn"].clicked.connect(lambda: self._send("pgn"))
        self.buttons["leave"].clicked.connect(self.leaveRequested.emit)
        self.buttons["solve"].clicked.connect(lambda: self._send("attempt_start", mode="solve"))
        self.buttons["engine"].clicked.connect(
            lambda: self._send("attempt_start", mode="engine", level=self.chosen_level()))
        self.chat_line.returnPressed.connect(self._chat)
        self.timer = QTimer(self)
        self.timer.setInterval(200)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        for name, text in (("resign", self.tr("Resign")), ("draw", self.tr("Offer Draw")),
                           ("takeback", self.tr("Ask Takeback")), ("accept", self.tr("Accept")),
                           ("decline", self.tr("Decline")), ("new_game", self.tr("New Game")),
                           ("pgn", self.tr("Save PGN…")), ("leave", self.tr("Leave Room")),
                           ("solve", self.tr("Solve Against the Defence")),
                           ("engine", self.tr("Play Against the Engine"))):
            self.buttons[name].setText(text)
        self.chat_line.setPlaceholderText(self.tr("Chat: type and press Enter"))
        self.copy_link.setText(self.tr("Copy Link"))
        self.copy_link.setToolTip(self.tr("Copy the room's link to send it to a friend"))
        self.start_server.setText(self.tr("Start a Server on This Computer"))
        chosen = self.level.currentData()
        self.level.clear()
        for level in engine_levels():
            self.level.addItem(level.name(self.language), level.number)
        index = self.level.findData(chosen if chosen is not None else 3)
        self.level.setCurrentIndex(max(0, index))
        self.level.setToolTip(self.tr("The engine's level when you play the problem against it"))
        self._show_connection()
        self.refresh()

    def chosen_level(self) -> int:
        """The engine level picked for playing a problem against the engine (1..5)."""
        data = self.level.currentData()
        return int(data) if data is not None else 3

    # -- the connection ------------------------------------------------------------------------
    def attach(self, connection: OnlineConnection) -> None:
        self.connection = connection
        self.room, self.seat, self.last_pgn, self.attempt = None, None, None, None
        self.chat.clear()
        connection.frameReceived.connect(self._frame)
        connection.connectionChanged.connect(self._connection_changed)
        self._show_connection()
        self.refresh()

    def detach(self) -> None:
        """The room is left: "Not connected" at once (the connection closes on its own)."""
        self.connection = None
        self._show_connection()
        self.refresh()

    def _connection_changed(self, _state: str) -> None:
        self._show_connection()
        self.refresh()  # the board is locked while offline

    def _show_connection(self, *_: object) -> None:
        state = self.connection.state if self.connection else "closed"
        base = self.connection.base if self.connection else ""
        words = {"connecting": self.tr("Connecting…"), "online": self.tr("Online"),
                 "reconnecting": self.tr("Connection lost — reconnecting…"),
                 "unreachable": self.tr("No Paiju server answers at %1. Start one on this "
                                        "computer, check the address, or leave; Paiju "
                                        "keeps trying meanwhile.").replace("%1", base),
                 "closed": self.tr("Not connected")}
        self.connection_label.setText(words.get(state, state))
        self.connection_label.setWordWrap(True)
        self.connection_label.setProperty("state", state)
        self.start_server.setVisible(state == "unreachable" and is_loopback(base))

    def _copy_link(self) -> None:
        QApplication.clipboard().setText(self.link.text())
        self.message.setText(self.tr("Link copied: send it with the room's password."))

    def _presence(self, frame: dict[str, Any]) -> None:
        """A player left or came back (the ``presence`` frame)."""
        seat = frame.get("seat")
        players = (self.room or {}).get("players") or {}
        if seat == self.seat or seat not in players:  # oneself, or a spectator
            return
        name = str(players.get(seat) or seat)
        self.message.setText((self.tr("%1 came back.") if frame.get("online")
                              else self.tr("%1 left the room; their seat is kept for them."))
                             .replace("%1", name))

    def _frame(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "ok":
            if "state" in frame:
                self.room = frame["state"]
            if "seat" in frame:
                self.seat = frame["seat"]
            if "attempt" in frame:
                self.attempt = frame["attempt"]
                self._judged(frame)
            if "pgn" in frame:
                self.last_pgn = frame["pgn"]
                self._save_pgn(frame["pgn"])
        elif kind == "error":
            self.last_error = frame.get("code", "")
            self.message.setText(frame.get("message", ""))
        elif kind == "state":
            self.room = frame["room"]
        elif kind == "move":
            self._apply_move(frame)
        elif kind == "chat":
            self.chat.addItem(f"{frame['name']}: {frame['text']}")
            self.chat.scrollToBottom()
        elif kind == "closed":
            self.message.setText(self.tr("The room was closed."))
        elif kind == "presence":
            self._presence(frame)
        self.refresh()

    def _apply_move(self, frame: dict[str, Any]) -> None:
        game = (self.room or {}).get("game")
        if not game or frame["number"] != game["number"] or frame["ply"] != len(game["moves"]):
            if self.connection is not None:
                self.connection.request("sync")
            return
        game["moves"].append(frame["move"])
        game["position"], game["clocks"], game["check"] = (frame["position"], frame["clocks"],
                                                          frame["check"])
        game["turn"] = "black" if game["turn"] == "red" else "red"
        game["offers"] = {}
        if frame.get("result"):
            game["result"], game["termination"] = frame["result"], frame["termination"]

    # -- views ---------------------------------------------------------------------------------
    def _judged(self, frame: dict[str, Any]) -> None:
        words = {"mate": self.tr("Mate! Solved."), "good": self.tr("Good move."),
                 "slower": self.tr("Slower than necessary."),
                 "loses": self.tr("That move lets the defence escape. Failed.")}
        text = words.get(str(frame.get("judgement")), "")
        if frame.get("result"):
            text = f"{frame['result']['result']} — {frame['result']['termination']}"
        if text:
            self.message.setText(text)

    def _refresh_problem(self, room: dict[str, Any]) -> None:
        puzzle = room.get("puzzle") or {}
        line = list((self.attempt or {}).get("line") or [])
        board = xiangqi.Board(str(puzzle.get("fen")))
        for text in line:
            board.push(Move.from_iccs(text))
        attacker = "red" if str(puzzle.get("fen", "")).split(" ")[1:2] != ["b"] else "black"
        self.board.set_flipped(attacker == "black")
        self.board.show_game_position(board, Move.from_iccs(line[-1]) if line else None, False)
        active = bool(self.attempt and not self.attempt.get("finished"))
        self.board.interactive = active and board.turn.fen == ("w" if attacker == "red" else "b")
        self.status.setText(self.tr("%1 — mate in %2").replace(
            "%1", str(puzzle.get("title") or self.tr("Problem"))).replace(
            "%2", str(puzzle.get("mate"))))
        self.scoreboard.clear()
        for row in room.get("scoreboard") or []:
            score = "…" if row["score"] is None else str(row["score"])
            self.scoreboard.addItem(f"{row['name']}: {score}")
        self.moves.clear()
        self._moves_shown = None
        self.moves.addItems(numbered_rows(move_texts(str(puzzle.get("fen")), line,
                                                     self.notation)))
        for name, button in self.buttons.items():
            button.setVisible(name in ("solve", "engine", "leave"))
        self.buttons["solve"].setEnabled(self.seat == "guest")
        self.buttons["engine"].setEnabled(self.seat == "guest")
        self.level.setVisible(True)
        self.level.setEnabled(self.seat == "guest")

    def set_notation(self, notation: str) -> None:
        """Write the moves in ``notation`` (the Settings choice)."""
        if notation != self.notation:
            self.notation = notation
            self.refresh()

    def refresh(self) -> None:
        room = self.room
        self.scoreboard.setVisible(bool(room and room.get("kind") == "problem"))
        if room is not None and room.get("kind") == "problem":
            self._refresh_problem(room)
            return
        for name, button in self.buttons.items():
            button.setVisible(name not in ("solve", "engine"))
        self.level.setVisible(False)
        game = room.get("game") if room else None
        playing = self.seat in ("red", "black")
        self.board.set_flipped(self.seat == "black")
        self.top.color, self.bottom.color = (RED, BLACK) if self.seat == "black" else (BLACK, RED)
        self._show_link(room)
        if game is None:
            self.board.interactive = False
            self.board.show_game_position(xiangqi.Board(), None, False)
            self.status.setText(self.tr("Waiting for a second player…") if room else "")
            self.moves.clear()
            self._moves_shown = None
        else:
            board = xiangqi.Board(game["position"])
            last = Move.from_iccs(game["moves"][-1]) if game["moves"] else None
            self.board.show_game_position(board, last, False)
            mine = playing and not game["result"] and game["turn"] == self.seat
            self.board.interactive = bool(mine and self.connection is not None
                                          and self.connection.state == "online")
            self.clock_base = (game["clocks"], time.monotonic())
            if game["result"]:
                self.status.setText(f"{game['result']} — {game['termination']}")
            else:
                turn = self.tr("Red to move") if game["turn"] == "red" else \
                    self.tr("Black to move")
                self.status.setText(turn + (self.tr(" (you)") if mine else ""))
            shown = (len(game["moves"]), self.notation)
            if self._moves_shown != shown:
                self._moves_shown = shown
                self.moves.clear()
                fen = str(game.get("fen") or xiangqi.STARTING_FEN)
                self.moves.addItems(numbered_rows(
                    move_texts(fen, list(game["moves"]), self.notation),
                    xiangqi.Board(fen).turn is BLACK))
                self.moves.scrollToBottom()
        offers = (game or {}).get("offers") or {}
        pending = next((k for k, who in offers.items() if who != self.seat), None)
        over = bool(game and game["result"])
        for name in ("resign", "draw", "takeback"):
            self.buttons[name].setEnabled(playing and game is not None and not over)
        self.buttons["accept"].setEnabled(playing and pending is not None)
        self.buttons["decline"].setEnabled(playing and pending is not None)
        self.buttons["new_game"].setEnabled(playing and over)
        self.buttons["pgn"].setEnabled(game is not None)
        if pending is not None:
            self.message.setText(self.tr("Your opponent offers a draw.") if pending == "draw"
                                 else self.tr("Your opponent asks to take back a move."))
        self._tick()

    def _show_link(self, room: dict[str, Any] | None) -> None:
        shown = room is not None and self.connection is not None
        self.link.setVisible(shown)
        self.copy_link.setVisible(shown)
        if room is not None and self.connection is not None:
            link = RoomLink(self.connection.base, room["code"])
            self.room_label.setText(self.tr("Room %1 — share this link (or %2):")
                                    .replace("%1", room["code"]).replace("%2", link.app))
            self.link.setText(link.http)
            self.link.setCursorPosition(0)

    def _tick(self) -> None:
        room = self.room
        names = (room or {}).get("players") or {}
        if self.clock_base is None or not room or not room.get("game"):
            self.top.show_state(names.get(_seat(self.top.color)) or "…", False, "")
            self.bottom.show_state(names.get(_seat(self.bottom.color)) or "…", False, "")
            return
        clocks, at = self.clock_base
        left = {"red": clocks["red_ms"], "black": clocks["black_ms"]}
        running = clocks["running"]
        if running and left[running] is not None:
            left[running] -= clocks["elapsed_ms"] + int((time.monotonic() - at) * 1000)
        for panel in (self.top, self.bottom):
            seat = _seat(panel.color)
            ms = left[seat]
            panel.show_state(names.get(seat) or "…", running == seat,
                             clock_text(max(0, ms)) if ms is not None else "")

    # -- acts ------------------------------------------------------------------------------------
    def _send(self, type_: str, **fields: Any) -> None:
        if self.connection is not None:
            self.message.setText("")
            self.connection.request(type_, **fields)

    def _move(self, move: Move) -> None:
        if (self.room or {}).get("kind") == "problem":
            self.board.interactive = False
            self._send("move", move=move.iccs())
            return
        game = (self.room or {}).get("game")
        if game is None:
            return
        self.board.interactive = False  # until the server's answer
        self._send("move", move=move.iccs(), ply=len(game["moves"]))

    def _answer(self, answer: str) -> None:
        offers = ((self.room or {}).get("game") or {}).get("offers") or {}
        kind = next((k for k, who in offers.items() if who != self.seat), None)
        if kind is not None:
            self._send(f"{kind}_{answer}")

    def _chat(self) -> None:
        text = self.chat_line.text().strip()
        if text:
            self._send("chat", text=text)
            self.chat_line.clear()

    def _save_pgn(self, text: str) -> None:
        if not self.isVisible() or self.property("no_dialogs"):
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Game"), "game.pgn",
                                              self.tr("PGN games (*.pgn)"))
        if path:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)


def _seat(color: xiangqi.Color) -> str:
    return "red" if color is RED else "black"


def is_loopback(base: str) -> bool:
    """Whether a server address is this computer (a server can be started for it)."""
    host = urlsplit(base).hostname or ""
    return host in ("localhost", "127.0.0.1", "::1")
