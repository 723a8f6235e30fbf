/* Paiju rules core: see position.h. */
#include "position.h"

#include <string.h>

uint64_t xq_zobrist[16][XQ_SQUARES];
uint64_t xq_zobrist_side;

/* Geometry tables, filled once by xq_init(). Lists end at their count. */
static int8_t ray[XQ_SQUARES][4][9];
static uint8_t ray_len[XQ_SQUARES][4];
static uint64_t ray_pts[XQ_SQUARES][4][2]; /* the points of each ray, as occupancy bits */
static int8_t ray_dir[XQ_SQUARES][XQ_SQUARES]; /* 1 + the ray of sq a point is on; 0: none */
static int8_t king_to[XQ_SQUARES][4];
static uint8_t king_n[XQ_SQUARES];
static int8_t adv_to[XQ_SQUARES][4];
static uint8_t adv_n[XQ_SQUARES];
static int8_t ele_to[XQ_SQUARES][4], ele_eye[XQ_SQUARES][4];
static uint8_t ele_n[XQ_SQUARES];
static int8_t horse_to[XQ_SQUARES][8], horse_leg[XQ_SQUARES][8];
static uint8_t horse_n[XQ_SQUARES];
static int8_t horse_from[XQ_SQUARES][8], horse_from_leg[XQ_SQUARES][8];
static uint8_t horse_from_n[XQ_SQUARES];
static uint64_t horse_from_pts[XQ_SQUARES][2]; /* horse_from[sq] as occupancy bits */
static int8_t pawn_to[2][XQ_SQUARES][3];
static uint8_t pawn_n[2][XQ_SQUARES];
static int8_t pawn_from[2][XQ_SQUARES][3];
static uint8_t pawn_from_n[2][XQ_SQUARES];
/* Does a non-general move from/to this point need a full legality test? */
static uint8_t near_king[XQ_SQUARES][XQ_SQUARES];
/* Points a horse (bit 0) or an elephant (bit 1) could check a general on k from. */
static uint8_t leaper_pt[XQ_SQUARES][XQ_SQUARES];
/* Points a chariot or cannon (line) or a horse (leap) could move to from a point, on an
 * empty board: a piece whose reach misses every point that could end a check has no
 * evasion, and its moves need not be generated. */
static uint64_t line_reach[XQ_SQUARES][2], leap_reach[XQ_SQUARES][2];
/* Is the point in any palace? In colour c's own palace? */
static uint8_t palace_pt[XQ_SQUARES];
static uint8_t home_palace[2][XQ_SQUARES];
/* Piece code on a point counts in strays[colour] (see position.h). */
static uint8_t stray_pt[16][XQ_SQUARES];

static int initialised = 0;

static int on_board(int f, int r) { return f >= 0 && f < 9 && r >= 0 && r < 10; }
static int in_palace(int f, int r) { return f >= 3 && f <= 5 && (r <= 2 || r >= 7); }
static int sq_of(int f, int r) { return r * 9 + f; }

uint64_t xq_splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void xq_init(void)
{
    static const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    static const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static const int knight[8][4] = {/* df, dr, leg df, leg dr */
        {1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
        {2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0}};
    if (initialised)
        return;
    uint64_t seed = 0x5041494A55ULL; /* "PAIJU": keys are stable across runs */
    for (int pc = 0; pc < 16; pc++)
        for (int sq = 0; sq < XQ_SQUARES; sq++)
            xq_zobrist[pc][sq] = xq_splitmix(&seed);
    xq_zobrist_side = xq_splitmix(&seed);

    for (int sq = 0; sq < XQ_SQUARES; sq++) {
        int f = sq % 9, r = sq / 9;
        for (int d = 0; d < 4; d++) {
            int n = 0, ff = f + dirs[d][0], rr = r + dirs[d][1];
            while (on_board(ff, rr)) {
                int t = sq_of(ff, rr);
                ray[sq][d][n++] = (int8_t)t;
                ray_pts[sq][d][t >> 6] |= 1ULL << (t & 63);
                ray_dir[sq][t] = (int8_t)(d + 1);
                ff += dirs[d][0];
                rr += dirs[d][1];
            }
            ray_len[sq][d] = (uint8_t)n;
            if (in_palace(f, r) && on_board(f + dirs[d][0], r + dirs[d][1]) &&
                in_palace(f + dirs[d][0], r + dirs[d][1]))
                king_to[sq][king_n[sq]++] = (int8_t)sq_of(f + dirs[d][0], r + dirs[d][1]);
        }
        for (int d = 0; d < 4; d++) {
            int af = f + diag[d][0], ar = r + diag[d][1];
            /* Advisors: palace diagonals only (centre and corners). */
            if (in_palace(f, r) && on_board(af, ar) && in_palace(af, ar) &&
                ((f == 4 && (r == 1 || r == 8)) || (af == 4 && (ar == 1 || ar == 8))))
                adv_to[sq][adv_n[sq]++] = (int8_t)sq_of(af, ar);
            int ef = f + 2 * diag[d][0], er = r + 2 * diag[d][1];
            if (on_board(ef, er) && (r <= 4) == (er <= 4)) {
                ele_to[sq][ele_n[sq]] = (int8_t)sq_of(ef, er);
                ele_eye[sq][ele_n[sq]++] = (int8_t)sq_of(af, ar);
            }
        }
        for (int k = 0; k < 8; k++) {
            int tf = f + knight[k][0], tr = r + knight[k][1];
            if (!on_board(tf, tr))
                continue;
            int leg = sq_of(f + knight[k][2], r + knight[k][3]);
            int to = sq_of(tf, tr);
            horse_to[sq][horse_n[sq]] = (int8_t)to;
            horse_leg[sq][horse_n[sq]++] = (int8_t)leg;
            horse_from_pts[to][sq >> 6] |= 1ULL << (sq & 63);
            horse_from[to][horse_from_n[to]] = (int8_t)sq;
            horse_from_leg[to][horse_from_n[to]++] = (int8_t)leg;
        }
        palace_pt[sq] = (uint8_t)in_palace(f, r);
        for (int c = 0; c < 2; c++) {
            int own_half = c == XQ_RED ? r <= 4 : r >= 5;
            home_palace[c][sq] = (uint8_t)(in_palace(f, r) && own_half);
            stray_pt[XQ_PIECE(XQ_ADVISOR, c)][sq] = (uint8_t)!home_palace[c][sq];
            stray_pt[XQ_PIECE(XQ_ELEPHANT, c)][sq] = (uint8_t)!own_half;
        }
        for (int c = 0; c < 2; c++) {
            int fwd = c == XQ_RED ? 1 : -1;
            int crossed = c == XQ_RED ? r >= 5 : r <= 4;
            int cand[3][2] = {{f, r + fwd}, {f - 1, r}, {f + 1, r}};
            int n = crossed ? 3 : 1;
            for (int k = 0; k < n; k++) {
                if (!on_board(cand[k][0], cand[k][1]))
                    continue;
                int to = sq_of(cand[k][0], cand[k][1]);
                pawn_to[c][sq][pawn_n[c][sq]++] = (int8_t)to;
                pawn_from[c][to][pawn_from_n[c][to]++] = (int8_t)sq;
            }
        }
    }
    for (int k = 0; k < XQ_SQUARES; k++)
        for (int sq = 0; sq < XQ_SQUARES; sq++) {
            int df = sq % 9 - k % 9, dr = sq / 9 - k / 9;
            near_king[k][sq] = (uint8_t)(df == 0 || dr == 0 || ((df == 1 || df == -1) && (dr == 1 || dr == -1)));
            int af = df < 0 ? -df : df, ar = dr < 0 ? -dr : dr;
            leaper_pt[k][sq] = (uint8_t)(((af == 1 && ar == 2) || (af == 2 && ar == 1)) |
                                         (af == 2 && ar == 2) << 1);
            if (sq != k && (df == 0 || dr == 0))
                line_reach[k][sq >> 6] |= 1ULL << (sq & 63);
        }
    for (int sq = 0; sq < XQ_SQUARES; sq++)
        for (int j = 0; j < horse_n[sq]; j++)
            leap_reach[sq][horse_to[sq][j] >> 6] |= 1ULL << (horse_to[sq][j] & 63);
    initialised = 1;
}

static inline void occ_flip(xq_position *p, int color, int sq)
{
    p->occ[color][sq >> 6] ^= 1ULL << (sq & 63);
}

void xq_clear(xq_position *p)
{
    memset(p, 0, sizeof *p);
    p->king[0] = p->king[1] = XQ_NOSQ;
}

/* A general of colour c on the board (after p->nking[c] was updated). */
static uint8_t find_king(const xq_position *p, int c)
{
    if (!p->nking[c])
        return XQ_NOSQ;
    for (int sq = 0; sq < XQ_SQUARES; sq++)
        if (p->board[sq] == XQ_PIECE(XQ_KING, c))
            return (uint8_t)sq;
    return XQ_NOSQ;
}

void xq_set_piece(xq_position *p, int sq, uint8_t pc)
{
    uint8_t old = p->board[sq];
    p->board[sq] = pc;
    if (old) {
        int c = XQ_COLOR(old);
        p->key ^= xq_zobrist[old][sq];
        occ_flip(p, c, sq);
        p->strays[c] -= stray_pt[old][sq];
        if (XQ_TYPE(old) == XQ_KING) {
            p->nking[c]--;
            if (p->king[c] == sq)
                p->king[c] = XQ_NOSQ;
        }
    }
    if (pc) {
        int c = XQ_COLOR(pc);
        p->key ^= xq_zobrist[pc][sq];
        occ_flip(p, c, sq);
        p->strays[c] += stray_pt[pc][sq];
        if (XQ_TYPE(pc) == XQ_KING) {
            p->nking[c]++;
            p->king[c] = (uint8_t)sq;
        }
    }
    for (int c = 0; c < 2; c++)
        if (p->king[c] == XQ_NOSQ)
            p->king[c] = find_king(p, c);
}

void xq_set_side(xq_position *p, int side)
{
    if (p->side != side)
        p->key ^= xq_zobrist_side;
    p->side = (uint8_t)side;
}

/* The mover is the piece's colour (normally the side to move; push() takes any
 * piece). from != to and a piece on from are the caller's to ensure. */
void xq_make(xq_position *p, xq_move m, xq_undo *u)
{
    int from = XQ_FROM(m), to = XQ_TO(m);
    uint8_t pc = p->board[from], cap = p->board[to];
    int c = XQ_COLOR(pc);
    u->key = p->key;
    u->captured = cap;
    u->king_taken = XQ_NOSQ;
    p->board[to] = pc;
    p->board[from] = 0;
    p->key ^= xq_zobrist[pc][from] ^ xq_zobrist[pc][to] ^ xq_zobrist_side;
    occ_flip(p, c, from);
    occ_flip(p, c, to);
    if (cap) {
        int e = XQ_COLOR(cap);
        p->key ^= xq_zobrist[cap][to];
        occ_flip(p, e, to);
        p->strays[e] -= stray_pt[cap][to];
        if (XQ_TYPE(cap) == XQ_KING) {
            u->king_taken = p->king[e];
            p->nking[e]--;
            if (p->king[e] == to)
                p->king[e] = find_king(p, e);
        }
    }
    if (XQ_TYPE(pc) == XQ_KING && p->king[c] == from)
        p->king[c] = (uint8_t)to;
    p->side ^= 1;
}

void xq_unmake(xq_position *p, xq_move m, const xq_undo *u)
{
    int from = XQ_FROM(m), to = XQ_TO(m);
    uint8_t pc = p->board[to], cap = u->captured;
    int c = XQ_COLOR(pc);
    p->side ^= 1;
    p->board[from] = pc;
    p->board[to] = cap;
    occ_flip(p, c, from);
    occ_flip(p, c, to);
    if (XQ_TYPE(pc) == XQ_KING && p->king[c] == to)
        p->king[c] = (uint8_t)from;
    if (cap) {
        int e = XQ_COLOR(cap);
        occ_flip(p, e, to);
        p->strays[e] += stray_pt[cap][to];
        if (XQ_TYPE(cap) == XQ_KING) {
            p->nking[e]++;
            p->king[e] = u->king_taken;
        }
    }
    p->key = u->key;
}

/* Could colour e capture the colour-c general on k, or does one of e's generals
 * face it on an open file? */
#define MARK(mask, sq) ((mask)[(sq) >> 6] |= 1ULL << ((sq) & 63))

/* The nearest two pieces on ray d of k (there is one at least), from the occupancy bits:
 * up the board (d 0) and to the right (d 2) the lowest points first, else the highest.
 * *second is -1 when there is no second one. */
static inline __attribute__((always_inline)) int ray_blockers(const xq_position *p, int k,
                                                              int d, int *second)
{
    uint64_t w0 = ray_pts[k][d][0] & (p->occ[0][0] | p->occ[1][0]);
    uint64_t w1 = ray_pts[k][d][1] & (p->occ[0][1] | p->occ[1][1]);
    int first;
    *second = -1;
    if (!(d & 1)) {
        first = w0 ? __builtin_ctzll(w0) : 64 + __builtin_ctzll(w1);
        if (w0)
            w0 &= w0 - 1;
        else
            w1 &= w1 - 1;
        if (w0 | w1)
            *second = w0 ? __builtin_ctzll(w0) : 64 + __builtin_ctzll(w1);
    } else {
        first = w1 ? 127 - __builtin_clzll(w1) : 63 - __builtin_clzll(w0);
        if (w1)
            w1 &= ~(1ULL << (first - 64));
        else
            w0 &= ~(1ULL << first);
        if (w0 | w1)
            *second = w1 ? 127 - __builtin_clzll(w1) : 63 - __builtin_clzll(w0);
    }
    return first;
}

/* Does an enemy piece on ray d stand where it can take colour c's general on k, and which:
 * 1 the nearest piece (a chariot, or a general facing it), 2 a cannon behind it, 0 none. */
static inline __attribute__((always_inline)) int ray_checker(const xq_position *p, int k,
                                                             int c, int d, int *first,
                                                             int *second)
{
    int e = c ^ 1;
    /* Every check along a line is by an enemy piece on it: no scan of a line with none. */
    if (!(ray_pts[k][d][0] & p->occ[e][0]) && !(ray_pts[k][d][1] & p->occ[e][1]))
        return 0;
    *first = ray_blockers(p, k, d, second);
    uint8_t pc = p->board[*first];
    /* A general faces along its file; across a rank it captures only a neighbour within
     * one palace. */
    int near = pc == XQ_PIECE(XQ_CHARIOT, e) ||
               (pc == XQ_PIECE(XQ_KING, e) &&
                (d < 2 || (*first == ray[k][d][0] && palace_pt[k] && palace_pt[*first])));
    int behind = *second >= 0 && p->board[*second] == XQ_PIECE(XQ_CANNON, e);
    return near | behind << 1;
}

/* The checks on colour c's general on k. With to == NULL: is there one (the first found
 * answers)? Otherwise every check is marked, and the count returned: in to[] the points
 * where a move by another piece could end it (the checker, the points between a line piece
 * and the general, a horse's leg, an elephant's eye), in from[] the points a cannon's screen
 * of colour c stands on (moving it away ends that check). Always inlined, so the plain
 * question costs no more than a function written for it alone. */
static inline __attribute__((always_inline)) int scan_checks(const xq_position *p, int k,
                                                             int c, uint64_t *to,
                                                             uint64_t *from)
{
    int e = c ^ 1, found = 0;
    const uint8_t *b = p->board;
    uint8_t eN = XQ_PIECE(XQ_HORSE, e), eP = XQ_PIECE(XQ_SOLDIER, e);
#define FOUND(...)                                                                      \
    do {                                                                                \
        if (!to)                                                                        \
            return 1;                                                                   \
        found++;                                                                        \
        __VA_ARGS__;                                                                    \
    } while (0)
    if ((horse_from_pts[k][0] & p->occ[e][0]) || (horse_from_pts[k][1] & p->occ[e][1]))
        for (int j = 0; j < horse_from_n[k]; j++)
            if (b[horse_from[k][j]] == eN && !b[horse_from_leg[k][j]])
                FOUND(MARK(to, horse_from[k][j]); MARK(to, horse_from_leg[k][j]));
    for (int j = 0; j < pawn_from_n[e][k]; j++)
        if (b[pawn_from[e][k][j]] == eP)
            FOUND(MARK(to, pawn_from[e][k][j]));
    for (int d = 0; d < 4; d++) {
        int first, second, how = ray_checker(p, k, c, d, &first, &second);
        if (!how)
            continue;
        const int8_t *r = ray[k][d];
        if (how & 1)
            FOUND(for (int t = 0; r[t] != first; t++) MARK(to, r[t]); MARK(to, first));
        if (how & 2)
            FOUND(for (int t = 0; r[t] != second; t++) MARK(to, r[t]); MARK(to, second);
                  if (XQ_COLOR(b[first]) == c) MARK(from, first));
    }
    /* Advisors and elephants reach a general at home only from off their own
     * ground (strays); a general away from home is checked against all. */
    if (p->strays[e] || !home_palace[c][k]) {
        uint8_t eA = XQ_PIECE(XQ_ADVISOR, e), eB = XQ_PIECE(XQ_ELEPHANT, e);
        for (int j = 0; j < adv_n[k]; j++)
            if (b[adv_to[k][j]] == eA)
                FOUND(MARK(to, adv_to[k][j]));
        for (int j = 0; j < ele_n[k]; j++)
            if (b[ele_to[k][j]] == eB && !b[ele_eye[k][j]])
                FOUND(MARK(to, ele_to[k][j]); MARK(to, ele_eye[k][j]));
    }
#undef FOUND
    return found;
}

static inline __attribute__((always_inline)) int general_attacked(const xq_position *p, int k,
                                                                  int c)
{
    return scan_checks(p, k, c, NULL, NULL);
}

/* Several generals (a hand-made setup): every point of the board is looked at. */
static __attribute__((noinline)) int any_general_attacked(const xq_position *p, int c)
{
    for (int sq = 0; sq < XQ_SQUARES; sq++)
        if (p->board[sq] == XQ_PIECE(XQ_KING, c) && general_attacked(p, sq, c))
            return 1;
    return 0;
}

int xq_king_attacked(const xq_position *p, int c)
{
    if (__builtin_expect(p->nking[c] > 1, 0))
        return any_general_attacked(p, c);
    int k = p->king[c];
    return k != XQ_NOSQ && general_attacked(p, k, c);
}

int xq_attackers(const xq_position *p, int sq, int by, uint8_t *out)
{
    const uint8_t *b = p->board;
    int n = 0;
    for (int d = 0; d < 4; d++) {
        const int8_t *r = ray[sq][d];
        int len = ray_len[sq][d], i = 0;
        while (i < len && !b[r[i]])
            i++;
        if (i == len)
            continue;
        uint8_t pc = b[r[i]];
        if (pc == XQ_PIECE(XQ_CHARIOT, by))
            out[n++] = (uint8_t)r[i];
        /* A general "attacks" along an open file the enemy general only. */
        if (pc == XQ_PIECE(XQ_KING, by) && d < 2 && b[sq] == XQ_PIECE(XQ_KING, by ^ 1))
            out[n++] = (uint8_t)r[i];
        for (i++; i < len; i++)
            if (b[r[i]]) {
                if (b[r[i]] == XQ_PIECE(XQ_CANNON, by))
                    out[n++] = (uint8_t)r[i];
                break;
            }
    }
    for (int j = 0; j < horse_from_n[sq]; j++)
        if (b[horse_from[sq][j]] == XQ_PIECE(XQ_HORSE, by) && !b[horse_from_leg[sq][j]])
            out[n++] = (uint8_t)horse_from[sq][j];
    for (int j = 0; j < pawn_from_n[by][sq]; j++)
        if (b[pawn_from[by][sq][j]] == XQ_PIECE(XQ_SOLDIER, by))
            out[n++] = (uint8_t)pawn_from[by][sq][j];
    for (int j = 0; j < king_n[sq]; j++)
        if (b[king_to[sq][j]] == XQ_PIECE(XQ_KING, by))
            out[n++] = (uint8_t)king_to[sq][j];
    for (int j = 0; j < adv_n[sq]; j++)
        if (b[adv_to[sq][j]] == XQ_PIECE(XQ_ADVISOR, by))
            out[n++] = (uint8_t)adv_to[sq][j];
    for (int j = 0; j < ele_n[sq]; j++)
        if (b[ele_to[sq][j]] == XQ_PIECE(XQ_ELEPHANT, by) && !b[ele_eye[sq][j]])
            out[n++] = (uint8_t)ele_to[sq][j];
    return n;
}

/* Pseudo-legal moves of the piece on `from` (of colour s) into out. */
static int gen_piece(const xq_position *p, int from, int s, xq_move *out)
{
    const uint8_t *b = p->board;
    int n = 0;
    uint8_t pc = b[from];
#define ADD_IF_FREE(to)                                      \
    do {                                                     \
        uint8_t t_ = b[(to)];                                \
        if (!t_ || XQ_COLOR(t_) != s)                        \
            out[n++] = XQ_MOVE(from, (to));                  \
    } while (0)
    switch (XQ_TYPE(pc)) {
    case XQ_KING:
        for (int j = 0; j < king_n[from]; j++)
            ADD_IF_FREE(king_to[from][j]);
        break;
    case XQ_ADVISOR:
        for (int j = 0; j < adv_n[from]; j++)
            ADD_IF_FREE(adv_to[from][j]);
        break;
    case XQ_ELEPHANT:
        for (int j = 0; j < ele_n[from]; j++)
            if (!b[ele_eye[from][j]])
                ADD_IF_FREE(ele_to[from][j]);
        break;
    case XQ_HORSE:
        for (int j = 0; j < horse_n[from]; j++)
            if (!b[horse_leg[from][j]])
                ADD_IF_FREE(horse_to[from][j]);
        break;
    case XQ_CHARIOT:
        for (int d = 0; d < 4; d++) {
            const int8_t *r = ray[from][d];
            int len = ray_len[from][d];
            for (int i = 0; i < len; i++) {
                uint8_t t = b[r[i]];
                if (!t) {
                    out[n++] = XQ_MOVE(from, r[i]);
                    continue;
                }
                if (XQ_COLOR(t) != s)
                    out[n++] = XQ_MOVE(from, r[i]);
                break;
            }
        }
        break;
    case XQ_CANNON:
        for (int d = 0; d < 4; d++) {
            const int8_t *r = ray[from][d];
            int len = ray_len[from][d], i = 0;
            for (; i < len && !b[r[i]]; i++)
                out[n++] = XQ_MOVE(from, r[i]);
            for (i++; i < len; i++) {
                uint8_t t = b[r[i]];
                if (t) {
                    if (XQ_COLOR(t) != s)
                        out[n++] = XQ_MOVE(from, r[i]);
                    break;
                }
            }
        }
        break;
    case XQ_SOLDIER:
        for (int j = 0; j < pawn_n[s][from]; j++)
            ADD_IF_FREE(pawn_to[s][from][j]);
        break;
    default:
        break;
    }
#undef ADD_IF_FREE
    return n;
}

/* Put the side to move's piece from `from` on `to` (capturing `cap`), board and occupancy
 * bits, for a legality test; `undo` puts it back. No king, key or count is touched. */
static inline void trial_move(xq_position *p, int from, int to, uint8_t pc, uint8_t cap,
                              int undo)
{
    int s = p->side;
    p->board[to] = undo ? cap : pc;
    p->board[from] = undo ? pc : 0;
    occ_flip(p, s, from);
    occ_flip(p, s, to);
    if (cap)
        occ_flip(p, s ^ 1, to);
}

/* Leaves the mover's general safe? Board is changed in place and restored. */
static inline int leaves_safe(xq_position *p, int from, int to)
{
    int s = p->side;
    uint8_t pc = p->board[from], cap = p->board[to];
    uint8_t oldk = p->king[s], oldek = p->king[s ^ 1];
    trial_move(p, from, to, pc, cap, 0);
    if (XQ_TYPE(pc) == XQ_KING)
        p->king[s] = (uint8_t)to;
    if (cap && XQ_TYPE(cap) == XQ_KING)
        p->king[s ^ 1] = XQ_NOSQ;
    int ok = !xq_king_attacked(p, s);
    trial_move(p, from, to, pc, cap, 1);
    p->king[s] = oldk;
    p->king[s ^ 1] = oldek;
    return ok;
}

/* Is colour c's general on k taken by a horse or an elephant (whose leg or eye is a diagonal
 * neighbour of k)? */
static inline int leap_checker(const xq_position *p, int k, int c)
{
    int e = c ^ 1;
    const uint8_t *b = p->board;
    uint8_t eN = XQ_PIECE(XQ_HORSE, e), eB = XQ_PIECE(XQ_ELEPHANT, e);
    for (int j = 0; j < horse_from_n[k]; j++)
        if (b[horse_from[k][j]] == eN && !b[horse_from_leg[k][j]])
            return 1;
    if (p->strays[e] || !home_palace[c][k])
        for (int j = 0; j < ele_n[k]; j++)
            if (b[ele_to[k][j]] == eB && !b[ele_eye[k][j]])
                return 1;
    return 0;
}

/* After a trial move from..to (the mover not colour c's general, on k): is that general taken
 * along a line through from or to, or (leap) by a horse or an elephant? When nothing else
 * attacked it before the move, nothing else can now, but a leap whose leg or eye was `from`. */
static inline __attribute__((always_inline)) int attacked_after(const xq_position *p, int k,
                                                                int c, int from, int to,
                                                                int leap)
{
    int d1 = ray_dir[k][from] - 1, d2 = ray_dir[k][to] - 1, first, second;
    return (d1 >= 0 && ray_checker(p, k, c, d1, &first, &second)) ||
           (d2 >= 0 && d2 != d1 && ray_checker(p, k, c, d2, &first, &second)) ||
           (leap && leap_checker(p, k, c));
}

/* Off the general's lines and next to it: a horse's leg or an elephant's eye. */
static inline int diagonal_neighbour(int k, int sq) { return !ray_dir[k][sq] && near_king[k][sq]; }

/* The side to move is not in check and moves a piece other than its general, on k, from..to:
 * is the general then taken? Board and occ are changed and restored. */
static inline int exposes(xq_position *p, int k, int from, int to)
{
    uint8_t pc = p->board[from], cap = p->board[to];
    trial_move(p, from, to, pc, cap, 0);
    int hit = attacked_after(p, k, p->side, from, to, diagonal_neighbour(k, from));
    trial_move(p, from, to, pc, cap, 1);
    return hit;
}

/* What a legality filter needs to know of the side to move's general, found once per
 * position (a stalemate or mate test filters piece by piece). */
typedef struct {
    int mode;              /* 0: no general, 1: several, 2: not in check, 3: in check */
    int k;
    uint64_t to_pts[2], from_pts[2]; /* in check: the points that may end it */
} legal_ctx;

static inline void legal_setup(const xq_position *p, legal_ctx *c)
{
    int s = p->side;
    c->k = p->king[s];
    if (c->k == XQ_NOSQ) {
        c->mode = 0;
    } else if (p->nking[s] != 1) {
        c->mode = 1;
    } else if (!xq_king_attacked(p, s)) {
        c->mode = 2;
    } else {
        c->mode = 3;
        c->to_pts[0] = c->to_pts[1] = c->from_pts[0] = c->from_pts[1] = 0;
        scan_checks(p, c->k, s, c->to_pts, c->from_pts);
    }
}

/* Keep the legal moves among n pseudo-legal ones. */
static inline int filter_with(xq_position *p, const legal_ctx *c, xq_move *ms, int n)
{
    int k = c->k, out = 0;
    switch (c->mode) {
    case 0:
        return n;
    case 1: /* several generals: every move gets the full test */
        for (int i = 0; i < n; i++)
            if (leaves_safe(p, XQ_FROM(ms[i]), XQ_TO(ms[i])))
                ms[out++] = ms[i];
        return out;
    case 2: { /* not in check: a move off the general's lines cannot expose it, and one
               * on them only along the lines it leaves or enters */
        const uint8_t *nk = near_king[k];
        for (int i = 0; i < n; i++) {
            int from = XQ_FROM(ms[i]), to = XQ_TO(ms[i]);
            if (from == k ? leaves_safe(p, from, to)
                          : (!nk[from] && !nk[to]) || !exposes(p, k, from, to))
                ms[out++] = ms[i];
        }
        return out;
    }
    default:
        /* In check: besides general moves only those that capture a checker, block one or
         * move a cannon's screen away can be legal; only they get the full test. */
        for (int i = 0; i < n; i++) {
            int from = XQ_FROM(ms[i]), to = XQ_TO(ms[i]);
            if ((from == k || xq_mask_has(c->to_pts, to) || xq_mask_has(c->from_pts, from)) &&
                leaves_safe(p, from, to))
                ms[out++] = ms[i];
        }
        return out;
    }
}

/* In check (mode 3): can the piece on sq have an evasion? The general and a cannon's screen
 * may; a chariot, cannon or horse only if its reach meets a point that ends the check. */
static inline int may_evade(const xq_position *p, const legal_ctx *c, int sq)
{
    if (sq == c->k || xq_mask_has(c->from_pts, sq))
        return 1;
    int t = XQ_TYPE(p->board[sq]);
    const uint64_t *r = t == XQ_CHARIOT || t == XQ_CANNON ? line_reach[sq]
                        : t == XQ_HORSE ? leap_reach[sq] : NULL;
    return !r || (r[0] & c->to_pts[0]) || (r[1] & c->to_pts[1]);
}

/* The legal moves, piece by piece; with `first`, stop at the first one. In check only the
 * pieces that may evade are generated. With no c, the pseudo-legal moves. */
static inline int gen_filtered(xq_position *p, const legal_ctx *c, xq_move *out, int first)
{
    int s = p->side, n = 0;
    for (int w = 0; w < 2; w++) {
        uint64_t bits = p->occ[s][w];
        while (bits) {
            int sq = __builtin_ctzll(bits) + 64 * w;
            bits &= bits - 1;
            if (c && c->mode == 3 && !may_evade(p, c, sq))
                continue;
            int m = gen_piece(p, sq, s, out + n);
            if (c && m && (m = filter_with(p, c, out + n, m)) && first)
                return 1;
            n += m;
        }
    }
    return n;
}

int xq_gen_pseudo(const xq_position *p, xq_move *out)
{
    return gen_filtered((xq_position *)p, NULL, out, 0); /* no filter: p is only read */
}

int xq_gen_legal(xq_position *p, xq_move *out)
{
    legal_ctx c;
    legal_setup(p, &c);
    if (c.mode == 3) /* in check: only the pieces that may evade are generated */
        return gen_filtered(p, &c, out, 0);
    int n = xq_gen_pseudo(p, out); /* one filter over every move: 5% fewer instructions */
    return filter_with(p, &c, out, n);
}

int xq_count_legal(xq_position *p)
{
    xq_move ms[XQ_MAX_MOVES];
    return xq_gen_legal(p, ms);
}

int xq_has_legal(xq_position *p)
{
    xq_move ms[XQ_MAX_PIECE_MOVES];
    legal_ctx c;
    legal_setup(p, &c);
    /* Piece by piece, so the search stops at the first legal move. */
    return gen_filtered(p, &c, ms, 1);
}

static inline __attribute__((always_inline)) int may_check(const xq_position *p, xq_move m)
{
    int e = p->side ^ 1;
    if (p->nking[e] != 1)
        return 1;
    int k = p->king[e], from = XQ_FROM(m), to = XQ_TO(m);
    /* Lines and screens (chariot, cannon, general, soldier), horse legs and elephant eyes
     * all run through the general's file, rank or diagonal neighbours: a move that neither
     * leaves nor enters one of those points can check only by a horse or an elephant
     * landing a leap away. */
    if (near_king[k][from] || near_king[k][to])
        return 1;
    int t = XQ_TYPE(p->board[from]);
    return (t == XQ_HORSE && (leaper_pt[k][to] & 1)) || (t == XQ_ELEPHANT && (leaper_pt[k][to] & 2));
}

int xq_may_give_check(const xq_position *p, xq_move m) { return may_check(p, m); }

int xq_move_checks(xq_position *p, xq_move m)
{
    if (!may_check(p, m))
        return 0;
    int s = p->side, e = s ^ 1, from = XQ_FROM(m), to = XQ_TO(m), k = p->king[e];
    uint8_t pc = p->board[from], cap = p->board[to];
    int t = XQ_TYPE(pc);
    /* Several generals, strays: made and tested. */
    if (p->nking[e] != 1 || p->strays[s] || !home_palace[e][k])
        return xq_gives_check(p, m);
    /* As for exposes(), plus what the mover itself may attack: a horse, or a soldier next to
     * the general (a chariot or cannon is on a line through `to`). A general that moves checks
     * only by what it uncovers: a legal move never makes it face the other, and across a rank
     * it cannot reach another palace. */
    trial_move(p, from, to, pc, cap, 0);
    int hit = attacked_after(p, k, e, from, to, t == XQ_HORSE || diagonal_neighbour(k, from));
    if (!hit && t == XQ_SOLDIER)
        for (int j = 0; j < pawn_from_n[s][k]; j++)
            hit |= pawn_from[s][k][j] == to;
    trial_move(p, from, to, pc, cap, 1);
    return hit;
}

int xq_spare_move(const xq_position *p, uint64_t span[2])
{
    int c = p->side ^ 1, k = p->king[c];
    if (k == XQ_NOSQ || p->nking[c] != 1)
        return 0;
    const uint8_t *b = p->board, *nk = near_king[k];
    for (int w = 0; w < 2; w++) {
        uint64_t bits = p->occ[c][w];
        while (bits) {
            int sq = __builtin_ctzll(bits) + 64 * w, to = -1, via = -1;
            bits &= bits - 1;
            if (sq == k || nk[sq])
                continue;
            /* A step to an empty point off the general's lines, and the leg or eye it needs. */
#define SPARE_TO(t, v)                        \
    if (to < 0 && !b[(t)] && !nk[(t)]) {      \
        to = (t);                             \
        via = (v);                            \
    }
            switch (XQ_TYPE(b[sq])) {
            case XQ_ADVISOR:
                for (int j = 0; j < adv_n[sq]; j++)
                    SPARE_TO(adv_to[sq][j], -1)
                break;
            case XQ_ELEPHANT:
                for (int j = 0; j < ele_n[sq]; j++)
                    if (!b[ele_eye[sq][j]])
                        SPARE_TO(ele_to[sq][j], ele_eye[sq][j])
                break;
            case XQ_HORSE:
                for (int j = 0; j < horse_n[sq]; j++)
                    if (!b[horse_leg[sq][j]])
                        SPARE_TO(horse_to[sq][j], horse_leg[sq][j])
                break;
            case XQ_CHARIOT:
            case XQ_CANNON: /* one point along a line: nothing between to keep empty */
                for (int d = 0; d < 4; d++)
                    if (ray_len[sq][d])
                        SPARE_TO(ray[sq][d][0], -1)
                break;
            case XQ_SOLDIER:
                for (int j = 0; j < pawn_n[c][sq]; j++)
                    SPARE_TO(pawn_to[c][sq][j], -1)
                break;
            default:
                break;
            }
#undef SPARE_TO
            if (to >= 0) {
                span[0] = span[1] = 0;
                MARK(span, sq);
                MARK(span, to);
                if (via >= 0)
                    MARK(span, via);
                return 1;
            }
        }
    }
    return 0;
}

int xq_gives_check(xq_position *p, xq_move m)
{
    xq_undo u;
    xq_make(p, m, &u);
    int check = xq_king_attacked(p, p->side);
    xq_unmake(p, m, &u);
    return check;
}

int xq_gen_checks(xq_position *p, xq_move *out)
{
    int n = xq_gen_legal(p, out), k = 0;
    for (int i = 0; i < n; i++)
        if (xq_gives_check(p, out[i]))
            out[k++] = out[i];
    return k;
}

int xq_is_pseudo(const xq_position *p, xq_move m)
{
    int from = XQ_FROM(m), to = XQ_TO(m);
    if (from >= XQ_SQUARES || to >= XQ_SQUARES)
        return 0;
    uint8_t pc = p->board[from];
    if (!pc || XQ_COLOR(pc) != p->side)
        return 0;
    xq_move ms[XQ_MAX_PIECE_MOVES];
    int n = gen_piece(p, from, p->side, ms);
    for (int i = 0; i < n; i++)
        if (ms[i] == m)
            return 1;
    return 0;
}

int xq_is_legal(xq_position *p, xq_move m)
{
    if (!xq_is_pseudo(p, m))
        return 0;
    if (p->king[p->side] == XQ_NOSQ)
        return 1;
    return leaves_safe(p, XQ_FROM(m), XQ_TO(m));
}

uint64_t xq_perft_until(xq_position *p, int depth, const atomic_int *stop)
{
    xq_move ms[XQ_MAX_MOVES];
    if (depth <= 0)
        return 1;
    int n = xq_gen_legal(p, ms);
    if (depth == 1)
        return (uint64_t)n;
    if (stop && atomic_load_explicit(stop, memory_order_relaxed))
        return 0;
    uint64_t total = 0;
    xq_undo u;
    for (int i = 0; i < n; i++) {
        xq_make(p, ms[i], &u);
        total += xq_perft_until(p, depth - 1, stop);
        xq_unmake(p, ms[i], &u);
    }
    return total;
}

uint64_t xq_perft(xq_position *p, int depth)
{
    return xq_perft_until(p, depth, NULL);
}

/* -- perpetual chase (docs/game-rules.md, "the subset Paiju implements") ------ */

static inline void bit_set(uint64_t *bits, int sq) { bits[sq >> 6] |= 1ULL << (sq & 63); }
static inline int bit_has(const uint64_t *bits, int sq) { return (int)(bits[sq >> 6] >> (sq & 63)) & 1; }
static inline void bit_clear(uint64_t *bits, int sq) { bits[sq >> 6] &= ~(1ULL << (sq & 63)); }

/* Is `m` legal for colour `side` in p (whoever is to move)? */
static int legal_for(xq_position *p, int side, xq_move m)
{
    uint8_t keep = p->side;
    p->side = (uint8_t)side;
    int ok = xq_is_legal(p, m);
    p->side = keep;
    return ok;
}

/* After `capture` by colour `by` (made on a copy), could the other side legally
 * take back on the point? Every piece with a move onto a point is among its
 * attackers, so those are the only candidates. */
static int protected_after(const xq_position *p, int by, xq_move capture)
{
    xq_position q = *p;
    xq_undo u;
    uint8_t att[XQ_MAX_ATTACKERS];
    int sq = XQ_TO(capture);
    q.side = (uint8_t)by;
    xq_make(&q, capture, &u); /* now the victim's side moves */
    int n = xq_attackers(&q, sq, by ^ 1, att);
    for (int i = 0; i < n; i++)
        if (xq_is_legal(&q, XQ_MOVE(att[i], sq)))
            return 1;
    return 0;
}

int xq_chased(xq_position *p, xq_move m, uint64_t out[2])
{
    int mover = p->side, opp = mover ^ 1, count = 0;
    int mfrom = XQ_FROM(m), mto = XQ_TO(m);
    out[0] = out[1] = 0;
    /* A move out of check is never a chase (docs/rules.md §3): it was forced. */
    if (xq_in_check(p))
        return 0;
    xq_position after = *p;
    xq_undo u;
    xq_make(&after, m, &u);
    const uint8_t *b = after.board;
    uint8_t att[XQ_MAX_ATTACKERS];
    for (int w = 0; w < 2; w++) {
        uint64_t bits = after.occ[opp][w];
        while (bits) {
            int sq = __builtin_ctzll(bits) + 64 * w;
            bits &= bits - 1;
            uint8_t victim = b[sq];
            int vt = XQ_TYPE(victim);
            if (vt == XQ_KING)
                continue;
            /* A soldier on its own side of the river may be attacked freely. */
            if (vt == XQ_SOLDIER && (opp == XQ_RED ? sq / 9 <= 4 : sq / 9 >= 5))
                continue;
            int n = xq_attackers(&after, sq, mover, att);
            for (int i = 0; i < n; i++) {
                int at = att[i];
                uint8_t attacker = b[at];
                int at_type = XQ_TYPE(attacker);
                if (at_type == XQ_KING || at_type == XQ_SOLDIER)
                    continue;
                xq_move capture = XQ_MOVE(at, sq);
                if (!legal_for(&after, mover, capture))
                    continue;
                /* An attack that was there before the move is no new chase. */
                int origin = at == mto ? mfrom : at;
                if (p->board[origin] == attacker && xq_is_legal(p, XQ_MOVE(origin, sq)))
                    continue;
                /* Like pieces attacking each other: an offer of exchange. */
                if (at_type == vt && legal_for(&after, opp, XQ_MOVE(sq, at)))
                    continue;
                int cheap = vt == XQ_CHARIOT && (at_type == XQ_HORSE || at_type == XQ_CANNON);
                if (cheap || !protected_after(&after, mover, capture)) {
                    bit_set(out, sq);
                    count++;
                    break;
                }
            }
        }
    }
    return count;
}

int xq_perpetual_chaser(const xq_position *start, const xq_move *moves, int n)
{
    xq_position q = *start;
    uint64_t tracked[2][2] = {{0, 0}, {0, 0}};
    int started[2] = {0, 0}, live[2] = {1, 1};
    for (int k = 0; k < n; k++) {
        xq_move m = moves[k];
        int c = q.side, from = XQ_FROM(m), to = XQ_TO(m);
        if (live[c]) {
            uint64_t now[2];
            xq_chased(&q, m, now);
            if (started[c]) {
                tracked[c][0] &= now[0];
                tracked[c][1] &= now[1];
            } else {
                tracked[c][0] = now[0];
                tracked[c][1] = now[1];
                started[c] = 1;
            }
            if (!(tracked[c][0] | tracked[c][1]))
                live[c] = 0;
        }
        /* The opponent's move carries a chased piece along as it flees. */
        if (started[c ^ 1] && bit_has(tracked[c ^ 1], from)) {
            bit_clear(tracked[c ^ 1], from);
            bit_set(tracked[c ^ 1], to);
        }
        if (!live[0] && !live[1])
            return -1;
        xq_undo u;
        xq_make(&q, m, &u);
    }
    int red = started[0] && live[0], black = started[1] && live[1];
    return red == black ? -1 : red ? XQ_RED : XQ_BLACK;
}
