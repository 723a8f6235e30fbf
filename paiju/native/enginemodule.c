/*
 * The game engine's part of paiju._native (nativemodule.c): Searcher (search.c, eval.c).
 *
 * A Searcher owns its transposition table. iterate() runs one iteration with
 * the GIL released, so another thread can call stop() (answered within about a
 * thousand nodes) while Python drives iterative deepening and time management.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "eval_params.h"
#include "position.h"
#include "pyposition.h"
#include "search.h"

typedef struct {
    PyObject_HEAD
    xqe_engine *eng;
    int busy;
    PyObject *table_owner; /* the Searcher whose table this one shares (lazy SMP) */
    int sharers;           /* Searchers sharing this one's table */
    PyObject *tables;      /* the TbRegistry the search probes (kept alive), or NULL */
} SearcherObject;

/* Let go of a shared table (the owner may then be re-initialised). */
static void drop_owner(SearcherObject *self)
{
    if (self->table_owner) {
        ((SearcherObject *)self->table_owner)->sharers--;
        Py_CLEAR(self->table_owner);
    }
}

static int Searcher_init(SearcherObject *self, PyObject *args, PyObject *kw)
{
    static char *kwlist[] = {"hash_mb", NULL};
    Py_ssize_t mb = 64;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|n", kwlist, &mb))
        return -1;
    if (mb < 1 || mb > 65536) {
        PyErr_SetString(PyExc_ValueError, "hash_mb must be between 1 and 65536");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Searcher is searching");
        return -1;
    }
    if (self->sharers) {
        PyErr_SetString(PyExc_RuntimeError, "other Searchers share this one's table");
        return -1;
    }
    if (self->eng) {
        xqe_free(self->eng);
        PyMem_RawFree(self->eng);
        self->eng = NULL;
    }
    drop_owner(self);
    self->eng = PyMem_RawMalloc(sizeof(xqe_engine));
    if (!self->eng || !xqe_init(self->eng, (size_t)mb)) {
        PyMem_RawFree(self->eng);
        self->eng = NULL;
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static void Searcher_dealloc(SearcherObject *self)
{
    if (self->eng) {
        xqe_free(self->eng);
        PyMem_RawFree(self->eng);
    }
    drop_owner(self);
    Py_CLEAR(self->tables);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int ready(SearcherObject *self)
{
    if (!self->eng) {
        PyErr_SetString(PyExc_RuntimeError, "Searcher not initialised");
        return 0;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Searcher is already searching");
        return 0;
    }
    return 1;
}

/* set_root(position, keys, checked, reversible[, moves]): keys are n
 * little-endian uint64, moves n little-endian uint16 (the move into each
 * position, 0 unknown; without them no chase is judged across the game). */
static PyObject *Searcher_set_root(SearcherObject *self, PyObject *args)
{
    xq_position pos;
    Py_buffer keys, checked, rev, moves = {0};
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTuple(args, "O&y*y*y*|y*", xq_position_converter, &pos, &keys, &checked,
                          &rev, &moves))
        return NULL;
    PyObject *result = NULL;
    Py_ssize_t n = keys.len / 8;
    if (keys.len % 8 || checked.len != n || rev.len != n || (moves.buf && moves.len != 2 * n)) {
        PyErr_SetString(PyExc_ValueError,
                        "keys, checked, reversible and moves must agree in length");
    } else {
        uint64_t *k = PyMem_RawMalloc((size_t)(n ? n : 1) * sizeof(uint64_t));
        xq_move *ms = PyMem_RawMalloc((size_t)(n ? n : 1) * sizeof(xq_move));
        if (!k || !ms) {
            PyErr_NoMemory();
        } else {
            memcpy(k, keys.buf, (size_t)n * 8);
            const uint8_t *mb = moves.buf;
            for (Py_ssize_t i = 0; mb && i < n; i++) {
                unsigned code = mb[2 * i] | (unsigned)mb[2 * i + 1] << 8;
                /* Only well-formed codes; anything else is "unknown". */
                ms[i] = (XQ_FROM(code) < XQ_SQUARES && XQ_TO(code) < XQ_SQUARES &&
                         !(code >> 14)) ? (xq_move)code : 0;
            }
            xqe_set_root(self->eng, &pos, k, checked.buf, rev.buf, mb ? ms : NULL, (int)n);
            result = Py_None;
            Py_INCREF(result);
        }
        PyMem_RawFree(k);
        PyMem_RawFree(ms);
    }
    PyBuffer_Release(&keys);
    PyBuffer_Release(&checked);
    PyBuffer_Release(&rev);
    if (moves.buf)
        PyBuffer_Release(&moves);
    return result;
}

/* iterate(depth, alpha, beta, exact, seconds, node_limit[, first]) ->
 *   (score, aborted, pv, root_scores, seldepth, root_done); `first`: the
 *   multi-PV line (root moves from that index on, see xqe_search_root). */
static PyTypeObject SearcherType;

static PyObject *Searcher_share_table(SearcherObject *self, PyObject *args)
{
    PyObject *other;
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTuple(args, "O!", &SearcherType, &other))
        return NULL;
    SearcherObject *owner = (SearcherObject *)other;
    if (owner == self || !owner->eng || owner->table_owner || self->sharers) {
        PyErr_SetString(PyExc_ValueError,
                        "share_table: give another Searcher that owns its table");
        return NULL;
    }
    drop_owner(self);
    xqe_share_tt(self->eng, owner->eng);
    Py_INCREF(other);
    self->table_owner = other;
    owner->sharers++;
    Py_RETURN_NONE;
}

static PyObject *Searcher_restrict(SearcherObject *self, PyObject *args)
{
    Py_buffer moves;
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTuple(args, "y*", &moves))
        return NULL;
    PyObject *result = NULL;
    Py_ssize_t n = moves.len / 2;
    if (moves.len % 2 || n > XQ_MAX_MOVES) {
        PyErr_SetString(PyExc_ValueError, "restrict: moves must be 16-bit codes, not too many");
    } else {
        xq_move ms[XQ_MAX_MOVES];
        const uint8_t *mb = moves.buf;
        for (Py_ssize_t i = 0; i < n; i++)
            ms[i] = (xq_move)(mb[2 * i] | (unsigned)mb[2 * i + 1] << 8);
        result = PyLong_FromLong(xqe_restrict_root(self->eng, ms, (int)n));
    }
    PyBuffer_Release(&moves);
    return result;
}

static PyObject *Searcher_iterate(SearcherObject *self, PyObject *args)
{
    int depth, alpha, beta, exact, first = 0;
    double seconds;
    unsigned long long node_limit;
    if (!ready(self))
        return NULL;
    if (!PyArg_ParseTuple(args, "iiipdK|i", &depth, &alpha, &beta, &exact, &seconds,
                          &node_limit, &first))
        return NULL;
    if (depth < 1 || depth > XQE_MAX_PLY - 8) {
        PyErr_SetString(PyExc_ValueError, "depth out of range");
        return NULL;
    }
    if (first < 0 || first >= XQ_MAX_MOVES) {
        PyErr_SetString(PyExc_ValueError, "first out of range");
        return NULL;
    }
    xqe_engine *e = self->eng;
    int score;
    self->busy = 1;
    e->deadline = seconds > 0 ? xqe_now() + seconds : 0;
    e->node_limit = node_limit;
    Py_BEGIN_ALLOW_THREADS
    score = xqe_search_root(e, depth, alpha, beta, exact, first);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    PyObject *pv = PyList_New(0), *root = PyList_New(0);
    if (!pv || !root)
        goto fail;
    for (int i = 0; i < e->pv_len[0] && i < XQE_MAX_PLY; i++) {
        PyObject *m = PyLong_FromLong(e->pv[0][i]);
        if (!m || PyList_Append(pv, m) < 0) {
            Py_XDECREF(m);
            goto fail;
        }
        Py_DECREF(m);
    }
    for (int i = 0; i < e->n_root; i++) {
        PyObject *t = Py_BuildValue("(ii)", (int)e->root[i].move, e->root[i].score);
        if (!t || PyList_Append(root, t) < 0) {
            Py_XDECREF(t);
            goto fail;
        }
        Py_DECREF(t);
    }
    return Py_BuildValue("(iNNNii)", score, PyBool_FromLong(e->aborted), pv, root, e->seldepth,
                         e->root_done);
fail:
    Py_XDECREF(pv);
    Py_XDECREF(root);
    return NULL;
}

static PyObject *Searcher_stop(SearcherObject *self, PyObject *unused)
{
    if (self->eng)
        atomic_store_explicit(&self->eng->stop, 1, memory_order_relaxed);
    Py_RETURN_NONE;
}

static PyObject *Searcher_reset_stop(SearcherObject *self, PyObject *unused)
{
    if (self->eng)
        atomic_store_explicit(&self->eng->stop, 0, memory_order_relaxed);
    Py_RETURN_NONE;
}

static PyObject *Searcher_clear(SearcherObject *self, PyObject *unused)
{
    if (!ready(self))
        return NULL;
    xqe_clear(self->eng);
    Py_RETURN_NONE;
}

static PyObject *Searcher_evaluate(SearcherObject *self, PyObject *args)
{
    xq_position pos;
    if (!PyArg_ParseTuple(args, "O&", xq_position_converter, &pos))
        return NULL;
    return PyLong_FromLong(xqe_evaluate(&pos));
}

/* see(position, move) -> centipawns: the static exchange evaluation the search orders and
 * prunes captures by (xqe_see), for the side to move; a test hook. The move must be a
 * pseudo-legal capture by the side to move (pins are not looked at). */
static PyObject *Searcher_see(PyObject *unused, PyObject *args)
{
    xq_position pos;
    int move;
    if (!PyArg_ParseTuple(args, "O&i", xq_position_converter, &pos, &move))
        return NULL;
    if (move < 0 || move > 0xffff || XQ_FROM(move) >= XQ_SQUARES || XQ_TO(move) >= XQ_SQUARES ||
        !xq_is_pseudo(&pos, (xq_move)move) || !pos.board[XQ_TO(move)]) {
        PyErr_Format(PyExc_ValueError,
                     "see: move code %d is not a capture by the side to move here", move);
        return NULL;
    }
    return PyLong_FromLong(xqe_see(&pos, (xq_move)move));
}

/* In tbmodule.c: the tables of a TbRegistry (NULL with TypeError if obj is none). */
const tb_registry *xq_tb_registry_of(PyObject *obj);

/* set_tables(registry | None): the endgame tables the search probes after captures. */
static PyObject *Searcher_set_tables(SearcherObject *self, PyObject *registry)
{
    if (!ready(self))
        return NULL;
    const tb_registry *reg = NULL;
    if (registry != Py_None && !(reg = xq_tb_registry_of(registry)))
        return NULL;
    Py_XINCREF(reg ? registry : NULL);
    Py_XSETREF(self->tables, reg ? registry : NULL);
    self->eng->tb = reg;
    Py_RETURN_NONE;
}

static PyObject *Searcher_get_nodes(SearcherObject *self, void *c)
{
    return PyLong_FromUnsignedLongLong(self->eng ? self->eng->nodes : 0);
}

static PyMethodDef Searcher_methods[] = {
    {"set_root", (PyCFunction)Searcher_set_root, METH_VARARGS,
     "set_root(position, keys, checked, reversible[, moves]): the position (a Position) and "
     "its game history."},
    {"share_table", (PyCFunction)Searcher_share_table, METH_VARARGS,
     "share_table(owner): search with owner's transposition table (lazy SMP helpers)."},
    {"restrict", (PyCFunction)Searcher_restrict, METH_VARARGS,
     "restrict(moves) -> count: search only these root moves (16-bit codes) after set_root."},
    {"iterate", (PyCFunction)Searcher_iterate, METH_VARARGS,
     "iterate(depth, alpha, beta, exact, seconds, node_limit[, first]) -> "
     "(score, aborted, pv, root_scores, seldepth, root_done); releases the GIL."},
    {"stop", (PyCFunction)Searcher_stop, METH_NOARGS, "Ask the running iteration to stop (any thread)."},
    {"reset_stop", (PyCFunction)Searcher_reset_stop, METH_NOARGS, "Forget a stop request."},
    {"clear", (PyCFunction)Searcher_clear, METH_NOARGS, "Empty the table, killers and history."},
    {"set_tables", (PyCFunction)Searcher_set_tables, METH_O,
     "set_tables(registry | None): probe these endgame tables (TbRegistry) after captures."},
    {"evaluate", (PyCFunction)Searcher_evaluate, METH_VARARGS,
     "evaluate(position) -> static score for the side to move."},
    {"see", (PyCFunction)Searcher_see, METH_VARARGS | METH_STATIC,
     "see(position, move) -> static exchange evaluation (centipawns) of a capture by the side "
     "to move; a test hook (pins are not looked at)."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Searcher_getset[] = {
    {"nodes", (getter)Searcher_get_nodes, NULL, "Nodes since the root was set.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject SearcherType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "paiju._native.Searcher",
    .tp_basicsize = sizeof(SearcherObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Alpha-beta game search with its own transposition table.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Searcher_init,
    .tp_dealloc = (destructor)Searcher_dealloc,
    .tp_methods = Searcher_methods,
    .tp_getset = Searcher_getset,
};

/* The evaluation's weights for the tuner (scripts/texel_tune.py; eval_params.h). */

/* A list of n items made by item(i, ctx); NULL with the error set when one fails. */
static PyObject *list_of(int n, PyObject *(*item)(int, const void *), const void *ctx)
{
    PyObject *out = PyList_New(n);
    for (int i = 0; out && i < n; i++) {
        PyObject *v = item(i, ctx);
        if (!v) {
            Py_CLEAR(out);
            break;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static PyObject *weight_item(int i, const void *weights)
{
    return PyLong_FromLong(((const int *)weights)[i]);
}

static PyObject *name_item(int i, const void *unused)
{
    if (i < XQE_N_SCALARS)
        return PyUnicode_FromString(xqe_eval_weight_group(i));
    int k = i - XQE_N_SCALARS;
    return PyUnicode_FromFormat("%s[%d][%d]", xqe_eval_weight_group(i), k % 90 / 9, k % 9);
}

static PyObject *coef_item(int i, const void *coef)
{
    return PyFloat_FromDouble(((const double *)coef)[i]);
}

static PyObject *eval_weights(PyObject *m, PyObject *unused)
{
    return list_of(XQE_N_WEIGHTS, weight_item, xqe_eval_weights());
}

static PyObject *eval_weight_names(PyObject *m, PyObject *unused)
{
    return list_of(XQE_N_WEIGHTS, name_item, NULL);
}

static PyObject *eval_trace(PyObject *m, PyObject *args)
{
    xq_position pos;
    double coef[XQE_N_WEIGHTS];
    if (!PyArg_ParseTuple(args, "O&", xq_position_converter, &pos))
        return NULL;
    int score = xqe_eval_trace(&pos, coef);
    PyObject *list = list_of(XQE_N_WEIGHTS, coef_item, coef);
    return list ? Py_BuildValue("(iN)", score, list) : NULL;
}

static PyMethodDef eval_functions[] = {
    {"eval_weights", eval_weights, METH_NOARGS,
     "eval_weights() -> the evaluation's weights in eval_params.h's order."},
    {"eval_weight_names", eval_weight_names, METH_NOARGS,
     "eval_weight_names() -> each weight's name (tables as 'horse_square[rank][file]')."},
    {"eval_trace", eval_trace, METH_VARARGS,
     "eval_trace(position) -> (evaluation, coefficients): the evaluation for the side to move "
     "is the coefficients' dot product with eval_weights(), up to the king terms' rounding."},
    {NULL, NULL, 0, NULL}};

/* Adds Searcher, the eval_* functions and the score constants INF, MATE, MATE_BOUND, PERPETUAL, MAX_DEPTH. */
int xq_search_add(PyObject *m)
{
    if (PyType_Ready(&SearcherType) < 0)
        return -1;
    Py_INCREF(&SearcherType);
    if (PyModule_AddObject(m, "Searcher", (PyObject *)&SearcherType) < 0) {
        Py_DECREF(&SearcherType);
        return -1;
    }
    if (PyModule_AddFunctions(m, eval_functions) < 0)
        return -1;
    if (PyModule_AddIntConstant(m, "INF", XQE_INF) < 0 ||
        PyModule_AddIntConstant(m, "MATE", XQE_MATE) < 0 ||
        PyModule_AddIntConstant(m, "MATE_BOUND", XQE_MATE_BOUND) < 0 ||
        PyModule_AddIntConstant(m, "PERPETUAL", XQE_PERPETUAL) < 0 ||
        PyModule_AddIntConstant(m, "MAX_DEPTH", XQE_MAX_PLY - 8) < 0)
        return -1;
    return 0;
}
