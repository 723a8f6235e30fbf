/*
 * Ctrl-C for the compiled loops (perft, the prover): they run without the GIL
 * and never return to Python until done, so Python's own SIGINT handler only
 * records the signal. While such a loop runs on the main thread, a chained
 * handler also sets a bit in the loop's stop flag (an async-signal-safe atomic
 * store), then calls Python's handler; the loop sees the bit at its next poll,
 * returns, and the caller raises KeyboardInterrupt.
 *
 * Include in one extension module's .c file (the state is per module):
 *
 *     int armed = xq_interrupt_arm(&flag);      GIL held; -1: already interrupted
 *     ... release the GIL, run the loop polling flag ...
 *     if (xq_interrupt_disarm(armed, &flag))    GIL held: 1 = the loop was stopped,
 *         return NULL;                          with KeyboardInterrupt set
 */
#ifndef PAIJU_INTERRUPT_H
#define PAIJU_INTERRUPT_H

#include <Python.h>
#include <signal.h>
#include <stdatomic.h>

#include "pythread.h"

#define XQ_STOP_INTERRUPT 2 /* the stop-flag bit a Ctrl-C sets */

static _Atomic(atomic_int *) xq_interrupt_target;
static PyOS_sighandler_t xq_interrupt_previous;
static unsigned long xq_main_thread;

static void xq_interrupt_handler(int sig)
{
    atomic_int *flag = atomic_load(&xq_interrupt_target);
    if (flag)
        atomic_fetch_or(flag, XQ_STOP_INTERRUPT);
    PyOS_sighandler_t previous = xq_interrupt_previous;
    if (previous && previous != SIG_IGN && previous != SIG_DFL && previous != SIG_ERR)
        previous(sig);
}

/* At module init: remember the main thread (only it receives KeyboardInterrupt). */
static int xq_interrupt_init(void)
{
    PyObject *threading = PyImport_ImportModule("threading");
    if (!threading)
        return -1;
    PyObject *main = PyObject_CallMethod(threading, "main_thread", NULL);
    Py_DECREF(threading);
    if (!main)
        return -1;
    PyObject *ident = PyObject_GetAttrString(main, "ident");
    Py_DECREF(main);
    if (!ident)
        return -1;
    xq_main_thread = PyLong_AsUnsignedLong(ident);
    Py_DECREF(ident);
    return PyErr_Occurred() ? -1 : 0;
}

/* Returns 1 if armed, 0 if Ctrl-C is not ours to watch here (another thread,
 * SIGINT ignored or left to the system), -1 with an exception set if a signal
 * is already pending. */
static int xq_interrupt_arm(atomic_int *flag)
{
    if (PyThread_get_thread_ident() != xq_main_thread)
        return 0;
    PyOS_sighandler_t current = PyOS_getsig(SIGINT);
    if (current == SIG_IGN || current == SIG_DFL || current == SIG_ERR ||
        current == xq_interrupt_handler)
        return 0;
    xq_interrupt_previous = current;
    atomic_store(&xq_interrupt_target, flag);
    PyOS_setsig(SIGINT, xq_interrupt_handler);
    if (PyErr_CheckSignals() < 0) { /* arrived just before: do not start */
        PyOS_setsig(SIGINT, current);
        atomic_store(&xq_interrupt_target, NULL);
        return -1;
    }
    return 1;
}

/* Undo xq_interrupt_arm. Returns 1 with an exception set if the loop was
 * stopped by Ctrl-C (the bit is cleared again), else 0. */
static int xq_interrupt_disarm(int armed, atomic_int *flag)
{
    if (armed != 1)
        return 0;
    if (PyOS_getsig(SIGINT) == xq_interrupt_handler)
        PyOS_setsig(SIGINT, xq_interrupt_previous);
    atomic_store(&xq_interrupt_target, NULL);
    if (!(atomic_fetch_and(flag, ~XQ_STOP_INTERRUPT) & XQ_STOP_INTERRUPT))
        return 0;
    if (PyErr_CheckSignals() == 0) /* a Python handler that does not raise */
        PyErr_SetNone(PyExc_KeyboardInterrupt);
    return 1;
}

#endif
