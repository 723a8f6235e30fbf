/*
 * Paiju's game engine: iterative-deepening alpha-beta (PVS, transposition table
 * in buckets replaced by depth and age, quiescence, verified null move, reverse
 * futility, late move, futility and history pruning, late move reductions driven by
 * history, static exchange evaluation, killer/butterfly/continuation/capture-history
 * ordering, SEE-gated check extension, singular extension) over the rules core's
 * xq_position, with a Texel-tuned evaluation.
 *
 * Pure C, no Python: enginemodule.c drives one iteration at a time and runs it
 * with the GIL released. Every buffer has a fixed bound (XQE_MAX_PLY plies,
 * XQ_MAX_MOVES moves per node, XQE_MAX_HIST history positions).
 */
#ifndef PAIJU_SEARCH_H
#define PAIJU_SEARCH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "position.h"
#include "tb.h"

#define XQE_MAX_PLY 96
#define XQE_MAX_HIST 1024
#define XQE_INF 32000
#define XQE_MATE 30000
#define XQE_MATE_BOUND (XQE_MATE - 2 * XQE_MAX_PLY)
/* Perpetual check or chase: the checker (chaser) loses, scored below any mate. */
#define XQE_PERPETUAL 20000

/* A table entry: `check` is the key XOR `data`, so an entry torn by two threads
 * writing at once (Threads > 1 share one table) fails its key test instead of
 * giving another position's score. data: move 16 | score 16 | depth 8 | flag 8 |
 * age 8 bits. Four entries make a 64-byte bucket. */
typedef struct {
    uint64_t check;
    uint64_t data;
} xqe_entry;
#define XQE_BUCKET 4
#define XQE_HIST_MAX 16384

typedef struct {
    xq_move move;
    int score;
} xqe_root_move;

typedef struct {
    xq_position pos;
    xqe_entry *tt;
    size_t tt_mask;           /* buckets - 1 */
    int owns_tt;              /* 0: a helper thread's view of another engine's table */
    uint8_t age;

    /* Limits of the running iteration; `stop` may be set from any thread (an atomic, read
     * relaxed: it carries no other data, only "stop soon"). */
    atomic_int stop;
    int aborted;
    double deadline;          /* xqe_now() seconds, 0 = none */
    uint64_t node_limit;      /* 0 = none */
    uint64_t nodes;
    int seldepth;

    /* Positions of the game and the current path, for repetitions. */
    uint64_t keys[XQE_MAX_HIST + XQE_MAX_PLY + 2];
    uint8_t checked[XQE_MAX_HIST + XQE_MAX_PLY + 2];   /* side to move there is in check */
    uint8_t reversible[XQE_MAX_HIST + XQE_MAX_PLY + 2]; /* reached by a non-capture */
    xq_move moves[XQE_MAX_HIST + XQE_MAX_PLY + 2];     /* the move that reached it, 0 unknown */
    uint8_t movers[XQE_MAX_HIST + XQE_MAX_PLY + 2];    /* the piece that made it, 0 unknown */
    int n_keys;               /* entries in keys[] (the root included) */
    int root_index;

    xq_move killers[XQE_MAX_PLY + 2][2];
    /* Move-ordering statistics, each kept within +-XQE_HIST_MAX by a gravity update:
     * quiet moves by side and from-to (butterfly), by the piece-to of the move one and
     * two plies before (continuation), captures by piece-to and the piece taken. */
    int16_t history[2][1 << 14];
    int16_t cont[16][XQ_SQUARES][16][XQ_SQUARES];
    int16_t capture_history[16][XQ_SQUARES][8];
    xq_move counter[16][XQ_SQUARES]; /* refutation of the opponent's last move (piece, to) */
    xq_move pv[XQE_MAX_PLY + 2][XQE_MAX_PLY + 2];
    int pv_len[XQE_MAX_PLY + 2];
    int evals[XQE_MAX_PLY + 2];   /* static evaluation at each ply of the path (-XQE_INF in check) */
    xq_move excluded[XQE_MAX_PLY + 2]; /* move left out at a ply by a singular test, 0 none */
    int root_depth;           /* depth of the running iteration: extensions stop at twice it */

    /* Root moves with their last scores (exact when searched in exact mode). */
    xqe_root_move root[XQ_MAX_MOVES];
    int n_root;
    int root_done;            /* root moves fully searched in the last iteration */

    const tb_registry *tb;    /* endgame tables probed after captures, NULL = none */
} xqe_engine;

double xqe_now(void);
int xqe_init(xqe_engine *e, size_t megabytes);
void xqe_free(xqe_engine *e);
void xqe_clear(xqe_engine *e);
/* Lazy SMP: e searches with `from`'s table (e's own is freed); `from` must outlive
 * e's use of it. */
void xqe_share_tt(xqe_engine *e, const xqe_engine *from);

/* Set the root: the keys of the game's positions, oldest first and the root
 * last (n of them), whether the side to move was in check in each, whether
 * each was reached by a non-capture and by which move (moves may be NULL:
 * unknown, then no perpetual chase is judged across the game's moves). Resets
 * the node count. */
void xqe_set_root(xqe_engine *e, const xq_position *p, const uint64_t *keys,
                  const uint8_t *checked, const uint8_t *reversible, const xq_move *moves,
                  int n);

/* Search only these root moves (UCI `go searchmoves`): the legal ones among the n
 * given are kept, in the order of the move generator; returns how many. Call after
 * xqe_set_root; an empty result leaves no root move (call only with a legal one). */
int xqe_restrict_root(xqe_engine *e, const xq_move *moves, int n);

/* One iteration at `depth` in the window (alpha, beta) over the root moves
 * from index `first` on (multi-PV: line k searches with first = k, the best
 * moves of lines 0..k-1 left out; the line's best move is then put at index
 * `first`). With `exact`, every root move searched gets its own full-window
 * score (for the levels' human errors). Returns the score; e->aborted tells
 * whether time, nodes or stop cut it. */
int xqe_search_root(xqe_engine *e, int depth, int alpha, int beta, int exact, int first);

/* Static exchange evaluation of the pseudo-legal move m: what the mover wins (centipawns,
 * < 0 a loss) on m's point when both sides go on capturing there with their least
 * valuable attacker, each free to stop. */
int xqe_see(const xq_position *p, xq_move m);

/* The value of the current position in e->tb as a search score at `ply` (mate distance,
 * perpetual-check rule, draw 0): 1 with *score set, 0 when no loaded table holds it
 * (search_tb.c). */
int xqe_tb_score(const xqe_engine *e, int ply, int *score);

/* Static evaluation from the side to move's point of view. */
int xqe_evaluate(const xq_position *p);

#endif
