/*
 * The evaluation: material (changing as the board empties), piece-square terms,
 * mobility, king safety (missing guards against the attackers left, the hollow
 * and the central cannon), advanced soldiers. Centipawns for the side to move;
 * the scalar weights are fitted by Texel's method (docs/engine.md, "Evaluation
 * tuning"), the square tables hand-set.
 * The weights are the table of eval_params.h / eval_weights.h; one body serves the
 * search (no trace, folded away) and the tuner's trace (xqe_eval_trace).
 */
#include "eval_params.h"
#include "eval_weights.h"
#include "search.h"

static const int W[XQE_N_WEIGHTS] = {XQE_WEIGHT_VALUES};
_Static_assert(sizeof((int[]){XQE_WEIGHT_VALUES}) / sizeof(int) == XQE_N_WEIGHTS,
               "eval_weights.h must hold exactly XQE_N_WEIGHTS values");

/* Per colour coefficients of each weight, or NULL (the search). */
typedef double eval_trace[2][XQE_N_WEIGHTS];

/* score[c] += weight idx x n, recording n in the trace. */
#define TERM(c, idx, n)                                                                    \
    do {                                                                                   \
        int n_ = (n);                                                                      \
        score[c] += W[idx] * n_;                                                           \
        if (tr)                                                                            \
            (*tr)[c][idx] += n_;                                                           \
    } while (0)

static inline int rel_rank(int sq, int color)
{
    int r = sq / 9;
    return color == XQ_RED ? r : 9 - r;
}

/* The general's own terms, before scaling; coefficients times `scale` go to ktr. */
static inline int king_terms(const uint8_t *b, int k, int color, double *ktr, double scale)
{
    int score = 0, f = k % 9, rr = rel_rank(k, color);
#define KTERM(idx, n)                                                                      \
    do {                                                                                   \
        score += W[idx] * (n);                                                             \
        if (ktr)                                                                           \
            ktr[idx] += (n) * scale;                                                       \
    } while (0)
    if (f != 4)
        KTERM(XQE_W_KING_OFF_FILE, 1);
    KTERM(XQE_W_KING_RAISED, rr);
    /* Along the general's file towards the enemy: hollow cannon and central cannon. */
    int step = color == XQ_RED ? 9 : -9, screens = 0;
    for (int sq = k + step; sq >= 0 && sq < XQ_SQUARES; sq += step) {
        uint8_t pc = b[sq];
        if (!pc)
            continue;
        if (XQ_COLOR(pc) != color && XQ_TYPE(pc) == XQ_CANNON) {
            if (screens == 0)
                KTERM(XQE_W_HOLLOW_CANNON, 1);
            else if (screens == 1)
                KTERM(XQE_W_CENTRAL_CANNON, 1);
        }
        if (XQ_COLOR(pc) != color && XQ_TYPE(pc) == XQ_CHARIOT && screens <= 1)
            KTERM(screens == 0 ? XQE_W_CHARIOT_ON_KING_FILE : XQE_W_CHARIOT_BEHIND_SCREEN, 1);
        if (++screens > 2)
            break;
    }
#undef KTERM
    return score;
}
/* Points a horse on sq reaches whose leg is free, not landing on its own side's piece. */
static int horse_mobility(const uint8_t *b, int sq, int color)
{
    static const int8_t d[8][4] = {{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
                                   {2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0}};
    int f = sq % 9, r = sq / 9, n = 0;
    for (int k = 0; k < 8; k++) {
        int tf = f + d[k][0], tr = r + d[k][1];
        if (tf < 0 || tf > 8 || tr < 0 || tr > 9)
            continue;
        if (b[(r + d[k][3]) * 9 + f + d[k][2]])
            continue;
        uint8_t t = b[tr * 9 + tf];
        if (!t || XQ_COLOR(t) != color)
            n++;
    }
    return n;
}

/* Chariot moves and cannon quiet moves plus cannon captures, along the four rays. */
static void line_mobility(const uint8_t *b, int sq, int color, int *quiet, int *hits)
{
    static const int df[4] = {0, 0, 1, -1}, dr[4] = {1, -1, 0, 0};
    int f0 = sq % 9, r0 = sq / 9;
    *quiet = *hits = 0;
    for (int d = 0; d < 4; d++) {
        int f = f0 + df[d], r = r0 + dr[d];
        while (f >= 0 && f < 9 && r >= 0 && r < 10 && !b[r * 9 + f]) {
            (*quiet)++;
            f += df[d];
            r += dr[d];
        }
        if (f < 0 || f > 8 || r < 0 || r > 9)
            continue;
        if (XQ_TYPE(b[sq]) == XQ_CHARIOT) {
            if (XQ_COLOR(b[r * 9 + f]) != color)
                (*hits)++;
            continue;
        }
        for (f += df[d], r += dr[d]; f >= 0 && f < 9 && r >= 0 && r < 10; f += df[d], r += dr[d]) {
            uint8_t t = b[r * 9 + f];
            if (t) {
                if (XQ_COLOR(t) != color)
                    (*hits)++;
                break;
            }
        }
    }
}

static inline __attribute__((always_inline)) int evaluate(const xq_position *p, eval_trace *tr)
{
    const uint8_t *b = p->board;
    int score[2] = {0, 0};
    int count[2][8] = {{0}};
    int attackers[2] = {0, 0}; /* pieces in or next to the enemy half, weighted */
    int phase = 0;
    for (int c = 0; c < 2; c++)
        for (int w = 0; w < 2; w++) {
            uint64_t bits = p->occ[c][w];
            while (bits) {
                int sq = __builtin_ctzll(bits) + 64 * w;
                bits &= bits - 1;
                int t = XQ_TYPE(b[sq]), f = sq % 9, rr = rel_rank(sq, c), at = rr * 9 + f;
                count[c][t]++;
                int q, h;
                switch (t) {
                case XQ_SOLDIER:
                    TERM(c, XQE_W_SOLDIER, 1);
                    TERM(c, XQE_W_PST_SOLDIER + at, 1);
                    if (rr >= 5 && rr <= 8)
                        attackers[c] += 1;
                    break;
                case XQ_ADVISOR:
                    TERM(c, XQE_W_ADVISOR, 1);
                    TERM(c, XQE_W_ADVISOR_CENTRE, f == 4);
                    break;
                case XQ_ELEPHANT:
                    TERM(c, XQE_W_ELEPHANT, 1);
                    TERM(c, XQE_W_ELEPHANT_CENTRE, f == 4);
                    TERM(c, XQE_W_ELEPHANT_EDGE, f == 0 || f == 8);
                    break;
                case XQ_HORSE:
                    phase++;
                    TERM(c, XQE_W_HORSE, 1);
                    TERM(c, XQE_W_PST_HORSE + at, 1);
                    TERM(c, XQE_W_HORSE_MOBILITY, horse_mobility(b, sq, c));
                    if (rr >= 5)
                        attackers[c] += 2;
                    break;
                case XQ_CHARIOT:
                    phase += 2;
                    line_mobility(b, sq, c, &q, &h);
                    TERM(c, XQE_W_CHARIOT, 1);
                    TERM(c, XQE_W_PST_CHARIOT + at, 1);
                    TERM(c, XQE_W_CHARIOT_MOVES, q);
                    TERM(c, XQE_W_CHARIOT_TARGETS, h);
                    if (rr >= 4)
                        attackers[c] += 3;
                    break;
                case XQ_CANNON:
                    phase++;
                    line_mobility(b, sq, c, &q, &h);
                    TERM(c, XQE_W_CANNON, 1);
                    TERM(c, XQE_W_PST_CANNON + at, 1);
                    TERM(c, XQE_W_CANNON_MOVES, q);
                    TERM(c, XQE_W_CANNON_TARGETS, h);
                    if (rr >= 4 || f == 4)
                        attackers[c] += 2;
                    break;
                default:
                    break;
                }
            }
        }
    /* phase: 16 with everything on board (4 chariots count 2 each). */
    int endgame = 16 - (phase > 16 ? 16 : phase);
    for (int c = 0; c < 2; c++) {
        TERM(c, XQE_W_HORSE_ENDGAME, count[c][XQ_HORSE] * endgame);
        TERM(c, XQE_W_CANNON_ENDGAME, count[c][XQ_CANNON] * endgame);
        /* Soldiers matter more when few pieces remain. */
        TERM(c, XQE_W_SOLDIER_ENDGAME, count[c][XQ_SOLDIER] * endgame);
        int e = c ^ 1;
        /* Missing guards hurt in proportion to the attack the other side still has. */
        int guards = count[c][XQ_ADVISOR] * 2 + count[c][XQ_ELEPHANT];
        int threat = count[e][XQ_CHARIOT] * 3 + count[e][XQ_HORSE] * 2 + count[e][XQ_CANNON] * 2 +
                     attackers[e];
        TERM(c, XQE_W_GUARD_THREAT, (6 - guards) * threat);
        if (count[e][XQ_CANNON] && count[c][XQ_ADVISOR] == 0)
            TERM(c, XQE_W_CANNON_NO_ADVISOR, count[e][XQ_CANNON]);
        if (p->king[c] != XQ_NOSQ) {
            int m = threat > 4 ? 2 : 1;
            score[c] += king_terms(b, p->king[c], c, tr ? (*tr)[c] : NULL, m / 2.0) * m / 2;
        }
        if (attackers[c] >= 6)
            TERM(c, XQE_W_ATTACK_MASS, attackers[c] - 5);
    }
    int s = p->side;
    if (tr)
        (*tr)[s][XQE_W_TEMPO] += 1;
    return score[s] - score[s ^ 1] + W[XQE_W_TEMPO];
}

int xqe_evaluate(const xq_position *p)
{
    return evaluate(p, NULL);
}

int xqe_eval_trace(const xq_position *p, double *coef)
{
    eval_trace tr = {{0}};
    int v = evaluate(p, &tr);
    int s = p->side;
    for (int i = 0; i < XQE_N_WEIGHTS; i++)
        coef[i] = tr[s][i] - tr[s ^ 1][i];
    return v;
}

const int *xqe_eval_weights(void)
{
    return W;
}

const char *xqe_eval_weight_group(int i)
{
#define XQE_W_NAME(id, name) name,
    static const char *const names[XQE_N_SCALARS] = {XQE_SCALAR_WEIGHTS(XQE_W_NAME)};
#undef XQE_W_NAME
    if (i < 0 || i >= XQE_N_WEIGHTS)
        return NULL;
    if (i < XQE_N_SCALARS)
        return names[i];
    static const char *const tables[4] = {"soldier_square", "horse_square", "chariot_square",
                                          "cannon_square"};
    return tables[(i - XQE_N_SCALARS) / 90];
}
