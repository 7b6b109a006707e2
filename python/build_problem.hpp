// A problem built from keyword arguments (docs/python.md):
//   chessy.Problem(size=8, pieces={"q": 8}, goal="independence", fixed=[("q", 3, 3)], blocked=[(0, 0)],
//                  torus=False)
#pragma once
#include <pybind11/pybind11.h>

#include "chessy/chessy.hpp"

namespace chessy::python {
namespace py = pybind11;

// size: N or (rows, cols); pieces: {piece: count} or pairs, a piece as "q" or "r w", a
// count an int or "?" (open, for minimum/maximum); goal: "independence",
// "domination", "independent domination" or "total domination"; fixed: (piece, row,
// col) or (piece, colour, row, col) tuples; blocked: (row, col) pairs; torus: a bool.
// regions: a region puzzle's grid, one str a row, with `stars` (None: 1) a row, column
// and region; then no size, pieces, goal or torus, and fixed stars as (row, col) or
// ("*", row, col). Checked as the text format checks its lines (InputError
// "<built>:LINE: ...").
api::Problem build_problem(py::handle size, py::handle pieces, py::handle goal, py::handle fixed,
                           py::handle blocked, py::handle torus, py::handle regions, py::handle stars);

}  // namespace chessy::python
