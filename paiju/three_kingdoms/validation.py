"""Setup validation for Three Kingdoms positions (docs/rules.md section 7), worded like the
standard game's (paiju/rules/validation.py): each issue names the piece and the point."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from paiju.rules.validation import Severity

from .geometry import POINT_NAMES, Point, file_of, half, in_palace, rank_of
from .kingdoms import MAX_COUNTS, Kind, Kingdom, TkPiece
from .position import Position

ADVISOR_POINTS = frozenset(((3, 0), (5, 0), (4, 1), (3, 2), (5, 2)))
ELEPHANT_POINTS = frozenset(((2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)))


@dataclass(frozen=True, slots=True)
class TkSetupIssue:
    severity: Severity
    code: str
    points: tuple[Point, ...]
    message: str
    kingdom: Kingdom | None = None   # the kingdom concerned (owner of the piece)
    kind: Kind | None = None
    detail: str = ""

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def to_dict(self) -> dict[str, object]:
        return {"severity": self.severity.value, "code": self.code,
                "points": [POINT_NAMES[p] for p in self.points], "message": self.message}


def _name(piece: TkPiece, p: Point) -> str:
    return f"{piece.describe()} on {POINT_NAMES[p]}"


def soldier_point_ok(origin: Kingdom, p: Point) -> bool:
    """Can a soldier of `origin` ever stand on `p`? Anywhere on a foreign half; on its own
    half only ranks 3-4, and on rank 3-4 only files a c e g i."""
    if half(p) is not origin:
        return True
    return rank_of(p) >= 3 and file_of(p) % 2 == 0


def _piece_issues(position: Position) -> list[TkSetupIssue]:
    issues: list[TkSetupIssue] = []

    def err(code: str, points: tuple[Point, ...], message: str, piece: TkPiece | None = None,
            kingdom: Kingdom | None = None, detail: str = "") -> None:
        issues.append(TkSetupIssue(Severity.ERROR, code, points, message,
                                   piece.owner if piece else kingdom,
                                   piece.kind if piece else None, detail))

    placement = position.placement
    by_kind: dict[tuple[Kingdom, Kind], list[Point]] = defaultdict(list)
    for p in sorted(placement):
        by_kind[(placement[p].origin, placement[p].kind)].append(p)
    for k in Kingdom:
        generals = by_kind[(k, Kind.GENERAL)]
        if k in position.defeated:
            for p in generals:
                err("defeated-general", (p,), f"{_name(placement[p], p)} belongs to a defeated "
                    f"kingdom, whose general has left the board", placement[p])
        elif not generals:
            issues.append(TkSetupIssue(Severity.ERROR, "missing-general", (),
                                       f"{k.label} has no general", k, Kind.GENERAL))
        for kind, limit in MAX_COUNTS.items():
            points = by_kind[(k, kind)]
            if len(points) > limit:
                where = ", ".join(POINT_NAMES[p] for p in points)
                issues.append(TkSetupIssue(
                    Severity.ERROR, "too-many-pieces", tuple(points),
                    f"{k.label}'s army has {len(points)} {kind.plural} (at most {limit}): "
                    f"{where}", k, kind))
    for p in sorted(placement):
        piece = placement[p]
        local = (file_of(p), rank_of(p))
        home = half(p) is piece.origin
        if piece.owner is not piece.origin and piece.origin not in position.defeated:
            err("owner-not-taker", (p,), f"{_name(piece, p)} has changed hands, but "
                f"{piece.origin.label} is not defeated", piece)
        if piece.owner in position.defeated:
            err("defeated-owner", (p,), f"{_name(piece, p)} is owned by {piece.owner.label}, "
                f"which is defeated", piece)
        if piece.kind is Kind.BANNER and not position.banners:
            err("banner-removed", (p,), f"{_name(piece, p)}: banner bearers are removed at "
                f"this table", piece)
        if piece.kind is Kind.GENERAL and not in_palace(p, piece.origin):
            err("general-outside-palace", (p,), f"{_name(piece, p)} is outside its palace",
                piece)
        elif piece.kind is Kind.ADVISOR and not (home and local in ADVISOR_POINTS):
            err("advisor-off-point", (p,), f"{_name(piece, p)} is not on an advisor point of "
                f"its own palace", piece)
        elif piece.kind is Kind.ELEPHANT and not (home and local in ELEPHANT_POINTS):
            err("elephant-off-point", (p,), f"{_name(piece, p)} is not on an elephant point of "
                f"its own half", piece)
        elif piece.kind is Kind.SOLDIER and not soldier_point_ok(piece.origin, p):
            behind = rank_of(p) <= 2
            reason = ("behind its starting rank" if behind
                      else "on a file where no soldier can be before crossing the river")
            err("soldier-off-point", (p,), f"{_name(piece, p)} is {reason}", piece,
                detail="behind" if behind else "file")
    for k in Kingdom:
        files: dict[int, list[Point]] = defaultdict(list)
        for p in by_kind[(k, Kind.SOLDIER)]:
            if half(p) is k and soldier_point_ok(k, p):
                files[file_of(p)].append(p)
        for points in files.values():
            if len(points) > 1:
                where = " and ".join(POINT_NAMES[p] for p in points)
                issues.append(TkSetupIssue(
                    Severity.WARNING, "soldiers-same-file", tuple(points),
                    f"{k.label} soldiers on {where} share a file on their own half, which "
                    f"cannot happen in a game", k, Kind.SOLDIER))
    return issues


def validate(position: Position) -> list[TkSetupIssue]:
    """All setup errors, then warnings, of docs/rules.md section 7."""
    issues = _piece_issues(position)
    placement = position.placement
    generals_ok = not any(i.code in ("missing-general", "defeated-general") or
                          (i.code == "too-many-pieces" and i.kind is Kind.GENERAL)
                          for i in issues)
    if generals_ok:
        kings = {k: g for k in position.in_play if (g := position.general(k)) is not None}
        reported: set[frozenset[Point]] = set()
        for k, g in kings.items():
            for q in position.attackers(g, k):
                other = placement[q]
                if other.kind is Kind.GENERAL and frozenset((g, q)) not in reported:
                    reported.add(frozenset((g, q)))
                    issues.append(TkSetupIssue(
                        Severity.ERROR, "generals-facing", (g, q),
                        f"{_name(placement[g], g)} and {_name(other, q)} face each other on "
                        f"an open line", None, Kind.GENERAL))
        last = position.previous_in_play(position.turn)
        if last is not position.turn and last in kings:
            g = kings[last]
            checkers = [q for q in position.attackers(g, last)
                        if placement[q].kind is not Kind.GENERAL]
            if checkers:
                by = ", ".join(_name(placement[q], q) for q in checkers)
                issues.append(TkSetupIssue(
                    Severity.ERROR, "last-mover-in-check", (g, *checkers),
                    f"{last.label} general on {POINT_NAMES[g]} is attacked by {by}, but "
                    f"{last.label} moved last ({position.turn.label} is to move)",
                    last, Kind.GENERAL))
        if len(position.in_play) <= 1:
            issues.append(TkSetupIssue(Severity.WARNING, "game-over", (),
                                       "only one kingdom is in play: the game is over"))
        elif not any(i.is_error for i in issues) and not position.legal_moves():
            g = position.general(position.turn)
            issues.append(TkSetupIssue(
                Severity.WARNING, "no-legal-move", (g,) if g is not None else (),
                f"{position.turn.label} is to move and has no legal move: it is defeated at "
                f"once", position.turn, Kind.GENERAL))
    issues.sort(key=lambda i: i.severity is Severity.WARNING)
    return issues
