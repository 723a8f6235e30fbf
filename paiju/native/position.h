/*
 * Paiju rules core: the one implementation of xiangqi move generation,
 * make/unmake, attack detection and hashing (docs/rules.md sections 1-3).
 *
 * Pure C, no Python: compiled once into paiju._native, whose rules core (the
 * Python API), mate prover and game search all use it, so every part of Paiju
 * plays by the same rules source and tables.
 *
 * Points are 0..89, point = rank * 9 + file, file a..i = 0..8 from Red's
 * left, rank 0..9 from Red's edge. A move packs from | to << 7.
 */
#ifndef PAIJU_POSITION_H
#define PAIJU_POSITION_H

#include <stdatomic.h>
#include <stdint.h>

#define XQ_SQUARES 90
#define XQ_NOSQ 127

/*
 * Buffer bounds, safe for every board xq_set_piece accepts (up to 90 pieces
 * of any kind and colour, any number of generals):
 * - one piece has at most XQ_MAX_PIECE_MOVES pseudo-legal moves: a chariot or
 *   a cannon reaches at most the 9 other points of its file and the 8 of its
 *   rank (a cannon's screen is never a destination); a horse has 8, general,
 *   advisor and elephant 4, a soldier 3;
 * - with m pieces to move, each has at most min(17, 90 - m) destinations (a
 *   point holding none of them), so a position has at most
 *   max over m of m * min(17, 90 - m) = 73 * 17 = 1241 pseudo-legal moves.
 *   Every move buffer (xq_gen_pseudo, xq_gen_legal, xq_gen_checks) must hold
 *   XQ_MAX_MOVES; a recursive search costs 2 * XQ_MAX_MOVES bytes of stack
 *   per ply for its moves.
 * - xq_attackers writes at most XQ_MAX_ATTACKERS points: per line direction
 *   a chariot or general and a cannon behind it (8), horses 8, soldiers 3,
 *   generals, advisors and elephants next to the point 4 each (31).
 */
#define XQ_MAX_PIECE_MOVES 17
#define XQ_MAX_MOVES 1241
#define XQ_MAX_ATTACKERS 32

enum { XQ_RED = 0, XQ_BLACK = 1 };
enum {
    XQ_EMPTY = 0,
    XQ_KING = 1,
    XQ_ADVISOR = 2,
    XQ_ELEPHANT = 3,
    XQ_HORSE = 4,
    XQ_CHARIOT = 5,
    XQ_CANNON = 6,
    XQ_SOLDIER = 7
};

/* A piece code is type | color << 3; 0 is an empty point. */
#define XQ_PIECE(type, color) ((uint8_t)((type) | ((color) << 3)))
#define XQ_TYPE(pc) ((pc) & 7)
#define XQ_COLOR(pc) ((pc) >> 3)

typedef uint16_t xq_move;
#define XQ_MOVE(from, to) ((xq_move)((from) | ((to) << 7)))
#define XQ_FROM(m) ((m) & 127)
#define XQ_TO(m) ((m) >> 7)

typedef struct {
    uint8_t board[XQ_SQUARES];
    uint8_t side;        /* colour to move */
    uint8_t king[2];     /* a general's point per colour, XQ_NOSQ when it has none */
    uint8_t nking[2];    /* generals per colour (setups may hold several) */
    uint8_t strays[2];   /* advisors off their own palace, elephants off their own half:
                          * the only ones that can reach the enemy general at home */
    uint64_t occ[2][2];  /* occupancy bits per colour: points 0..63, 64..89 */
    uint64_t key;        /* Zobrist key of placement + side to move */
} xq_position;

typedef struct {
    uint64_t key;        /* key before the move */
    uint8_t captured;    /* piece code taken, 0 if none */
    uint8_t king_taken;  /* previous king point of the side that lost its general */
} xq_undo;

void xq_init(void);
/* The SplitMix64 generator behind every Zobrist table (stable across runs). */
uint64_t xq_splitmix(uint64_t *state);

void xq_clear(xq_position *p);
/* Put a piece code (0 to empty) on a point, keeping key, kings and occupancy. */
void xq_set_piece(xq_position *p, int sq, uint8_t pc);
void xq_set_side(xq_position *p, int side);

void xq_make(xq_position *p, xq_move m, xq_undo *u);
void xq_unmake(xq_position *p, xq_move m, const xq_undo *u);

/* Is a general of `color` attacked: could the other side capture it by the
 * pattern of any of its pieces (docs/rules.md section 2), or do the generals face
 * each other on an open file? With several generals, any of them counts. This
 * is the one legality rule: a move is legal when it leaves no general of the
 * mover attacked (a side without a general may make every pseudo-legal move). */
int xq_king_attacked(const xq_position *p, int color);
static inline int xq_in_check(const xq_position *p) { return xq_king_attacked(p, p->side); }

/* Attackers of `by` on point sq; returns the count, points into out
 * (XQ_MAX_ATTACKERS; a general next to sq may be listed twice). */
int xq_attackers(const xq_position *p, int sq, int by, uint8_t *out);

int xq_gen_pseudo(const xq_position *p, xq_move *out);
int xq_gen_legal(xq_position *p, xq_move *out);
int xq_count_legal(xq_position *p);
int xq_has_legal(xq_position *p);
/* Legal moves that give check. */
int xq_gen_checks(xq_position *p, xq_move *out);

int xq_is_pseudo(const xq_position *p, xq_move m);
int xq_is_legal(xq_position *p, xq_move m);
int xq_gives_check(xq_position *p, xq_move m);
/* 0 when the move (pseudo-legal, by the side to move) certainly gives no check, without
 * making it; 1 when it may (xq_gives_check decides). Only where the enemy general is not
 * attacked already: in every position a legal move reaches, not in illegal setups. */
int xq_may_give_check(const xq_position *p, xq_move m);
/* xq_gives_check without making the move, under the same condition as xq_may_give_check:
 * a legal move in a position where the enemy general is not attacked already. */
int xq_move_checks(xq_position *p, xq_move m);
/* A spare move of the side not to move: legal now (its general not in check, as in every
 * position a legal move reaches), and still legal after any move of the side to move that
 * gives no check and does not end on a point of *span (the mover, its destination, the leg
 * or eye it needs). A non-capture off its general's lines by a piece other than the general;
 * returns 0 if there is none. After such a move the other side is neither mated nor
 * stalemated, so a stalemate test can be skipped. */
int xq_spare_move(const xq_position *p, uint64_t span[2]);
/* Is point sq in a two-word point mask (a spare move's span, the points that end a check)? */
static inline int xq_mask_has(const uint64_t mask[2], int sq)
{
    return (int)((mask[sq >> 6] >> (sq & 63)) & 1);
}

/* Leaf count of the legal move tree. Recursion costs about 2.5 KB of stack per
 * ply (callers bound depth). xq_perft_until stops early (returning a partial
 * count) once *stop is nonzero; it is polled at every inner node. */
uint64_t xq_perft(xq_position *p, int depth);
uint64_t xq_perft_until(xq_position *p, int depth, const atomic_int *stop);

/*
 * Perpetual chase, the subset of docs/game-rules.md (the one implementation;
 * paiju.rules.game and the engine's search use it). xq_chased: the enemy pieces
 * that the legal move m of the side to move newly chases, as a bitset of
 * points (out[0] points 0..63, out[1] 64..89); returns how many. A piece P is
 * chased when, after m, a piece A of the mover could legally capture it (as if
 * the opponent passed) and could not before m; A is no general or soldier; P
 * is no general, nor a soldier on its own side of the river; P, of A's kind,
 * cannot legally capture A (an offer of exchange); and P's side has no legal
 * recapture on the point - except that a chariot attacked by a horse or a
 * cannon is chased even when protected. p is left as it was.
 */
int xq_chased(xq_position *p, xq_move m, uint64_t out[2]);
/* The colour that chased the same piece (followed as it flees) with every one
 * of its moves among the n legal moves played from `start`, when exactly one
 * side did; -1 otherwise. Made on a copy. */
int xq_perpetual_chaser(const xq_position *start, const xq_move *moves, int n);

extern uint64_t xq_zobrist[16][XQ_SQUARES];
extern uint64_t xq_zobrist_side;

#endif
