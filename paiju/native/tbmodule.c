/*
 * The tablebase's part of paiju._native (nativemodule.c): the thin Python face of tb.c.
 * A TbRegistry holds the tables in memory (each backed by a bytes object), builds a new one
 * from those one capture away, and probes positions given as Position objects
 * (pyposition.h). tb_position and a build's longest position come back as 90 piece codes.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "pyposition.h"
#include "tb.h"

typedef struct {
    PyObject_HEAD
    tb_registry reg;
    PyObject *owners; /* list of the bytes objects behind the tables */
} RegistryObject;

static int parse_sig(const char *text, tb_sig *s, int *swapped)
{
    char err[160];
    if (tb_parse(text, s, swapped, err, sizeof err) < 0) {
        PyErr_SetString(PyExc_ValueError, err);
        return -1;
    }
    return 0;
}

static PyObject *tb_py_parse(PyObject *self, PyObject *args)
{
    const char *text;
    tb_sig s;
    int swapped;
    if (!PyArg_ParseTuple(args, "s", &text) || parse_sig(text, &s, &swapped) < 0)
        return NULL;
    return Py_BuildValue("(sKO)", s.name, (unsigned long long)s.size,
                         swapped ? Py_True : Py_False);
}

static PyObject *tb_py_subsignatures(PyObject *self, PyObject *args)
{
    const char *text;
    tb_sig s, sub[2 * TB_MAX_MEN];
    if (!PyArg_ParseTuple(args, "s", &text) || parse_sig(text, &s, NULL) < 0)
        return NULL;
    int n = tb_subsignatures(&s, sub);
    PyObject *list = PyList_New(n);
    for (int i = 0; list && i < n; i++)
        PyList_SET_ITEM(list, i, PyUnicode_FromString(sub[i].name));
    return list;
}

static PyObject *tb_py_signature_of(PyObject *self, PyObject *args)
{
    xq_position p;
    tb_sig s;
    char err[160];
    if (!PyArg_ParseTuple(args, "O&", xq_position_converter, &p))
        return NULL;
    if (tb_signature_of(&p, &s, err, sizeof err) < 0) {
        PyErr_SetString(PyExc_ValueError, err);
        return NULL;
    }
    return PyUnicode_FromString(s.name);
}

/* position(sig, index, side) -> 90 piece codes, or None when the index is no legal
 * position. */
static PyObject *tb_py_position(PyObject *self, PyObject *args)
{
    const char *text;
    unsigned long long idx;
    int side;
    tb_sig s;
    xq_position p;
    if (!PyArg_ParseTuple(args, "sKi", &text, &idx, &side) || parse_sig(text, &s, NULL) < 0)
        return NULL;
    if (idx >= s.size || side < 0 || side > 1) {
        PyErr_Format(PyExc_ValueError, "index %llu / side %d out of range for %s", idx, side,
                     s.name);
        return NULL;
    }
    if (!tb_setup(&s, idx, side, &p))
        Py_RETURN_NONE;
    return PyBytes_FromStringAndSize((const char *)p.board, XQ_SQUARES);
}

static void Registry_dealloc(RegistryObject *self)
{
    for (int i = 0; i < self->reg.n; i++)
        free(self->reg.t[i]);
    Py_XDECREF(self->owners);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Registry_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    RegistryObject *self = (RegistryObject *)type->tp_alloc(type, 0);
    if (!self)
        return NULL;
    self->owners = PyList_New(0);
    if (!self->owners) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

static int find(RegistryObject *self, uint64_t mkey)
{
    for (int i = 0; i < self->reg.n; i++)
        if (self->reg.t[i]->sig.mkey == mkey)
            return i;
    return -1;
}

/* Put a table backed by `data` (2 * size bytes) in the registry. */
static int add_table(RegistryObject *self, const tb_sig *s, PyObject *data, int maxdist,
                     int has_rule)
{
    if (self->reg.n >= TB_MAX_TABLES) {
        PyErr_SetString(PyExc_ValueError, "too many tables loaded at once");
        return -1;
    }
    tb_table *t = calloc(1, sizeof *t);
    if (!t) {
        PyErr_NoMemory();
        return -1;
    }
    t->sig = *s;
    t->data[0] = (uint8_t *)PyBytes_AS_STRING(data);
    t->data[1] = t->data[0] + s->size;
    t->maxdist = maxdist;
    t->has_rule = has_rule;
    if (PyList_Append(self->owners, data) < 0) {
        free(t);
        return -1;
    }
    self->reg.t[self->reg.n++] = t;
    return 0;
}

static PyObject *Registry_add(RegistryObject *self, PyObject *args)
{
    const char *text;
    PyObject *data;
    tb_sig s;
    if (!PyArg_ParseTuple(args, "sO!", &text, &PyBytes_Type, &data) ||
        parse_sig(text, &s, NULL) < 0)
        return NULL;
    if ((uint64_t)PyBytes_GET_SIZE(data) != 2 * s.size) {
        PyErr_Format(PyExc_ValueError, "table %s holds %zd bytes, %llu expected", s.name,
                     PyBytes_GET_SIZE(data), (unsigned long long)(2 * s.size));
        return NULL;
    }
    if (find(self, s.mkey) >= 0)
        Py_RETURN_NONE;
    int maxdist = -1, has_rule = 0;
    const uint8_t *v = (const uint8_t *)PyBytes_AS_STRING(data);
    for (uint64_t i = 0; i < 2 * s.size; i++) {
        if (tb_is_dist(v[i]) && tb_dist(v[i]) > maxdist)
            maxdist = tb_dist(v[i]);
        has_rule |= v[i] == TB_WIN_RULE || v[i] == TB_LOSS_RULE;
    }
    if (add_table(self, &s, data, maxdist, has_rule) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static PyObject *Registry_has(RegistryObject *self, PyObject *args)
{
    const char *text;
    tb_sig s;
    if (!PyArg_ParseTuple(args, "s", &text) || parse_sig(text, &s, NULL) < 0)
        return NULL;
    return PyBool_FromLong(find(self, s.mkey) >= 0);
}

typedef struct {
    PyObject *callback;
    int failed;
} progress_ctx;

static int call_progress(void *ctx, const char *phase, int pass, uint64_t resolved,
                         uint64_t total)
{
    progress_ctx *c = ctx;
    if (PyErr_CheckSignals() < 0) {
        c->failed = 1;
        return 1;
    }
    if (c->callback == Py_None)
        return 0;
    PyObject *r = PyObject_CallFunction(c->callback, "siKK", phase, pass,
                                        (unsigned long long)resolved,
                                        (unsigned long long)total);
    if (!r) {
        c->failed = 1;
        return 1;
    }
    Py_DECREF(r);
    return 0;
}

/* build(sig, progress) -> (bytes, stats): progress(phase, pass, resolved, total) is called
 * now and then; the new table joins the registry. */
static PyObject *Registry_build(RegistryObject *self, PyObject *args)
{
    const char *text;
    PyObject *callback;
    tb_sig s;
    if (!PyArg_ParseTuple(args, "sO", &text, &callback) || parse_sig(text, &s, NULL) < 0)
        return NULL;
    if (find(self, s.mkey) >= 0) {
        PyErr_Format(PyExc_ValueError, "table %s is already loaded", s.name);
        return NULL;
    }
    PyObject *data = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(2 * s.size));
    if (!data)
        return NULL;
    tb_table t = {0};
    t.sig = s;
    t.data[0] = (uint8_t *)PyBytes_AS_STRING(data);
    t.data[1] = t.data[0] + s.size;
    tb_stats st;
    progress_ctx ctx = {callback, 0};
    char err[200] = "";
    int rc = tb_build(&t, &self->reg, call_progress, &ctx, &st, err, sizeof err);
    if (rc != 0) {
        Py_DECREF(data);
        if (rc == -1)
            return PyErr_NoMemory();
        if (rc == 2)
            PyErr_SetString(PyExc_ValueError, err);
        else if (!ctx.failed || !PyErr_Occurred())
            PyErr_SetString(PyExc_KeyboardInterrupt, "build stopped");
        return NULL;
    }
    if (add_table(self, &s, data, t.maxdist, t.has_rule) < 0) {
        Py_DECREF(data);
        return NULL;
    }
    xq_position p;
    PyObject *longest = Py_None;
    if (st.maxdist >= 0 && tb_setup(&s, st.longest, st.longest_side, &p))
        longest = PyBytes_FromStringAndSize((const char *)p.board, XQ_SQUARES);
    else
        Py_INCREF(longest);
    PyObject *stats = Py_BuildValue(
        "{s:(KKKK),s:(KKKK),s:(KK),s:i,s:N,s:i,s:i}",
        "red_to_move", (unsigned long long)st.count[0][0], (unsigned long long)st.count[0][1],
        (unsigned long long)st.count[0][2], (unsigned long long)st.count[0][3],
        "black_to_move", (unsigned long long)st.count[1][0], (unsigned long long)st.count[1][1],
        (unsigned long long)st.count[1][2], (unsigned long long)st.count[1][3],
        "rule", (unsigned long long)st.rule[0], (unsigned long long)st.rule[1],
        "max_plies", st.maxdist, "longest", longest, "longest_side", st.longest_side,
        "passes", st.passes);
    if (!stats) {
        Py_DECREF(data);
        return NULL;
    }
    return Py_BuildValue("(NN)", data, stats);
}

/* probe(position) -> value byte (tb.h), or -1 when no loaded table holds the material. */
static PyObject *Registry_probe(RegistryObject *self, PyObject *args)
{
    xq_position p;
    if (!PyArg_ParseTuple(args, "O&", xq_position_converter, &p))
        return NULL;
    return PyLong_FromLong(tb_probe(&self->reg, &p));
}

static PyMethodDef Registry_methods[] = {
    {"add", (PyCFunction)Registry_add, METH_VARARGS, "add(sig, data): load a table"},
    {"has", (PyCFunction)Registry_has, METH_VARARGS, "has(sig): is the table loaded"},
    {"build", (PyCFunction)Registry_build, METH_VARARGS,
     "build(sig, progress) -> (data, stats)"},
    {"probe", (PyCFunction)Registry_probe, METH_VARARGS, "probe(position) -> value"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject RegistryType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "paiju._native.TbRegistry",
    .tp_basicsize = sizeof(RegistryObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Tables in memory: load, build, probe.",
    .tp_new = Registry_new,
    .tp_dealloc = (destructor)Registry_dealloc,
    .tp_methods = Registry_methods,
};

/* The tables of a TbRegistry, for the game search (enginemodule.c); NULL with TypeError
 * when obj is no TbRegistry. */
const tb_registry *xq_tb_registry_of(PyObject *obj)
{
    if (!PyObject_TypeCheck(obj, &RegistryType)) {
        PyErr_Format(PyExc_TypeError, "expected a TbRegistry, not %.80s", Py_TYPE(obj)->tp_name);
        return NULL;
    }
    return &((RegistryObject *)obj)->reg;
}

static PyMethodDef module_methods[] = {
    {"tb_parse", tb_py_parse, METH_VARARGS, "tb_parse(sig) -> (canonical, size, swapped)"},
    {"tb_subsignatures", tb_py_subsignatures, METH_VARARGS, "tb_subsignatures(sig) -> [sig]"},
    {"tb_signature_of", tb_py_signature_of, METH_VARARGS, "tb_signature_of(position) -> sig"},
    {"tb_position", tb_py_position, METH_VARARGS, "tb_position(sig, index, side) -> board | None"},
    {NULL, NULL, 0, NULL},
};

/* Adds the tb_* functions, TbRegistry and the TB_* constants to paiju._native. */
int xq_tb_add(PyObject *m)
{
    tb_init();
    if (PyType_Ready(&RegistryType) < 0 || PyModule_AddFunctions(m, module_methods) < 0)
        return -1;
    Py_INCREF(&RegistryType);
    if (PyModule_AddObject(m, "TbRegistry", (PyObject *)&RegistryType) < 0) {
        Py_DECREF(&RegistryType);
        return -1;
    }
    if (PyModule_AddIntConstant(m, "TB_DRAW", TB_DRAW) < 0 ||
        PyModule_AddIntConstant(m, "TB_MAX_DIST", TB_MAX_DIST) < 0 ||
        PyModule_AddIntConstant(m, "TB_LOSS_RULE", TB_LOSS_RULE) < 0 ||
        PyModule_AddIntConstant(m, "TB_WIN_RULE", TB_WIN_RULE) < 0 ||
        PyModule_AddIntConstant(m, "TB_INVALID", TB_INVALID) < 0 ||
        PyModule_AddIntConstant(m, "TB_MISSING", TB_MISSING) < 0 ||
        PyModule_AddIntConstant(m, "TB_MAX_MEN", TB_MAX_MEN) < 0)
        return -1;
    return 0;
}
