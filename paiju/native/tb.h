/*
 * Paiju endgame tablebases: material signatures, the position index and the
 * retrograde builder (docs/tablebase.md). Pure C on the rules core
 * (paiju/native/position.h); tbmodule.c is the only file that knows CPython.
 *
 * A signature names the men of each side, general first: "KRKAA" is Red
 * general + chariot against Black general + two advisors. Letters: K general,
 * R chariot, H (or N) horse, C cannon, P soldier, A advisor, E (or B)
 * elephant. The canonical form lists each side's men in the order R H C P A E
 * and puts the stronger side (more attacking men, then the stronger ones,
 * then more defenders) first, as Red; a position of the other colouring is
 * probed through the rank mirror with colours swapped.
 *
 * One byte per position and side to move, from the side to move's view:
 *   TB_DRAW (0); 1..TB_MAX_DIST+1: v - 1 plies to mate (stalemate included),
 *   odd = the side to move wins, even = it loses; TB_LOSS_RULE / TB_WIN_RULE:
 *   decided by the perpetual-check rule, no mate distance; TB_INVALID: no
 *   legal position (two men on a point, or the side not to move in check).
 */
#ifndef PAIJU_TB_H
#define PAIJU_TB_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"

#define TB_MAX_MEN 10
#define TB_MAX_TABLES 256
#define TB_NAME_LEN 16

#define TB_DRAW 0
#define TB_MAX_DIST 249
#define TB_LOSS_RULE 251
#define TB_WIN_RULE 252
#define TB_UNKNOWN 254
#define TB_INVALID 255
#define TB_MISSING (-1)

static inline int tb_is_dist(int v) { return v >= 1 && v <= TB_MAX_DIST + 1; }
static inline int tb_dist(int v) { return v - 1; }
static inline int tb_is_win(int v) { return (tb_is_dist(v) && (tb_dist(v) & 1)) || v == TB_WIN_RULE; }
static inline int tb_is_loss(int v) { return (tb_is_dist(v) && !(tb_dist(v) & 1)) || v == TB_LOSS_RULE; }

typedef struct {
    char name[TB_NAME_LEN];         /* canonical signature */
    int men;
    uint8_t piece[TB_MAX_MEN];      /* piece codes: Red's men (general first), then Black's */
    uint8_t nsq[TB_MAX_MEN];        /* size of each man's domain */
    const uint8_t *sq[TB_MAX_MEN];  /* the domain: the points that man may stand on */
    const int8_t *slot[TB_MAX_MEN]; /* inverse: point -> place in the domain, -1 outside */
    uint64_t mult[TB_MAX_MEN];      /* index = sum of place * mult */
    uint64_t size;                  /* positions per side to move */
    uint64_t mkey;                  /* material key of the canonical colouring */
} tb_sig;

typedef struct {
    tb_sig sig;
    uint8_t *data[2];               /* per side to move, sig.size bytes each */
    int maxdist;                    /* longest mate distance in plies (-1 if none) */
    int has_rule;                   /* any TB_WIN_RULE / TB_LOSS_RULE value */
} tb_table;

typedef struct {
    int n;
    tb_table *t[TB_MAX_TABLES];
} tb_registry;

typedef struct {
    uint64_t count[2][4];           /* per side to move: wins, draws, losses, invalid */
    uint64_t rule[2];               /* of which decided by the perpetual-check rule */
    int maxdist;                    /* longest mate distance (plies) */
    uint64_t longest;               /* index of one position at that distance */
    int longest_side;
    int passes;                     /* retrograde passes run */
} tb_stats;

/* Called every few thousand positions; a nonzero return stops the build. */
typedef int (*tb_progress_fn)(void *ctx, const char *phase, int pass, uint64_t resolved,
                              uint64_t total);

void tb_init(void);
/* Parse and canonicalise; 0 on success, else -1 with a message in err. *swapped is set
 * when the text named the stronger side second (its colours are swapped). */
int tb_parse(const char *text, tb_sig *out, int *swapped, char *err, size_t errlen);
/* Canonical signatures one capture away (one man other than a general removed); returns
 * how many were written (at most 2 * TB_MAX_MEN, duplicates removed). */
int tb_subsignatures(const tb_sig *s, tb_sig *out);
/* The canonical signature of a position's material; -1 (message in err) if no table can
 * hold it. */
int tb_signature_of(const xq_position *p, tb_sig *out, char *err, size_t errlen);
/* Set up position idx of the table (side to move `side`); 0 if it is no legal position
 * (or men of one kind not in ascending order of points: each position has one index). */
int tb_setup(const tb_sig *s, uint64_t idx, int side, xq_position *p);
/* Value of a position from the registry (TB_MISSING when no table holds its material). */
int tb_probe(const tb_registry *r, const xq_position *p);
/* Fill t->data (allocated by the caller, sig.size bytes per side) by retrograde analysis;
 * every signature one capture away must be in subs. 0 when done, 1 when stopped by the
 * progress function, 2 on an error (message in err), -1 out of memory. */
int tb_build(tb_table *t, const tb_registry *subs, tb_progress_fn fn, void *ctx,
             tb_stats *st, char *err, size_t errlen);

#endif
