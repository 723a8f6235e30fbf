/*
 * Paiju mate prover: an exact depth-bounded AND/OR search over the rules core
 * (xiangqi/src/position.c) with a transposition table of proven bounds.
 *
 * "Mate in n" counts the attacker's moves; the defender loses when it has no
 * legal move (mate or stalemate, docs/rules.md section 3). An attacker move that
 * gives no check spends one unit of the quiet budget; budget 0 is the
 * checks-only stipulation (lian jiang sha), XQP_QUIET_ANY means no limit.
 * Repetition is ignored: in a bounded search it cannot help the attacker.
 */
#ifndef PAIJU_PROVER_H
#define PAIJU_PROVER_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "position.h"

#define XQP_QUIET_ANY 127
#define XQP_MAX_N 100

enum { XQP_FAIL = 0, XQP_WIN = 1, XQP_ABORT = -1, XQP_BUDGET = -2 };

/* Table entries are read and written by every thread of one problem at once, without
 * locks: an entry stores its key XORed with its other words (`lock`), so one that a
 * thread read while another wrote it, half old and half new, reads as a miss. */
typedef struct {
    uint64_t lock;           /* key ^ data */
    union {
        struct {
            xq_move best;    /* attacker: a winning move; defender: a refutation */
            uint8_t win_n;   /* mate proven in <= win_n attacker moves (0: unknown) */
            uint8_t fail_n;  /* no mate in <= fail_n attacker moves proven */
            uint8_t gen;     /* the table generation that wrote it: others read as empty */
            uint8_t pad[3];
        };
        uint64_t data;
    };
} xqp_entry;

typedef struct {
    uint64_t lock;           /* key ^ w[0] ^ w[1] */
    union {
        struct {
            uint32_t pn, dn; /* proof and disproof numbers (df-pn finder) */
            uint32_t work;   /* nodes spent below this node: cheap ones are replaced first */
            uint8_t gen;     /* as in xqp_entry */
            uint8_t n;       /* attacker moves left: the key leaves them out, so one bucket
                              * holds a position at every length */
            uint8_t pad[2];
        };
        uint64_t w[2];
    };
} xqp_pnentry;

/* An entry's words are read and written one 64-bit word at a time (atomically, relaxed:
 * no word is torn, and the lock tells a torn entry). */
static inline uint64_t xqp_word(const uint64_t *w)
{
    return __atomic_load_n(w, __ATOMIC_RELAXED);
}

static inline void xqp_set_word(uint64_t *w, uint64_t v)
{
    __atomic_store_n(w, v, __ATOMIC_RELAXED);
}

typedef struct xqp_prover {
    xqp_entry *table;
    xqp_pnentry *pn_table;     /* df-pn's own table */
    void *mem[2];              /* the mappings behind both tables, and their lengths */
    size_t mem_len[2];
    size_t pn_mask;
    size_t mask;               /* entries - 1, a power of two */
    atomic_int stop;           /* nonzero stops the search; set from any thread or a
                                * signal handler (bit 0: cancel, bit 1: Ctrl-C) */
    _Atomic uint64_t nodes;    /* read by other threads for progress */
    atomic_int depth;          /* current iteration, for progress */
    double deadline;           /* monotonic seconds, 0 = none */
    uint64_t node_limit;       /* df-pn stops when nodes reach it (a budget), 0 = none */
    int aborted;               /* 1: stopped or out of time, 2: out of node budget */
    uint32_t polls;            /* df-pn loop turns, to read the clock now and then */
    uint8_t gen;               /* current generation of both tables, 1..255: clearing is
                                * a new generation (the memory is wiped only on wrap) */
    /* Killer moves per moves-left: [n][0..1] attacker moves that won, [n][2..3] defences
     * that held at a sibling; tried early, they are only ordering (checked for legality). */
    xq_move killer[XQP_MAX_N + 2][4];
    /* Counter defences per moves left and the attacker move's destination: the defence
     * that refuted a move to that point last time (df-pn's ordering only). */
    xq_move counter[XQP_MAX_N + 2][XQ_SQUARES];
    xq_move came_by;           /* df-pn: the attacker move into the node being entered */
    struct xqp_kids *kids;     /* df-pn: the children of nodes expanded, by key (dfpn.c) */
    size_t kids_mask;
    int kids_off;              /* environment XQP_NO_CHILDREN_CACHE: expand every time */
    uint64_t recalls;          /* df-pn nodes whose children came from the cache */
    void *kids_mem;
    size_t kids_len;
    /* A prover that searches in another's tables (one problem on several threads): the
     * owner, whose generation it follows; NULL when the tables are its own. */
    const struct xqp_prover *owner;
} xqp_prover;

/* Remember a move that won (slot 0) or a defence that held (slot 2) with n moves left. */
static inline void xqp_add_killer(xqp_prover *p, int n, int slot, xq_move m)
{
    xq_move *k = p->killer[n];
    if (k[slot] != m) {
        k[slot + 1] = k[slot];
        k[slot] = m;
    }
}

/* Allocate both tables within `megabytes` in all; returns 0 on failure. */
int xqp_init(xqp_prover *p, size_t megabytes);
/* Search in `owner`'s tables, with a children cache of its own within `megabytes`
 * (0 on failure). The owner must outlive it and is the one cleared first. */
int xqp_init_shared(xqp_prover *p, const xqp_prover *owner, size_t megabytes);
void xqp_free(xqp_prover *p);
/* Forget every entry: O(1) (a new generation), a real wipe once in 255 calls. */
void xqp_clear(xqp_prover *p);

/* Attacker (side to move) mates within n using at most `quiet` non-checking
 * moves? Returns XQP_WIN/XQP_FAIL/XQP_ABORT; on a win *best is a key. */
int xqp_attack(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best);

/* Defender (side to move) cannot avoid mate within n attacker moves?
 * On XQP_FAIL, *refutation is a defence that holds. */
int xqp_defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation);

/* df-pn finder: a mate within n exists? Same answers as xqp_attack, found
 * best-first; fast on long forcing lines, no minimal length. */
int xqp_dfpn(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best);
/* df-pn's key tables; xqp_init fills them before any search can run. */
void xqp_dfpn_init(void);
/* Bytes of one slot of df-pn's children cache. */
size_t xqp_kids_size(void);
int xqp_find(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *best);
/* df-pn from a defender node: XQP_WIN if the defender is mated within n. */
int xqp_dfpn_defend(xqp_prover *p, xq_position *pos, int n, int quiet, xq_move *refutation);

/* Record a bound proven elsewhere (df-pn) in the prover's table: the side to move in a
 * position with key `pos_key` (defender: `defender` = 1) mates / is mated within `win_n`
 * (0: unknown), or holds beyond `fail_n` (0: unknown), with quiet budget `quiet`. */
void xqp_note(xqp_prover *p, uint64_t pos_key, int defender, int quiet, int win_n, int fail_n,
              xq_move move);

/* Attacker to move with one move left: a move that mates, or with quiet budget left
 * stalemates (the first in legal-move order), or 0. Moves that cannot check are not made;
 * with quiet budget, neither are those a spare move of the defender rules out. */
xq_move xqp_mate_in_one(xq_position *pos, int quiet);

double xqp_now(void);

#endif
