"""Xiangqi PGN: tags, movetext in ICCS, WXF or Chinese, ``{}``/``;`` comments, ``()``
variations, NAGs, several games per file, Black-first games (``[FEN "... b ..."]``).

Reading maps ``Title`` (else ``Event``) to the title, ``Author``/``Annotator``, ``Source``,
``Date``, ``Stipulation``, ``Hint``, ``Tags``; other non-empty tags go to ``extra``. A move that
cannot be read is reported with its line and column and the rest of its variation (or of the
game's main line) is skipped; the moves before it are kept.
"""

from __future__ import annotations

import bisect
import re
from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field

from paiju import rules as xiangqi
from paiju.rules.notation import Notation, format_move, parse_move
from paiju.rules.stipulation import Stipulation, check_study_colour

from .model import Collection, Puzzle
from .native import MAX_TREE_PLIES, extra_opcode, storable_fen
from .problems import LoadResult, Problems, PuzzleFileError, excerpt
from .tree import Node, apply_tree, tree_of

_TOKEN_RE = re.compile(
    r'(?P<tag>\[[ \t]*(?P<name>[A-Za-z0-9_]+)[ \t]*"(?P<value>(?:[^"\\\n]|\\.)*)"[ \t]*\])'
    r"|(?P<comment>\{[^}]*\}?)"
    r"|(?P<line_comment>;[^\n]*)"
    r"|(?P<open>\(+)|(?P<close>\)+)"  # runs of brackets are one token
    r"|(?P<nag>\$[0-9]+)"
    r"|(?P<word>[^\s(){};\[\]]+)"
    r"|(?P<junk>[\[\]])"
)
_MOVE_NUMBER_RE = re.compile(r"[0-9]+\.+\Z")
_NUMBERED_MOVE_RE = re.compile(r"[0-9]+\.+(\D.*)\Z", re.S)
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
_KNOWN_TAGS = {"title", "event", "author", "annotator", "source", "date", "stipulation",
               "hint", "tags", "fen", "format", "game"}
_MAX_DEPTH = 100_000
MAX_TREE_NODES = 200_000
"""Most moves read into one game's tree (a puzzle, not a database)."""


def looks_like(text: str) -> bool:
    """True when the text starts with a PGN tag pair or numbered moves."""
    head = text.lstrip("\ufeff \t\r\n")[:2000]
    return bool(re.match(r'\[[ \t]*[A-Za-z0-9_]+[ \t]*"', head)
                or re.match(r"1\.\s*\S", head))


@dataclass
class _Game:
    """One game: its tags and where its movetext tokens lie (``start``..``end`` of the text,
    re-scanned when played so a huge movetext is never held as a token list)."""

    line: int
    tags: dict[str, str] = field(default_factory=dict)
    start: int = 0
    end: int = 0
    moves: bool = False  # any token other than a comment

    def tokens(self, text: str) -> Iterator[tuple[str, str, int]]:
        """(kind, text, offset) of the movetext tokens, line comments left out."""
        for m in _TOKEN_RE.finditer(text, self.start, self.end):
            kind = m.lastgroup or "junk"
            if kind != "line_comment":
                yield kind, m.group(0), m.start()
            if kind == "word" and m.group(0) in _RESULTS:
                return


class _Positions:
    """Offset -> (line, column), both 1-based (line starts kept in a compact array)."""

    def __init__(self, text: str) -> None:
        self.starts = array("q", [0])
        pos = text.find("\n")
        while pos >= 0:
            self.starts.append(pos + 1)
            pos = text.find("\n", pos + 1)

    def __call__(self, offset: int) -> tuple[int, int]:
        i = bisect.bisect_right(self.starts, offset) - 1
        return i + 1, offset - self.starts[i] + 1


def _games(text: str, where: _Positions, problems: Problems) -> Iterator[_Game]:
    game: _Game | None = None
    finished = False  # a result token was seen: ignore text until the next tag
    has_tokens = False
    for m in _TOKEN_RE.finditer(text):
        kind = m.lastgroup or "junk"
        if kind == "tag":
            if game is None or has_tokens or finished:
                if game is not None:
                    yield game
                game = _Game(where(m.start())[0], start=m.end(), end=m.end())
                finished = has_tokens = False
            game.tags[m.group("name")] = _unescape(m.group("value"))
            game.start = game.end = m.end()
            continue
        if finished or kind == "line_comment":
            continue
        if game is None:
            game = _Game(where(m.start())[0], start=m.start())
        if kind == "comment" and not m.group(0).endswith("}"):
            line, col = where(m.start())
            problems.add(line, "'{' is never closed", col, "comment")
        if kind == "word" and m.group(0) in _RESULTS:
            finished = True
        has_tokens = True
        game.moves = game.moves or kind != "comment"
        game.end = m.end()
    if game is not None:
        yield game


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


class _GameReader:
    """Plays the movetext of one game into a tree.

    One board and one path of nodes are shared by all variations: opening a variation takes
    back the last move and remembers it (with the path length), closing one takes back the
    variation's moves and replays the remembered move, so each ``(`` costs O(1) memory.
    """

    def __init__(self, board: xiangqi.Board, notation: Notation | None,
                 problems: Problems, where: _Positions) -> None:
        self.root = Node()
        self.notation = notation
        self.problems = problems
        self.where = where
        self.path: list[Node] = [self.root]
        self.board = board
        # Per open '(': (path length before the take-back, the node taken back). A '(' met
        # while skipping has nothing to restore and is only counted in ``blind``.
        self.stack: list[tuple[int, Node]] = []
        self.blind = 0
        self.skip_depth: int | None = None  # skipping tokens until this depth closes
        self.pending = ""  # a comment met before the first move of a variation
        self.nodes = 0

    def report(self, offset: int, message: str, field: str = "movetext") -> None:
        if self.problems.full:
            self.problems.dropped += 1
            return
        line, col = self.where(offset)
        self.problems.add(line, message, col, field)

    @property
    def depth(self) -> int:
        return len(self.stack) + self.blind

    def open(self, offset: int) -> None:
        depth = self.depth
        if self.skip_depth is None and len(self.path) == 1:
            self.report(offset, "'(' before any move: a variation needs a move to replace",
                        "variation")
            self.skip_depth = depth + 1
        elif self.skip_depth is None and depth >= _MAX_DEPTH:
            self.report(offset, f"nested deeper than {_MAX_DEPTH}", "variation")
            self.skip_depth = depth + 1
        if self.skip_depth is None:
            self.stack.append((len(self.path), self.path.pop()))
            self.board.pop()
        else:
            self.blind += 1

    def close(self) -> None:
        depth = self.depth
        if self.blind:
            self.blind -= 1
        else:
            length, node = self.stack.pop()
            while len(self.path) >= length:
                self.path.pop()
                self.board.pop()
            self.path.append(node)
            self.board.push(xiangqi.Move.from_iccs(node.move))
        if self.skip_depth is not None and depth <= self.skip_depth:
            self.skip_depth = None
        self.pending = ""

    def feed(self, kind: str, text: str, offset: int) -> None:
        depth = self.depth
        if kind == "open":
            for i in range(len(text)):
                if self.skip_depth is not None:  # the rest of the run only nests deeper
                    self.blind += len(text) - i
                    break
                self.open(offset + i)
            return
        if kind == "close":
            i, n = 0, len(text)
            while i < n:
                if not self.depth:
                    self.report(offset + i, f"{n - i} ')' without a matching '('", "variation")
                    break
                if self.skip_depth is not None and self.blind > 1:
                    # closes that stay inside the skipped part: only counted, in bulk
                    run = min(self.blind - 1, n - i, self.depth - 1 - self.skip_depth)
                    if run > 0:
                        self.blind -= run
                        i += run
                        continue
                self.close()
                i += 1
            return
        if self.skip_depth is not None or kind in ("nag", "line_comment"):
            return
        if kind == "comment":
            body = text[1:-1] if text.endswith("}") else text[1:]
            body = body.strip()
            if not body:
                return
            top = self.stack[-1] if self.stack else None
            if top is not None and len(self.path) < top[0]:
                self.pending = f"{self.pending}\n{body}" if self.pending else body
            else:
                node = self.path[-1]
                node.comment = f"{node.comment}\n{body}" if node.comment else body
            return
        if kind == "junk":
            self.report(offset, f"unexpected {text!r}")
            return
        word = text
        if word in _RESULTS or _MOVE_NUMBER_RE.match(word) or word.strip(".") == "":
            return
        m = _NUMBERED_MOVE_RE.match(word)
        if m:
            word = m.group(1)
        try:
            if len(word) > 40:
                raise ValueError("not a move (too long)")
            move = parse_move(self.board, word, self.notation)
            if self.nodes >= MAX_TREE_NODES:
                raise ValueError(f"the game has more than {MAX_TREE_NODES} moves")
        except ValueError as exc:
            what = "variation" if self.stack else "main line"
            self.report(offset, f"move {excerpt(word)}: {_short(exc)}; rest of the {what} "
                        "skipped", "movetext")
            self.skip_depth = depth
            if not self.stack:
                self.skip_depth = 0
            return
        self.nodes += 1
        node = self.path[-1].child(move.iccs())
        if self.pending:
            node.comment = f"{self.pending}\n{node.comment}" if node.comment else self.pending
            self.pending = ""
        self.path.append(node)
        self.board.push(move)


def _short(exc: Exception) -> str:
    """An error message without the position FEN the notation module appends."""
    return re.sub(r"\s+in\s+\S+/\S+.*$", "", str(exc))[:200]


def _notation(value: str) -> Notation | None:
    v = value.strip().lower()
    if v in ("iccs", "coord", "coordinate"):
        return Notation.ICCS
    if v == "wxf":
        return Notation.WXF
    if v in ("chinese", "chn", "中文"):
        return Notation.CHINESE
    return None


def _puzzle(game: _Game, text: str, problems: Problems, where: _Positions) -> Puzzle | None:
    tags = {k.lower(): (k, v) for k, v in game.tags.items()}
    fen = tags.get("fen", ("", ""))[1].strip() or xiangqi.STARTING_FEN
    try:
        board = xiangqi.Board(fen)
    except ValueError as exc:
        problems.add(game.line, f"{exc}; game skipped", None, "[FEN]")
        return None
    puzzle = Puzzle(fen=board.fen() if "fen" not in tags else storable_fen(fen))
    reader = _GameReader(board, _notation(tags.get("format", ("", ""))[1]), problems, where)
    for kind, token, offset in game.tokens(text):
        reader.feed(kind, token, offset)
    if reader.depth:
        problems.add(game.line, f"{reader.depth} not closed with ')'", None, "variation")
    value = {k: v.strip() for k, (_, v) in tags.items()}
    puzzle.title = value.get("title") or value.get("event", "")
    if not puzzle.title and value.get("red", "?") not in ("", "?") \
            and value.get("black", "?") not in ("", "?"):
        puzzle.title = f"{value['red']} – {value['black']}"
    puzzle.author = value.get("author") or value.get("annotator", "")
    puzzle.source = value.get("source", "")
    puzzle.date = value.get("date", "") if value.get("date") not in ("????.??.??",) else ""
    puzzle.hint = value.get("hint", "")
    puzzle.tags = value.get("tags", "").split()
    if value.get("stipulation"):
        try:
            puzzle.stipulation = Stipulation.parse(value["stipulation"])
            check_study_colour(value["stipulation"], puzzle.fen.lower().split(" ")[1:2] != ["b"])
        except ValueError as exc:
            problems.add(game.line, str(exc), None, "[Stipulation]")
    for low, (name, raw) in tags.items():
        if low not in _KNOWN_TAGS and raw.strip() and raw.strip() != "?":
            puzzle.extra[extra_opcode(name, "pgn_")] = raw.strip()
    if "title" in value and value.get("event"):
        puzzle.extra["Event"] = value["event"]
    dropped = apply_tree(puzzle, reader.root)
    if dropped:
        problems.add(game.line, f"{dropped} lines dropped: the tree holds more than "
                     f"{MAX_TREE_PLIES} plies in all", None, "variation")
    return puzzle


def read(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    where = _Positions(text)
    for game in _games(text, where, problems):
        if not game.tags and not game.moves:
            continue
        puzzle = _puzzle(game, text, problems, where)
        if puzzle is not None:
            collection.puzzles.append(puzzle)
    if not collection.puzzles and not problems.items:
        problems.add(1, "no PGN game found", None, "file")
    return LoadResult(collection, problems.close(), "pgn")


# ---------------------------------------------------------------- writing


_UNWRITABLE = re.compile("[\ud800-\udfff]")


def _plain(text: str) -> str:
    """Text PGN can hold: lone surrogates (which UTF-8 cannot encode) become U+FFFD."""
    return _UNWRITABLE.sub("\ufffd", text)


def _tag(name: str, value: str) -> str:
    value = _plain(value).replace("\\", "\\\\").replace('"', '\\"')
    value = value.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    return f'[{name} "{value}"]'


def _comment(text: str) -> str:
    return "{" + _plain(text).replace("}", ")") + "}"


class _Writer:
    def __init__(self, notation: Notation) -> None:
        self.notation = notation
        self.out: list[str] = []

    def move(self, board: xiangqi.Board, node: Node, ply: int, force: bool) -> None:
        n = ply // 2 + 1
        number = f"{n}. " if board.turn is xiangqi.RED else f"{n}... " if force else ""
        text = format_move(board, xiangqi.Move.from_iccs(node.move), self.notation)
        self.out.append(number + text)
        if node.comment:
            self.out.append(_comment(node.comment))

    def line(self, board: xiangqi.Board, node: Node, ply: int, force: bool) -> None:
        """Emit the continuation of ``node`` (board is at node) with its alternatives.

        An explicit stack instead of recursion: trees from files nest thousands deep. A frame
        is a continuation (board at ``node``), an alternative to open, or a ``)`` to close.
        """
        stack: list[tuple[str, xiangqi.Board, Node, int, bool]] = [
            ("line", board, node, ply, force)]
        while stack:
            kind, board, node, ply, force = stack.pop()
            if kind == "close":
                self.out.append(")")
                continue
            if kind == "alt":
                self.out.append("(")
                self.move(board, node, ply, True)
                board.push(xiangqi.Move.from_iccs(node.move))
                stack.append(("close", board, node, ply, force))
                stack.append(("line", board, node, ply + 1, bool(node.comment)))
                continue
            while node.children:
                main, alternatives = node.children[0], node.children[1:]
                self.move(board, main, ply, force)
                if alternatives:
                    after = board.copy(stack=False)
                    after.push(xiangqi.Move.from_iccs(main.move))
                    stack.append(("line", after, main, ply + 1, True))
                    for alt in reversed(alternatives):
                        stack.append(("alt", board.copy(stack=False), alt, ply, True))
                    break
                board.push(xiangqi.Move.from_iccs(main.move))
                force = bool(main.comment)
                node, ply = main, ply + 1


def _ply_offset(board: xiangqi.Board) -> int:
    """0 when Red is to move, 1 when Black is (so numbering reads ``1... move``)."""
    return 0 if board.turn is xiangqi.RED else 1


def format_game(puzzle: Puzzle, notation: Notation, where: str) -> str:
    try:
        board = puzzle.board()
    except ValueError as exc:
        raise PuzzleFileError(f"{where}: {exc}") from None
    for i, line in enumerate(puzzle.lines()):
        b = board.copy(stack=False)
        for ply, mv in enumerate(line, 1):
            try:
                move = xiangqi.Move.from_iccs(mv)
            except ValueError as exc:
                raise PuzzleFileError(f"{where}: line {i}, ply {ply}: {exc}") from None
            if not b.is_legal(move):
                raise PuzzleFileError(f"{where}: line {i}, ply {ply}: {mv} is not legal; "
                                      "PGN needs legal moves (save as .xqp instead)")
            b.push(move)
    result = puzzle.extra.get("result") or puzzle.extra.get("Result") or "*"
    if result not in _RESULTS:
        result = "*"
    tags = [_tag("Game", "Chinese Chess"), _tag("Event", puzzle.title or "?")]
    for name, value in (("Date", puzzle.date), ("Author", puzzle.author),
                        ("Source", puzzle.source)):
        if value:
            tags.append(_tag(name, value))
    tags.append(_tag("Result", result))
    tags.append(_tag("FEN", board.fen()))
    tags.append(_tag("Format", {"iccs": "ICCS", "wxf": "WXF", "chinese": "Chinese"}
                     [notation.value]))
    if puzzle.stipulation is not None:
        tags.append(_tag("Stipulation", str(puzzle.stipulation)))
    if puzzle.hint:
        tags.append(_tag("Hint", puzzle.hint))
    if puzzle.tags:
        tags.append(_tag("Tags", " ".join(puzzle.tags)))
    for name, value in puzzle.extra.items():
        if name.lower() not in ("result", "event") and re.fullmatch(r"[A-Za-z0-9_]+", name):
            tags.append(_tag(name, value))
    writer = _Writer(notation)
    root = tree_of(puzzle)
    if root.comment:
        writer.out.append(_comment(root.comment))
    try:
        writer.line(board.copy(stack=False), root, _ply_offset(board), True)
    except ValueError as exc:  # e.g. a move the chosen notation cannot name
        raise PuzzleFileError(f"{where}: {exc}") from None
    writer.out.append(result)
    return "\n".join(tags) + "\n\n" + _wrap(writer.out) + "\n"


def _wrap(tokens: list[str], width: int = 79) -> str:
    lines: list[str] = []
    current = ""
    for tok in tokens:
        if current and len(current) + 1 + len(tok) > width:
            lines.append(current)
            current = tok
        else:
            current = f"{current} {tok}" if current else tok
    lines.append(current)
    return "\n".join(lines)


def write(collection: Collection, notation: Notation | str = Notation.ICCS) -> str:
    """One game per puzzle: solution as main line, variations in ``()``, comments in ``{}``."""
    try:
        chosen = Notation(notation.lower() if isinstance(notation, str) else notation)
    except ValueError:
        raise PuzzleFileError(f"unknown notation {notation!r}; use iccs, wxf or chinese") \
            from None
    games = [format_game(p, chosen, f"puzzle {i} ({p.name()})")
             for i, p in enumerate(collection.puzzles, 1)]
    return "\n".join(games)
