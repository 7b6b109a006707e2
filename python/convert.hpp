// Python values to the public API's and back: a piece a letter ('q' or 'Q', or the text
// format's "r w" with its colour), a colour None, 'w' or 'b', a placement the tuple
// (piece, colour, row, col), a problem a chessy.Problem, its text or a file's path, the
// options keyword arguments.
#pragma once
#include <pybind11/pybind11.h>

#include <initializer_list>
#include <string>
#include <utility>

#include "chessy/chessy.hpp"

namespace chessy::python {
namespace py = pybind11;

// A Python int (not a bool) as a C++ one: TypeError naming `what` for another type,
// InputError when it does not fit.
long long whole(py::handle value, const std::string& what);
int int_of(py::handle value, const std::string& what);
// A tuple or list (not a str) of `sizes` items: TypeError "`what`, not ITEM" otherwise.
py::sequence sequence_of(py::handle item, std::initializer_list<std::size_t> sizes, const std::string& what);

// One of q r b n k p, either case (InputError otherwise).
api::Piece piece_of(const std::string& letter);
// None, 'w' or 'b' (InputError otherwise).
api::Colour colour_of(py::handle colour);
// "q", "Q", "r w", "r b": a piece as the text format writes it, colour and all.
std::pair<api::Piece, api::Colour> piece_and_colour(const std::string& text);

// (piece, colour, row, col), or (piece, row, col) with the colour in the piece's text.
api::Placement placement_of(py::handle item);
// ('Q', None, 0, 3): the piece a capital letter, the colour None, 'w' or 'b'.
py::tuple placement_tuple(const api::Placement& placement);

// A chessy.Problem as it is, a str parsed (the text or the JSON format), an
// os.PathLike read as a file (TypeError for anything else).
api::Problem problem_of(py::handle problem);

// backend, engine, jobs, symmetry, limit, timeout; any other key is a TypeError naming
// `function` as Python names an unexpected keyword argument.
api::Options options_of(const py::kwargs& options, const char* function);

}  // namespace chessy::python
