/*
 * Endgame tablebases: signatures, index, probe and the retrograde builder
 * (tb.h; the method is described in docs/tablebase.md).
 */
#include "tb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Men other than the general, in canonical order. */
static const char LETTERS[] = "RHCPAE";
static const int TYPES[6] = {XQ_CHARIOT, XQ_HORSE, XQ_CANNON, XQ_SOLDIER, XQ_ADVISOR, XQ_ELEPHANT};
static const int LIMIT[6] = {2, 2, 2, 5, 2, 2};
#define ATTACKING 4 /* the first four kinds can give check */

enum { D_KING_HALF, D_KING, D_ADVISOR, D_ELEPHANT, D_SOLDIER, D_ANY, D_KINDS };
static uint8_t dom_sq[D_KINDS][2][XQ_SQUARES];
static uint8_t dom_n[D_KINDS][2];
static int8_t dom_slot[D_KINDS][2][XQ_SQUARES];

static int file_of(int sq) { return sq % 9; }
static int rank_of(int sq) { return sq / 9; }
static int flip_rank(int sq) { return (9 - rank_of(sq)) * 9 + file_of(sq); }
static int flip_file(int sq) { return rank_of(sq) * 9 + 8 - file_of(sq); }

/* May a Red man of domain kind k stand on (f, r)? Black's domains are the rank mirror. */
static int red_point(int k, int f, int r)
{
    int palace = f >= 3 && f <= 5 && r <= 2;
    switch (k) {
    case D_KING_HALF: return palace && f <= 4;
    case D_KING: return palace;
    case D_ADVISOR: return palace && (f + r) % 2 == 1;
    case D_ELEPHANT:
        return (r == 0 || r == 4) ? (f == 2 || f == 6) : (r == 2 && (f == 0 || f == 4 || f == 8));
    case D_SOLDIER: return r >= 5 || ((r == 3 || r == 4) && f % 2 == 0);
    default: return 1;
    }
}

void tb_init(void)
{
    for (int k = 0; k < D_KINDS; k++)
        for (int c = 0; c < 2; c++) {
            int n = 0;
            memset(dom_slot[k][c], -1, XQ_SQUARES);
            for (int sq = 0; sq < XQ_SQUARES; sq++) {
                int red_sq = c == XQ_RED ? sq : flip_rank(sq);
                if (red_point(k, file_of(red_sq), rank_of(red_sq))) {
                    dom_slot[k][c][sq] = (int8_t)n;
                    dom_sq[k][c][n++] = (uint8_t)sq;
                }
            }
            dom_n[k][c] = (uint8_t)n;
        }
}

static int domain_of(int type, int color, int first)
{
    switch (type) {
    case XQ_KING: return first ? D_KING_HALF : D_KING;
    case XQ_ADVISOR: return D_ADVISOR;
    case XQ_ELEPHANT: return D_ELEPHANT;
    case XQ_SOLDIER: return D_SOLDIER;
    default: (void)color; return D_ANY;
    }
}

/* -1, 0, 1: is side a weaker, as strong as, stronger than side b (canonical order)? */
static int side_cmp(const int a[6], const int b[6])
{
    int na = 0, nb = 0;
    for (int i = 0; i < ATTACKING; i++) {
        na += a[i];
        nb += b[i];
    }
    if (na != nb)
        return na < nb ? -1 : 1;
    for (int i = 0; i < 6; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static uint64_t mkey_of(const int count[2][6])
{
    uint64_t k = 0;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < 6; i++)
            k |= (uint64_t)count[c][i] << (3 * (c * 6 + i));
    return k;
}

/* Build the canonical signature of a material count (colours as given, swapped if Black
 * is the stronger side). */
static int sig_from_counts(int count[2][6], tb_sig *s, int *swapped, char *err, size_t errlen)
{
    int sw = side_cmp(count[0], count[1]) < 0;
    int c2[2][6];
    for (int i = 0; i < 6; i++) {
        c2[0][i] = count[sw][i];
        c2[1][i] = count[!sw][i];
    }
    memset(s, 0, sizeof *s);
    int men = 0, len = 0;
    for (int c = 0; c < 2; c++) {
        s->piece[men] = XQ_PIECE(XQ_KING, c);
        s->name[len++] = 'K';
        int d = domain_of(XQ_KING, c, c == XQ_RED);
        s->nsq[men] = dom_n[d][c];
        s->sq[men] = dom_sq[d][c];
        s->slot[men] = dom_slot[d][c];
        men++;
        for (int i = 0; i < 6; i++) {
            if (c2[c][i] > LIMIT[i]) {
                snprintf(err, errlen, "%s has %d %c, at most %d allowed",
                         c == (sw ? XQ_BLACK : XQ_RED) ? "Red" : "Black", c2[c][i], LETTERS[i],
                         LIMIT[i]);
                return -1;
            }
            for (int j = 0; j < c2[c][i]; j++) {
                if (men >= TB_MAX_MEN) {
                    snprintf(err, errlen, "more than %d men (generals included)", TB_MAX_MEN);
                    return -1;
                }
                s->piece[men] = XQ_PIECE(TYPES[i], c);
                s->name[len++] = LETTERS[i];
                d = domain_of(TYPES[i], c, 0);
                s->nsq[men] = dom_n[d][c];
                s->sq[men] = dom_sq[d][c];
                s->slot[men] = dom_slot[d][c];
                men++;
            }
        }
    }
    s->name[len] = 0;
    s->men = men;
    s->mult[men - 1] = 1;
    for (int i = men - 2; i >= 0; i--)
        s->mult[i] = s->mult[i + 1] * s->nsq[i + 1];
    s->size = s->mult[0] * s->nsq[0];
    s->mkey = mkey_of(c2);
    if (swapped)
        *swapped = sw;
    return 0;
}

int tb_parse(const char *text, tb_sig *out, int *swapped, char *err, size_t errlen)
{
    int count[2][6] = {{0}};
    int side = -1;
    for (const char *c = text; *c; c++) {
        char ch = *c;
        if (ch >= 'a' && ch <= 'z')
            ch = (char)(ch - 'a' + 'A');
        if (ch == 'N')
            ch = 'H';
        if (ch == 'B')
            ch = 'E';
        if (ch == 'K') {
            if (++side > 1) {
                snprintf(err, errlen, "signature '%s' has more than two generals (K)", text);
                return -1;
            }
            continue;
        }
        const char *at = strchr(LETTERS, ch);
        if (!at || !ch) {
            snprintf(err, errlen, "signature '%s': unknown letter '%c' at position %d "
                     "(use K R H C P A E)", text, *c, (int)(c - text) + 1);
            return -1;
        }
        if (side < 0) {
            snprintf(err, errlen, "signature '%s' must start with K (Red's general)", text);
            return -1;
        }
        count[side][at - LETTERS]++;
    }
    if (side != 1) {
        snprintf(err, errlen, "signature '%s' needs two generals (K...K...)", text);
        return -1;
    }
    return sig_from_counts(count, out, swapped, err, errlen);
}

static void counts_of_sig(const tb_sig *s, int count[2][6])
{
    memset(count, 0, sizeof(int) * 12);
    for (int i = 0; i < s->men; i++) {
        int t = XQ_TYPE(s->piece[i]);
        for (int j = 0; j < 6; j++)
            if (TYPES[j] == t)
                count[XQ_COLOR(s->piece[i])][j]++;
    }
}

int tb_subsignatures(const tb_sig *s, tb_sig *out)
{
    int count[2][6], n = 0;
    char err[128];
    counts_of_sig(s, count);
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < 6; i++) {
            if (!count[c][i])
                continue;
            count[c][i]--;
            tb_sig sub;
            if (sig_from_counts(count, &sub, NULL, err, sizeof err) == 0) {
                int dup = 0;
                for (int j = 0; j < n; j++)
                    dup |= out[j].mkey == sub.mkey;
                if (!dup)
                    out[n++] = sub;
            }
            count[c][i]++;
        }
    return n;
}

/* Material of a position; -1 with a message unless each side has exactly one general. */
static int position_counts(const xq_position *p, int count[2][6], char *err, size_t errlen)
{
    memset(count, 0, sizeof(int) * 12);
    int kings[2] = {0, 0};
    for (int c = 0; c < 2; c++)
        for (int w = 0; w < 2; w++)
            for (uint64_t b = p->occ[c][w]; b; b &= b - 1) {
                int sq = w * 64 + __builtin_ctzll(b);
                int t = XQ_TYPE(p->board[sq]);
                if (t == XQ_KING)
                    kings[c]++;
                for (int j = 0; j < 6; j++)
                    if (TYPES[j] == t)
                        count[c][j]++;
            }
    if (kings[0] != 1 || kings[1] != 1) {
        if (err)
            snprintf(err, errlen, "a table needs exactly one general per side");
        return -1;
    }
    return 0;
}

int tb_signature_of(const xq_position *p, tb_sig *out, char *err, size_t errlen)
{
    int count[2][6];
    if (position_counts(p, count, err, errlen) < 0)
        return -1;
    return sig_from_counts(count, out, NULL, err, errlen);
}

int tb_setup(const tb_sig *s, uint64_t idx, int side, xq_position *p)
{
    uint8_t sq[TB_MAX_MEN];
    for (int i = s->men - 1; i >= 0; i--) {
        sq[i] = s->sq[i][idx % s->nsq[i]];
        idx /= s->nsq[i];
    }
    xq_clear(p);
    for (int i = 0; i < s->men; i++) {
        /* men of one kind stand in ascending order of points: one index per position */
        if (p->board[sq[i]] || (i && s->piece[i] == s->piece[i - 1] && sq[i] < sq[i - 1]))
            return 0;
        xq_set_piece(p, sq[i], s->piece[i]);
    }
    xq_set_side(p, side);
    return !xq_king_attacked(p, !side);
}

/* Index of a position in table s, read with colours swapped if swap (the side to move
 * is the caller's to swap). 1 done, 0 a man off its domain, -1 other material. */
static int tb_index(const tb_sig *s, const xq_position *p, int swap, uint64_t *idx)
{
    uint8_t where[TB_MAX_MEN];
    uint32_t filled = 0;
    int placed = 0;
    for (int c = 0; c < 2; c++)
        for (int w = 0; w < 2; w++)
            for (uint64_t b = p->occ[c][w]; b; b &= b - 1) {
                int sq = w * 64 + __builtin_ctzll(b);
                uint8_t pc = p->board[sq];
                if (swap) {
                    pc = XQ_PIECE(XQ_TYPE(pc), !XQ_COLOR(pc));
                    sq = flip_rank(sq);
                }
                int i = 0;
                while (i < s->men && (s->piece[i] != pc || (filled >> i & 1)))
                    i++;
                if (i == s->men)
                    return -1;
                filled |= 1u << i;
                where[i] = (uint8_t)sq;
                placed++;
            }
    if (placed != s->men)
        return -1;
    if (file_of(where[0]) > 4)
        for (int i = 0; i < s->men; i++)
            where[i] = (uint8_t)flip_file(where[i]);
    /* men of one kind in ascending order of points (insertion sort within each kind) */
    for (int i = 1; i < s->men; i++)
        for (int j = i; j > 0 && s->piece[j] == s->piece[j - 1] && where[j] < where[j - 1]; j--) {
            uint8_t t = where[j];
            where[j] = where[j - 1];
            where[j - 1] = t;
        }
    uint64_t x = 0;
    for (int i = 0; i < s->men; i++) {
        int at = s->slot[i][where[i]];
        if (at < 0)
            return 0;
        x += (uint64_t)at * s->mult[i];
    }
    *idx = x;
    return 1;
}

static const tb_table *find_table(const tb_registry *r, uint64_t mkey)
{
    for (int i = 0; i < r->n; i++)
        if (r->t[i]->sig.mkey == mkey)
            return r->t[i];
    return NULL;
}

int tb_probe(const tb_registry *r, const xq_position *p)
{
    int count[2][6], sw[2][6];
    if (position_counts(p, count, NULL, 0) < 0)
        return TB_MISSING;
    for (int i = 0; i < 6; i++) {
        sw[0][i] = count[1][i];
        sw[1][i] = count[0][i];
    }
    int swap = 0;
    const tb_table *t = find_table(r, mkey_of(count));
    if (!t) {
        t = find_table(r, mkey_of(sw));
        swap = 1;
    }
    if (!t)
        return TB_MISSING;
    uint64_t idx;
    if (tb_index(&t->sig, p, swap, &idx) != 1)
        return TB_INVALID;
    return t->data[swap ? !p->side : p->side][idx];
}

/* ---- the builder ---------------------------------------------------------------- */

#define NO_OWN UINT64_MAX

typedef struct {
    tb_table *t;
    const tb_registry *subs;
    uint64_t n;                 /* positions per side */
    tb_progress_fn fn;
    void *ctx;
    uint64_t resolved, tick;
    xq_move moves[XQ_MAX_MOVES];
} builder;

/* Value of the position after move m (from its side to move's view); *own its index over
 * both sides in this table (NO_OWN after a capture); *check whether m gives check. */
static int child(builder *b, xq_position *p, xq_move m, uint64_t *own, int *check)
{
    xq_undo u;
    int v;
    xq_make(p, m, &u);
    *own = NO_OWN;
    if (u.captured) {
        v = tb_probe(b->subs, p);
    } else {
        uint64_t idx;
        if (tb_index(&b->t->sig, p, 0, &idx) == 1) {
            *own = p->side * b->n + idx;
            v = b->t->data[p->side][idx];
        } else {
            v = TB_INVALID;
        }
    }
    if (check)
        *check = xq_in_check(p);
    xq_unmake(p, m, &u);
    return v;
}

static int tick(builder *b, const char *phase, int pass)
{
    if (++b->tick & 16383)
        return 0;
    return b->fn && b->fn(b->ctx, phase, pass, b->resolved, 2 * b->n);
}

static uint8_t *value_at(builder *b, uint64_t g) { return &b->t->data[g >= b->n][g % b->n]; }

static int bit(const uint64_t *s, uint64_t g) { return (int)(s[g >> 6] >> (g & 63)) & 1; }
static void set_bit(uint64_t *s, uint64_t g) { s[g >> 6] |= 1ULL << (g & 63); }

/* A position's new value from its children in pass n (TB_UNKNOWN: not settled yet);
 * -1 with a message in err when a move leads to no table. */
typedef int (*decide_fn)(builder *b, xq_position *p, int n, char *err, size_t errlen);

/* Mate pass n: won if a move leads to a position lost in fewer than n plies, lost if every
 * move leads to one won in fewer than n plies. */
static int decide_mate(builder *b, xq_position *p, int n, char *err, size_t errlen)
{
    int nm = xq_gen_legal(p, b->moves), all_won = 1, won = 0;
    for (int i = 0; i < nm; i++) {
        uint64_t own;
        int cv = child(b, p, b->moves[i], &own, NULL);
        if (cv == TB_MISSING || cv == TB_INVALID) {
            snprintf(err, errlen, "%s: a move leads to a position no table holds (value %d)",
                     b->t->sig.name, cv);
            return -1;
        }
        if (tb_is_dist(cv) && tb_dist(cv) < n) {
            if (!(tb_dist(cv) & 1)) {
                won = 1;
                break;
            }
        } else {
            all_won = 0;
        }
    }
    if (!won && !all_won)
        return TB_UNKNOWN;
    if (n > TB_MAX_DIST) {
        snprintf(err, errlen, "%s: a mate longer than %d plies does not fit the one-byte "
                 "format", b->t->sig.name, TB_MAX_DIST);
        return -1;
    }
    return n + 1;
}

/* Values decided in smaller tables by the perpetual-check rule, carried up. */
static int decide_rule(builder *b, xq_position *p, int n, char *err, size_t errlen)
{
    int nm = xq_gen_legal(p, b->moves), all_won = 1;
    for (int i = 0; i < nm; i++) {
        uint64_t own;
        int cv = child(b, p, b->moves[i], &own, NULL);
        if (tb_is_loss(cv))
            return TB_WIN_RULE;
        all_won &= tb_is_win(cv);
    }
    return all_won ? TB_LOSS_RULE : TB_UNKNOWN;
}

/* One pass over the open positions (those in `only` if not NULL); *changed counts those settled. 0 done, 1 stopped by
 * the progress function, 2 on an error. */
static int sweep(builder *b, const char *phase, int n, decide_fn decide, const uint64_t *only,
                 uint64_t *changed, char *err, size_t errlen)
{
    xq_position p;
    *changed = 0;
    for (uint64_t g = 0; g < 2 * b->n; g++) {
        if (only && !only[g >> 6]) {
            g |= 63;
            continue;
        }
        if (tick(b, phase, n))
            return 1;
        if (only && !bit(only, g))
            continue;
        uint8_t *v = value_at(b, g);
        if (*v != TB_UNKNOWN)
            continue;
        tb_setup(&b->t->sig, g % b->n, (int)(g / b->n), &p);
        int nv = decide(b, &p, n, err, errlen);
        if (nv < 0)
            return 2;
        if (nv != TB_UNKNOWN) {
            *v = (uint8_t)nv;
            (*changed)++;
            b->resolved++;
        }
    }
    return 0;
}

/* The position before `to`'s man (of the side that moved last) came from the empty point
 * `from`: marked in cand when it is a legal position of this table. */
static void try_origin(builder *b, const xq_position *p, int from, int to, uint64_t *cand)
{
    xq_position q = *p;
    uint8_t pc = q.board[to];
    int c = XQ_COLOR(pc);
    uint64_t idx;
    xq_set_piece(&q, to, 0);
    xq_set_piece(&q, from, pc);
    xq_set_side(&q, c);
    if (xq_king_attacked(&q, !c) || tb_index(&b->t->sig, &q, 0, &idx) != 1)
        return;
    set_bit(cand, (uint64_t)c * b->n + idx);
    if (file_of(q.king[XQ_RED]) == 4) {
        /* Red's general on file e: the left-right mirror is stored too, as its own index. */
        xq_position m;
        xq_clear(&m);
        for (int sq = 0; sq < XQ_SQUARES; sq++)
            if (q.board[sq])
                xq_set_piece(&m, flip_file(sq), q.board[sq]);
        xq_set_side(&m, c);
        if (tb_index(&b->t->sig, &m, 0, &idx) == 1)
            set_bit(cand, (uint64_t)c * b->n + idx);
    }
}

static int on_board(int f, int r) { return f >= 0 && f < 9 && r >= 0 && r < 10; }

/* Mark every position one quiet move before p (un-moves of the side not to move). */
static void mark_predecessors(builder *b, const xq_position *p, uint64_t *cand)
{
    static const int orth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static const int jump[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2},
                                   {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
    int c = !p->side;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = p->occ[c][w]; bits; bits &= bits - 1) {
            int y = w * 64 + __builtin_ctzll(bits), t = XQ_TYPE(p->board[y]);
            int f = file_of(y), r = rank_of(y);
            if (t == XQ_KING || t == XQ_ADVISOR || t == XQ_ELEPHANT) {
                int kind = t == XQ_KING ? D_KING : t == XQ_ADVISOR ? D_ADVISOR : D_ELEPHANT;
                int step = t == XQ_ELEPHANT ? 2 : 1;
                for (int d = 0; d < 4; d++) {
                    const int *dir = t == XQ_KING ? orth[d] : diag[d];
                    int xf = f + dir[0] * step, xr = r + dir[1] * step;
                    if (!on_board(xf, xr) || dom_slot[kind][c][xr * 9 + xf] < 0 ||
                        p->board[xr * 9 + xf])
                        continue;
                    if (t == XQ_ELEPHANT && p->board[(r + dir[1]) * 9 + f + dir[0]])
                        continue; /* the eye */
                    try_origin(b, p, xr * 9 + xf, y, cand);
                }
            } else if (t == XQ_HORSE) {
                for (int d = 0; d < 8; d++) { /* it jumped from x to y = x + jump */
                    int df = jump[d][0], dr = jump[d][1], xf = f - df, xr = r - dr;
                    if (!on_board(xf, xr) || p->board[xr * 9 + xf])
                        continue;
                    int lf = xf + (df == 2 || df == -2 ? df / 2 : 0);
                    int lr = xr + (dr == 2 || dr == -2 ? dr / 2 : 0);
                    if (!p->board[lr * 9 + lf])
                        try_origin(b, p, xr * 9 + xf, y, cand);
                }
            } else if (t == XQ_CHARIOT || t == XQ_CANNON) {
                for (int d = 0; d < 4; d++)
                    for (int xf = f + orth[d][0], xr = r + orth[d][1];
                         on_board(xf, xr) && !p->board[xr * 9 + xf];
                         xf += orth[d][0], xr += orth[d][1])
                        try_origin(b, p, xr * 9 + xf, y, cand);
            } else if (t == XQ_SOLDIER) {
                int back = c == XQ_RED ? -1 : 1, across = c == XQ_RED ? r >= 5 : r <= 4;
                int x = (r + back) * 9 + f;
                if (on_board(f, r + back) && dom_slot[D_SOLDIER][c][x] >= 0 && !p->board[x])
                    try_origin(b, p, x, y, cand);
                for (int df = -1; across && df <= 1; df += 2)
                    if (on_board(f + df, r) && !p->board[y + df])
                        try_origin(b, p, y + df, y, cand);
            }
        }
}

typedef struct {
    uint64_t *g;
    size_t n, cap;
} wake_list;

/* For every open position, the passes where a capture's value (a mate distance in the
 * smaller table) can settle it: wake[d + 1] gets it for a capture leading to distance d. */
static int capture_wakes(builder *b, wake_list *wake)
{
    xq_position p;
    for (uint64_t g = 0; g < 2 * b->n; g++) {
        if (tick(b, "captures", 0))
            return 1;
        if (*value_at(b, g) != TB_UNKNOWN)
            continue;
        tb_setup(&b->t->sig, g % b->n, (int)(g / b->n), &p);
        int nm = xq_gen_legal(&p, b->moves);
        for (int i = 0; i < nm; i++) {
            if (!p.board[XQ_TO(b->moves[i])])
                continue;
            uint64_t own;
            int cv = child(b, &p, b->moves[i], &own, NULL);
            if (!tb_is_dist(cv) || tb_dist(cv) + 1 > TB_MAX_DIST)
                continue;
            wake_list *w = &wake[tb_dist(cv) + 1];
            if (w->n && w->g[w->n - 1] == g)
                continue;
            if (w->n == w->cap) {
                size_t cap = w->cap ? 2 * w->cap : 1024;
                uint64_t *grown = realloc(w->g, cap * sizeof *grown);
                if (!grown)
                    return -1;
                w->g = grown;
                w->cap = cap;
            }
            w->g[w->n++] = g;
        }
    }
    return 0;
}

/* Mate distances. Pass 1 looks at every open position; pass n > 1 only at those one quiet
 * move before a position settled in pass n - 1 (un-moves) and at those with a capture
 * into a smaller table's distance n - 1: no other can settle at distance n. */
static int mate_passes(builder *b, tb_stats *st, char *err, size_t errlen)
{
    uint64_t words = (2 * b->n + 63) / 64;
    uint64_t *cand = calloc(words, 8);
    wake_list *wake = calloc(TB_MAX_DIST + 2, sizeof *wake);
    int rc = !cand || !wake ? -1 : capture_wakes(b, wake);
    xq_position p;
    for (int n = 1; !rc; n++) {
        uint64_t changed;
        if (n > 1) {
            memset(cand, 0, words * 8);
            for (uint64_t g = 0; g < 2 * b->n; g++)
                if (*value_at(b, g) == n) { /* settled at distance n - 1 */
                    tb_setup(&b->t->sig, g % b->n, (int)(g / b->n), &p);
                    mark_predecessors(b, &p, cand);
                }
            if (n <= TB_MAX_DIST + 1)
                for (size_t i = 0; i < wake[n].n; i++)
                    set_bit(cand, wake[n].g[i]);
        }
        rc = sweep(b, "mates", n, decide_mate, n > 1 ? cand : NULL, &changed, err, errlen);
        st->passes = n;
        int pending = 0;
        for (int k = n + 1; k <= TB_MAX_DIST + 1; k++)
            pending |= wake[k].n > 0;
        if (!rc && !changed && !pending)
            break;
    }
    for (int k = 0; wake && k <= TB_MAX_DIST + 1; k++)
        free(wake[k].g);
    free(wake);
    free(cand);
    return rc;
}

static int rule_passes(builder *b, char *err, size_t errlen)
{
    for (uint64_t changed = 1; changed;) {
        int rc = sweep(b, "rule", 0, decide_rule, NULL, &changed, err, errlen);
        if (rc)
            return rc;
    }
    return 0;
}

/*
 * Perpetual check (docs/tablebase.md). Among the positions still undecided (D), side X
 * keeps its draw only if it can keep play inside D with infinitely many moves of its own
 * that give no check (or reach a drawn smaller table). This is a Buchi game: W starts as
 * D; A is where X can force such a quiet move; W minus A, and whatever Y can force into
 * it, is lost for X; repeat until A covers W. lose gets D \ W.
 */
typedef struct {
    int X;                                /* the side whose draw is in question */
    const uint64_t *D, *W, *A;            /* open positions, candidates, the growing set */
} game_sets;

/* Can X force a move that gives no check and stays in W (or reach a drawn smaller table),
 * or a position of A? (A: the attractor being grown.) */
static int forces_quiet(builder *b, xq_position *p, const game_sets *g)
{
    int nm = xq_gen_legal(p, b->moves), mover = p->side;
    for (int i = 0; i < nm; i++) {
        uint64_t own;
        int check, cv = child(b, p, b->moves[i], &own, &check);
        int safe = own == NO_OWN ? cv == TB_DRAW
                                 : bit(g->A, own) || (mover == g->X && bit(g->W, own) && !check);
        int in_play = own == NO_OWN ? cv == TB_DRAW : bit(g->D, own);
        if (mover == g->X && safe)
            return 1;
        if (mover != g->X && in_play && !safe)
            return 0;
    }
    return mover != g->X;
}

/* Can the other side force play into A (the trap being grown) or out of W? */
static int forced_out(builder *b, xq_position *p, const game_sets *g)
{
    int nm = xq_gen_legal(p, b->moves), mover = p->side;
    for (int i = 0; i < nm; i++) {
        uint64_t own;
        int cv = child(b, p, b->moves[i], &own, NULL);
        int bad = own != NO_OWN && bit(g->D, own) && (bit(g->A, own) || !bit(g->W, own));
        int in_play = own == NO_OWN ? cv == TB_DRAW : bit(g->D, own);
        if (mover == g->X && in_play && !bad)
            return 0;
        if (mover != g->X && bad)
            return 1;
    }
    return mover == g->X;
}

/* Add to A every position of W \ A that `test` accepts, until none is added. */
static int grow(builder *b, const game_sets *g, uint64_t *A,
                int (*test)(builder *, xq_position *, const game_sets *))
{
    xq_position p;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint64_t i = 0; i < 2 * b->n; i++) {
            if (tick(b, "perpetual check", g->X))
                return 1;
            if (!bit(g->W, i) || bit(A, i))
                continue;
            tb_setup(&b->t->sig, i % b->n, (int)(i / b->n), &p);
            if (test(b, &p, g)) {
                set_bit(A, i);
                changed = 1;
            }
        }
    }
    return 0;
}

static int buchi(builder *b, int X, const uint64_t *D, uint64_t *W, uint64_t *A, uint64_t *lose)
{
    uint64_t words = (2 * b->n + 63) / 64;
    game_sets g = {X, D, W, A};
    memcpy(W, D, words * 8);
    for (;;) {
        memset(A, 0, words * 8);
        if (grow(b, &g, A, forces_quiet))
            return 1;
        /* L = W \ A, then everything the other side can force into L or out of W. */
        int any = 0;
        for (uint64_t w = 0; w < words; w++) {
            A[w] = W[w] & ~A[w];
            any |= A[w] != 0;
        }
        if (!any)
            break;
        if (grow(b, &g, A, forced_out))
            return 1;
        for (uint64_t w = 0; w < words; w++)
            W[w] &= ~A[w];
    }
    for (uint64_t w = 0; w < words; w++)
        lose[w] = D[w] & ~W[w];
    return 0;
}

static int check_rule(builder *b, tb_stats *st)
{
    uint64_t words = (2 * b->n + 63) / 64;
    uint64_t *D = calloc(words, 8), *W = calloc(words, 8), *A = calloc(words, 8);
    uint64_t *lose[2] = {calloc(words, 8), calloc(words, 8)};
    int rc = 0;
    if (!D || !W || !A || !lose[0] || !lose[1]) {
        rc = -1;
        goto done;
    }
    for (uint64_t g = 0; g < 2 * b->n; g++)
        if (*value_at(b, g) == TB_UNKNOWN)
            set_bit(D, g);
    for (int X = 0; X < 2 && !rc; X++) {
        /* A side without a chariot, horse, cannon or soldier never gives check. */
        int attackers = 0;
        for (int i = 0; i < b->t->sig.men; i++) {
            int t = XQ_TYPE(b->t->sig.piece[i]);
            attackers += XQ_COLOR(b->t->sig.piece[i]) == X && t != XQ_KING &&
                         t != XQ_ADVISOR && t != XQ_ELEPHANT;
        }
        if (attackers)
            rc = buchi(b, X, D, W, A, lose[X]);
    }
    if (rc)
        goto done;
    for (uint64_t g = 0; g < 2 * b->n; g++) {
        if (!bit(D, g))
            continue;
        int lr = bit(lose[XQ_RED], g), lb = bit(lose[XQ_BLACK], g);
        if (lr != lb) {
            int loser = lr ? XQ_RED : XQ_BLACK;
            *value_at(b, g) = (int)(g / b->n) == loser ? TB_LOSS_RULE : TB_WIN_RULE;
            st->rule[g / b->n]++;
        }
    }
done:
    free(D);
    free(W);
    free(A);
    free(lose[0]);
    free(lose[1]);
    return rc;
}

int tb_build(tb_table *t, const tb_registry *subs, tb_progress_fn fn, void *ctx,
             tb_stats *st, char *err, size_t errlen)
{
    builder *b = calloc(1, sizeof *b);
    if (!b)
        return -1;
    b->t = t;
    b->subs = subs;
    b->n = t->sig.size;
    b->fn = fn;
    b->ctx = ctx;
    memset(st, 0, sizeof *st);
    st->maxdist = -1;

    tb_sig sub[2 * TB_MAX_MEN];
    int ns = tb_subsignatures(&t->sig, sub), maxsub = -1, rc = 0;
    int sub_rules = 0;
    for (int i = 0; i < ns; i++) {
        const tb_table *s = find_table(subs, sub[i].mkey);
        if (!s) {
            snprintf(err, errlen, "%s needs the table %s first", t->sig.name, sub[i].name);
            free(b);
            return 2;
        }
        if (s->maxdist > maxsub)
            maxsub = s->maxdist;
        sub_rules |= s->has_rule;
    }

    xq_position p;
    for (uint64_t g = 0; g < 2 * b->n; g++) {
        if (tick(b, "setup", 0)) {
            free(b);
            return 1;
        }
        uint8_t *v = value_at(b, g);
        if (!tb_setup(&t->sig, g % b->n, (int)(g / b->n), &p)) {
            *v = TB_INVALID;
            b->resolved++;
        } else if (!xq_has_legal(&p)) {
            *v = 1; /* no legal move: lost now (mate or stalemate) */
            b->resolved++;
        } else {
            *v = TB_UNKNOWN;
        }
    }
    rc = mate_passes(b, st, err, errlen);
    if (!rc && sub_rules)
        rc = rule_passes(b, err, errlen);
    if (!rc)
        rc = check_rule(b, st);
    if (rc) {
        free(b);
        return rc;
    }
    t->maxdist = -1;
    t->has_rule = 0;
    for (uint64_t g = 0; g < 2 * b->n; g++) {
        uint8_t *v = value_at(b, g);
        int side = (int)(g / b->n);
        if (*v == TB_UNKNOWN)
            *v = TB_DRAW;
        int k = *v == TB_INVALID ? 3 : tb_is_win(*v) ? 0 : tb_is_loss(*v) ? 2 : 1;
        st->count[side][k]++;
        t->has_rule |= *v == TB_WIN_RULE || *v == TB_LOSS_RULE;
        if (tb_is_dist(*v) && tb_dist(*v) > st->maxdist) {
            st->maxdist = tb_dist(*v);
            st->longest = g % b->n;
            st->longest_side = side;
        }
    }
    t->maxdist = st->maxdist;
    if (fn)
        fn(ctx, "done", st->passes, 2 * b->n, 2 * b->n);
    free(b);
    return 0;
}
