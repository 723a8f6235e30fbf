/*
 * Three Kingdoms computer players: paranoid alpha-beta and max-n (see tk_core.h).
 *
 * Paranoid: the kingdom to move at the root maximises its material balance (own pieces
 * twice, the rivals' once each) while the two others minimise it as one side.
 * Max-n: every kingdom maximises its own component of a value vector (tk_value), each
 * component >= 0 and their sum <= TK_SHARE, which makes Korf's shallow pruning valid: once
 * the kingdom to move at a node is sure of c, the kingdom that moved into the node can get
 * at most TK_SHARE - c there; if that is no better than what it already has, the node is
 * left. Both deepen iteratively under a node limit, a deadline and stop flags (another
 * thread's request, Ctrl-C), polled every 1024 nodes.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c11 */
#include "tk_core.h"

#include <stdint.h>
#include <time.h>

static const int piece_value[9] = {0, 0, 20, 20, 40, 90, 45, 10, 35};
#define TK_WIN 1000000

typedef struct {
    uint64_t nodes, limit;
    const tk_limits *lim;
    int me, stopped;
    int first; /* the previous iteration's move, searched first at the root (-1: none) */
} search_ctx;

double tk_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

/* Counts a node; 1 once the search must stop (the reason stays in ctx->stopped). */
static int count_node(search_ctx *ctx)
{
    if (++ctx->nodes > ctx->limit && ctx->limit) {
        ctx->stopped = 1;
        return 1;
    }
    if ((ctx->nodes & 1023) == 0) {
        const tk_limits *lim = ctx->lim;
        for (int i = 0; i < 2; i++)
            if (lim->stop[i] && atomic_load(lim->stop[i]))
                ctx->stopped = 1;
        if (lim->deadline > 0 && tk_now() >= lim->deadline)
            ctx->stopped = 1;
    }
    return ctx->stopped;
}

static int value_of(uint8_t c, int p)
{
    int v = piece_value[TK_KIND(c)];
    if (TK_KIND(c) == TK_SOLDIER && TK_HALF(p) != TK_ORIGIN(c))
        v += 10;
    return v;
}

static void order_moves(const tk_state *s, int *moves, int n)
{
    /* captures first, most valuable victim first (a general counts most) */
    int keys[TK_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        uint8_t cap = s->b[TK_TO(moves[i])];
        keys[i] = cap ? (TK_KIND(cap) == TK_GENERAL ? 1000 : piece_value[TK_KIND(cap)]) : -1;
    }
    for (int i = 1; i < n; i++) {
        int m = moves[i], k = keys[i], j = i - 1;
        while (j >= 0 && keys[j] < k) {
            moves[j + 1] = moves[j];
            keys[j + 1] = keys[j];
            j--;
        }
        moves[j + 1] = m;
        keys[j + 1] = k;
    }
}

/* Orders the moves of a node: captures first, and at the root the previous best. */
static void order_node(const search_ctx *ctx, const tk_state *s, int *moves, int n, int ply)
{
    order_moves(s, moves, n);
    if (ply || ctx->first < 0)
        return;
    for (int i = 0; i < n; i++)
        if (moves[i] == ctx->first) {
            for (int j = i; j > 0; j--)
                moves[j] = moves[j - 1];
            moves[0] = ctx->first;
            return;
        }
}

/* --- paranoid ----------------------------------------------------------------------- */

static int balance(const tk_state *s, int me)
{
    int score = 0;
    for (int p = 0; p < TK_POINTS; p++) {
        uint8_t c = s->b[p];
        if (c)
            score += TK_OWNER(c) == me ? 2 * value_of(c, p) : -value_of(c, p);
    }
    return score;
}

static int paranoid(search_ctx *ctx, const tk_state *s, int depth, int alpha, int beta,
                    int ply, int *best)
{
    tk_state here = *s;
    tk_resolve(&here, NULL);
    if (here.defeated >> ctx->me & 1)
        return -TK_WIN + ply;
    if (tk_alive(&here) <= 1)
        return TK_WIN - ply;
    if (ctx->stopped || count_node(ctx) || depth == 0)
        return balance(&here, ctx->me);
    int moves[TK_MAX_MOVES];
    int n = tk_legal_moves(&here, moves);
    order_node(ctx, &here, moves, n, ply);
    int maximizing = here.turn == ctx->me;
    int value = maximizing ? -2 * TK_WIN : 2 * TK_WIN;
    for (int i = 0; i < n; i++) {
        tk_state child = here;
        tk_make(&child, moves[i], NULL);
        int v = paranoid(ctx, &child, depth - 1, alpha, beta, ply + 1, NULL);
        if (maximizing ? v > value : v < value) {
            value = v;
            if (best)
                *best = moves[i];
        }
        if (maximizing && value > alpha)
            alpha = value;
        if (!maximizing && value < beta)
            beta = value;
        if (alpha >= beta)
            break;
    }
    return value;
}

/* --- max-n -------------------------------------------------------------------------- */

#define ALIVE_BASE 100  /* being in play at all */
#define CHECK_NEXT 60   /* the general attacked by the kingdom to move */
#define CHECK_LATER 20  /* attacked by the other rival */

void tk_value(const tk_state *s, int value[3])
{
    int64_t raw[3] = {0, 0, 0};
    int mobility[3];
    tk_mobility(s, mobility);
    for (int p = 0; p < TK_POINTS; p++)
        if (s->b[p])
            raw[TK_OWNER(s->b[p])] += value_of(s->b[p], p);
    int attackers[TK_POINTS * 4];
    int64_t total = 0;
    for (int k = 0; k < 3; k++) {
        if (s->defeated >> k & 1 || s->king[k] < 0) {
            raw[k] = 0;
            continue;
        }
        raw[k] += ALIVE_BASE + mobility[k] / 2;
        int n = tk_attackers(s, s->king[k], k, attackers), next = 0;
        for (int i = 0; i < n; i++)
            next |= TK_OWNER(s->b[attackers[i]]) == s->turn;
        if (k != s->turn && n)
            raw[k] -= next ? CHECK_NEXT : CHECK_LATER;
        if (raw[k] < 10)
            raw[k] = 10;
        raw[k] *= raw[k];
        total += raw[k];
    }
    for (int k = 0; k < 3; k++)
        value[k] = total ? (int)(raw[k] * TK_SHARE / total) : 0;
}

static void copy3(int *to, const int *from)
{
    to[0] = from[0];
    to[1] = from[1];
    to[2] = from[2];
}

/* `bound`: the best component the kingdom that moved into this node (`parent`) already
 * has elsewhere, or -1. Fills out[3]. */
static void maxn(search_ctx *ctx, const tk_state *s, int depth, int parent, int bound, int ply,
                 int *best, int *out)
{
    tk_state here = *s;
    tk_resolve(&here, NULL);
    if (tk_alive(&here) <= 1) {
        out[0] = out[1] = out[2] = 0;
        out[here.turn] = TK_SHARE - ply; /* the last kingdom in play; sooner is better */
        return;
    }
    if (ctx->stopped || count_node(ctx) || depth == 0) {
        tk_value(&here, out);
        return;
    }
    int moves[TK_MAX_MOVES];
    int n = tk_legal_moves(&here, moves);
    order_node(ctx, &here, moves, n, ply);
    int me = here.turn, have = 0, v[3];
    for (int i = 0; i < n; i++) {
        tk_state child = here;
        tk_make(&child, moves[i], NULL);
        maxn(ctx, &child, depth - 1, me, have ? out[me] : -1, ply + 1, NULL, v);
        if (!have || v[me] > out[me]) {
            copy3(out, v);
            have = 1;
            if (best)
                *best = moves[i];
        }
        if (bound >= 0 && parent != me && TK_SHARE - out[me] <= bound)
            break; /* shallow cut: the parent keeps its other choice */
    }
}

/* --- driver ------------------------------------------------------------------------- */

int tk_search(const tk_state *s, int algorithm, int depth, const tk_limits *limits,
              tk_result *out)
{
    tk_state here = *s;
    tk_resolve(&here, NULL);
    out->move = -1;
    out->score = 0;
    out->value[0] = out->value[1] = out->value[2] = 0;
    out->depth = 0;
    out->stopped = 0;
    out->nodes = 0;
    if (tk_alive(&here) <= 1)
        return 0;
    search_ctx ctx = {0, limits->node_limit, limits, here.turn, 0, -1};
    uint64_t before = 0, last = 0; /* nodes of the last two iterations */
    for (int d = 1; d <= depth; d++) {
        /* max-n's trees grow by about the branching factor per ply: an iteration expected
         * (the last one times the last growth) not to finish within the limit is not begun.
         * Paranoid's growth swings with who maximises where, so it always tries. */
        if (algorithm == TK_MAXN && d > 2 && ctx.limit && before &&
            ctx.nodes + (double)last * ((double)last / (double)before) > (double)ctx.limit)
            break;
        uint64_t at = ctx.nodes;
        int move = -1, v = 0, vec[3] = {0, 0, 0};
        if (algorithm == TK_MAXN) {
            maxn(&ctx, &here, d, -1, -1, 0, &move, vec);
            v = vec[here.turn];
        } else {
            v = paranoid(&ctx, &here, d, -2 * TK_WIN, 2 * TK_WIN, 0, &move);
        }
        if (ctx.stopped && out->move >= 0)
            break;
        out->move = move;
        out->score = v;
        copy3(out->value, vec);
        if (ctx.stopped)
            break;
        out->depth = d;
        ctx.first = move;
        before = last;
        last = ctx.nodes - at;
    }
    out->stopped = ctx.stopped;
    out->nodes = ctx.nodes;
    return out->move >= 0;
}
