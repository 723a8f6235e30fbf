/*
 * The evaluation's weights (eval.c) in one table, in a fixed documented order:
 * first the named scalars of XQE_SCALAR_WEIGHTS, then four piece-square tables
 * of 90 entries each (soldier, horse, chariot, cannon), indexed rank * 9 + file
 * with the rank counted from the owner's side (0 = its back rank). The values
 * live in eval_weights.h (written by scripts/texel_tune.py).
 *
 * The evaluation is linear in these weights except for one rounding: the king's
 * terms are summed, then multiplied by 2 (or 1 when the other side's threat is 4
 * or less) and divided by 2 in integers, truncating towards zero. The trace
 * (xqe_eval_trace) gives each weight's coefficient with that factor as a real
 * number, so dot(weights, trace) is within 0.5 cp of xqe_evaluate per side.
 */
#ifndef PAIJU_EVAL_PARAMS_H
#define PAIJU_EVAL_PARAMS_H

#include "position.h"

/* X(identifier, name): each scalar weight with the name the Python side shows. */
#define XQE_SCALAR_WEIGHTS(X)                                                              \
    X(ADVISOR, "advisor")                     /* material */                             \
    X(ELEPHANT, "elephant")                                                                \
    X(HORSE, "horse")                                                                      \
    X(CHARIOT, "chariot")                                                                  \
    X(CANNON, "cannon")                                                                    \
    X(SOLDIER, "soldier")                                                                  \
    X(ADVISOR_CENTRE, "advisor_centre")       /* advisor on the palace's centre file */  \
    X(ELEPHANT_CENTRE, "elephant_centre")     /* elephant on the centre file */          \
    X(ELEPHANT_EDGE, "elephant_edge")         /* elephant on an edge file */             \
    X(HORSE_MOBILITY, "horse_mobility")       /* per point reached, leg free */          \
    X(CHARIOT_MOVES, "chariot_moves")         /* per empty point along its lines */      \
    X(CHARIOT_TARGETS, "chariot_targets")     /* per enemy piece at a line's end */      \
    X(CANNON_MOVES, "cannon_moves")                                                        \
    X(CANNON_TARGETS, "cannon_targets")       /* per enemy piece behind a screen */      \
    X(HORSE_ENDGAME, "horse_endgame")         /* per horse x endgame (0..16) */          \
    X(CANNON_ENDGAME, "cannon_endgame")                                                    \
    X(SOLDIER_ENDGAME, "soldier_endgame")                                                  \
    X(GUARD_THREAT, "guard_threat")           /* (6 - guards) x enemy threat */          \
    X(CANNON_NO_ADVISOR, "cannon_no_advisor") /* per enemy cannon, no advisor left */    \
    X(KING_OFF_FILE, "king_off_file")         /* king terms: x2 when threat > 4, /2 */   \
    X(KING_RAISED, "king_raised")             /* per rank off the back rank */           \
    X(HOLLOW_CANNON, "hollow_cannon")         /* enemy cannon facing the king, no screen */ \
    X(CENTRAL_CANNON, "central_cannon")       /* ... behind one screen */                \
    X(CHARIOT_ON_KING_FILE, "chariot_on_king_file")                                        \
    X(CHARIOT_BEHIND_SCREEN, "chariot_behind_screen")                                      \
    X(ATTACK_MASS, "attack_mass")             /* per attacker weight above 5 */          \
    X(TEMPO, "tempo")                         /* the side to move */

#define XQE_W_ENUM(id, name) XQE_W_##id,
enum {
    XQE_SCALAR_WEIGHTS(XQE_W_ENUM)
    XQE_N_SCALARS,
    XQE_W_PST_SOLDIER = XQE_N_SCALARS,
    XQE_W_PST_HORSE = XQE_W_PST_SOLDIER + 90,
    XQE_W_PST_CHARIOT = XQE_W_PST_HORSE + 90,
    XQE_W_PST_CANNON = XQE_W_PST_CHARIOT + 90,
    XQE_N_WEIGHTS = XQE_W_PST_CANNON + 90
};
#undef XQE_W_ENUM

/* The weights in use, XQE_N_WEIGHTS of them. */
const int *xqe_eval_weights(void);

/* Name of weight i (scalars by name; tables as "horse_square"), NULL past the end. */
const char *xqe_eval_weight_group(int i);

/* coef[i] (XQE_N_WEIGHTS of them) such that the evaluation for the side to move is
 * sum(coef[i] * weight[i]) up to the king terms' rounding; returns xqe_evaluate(p). */
int xqe_eval_trace(const xq_position *p, double *coef);

#endif
