/*
 * solver._prover: the Python face of the mate prover (prover.c).
 *
 * A Prover owns a fixed-size transposition table. Searches release the GIL,
 * so another thread can read `nodes`/`depth` for progress and call cancel().
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "position.h"
#include "prover.h"

typedef struct {
    PyObject_HEAD
    xqp_prover prover;
    int busy;
    size_t megabytes;
} ProverObject;

static int Prover_init(ProverObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"memory_mb", NULL};
    Py_ssize_t mb = 64;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|n", kwlist, &mb))
        return -1;
    if (mb < 1) {
        PyErr_SetString(PyExc_ValueError, "memory_mb must be at least 1");
        return -1;
    }
    xqp_free(&self->prover);
    if (!xqp_init(&self->prover, (size_t)mb)) {
        PyErr_NoMemory();
        return -1;
    }
    self->megabytes = (size_t)mb;
    return 0;
}

static void Prover_dealloc(ProverObject *self)
{
    xqp_free(&self->prover);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int load_position(xq_position *pos, PyObject *board, int side)
{
    Py_buffer view;
    if (PyObject_GetBuffer(board, &view, PyBUF_SIMPLE) < 0)
        return 0;
    if (view.len != XQ_SQUARES) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "board must be 90 piece codes");
        return 0;
    }
    xq_clear(pos);
    const uint8_t *b = view.buf;
    for (int sq = 0; sq < XQ_SQUARES; sq++)
        if (b[sq])
            xq_set_piece(pos, sq, b[sq]);
    PyBuffer_Release(&view);
    xq_set_side(pos, side & 1);
    return 1;
}

typedef int (*search_fn)(xqp_prover *, xq_position *, int, int, xq_move *);

static PyObject *run_search(ProverObject *self, PyObject *args, search_fn fn)
{
    PyObject *board;
    int side, n, quiet;
    double seconds = 0;
    if (!PyArg_ParseTuple(args, "Oiii|d", &board, &side, &n, &quiet, &seconds))
        return NULL;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Prover is already searching");
        return NULL;
    }
    xq_position pos;
    if (!load_position(&pos, board, side))
        return NULL;
    xq_move move = 0;
    int r;
    self->busy = 1;
    self->prover.deadline = seconds > 0 ? xqp_now() + seconds : 0;
    Py_BEGIN_ALLOW_THREADS
    r = fn(&self->prover, &pos, n, quiet, &move);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return Py_BuildValue("(ii)", r, (int)move);
}

static PyObject *Prover_attack(ProverObject *self, PyObject *args)
{
    return run_search(self, args, xqp_attack);
}

static PyObject *Prover_defend(ProverObject *self, PyObject *args)
{
    return run_search(self, args, xqp_defend);
}

static PyObject *Prover_find(ProverObject *self, PyObject *args)
{
    return run_search(self, args, xqp_find);
}

static PyObject *Prover_cancel(ProverObject *self, PyObject *unused)
{
    self->prover.stop = 1;
    Py_RETURN_NONE;
}

static PyObject *Prover_reset(ProverObject *self, PyObject *unused)
{
    self->prover.stop = 0;
    Py_RETURN_NONE;
}

static PyObject *Prover_clear(ProverObject *self, PyObject *unused)
{
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "cannot clear while searching");
        return NULL;
    }
    xqp_clear(&self->prover);
    Py_RETURN_NONE;
}

static PyObject *Prover_get_nodes(ProverObject *self, void *c)
{
    return PyLong_FromUnsignedLongLong(self->prover.nodes);
}

static PyObject *Prover_get_cancelled(ProverObject *self, void *c)
{
    return PyBool_FromLong(self->prover.stop);
}

static PyObject *Prover_get_table_bytes(ProverObject *self, void *c)
{
    return PyLong_FromSize_t((self->prover.mask + 1) * sizeof(xqp_entry) +
                             (self->prover.pn_mask + 1) * sizeof(xqp_pnentry));
}

static PyMethodDef Prover_methods[] = {
    {"attack", (PyCFunction)Prover_attack, METH_VARARGS,
     "attack(board, side, n, quiet[, seconds]) -> (result, key): 1 mate, 0 none, -1 aborted."},
    {"defend", (PyCFunction)Prover_defend, METH_VARARGS,
     "defend(board, side, n, quiet[, seconds]) -> (result, refutation)."},
    {"find", (PyCFunction)Prover_find, METH_VARARGS,
     "find(board, side, n, quiet[, seconds]) -> (result, key): df-pn, mate within n?"},
    {"cancel", (PyCFunction)Prover_cancel, METH_NOARGS, "Ask the running search to stop (any thread)."},
    {"reset", (PyCFunction)Prover_reset, METH_NOARGS, "Forget a cancel request."},
    {"clear", (PyCFunction)Prover_clear, METH_NOARGS, "Empty the transposition table."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Prover_getset[] = {
    {"nodes", (getter)Prover_get_nodes, NULL, "Nodes searched so far (all searches).", NULL},
    {"cancelled", (getter)Prover_get_cancelled, NULL, "Whether a cancel is pending.", NULL},
    {"table_bytes", (getter)Prover_get_table_bytes, NULL, "Size of the table in bytes.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject ProverType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "solver._prover.Prover",
    .tp_basicsize = sizeof(ProverObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Mate prover with a fixed-size transposition table.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Prover_init,
    .tp_dealloc = (destructor)Prover_dealloc,
    .tp_methods = Prover_methods,
    .tp_getset = Prover_getset,
};

static struct PyModuleDef provermodule = {
    PyModuleDef_HEAD_INIT, "solver._prover", "Compiled mate prover.", -1, NULL,
};

PyMODINIT_FUNC PyInit__prover(void)
{
    xq_init();
    if (PyType_Ready(&ProverType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&provermodule);
    if (!m)
        return NULL;
    Py_INCREF(&ProverType);
    if (PyModule_AddObject(m, "Prover", (PyObject *)&ProverType) < 0) {
        Py_DECREF(&ProverType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "QUIET_ANY", XQP_QUIET_ANY);
    PyModule_AddIntConstant(m, "MAX_N", XQP_MAX_N);
    return m;
}
