/* Three Kingdoms xiangqi move generation, attacks, takeover and perft (see tk_core.h). */
#include "tk_core.h"

#include <stdlib.h>
#include <string.h>

static tk_table tables[TK_T_COUNT];

int tk_set_table(int which, int width, int rows, int *first, int *data)
{
    if (which < 0 || which >= TK_T_COUNT)
        return -1;
    free(tables[which].first);
    free(tables[which].data);
    tables[which].width = width;
    tables[which].rows = rows;
    tables[which].first = first;
    tables[which].data = data;
    return 0;
}

int tk_ready(void)
{
    for (int i = 0; i < TK_T_COUNT; i++)
        if (!tables[i].first)
            return 0;
    return 1;
}

/* Entries of table t at index i: a pointer to the first and their count. */
#define ENTRIES(t, i, ptr, n)                                                         \
    const int *ptr = tables[t].data + (size_t)tables[t].first[i] * tables[t].width;   \
    int n = tables[t].first[(i) + 1] - tables[t].first[i]

void tk_sync_kings(tk_state *s)
{
    for (int k = 0; k < 3; k++)
        s->king[k] = -1;
    for (int p = 0; p < TK_POINTS; p++)
        if (s->b[p] && TK_KIND(s->b[p]) == TK_GENERAL)
            s->king[TK_ORIGIN(s->b[p])] = (int16_t)p;
}

int tk_alive(const tk_state *s)
{
    int n = 0;
    for (int k = 0; k < 3; k++)
        n += !(s->defeated >> k & 1);
    return n;
}

int tk_next_alive(const tk_state *s, int k)
{
    for (int i = 1; i <= 3; i++) {
        int j = (k + i) % 3;
        if (!(s->defeated >> j & 1))
            return j;
    }
    return k;
}

int tk_prev_alive(const tk_state *s, int k)
{
    for (int i = 1; i <= 3; i++) {
        int j = (k + 3 - i) % 3;
        if (!(s->defeated >> j & 1))
            return j;
    }
    return k;
}

static inline int can_land(const tk_state *s, int to, int mover)
{
    return !s->b[to] || TK_OWNER(s->b[to]) != mover;
}

static int piece_moves(const tk_state *s, int p, int *out, int n)
{
    uint8_t c = s->b[p];
    int mover = TK_OWNER(c), kind = TK_KIND(c), origin = TK_ORIGIN(c);
    switch (kind) {
    case TK_CHARIOT:
    case TK_CANNON: {
        ENTRIES(TK_T_RAYS, p, ray, count);
        int w = tables[TK_T_RAYS].width;
        for (int r = 0; r < count; r++, ray += w) {
            int shared = ray[0], len = ray[1], screen = 0;
            for (int i = 0; i < len; i++) {
                int q = ray[2 + i];
                if (!s->b[q]) {
                    if (!screen && i >= shared)
                        out[n++] = TK_MOVE(p, q);
                    continue;
                }
                if (kind == TK_CHARIOT || screen) {
                    if (TK_OWNER(s->b[q]) != mover && i >= shared)
                        out[n++] = TK_MOVE(p, q);
                    break;
                }
                screen = 1;
            }
        }
        break;
    }
    case TK_HORSE: {
        ENTRIES(TK_T_HORSE, p, e, count);
        for (int i = 0; i < count; i++, e += 2)
            if (!s->b[e[0]] && can_land(s, e[1], mover))
                out[n++] = TK_MOVE(p, e[1]);
        break;
    }
    case TK_BANNER: {
        ENTRIES(TK_T_BANNER, p, e, count);
        for (int i = 0; i < count; i++, e += 3)
            if (!s->b[e[0]] && !s->b[e[1]] && can_land(s, e[2], mover))
                out[n++] = TK_MOVE(p, e[2]);
        break;
    }
    case TK_ELEPHANT: {
        if (TK_HALF(p) != origin)
            break;
        ENTRIES(TK_T_ELEPHANT, p, e, count);
        for (int i = 0; i < count; i++, e += 2)
            if (!s->b[e[0]] && can_land(s, e[1], mover))
                out[n++] = TK_MOVE(p, e[1]);
        break;
    }
    case TK_ADVISOR:
    case TK_GENERAL: {
        if (TK_HALF(p) != origin)
            break;
        int t = kind == TK_ADVISOR ? TK_T_ADVISOR : TK_T_GENERAL;
        ENTRIES(t, p, e, count);
        for (int i = 0; i < count; i++)
            if (can_land(s, e[i], mover))
                out[n++] = TK_MOVE(p, e[i]);
        break;
    }
    case TK_SOLDIER: {
        ENTRIES(TK_T_SOLDIER, origin * TK_POINTS + p, e, count);
        for (int i = 0; i < count; i++)
            if (can_land(s, e[i], mover))
                out[n++] = TK_MOVE(p, e[i]);
        break;
    }
    default:
        break;
    }
    return n;
}

int tk_pseudo_moves(const tk_state *s, int *out)
{
    int n = 0;
    for (int p = 0; p < TK_POINTS; p++)
        if (s->b[p] && TK_OWNER(s->b[p]) == s->turn)
            n = piece_moves(s, p, out, n);
    return n;
}

static inline int rival(const tk_state *s, int q, int kind, int mover)
{
    return s->b[q] && TK_KIND(s->b[q]) == kind && TK_OWNER(s->b[q]) != mover;
}

#define FOUND(q)                 \
    do {                         \
        if (!out)                \
            return 1;            \
        out[n++] = (q);          \
    } while (0)

int tk_attackers(const tk_state *s, int g, int mover, int *out)
{
    int n = 0;
    {
        ENTRIES(TK_T_RAYS, g, ray, count);
        int w = tables[TK_T_RAYS].width;
        for (int r = 0; r < count; r++, ray += w) {
            int len = ray[1], seen = 0;
            for (int i = 0; i < len && seen < 2; i++) {
                int q = ray[2 + i];
                if (!s->b[q])
                    continue;
                if (seen == 0 && (rival(s, q, TK_CHARIOT, mover) || rival(s, q, TK_GENERAL, mover)))
                    FOUND(q);
                if (seen == 1 && rival(s, q, TK_CANNON, mover))
                    FOUND(q);
                seen++;
            }
        }
    }
    {
        ENTRIES(TK_T_HORSE_INV, g, e, count);
        for (int i = 0; i < count; i++, e += 2)
            if (rival(s, e[0], TK_HORSE, mover) && !s->b[e[1]])
                FOUND(e[0]);
    }
    {
        ENTRIES(TK_T_BANNER_INV, g, e, count);
        for (int i = 0; i < count; i++, e += 3)
            if (rival(s, e[0], TK_BANNER, mover) && !s->b[e[1]] && !s->b[e[2]])
                FOUND(e[0]);
    }
    for (int o = 0; o < 3; o++) {
        ENTRIES(TK_T_SOLDIER_INV, o * TK_POINTS + g, e, count);
        for (int i = 0; i < count; i++)
            if (rival(s, e[i], TK_SOLDIER, mover) && TK_ORIGIN(s->b[e[i]]) == o)
                FOUND(e[i]);
    }
    {
        ENTRIES(TK_T_ELEPHANT, g, e, count);
        for (int i = 0; i < count; i++, e += 2)
            if (rival(s, e[1], TK_ELEPHANT, mover) && !s->b[e[0]] &&
                TK_ORIGIN(s->b[e[1]]) == TK_HALF(e[1]))
                FOUND(e[1]);
    }
    {
        ENTRIES(TK_T_ADVISOR, g, e, count);
        for (int i = 0; i < count; i++)
            if (rival(s, e[i], TK_ADVISOR, mover) && TK_ORIGIN(s->b[e[i]]) == TK_HALF(e[i]))
                FOUND(e[i]);
    }
    {
        ENTRIES(TK_T_GENERAL, g, e, count);
        for (int i = 0; i < count; i++)
            if (rival(s, e[i], TK_GENERAL, mover) && TK_ORIGIN(s->b[e[i]]) == TK_HALF(e[i]))
                FOUND(e[i]);
    }
    return n;
}

static void take_over(tk_state *s, int victim, int taker)
{
    s->king[victim] = -1;
    s->defeated |= (uint8_t)(1 << victim);
    for (int p = 0; p < TK_POINTS; p++)
        if (s->b[p] && TK_OWNER(s->b[p]) == victim)
            s->b[p] = (uint8_t)((s->b[p] & 0x3f) | taker << 6);
}

int tk_make(tk_state *s, int move, tk_event *ev)
{
    int from = TK_FROM(move), to = TK_TO(move), events = 0;
    uint8_t pc = s->b[from], cap = s->b[to];
    int mover = TK_OWNER(pc);
    s->b[to] = pc;
    s->b[from] = 0;
    if (TK_KIND(pc) == TK_GENERAL)
        s->king[TK_ORIGIN(pc)] = (int16_t)to;
    if (cap && TK_KIND(cap) == TK_GENERAL) {
        int victim = TK_ORIGIN(cap);
        take_over(s, victim, mover);
        if (ev) {
            ev->victim = (uint8_t)victim;
            ev->taker = (uint8_t)mover;
            ev->by_capture = 1;
        }
        events = 1;
    }
    s->turn = (uint8_t)tk_next_alive(s, mover);
    return events;
}

static int legal_after(const tk_state *s, int move, tk_state *child)
{
    int mover = s->turn;
    *child = *s;
    tk_make(child, move, NULL);
    int g = child->king[mover];
    return g >= 0 && !tk_attackers(child, g, mover, NULL);
}

int tk_legal_moves(const tk_state *s, int *out)
{
    int pseudo[TK_MAX_MOVES];
    int n = tk_pseudo_moves(s, pseudo), k = 0;
    tk_state child;
    for (int i = 0; i < n; i++)
        if (legal_after(s, pseudo[i], &child))
            out[k++] = pseudo[i];
    return k;
}

int tk_has_legal_move(const tk_state *s)
{
    int pseudo[TK_MAX_MOVES];
    int n = tk_pseudo_moves(s, pseudo);
    tk_state child;
    for (int i = 0; i < n; i++)
        if (legal_after(s, pseudo[i], &child))
            return 1;
    return 0;
}

int tk_resolve(tk_state *s, tk_event *ev)
{
    int events = 0;
    while (tk_alive(s) > 1 && !tk_has_legal_move(s)) {
        int victim = s->turn, taker = tk_prev_alive(s, victim);
        if (s->king[victim] >= 0)
            s->b[s->king[victim]] = 0;
        take_over(s, victim, taker);
        if (ev) {
            ev[events].victim = (uint8_t)victim;
            ev[events].taker = (uint8_t)taker;
            ev[events].by_capture = 0;
        }
        events++;
        s->turn = (uint8_t)tk_next_alive(s, victim);
    }
    return events;
}

static uint64_t perft_rec(const tk_state *s, int depth)
{
    int moves[TK_MAX_MOVES];
    int n = tk_legal_moves(s, moves);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        tk_state child = *s;
        tk_make(&child, moves[i], NULL);
        total += tk_perft(&child, depth - 1);
    }
    return total;
}

uint64_t tk_perft(const tk_state *s, int depth)
{
    if (depth == 0)
        return 1;
    tk_state here = *s;
    tk_resolve(&here, NULL);
    if (tk_alive(&here) <= 1)
        return 0;
    return perft_rec(&here, depth);
}

void tk_mobility(const tk_state *s, int count[3])
{
    int buf[TK_POINTS];
    count[0] = count[1] = count[2] = 0;
    for (int p = 0; p < TK_POINTS; p++)
        if (s->b[p])
            count[TK_OWNER(s->b[p])] += piece_moves(s, p, buf, 0);
}
