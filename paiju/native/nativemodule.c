/*
 * paiju._native: the one extension module of Paiju, built from every source of this folder.
 *
 * Its API (typed in paiju/_native.pyi) is four parts, each added by its own file:
 *   rules core   Position, zobrist_piece, MAX_MOVES, MAX_PERFT_DEPTH      (coremodule.c)
 *   Three Kingd. tk_* functions, TkStopFlag, TK_* constants              (tk_module.c)
 *   mate prover  Prover, QUIET_ANY, MAX_N                                (provermodule.c)
 *   game engine  Searcher, INF, MATE, MATE_BOUND, PERPETUAL, MAX_DEPTH   (enginemodule.c)
 * The rules tables (attack tables, Zobrist keys) are built once, here, for all parts.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "position.h"

int xq_core_add(PyObject *m);
int xq_tk_add(PyObject *m);
int xq_prover_add(PyObject *m);
int xq_search_add(PyObject *m);
int xq_tb_add(PyObject *m);

static struct PyModuleDef nativemodule = {
    PyModuleDef_HEAD_INIT, "paiju._native",
    "Paiju's compiled core: rules, Three Kingdoms rules, mate prover, game search.", -1, NULL,
};

PyMODINIT_FUNC PyInit__native(void)
{
    xq_init();
    PyObject *m = PyModule_Create(&nativemodule);
    if (!m)
        return NULL;
    if (xq_core_add(m) < 0 || xq_tk_add(m) < 0 || xq_prover_add(m) < 0 ||
        xq_search_add(m) < 0 || xq_tb_add(m) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
