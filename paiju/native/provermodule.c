/*
 * The mate prover's part of paiju._native (nativemodule.c): Prover (prover.c, dfpn.c).
 *
 * A Prover owns a fixed-size transposition table, allocated when the object is
 * made (so even one whose __init__ never ran can search). Searches release the
 * GIL, so another thread can read `nodes` for progress and call cancel(); Ctrl-C
 * on the main thread stops a search with KeyboardInterrupt. A Prover runs one
 * search at a time: a second call, clear() or __init__ meanwhile is refused. A search
 * takes the position as a Position object (pyposition.h), the side to move its own.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>

#include "interrupt.h"
#include "position.h"
#include "prover.h"
#include "pyposition.h"

#define STOP_CANCEL 1 /* bit of xqp_prover.stop set by cancel() */
#define MAX_MEGABYTES ((Py_ssize_t)1 << 20) /* 1 TB: keeps the byte count in range */

typedef struct {
    PyObject_HEAD
    xqp_prover prover;
    atomic_int busy;
    size_t megabytes;
    PyObject *owner; /* the Prover whose tables this one searches in, or NULL */
    Py_ssize_t sharers; /* Provers searching in this one's tables: it keeps them */
} ProverObject;

static PyTypeObject ProverType;

static int parse_megabytes(PyObject *args, PyObject *kw, size_t *out, PyObject **share)
{
    static char *kwlist[] = {"memory_mb", "share", NULL};
    Py_ssize_t mb = 64;
    *share = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|nO", kwlist, &mb, share))
        return 0;
    if (*share == Py_None)
        *share = NULL;
    else if (!PyObject_TypeCheck(*share, &ProverType)) {
        PyErr_Format(PyExc_TypeError, "share must be a Prover or None, got %s",
                     Py_TYPE(*share)->tp_name);
        return 0;
    } else if (((ProverObject *)*share)->owner) {
        PyErr_SetString(PyExc_ValueError, "share must own its tables (not share another's)");
        return 0;
    }
    if (mb < 1 || mb > MAX_MEGABYTES) {
        PyErr_Format(PyExc_ValueError, "memory_mb must be 1..%zd, got %zd", MAX_MEGABYTES, mb);
        return 0;
    }
    *out = (size_t)mb;
    return 1;
}

/* Stop searching in another Prover's tables (if this one did). */
static void release_owner(ProverObject *self)
{
    if (self->owner) {
        ((ProverObject *)self->owner)->sharers--;
        Py_CLEAR(self->owner);
    }
}

/* (Re)allocate the tables, or with `share` a children cache beside that Prover's tables;
 * the caller has made sure no search runs. */
static int allocate(ProverObject *self, size_t mb, PyObject *share)
{
    xqp_free(&self->prover);
    release_owner(self);
    self->megabytes = 0;
    int ok = share ? xqp_init_shared(&self->prover, &((ProverObject *)share)->prover, mb)
                   : xqp_init(&self->prover, mb);
    if (!ok) {
        PyErr_NoMemory();
        return 0;
    }
    if (share) {
        Py_INCREF(share);
        ((ProverObject *)share)->sharers++;
    }
    self->owner = share;
    self->megabytes = mb;
    return 1;
}

static PyObject *Prover_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    size_t mb;
    PyObject *share;
    if (!parse_megabytes(args, kw, &mb, &share))
        return NULL;
    ProverObject *self = (ProverObject *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    atomic_init(&self->busy, 0);
    if (!allocate(self, mb, share)) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

/* __init__ after __new__ keeps the tables made for the same size. */
static int Prover_init(ProverObject *self, PyObject *args, PyObject *kw)
{
    size_t mb;
    PyObject *share;
    if (!parse_megabytes(args, kw, &mb, &share))
        return -1;
    if (share == (PyObject *)self) {
        PyErr_SetString(PyExc_ValueError, "share must be another Prover, not this one");
        return -1;
    }
    if (atomic_load(&self->busy)) {
        PyErr_SetString(PyExc_RuntimeError, "cannot re-initialise a Prover while it searches");
        return -1;
    }
    if (self->prover.table && mb == self->megabytes && share == self->owner)
        return 0;
    if (self->sharers) {
        PyErr_SetString(PyExc_RuntimeError,
                        "cannot re-initialise a Prover whose tables others search in");
        return -1;
    }
    return allocate(self, mb, share) ? 0 : -1;
}

static void Prover_dealloc(ProverObject *self)
{
    xqp_free(&self->prover);
    release_owner(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* The search reaches only positions after legal moves, and relies on it (it skips making
 * moves that cannot check): refuse a setup where the side that just "moved" stands in check. */
static int reachable(const xq_position *pos)
{
    if (xq_king_attacked(pos, pos->side ^ 1)) {
        PyErr_SetString(PyExc_ValueError, "the side not to move is in check: not a position "
                        "a legal move can reach");
        return 0;
    }
    return 1;
}

typedef int (*search_fn)(xqp_prover *, xq_position *, int, int, xq_move *);

static PyObject *run_search(ProverObject *self, PyObject *args, search_fn fn)
{
    xq_position pos;
    int n, quiet;
    double seconds = 0;
    unsigned long long max_nodes = 0;
    if (!PyArg_ParseTuple(args, "O&ii|dK", xq_position_converter, &pos, &n, &quiet, &seconds,
                          &max_nodes))
        return NULL;
    if (isnan(seconds) || seconds < 0) {
        PyErr_SetString(PyExc_ValueError, "seconds must be 0 (no limit) or more");
        return NULL;
    }
    if (!self->prover.table) {
        PyErr_SetString(PyExc_RuntimeError, "this Prover has no table");
        return NULL;
    }
    if (!reachable(&pos))
        return NULL;
    int idle = 0;
    if (!atomic_compare_exchange_strong(&self->busy, &idle, 1)) {
        PyErr_SetString(PyExc_RuntimeError, "this Prover is already searching");
        return NULL;
    }
    int armed = xq_interrupt_arm(&self->prover.stop);
    if (armed < 0) {
        atomic_store(&self->busy, 0);
        return NULL;
    }
    xq_move move = 0;
    int r;
    self->prover.deadline = seconds > 0 ? xqp_now() + seconds : 0;
    self->prover.node_limit = max_nodes ? atomic_load(&self->prover.nodes) + max_nodes : 0;
    Py_BEGIN_ALLOW_THREADS
    r = fn(&self->prover, &pos, n, quiet, &move);
    Py_END_ALLOW_THREADS
    self->prover.node_limit = 0;
    int interrupted = xq_interrupt_disarm(armed, &self->prover.stop);
    atomic_store(&self->busy, 0);
    if (interrupted)
        return NULL;
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
    atomic_fetch_or(&self->prover.stop, STOP_CANCEL);
    Py_RETURN_NONE;
}

static PyObject *Prover_reset(ProverObject *self, PyObject *unused)
{
    atomic_fetch_and(&self->prover.stop, ~STOP_CANCEL);
    Py_RETURN_NONE;
}

static PyObject *Prover_clear(ProverObject *self, PyObject *unused)
{
    if (atomic_load(&self->busy)) {
        PyErr_SetString(PyExc_RuntimeError, "cannot clear while searching");
        return NULL;
    }
    xqp_clear(&self->prover);
    Py_RETURN_NONE;
}

static PyObject *Prover_get_nodes(ProverObject *self, void *c)
{
    return PyLong_FromUnsignedLongLong(atomic_load(&self->prover.nodes));
}

static PyObject *Prover_get_cancelled(ProverObject *self, void *c)
{
    return PyBool_FromLong(atomic_load(&self->prover.stop) & STOP_CANCEL);
}

static PyObject *Prover_get_recalls(ProverObject *self, void *c)
{
    return PyLong_FromUnsignedLongLong(self->prover.recalls);
}

/* A switch stored as its "off" flag: set from a truth value, never deleted. */
static int set_switch(int *off, PyObject *value, const char *name)
{
    if (!value) {
        PyErr_Format(PyExc_AttributeError, "%s cannot be deleted", name);
        return -1;
    }
    int on = PyObject_IsTrue(value);
    if (on < 0)
        return -1;
    *off = !on;
    return 0;
}

static PyObject *Prover_get_dfpn(ProverObject *self, void *c)
{
    return PyBool_FromLong(!self->prover.dfpn_off);
}

static int Prover_set_dfpn(ProverObject *self, PyObject *value, void *c)
{
    return set_switch(&self->prover.dfpn_off, value, "dfpn");
}

static PyObject *Prover_get_children_cache(ProverObject *self, void *c)
{
    return PyBool_FromLong(!self->prover.kids_off);
}

static int Prover_set_children_cache(ProverObject *self, PyObject *value, void *c)
{
    return set_switch(&self->prover.kids_off, value, "children_cache");
}

static PyObject *Prover_get_table_bytes(ProverObject *self, void *c)
{
    if (self->owner) /* the tables are the owner's */
        return PyLong_FromSize_t((self->prover.kids_mask + 1) * xqp_kids_size());
    return PyLong_FromSize_t((self->prover.mask + 1) * sizeof(xqp_entry) +
                             (self->prover.pn_mask + 1) * sizeof(xqp_pnentry) +
                             (self->prover.kids_mask + 1) * xqp_kids_size());
}

static PyMethodDef Prover_methods[] = {
    {"attack", (PyCFunction)Prover_attack, METH_VARARGS,
     "attack(position, n, quiet[, seconds[, max_nodes]]) -> (result, key): 1 mate, 0 none, "
     "-1 aborted."},
    {"defend", (PyCFunction)Prover_defend, METH_VARARGS,
     "defend(position, n, quiet[, seconds[, max_nodes]]) -> (result, refutation)."},
    {"find", (PyCFunction)Prover_find, METH_VARARGS,
     "find(position, n, quiet[, seconds[, max_nodes]]) -> (result, key): df-pn, mate "
     "within n? -2: max_nodes spent first."},
    {"cancel", (PyCFunction)Prover_cancel, METH_NOARGS, "Ask the running search to stop (any thread)."},
    {"reset", (PyCFunction)Prover_reset, METH_NOARGS, "Forget a cancel request."},
    {"clear", (PyCFunction)Prover_clear, METH_NOARGS, "Empty the transposition table."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Prover_getset[] = {
    {"dfpn", (getter)Prover_get_dfpn, (setter)Prover_set_dfpn,
     "df-pn first for long questions with quiet moves (True); False: the depth-first prover "
     "alone (a test's and a benchmark's comparison).", NULL},
    {"children_cache", (getter)Prover_get_children_cache, (setter)Prover_set_children_cache,
     "df-pn keeps the moves of nodes it expanded (True); False: generate them every time.",
     NULL},
    {"nodes", (getter)Prover_get_nodes, NULL, "Nodes searched so far (all searches).", NULL},
    {"cancelled", (getter)Prover_get_cancelled, NULL, "Whether a cancel is pending.", NULL},
    {"table_bytes", (getter)Prover_get_table_bytes, NULL,
     "Bytes of the tables and df-pn's children cache.", NULL},
    {"recalls", (getter)Prover_get_recalls, NULL,
     "df-pn nodes whose children came from the children cache (all searches).", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject ProverType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "paiju._native.Prover",
    .tp_basicsize = sizeof(ProverObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Prover(memory_mb=64, share=None): mate prover with a fixed-size transposition "
              "table; with share, it searches in that Prover's tables (one problem on several "
              "threads) and memory_mb is its own children cache.",
    .tp_new = Prover_new,
    .tp_init = (initproc)Prover_init,
    .tp_dealloc = (destructor)Prover_dealloc,
    .tp_methods = Prover_methods,
    .tp_getset = Prover_getset,
};

/* Adds Prover, QUIET_ANY and MAX_N to paiju._native. */
int xq_prover_add(PyObject *m)
{
    if (xq_interrupt_init() < 0)
        return -1;
    if (PyType_Ready(&ProverType) < 0)
        return -1;
    Py_INCREF(&ProverType);
    if (PyModule_AddObject(m, "Prover", (PyObject *)&ProverType) < 0) {
        Py_DECREF(&ProverType);
        return -1;
    }
    if (PyModule_AddIntConstant(m, "QUIET_ANY", XQP_QUIET_ANY) < 0 ||
        PyModule_AddIntConstant(m, "MAX_N", XQP_MAX_N) < 0)
        return -1;
    return 0;
}
