"""Hand-made geometry checks of docs/rules.md §7: each seam, the triangle, every piece type at
the junctions. Expected sets are worked out by hand from the rules text."""

from __future__ import annotations

import pytest
from tk_helpers import GENERALS, names, pos, targets

from paiju.three_kingdoms import POINTS, parse_point, point_name
from paiju.three_kingdoms.geometry import horse_moves, rays


def _line(start: str, first: str) -> list[str]:
    p, q = parse_point(start), parse_point(first)
    for ray in rays(p):
        if ray.points[0] == q:
            return [point_name(x) for x in ray.points]
    raise AssertionError(f"no line from {start} through {first}")


def test_point_names_round_trip() -> None:
    assert [parse_point(point_name(p)) for p in range(POINTS)] == list(range(POINTS))
    assert point_name(parse_point("wu:E4")) == "Wu:e4"
    with pytest.raises(ValueError, match="not a point"):
        parse_point("Wu:j4")


@pytest.mark.parametrize(("start", "first", "expected"), [
    # right half of the bank continues into the next kingdom (f g h i -> d c b a)
    ("Shu:f3", "Shu:f4", "Shu:f4 Wu:d4 Wu:d3 Wu:d2 Wu:d1 Wu:d0"),
    ("Shu:i4", "Wu:a4", "Wu:a4 Wu:a3 Wu:a2 Wu:a1 Wu:a0"),
    ("Wu:h4", "Wei:b4", "Wei:b4 Wei:b3 Wei:b2 Wei:b1 Wei:b0"),
    # left half continues into the previous kingdom (a b c d -> i h g f)
    ("Shu:d4", "Wei:f4", "Wei:f4 Wei:f3 Wei:f2 Wei:f1 Wei:f0"),
    ("Wei:a4", "Wu:i4", "Wu:i4 Wu:i3 Wu:i2 Wu:i1 Wu:i0"),
    ("Wu:c0", "Wu:c1", "Wu:c1 Wu:c2 Wu:c3 Wu:c4 Shu:g4 Shu:g3 Shu:g2 Shu:g1 Shu:g0"),
    # ranks stop at the edge of the half-board
    ("Shu:a4", "Shu:b4", "Shu:b4 Shu:c4 Shu:d4 Shu:e4 Shu:f4 Shu:g4 Shu:h4 Shu:i4"),
])
def test_lines_across_each_seam(start: str, first: str, expected: str) -> None:
    assert _line(start, first) == expected.split()


def test_middle_file_forks_at_the_triangle_and_never_turns_round_it() -> None:
    branches = sorted(" ".join(point_name(x) for x in r.points) for r in rays(parse_point("Wu:e2"))
                      if point_name(r.points[0]) == "Wu:e3")
    assert branches == ["Wu:e3 Wu:e4 Shu:e4 Shu:e3 Shu:e2 Shu:e1 Shu:e0",
                        "Wu:e3 Wu:e4 Wei:e4 Wei:e3 Wei:e2 Wei:e1 Wei:e0"]
    from_triangle = sorted(point_name(r.points[0]) for r in rays(parse_point("Shu:e4")))
    assert from_triangle == ["Shu:d4", "Shu:e3", "Shu:f4", "Wei:e4", "Wu:e4"]
    # arriving at Wu:e4 from Shu:e4 the line goes down Wu's file e, not on to Wei:e4
    assert _line("Shu:e4", "Wu:e4") == "Wu:e4 Wu:e3 Wu:e2 Wu:e1 Wu:e0".split()
    for p in range(POINTS):
        for ray in rays(p):
            assert len(set(ray.points)) == len(ray.points)
            assert sum(point_name(x)[-2:] == "e4" for x in ray.points) <= 2


def test_lines_are_symmetric() -> None:
    def reachable(p: int) -> set[tuple[int, ...]]:
        return {r.points for r in rays(p)}

    for p in range(POINTS):
        for ray in rays(p):
            for i, q in enumerate(ray.points):
                back = (*reversed(ray.points[:i]), p)
                assert any(r[:len(back)] == back for r in reachable(q)), (p, q)


def test_chariot_through_the_triangle() -> None:
    position = pos(f"{GENERALS} Shu:e3=Rr")
    expected = ({"Shu:e4", "Shu:e2", "Shu:e1", "Shu:e0"}
                | {f"Shu:{f}3" for f in "abcdfghi"}
                | {f"{k}:e{r}" for k in ("Wu", "Wei") for r in range(5)})
    assert targets(position, "Shu:e3") == expected


def test_cannon_screens_on_each_branch_separately() -> None:
    position = pos(f"{GENERALS} Shu:e2=Cr Wu:e4=Pg Wu:e1=Ng Wei:e2=Nb")
    got = targets(position, "Shu:e2")
    assert "Wu:e1" in got                 # jumps the screen on Wu's branch
    assert "Wei:e2" not in got            # no screen on Wei's branch
    assert {"Wei:e4", "Wei:e3", "Shu:e3", "Shu:e4"} <= got
    assert not {"Wu:e4", "Wu:e3", "Wu:e2"} & got
    # a screen before the fork serves both branches
    position = pos(f"{GENERALS} Shu:e2=Cr Shu:e3=Pr Wu:e1=Ng Wei:e2=Nb")
    assert {"Wu:e1", "Wei:e2"} <= targets(position, "Shu:e2")


def test_horse_at_the_triangle_has_four_forward_landings() -> None:
    got = targets(pos(f"{GENERALS} Shu:e4=Nr"), "Shu:e4")
    assert got == {"Shu:d2", "Shu:f2", "Shu:c3", "Shu:g3", "Wu:d3", "Wu:f3", "Wei:d3",
                   "Wei:f3", "Wu:c4", "Wei:g4"}
    blocked = targets(pos(f"{GENERALS} Shu:e4=Nr Wu:e4=Pr"), "Shu:e4")
    assert got - blocked == {"Wu:d3", "Wu:f3"}   # each branch of the leg is blocked alone


@pytest.mark.parametrize(("at", "expected"), [
    ("Shu:g4", "Wu:d3 Wu:b3 Wu:e4 Shu:e3 Wu:a4 Shu:i3 Shu:f2 Shu:h2"),
    ("Shu:c4", "Wei:f3 Wei:h3 Wei:i4 Wei:e4 Shu:a3 Shu:e3 Shu:b2 Shu:d2"),
    ("Shu:d3", "Wei:e4 Wei:g4 Shu:b4 Shu:f4 Shu:b2 Shu:f2 Shu:c1 Shu:e1"),
    ("Shu:e3", "Wu:d4 Wei:f4 Shu:c4 Shu:g4 Shu:c2 Shu:g2 Shu:f1"),  # Shu's general on d1
])
def test_horse_across_the_river(at: str, expected: str) -> None:
    assert targets(pos(f"{GENERALS} {at}=Nr"), at) == set(expected.split())


def test_diagonals_across_the_river_need_both_files_in_the_border() -> None:
    def after_leg(horse: str, leg: str) -> set[str]:
        return {point_name(land) for lg, land in horse_moves(parse_point(horse))
                if lg == parse_point(leg)}

    for k, nxt, prev in (("Shu", "Wu", "Wei"), ("Wu", "Wei", "Shu"), ("Wei", "Shu", "Wu")):
        # the diagonal step from X:d4 reaches previous(X) only, from X:f4 next(X) only
        assert after_leg(f"{k}:d3", f"{k}:d4") == {f"{prev}:e4", f"{prev}:g4"}
        assert after_leg(f"{k}:f3", f"{k}:f4") == {f"{nxt}:e4", f"{nxt}:c4"}
        # from X:e4 it reaches next:d4 or previous:f4
        assert after_leg(f"{k}:e3", f"{k}:e4") == {f"{nxt}:d4", f"{prev}:f4"}
        # from a bank point outside the border of a neighbour, never into it
        assert after_leg(f"{k}:c3", f"{k}:c4") == {f"{prev}:f4", f"{prev}:h4"}


def test_banner_bearer_forks_at_the_triangle() -> None:
    got = targets(pos(f"{GENERALS} Shu:e3=Fr"), "Shu:e3")
    assert got == {"Wu:d3", "Wu:f3", "Wei:d3", "Wei:f3", "Shu:b4", "Shu:b2", "Shu:h4", "Shu:h2",
                   "Shu:d0", "Shu:f0"}
    blocked = targets(pos(f"{GENERALS} Shu:e3=Fr Wei:e4=Pg"), "Shu:e3")
    assert got - blocked == {"Wei:d3", "Wei:f3"}
    assert targets(pos(f"{GENERALS} Shu:e3=Fr Shu:e4=Pg"), "Shu:e3") == got - {
        "Wu:d3", "Wu:f3", "Wei:d3", "Wei:f3"}


def test_banner_bearer_start_and_crossing() -> None:
    start_moves = targets(pos(f"{GENERALS} Shu:d2=Fr"), "Shu:d2")
    assert {"Wei:e4", "Wei:g4"} <= start_moves
    assert not any(n.startswith("Wu") for n in start_moves)


@pytest.mark.parametrize(("at", "token", "expected"), [
    ("Shu:e3", "Pr", "Shu:e4"),
    ("Shu:e4", "Pr", "Wu:e4 Wei:e4"),
    ("Shu:g4", "Pr", "Wu:c4"),
    ("Shu:a4", "Pr", "Wei:i4"),
    ("Wu:c4", "Pr", "Wu:c3 Wu:b4 Wu:d4"),
    ("Wu:e4", "Pr", "Wu:e3 Wu:d4 Wu:f4"),       # never on round the triangle
    ("Wu:c0", "Pr", "Wu:b0 Wu:d0"),             # never back toward the bank
    ("Wei:e4", "Pg", "Wei:e3 Wei:d4 Wei:f4"),
    ("Wei:g4", "Pb", "Shu:c4"),
    ("Wei:g4", "Pg", "Wei:g3 Wei:f4 Wei:h4"),
])
def test_soldiers(at: str, token: str, expected: str) -> None:
    turn = token[1]
    assert targets(pos(f"{GENERALS} {at}={token}", turn), at) == set(expected.split())


def test_elephants_stay_home_and_palace_pieces_stay_in_the_palace() -> None:
    assert targets(pos(f"{GENERALS} Shu:g4=Br"), "Shu:g4") == {"Shu:e2", "Shu:i2"}
    assert targets(pos(f"{GENERALS} Shu:c4=Br"), "Shu:c4") == {"Shu:a2", "Shu:e2"}
    assert targets(pos(f"{GENERALS} Shu:f2=Ar"), "Shu:f2") == {"Shu:e1"}
    assert targets(pos(f"{GENERALS} Shu:e1=Ar"), "Shu:e1") == {"Shu:d0", "Shu:f0", "Shu:d2",
                                                               "Shu:f2"}
    assert targets(pos("Shu:d2=Kr Wu:d1=Kg Wei:d1=Kb"), "Shu:d2") == {"Shu:e2", "Shu:d1"}


def test_taken_over_pieces_keep_their_origin() -> None:
    # a Wu soldier moved by Shu on Wu's own half still marches toward Wu's bank
    position = pos("Shu:d1=Kr Wei:d1=Kb Wu:e3=Prg", defeated="g")
    assert targets(position, "Wu:e3") == {"Wu:e4"}
    # a Wu elephant moved by Shu stays on Wu's half
    assert targets(pos("Shu:d1=Kr Wei:d1=Kb Wu:c4=Brg", defeated="g"), "Wu:c4") == {
        "Wu:a2", "Wu:e2"}


def test_names_helper() -> None:
    assert names([0, 134]) == {"Shu:a0", "Wei:i4"}
