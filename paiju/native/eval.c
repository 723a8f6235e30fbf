/*
 * Hand-tuned evaluation: material (horses gain and cannons lose as the board
 * empties), piece-square terms, mobility, king safety (missing guards against
 * the attackers left, the hollow and the central cannon), advanced soldiers.
 * Scores are centipawns (an uncrossed soldier is about 100) for the side to move.
 */
#include "search.h"

enum { V_ADVISOR = 200, V_ELEPHANT = 200, V_HORSE = 430, V_CHARIOT = 1000, V_CANNON = 460,
       V_SOLDIER = 90 };

/* Indexed by file (0..8) and rank from the owner's side (0..9). */
static const int8_t soldier_bonus[10][9] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, -5, 0, 8, 0, -5, 0, 0},
    {0, 0, 5, 0, 15, 0, 5, 0, 0},
    {60, 70, 80, 90, 95, 90, 80, 70, 60},
    {70, 80, 95, 110, 115, 110, 95, 80, 70},
    {70, 85, 100, 120, 125, 120, 100, 85, 70},
    {60, 75, 90, 110, 100, 110, 90, 75, 60},
    {0, 10, 20, 40, 40, 40, 20, 10, 0},
};
static const int8_t horse_bonus[10][9] = {
    {-20, -15, -5, -5, -20, -5, -5, -15, -20},
    {-15, -5, 0, -10, -15, -10, 0, -5, -15},
    {-10, 0, 10, 5, 10, 5, 10, 0, -10},
    {-5, 5, 10, 15, 10, 15, 10, 5, -5},
    {0, 10, 15, 20, 20, 20, 15, 10, 0},
    {0, 15, 20, 25, 25, 25, 20, 15, 0},
    {5, 20, 25, 30, 25, 30, 25, 20, 5},
    {5, 25, 35, 35, 30, 35, 35, 25, 5},
    {0, 15, 35, 25, 10, 25, 35, 15, 0},
    {-5, 5, 10, 15, -10, 15, 10, 5, -5},
};
static const int8_t chariot_bonus[10][9] = {
    {-10, 0, -5, 5, 0, 5, -5, 0, -10},
    {-5, 5, 0, 5, 0, 5, 0, 5, -5},
    {-5, 5, 0, 5, 5, 5, 0, 5, -5},
    {0, 5, 5, 10, 10, 10, 5, 5, 0},
    {5, 10, 10, 15, 15, 15, 10, 10, 5},
    {5, 10, 10, 15, 15, 15, 10, 10, 5},
    {10, 15, 15, 20, 20, 20, 15, 15, 10},
    {10, 20, 15, 25, 25, 25, 15, 20, 10},
    {10, 15, 15, 25, 30, 25, 15, 15, 10},
    {10, 15, 10, 20, 20, 20, 10, 15, 10},
};
static const int8_t cannon_bonus[10][9] = {
    {0, 0, 5, 10, 10, 10, 5, 0, 0},
    {0, 5, 5, 5, 5, 5, 5, 5, 0},
    {0, 5, 0, 5, 15, 5, 0, 5, 0},
    {0, 0, 0, 0, 10, 0, 0, 0, 0},
    {0, 0, 0, 5, 10, 5, 0, 0, 0},
    {0, 5, 0, 5, 10, 5, 0, 5, 0},
    {0, 5, 5, 5, 10, 5, 5, 5, 0},
    {0, 0, 0, 0, 5, 0, 0, 0, 0},
    {0, 0, 0, -5, -5, -5, 0, 0, 0},
    {5, 5, 0, -5, -5, -5, 0, 5, 5},
};

static inline int rel_rank(int sq, int color)
{
    int r = sq / 9;
    return color == XQ_RED ? r : 9 - r;
}

/* Pieces (not empty points) along a ray from sq towards step, stopping at the edge. */
static int king_terms(const uint8_t *b, int k, int color, int enemy_cannons_file_bonus)
{
    (void)enemy_cannons_file_bonus;
    int score = 0, f = k % 9, rr = rel_rank(k, color);
    if (f != 4)
        score -= 15;
    score -= 12 * rr;
    /* Along the general's file towards the enemy: hollow cannon and central cannon. */
    int step = color == XQ_RED ? 9 : -9, screens = 0;
    for (int sq = k + step; sq >= 0 && sq < XQ_SQUARES; sq += step) {
        uint8_t pc = b[sq];
        if (!pc)
            continue;
        if (XQ_COLOR(pc) != color && XQ_TYPE(pc) == XQ_CANNON) {
            if (screens == 0)
                score -= 110;
            else if (screens == 1)
                score -= 35;
        }
        if (XQ_COLOR(pc) != color && XQ_TYPE(pc) == XQ_CHARIOT && screens <= 1)
            score -= screens == 0 ? 60 : 25;
        if (++screens > 2)
            break;
    }
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

int xqe_evaluate(const xq_position *p)
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
                int t = XQ_TYPE(b[sq]), f = sq % 9, rr = rel_rank(sq, c);
                count[c][t]++;
                int q, h;
                switch (t) {
                case XQ_SOLDIER:
                    score[c] += V_SOLDIER + soldier_bonus[rr][f];
                    if (rr >= 5 && rr <= 8)
                        attackers[c] += 1;
                    break;
                case XQ_ADVISOR:
                    score[c] += V_ADVISOR + (f == 4 ? 8 : 0);
                    break;
                case XQ_ELEPHANT:
                    score[c] += V_ELEPHANT + (f == 4 ? 10 : 0) - (f == 0 || f == 8 ? 8 : 0);
                    break;
                case XQ_HORSE:
                    phase++;
                    score[c] += V_HORSE + horse_bonus[rr][f] + 7 * horse_mobility(b, sq, c);
                    if (rr >= 5)
                        attackers[c] += 2;
                    break;
                case XQ_CHARIOT:
                    phase += 2;
                    line_mobility(b, sq, c, &q, &h);
                    score[c] += V_CHARIOT + chariot_bonus[rr][f] + 5 * q + 3 * h;
                    if (rr >= 4)
                        attackers[c] += 3;
                    break;
                case XQ_CANNON:
                    phase++;
                    line_mobility(b, sq, c, &q, &h);
                    score[c] += V_CANNON + cannon_bonus[rr][f] + 2 * q + 4 * h;
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
        score[c] += count[c][XQ_HORSE] * 6 * endgame - count[c][XQ_CANNON] * 5 * endgame;
        /* Soldiers matter more when few pieces remain. */
        score[c] += count[c][XQ_SOLDIER] * 3 * endgame;
        int e = c ^ 1;
        /* Missing guards hurt in proportion to the attack the other side still has. */
        int guards = count[c][XQ_ADVISOR] * 2 + count[c][XQ_ELEPHANT];
        int threat = count[e][XQ_CHARIOT] * 3 + count[e][XQ_HORSE] * 2 + count[e][XQ_CANNON] * 2 +
                     attackers[e];
        score[c] -= (6 - guards) * threat * 3;
        if (count[e][XQ_CANNON] && count[c][XQ_ADVISOR] == 0)
            score[c] -= 20 * count[e][XQ_CANNON];
        if (p->king[c] != XQ_NOSQ)
            score[c] += king_terms(b, p->king[c], c, 0) * (threat > 4 ? 2 : 1) / 2;
        if (attackers[c] >= 6)
            score[c] += 4 * (attackers[c] - 5);
    }
    int s = p->side;
    return score[s] - score[s ^ 1] + 12;
}
