/*
 * The game search's use of the endgame tables (docs/tablebase.md, "In the engine"):
 * search.c calls xqe_tb_score at a node reached by a capture when a registry is set
 * (xqe_engine.tb); a position the loaded tables hold gets its exact value as a search
 * score, so the search plays the fastest win and the longest defence.
 */
#include "search.h"

int xqe_tb_score(const xqe_engine *e, int ply, int *score)
{
    int v = tb_probe(e->tb, &e->pos);
    if (v == TB_MISSING || v == TB_INVALID || v == TB_UNKNOWN)
        return 0;
    if (v == TB_DRAW) {
        *score = 0;
    } else if (v == TB_WIN_RULE || v == TB_LOSS_RULE) {
        /* Decided by the perpetual-check rule: scored as the search scores a perpetual. */
        *score = v == TB_WIN_RULE ? XQE_PERPETUAL - ply : -XQE_PERPETUAL + ply;
    } else {
        int d = tb_dist(v); /* plies to mate from here: odd, the side to move mates */
        int s = ply + d < 2 * XQE_MAX_PLY ? XQE_MATE - ply - d
                                          : XQE_MATE_BOUND - 1 - d; /* beyond the mate range:
                                             still above any evaluation, longer is worse */
        *score = d & 1 ? s : -s;
    }
    return 1;
}
