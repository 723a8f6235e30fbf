/*
 * The rules core's Position (coremodule.c) as an argument of the other parts of
 * paiju._native: the prover, the game search and the tablebase take the Position
 * object itself and copy its xq_position struct (no 90-byte round trip, no re-check
 * of piece codes that Position.set_piece already refused).
 */
#ifndef PAIJU_PYPOSITION_H
#define PAIJU_PYPOSITION_H

#include <Python.h>

#include "position.h"

/* A PyArg_ParseTuple "O&" converter: copies the position (not its move history) of a
 * paiju._native.Position into *(xq_position *)out and returns 1; for any other object
 * sets TypeError and returns 0. */
int xq_position_converter(PyObject *obj, void *out);

#endif
