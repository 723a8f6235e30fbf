"""The desktop client against a live local ``paiju serve``: host a room from the Online menu's
part, a friend joins over the protocol, moves both ways on the Play mode's board, the
connection state, and the automatic reconnect after the server goes down and comes back."""

from __future__ import annotations

import json
import os
import shutil
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from online_helpers import ServeProcess
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Stipulation
from paiju.server.client import parse_link
from paiju.ui.main_window import MainWindow
from paiju.ui.online.dialogs import HostRequest, JoinRequest
from paiju.ui.online.integration import OnlinePart


class Friend:
    """The other player, a blocking protocol client (websocket-client)."""

    def __init__(self, base: str) -> None:
        websocket = pytest.importorskip("websocket")
        self.ws = websocket.create_connection(base.replace("http", "ws") + "/ws", timeout=20)
        self.next_id = 1
        self.seen: list[dict[str, Any]] = []

    def request(self, type_: str, **fields: Any) -> dict[str, Any]:
        rid = self.next_id
        self.next_id += 1
        self.ws.send(json.dumps({"v": 1, "id": rid, "type": type_, **fields}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == rid:
                return dict(msg)
            self.seen.append(msg)

    def wait_move(self, ply: int) -> dict[str, Any]:
        for msg in self.seen:
            if msg["type"] == "move" and msg["ply"] == ply:
                return msg
        while True:
            msg = json.loads(self.ws.recv())
            self.seen.append(msg)
            if msg["type"] == "move" and msg["ply"] == ply:
                return dict(msg)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServeProcess]:
    """A live ``paiju serve`` on its own SQLite file, stopped at the end."""
    process = ServeProcess(f"sqlite:///{tmp_path / 'rooms.sqlite3'}", tmp_path / "serve.log")
    process.start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture
def part(window: MainWindow, server: ServeProcess) -> Iterator[OnlinePart]:
    """The window's Online part; it leaves its room before the server stops."""
    online = window.part("online")
    assert isinstance(online, OnlinePart)
    try:
        yield online
    finally:
        online.leave()


def test_links_and_codes_are_read() -> None:
    link = parse_link("http://xq.example.org:8080/r/ABCD-EFGH-JK23", "http://127.0.0.1:8765")
    assert (link.base, link.code) == ("http://xq.example.org:8080", "ABCDEFGHJK23")
    assert parse_link("paiju://room/abcdefghjk23", "http://h:1").code == "ABCDEFGHJK23"
    assert parse_link(" ABCDEFGHJK23 ", "http://h:1/").base == "http://h:1"
    with pytest.raises(ValueError, match="no room code"):
        parse_link("http://h/r/short", "http://h:1")


def test_host_play_and_reconnect_against_a_live_server(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: ServeProcess,
        part: OnlinePart) -> None:
    assert window.action("online_host").text() and window.menu("online").title()
    page = part.page
    page.setProperty("no_dialogs", True)
    part.host(HostRequest(server.base, "Desk", "pw", "red", minutes=5, increment_s=0))
    assert window.mode() == "online"
    qtbot.waitUntil(lambda: page.connection_label.property("state") == "online",
                    timeout=20_000)
    qtbot.waitUntil(lambda: page.room is not None, timeout=10_000)
    assert page.room is not None and page.seat == "red"
    code = page.room["code"]
    assert code in page.room_label.text()

    friend = Friend(server.base)
    joined = friend.request("join", room=code, password="pw", name="Friend")
    assert joined["seat"] == "black"
    qtbot.waitUntil(lambda: page.board.interactive, timeout=10_000)  # Red's turn, online
    assert "Friend" in page.top.name.text()
    assert page.bottom.clock.text() in ("5:00", "4:59", "4:58")  # Red's clock runs
    page.board.play_point("h2", "e2")                # as a click on the board would
    assert friend.wait_move(0)["move"] == "h2e2"
    assert friend.request("move", move="h9g7", ply=1)["type"] == "ok"
    qtbot.waitUntil(lambda: page.moves.count() == 1 and "H8+7" in page.moves.item(0).text(),
                    timeout=10_000)
    qtbot.waitUntil(lambda: page.board.interactive, timeout=10_000)

    # the server goes away: the page says so and the board is locked …
    server.stop()
    qtbot.waitUntil(lambda: page.connection_label.property("state") == "reconnecting",
                    timeout=20_000)
    assert not page.board.interactive
    # … and when it comes back, the client resumes its seat by itself
    server.start()
    qtbot.waitUntil(lambda: page.connection_label.property("state") == "online",
                    timeout=30_000)
    qtbot.waitUntil(lambda: page.board.interactive, timeout=10_000)
    # the friend's old socket died with the server: it resumes its seat with its token
    again = Friend(server.base)
    back = again.request("resume", room=code, token=joined["token"])
    assert back["seat"] == "black" and back["state"]["game"]["moves"] == ["h2e2", "h9g7"]
    page.board.play_point("b0", "c2")
    assert again.wait_move(2)["move"] == "b0c2"
    page.buttons["pgn"].click()
    qtbot.waitUntil(lambda: page.last_pgn is not None, timeout=10_000)
    assert page.last_pgn is not None and '[Red "Desk"]' in page.last_pgn
    window.grab().save(str(tmp_path / "online.png"))
    if os.environ.get("PAIJU_SCREENSHOT_DIR"):
        shutil.copy(tmp_path / "online.png", os.environ["PAIJU_SCREENSHOT_DIR"])


def test_join_with_a_pasted_link_and_a_wrong_password(
        qtbot: QtBot, server: ServeProcess, part: OnlinePart) -> None:
    page = part.page
    host = Friend(server.base)
    code = host.request("create", name="Host", password="right")["room"]
    part.join(JoinRequest("http://127.0.0.1:1", f"{server.base}/r/{code}", "Desk", "wrong"))
    qtbot.waitUntil(lambda: page.last_error == "denied", timeout=20_000)
    qtbot.waitUntil(lambda: page.connection_label.property("state") == "closed",
                    timeout=20_000)
    part.join(JoinRequest(server.base, f"paiju://room/{code}", "Desk", "right"))
    qtbot.waitUntil(lambda: page.seat == "black", timeout=20_000)
    qtbot.waitUntil(lambda: not page.board.interactive and page.room is not None,
                    timeout=10_000)
    assert host.request("move", move="h2e2", ply=0)["type"] == "ok"
    qtbot.waitUntil(lambda: page.board.interactive, timeout=10_000)


def test_share_the_current_puzzle_and_see_the_scoreboard(
        qtbot: QtBot, window: MainWindow, server: ServeProcess, part: OnlinePart) -> None:
    fen = "4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1"
    window.doc.load(Collection(puzzles=[Puzzle(fen=fen, title="Two chariots",
                                               stipulation=Stipulation(2))]))
    page = part.page
    puzzle = part.current_puzzle()
    assert puzzle is not None and puzzle["mate"] == 2 and puzzle["title"] == "Two chariots"
    part.share_puzzle(HostRequest(server.base, "Composer", "pz"), puzzle)
    qtbot.waitUntil(lambda: page.room is not None and page.seat == "host", timeout=20_000)
    assert page.scoreboard.isVisible() and "mate in 2" in page.status.text()
    assert page.room is not None
    guest = Friend(server.base)
    assert guest.request("join", room=page.room["code"], password="pz",
                         name="Ann")["seat"] == "guest"
    guest.request("attempt_start", mode="solve")
    assert guest.request("move", move="d0d1")["judgement"] == "loses"
    qtbot.waitUntil(lambda: page.scoreboard.count() == 1
                    and page.scoreboard.item(0).text() == "Ann: 0", timeout=10_000)


def test_a_guest_plays_a_shared_problem_against_the_level_it_picks(
        qtbot: QtBot, server: ServeProcess, part: OnlinePart) -> None:
    page = part.page
    host = Friend(server.base)
    code = host.request("create", name="Composer", password="pz", kind="problem",
                        puzzle={"fen": "4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1", "mate": 2,
                                "title": "Two chariots"})["room"]
    part.join(JoinRequest(server.base, code, "Desk", "pz"))
    qtbot.waitUntil(lambda: page.seat == "guest" and page.room is not None, timeout=20_000)
    assert page.level.isVisibleTo(page) and page.level.count() == 5
    assert page.level.currentText() == "Normal"
    page.level.setCurrentIndex(0)  # Beginner
    page.buttons["engine"].click()
    qtbot.waitUntil(lambda: bool(page.attempt), timeout=20_000)
    assert page.attempt is not None and page.attempt["level"] == 1
    assert page.attempt["play_mode"] == "engine"



def _lobby(base: str) -> tuple[list[dict[str, Any]] | None, str]:
    """RoomClient.fetch_lobby's answer for ``base`` and the thread it came on."""
    from paiju.server.client import RoomClient

    answers: list[tuple[list[dict[str, Any]] | None, str]] = []
    done = threading.Event()

    def answer(rooms: list[dict[str, Any]] | None) -> None:
        answers.append((rooms, threading.current_thread().name))
        done.set()

    client = RoomClient(base, lambda frame: None, lambda state: None)
    try:
        client.fetch_lobby(answer)
        assert done.wait(30), base
    finally:
        client.close()
    return answers[0]


def test_the_lobby_comes_over_plain_http_on_the_network_thread(server: ServeProcess) -> None:
    """RoomClient.fetch_lobby (urllib, no aiohttp in the desktop install): the lobby's public
    rooms, handed over on the client's network thread; a server that is gone reads as None."""
    from online_helpers import free_port

    host = Friend(server.base)
    host.request("create", name="Lobbyist", password="pw")
    rooms, thread = _lobby(server.base)
    assert thread == "paiju-online"
    assert rooms is not None and "Lobbyist" in json.dumps(rooms)
    assert _lobby(f"http://127.0.0.1:{free_port()}") == (None, "paiju-online")
def test_the_lobby_menu_fetches_in_a_task_and_shows_the_rooms(
        qtbot: QtBot, window: MainWindow, server: ServeProcess,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Online → Lobby reads the lobby on a task (the window keeps serving events), then opens
    the lobby dialog with the server's public rooms; a silent server is said to be one."""
    from online_helpers import free_port
    from PySide6.QtWidgets import QApplication, QMessageBox

    from paiju.ui.online.dialogs import LobbyDialog

    part = window.part("online")
    assert isinstance(part, OnlinePart)
    Friend(server.base).request("create", name="Lobbyist", password="pw")
    listed: list[list[str]] = []

    def read_dialog() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, LobbyDialog) and widget.isVisible():
                listed.append([widget.list.item(i).text() for i in range(widget.list.count())])
                widget.reject()
                return
        QTimer.singleShot(20, read_dialog)

    part.server = server.base
    QTimer.singleShot(0, read_dialog)
    part.ask_lobby()
    assert not listed  # ask_lobby returned at once: the rooms come later, from the task
    qtbot.waitUntil(lambda: bool(listed), timeout=30_000)
    assert any("Lobbyist" in text for text in listed[0])

    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text))
    part.server = f"http://127.0.0.1:{free_port()}"
    part.ask_lobby()
    qtbot.waitUntil(lambda: bool(warned), timeout=30_000)
    assert warned == [f"The server {part.server} does not answer."]


def test_no_server_says_so_and_starts_one_here(qtbot: QtBot, tmp_path: Path,
                                               window: MainWindow) -> None:
    """Hosting with no server running said "Connecting…" for ever."""
    from online_helpers import free_port

    part = window.part("online")
    assert isinstance(part, OnlinePart)
    assert not window.action("online_leave").isEnabled()
    page = part.page
    base = f"http://127.0.0.1:{free_port()}"
    try:
        part.host(HostRequest(base, "Desk", "pw", "red", minutes=5, increment_s=0))
        assert window.action("online_leave").isEnabled()
        qtbot.waitUntil(lambda: page.connection_label.property("state") == "unreachable",
                        timeout=20_000)
        assert base in page.connection_label.text()
        assert page.start_server.isVisible() and page.buttons["leave"].isVisible()
        page.start_server.click()  # a real `paiju serve` on that port; the client finds it
        qtbot.waitUntil(lambda: page.connection_label.property("state") == "online",
                        timeout=60_000)
        qtbot.waitUntil(lambda: page.room is not None, timeout=10_000)
        assert not page.start_server.isVisible()
        # the whole link, and a button that copies it
        code = page.room["code"]
        assert page.link.text() == f"{base}/r/{code}" and page.copy_link.isVisible()
        page.copy_link.click()
        from PySide6.QtWidgets import QApplication
        assert QApplication.clipboard().text() == f"{base}/r/{code}"
        # the opponent comes, goes and comes back: the page says so
        friend = Friend(base)
        joined = friend.request("join", room=code, password="pw", name="Friend")
        qtbot.waitUntil(lambda: "Friend came back." in page.message.text()
                        or "Friend" in page.top.name.text(), timeout=10_000)
        friend.ws.close()
        qtbot.waitUntil(lambda: "Friend left the room" in page.message.text(), timeout=10_000)
        again = Friend(base)
        assert again.request("resume", room=code, token=joined["token"])["type"] == "ok"
        qtbot.waitUntil(lambda: page.message.text() == "Friend came back.", timeout=10_000)
        again.ws.close()
    finally:
        part.leave()
        assert not window.action("online_leave").isEnabled()
        part.shutdown()
    assert part.local_server is None


def test_a_local_server_that_cannot_start_says_why(qtbot: QtBot, window: MainWindow) -> None:
    import socket

    part = window.part("online")
    assert isinstance(part, OnlinePart)
    page = part.page
    with socket.socket() as squatter:  # something that is no Paiju server holds the port
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        base = f"http://127.0.0.1:{squatter.getsockname()[1]}"
        try:
            part.host(HostRequest(base, "Desk", "pw", "red", minutes=5, increment_s=0))
            qtbot.waitUntil(lambda: page.connection_label.property("state") == "unreachable",
                            timeout=30_000)
            page.start_server.click()
            qtbot.waitUntil(lambda: "stopped" in page.message.text(), timeout=60_000)
            assert "The server on this computer stopped: " in page.message.text()
            assert part.local_server is None
        finally:
            part.leave()
            part.shutdown()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP to freeze the server")
def test_leaving_a_frozen_server_does_not_freeze_the_window(
        qtbot: QtBot, window: MainWindow, server: ServeProcess, part: OnlinePart) -> None:
    """Leave Room while the live server is frozen (SIGSTOP: its socket open, nothing
    answering the closing handshake): the window goes on at once, the connection closes
    in the background."""
    page = part.page
    part.host(HostRequest(server.base, "Desk", "pw", "red", minutes=5, increment_s=0))
    qtbot.waitUntil(lambda: page.room is not None, timeout=20_000)
    assert server.proc is not None
    os.kill(server.proc.pid, signal.SIGSTOP)
    try:
        ticks: list[float] = []
        timer = QTimer(window)
        timer.timeout.connect(lambda: ticks.append(time.monotonic()))
        timer.start(20)
        began = time.monotonic()
        page.buttons["leave"].click()  # as the user does
        took = time.monotonic() - began
        assert took < 0.5, took  # it blocked 5 s (the client's close timeout) before
        closing = part.closing
        assert closing is not None and closing.is_running()  # the handshake waits, off-thread
        assert not window.action("online_leave").isEnabled()
        assert page.connection_label.property("state") == "closed"
        qtbot.wait(1500)
        timer.stop()
        assert closing.is_running()  # still waiting on the frozen server …
        gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
        assert len(ticks) > 20 and max(gaps) < 0.4, max(gaps)  # … and the window runs
    finally:
        os.kill(server.proc.pid, signal.SIGCONT)
    qtbot.waitUntil(lambda: not shiboken6.isValid(closing) or not closing.is_running(),
                    timeout=15_000)
