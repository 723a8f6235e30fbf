"""A bounded fuzz pass over the compiled cores' entry points.

FEN text (mutated real positions and random text), boards of up to 90 pieces of
any kind put with ``set_piece_at``, move text in every notation, and the prover's
``attack``/``defend``/``find`` with any position (piece codes, even bad ones, set on a
``Position``; now and then an object that is no Position), side, length, budget and time,
plus cancel, clear and re-init from another thread during a search. Every input must
either work or be rejected with the documented error (a ValueError subclass, TypeError
for a non-Position, RuntimeError while a Prover is busy); anything else is a failure, printed with
its input. ``scripts/sanitize.sh`` runs this under AddressSanitizer and UBSan,
where an out-of-bounds access stops the process; on a normal build it checks
the same contracts.

    python scripts/fuzz_core.py --seconds 60 --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable

from paiju import _native
from paiju.rules import Board, Color, Move, Piece
from paiju.rules.errors import InvalidFenError
from paiju.rules.fen import STARTING_FEN
from paiju.rules.notation import Notation, format_move, parse_move

SEED_FENS = [
    STARTING_FEN,
    # 257 pseudo-legal moves (issue 10): once overflowed the move buffers.
    "pN1C3Rp/R1N1N1N1R/1N1N1N1N1/2N1N1N2/1N1N1N1N1/2N1N1N2/1N1N1N1N1/2N1N1N2/1N1N1N1R1/C7C w",
    "3kk4/4k4/9/9/9/9/9/9/4K4/3K1K3 w",  # several generals
    "RRRRRRRRR/rrrrrrrrr/CCCCCCCCC/ccccccccc/NNNNNNNNN/nnnnnnnnn/PPPPPPPPP/ppppppppp/"
    "KAKABABAK/kakababak b",
    "9/4K4/9/9/4R4/9/9/4k4/9/9 w",
    "3k5/9/9/9/9/9/9/9/4a4/3K5 w",
]
FEN_ALPHABET = "rnbakcpRNBAKCPEHGSehgs0123456789/ wbr-²٣\n\t"
MOVE_ALPHABET = ("abcdefghiknpraeh0123456789+-.=车车马馬炮砲兵卒帅帥将將仕士相象"
                 "进退平前后中一二三四五六七八九１２３ ")
CODES = [c for c in range(16) if c == 0 or c & 7]


class Fuzz:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.counts: Counter[str] = Counter()
        self.prover = _native.Prover(4)

    # -- inputs ----------------------------------------------------------------
    def mutate(self, text: str) -> str:
        chars = list(text)
        for _ in range(self.rng.randint(1, 8)):
            i = self.rng.randint(0, len(chars))
            action = self.rng.choice(("insert", "delete", "replace", "swap"))
            if action == "insert":
                chars.insert(i, self.rng.choice(FEN_ALPHABET))
            elif chars and i < len(chars):
                if action == "delete":
                    del chars[i]
                elif action == "replace":
                    chars[i] = self.rng.choice(FEN_ALPHABET)
                else:
                    j = self.rng.randrange(len(chars))
                    chars[i], chars[j] = chars[j], chars[i]
        return "".join(chars)

    def random_board(self) -> Board:
        board = Board.empty()
        density = self.rng.random()
        for sq in range(90):
            if self.rng.random() < density:
                board._pos.set_piece(sq, self.rng.choice(CODES[1:]))
        board.turn = board.turn.other if self.rng.random() < 0.5 else board.turn
        return board

    # -- targets -----------------------------------------------------------------
    def fen_case(self) -> None:
        text = self.mutate(self.rng.choice(SEED_FENS)) if self.rng.random() < 0.9 else "".join(
            self.rng.choice(FEN_ALPHABET) for _ in range(self.rng.randint(0, 120)))
        try:
            board = Board(text)
        except InvalidFenError:
            self.counts["rejected"] += 1
            return
        except ValueError:  # the readers' error contract is tests/test_rules_fuzz.py's
            self.counts["rejected (bare ValueError)"] += 1
            return
        assert Board(board.fen()).epd() == board.epd(), text
        self.exercise(board)

    def board_case(self) -> None:
        self.exercise(self.random_board())

    def exercise(self, board: Board) -> None:
        pos, rng = board._pos, self.rng
        legal, pseudo = pos.legal_moves(), pos.pseudo_moves()
        assert len(pseudo) <= _native.MAX_MOVES and set(legal) <= set(pseudo)
        assert pos.count_legal() == len(legal) and pos.has_legal() == bool(legal)
        assert all(pos.is_legal(m) for m in legal)
        assert len(pos.checking_moves()) <= len(legal)
        assert pos.perft(1) == len(legal)
        if len(legal) <= 150:
            pos.perft(2)
        for _ in range(20):
            code = rng.randrange(-5, 1 << 15)
            pos.is_legal(code)
            pos.is_pseudo_legal(code)
            if 0 <= code < 1 << 14 and code & 127 < 90 and code >> 7 < 90:
                pos.gives_check(code)
        for sq in rng.sample(range(90), 5):
            pos.attackers(sq, rng.randint(0, 1))
        pos.king_attacked(0)
        pos.king_attacked(1)
        board.validate()
        walk = board.copy()
        for _ in range(rng.randint(0, 30)):
            moves = walk._pos.pseudo_moves()
            occupied = [sq for sq, code in enumerate(walk._pos.board()) if code]
            if rng.random() < 0.2 and occupied:  # push takes any piece anywhere
                origin = rng.choice(occupied)
                target = rng.choice([sq for sq in range(90) if sq != origin])
                walk._pos.push(origin | target << 7)
            elif moves:
                walk._pos.push(rng.choice(moves))
            else:
                break
            walk._pos.repetitions()
            walk._pos.legal_moves()
        walk._pos.history()
        while walk._pos.ply:
            walk._pos.pop()
        assert walk._pos.board() == pos.board(), "pop did not restore the board"
        self.counts["boards"] += 1

    def text_case(self) -> None:
        board = self.random_board() if self.rng.random() < 0.3 else Board()
        if board.is_valid() and board.legal_moves and self.rng.random() < 0.6:
            move = self.rng.choice(list(board.legal_moves))
            text = format_move(board, move, self.rng.choice(list(Notation)))
            if self.rng.random() < 0.5:
                text = self.mutate(text)
        else:
            text = "".join(self.rng.choice(MOVE_ALPHABET) for _ in range(self.rng.randint(0, 9)))
        notation = self.rng.choice([None, *Notation])
        try:
            move = parse_move(board, text, notation)
        except ValueError:
            self.counts["rejected"] += 1
            return
        assert board.is_legal(move), (text, board.fen())
        self.counts["texts"] += 1

    def prover_case(self) -> None:
        rng = self.rng
        position = self.random_board().native_position().copy(False)
        try:
            if rng.random() < 0.2:  # a bad code is refused where it is set, never searched
                position.set_piece(rng.randrange(90), rng.randrange(256))
            position.side = rng.choice([0, 1, 0, 1, -1, 2])
        except ValueError:
            self.counts["rejected"] += 1
            return
        given: object = position
        if rng.random() < 0.05:  # the old 90-byte hand-off, or anything else
            given = rng.choice([position.board(), bytearray(90), None, 7])
        n = rng.randint(-2, 4)
        quiet = rng.choice([0, 1, 2, _native.QUIET_ANY, -3, 500])
        seconds = rng.choice([0.01, 0.03, 0.0 if n <= 1 else 0.02, -1.0, math.nan])
        method = rng.choice(("attack", "defend", "find"))
        before = position.board(), position.side, position.key
        try:
            result, move = getattr(self.prover, method)(given, n, quiet, seconds)
        except TypeError:
            assert given is not position, "a Position refused"
            self.counts["rejected"] += 1
            return
        except ValueError:
            self.counts["rejected"] += 1
            return
        assert (position.board(), position.side, position.key) == before, "search changed it"
        assert result in (-1, 0, 1) and 0 <= move < 1 << 14, (result, move)
        if move and result >= 0 and (method != "defend" or result == 0):
            searched = Board.empty()  # for the failure message
            searched.set_piece_map({sq: Piece.from_code(c)
                                    for sq, c in enumerate(position.board()) if c})
            searched.turn = Color(position.side)
            assert position.is_legal(move), (method, searched.fen(), Move.from_code(move))
        self.counts["searches"] += 1

    def busy_case(self) -> None:
        """cancel, clear, re-init and a second search while a search runs."""
        prover = _native.Prover.__new__(_native.Prover) if self.rng.random() < 0.3 else (
            _native.Prover(2))
        # Searched with either side to move: the prover refuses a board whose side not to
        # move stands in check.
        red = self.random_board().native_position().copy(False)
        while red.king_attacked(0) or red.king_attacked(1):
            red = self.random_board().native_position().copy(False)
        red.side = 0
        black = red.copy(False)
        black.side = 1
        def search() -> None:
            try:
                prover.attack(red, 6, 127, 0.2)
            except RuntimeError:  # our own find() got there first
                self.counts["refused while busy"] += 1

        thread = threading.Thread(target=search)
        thread.start()
        for action in self.rng.sample(("clear", "init", "search", "nodes"), 4):
            try:
                if action == "clear":
                    prover.clear()
                elif action == "init":
                    prover.__init__(self.rng.choice([1, 2, 3]))  # type: ignore[misc]
                elif action == "search":
                    prover.find(black, 2, 0, 0.01)
                else:
                    assert prover.nodes >= 0
            except RuntimeError:
                self.counts["refused while busy"] += 1
        prover.cancel()
        thread.join()
        self.counts["busy"] += 1


def run(seconds: float, seed: int) -> int:
    rng = random.Random(seed)
    fuzz = Fuzz(rng)
    cases: list[tuple[str, Callable[[], None], int]] = [
        ("fen", fuzz.fen_case, 4), ("board", fuzz.board_case, 2), ("text", fuzz.text_case, 4),
        ("prover", fuzz.prover_case, 3), ("busy", fuzz.busy_case, 1)]
    names = [name for name, _, weight in cases for _ in range(weight)]
    targets = {name: target for name, target, _ in cases}
    started, failures, total = time.monotonic(), 0, 0
    while time.monotonic() - started < seconds:
        name = rng.choice(names)
        state = rng.getstate()
        total += 1
        try:
            targets[name]()
        except Exception:
            failures += 1
            print(f"fuzz {name}: case {total} (seed {seed}) failed:", file=sys.stderr)
            traceback.print_exc()
            rng.setstate(state)
            rng.random()  # move on to a different case
    summary = ", ".join(f"{k} {v}" for k, v in sorted(fuzz.counts.items()))
    print(f"fuzz: {total} cases in {time.monotonic() - started:.0f} s ({summary}), "
          f"{failures} failures")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="time budget")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    return run(args.seconds, args.seed)


if __name__ == "__main__":
    sys.exit(main())
