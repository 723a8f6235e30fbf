/* Paiju's game search: see search.h. */
#define _POSIX_C_SOURCE 200809L
#include "search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };
/* Quiescence reading and writing the table: measured off (bench at depth 8: 6% more
 * nodes and slower per node, 2.83M nodes in 3.0 CPU s against 2.67M in 2.2 s). */
#ifndef QTT
#define QTT 0
#endif
/* Search switches (docs/engine.md), each a macro so a build without it can be compared
 * (-DNAME=0). The pruning below (improving, reverse futility to depth 7, null move by
 * margin with verification, late move, history and futility pruning by the reduced
 * depth, SEE-gated check extension, singular extension) came in as one change: +94 Elo
 * (+46 to +146) against the previous search in 136 games at 100 ms, SPRT [0, 20] H1. */
#ifndef RFP_DEPTH
#define RFP_DEPTH 7
#endif
#ifndef RFP_MARGIN
#define RFP_MARGIN 90
#endif
#ifndef NULL_R
#define NULL_R 3
#endif
#ifndef NULL_VERIFY
#define NULL_VERIFY 10
#endif
#ifndef LMP_DEPTH
#define LMP_DEPTH 7
#endif
#ifndef FUT_BASE
#define FUT_BASE 150
#endif
#ifndef FUT_STEP
#define FUT_STEP 120
#endif
#ifndef SINGULAR
#define SINGULAR 1
#endif
#ifndef CHECK_SEE
#define CHECK_SEE 1
#endif
/* Captures and quiet moves that lose material by exchange are pruned up to this depth. */
#ifndef SEE_DEPTH
#define SEE_DEPTH 7
#endif
/* Late move reductions fall by one for each LMR_HIST of history (rise for bad history). */
#ifndef LMR_HIST
#define LMR_HIST 8192
#endif
#ifndef QCHECKS
#define QCHECKS 1
#endif

static const int piece_value[8] = {0, 5000, 200, 200, 430, 1000, 460, 100};
static int lmr_table[64][64];
static int lmr_ready = 0;

double xqe_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

int xqe_init(xqe_engine *e, size_t megabytes)
{
    memset(e, 0, sizeof *e);
    size_t want = megabytes * 1024 * 1024 / (XQE_BUCKET * sizeof(xqe_entry)), n = 1;
    while (n * 2 <= want)
        n *= 2;
    e->tt = calloc(n * XQE_BUCKET, sizeof(xqe_entry));
    if (!e->tt)
        return 0;
    e->tt_mask = n - 1;
    e->owns_tt = 1;
    if (!lmr_ready) {
        for (int d = 1; d < 64; d++)
            for (int i = 1; i < 64; i++)
                lmr_table[d][i] = (int)(0.6 + log((double)d) * log((double)i) / 2.2);
        lmr_ready = 1;
    }
    return 1;
}

void xqe_free(xqe_engine *e)
{
    if (e->owns_tt)
        free(e->tt);
    e->tt = NULL;
}

void xqe_clear(xqe_engine *e)
{
    if (e->tt && e->owns_tt)
        memset(e->tt, 0, (e->tt_mask + 1) * XQE_BUCKET * sizeof(xqe_entry));
    memset(e->history, 0, sizeof e->history);
    memset(e->cont, 0, sizeof e->cont);
    memset(e->capture_history, 0, sizeof e->capture_history);
    memset(e->killers, 0, sizeof e->killers);
    memset(e->counter, 0, sizeof e->counter);
}

void xqe_share_tt(xqe_engine *e, const xqe_engine *from)
{
    xqe_free(e);
    e->tt = from->tt;
    e->tt_mask = from->tt_mask;
    e->owns_tt = 0;
    e->age = from->age;
}

void xqe_set_root(xqe_engine *e, const xq_position *p, const uint64_t *keys,
                  const uint8_t *checked, const uint8_t *reversible, const xq_move *moves,
                  int n)
{
    int skip = n > XQE_MAX_HIST ? n - XQE_MAX_HIST : 0; /* keep the newest */
    n -= skip;
    e->pos = *p;
    for (int i = 0; i < n; i++) {
        e->keys[i] = keys[skip + i];
        e->checked[i] = checked[skip + i];
        e->reversible[i] = reversible[skip + i];
        e->moves[i] = moves ? moves[skip + i] : 0;
        e->movers[i] = 0;
    }
    if (n < 1) {
        n = 1;
        e->reversible[0] = 0;
        e->moves[0] = 0;
    }
    /* The game move into the root: its piece stands on its point (continuation history). */
    if (e->moves[n - 1])
        e->movers[n - 1] = p->board[XQ_TO(e->moves[n - 1])];
    e->keys[n - 1] = p->key;
    e->checked[n - 1] = (uint8_t)xq_in_check(&e->pos);
    e->root_index = n - 1;
    e->n_keys = n;
    e->n_root = 0;
    e->nodes = 0;
    e->age++;
}

int xqe_restrict_root(xqe_engine *e, const xq_move *moves, int n)
{
    xq_move ms[XQ_MAX_MOVES];
    int legal = xq_gen_legal(&e->pos, ms), kept = 0;
    for (int i = 0; i < legal; i++)
        for (int j = 0; j < n; j++)
            if (ms[i] == moves[j]) {
                e->root[kept].move = ms[i];
                e->root[kept++].score = -XQE_INF;
                break;
            }
    e->n_root = kept;
    return kept;
}

/* -- transposition table ------------------------------------------------------ */

static inline int score_to_tt(int s, int ply)
{
    return s >= XQE_MATE_BOUND ? s + ply : s <= -XQE_MATE_BOUND ? s - ply : s;
}

static inline int score_from_tt(int s, int ply)
{
    return s >= XQE_MATE_BOUND ? s - ply : s <= -XQE_MATE_BOUND ? s + ply : s;
}

typedef struct {
    xq_move move;
    int score, depth, flag, age;
} tt_hit;

static inline void tt_unpack(uint64_t d, tt_hit *h)
{
    h->move = (xq_move)(d & 0xffff);
    h->score = (int16_t)(d >> 16 & 0xffff);
    h->depth = (int8_t)(d >> 32 & 0xff);
    h->flag = (int)(d >> 40 & 0xff);
    h->age = (int)(d >> 48 & 0xff);
}

static inline int tt_probe(const xqe_engine *e, uint64_t key, tt_hit *h)
{
    const xqe_entry *b = &e->tt[(key & e->tt_mask) * XQE_BUCKET];
    for (int i = 0; i < XQE_BUCKET; i++) {
        uint64_t d = b[i].data, c = b[i].check;
        if (d && (c ^ d) == key) {
            tt_unpack(d, h);
            return 1;
        }
    }
    return 0;
}

/* Scores of perpetual check or chase depend on the path that led to the cycle:
 * never stored. */
static inline int path_dependent(int score)
{
    int a = abs(score);
    return a > XQE_PERPETUAL - 2 * XQE_MAX_PLY && a <= XQE_PERPETUAL;
}

/* Same position: replaced unless the entry of this search is deeper and the new one
 * no exact score; else the bucket's entry of least depth, older searches' first. */
static inline void tt_store(xqe_engine *e, uint64_t key, int depth, int score, int flag,
                            xq_move move, int ply)
{
    if (path_dependent(score))
        return;
    xqe_entry *b = &e->tt[(key & e->tt_mask) * XQE_BUCKET], *slot = NULL;
    int worst = 1 << 30;
    for (int i = 0; i < XQE_BUCKET; i++) {
        uint64_t d = b[i].data;
        if (d && (b[i].check ^ d) == key) {
            tt_hit old;
            tt_unpack(d, &old);
            if (old.age == e->age && old.depth > depth && flag != TT_EXACT)
                return;
            if (!move)
                move = old.move;
            slot = &b[i];
            break;
        }
        int value = d ? (int8_t)(d >> 32 & 0xff) - 8 * (uint8_t)(e->age - (uint8_t)(d >> 48))
                      : -(1 << 20);
        if (value < worst) {
            worst = value;
            slot = &b[i];
        }
    }
    int s = score_to_tt(score, ply);
    uint64_t data = (uint64_t)move | (uint64_t)(uint16_t)(int16_t)s << 16 |
                    (uint64_t)(uint8_t)(int8_t)depth << 32 | (uint64_t)(flag & 0xff) << 40 |
                    (uint64_t)e->age << 48;
    slot->data = data;
    slot->check = key ^ data;
}

/* -- repetitions ------------------------------------------------------------- */

/* The colour that perpetually chased in the cycle from index j to the current
 * position (index n_keys - 1, no capture in between), or -1. Found only when
 * a repetition is (rare in a search): the position at j is the current one
 * with the cycle's moves taken back (non-captures: the key before each move is
 * the one stored before it). */
static int cycle_chaser(const xqe_engine *e, int j)
{
    int i = e->n_keys - 1;
    for (int k = j + 1; k <= i; k++)
        if (!e->moves[k])
            return -1;
    xq_position q = e->pos;
    for (int k = i; k > j; k--) {
        int from = XQ_FROM(e->moves[k]), to = XQ_TO(e->moves[k]);
        if (q.board[from] || !q.board[to] || XQ_COLOR(q.board[to]) == q.side)
            return -1; /* a game move that does not fit the history: judge no chase */
        xq_undo u = {e->keys[k - 1], 0, XQ_NOSQ};
        xq_unmake(&q, e->moves[k], &u);
    }
    /* The game's part of the cycle came from outside: replay it to be sure it is legal. */
    xq_position walk = q;
    for (int k = j + 1; k <= i && k <= e->root_index; k++) {
        xq_undo u;
        if (!xq_is_legal(&walk, e->moves[k]))
            return -1;
        xq_make(&walk, e->moves[k], &u);
    }
    return xq_perpetual_chaser(&q, &e->moves[j + 1], i - j);
}

/* If the current position (index n_keys - 1) ends a cycle the rules judge, set
 * *score as they score it for the side to move and return 1: perpetual check
 * first, then perpetual chase (the rules core's subset), otherwise a draw.
 * The rules judge a position's third occurrence (docs/rules.md §3). Inside the
 * tree a second occurrence is judged already (the side that chose the cycle
 * can choose it again); a cycle whose first occurrence lies in the game, at or
 * before the root, waits for the third, the cycle running from the first
 * occurrence (as Fairy-Stockfish's search counts). Judging the game's second
 * occurrence as decided once made the checking side of the drawn study
 * 野马操田 lose a move before any rule said so. */
static int repetition(const xqe_engine *e, int ply, int *score)
{
    int i = e->n_keys - 1, earlier = 0;
    uint64_t key = e->keys[i];
    for (int j = i - 2; j >= 0; j -= 2) {
        if (!e->reversible[j + 1] || !e->reversible[j + 2])
            return 0;
        if (e->keys[j] != key)
            continue;
        if (j <= e->root_index && ++earlier < 2)
            continue;
        /* Moves into i, i-2, ... were the opponent's; into i-1, ... the mover's own. */
        int opp_checks = 1, own_checks = 1;
        for (int k = i; k > j; k--) {
            if ((i - k) % 2 == 0)
                opp_checks &= e->checked[k];
            else
                own_checks &= e->checked[k];
        }
        if (opp_checks && !own_checks) {
            *score = XQE_PERPETUAL - ply;
        } else if (own_checks && !opp_checks) {
            *score = -XQE_PERPETUAL + ply;
        } else {
            int chaser = cycle_chaser(e, j);
            *score = chaser < 0 ? 0
                     : chaser == e->pos.side ? -XQE_PERPETUAL + ply : XQE_PERPETUAL - ply;
        }
        return 1;
    }
    return 0;
}

/* -- move ordering ------------------------------------------------------------- */

/* A stop request is seen at the next node; the clock and the node budget are
 * read every 256 nodes (well under a millisecond). */
static inline void check_limits(xqe_engine *e)
{
    if (atomic_load_explicit(&e->stop, memory_order_relaxed))
        e->aborted = 1;
    else if ((e->nodes & 255) == 0 && ((e->deadline > 0 && xqe_now() >= e->deadline) ||
                                      (e->node_limit && e->nodes >= e->node_limit)))
        e->aborted = 1;
}

/* The move that last refuted the opponent's previous move (0: none or a null move). */
static inline xq_move counter_of(const xqe_engine *e)
{
    xq_move prev = e->moves[e->n_keys - 1];
    if (!prev)
        return 0;
    return e->counter[e->movers[e->n_keys - 1]][XQ_TO(prev)];
}

int xqe_see(const xq_position *p, xq_move m)
{
    /* The swap list, played out on a copy: each capture is made, so a cannon's screen, a
     * horse's leg or an elephant's eye that it opens or fills, and a general's open file,
     * are seen by the core's own attack patterns. Pins are not looked at. */
    xq_position q = *p;
    int to = XQ_TO(m), from = XQ_FROM(m), d = 0;
    int gain[XQ_MAX_ATTACKERS * 2 + 2];
    gain[0] = piece_value[XQ_TYPE(q.board[to])];
    uint8_t att[XQ_MAX_ATTACKERS];
    for (;;) {
        d++;
        gain[d] = piece_value[XQ_TYPE(q.board[from])] - gain[d - 1];
        if ((-gain[d - 1] > gain[d] ? -gain[d - 1] : gain[d]) < 0 ||
            d >= XQ_MAX_ATTACKERS * 2)
            break; /* the side to capture is behind whatever follows */
        xq_undo u;
        xq_make(&q, XQ_MOVE(from, to), &u);
        int n = xq_attackers(&q, to, q.side, att);
        if (!n)
            break;
        from = att[0];
        for (int i = 1; i < n; i++)
            if (piece_value[XQ_TYPE(q.board[att[i]])] < piece_value[XQ_TYPE(q.board[from])])
                from = att[i];
    }
    while (--d)
        gain[d - 1] = -(-gain[d - 1] > gain[d] ? -gain[d - 1] : gain[d]);
    return gain[0];
}

/* A capture that may lose material: the piece taken is worth less than the taker. */
static inline int may_lose(const xq_position *p, xq_move m)
{
    return piece_value[XQ_TYPE(p->board[XQ_TO(m)])] <
           piece_value[XQ_TYPE(p->board[XQ_FROM(m)])];
}

/* The continuation-history row of the move `back` plies before the current position
 * (1: the opponent's last move), indexed then by the new move's piece and point. */
static inline int16_t *cont_row(xqe_engine *e, int back)
{
    int i = e->n_keys - back;
    if (i < 0)
        return &e->cont[0][0][0][0];
    return &e->cont[e->movers[i]][XQ_TO(e->moves[i])][0][0];
}

/* Gravity update: moves a statistic towards +-XQE_HIST_MAX, less the nearer it is. */
static inline void bump(int16_t *h, int bonus)
{
    *h = (int16_t)(*h + bonus - *h * abs(bonus) / XQE_HIST_MAX);
}

/* A quiet move's history: butterfly plus the two continuation rows. */
static inline int quiet_stat(const xqe_engine *e, xq_move m, uint8_t pc, const int16_t *c1,
                             const int16_t *c2)
{
    int i = pc * XQ_SQUARES + XQ_TO(m);
    return e->history[XQ_COLOR(pc)][m] + c1[i] + c2[i];
}

enum { GOOD_CAPTURE = 1 << 28, KILLER = 1 << 27, BAD_CAPTURE = -(1 << 29) };

static int order_score(xqe_engine *e, xq_move m, xq_move tt_move, int ply, const int16_t *c1,
                       const int16_t *c2)
{
    if (m == tt_move)
        return 1 << 30;
    const xq_position *p = &e->pos;
    uint8_t cap = p->board[XQ_TO(m)], pc = p->board[XQ_FROM(m)];
    if (cap) {
        int s = piece_value[XQ_TYPE(cap)] * 16 +
                e->capture_history[pc][XQ_TO(m)][XQ_TYPE(cap)] / 16;
        return (may_lose(p, m) && xqe_see(p, m) < 0 ? BAD_CAPTURE : GOOD_CAPTURE) + s;
    }
    if (m == e->killers[ply][0])
        return KILLER + 2;
    if (m == e->killers[ply][1])
        return KILLER + 1;
    if (m == counter_of(e))
        return KILLER;
    return quiet_stat(e, m, pc, c1, c2);
}

static inline void pick(xq_move *ms, int *sc, int n, int i)
{
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (sc[j] > sc[best])
            best = j;
    if (best != i) {
        xq_move tm = ms[i];
        ms[i] = ms[best];
        ms[best] = tm;
        int ts = sc[i];
        sc[i] = sc[best];
        sc[best] = ts;
    }
}

static inline void push_key(xqe_engine *e, xq_move m, int capture)
{
    int i = e->n_keys++;
    e->keys[i] = e->pos.key;
    e->checked[i] = (uint8_t)xq_in_check(&e->pos);
    e->reversible[i] = (uint8_t)!capture;
    e->moves[i] = m;
    e->movers[i] = e->pos.board[XQ_TO(m)];
}

/* Make the pseudo-legal move m and enter its position on the path, unless it leaves the
 * mover's general attacked (then nothing is changed and 0 returned). */
static inline int enter(xqe_engine *e, xq_move m, xq_undo *u)
{
    xq_position *p = &e->pos;
    int me = p->side, cap = p->board[XQ_TO(m)] != 0;
    xq_make(p, m, u);
    if (xq_king_attacked(p, me)) {
        xq_unmake(p, m, u);
        return 0;
    }
    push_key(e, m, cap);
    return 1;
}

static inline void leave(xqe_engine *e, xq_move m, const xq_undo *u)
{
    e->n_keys--;
    xq_unmake(&e->pos, m, u);
}

/* -- quiescence ------------------------------------------------------------------ */

/* Captures (and evasions in check); on its first ply also the quiet checks,
 * which carry most xiangqi tactics. */
static int qsearch(xqe_engine *e, int alpha, int beta, int ply, int qply)
{
    e->nodes++;
    check_limits(e);
    if (e->aborted)
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    xq_position *p = &e->pos;
    int in_check = e->checked[e->n_keys - 1];
    int rep;
    if (ply > 0 && repetition(e, ply, &rep))
        return rep;
    if (ply >= XQE_MAX_PLY)
        return xqe_evaluate(p);
    tt_hit t;
    xq_move tt_move = 0;
    if (QTT && tt_probe(e, p->key, &t)) {
        int s = score_from_tt(t.score, ply);
        if ((t.flag == TT_EXACT) || (t.flag == TT_LOWER && s >= beta) ||
            (t.flag == TT_UPPER && s <= alpha))
            return s;
        tt_move = t.move;
    }
    int orig_alpha = alpha;
    xq_move best_move = 0;
    int best = -XQE_MATE + ply;
    if (!in_check) {
        int stand = xqe_evaluate(p);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
        best = stand;
    }
    xq_move ms[XQ_MAX_MOVES];
    int sc[XQ_MAX_MOVES];
    int n = xq_gen_pseudo(p, ms), k = 0;
    for (int i = 0; i < n; i++) {
        uint8_t cap = p->board[XQ_TO(ms[i])];
        /* Out of check every move; else captures, and on the first ply the quiet checks
         * (told from the attack tables, without making the move). */
        if (!in_check && !cap && (qply > 0 || !QCHECKS || !xq_move_checks(p, ms[i])))
            continue;
        ms[k] = ms[i];
        sc[k] = ms[i] == tt_move ? 1 << 20
                : cap ? piece_value[XQ_TYPE(cap)] * 16 - piece_value[XQ_TYPE(p->board[XQ_FROM(ms[i])])] / 16
                      : 0;
        k++;
    }
    int legal = 0;
    for (int i = 0; i < k; i++) {
        pick(ms, sc, k, i);
        xq_move m = ms[i];
        uint8_t cap = p->board[XQ_TO(m)];
        /* Captures that lose material by exchange are not searched. */
        if (!in_check && cap && may_lose(p, m) && xqe_see(p, m) < 0)
            continue;
        xq_undo u;
        if (!enter(e, m, &u))
            continue;
        legal++;
        int s = -qsearch(e, -beta, -alpha, ply + 1, qply + 1);
        leave(e, m, &u);
        if (e->aborted)
            return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                alpha = s;
                best_move = m;
                if (s >= beta) {
                    if (QTT)
                        tt_store(e, p->key, 0, s, TT_LOWER, m, ply);
                    return s;
                }
            }
        }
    }
    if (in_check && !legal)
        return -XQE_MATE + ply;
    if (QTT)
        tt_store(e, p->key, 0, best, best > orig_alpha ? TT_EXACT : TT_UPPER, best_move, ply);
    return best;
}

/* -- main search -------------------------------------------------------------------- */

static int has_pieces(const xq_position *p, int side)
{
    for (int w = 0; w < 2; w++) {
        uint64_t bits = p->occ[side][w];
        while (bits) {
            int sq = __builtin_ctzll(bits) + 64 * w;
            bits &= bits - 1;
            int t = XQ_TYPE(p->board[sq]);
            if (t == XQ_CHARIOT || t == XQ_HORSE || t == XQ_CANNON)
                return 1;
        }
    }
    return 0;
}

/* The cutoff move m at `depth`: its statistics rise, those of the moves searched before
 * it fall (the quiet ones only when m is quiet), and a quiet m becomes a killer and the
 * counter to the opponent's last move. */
static void reward(xqe_engine *e, xq_move m, int depth, int ply, int16_t *c1, int16_t *c2,
                   const xq_move *quiets, int n_quiets, const xq_move *captures, int n_captures)
{
    const uint8_t *b = e->pos.board;
    int bonus = depth > 10 ? 1400 : 140 * depth - 60;
    uint8_t cap = b[XQ_TO(m)], pc = b[XQ_FROM(m)];
    if (cap) {
        bump(&e->capture_history[pc][XQ_TO(m)][XQ_TYPE(cap)], bonus);
    } else {
        if (e->killers[ply][0] != m) {
            e->killers[ply][1] = e->killers[ply][0];
            e->killers[ply][0] = m;
        }
        xq_move prev = e->moves[e->n_keys - 1];
        if (prev)
            e->counter[e->movers[e->n_keys - 1]][XQ_TO(prev)] = m;
        for (int q = -1; q < n_quiets; q++) {
            xq_move qm = q < 0 ? m : quiets[q];
            uint8_t qp = b[XQ_FROM(qm)];
            int v = q < 0 ? bonus : -bonus, at = qp * XQ_SQUARES + XQ_TO(qm);
            bump(&e->history[XQ_COLOR(qp)][qm], v);
            bump(&c1[at], v);
            bump(&c2[at], v);
        }
    }
    for (int q = 0; q < n_captures; q++) {
        xq_move cm = captures[q];
        bump(&e->capture_history[b[XQ_FROM(cm)]][XQ_TO(cm)][XQ_TYPE(b[XQ_TO(cm)])], -bonus);
    }
}

/* The late move reduction of the n-th move at `depth`, before its adjustments. */
static inline int reduction(int depth, int n)
{
    return lmr_table[depth < 64 ? depth : 63][n < 64 ? n : 63];
}

/* Whether the checking move m, just entered, extends the search one ply: not when it
 * loses material by exchange, nor past twice the iteration's depth. */
static int check_extends(xqe_engine *e, xq_move m, xq_undo *u, int ply)
{
    if (ply >= 2 * e->root_depth)
        return 0;
    if (!CHECK_SEE)
        return 1;
    xq_position *p = &e->pos;
    xq_unmake(p, m, u);
    int ok = !may_lose(p, m) || xqe_see(p, m) >= 0;
    xq_make(p, m, u);
    return ok;
}

static int search(xqe_engine *e, int depth, int alpha, int beta, int ply, int allow_null)
{
    xq_position *p = &e->pos;
    int pv_node = beta - alpha > 1;
    e->pv_len[ply] = ply;
    int tb_score; /* after a capture, a position the endgame tables hold is scored exactly */
    if (e->tb && ply > 0 && !e->reversible[e->n_keys - 1] && xqe_tb_score(e, ply, &tb_score))
        return tb_score;
    int in_check = e->checked[e->n_keys - 1];
    if (depth <= 0)
        return qsearch(e, alpha, beta, ply, 0);
    e->nodes++;
    check_limits(e);
    if (e->aborted)
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    int rep;
    if (repetition(e, ply, &rep))
        return rep;
    if (ply >= XQE_MAX_PLY)
        return xqe_evaluate(p);
    /* Mate distance pruning. */
    if (alpha < -XQE_MATE + ply)
        alpha = -XQE_MATE + ply;
    if (beta > XQE_MATE - ply - 1)
        beta = XQE_MATE - ply - 1;
    if (alpha >= beta)
        return alpha;

    xq_move tt_move = 0, excluded = e->excluded[ply];
    tt_hit t;
    int have_tt = !excluded && tt_probe(e, p->key, &t);
    if (have_tt) {
        tt_move = t.move;
        if (!pv_node && t.depth >= depth) {
            int s = score_from_tt(t.score, ply);
            if ((t.flag == TT_EXACT) || (t.flag == TT_LOWER && s >= beta) ||
                (t.flag == TT_UPPER && s <= alpha))
                return s;
        }
    }
    int me = p->side;
    int static_eval = in_check ? -XQE_INF : xqe_evaluate(p);
    e->evals[ply] = static_eval;
    /* Better than two plies ago (or out of a check then): prune less, reduce less. */
    int improving = !in_check && (ply < 2 || static_eval > e->evals[ply - 2]);

    if (!pv_node && !in_check && !excluded) {
        /* Reverse futility: far above beta near the leaves. */
        if (depth <= RFP_DEPTH && static_eval - RFP_MARGIN * (depth - improving) >= beta &&
            abs(beta) < XQE_MATE_BOUND)
            return static_eval;
        /* Null move, verified by a search without it when deep (zugzwang). */
        if (allow_null && depth >= 2 && static_eval >= beta && has_pieces(p, me)) {
            int over = (static_eval - beta) / 200;
            int r = NULL_R + depth / 4 + (over < 3 ? over : 3);
            uint64_t key = p->key;
            p->key ^= xq_zobrist_side;
            p->side ^= 1;
            int i = e->n_keys++;
            e->keys[i] = p->key;
            e->checked[i] = 0;
            e->reversible[i] = 0; /* a null move breaks repetition cycles */
            e->moves[i] = 0;
            e->movers[i] = 0;
            int s = -search(e, depth - r, -beta, -beta + 1, ply + 1, 0);
            e->n_keys--;
            p->side ^= 1;
            p->key = key;
            if (e->aborted)
                return 0;
            if (s >= beta) {
                if (s >= XQE_MATE_BOUND)
                    s = beta;
                if (depth < NULL_VERIFY)
                    return s;
                int v = search(e, depth - r, beta - 1, beta, ply, 0);
                if (e->aborted)
                    return 0;
                if (v >= beta)
                    return s;
            }
        }
    }
    /* Internal iterative deepening stand-in: without a table move at a PV node, search shallower. */
    if (pv_node && !tt_move && !excluded && depth >= 5) {
        search(e, depth - 3, alpha, beta, ply, 1);
        if (e->aborted)
            return 0;
        if (tt_probe(e, p->key, &t))
            tt_move = t.move;
    }

    xq_move ms[XQ_MAX_MOVES];
    int sc[XQ_MAX_MOVES];
    int n = xq_gen_pseudo(p, ms);
    int16_t *c1 = cont_row(e, 1), *c2 = cont_row(e, 2);
    for (int i = 0; i < n; i++)
        sc[i] = order_score(e, ms[i], tt_move, ply, c1, c2);
    int best = -XQE_INF, legal = 0, flag = TT_UPPER;
    xq_move best_move = 0;
    xq_move quiets[XQ_MAX_MOVES], captures[XQ_MAX_MOVES];
    int n_quiets = 0, n_captures = 0;
    for (int i = 0; i < n; i++) {
        pick(ms, sc, n, i);
        xq_move m = ms[i];
        if (m == excluded)
            continue;
        uint8_t cap = p->board[XQ_TO(m)], pc = p->board[XQ_FROM(m)];
        int stat = cap ? 0 : quiet_stat(e, m, pc, c1, c2);
        /* Past the first move, moves that give no check are pruned near the leaves: quiet
         * ones late in the list (late move pruning), with bad continuation history, or too
         * far below alpha (futility); any that loses material by exchange (SEE). */
        int lmr_depth = depth - 1 - reduction(depth, legal + 1);
        if (ply > 0 && !in_check && legal > 0 && best > -XQE_MATE_BOUND) {
            int prune = 0;
            if (!cap) {
                int at = pc * XQ_SQUARES + XQ_TO(m);
                prune = (depth <= LMP_DEPTH && legal >= (4 + depth * depth) * (1 + improving) / 2) ||
                        (lmr_depth < 3 && c1[at] < 0 && c2[at] < 0 && sc[i] < KILLER) ||
                        (lmr_depth < 7 && static_eval + FUT_BASE + FUT_STEP * lmr_depth <= alpha) ||
                        (depth <= SEE_DEPTH && xqe_see(p, m) < -30 * lmr_depth * lmr_depth);
            } else {
                prune = depth <= SEE_DEPTH && sc[i] < GOOD_CAPTURE && xqe_see(p, m) < -120 * depth;
            }
            if (prune && !xq_move_checks(p, m))
                continue;
        }
        /* Singular extension: the table's move extends when every other move falls well
         * short of its score in a shallower search; when even they reach beta, cut. */
        int singular = 0;
        if (SINGULAR && m == tt_move && have_tt && depth >= 7 && ply > 0 &&
            ply < 2 * e->root_depth && (t.flag & TT_LOWER) && t.depth >= depth - 3 &&
            abs(t.score) < XQE_MATE_BOUND) {
            int sb = score_from_tt(t.score, ply) - 2 * depth;
            e->excluded[ply] = m;
            int v = search(e, (depth - 1) / 2, sb - 1, sb, ply, 0);
            e->excluded[ply] = 0;
            e->pv_len[ply] = ply;
            if (e->aborted)
                return 0;
            if (v < sb)
                singular = 1;
            else if (sb >= beta)
                return sb;
        }
        xq_undo u;
        if (!enter(e, m, &u))
            continue;
        legal++;
        int gives_check = e->checked[e->n_keys - 1];
        int ext = singular || (gives_check && check_extends(e, m, &u, ply));
        int s;
        if (legal == 1) {
            s = -search(e, depth - 1 + ext, -beta, -alpha, ply + 1, 1);
        } else {
            int r = 0;
            if (depth >= 3 && !cap && !gives_check && legal > 2) {
                r = reduction(depth, legal);
                if (!improving)
                    r++;
                if (pv_node)
                    r--;
                if (m == e->killers[ply][0] || m == e->killers[ply][1])
                    r--;
                r -= stat / LMR_HIST;
                if (r > depth - 2)
                    r = depth - 2;
                if (r < 0)
                    r = 0;
            }
            s = -search(e, depth - 1 + ext - r, -alpha - 1, -alpha, ply + 1, 1);
            if (r > 0 && s > alpha && !e->aborted)
                s = -search(e, depth - 1 + ext, -alpha - 1, -alpha, ply + 1, 1);
            if (s > alpha && s < beta && !e->aborted)
                s = -search(e, depth - 1 + ext, -beta, -alpha, ply + 1, 1);
        }
        leave(e, m, &u);
        if (e->aborted)
            return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                alpha = s;
                best_move = m;
                flag = TT_EXACT;
                e->pv[ply][ply] = m;
                for (int k = ply + 1; k < e->pv_len[ply + 1]; k++)
                    e->pv[ply][k] = e->pv[ply + 1][k];
                e->pv_len[ply] = e->pv_len[ply + 1] > ply + 1 ? e->pv_len[ply + 1] : ply + 1;
                if (s >= beta) {
                    flag = TT_LOWER;
                    reward(e, m, depth, ply, c1, c2, quiets, n_quiets, captures, n_captures);
                    break;
                }
            }
        }
        if (!cap && n_quiets < XQ_MAX_MOVES)
            quiets[n_quiets++] = m;
        else if (cap && n_captures < XQ_MAX_MOVES)
            captures[n_captures++] = m;
    }
    if (!legal)
        return excluded ? alpha : -XQE_MATE + ply; /* mate or stalemate: both lose */
    if (!excluded)
        tt_store(e, p->key, depth, best, flag, best_move, ply);
    return best;
}

int xqe_search_root(xqe_engine *e, int depth, int alpha, int beta, int exact, int first)
{
    xq_position *p = &e->pos;
    e->aborted = 0;
    e->seldepth = 0;
    e->n_keys = e->root_index + 1;
    e->pv_len[0] = 0;
    e->root_done = 0;
    e->root_depth = depth;
    e->evals[0] = xq_in_check(p) ? -XQE_INF : xqe_evaluate(p);
    int me = p->side;
    if (e->n_root == 0) {
        xq_move ms[XQ_MAX_MOVES];
        int n = xq_gen_legal(p, ms);
        for (int i = 0; i < n; i++) {
            e->root[i].move = ms[i];
            e->root[i].score = -XQE_INF;
        }
        e->n_root = n;
    }
    if (e->n_root == 0)
        return -XQE_MATE;
    if (first < 0 || first >= e->n_root)
        return -XQE_INF; /* no root move left for this line */
    /* Order: the previous best first, then by last scores (stable); the moves of
     * the earlier lines (before `first`) stay out. */
    for (int i = first + 1; i < e->n_root; i++) {
        xqe_root_move rm = e->root[i];
        int j = i;
        while (j > first && e->root[j - 1].score < rm.score) {
            e->root[j] = e->root[j - 1];
            j--;
        }
        e->root[j] = rm;
    }
    int best = -XQE_INF, orig_alpha = alpha;
    xq_move best_move = 0;
    for (int i = first; i < e->n_root; i++) {
        xq_move m = e->root[i].move;
        uint8_t cap = p->board[XQ_TO(m)];
        xq_undo u;
        xq_make(p, m, &u);
        push_key(e, m, cap != 0);
        int d = depth - 1 + (e->checked[e->n_keys - 1] && check_extends(e, m, &u, 0));
        int s;
        if (exact) {
            s = -search(e, d, -XQE_INF, XQE_INF, 1, 1);
        } else if (i == first) {
            s = -search(e, d, -beta, -alpha, 1, 1);
        } else {
            s = -search(e, d, -alpha - 1, -alpha, 1, 1);
            if (s > alpha && s < beta && !e->aborted)
                s = -search(e, d, -beta, -alpha, 1, 1);
        }
        e->n_keys--;
        xq_unmake(p, m, &u);
        (void)me;
        if (e->aborted)
            break;
        e->root_done = i + 1 - first;
        /* A move that failed low keeps its place behind the ones that did not. */
        e->root[i].score = (exact || i == first || s > alpha) ? s : -XQE_INF + XQ_MAX_MOVES - i;
        if (s > best) {
            best = s;
            best_move = m;
            e->pv[0][0] = m;
            for (int k = 1; k < e->pv_len[1]; k++)
                e->pv[0][k] = e->pv[1][k];
            e->pv_len[0] = e->pv_len[1] > 1 ? e->pv_len[1] : 1;
            if (s > alpha && !exact)
                alpha = s;
            if (s >= beta && !exact)
                break;
        }
    }
    /* The line's best move goes to `first`: the next line leaves it out. */
    for (int i = first + 1; best_move && i < e->n_root; i++)
        if (e->root[i].move == best_move) {
            xqe_root_move rm = e->root[i];
            memmove(&e->root[first + 1], &e->root[first], (size_t)(i - first) * sizeof rm);
            e->root[first] = rm;
            break;
        }
    /* Only the first line's result belongs to the position in the table. */
    if (!e->aborted && best_move && first == 0)
        tt_store(e, p->key, depth, best,
                 best >= beta ? TT_LOWER : best > orig_alpha ? TT_EXACT : TT_UPPER, best_move, 0);
    return best;
}
