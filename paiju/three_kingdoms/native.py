"""Three Kingdoms collections in the native puzzle format (docs/puzzle-format.md,
"Three Kingdoms collections").

A collection is a native file whose header carries ``#! variant "three-kingdoms";``; each
record then starts with a Three Kingdoms position (the six fields of
docs/three-kingdoms.md) instead of a FEN, followed by the usual operations: ``title``,
``author``, ``source``, ``date``, ``comment``, ``goal "Shu eliminates Wei in 2"`` and ``sol``
with moves written ``Shu:h2-Wu:b0``. Other opcodes are kept as extras.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from paiju.puzzles import native
from paiju.puzzles.problems import Problems, PuzzleFileError, ReadProblem
from paiju.three_kingdoms import IllegalTkMoveError, Position, TkGoal, TkMove

VARIANT = "three-kingdoms"
TEXT_OPS = ("title", "author", "source", "date", "comment")
HEADER_OPS = ("title", "author", "description", "source", "licence")


@dataclass
class TkPuzzle:
    position: str
    title: str = ""
    author: str = ""
    source: str = ""
    date: str = ""
    comment: str = ""
    goal: TkGoal | None = None
    solution: list[str] = field(default_factory=list)
    extra: dict[str, str] = field(default_factory=dict)

    def board(self) -> Position:
        return Position.from_text(self.position)


@dataclass
class TkCollection:
    title: str = ""
    author: str = ""
    description: str = ""
    source: str = ""
    licence: str = ""
    puzzles: list[TkPuzzle] = field(default_factory=list)


def is_tk_text(text: str) -> bool:
    """Does this native text declare the Three Kingdoms variant in its header?"""
    for line in text.lstrip("\ufeff").split("\n"):
        stripped = line.strip(" \t\r")
        if stripped.startswith("#!") and "variant" in stripped and VARIANT in stripped:
            return True
    return False


def is_tk_file(path: str | os.PathLike[str], head: int = 65536) -> bool:
    """Does the file at `path` declare the Three Kingdoms variant? (False when unreadable.)"""
    try:
        with open(path, "rb") as f:
            text = f.read(head).decode("utf-8", errors="replace")
    except OSError:
        return False
    return is_tk_text(text)


def _record(line: str) -> TkPuzzle:
    fields = line.split(None, 6)
    if len(fields) < 6:
        raise ValueError("a Three Kingdoms record starts with a position of 6 fields")
    text = " ".join(fields[:6])
    Position.from_text(text)
    puzzle = TkPuzzle(text)
    rest = fields[6] if len(fields) > 6 else ""
    for opcode, operands, raw, _col in native.operations(rest, 0):
        if opcode in TEXT_OPS:
            setattr(puzzle, opcode, " ".join(operands))
        elif opcode == "goal":
            puzzle.goal = TkGoal.parse(" ".join(operands))
        elif opcode == "sol":
            puzzle.solution = [TkMove.parse(m).text() for m in operands]
        else:
            puzzle.extra[opcode] = raw
    return puzzle


def read(text: str, path: str = "<string>") -> tuple[TkCollection, list[ReadProblem]]:
    """Read a Three Kingdoms collection; bad records become ReadProblems."""
    collection = TkCollection()
    problems = Problems(path)
    for lineno, line in enumerate(text.lstrip("\ufeff").split("\n"), 1):
        stripped = line.strip(" \t\r")
        if not stripped or (stripped.startswith("#") and not stripped.startswith("#!")):
            continue
        try:
            if stripped.startswith("#!"):
                for opcode, operands, _raw, _col in native.operations(stripped, 2):
                    if opcode in HEADER_OPS:
                        setattr(collection, opcode, " ".join(operands))
                continue
            collection.puzzles.append(_record(stripped))
        except (ValueError, native.NativeSyntaxError) as exc:
            problems.add(lineno, str(exc))
    if not is_tk_text(text):
        problems.add(1, f'not a Three Kingdoms collection (no #! variant "{VARIANT}"; header)')
    return collection, problems.items


def write(collection: TkCollection) -> str:
    lines = [f'#! variant "{VARIANT}";']
    for name in HEADER_OPS:
        if getattr(collection, name):
            lines.append(f"#! {name} {native.quote(getattr(collection, name))};")
    for puzzle in collection.puzzles:
        parts = [" ".join(Position.from_text(puzzle.position).text().split())]
        for name in TEXT_OPS[:4]:
            if getattr(puzzle, name):
                parts.append(f"{name} {native.quote(getattr(puzzle, name))};")
        if puzzle.goal is not None:
            parts.append(f"goal {native.quote(puzzle.goal.text())};")
        if puzzle.solution:
            parts.append("sol " + " ".join(TkMove.parse(m).text() for m in puzzle.solution) + ";")
        if puzzle.comment:
            parts.append(f"comment {native.quote(puzzle.comment)};")
        for name, raw in puzzle.extra.items():
            parts.append(f"{name} {raw};")
        lines.append(" ".join(parts))
    return "\n".join(lines) + "\n"


def load(path: str | os.PathLike[str]) -> TkCollection:
    """Read a file; raises PuzzleFileError naming the file and the first bad record."""
    target = Path(path)
    try:
        text = target.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleFileError(f"{target}: cannot read: {exc}") from None
    collection, problems = read(text, str(target))
    if problems:
        raise PuzzleFileError(str(problems[0]))
    return collection


def save(collection: TkCollection, path: str | os.PathLike[str]) -> None:
    try:
        text = write(collection)
    except IllegalTkMoveError as exc:
        raise PuzzleFileError(f"{path}: {exc}") from None
    Path(path).write_text(text, encoding="utf-8")
