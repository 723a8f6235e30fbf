/*
 * The Three Kingdoms part of paiju._native (nativemodule.c): the rules core
 * (tk_core.c) and its search (tk_search.c); every name here starts with tk_/TK_/Tk.
 *
 * Stateless: a position crosses the boundary as (board, turn, defeated) where board is
 * 135 bytes of piece codes; moves are ints from | to << 8. The geometry tables come from
 * paiju/three_kingdoms/geometry.py through tk_set_table() before anything else is called.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

#include "interrupt.h"
#include "tk_core.h"

/* --- StopFlag: a request to stop a search, settable from any thread ------------------- */

typedef struct {
    PyObject_HEAD
    atomic_int flag;
} StopFlagObject;

static PyObject *StopFlag_set(StopFlagObject *self, PyObject *unused)
{
    atomic_store(&self->flag, 1);
    Py_RETURN_NONE;
}

static PyObject *StopFlag_clear(StopFlagObject *self, PyObject *unused)
{
    atomic_store(&self->flag, 0);
    Py_RETURN_NONE;
}

static PyObject *StopFlag_is_set(StopFlagObject *self, PyObject *unused)
{
    return PyBool_FromLong(atomic_load(&self->flag) != 0);
}

static PyMethodDef StopFlag_methods[] = {
    {"set", (PyCFunction)StopFlag_set, METH_NOARGS,
     "Ask every search given this flag to stop (any thread; answered within ~1024 nodes)."},
    {"clear", (PyCFunction)StopFlag_clear, METH_NOARGS, "Forget the request."},
    {"is_set", (PyCFunction)StopFlag_is_set, METH_NOARGS, "Was set() called (and not cleared)?"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject StopFlagType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "paiju._native.TkStopFlag",
    .tp_basicsize = sizeof(StopFlagObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "StopFlag(): set() stops the searches it was given to, from any thread.",
    .tp_new = PyType_GenericNew,
    .tp_methods = StopFlag_methods,
};

static int read_state(PyObject *board, int turn, int defeated, tk_state *s)
{
    char *buf;
    Py_ssize_t len;
    if (!tk_ready()) {
        PyErr_SetString(PyExc_RuntimeError, "paiju._native: Three Kingdoms geometry tables not set");
        return 0;
    }
    if (PyBytes_AsStringAndSize(board, &buf, &len) < 0)
        return 0;
    if (len != TK_POINTS || turn < 0 || turn > 2 || defeated < 0 || defeated > 7 ||
        (defeated >> turn & 1)) {
        PyErr_SetString(PyExc_ValueError, "bad Three Kingdoms state (135 bytes, turn, defeated)");
        return 0;
    }
    memcpy(s->b, buf, TK_POINTS);
    s->turn = (uint8_t)turn;
    s->defeated = (uint8_t)defeated;
    tk_sync_kings(s);
    return 1;
}

static PyObject *int_list(const int *v, int n)
{
    PyObject *list = PyList_New(n);
    for (int i = 0; list && i < n; i++) {
        PyObject *x = PyLong_FromLong(v[i]);
        if (!x) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, x);
    }
    return list;
}

static PyObject *state_tuple(const tk_state *s, const tk_event *ev, int n_ev)
{
    PyObject *events = PyList_New(n_ev);
    if (!events)
        return NULL;
    for (int i = 0; i < n_ev; i++) {
        PyObject *t = Py_BuildValue("(iii)", ev[i].victim, ev[i].taker, ev[i].by_capture);
        if (!t) {
            Py_DECREF(events);
            return NULL;
        }
        PyList_SET_ITEM(events, i, t);
    }
    return Py_BuildValue("(y#iiN)", (const char *)s->b, (Py_ssize_t)TK_POINTS, s->turn,
                         s->defeated, events);
}

static int *ints_of(PyObject *seq, Py_ssize_t *n_out)
{
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of ints");
    if (!fast)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    int *v = malloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!v) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (x == -1 && PyErr_Occurred()) {
            free(v);
            Py_DECREF(fast);
            return NULL;
        }
        v[i] = (int)x;
    }
    Py_DECREF(fast);
    *n_out = n;
    return v;
}

static PyObject *py_set_table(PyObject *self, PyObject *args)
{
    int which, width, rows;
    PyObject *first_obj, *data_obj;
    if (!PyArg_ParseTuple(args, "iiiOO", &which, &width, &rows, &first_obj, &data_obj))
        return NULL;
    Py_ssize_t nf, nd;
    int *first = ints_of(first_obj, &nf);
    if (!first)
        return NULL;
    int *data = ints_of(data_obj, &nd);
    if (!data) {
        free(first);
        return NULL;
    }
    int bad = nf != rows + 1 || width <= 0 || first[0] != 0 || (Py_ssize_t)first[rows] * width != nd;
    for (int i = 0; !bad && i < rows; i++)
        bad = first[i + 1] < first[i];
    for (Py_ssize_t i = 0; !bad && i < nd; i++)
        bad = data[i] < -1 || data[i] >= TK_POINTS;
    if (bad || tk_set_table(which, width, rows, first, data) != 0) {
        free(first);
        free(data);
        PyErr_SetString(PyExc_ValueError, "malformed Three Kingdoms table");
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *py_legal_moves(PyObject *self, PyObject *args)
{
    PyObject *board;
    int turn, defeated, moves[TK_MAX_MOVES];
    tk_state s;
    if (!PyArg_ParseTuple(args, "Oii", &board, &turn, &defeated) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    return int_list(moves, tk_legal_moves(&s, moves));
}

static PyObject *py_play(PyObject *self, PyObject *args)
{
    PyObject *board;
    int turn, defeated, move, moves[TK_MAX_MOVES];
    tk_state s;
    tk_event ev[4];
    if (!PyArg_ParseTuple(args, "Oiii", &board, &turn, &defeated, &move) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    int n = tk_legal_moves(&s, moves), found = 0;
    for (int i = 0; i < n; i++)
        found |= moves[i] == move;
    if (!found) {
        PyErr_SetString(PyExc_ValueError, "not a legal move in this position");
        return NULL;
    }
    int n_ev = tk_make(&s, move, ev);
    n_ev += tk_resolve(&s, ev + n_ev);
    return state_tuple(&s, ev, n_ev);
}

static PyObject *py_resolve(PyObject *self, PyObject *args)
{
    PyObject *board;
    int turn, defeated;
    tk_state s;
    tk_event ev[4];
    if (!PyArg_ParseTuple(args, "Oii", &board, &turn, &defeated) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    int n_ev = tk_resolve(&s, ev);
    return state_tuple(&s, ev, n_ev);
}

static PyObject *py_perft(PyObject *self, PyObject *args)
{
    PyObject *board;
    int turn, defeated, depth;
    tk_state s;
    if (!PyArg_ParseTuple(args, "Oiii", &board, &turn, &defeated, &depth) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    if (depth < 0) {
        PyErr_SetString(PyExc_ValueError, "depth must be 0 or more");
        return NULL;
    }
    uint64_t nodes;
    Py_BEGIN_ALLOW_THREADS
    nodes = tk_perft(&s, depth);
    Py_END_ALLOW_THREADS
    return PyLong_FromUnsignedLongLong(nodes);
}

static PyObject *run_search(PyObject *args, PyObject *kw, int full)
{
    static char *names[] = {"board", "turn", "defeated", "depth", "node_limit", "algorithm",
                            "stop", "seconds", NULL};
    PyObject *board, *stop = Py_None;
    int turn, defeated, depth, algorithm = TK_PARANOID;
    unsigned long long limit;
    double seconds = 0.0;
    tk_state s;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OiiiK|$iOd", names, &board, &turn, &defeated,
                                     &depth, &limit, &algorithm, &stop, &seconds) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    if (depth < 1 || depth > 12) {
        PyErr_SetString(PyExc_ValueError, "search depth must be 1..12");
        return NULL;
    }
    if (algorithm != TK_PARANOID && algorithm != TK_MAXN) {
        PyErr_SetString(PyExc_ValueError, "algorithm must be PARANOID or MAXN");
        return NULL;
    }
    if (stop != Py_None && !PyObject_TypeCheck(stop, &StopFlagType)) {
        PyErr_SetString(PyExc_TypeError, "stop must be a paiju._native.TkStopFlag or None");
        return NULL;
    }
    if (seconds < 0) {
        PyErr_SetString(PyExc_ValueError, "seconds must be 0 (no deadline) or more");
        return NULL;
    }
    atomic_int interrupt = 0;
    tk_limits limits = {(uint64_t)limit, 0.0, {&interrupt, NULL}};
    if (stop != Py_None)
        limits.stop[1] = &((StopFlagObject *)stop)->flag;
    if (seconds > 0)
        limits.deadline = tk_now() + seconds;
    int armed = xq_interrupt_arm(&interrupt);
    if (armed < 0)
        return NULL;
    tk_result r;
    Py_INCREF(stop); /* kept alive while the search polls it without the GIL */
    Py_BEGIN_ALLOW_THREADS
    tk_search(&s, algorithm, depth, &limits, &r);
    Py_END_ALLOW_THREADS
    Py_DECREF(stop);
    if (xq_interrupt_disarm(armed, &interrupt))
        return NULL;
    if (!full)
        return Py_BuildValue("(iiK)", r.move, r.score, (unsigned long long)r.nodes);
    return Py_BuildValue("(ii(iii)iiK)", r.move, r.score, r.value[0], r.value[1], r.value[2],
                         r.depth, r.stopped, (unsigned long long)r.nodes);
}

static PyObject *py_search(PyObject *self, PyObject *args, PyObject *kw)
{
    return run_search(args, kw, 0);
}

static PyObject *py_search_full(PyObject *self, PyObject *args, PyObject *kw)
{
    return run_search(args, kw, 1);
}

static PyObject *py_value(PyObject *self, PyObject *args)
{
    PyObject *board;
    int turn, defeated, v[3];
    tk_state s;
    if (!PyArg_ParseTuple(args, "Oii", &board, &turn, &defeated) ||
        !read_state(board, turn, defeated, &s))
        return NULL;
    tk_value(&s, v);
    return Py_BuildValue("(iii)", v[0], v[1], v[2]);
}

static PyObject *py_attackers(PyObject *self, PyObject *args)
{
    PyObject *board;
    int point, mover, out[TK_POINTS * 4];
    tk_state s;
    if (!PyArg_ParseTuple(args, "Oii", &board, &point, &mover) || !read_state(board, 0, 0, &s))
        return NULL;
    if (point < 0 || point >= TK_POINTS || mover < 0 || mover > 2) {
        PyErr_SetString(PyExc_ValueError, "point or kingdom out of range");
        return NULL;
    }
    return int_list(out, tk_attackers(&s, point, mover, out));
}

static PyMethodDef methods[] = {
    {"tk_set_table", py_set_table, METH_VARARGS,
     "tk_set_table(which, width, rows, first, data): install one geometry table."},
    {"tk_legal_moves", py_legal_moves, METH_VARARGS,
     "tk_legal_moves(board, turn, defeated) -> list of from | to << 8."},
    {"tk_play", py_play, METH_VARARGS,
     "tk_play(board, turn, defeated, move) -> (board, turn, defeated, events): the move, the "
     "takeover of a captured general's army, the turn passed and defeats by no legal move; "
     "events are (victim, taker, by_capture). ValueError if the move is not legal."},
    {"tk_resolve", py_resolve, METH_VARARGS,
     "tk_resolve(board, turn, defeated) -> (board, turn, defeated, events): defeat the kingdom "
     "to move while it has no legal move."},
    {"tk_perft", py_perft, METH_VARARGS, "tk_perft(board, turn, defeated, depth) -> leaf count."},
    {"tk_search", (PyCFunction)(void (*)(void))py_search, METH_VARARGS | METH_KEYWORDS,
     "tk_search(board, turn, defeated, depth, node_limit, *, algorithm=TK_PARANOID, stop=None, "
     "seconds=0.0) -> (move or -1, score, nodes): iterative deepening for the kingdom to move "
     "(after any defeat of a kingdom without moves) within node_limit nodes (0: none), "
     "`seconds` (0: none) and until `stop` (a TkStopFlag) is set; the GIL is released; Ctrl-C "
     "on the main thread raises KeyboardInterrupt."},
    {"tk_search_full", (PyCFunction)(void (*)(void))py_search_full, METH_VARARGS | METH_KEYWORDS,
     "tk_search_full(same arguments) -> (move or -1, score, (v0, v1, v2), depth completed, "
     "stopped, nodes); the vector is max-n's (zeros for paranoid)."},
    {"tk_value", py_value, METH_VARARGS,
     "tk_value(board, turn, defeated) -> (v0, v1, v2): max-n's static value vector."},
    {"tk_attackers", py_attackers, METH_VARARGS,
     "tk_attackers(board, point, mover) -> points of rival pieces attacking `point` (and rival "
     "generals facing it) for a general owned by `mover`."},
    {NULL, NULL, 0, NULL},
};

/* Adds the tk_* functions, TkStopFlag and the TK_* constants to paiju._native. */
int xq_tk_add(PyObject *m)
{
    if (xq_interrupt_init() < 0 || PyType_Ready(&StopFlagType) < 0 ||
        PyModule_AddFunctions(m, methods) < 0 ||
        PyModule_AddIntConstant(m, "TK_POINTS", TK_POINTS) < 0 ||
        PyModule_AddIntConstant(m, "TK_PARANOID", TK_PARANOID) < 0 ||
        PyModule_AddIntConstant(m, "TK_MAXN", TK_MAXN) < 0 ||
        PyModule_AddIntConstant(m, "TK_SHARE", TK_SHARE) < 0)
        return -1;
    Py_INCREF(&StopFlagType);
    if (PyModule_AddObject(m, "TkStopFlag", (PyObject *)&StopFlagType) < 0) {
        Py_DECREF(&StopFlagType);
        return -1;
    }
    return 0;
}
