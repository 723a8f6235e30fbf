/*
 * Paiju rules core: the one implementation of xiangqi move generation,
 * make/unmake, attack detection and hashing (RULES.md sections 1-3).
 *
 * Pure C, no Python: compiled into xiangqi._core (the Python API) and into
 * solver._prover (the mate solver), so every part of Paiju plays by the same
 * rules source.
 *
 * Points are 0..89, point = rank * 9 + file, file a..i = 0..8 from Red's
 * left, rank 0..9 from Red's edge. A move packs from | to << 7.
 */
#ifndef PAIJU_POSITION_H
#define PAIJU_POSITION_H

#include <stdint.h>

#define XQ_SQUARES 90
#define XQ_NOSQ 127
#define XQ_MAX_MOVES 256

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
    uint8_t king[2];     /* general's point per colour, XQ_NOSQ when absent */
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

/* Is the general of `color` attacked (flying general included)? */
int xq_king_attacked(const xq_position *p, int color);
static inline int xq_in_check(const xq_position *p) { return xq_king_attacked(p, p->side); }

/* Attackers of `by` on point sq; returns the count, points into out (<= 16). */
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

uint64_t xq_perft(xq_position *p, int depth);

extern uint64_t xq_zobrist[16][XQ_SQUARES];
extern uint64_t xq_zobrist_side;

#endif
