"""The room page in a real headless Chromium (selenium): join with the password, play on the
SVG board, clocks, chat and names shown as text, the result and the PGN download."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from online_helpers import ServeProcess

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


def _browser_missing() -> str | None:
    try:
        import selenium  # noqa: F401
        import websocket  # noqa: F401
    except ImportError:
        return "selenium (and its websocket-client) not installed"
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        return "Debian's chromium and chromium-driver are not installed"
    return None


class SyncPeer:
    """A blocking protocol client (websocket-client, which selenium brings along)."""

    def __init__(self, base: str) -> None:
        import websocket

        self.ws = websocket.create_connection(base.replace("http", "ws") + "/ws", timeout=20)
        self.next_id = 1
        self.pushed: list[dict[str, Any]] = []

    def request(self, type_: str, **fields: Any) -> dict[str, Any]:
        rid = self.next_id
        self.next_id += 1
        self.ws.send(json.dumps({"v": 1, "id": rid, "type": type_, **fields}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == rid:
                assert msg["type"] == "ok", msg
                return dict(msg)
            self.pushed.append(msg)

    def wait_for(self, type_: str, **match: Any) -> dict[str, Any]:
        for i, msg in enumerate(self.pushed):
            if msg["type"] == type_ and all(msg.get(k) == v for k, v in match.items()):
                return self.pushed.pop(i)
        while True:
            msg = json.loads(self.ws.recv())
            if msg["type"] == type_ and all(msg.get(k) == v for k, v in match.items()):
                return dict(msg)
            self.pushed.append(msg)


@pytest.fixture
def browser() -> Iterator[Any]:
    missing = _browser_missing()
    if missing:
        pytest.skip(missing)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1200,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.implicitly_wait(0)
    try:
        yield driver
    finally:
        driver.quit()


def _wait(predicate: Any, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("timed out waiting in the browser")


def _click_point(driver: Any, square: str, flipped: bool) -> None:
    """Click a board point through the SVG's own coordinates (as a person would)."""
    from selenium.webdriver.common.action_chains import ActionChains

    svg = driver.find_element("css selector", "#board svg")
    file, rank = "abcdefghi".index(square[0]), int(square[1])
    if flipped:
        file, rank = 8 - file, 9 - rank
    x, y = 40 + file * 50, 40 + (9 - rank) * 50
    size = svg.size
    ActionChains(driver).move_to_element_with_offset(
        svg, int((x / 480 - 0.5) * size["width"]), int((y / 550 - 0.5) * size["height"])
    ).click().perform()


def test_the_room_page_serves_the_shipped_piece_font() -> None:
    from paiju import data
    from paiju.server.app import STATIC
    shipped = data.path("fonts") / "PaijuPieces.otf"
    served = STATIC / "PaijuPieces.otf"
    assert served.read_bytes() == shipped.read_bytes()  # scripts/make_font_subset.py copies it


def test_room_page_join_play_chat_result_pgn(tmp_path: Path, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    server = ServeProcess(f"sqlite:///{tmp_path / 'r.sqlite3'}", tmp_path / "serve.log")
    server.start()
    try:
        host = SyncPeer(server.base)
        made = host.request("create", name="<b>Host</b>", password="pw",
                            time_control={"initial_s": 300, "increment_s": 0})
        code = made["room"]
        browser.get(f"{server.base}/r/{code}")
        _wait(lambda: browser.find_element(By.ID, "join").is_displayed())
        browser.find_element(By.ID, "join-name").send_keys("Guest <i>x</i>")
        browser.find_element(By.ID, "join-password").send_keys("wrong")
        browser.find_element(By.ID, "join-button").click()
        _wait(lambda: "wrong password" in browser.find_element(By.ID, "join-error").text)
        field = browser.find_element(By.ID, "join-password")
        field.clear()
        field.send_keys("pw")
        browser.find_element(By.ID, "join-button").click()
        _wait(lambda: browser.find_element(By.ID, "room").is_displayed())
        assert browser.find_element(By.ID, "connection").text == "online"
        # names are text, never markup
        # Black's board is turned: Red (the host) on top
        _wait(lambda: "<b>Host</b>" in browser.find_element(By.ID, "top-name").text)
        assert browser.find_elements(By.CSS_SELECTOR, "#top-name b, #bottom-name i") == []
        assert "Guest <i>x</i>" in browser.find_element(By.ID, "bottom-name").text
        host.request("move", move="h2e2", ply=0)
        _wait(lambda: "h2e2" in browser.find_element(By.ID, "moves").text)
        _wait(lambda: "(you)" in browser.find_element(By.ID, "status").text)
        own_clock = browser.find_element(By.ID, "bottom-clock")
        assert own_clock.text.startswith("4:") or own_clock.text == "5:00"
        assert "running" in own_clock.get_attribute("class")
        # the guest (Black, board turned) plays h9-g7 by clicking the SVG board
        _click_point(browser, "h9", flipped=True)
        _wait(lambda: browser.find_elements(By.CSS_SELECTOR, ".piece.selected"))
        _click_point(browser, "g7", flipped=True)
        relayed = host.wait_for("move", ply=1)
        assert relayed["move"] == "h9g7" and relayed["by"] == "black"
        host.request("chat", text="<img src=x onerror=window.pwned=1>")
        _wait(lambda: "onerror" in browser.find_element(By.ID, "chat").text)
        assert browser.execute_script("return window.pwned === undefined")
        assert browser.find_elements(By.CSS_SELECTOR, "#chat img") == []
        # the board looks like the desktop one: wood gradient, frame, marks, river text,
        # lit pieces with a ring, in the shipped piece font (loaded, not a fallback)
        _wait(lambda: browser.execute_script(
            "return document.fonts.check('23px \"Paiju Pieces\"', '帥')"))
        style = browser.execute_script("""
            const q = (s) => document.querySelector(s);
            return {wood: getComputedStyle(q('.xq-board .wood')).fill,
                    face: getComputedStyle(q('.xq-board .piece .disc')).fill,
                    glyph: getComputedStyle(q('.xq-board .piece .glyph')).fontFamily,
                    river: [...document.querySelectorAll('.xq-board .river')]
                               .map(t => t.textContent).join(''),
                    frame: document.querySelectorAll('.xq-board .frame').length,
                    marks: q('.xq-board .marks').getAttribute('d').split('M').length - 1,
                    last: document.querySelectorAll('.xq-board .last').length};""")
        assert style["wood"].startswith("url(") and style["face"].startswith("url(")
        assert "Paiju Pieces" in style["glyph"] and style["river"] == "楚河漢界"
        # 4 cannon points x 4 corners, 10 soldier points x 4 (x 2 on the edge files)
        assert style["frame"] == 1 and style["marks"] == 4 * 4 + 6 * 4 + 4 * 2
        assert style["last"] == 2  # the last move's two points
        browser.save_screenshot(str(tmp_path / "room-playing.png"))
        host.request("resign")
        _wait(lambda: "0-1" in browser.find_element(By.ID, "result").text)
        assert "resign" in browser.find_element(By.ID, "result").text
        browser.find_element(By.ID, "pgn").click()
        pgn = _wait(lambda: browser.execute_script("return window.paijuLastPgn || ''"))
        assert '[Result "0-1"]' in pgn and "h9g7" in pgn and '[Red "<b>Host</b>"]' in pgn
        browser.save_screenshot(str(tmp_path / "room-over.png"))
        if os.environ.get("PAIJU_SCREENSHOT_DIR"):
            for name in ("room-playing.png", "room-over.png"):
                shutil.copy(tmp_path / name, Path(os.environ["PAIJU_SCREENSHOT_DIR"]) / name)
        # the session token survives a reload: the page resumes the seat by itself
        browser.refresh()
        _wait(lambda: browser.find_element(By.ID, "room").is_displayed())
        _wait(lambda: "Guest" in browser.find_element(By.ID, "bottom-name").text)
        host.ws.close()  # the opponent's connection goes: the page says so
        _wait(lambda: "<b>Host</b> left the room" in browser.find_element(By.ID, "message").text)
    finally:
        server.stop()


def test_problem_room_in_the_browser(tmp_path: Path, browser: Any) -> None:
    """A guest solves a shared problem on the page against the solver's defence."""
    from selenium.webdriver.common.by import By

    from paiju.rules import Board, Move

    fen = "4k4/9/9/9/9/9/9/9/R8/1R1K5 w"
    server = ServeProcess(f"sqlite:///{tmp_path / 'p.sqlite3'}", tmp_path / "serve.log")
    server.start()
    try:
        host = SyncPeer(server.base)
        code = host.request("create", name="Composer", password="pz", kind="problem",
                            puzzle={"fen": fen, "mate": 2, "title": "Two chariots"})["room"]
        browser.get(f"{server.base}/r/{code}")
        _wait(lambda: browser.find_element(By.ID, "join").is_displayed())
        browser.find_element(By.ID, "join-name").send_keys("Ann")
        browser.find_element(By.ID, "join-password").send_keys("pz")
        browser.find_element(By.ID, "join-button").click()
        _wait(lambda: browser.find_element(By.ID, "problem").is_displayed())
        assert "mate in 2" in browser.find_element(By.ID, "puzzle-title").text
        browser.find_element(By.ID, "attempt-solve").click()
        _wait(lambda: browser.find_element(By.ID, "status").text == "Your move")
        _click_point(browser, "b0", flipped=False)
        _click_point(browser, "b8", flipped=False)
        _wait(lambda: len(browser.find_element(By.ID, "moves").text.split()) == 2)
        assert "Good move" in browser.find_element(By.ID, "message").text
        line = browser.find_element(By.ID, "moves").text.split()  # the key and the defence
        board = Board(fen)
        for text in line:
            board.push(Move.from_iccs(text))
        mate = next(m for m in board.legal_moves if _mates(board, m))
        _click_point(browser, mate.iccs()[:2], flipped=False)
        _click_point(browser, mate.iccs()[2:], flipped=False)
        _wait(lambda: "Solved" in browser.find_element(By.ID, "message").text)
        scores = host.wait_for("state")["room"]["scoreboard"]
        while not scores or scores[0]["score"] is None:
            scores = host.wait_for("state")["room"]["scoreboard"]
        assert scores == [{"name": "Ann", "mode": "solve", "score": 1}]
        _wait(lambda: "1" in browser.find_element(By.ID, "scoreboard").text)
        browser.save_screenshot(str(tmp_path / "problem.png"))
        if os.environ.get("PAIJU_SCREENSHOT_DIR"):
            shutil.copy(tmp_path / "problem.png", os.environ["PAIJU_SCREENSHOT_DIR"])
        host.ws.close()
    finally:
        server.stop()


def _mates(board: Any, move: Any) -> bool:
    board.push(move)
    try:
        return bool(board.is_checkmate())
    finally:
        board.pop()


def test_the_header_draws_its_chinese_name_in_the_shipped_font(tmp_path: Path,
                                                               browser: Any) -> None:
    """排局 in the lobby and room headers comes from the served piece font, so a machine
    without any CJK font (the tests see only DejaVu) shows it instead of empty boxes."""
    from selenium.webdriver.common.by import By

    server = ServeProcess(f"sqlite:///{tmp_path / 'h.sqlite3'}", tmp_path / "serve.log")
    server.start()
    try:
        host = SyncPeer(server.base)
        code = host.request("create", name="Host")["room"]
        for name, url in (("lobby", server.base + "/"), ("room", f"{server.base}/r/{code}")):
            browser.get(url)
            brand = _wait(lambda: browser.find_elements(By.CSS_SELECTOR, "header .brand"))[0]
            assert brand.text.startswith("排局 Paiju")
            family = browser.execute_script(
                "return getComputedStyle(arguments[0]).fontFamily", brand)
            assert "Paiju Pieces" in family
            # the served font has the glyphs: drawn with it, 排局 differs from two characters
            # it lacks (its empty boxes), which is what a machine without CJK fonts showed
            drawn = browser.execute_async_script("""
                const done = arguments[arguments.length - 1];
                document.fonts.load('32px "Paiju Pieces"', '排局').then(() => {
                    const draw = (text) => {
                        const canvas = document.createElement('canvas');
                        canvas.width = 80; canvas.height = 40;
                        const c = canvas.getContext('2d');
                        c.font = '32px "Paiju Pieces"';
                        c.fillText(text, 0, 32);
                        return c.getImageData(0, 0, 80, 40).data.join(',');
                    };
                    done(draw('排局') !== draw('\\uE000\\uE001'));
                });""")
            assert drawn, f"{name}: the served font has no glyphs for 排局"
            browser.save_screenshot(str(tmp_path / f"header-{name}.png"))
            if os.environ.get("PAIJU_SCREENSHOT_DIR"):
                shutil.copy(tmp_path / f"header-{name}.png",
                            Path(os.environ["PAIJU_SCREENSHOT_DIR"]) / f"header-{name}.png")
        host.ws.close()
    finally:
        server.stop()
