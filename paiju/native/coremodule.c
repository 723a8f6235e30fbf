/*
 * The rules core's part of paiju._native (nativemodule.c): Position (position.c).
 *
 * Position holds one xq_position plus its move history (for pop and
 * repetition queries). Moves cross the boundary as ints: from | to << 7.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "interrupt.h"
#include "position.h"
#include "pyposition.h"

/* Deepest perft accepted: the recursion needs about 2.5 KB of stack per ply. */
#define XQ_MAX_PERFT_DEPTH 64

typedef struct {
    xq_move move;
    uint8_t gave_check;
    xq_undo undo;
} hist_entry;

typedef struct {
    PyObject_HEAD
    xq_position pos;
    hist_entry *hist;
    Py_ssize_t n_hist, cap_hist;
} PositionObject;

static PyTypeObject PositionType;

static int check_square(long sq)
{
    if (sq < 0 || sq >= XQ_SQUARES) {
        PyErr_Format(PyExc_IndexError, "point %ld out of range 0..89", sq);
        return 0;
    }
    return 1;
}

static int check_move(long m)
{
    if (m < 0 || XQ_FROM(m) >= XQ_SQUARES || XQ_TO(m) >= XQ_SQUARES || (m >> 14)) {
        PyErr_Format(PyExc_ValueError, "bad move code %ld", m);
        return 0;
    }
    return 1;
}

static PyObject *moves_to_list(const xq_move *ms, int n)
{
    PyObject *list = PyList_New(n);
    if (!list)
        return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(ms[i]);
        if (!v) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, v);
    }
    return list;
}

/* A new Position is an empty board even before __init__ runs. */
static PyObject *Position_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    PositionObject *self = (PositionObject *)type->tp_alloc(type, 0);
    if (self)
        xq_clear(&self->pos);
    return (PyObject *)self;
}

static int Position_init(PositionObject *self, PyObject *args, PyObject *kw)
{
    if (!PyArg_ParseTuple(args, ""))
        return -1;
    xq_clear(&self->pos);
    self->n_hist = 0;
    return 0;
}

static void Position_dealloc(PositionObject *self)
{
    free(self->hist);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Position_piece_at(PositionObject *self, PyObject *arg)
{
    long sq = PyLong_AsLong(arg);
    if (sq == -1 && PyErr_Occurred())
        return NULL;
    if (!check_square(sq))
        return NULL;
    return PyLong_FromLong(self->pos.board[sq]);
}

/* set_piece(sq, code): edits the placement; clears the history. */
static PyObject *Position_set_piece(PositionObject *self, PyObject *args)
{
    int sq, pc;
    if (!PyArg_ParseTuple(args, "ii", &sq, &pc))
        return NULL;
    if (!check_square(sq))
        return NULL;
    if (pc < 0 || pc > 15 || (pc && (XQ_TYPE(pc) == 0))) {
        PyErr_Format(PyExc_ValueError, "bad piece code %d", pc);
        return NULL;
    }
    xq_set_piece(&self->pos, sq, (uint8_t)pc);
    self->n_hist = 0;
    Py_RETURN_NONE;
}

static PyObject *Position_board(PositionObject *self, PyObject *unused)
{
    return PyBytes_FromStringAndSize((const char *)self->pos.board, XQ_SQUARES);
}

static PyObject *Position_clear(PositionObject *self, PyObject *unused)
{
    xq_clear(&self->pos);
    self->n_hist = 0;
    Py_RETURN_NONE;
}

static PyObject *Position_get_side(PositionObject *self, void *c)
{
    return PyLong_FromLong(self->pos.side);
}

static int Position_set_side(PositionObject *self, PyObject *v, void *c)
{
    long side = v ? PyLong_AsLong(v) : -1;
    if (side == -1 && PyErr_Occurred())
        return -1;
    if (side != 0 && side != 1) {
        PyErr_SetString(PyExc_ValueError, "side must be 0 (Red) or 1 (Black)");
        return -1;
    }
    xq_set_side(&self->pos, (int)side);
    return 0;
}

static PyObject *Position_get_key(PositionObject *self, void *c)
{
    return PyLong_FromUnsignedLongLong(self->pos.key);
}

static PyObject *Position_get_ply(PositionObject *self, void *c)
{
    return PyLong_FromSsize_t(self->n_hist);
}

static PyObject *Position_king(PositionObject *self, PyObject *arg)
{
    long c = PyLong_AsLong(arg);
    if (c == -1 && PyErr_Occurred())
        return NULL;
    int k = self->pos.king[c & 1];
    if (k == XQ_NOSQ)
        Py_RETURN_NONE;
    return PyLong_FromLong(k);
}

static PyObject *Position_push(PositionObject *self, PyObject *arg)
{
    long m = PyLong_AsLong(arg);
    if (m == -1 && PyErr_Occurred())
        return NULL;
    if (!check_move(m))
        return NULL;
    if (XQ_FROM(m) == XQ_TO(m)) {
        PyErr_Format(PyExc_ValueError, "move code %ld goes nowhere", m);
        return NULL;
    }
    if (!self->pos.board[XQ_FROM(m)]) {
        PyErr_Format(PyExc_ValueError, "no piece on the origin of move code %ld", m);
        return NULL;
    }
    if (self->n_hist == self->cap_hist) {
        Py_ssize_t cap = self->cap_hist ? 2 * self->cap_hist : 64;
        hist_entry *h = realloc(self->hist, (size_t)cap * sizeof *h);
        if (!h)
            return PyErr_NoMemory();
        self->hist = h;
        self->cap_hist = cap;
    }
    hist_entry *e = &self->hist[self->n_hist++];
    e->move = (xq_move)m;
    xq_make(&self->pos, (xq_move)m, &e->undo);
    e->gave_check = (uint8_t)xq_in_check(&self->pos);
    Py_RETURN_NONE;
}

static PyObject *Position_pop(PositionObject *self, PyObject *unused)
{
    if (!self->n_hist) {
        PyErr_SetString(PyExc_IndexError, "pop from empty move stack");
        return NULL;
    }
    hist_entry *e = &self->hist[--self->n_hist];
    xq_unmake(&self->pos, e->move, &e->undo);
    return PyLong_FromLong(e->move);
}

static PyObject *Position_legal_moves(PositionObject *self, PyObject *unused)
{
    xq_move ms[XQ_MAX_MOVES];
    return moves_to_list(ms, xq_gen_legal(&self->pos, ms));
}

static PyObject *Position_pseudo_moves(PositionObject *self, PyObject *unused)
{
    xq_move ms[XQ_MAX_MOVES];
    return moves_to_list(ms, xq_gen_pseudo(&self->pos, ms));
}

static PyObject *Position_checking_moves(PositionObject *self, PyObject *unused)
{
    xq_move ms[XQ_MAX_MOVES];
    return moves_to_list(ms, xq_gen_checks(&self->pos, ms));
}

static PyObject *Position_count_legal(PositionObject *self, PyObject *unused)
{
    return PyLong_FromLong(xq_count_legal(&self->pos));
}

static PyObject *Position_has_legal(PositionObject *self, PyObject *unused)
{
    return PyBool_FromLong(xq_has_legal(&self->pos));
}

static PyObject *move_predicate(PositionObject *self, PyObject *arg, int (*pred)(xq_position *, xq_move))
{
    long m = PyLong_AsLong(arg);
    if (m == -1 && PyErr_Occurred())
        return NULL;
    if (m < 0 || XQ_FROM(m) >= XQ_SQUARES || XQ_TO(m) >= XQ_SQUARES || (m >> 14))
        Py_RETURN_FALSE;
    return PyBool_FromLong(pred(&self->pos, (xq_move)m));
}

static int pseudo_pred(xq_position *p, xq_move m) { return xq_is_pseudo(p, m); }

static PyObject *Position_is_legal(PositionObject *self, PyObject *arg)
{
    return move_predicate(self, arg, xq_is_legal);
}

static PyObject *Position_is_pseudo_legal(PositionObject *self, PyObject *arg)
{
    return move_predicate(self, arg, pseudo_pred);
}

/* A check question about a move code: ValueError for a bad code, False for an empty
 * from-point or a null move, else pred's answer. */
static PyObject *check_question(PositionObject *self, PyObject *arg,
                                int (*pred)(xq_position *, xq_move))
{
    long m = PyLong_AsLong(arg);
    if (m == -1 && PyErr_Occurred())
        return NULL;
    if (!check_move(m))
        return NULL;
    if (!self->pos.board[XQ_FROM(m)] || XQ_FROM(m) == XQ_TO(m))
        Py_RETURN_FALSE;
    return PyBool_FromLong(pred(&self->pos, (xq_move)m));
}

static int may_check_pred(xq_position *p, xq_move m) { return xq_may_give_check(p, m); }

static PyObject *Position_may_give_check(PositionObject *self, PyObject *arg)
{
    return check_question(self, arg, may_check_pred);
}

static PyObject *Position_move_checks(PositionObject *self, PyObject *arg)
{
    return check_question(self, arg, xq_move_checks);
}

static PyObject *Position_gives_check(PositionObject *self, PyObject *arg)
{
    return check_question(self, arg, xq_gives_check);
}

static PyObject *Position_spare_move(PositionObject *self, PyObject *Py_UNUSED(ignored))
{
    uint64_t span[2];
    if (!xq_spare_move(&self->pos, span))
        Py_RETURN_NONE;
    PyObject *out = PyList_New(0);
    for (int sq = 0; out && sq < XQ_SQUARES; sq++)
        if (xq_mask_has(span, sq)) {
            PyObject *v = PyLong_FromLong(sq);
            if (!v || PyList_Append(out, v) < 0) {
                Py_XDECREF(v);
                Py_CLEAR(out);
                break;
            }
            Py_DECREF(v);
        }
    return out;
}

static PyObject *Position_king_attacked(PositionObject *self, PyObject *arg)
{
    long c = PyLong_AsLong(arg);
    if (c == -1 && PyErr_Occurred())
        return NULL;
    return PyBool_FromLong(xq_king_attacked(&self->pos, (int)(c & 1)));
}

static PyObject *Position_attackers(PositionObject *self, PyObject *args)
{
    int sq, by;
    uint8_t out[XQ_MAX_ATTACKERS];
    if (!PyArg_ParseTuple(args, "ii", &sq, &by))
        return NULL;
    if (!check_square(sq))
        return NULL;
    int n = xq_attackers(&self->pos, sq, by & 1, out);
    PyObject *list = PyList_New(n);
    if (!list)
        return NULL;
    for (int i = 0; i < n; i++)
        PyList_SET_ITEM(list, i, PyLong_FromLong(out[i]));
    return list;
}

/* perft(depth): Ctrl-C on the main thread stops it with KeyboardInterrupt. */
static PyObject *Position_perft(PositionObject *self, PyObject *arg)
{
    int overflow;
    long depth = PyLong_AsLongAndOverflow(arg, &overflow);
    if (depth == -1 && PyErr_Occurred())
        return NULL;
    if (overflow || depth < 0 || depth > XQ_MAX_PERFT_DEPTH) {
        PyErr_Format(PyExc_ValueError, "perft depth must be 0..%d, got %R",
                     XQ_MAX_PERFT_DEPTH, arg);
        return NULL;
    }
    uint64_t n;
    xq_position copy = self->pos;
    atomic_int stop = 0;
    int armed = xq_interrupt_arm(&stop);
    if (armed < 0)
        return NULL;
    Py_BEGIN_ALLOW_THREADS
    n = xq_perft_until(&copy, (int)depth, &stop);
    Py_END_ALLOW_THREADS
    if (xq_interrupt_disarm(armed, &stop))
        return NULL;
    return PyLong_FromUnsignedLongLong(n);
}

/* history() -> list of (move, key_before, gave_check), oldest first. */
static PyObject *Position_history(PositionObject *self, PyObject *unused)
{
    PyObject *list = PyList_New(self->n_hist);
    if (!list)
        return NULL;
    for (Py_ssize_t i = 0; i < self->n_hist; i++) {
        hist_entry *e = &self->hist[i];
        PyObject *t = Py_BuildValue("(iKO)", e->move, (unsigned long long)e->undo.key,
                                    e->gave_check ? Py_True : Py_False);
        if (!t) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, t);
    }
    return list;
}

/* repetitions(): how often the current key occurred before, same side to move. */
static PyObject *Position_repetitions(PositionObject *self, PyObject *unused)
{
    long n = 0;
    for (Py_ssize_t i = self->n_hist - 2; i >= 0; i -= 2) {
        if (self->hist[i].undo.key == self->pos.key)
            n++;
        if (self->hist[i].undo.captured || self->hist[i + 1].undo.captured)
            break; /* a capture cannot be undone: no earlier repeat */
    }
    return PyLong_FromLong(n);
}

/* chased(move) -> int: the points the legal move newly chases, bit sq set for
 * point sq (the perpetual-chase subset, position.c xq_chased). */
static PyObject *Position_chased(PositionObject *self, PyObject *arg)
{
    long m = PyLong_AsLong(arg);
    if (m == -1 && PyErr_Occurred())
        return NULL;
    if (!check_move(m))
        return NULL;
    if (!xq_is_legal(&self->pos, (xq_move)m)) {
        PyErr_Format(PyExc_ValueError, "move code %ld is not legal here", m);
        return NULL;
    }
    uint64_t bits[2];
    xq_chased(&self->pos, (xq_move)m, bits);
    PyObject *high = PyLong_FromUnsignedLongLong(bits[1]);
    PyObject *shift = PyLong_FromLong(64);
    PyObject *low = PyLong_FromUnsignedLongLong(bits[0]);
    PyObject *moved = high && shift ? PyNumber_Lshift(high, shift) : NULL;
    PyObject *result = moved && low ? PyNumber_Or(moved, low) : NULL;
    Py_XDECREF(high);
    Py_XDECREF(shift);
    Py_XDECREF(low);
    Py_XDECREF(moved);
    return result;
}

/* perpetual_chaser(moves) -> 0 Red, 1 Black, -1 none: the moves (legal in turn
 * from this position, the history ignored) judged by xq_perpetual_chaser. */
static PyObject *Position_perpetual_chaser(PositionObject *self, PyObject *arg)
{
    PyObject *seq = PySequence_Fast(arg, "perpetual_chaser() takes a sequence of move codes");
    if (!seq)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > INT_MAX / 2) {
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    xq_move *ms = PyMem_Malloc((size_t)(n ? n : 1) * sizeof *ms);
    if (!ms) {
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    xq_position walk = self->pos;
    PyObject *result = NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        long m = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (m == -1 && PyErr_Occurred())
            goto done;
        if (!check_move(m))
            goto done;
        if (!xq_is_legal(&walk, (xq_move)m)) {
            PyErr_Format(PyExc_ValueError, "move %zd (code %ld) is not legal there", i + 1, m);
            goto done;
        }
        ms[i] = (xq_move)m;
        xq_undo u;
        xq_make(&walk, ms[i], &u);
    }
    result = PyLong_FromLong(xq_perpetual_chaser(&self->pos, ms, (int)n));
done:
    PyMem_Free(ms);
    Py_DECREF(seq);
    return result;
}

static PyObject *Position_copy(PositionObject *self, PyObject *args)
{
    int with_history = 1;
    if (!PyArg_ParseTuple(args, "|p", &with_history))
        return NULL;
    PositionObject *c = (PositionObject *)PyObject_CallNoArgs((PyObject *)Py_TYPE(self));
    if (!c)
        return NULL;
    c->pos = self->pos;
    if (with_history && self->n_hist) {
        c->hist = malloc((size_t)self->n_hist * sizeof *c->hist);
        if (!c->hist) {
            Py_DECREF(c);
            return PyErr_NoMemory();
        }
        memcpy(c->hist, self->hist, (size_t)self->n_hist * sizeof *c->hist);
        c->n_hist = c->cap_hist = self->n_hist;
    }
    return (PyObject *)c;
}

static PyMethodDef Position_methods[] = {
    {"piece_at", (PyCFunction)Position_piece_at, METH_O, "Piece code on a point (0 if empty)."},
    {"set_piece", (PyCFunction)Position_set_piece, METH_VARARGS, "Put a piece code on a point; clears history."},
    {"board", (PyCFunction)Position_board, METH_NOARGS, "The 90 piece codes as bytes."},
    {"clear", (PyCFunction)Position_clear, METH_NOARGS, "Empty board, Red to move, no history."},
    {"king", (PyCFunction)Position_king, METH_O, "The general's point of a colour, or None."},
    {"push", (PyCFunction)Position_push, METH_O, "Make a move code (not checked for legality)."},
    {"pop", (PyCFunction)Position_pop, METH_NOARGS, "Take back the last move; returns its code."},
    {"legal_moves", (PyCFunction)Position_legal_moves, METH_NOARGS, "Legal move codes."},
    {"pseudo_moves", (PyCFunction)Position_pseudo_moves, METH_NOARGS, "Pseudo-legal move codes."},
    {"checking_moves", (PyCFunction)Position_checking_moves, METH_NOARGS, "Legal move codes that give check."},
    {"count_legal", (PyCFunction)Position_count_legal, METH_NOARGS, "Number of legal moves."},
    {"has_legal", (PyCFunction)Position_has_legal, METH_NOARGS, "Whether any legal move exists."},
    {"is_legal", (PyCFunction)Position_is_legal, METH_O, "Is this move code legal?"},
    {"is_pseudo_legal", (PyCFunction)Position_is_pseudo_legal, METH_O, "Does the piece move so?"},
    {"gives_check", (PyCFunction)Position_gives_check, METH_O, "Does the move attack the enemy general?"},
    {"move_checks", (PyCFunction)Position_move_checks, METH_O,
     "gives_check without making the move (a legal move; the enemy general not attacked)."},
    {"may_give_check", (PyCFunction)Position_may_give_check, METH_O,
     "False if the move certainly gives no check (the enemy general not attacked already)."},
    {"spare_move", (PyCFunction)Position_spare_move, METH_NOARGS,
     "Points of a spare move of the side not to move (None if there is none)."},
    {"king_attacked", (PyCFunction)Position_king_attacked, METH_O, "Is that colour's general attacked?"},
    {"attackers", (PyCFunction)Position_attackers, METH_VARARGS, "Points of colour `by` attacking a point."},
    {"perft", (PyCFunction)Position_perft, METH_O, "Leaf count of the legal move tree."},
    {"history", (PyCFunction)Position_history, METH_NOARGS, "[(move, key_before, gave_check)]."},
    {"repetitions", (PyCFunction)Position_repetitions, METH_NOARGS, "Earlier occurrences of this position."},
    {"copy", (PyCFunction)Position_copy, METH_VARARGS, "A copy, with history unless told otherwise."},
    {"chased", (PyCFunction)Position_chased, METH_O, "Bitset of the points a legal move newly chases."},
    {"perpetual_chaser", (PyCFunction)Position_perpetual_chaser, METH_O,
     "The colour (0, 1) that chased with every one of its moves of the sequence, or -1."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Position_getset[] = {
    {"side", (getter)Position_get_side, (setter)Position_set_side, "Colour to move: 0 Red, 1 Black.", NULL},
    {"key", (getter)Position_get_key, NULL, "64-bit Zobrist key.", NULL},
    {"ply", (getter)Position_get_ply, NULL, "Moves in the history.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject PositionType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "paiju._native.Position",
    .tp_basicsize = sizeof(PositionObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "A xiangqi position with move history (compiled rules core).",
    .tp_new = Position_new,
    .tp_init = (initproc)Position_init,
    .tp_dealloc = (destructor)Position_dealloc,
    .tp_methods = Position_methods,
    .tp_getset = Position_getset,
};

int xq_position_converter(PyObject *obj, void *out)
{
    if (!PyObject_TypeCheck(obj, &PositionType)) {
        PyErr_Format(PyExc_TypeError, "expected a paiju._native.Position, got %s",
                     Py_TYPE(obj)->tp_name);
        return 0;
    }
    *(xq_position *)out = ((PositionObject *)obj)->pos;
    return 1;
}

static PyObject *zobrist_piece(PyObject *mod, PyObject *args)
{
    int pc, sq;
    if (!PyArg_ParseTuple(args, "ii", &pc, &sq))
        return NULL;
    if (pc < 0 || pc > 15 || !check_square(sq))
        return NULL;
    return PyLong_FromUnsignedLongLong(xq_zobrist[pc][sq]);
}

static PyMethodDef module_methods[] = {
    {"zobrist_piece", zobrist_piece, METH_VARARGS, "Zobrist number of a piece code on a point."},
    {NULL, NULL, 0, NULL}};

/* Adds Position, zobrist_piece, MAX_MOVES, MAX_PERFT_DEPTH to paiju._native. */
int xq_core_add(PyObject *m)
{
    if (xq_interrupt_init() < 0)
        return -1;
    if (PyType_Ready(&PositionType) < 0)
        return -1;
    if (PyModule_AddFunctions(m, module_methods) < 0)
        return -1;
    Py_INCREF(&PositionType);
    if (PyModule_AddObject(m, "Position", (PyObject *)&PositionType) < 0) {
        Py_DECREF(&PositionType);
        return -1;
    }
    if (PyModule_AddIntConstant(m, "MAX_MOVES", XQ_MAX_MOVES) < 0 ||
        PyModule_AddIntConstant(m, "MAX_PERFT_DEPTH", XQ_MAX_PERFT_DEPTH) < 0)
        return -1;
    return 0;
}
