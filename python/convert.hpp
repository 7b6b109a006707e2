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

// The C++ value of a chessy object of type T (Problem, Solution, Enumeration), checked:
// TypeError when `object` is not one, or was made by T.__new__ without __init__ (it holds
// no value: reading one crashed the interpreter).
template <typename T>
T& value_of(py::handle object) {
  const py::detail::type_info* type = py::detail::get_type_info(typeid(T));
  if (!py::isinstance<T>(object))
    throw py::type_error(std::string("a ") + type->type->tp_name + " is needed, not " + Py_TYPE(object.ptr())->tp_name);
  const py::detail::value_and_holder v = reinterpret_cast<py::detail::instance*>(object.ptr())->get_value_and_holder(type);
  if (!v.holder_constructed())
    throw py::type_error(std::string("this ") + type->type->tp_name +
                         " was made by __new__ without __init__: it holds nothing to use");
  return *v.template value_ptr<T>();
}

// A Python int (not a bool) as a C++ one: TypeError naming `what` for another type,
// InputError when it does not fit.
long long whole(py::handle value, const std::string& what);
int int_of(py::handle value, const std::string& what);
// A tuple or list (not a str) of `sizes` items: TypeError "`what`, not ITEM" otherwise.
py::sequence sequence_of(py::handle item, std::initializer_list<std::size_t> sizes, const std::string& what);

// A str as UTF-8: TypeError for another type, InputError naming `what` (the argument)
// for a lone surrogate, which no text holds.
std::string string_of(py::handle value, const std::string& what);

// The errors below start with `what`, the argument the value came in ("pieces").
// One of q r b n k p, either case (InputError otherwise).
api::Piece piece_of(const std::string& letter, const std::string& what);
// None, 'w' or 'b' (InputError otherwise).
api::Colour colour_of(py::handle colour, const std::string& what);
// "q", "Q", "r w", "r b": a piece as the text format writes it, colour and all.
std::pair<api::Piece, api::Colour> piece_and_colour(py::handle piece, const std::string& what);

// (piece, colour, row, col), or (piece, row, col) with the colour in the piece's text.
// `stars`: a region puzzle's, where '*' is a star (a king), as its fixed stars are written.
api::Placement placement_of(py::handle item, const std::string& what, bool stars = false);
// ('Q', None, 0, 3): the piece a capital letter, the colour None, 'w' or 'b'.
py::tuple placement_tuple(const api::Placement& placement);

// A chessy.Problem as it is, a str parsed (the text or the JSON format), an
// os.PathLike read as a file (TypeError for anything else).
api::Problem problem_of(py::handle problem);

// backend, engine, jobs, symmetry, limit, timeout; any other key is a TypeError naming
// `function` as Python names an unexpected keyword argument.
api::Options options_of(const py::kwargs& options, const char* function);

}  // namespace chessy::python
