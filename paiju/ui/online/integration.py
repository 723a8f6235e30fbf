"""Online mode as a part of the main window (``paiju.ui.window_part``).

An Online menu holds Host a Room…, Join a Room… (code and password, or a pasted link) and
Lobby…; the room is the ``online`` page of the central stack. The connection reconnects by
itself; closing the window (or leaving the room) closes it.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import shiboken6
from PySide6.QtCore import QProcess, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from paiju.server.client import parse_link, read_lobby
from paiju.ui.solving.common import puzzle_stipulation
from paiju.ui.tasks import Task
from paiju.ui.window_part import WindowPart

from .connection import OnlineConnection
from .dialogs import DEFAULT_SERVER, HostDialog, HostRequest, JoinDialog, JoinRequest, LobbyDialog
from .page import OnlinePage

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow

CLOSE_WAIT_S = 2.0
"""How long the closing window waits for the room connection to close cleanly."""


class OnlinePart(WindowPart):
    name = "online"

    def install(self, window: MainWindow) -> None:
        self.page = OnlinePage(window)
        self.connection: OnlineConnection | None = None
        self.closing: Task | None = None  # the last connection left, closing in the background
        self.lobby: Task | None = None  # the last lobby fetch
        self.server = DEFAULT_SERVER
        self.player_name = ""
        window.add_mode("online", self.page, docks=())
        window.follow_board("online", self.page.board)
        menu = window.add_menu("online", before="help")
        window.add_action("online_host", self.ask_host, menu=menu)
        window.add_action("online_join", lambda: self.ask_join(), menu=menu)
        window.add_action("online_share_puzzle", self.ask_share_puzzle, menu=menu)
        window.add_action("online_lobby", self.ask_lobby, menu=menu)
        window.add_separator(menu)
        window.add_action("online_leave", self.leave, menu=menu).setEnabled(False)
        self.page.leaveRequested.connect(self.leave)
        self.page.startServerRequested.connect(self.start_local_server)
        self.local_server: QProcess | None = None
        self.page.set_notation(window.prefs.move_notation())
        window.preferencesChanged.connect(lambda prefs: self.page.set_notation(
            prefs.move_notation()))

    def retranslate(self) -> None:
        self.window.menu("online").setTitle(self.tr("&Online"))
        self.window.set_mode_title("online", self.tr("&Online").replace("&", ""))
        self.window.set_texts({
            "online_host": (self.tr("&Host a Room…"),
                            self.tr("Open a room on a server and invite a friend")),
            "online_join": (self.tr("&Join a Room…"),
                            self.tr("Enter a room with its code or link and its password")),
            "online_share_puzzle": (self.tr("&Share the Puzzle in a Room…"),
                                    self.tr("Friends solve the current puzzle against the "
                                            "solver or the engine; a scoreboard keeps count")),
            "online_lobby": (self.tr("&Lobby…"), self.tr("The rooms a server lists")),
            "online_leave": (self.tr("Leave the Room"), self.tr("Close the connection")),
        })
        self.page.language = self.window.prefs.language
        self.page.retranslate()

    # -- entries (the dialogs call these; tests call them directly) ----------------------------
    def host(self, request: HostRequest) -> OnlineConnection:
        connection = self._connect(request.server, request.name)
        connection.enter("create", **request.fields())
        return connection

    def share_puzzle(self, request: HostRequest, puzzle: dict[str, object]) -> OnlineConnection:
        """A problem room for ``puzzle`` (fen, mate, checks_only, max_quiet, title)."""
        connection = self._connect(request.server, request.name)
        fields = request.fields()
        fields.pop("time_control", None)
        connection.enter("create", kind="problem", puzzle=puzzle, **fields)
        return connection

    def current_puzzle(self) -> dict[str, object] | None:
        """The editor's current puzzle as a problem room wants it, or None (no stipulation,
        or an illegal position)."""
        doc = self.window.doc
        stip = puzzle_stipulation(doc.current)
        board = doc.board
        if stip is None or not board.is_valid():
            return None
        out: dict[str, object] = {"fen": board.fen(), "mate": stip.moves,
                                  "checks_only": stip.checks_only, "title": doc.current.title}
        if stip.max_quiet is not None:
            out["max_quiet"] = stip.max_quiet
        return out

    def join(self, request: JoinRequest) -> OnlineConnection:
        """Raises ValueError when the link holds no room code."""
        link = parse_link(request.link, request.server or self.server)
        connection = self._connect(link.base, request.name)
        connection.enter("join", room=link.code, password=request.password,
                         name=request.name, **{"as": "spectator" if request.spectator
                                               else "player"})
        return connection

    def _connect(self, server: str, name: str) -> OnlineConnection:
        self.leave()
        self.server, self.player_name = server, name
        self.connection = OnlineConnection(server, self)
        self.window.action("online_leave").setEnabled(True)
        self.page.attach(self.connection)
        self.window.show_mode("online")
        return self.connection

    def leave(self) -> None:
        """Leave the room at once; the connection closes in the background (``closing``)."""
        if self.connection is not None:
            self.closing = self.connection.close()
            self.connection = None
            self.page.detach()
        self.window.action("online_leave").setEnabled(False)

    # -- dialogs --------------------------------------------------------------------------------
    def ask_host(self) -> None:
        dialog = HostDialog(self.server, self.player_name, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.host(dialog.request())

    def ask_share_puzzle(self) -> None:
        puzzle = self.current_puzzle()
        if puzzle is None:
            QMessageBox.warning(self.window, self.tr("Share the Puzzle"),
                                self.tr("The current puzzle needs a legal position and a "
                                        "stipulation (mate in N) to be shared."))
            return
        dialog = HostDialog(self.server, self.player_name, self.window)
        dialog.setWindowTitle(self.tr("Share the Puzzle in a Room"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.share_puzzle(dialog.request(), puzzle)

    def ask_join(self, link: str = "") -> None:
        dialog = JoinDialog(self.server, self.player_name, link, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                self.join(dialog.request())
            except ValueError as exc:
                QMessageBox.warning(self.window, self.tr("Join a Room"), str(exc))

    def ask_lobby(self) -> Task:
        """Fetch the server's lobby in the background, then show it (or say it is silent)."""
        server = self.server

        def shown(rooms: object) -> None:
            if rooms is None:
                QMessageBox.warning(self.window, self.tr("Lobby"),
                                    self.tr("The server %1 does not answer.").replace(
                                        "%1", server))
                return
            dialog = LobbyDialog(list(rooms) if isinstance(rooms, list) else [], self.window)
            if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen_code():
                self.ask_join(dialog.chosen_code() or "")

        if self.lobby is not None:
            self.lobby.cancel()  # an older answer is not wanted any more
        task = self.lobby = Task(lambda _control: read_lobby(server), self)
        # the dialog opens after the task's slot has returned, not in a loop nested in it
        task.done.connect(lambda rooms: QTimer.singleShot(0, self, lambda: shown(rooms)))
        task.start()
        return task

    def start_local_server(self) -> QProcess:
        """``paiju serve`` on this computer at the room's port (loopback only), for as long
        as the app runs; the connection, still trying, then finds it."""
        if self.local_server is not None and \
                self.local_server.state() != QProcess.ProcessState.NotRunning:
            return self.local_server
        port = urlsplit(self.server).port or 8765
        process = QProcess(self)
        process.setProgram(sys.executable)
        process.setArguments(["-m", "paiju", "serve", "--host", "127.0.0.1",
                              "--port", str(port), "--log-level", "warning"])
        process.finished.connect(lambda *_: self._server_ended(process))
        process.start()
        self.local_server = process
        self.page.message.setText(self.tr("Starting a server on this computer (port %1)…")
                                  .replace("%1", str(port)))
        return process

    def _server_ended(self, process: QProcess) -> None:
        """The local server stopped by itself (a port in use, the server extra missing):
        say why, with the last line it wrote."""
        if process is not self.local_server:
            return
        self.local_server = None
        lines = bytes(process.readAllStandardError().data()).decode(errors="replace")
        last = (lines.strip().splitlines() or [""])[-1]
        self.page.message.setText(self.tr("The server on this computer stopped: %1")
                                  .replace("%1", last or f"exit code {process.exitCode()}"))

    def shutdown(self) -> None:
        if self.lobby is not None:  # a blocking read ends at its timeout; nobody hears it
            self.lobby.cancel()
        self.leave()
        if self.closing is not None and shiboken6.isValid(self.closing):
            self.closing.wait(CLOSE_WAIT_S)  # the socket closed cleanly if the server answers
        server, self.local_server = self.local_server, None  # ending it is no failure
        if server is not None:
            server.terminate()
            if not server.waitForFinished(3000):
                server.kill()
                server.waitForFinished(1000)
