/*
 * Three Kingdoms xiangqi rules core (docs/rules.md section 7).
 *
 * The board is 135 points (kingdom * 45 + rank * 9 + file, local coordinates). The
 * geometry is not hard-coded here: Python builds the tables (lines, horse, banner
 * bearer, elephant, palace and soldier steps) and hands them over once (tk_set_table).
 * A piece byte is kind | origin << 4 | owner << 6; 0 is an empty point.
 */
#ifndef TK_CORE_H
#define TK_CORE_H

#include <stdatomic.h>
#include <stdint.h>

#define TK_POINTS 135
#define TK_MAX_MOVES 4096 /* 135 pieces x at most 22 moves each */

enum { TK_GENERAL = 1, TK_ADVISOR, TK_ELEPHANT, TK_HORSE, TK_CHARIOT, TK_CANNON, TK_SOLDIER,
       TK_BANNER };

#define TK_KIND(c) ((c) & 15)
#define TK_ORIGIN(c) (((c) >> 4) & 3)
#define TK_OWNER(c) (((c) >> 6) & 3)
#define TK_HALF(p) ((p) / 45)
#define TK_MOVE(f, t) ((f) | ((t) << 8))
#define TK_FROM(m) ((m) & 255)
#define TK_TO(m) (((m) >> 8) & 255)

/* The tables, each a list of entries per index (point, or origin * 135 + point). */
enum { TK_T_RAYS, TK_T_HORSE, TK_T_HORSE_INV, TK_T_BANNER, TK_T_BANNER_INV, TK_T_ELEPHANT,
       TK_T_ADVISOR, TK_T_GENERAL, TK_T_SOLDIER, TK_T_SOLDIER_INV, TK_T_COUNT };

typedef struct {
    int width;      /* ints per entry */
    int rows;       /* number of indexes */
    int *first;     /* rows + 1 offsets into data, in entries */
    int *data;
} tk_table;

typedef struct {
    uint8_t b[TK_POINTS];
    int16_t king[3];  /* point of each kingdom's general, -1 once defeated */
    uint8_t turn;     /* kingdom to move */
    uint8_t defeated; /* bit per defeated kingdom */
} tk_state;

typedef struct {
    uint8_t victim, taker, by_capture;
} tk_event;

/* Takes ownership of first and data (malloc'ed). Returns 0 on success. */
int tk_set_table(int which, int width, int rows, int *first, int *data);
int tk_ready(void);

void tk_sync_kings(tk_state *s);
int tk_alive(const tk_state *s);
int tk_next_alive(const tk_state *s, int k);
int tk_prev_alive(const tk_state *s, int k);
int tk_pseudo_moves(const tk_state *s, int *out);
int tk_legal_moves(const tk_state *s, int *out);
int tk_has_legal_move(const tk_state *s);
/* Points attacking `target` for a general owned by `mover` (rival pieces, facing rival
 * generals included); out may be NULL (then stops at the first). */
int tk_attackers(const tk_state *s, int target, int mover, int *out);
/* Plays a move (no legality check), takes over on a captured general, passes the turn. */
int tk_make(tk_state *s, int move, tk_event *ev);
/* Defeats the kingdom to move while it has no legal move; returns the number of events. */
int tk_resolve(tk_state *s, tk_event *ev);
uint64_t tk_perft(const tk_state *s, int depth);
/* Pseudo-legal moves of each owner's pieces (whoever is to move). */
void tk_mobility(const tk_state *s, int count[3]);

/* --- search (tk_search.c) --- */
enum { TK_PARANOID = 0, TK_MAXN = 1 };
#define TK_SHARE 1000000 /* max-n: the components of a value add up to at most this */

typedef struct {
    uint64_t node_limit;     /* 0: none */
    double deadline;         /* CLOCK_MONOTONIC seconds, 0: none */
    atomic_int *stop[2];     /* either nonzero: stop (polled every 1024 nodes); may be NULL */
} tk_limits;

typedef struct {
    int move;         /* -1: no move (game over) */
    int score;        /* paranoid: the mover's balance; max-n: the mover's component */
    int value[3];     /* max-n: the value vector of the chosen line (paranoid: zeros) */
    int depth;        /* deepest iteration completed */
    int stopped;      /* 1: cut short by the node limit, the deadline or the stop flag */
    uint64_t nodes;
} tk_result;

/* Iterative deepening to `depth` plies for the kingdom to move (after any defeat of a
 * kingdom without moves), paranoid alpha-beta or max-n with shallow pruning; an iteration
 * cut short keeps the previous one's move. Returns 1 if a move was found. */
int tk_search(const tk_state *s, int algorithm, int depth, const tk_limits *limits,
              tk_result *out);
/* Seconds on the monotonic clock (for tk_limits.deadline). */
double tk_now(void);
/* The max-n static value: each kingdom's share (squared, so a dominant rival weighs) of
 * material + mobility + safety; defeated kingdoms 0. */
void tk_value(const tk_state *s, int value[3]);

#endif
