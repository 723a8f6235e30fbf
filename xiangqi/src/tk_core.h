/*
 * Three Kingdoms xiangqi rules core (RULES.md section 7).
 *
 * The board is 135 points (kingdom * 45 + rank * 9 + file, local coordinates). The
 * geometry is not hard-coded here: Python builds the tables (lines, horse, banner
 * bearer, elephant, palace and soldier steps) and hands them over once (tk_set_table).
 * A piece byte is kind | origin << 4 | owner << 6; 0 is an empty point.
 */
#ifndef TK_CORE_H
#define TK_CORE_H

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
/* Paranoid alpha-beta to `depth` plies for the kingdom to move (the two others minimise its
 * material balance); iterative deepening within `node_limit` nodes (0: no limit). */
int tk_search(const tk_state *s, int depth, uint64_t node_limit, int *best, int *score,
              uint64_t *nodes);

#endif
