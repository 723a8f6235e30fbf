/*
 * The evaluation's weights in the order of eval_params.h: the scalars, then the
 * soldier, horse, chariot and cannon tables (rank from the owner's side, 0 = its
 * back rank, then file 0..8).
 * Tuned by scripts/texel_tune.py on 129501 positions (material, placement, mobility,
 * endgame, king, tempo; the square tables are the hand-set ones), K 0.2577; held-out
 * error 0.092872 -> 0.083725. Command (docs/engine.md, "Evaluation tuning"):
 * scripts/texel_tune.py /tmp/texel/data_s1.txt --tune material,placement,mobility,endgame,
 * king,tempo --steps 800 --rate 2 --l2 0 --write
 */
#define XQE_WEIGHT_VALUES \
    /* material */ -19, 34, 847, 1606, 944, 70, \
    /* advisor_centre, elephant_centre, elephant_edge */ 4, 47, -36, \
    /* mobility: horse, chariot moves, targets, cannon moves, targets */ 25, 16, 38, 1, 52, \
    /* endgame: horse, cannon, soldier */ -35, -40, 5, \
    /* guard_threat, cannon_no_advisor */ -11, 310, \
    /* king: off file, raised, hollow cannon, central cannon, chariot, behind screen */ \
    -45, -40, -49, -35, -60, -50, \
    /* attack_mass, tempo */ 56, 6, \
    /* soldier */ \
    0, 0, 0, 0, 0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, 0, 0, 0, 0, \
    0, 0, -5, 0, 8, 0, -5, 0, 0, \
    0, 0, 5, 0, 15, 0, 5, 0, 0, \
    60, 70, 80, 90, 95, 90, 80, 70, 60, \
    70, 80, 95, 110, 115, 110, 95, 80, 70, \
    70, 85, 100, 120, 125, 120, 100, 85, 70, \
    60, 75, 90, 110, 100, 110, 90, 75, 60, \
    0, 10, 20, 40, 40, 40, 20, 10, 0, \
    /* horse */ \
    -20, -15, -5, -5, -20, -5, -5, -15, -20, \
    -15, -5, 0, -10, -15, -10, 0, -5, -15, \
    -10, 0, 10, 5, 10, 5, 10, 0, -10, \
    -5, 5, 10, 15, 10, 15, 10, 5, -5, \
    0, 10, 15, 20, 20, 20, 15, 10, 0, \
    0, 15, 20, 25, 25, 25, 20, 15, 0, \
    5, 20, 25, 30, 25, 30, 25, 20, 5, \
    5, 25, 35, 35, 30, 35, 35, 25, 5, \
    0, 15, 35, 25, 10, 25, 35, 15, 0, \
    -5, 5, 10, 15, -10, 15, 10, 5, -5, \
    /* chariot */ \
    -10, 0, -5, 5, 0, 5, -5, 0, -10, \
    -5, 5, 0, 5, 0, 5, 0, 5, -5, \
    -5, 5, 0, 5, 5, 5, 0, 5, -5, \
    0, 5, 5, 10, 10, 10, 5, 5, 0, \
    5, 10, 10, 15, 15, 15, 10, 10, 5, \
    5, 10, 10, 15, 15, 15, 10, 10, 5, \
    10, 15, 15, 20, 20, 20, 15, 15, 10, \
    10, 20, 15, 25, 25, 25, 15, 20, 10, \
    10, 15, 15, 25, 30, 25, 15, 15, 10, \
    10, 15, 10, 20, 20, 20, 10, 15, 10, \
    /* cannon */ \
    0, 0, 5, 10, 10, 10, 5, 0, 0, \
    0, 5, 5, 5, 5, 5, 5, 5, 0, \
    0, 5, 0, 5, 15, 5, 0, 5, 0, \
    0, 0, 0, 0, 10, 0, 0, 0, 0, \
    0, 0, 0, 5, 10, 5, 0, 0, 0, \
    0, 5, 0, 5, 10, 5, 0, 5, 0, \
    0, 5, 5, 5, 10, 5, 5, 5, 0, \
    0, 0, 0, 0, 5, 0, 0, 0, 0, \
    0, 0, 0, -5, -5, -5, 0, 0, 0, \
    5, 5, 0, -5, -5, -5, 0, 5, 5
