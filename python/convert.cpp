// Python values to the public API's and back (convert.hpp).
#include "convert.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string_view>

#include "background.hpp"

namespace chessy::python {

namespace {

constexpr std::string_view kPieces = "qrbnkp";

[[noreturn]] void type_error(const std::string& message) { throw py::type_error(message); }

std::string text_of(py::handle value) { return py::str(value).cast<std::string>(); }

std::string type_name(py::handle value) { return Py_TYPE(value.ptr())->tp_name; }

}  // namespace

std::string string_of(py::handle value, const std::string& what) {
  if (!py::isinstance<py::str>(value)) type_error(what + " must be a str, not " + type_name(value));
  Py_ssize_t size = 0;
  const char* utf8 = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
  if (utf8) return std::string(utf8, static_cast<std::size_t>(size));
  PyErr_Clear();  // a lone surrogate ('\udc80', as os.fsdecode leaves an undecodable byte)
  Py_ssize_t at = 0;
  Py_UCS4 c = 0;
  for (const Py_ssize_t n = PyUnicode_GetLength(value.ptr()); at < n; ++at)
    if (c = PyUnicode_ReadChar(value.ptr(), at); c >= 0xD800 && c <= 0xDFFF) break;
  char code[16];
  std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c));
  throw InputError("chessy: " + what + ": a lone surrogate '" + code + "' at index " + std::to_string(at) +
                   ", which is no text (UTF-8 cannot hold it)");
}

long long whole(py::handle value, const std::string& what) {
  if (!PyLong_Check(value.ptr()) || PyBool_Check(value.ptr()))
    type_error(what + " must be an int, not " + text_of(py::type::handle_of(value).attr("__name__")));
  int overflow = 0;
  const long long n = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0) throw InputError("chessy: " + what + " " + text_of(value) + " is out of range");
  return n;
}

int int_of(py::handle value, const std::string& what) {
  const long long n = whole(value, what);
  if (n < INT_MIN || n > INT_MAX) throw InputError("chessy: " + what + " " + std::to_string(n) + " is out of range");
  return static_cast<int>(n);
}

py::sequence sequence_of(py::handle item, std::initializer_list<std::size_t> sizes, const std::string& what) {
  bool fits = py::isinstance<py::sequence>(item) && !py::isinstance<py::str>(item);
  if (fits) fits = std::find(sizes.begin(), sizes.end(), py::len(item)) != sizes.end();
  if (!fits) type_error(what + ", not " + text_of(py::repr(item)));
  return py::reinterpret_borrow<py::sequence>(item);
}

api::Piece piece_of(const std::string& letter, const std::string& what) {
  if (letter.size() != 1 || kPieces.find(static_cast<char>(std::tolower(static_cast<unsigned char>(letter[0])))) ==
                                std::string_view::npos)
    throw InputError("chessy: " + what + ": unknown piece '" + letter + "' (one of q r b n k p)");
  return static_cast<api::Piece>(std::toupper(static_cast<unsigned char>(letter[0])));
}

api::Colour colour_of(py::handle colour, const std::string& what) {
  if (colour.is_none()) return api::Colour::None;
  if (py::isinstance<py::str>(colour)) {
    const std::string c = string_of(colour, what);
    if (c == "w" || c == "W") return api::Colour::White;
    if (c == "b" || c == "B") return api::Colour::Black;
  }
  throw InputError("chessy: " + what + ": unknown colour " + text_of(py::repr(colour)) + " (None, 'w' or 'b')");
}

std::pair<api::Piece, api::Colour> piece_and_colour(py::handle piece, const std::string& what) {
  if (!py::isinstance<py::str>(piece)) type_error(what + ": a piece is a letter, not " + text_of(py::repr(piece)));
  const std::string text = string_of(piece, what);
  const std::size_t space = text.find(' ');
  if (space == std::string::npos) return {piece_of(text, what), api::Colour::None};
  return {piece_of(text.substr(0, space), what), colour_of(py::str(text.substr(space + 1)), what)};
}

api::Placement placement_of(py::handle item, const std::string& what, bool stars) {
  const py::sequence fields =
      sequence_of(item, {3, 4}, what + ": a placement is a tuple (piece, colour, row, col) or (piece, row, col)");
  const std::size_t n = fields.size();
  const bool star = stars && py::isinstance<py::str>(fields[0]) && string_of(fields[0], what) == "*";
  auto [piece, colour] = star ? std::pair(api::Piece::King, api::Colour::None) : piece_and_colour(fields[0], what);
  if (n == 4 && colour == api::Colour::None) colour = colour_of(fields[1], what);
  return {piece, colour, int_of(fields[n - 2], "a row"), int_of(fields[n - 1], "a column")};
}

py::tuple placement_tuple(const api::Placement& p) {
  const py::object colour =
      p.colour == api::Colour::None ? py::object(py::none()) : py::object(py::str(std::string(1, static_cast<char>(p.colour))));
  return py::make_tuple(std::string(1, static_cast<char>(p.piece)), colour, p.row, p.col);
}

api::Problem problem_of(py::handle problem) {
  if (py::isinstance<api::Problem>(problem)) return value_of<api::Problem>(problem);
  if (py::isinstance<py::str>(problem)) {
    const std::string text = string_of(problem, "problem");
    std::optional<api::Problem> out;
    try {
      without_gil([&] { out = api::Problem::parse(text); });
    } catch (const InputError& e) {
      // chessy.count("problems/queens8.txt") read the path as a problem: say so.
      const bool one_line = text.find('\n') == std::string::npos;
      if (!one_line || !(text.find('/') != std::string::npos || text.ends_with(".txt") || text.ends_with(".json")))
        throw;
      throw InputError(std::string(e.what()) + " (a str is the problem's text; a file: pathlib.Path(" +
                       text_of(py::repr(problem)) + ") or chessy.Problem.read(" + text_of(py::repr(problem)) + "))");
    }
    return std::move(*out);
  }
  const py::object os = py::module_::import("os");
  if (py::isinstance(problem, os.attr("PathLike"))) {
    // Python's own errors for what is not there: FileNotFoundError, PermissionError (a
    // folder on the way), IsADirectoryError (os.stat does not open: a FIFO waits below).
    const py::object mode = os.attr("stat")(problem).attr("st_mode");
    if (py::module_::import("stat").attr("S_ISDIR")(mode).cast<bool>()) {
      PyErr_SetObject(PyExc_IsADirectoryError,
                      py::make_tuple(EISDIR, py::str("Is a directory"), os.attr("fspath")(problem)).ptr());
      throw py::error_already_set();
    }
    // Bytes as the file system has them (os.fsencode: an undecodable byte comes back).
    const std::string path = os.attr("fsencode")(problem).cast<std::string>();
    // On a thread of its own, as a search: a FIFO without a writer may never deliver,
    // and Ctrl-C must still end the wait.
    std::optional<api::Problem> read;
    run_in_background([&](const std::atomic<bool>& stop) { read = api::Problem::read(path, stop); });
    return std::move(*read);
  }
  type_error("a problem is a chessy.Problem, its text (str) or a file's path (os.PathLike), not " +
             text_of(py::type::handle_of(problem).attr("__name__")));
}

api::Options options_of(const py::kwargs& options, const char* function) {
  api::Options out;
  for (const auto& [key_object, value] : options) {
    const std::string key = string_of(key_object, std::string(function) + "(): a keyword");
    const std::string what = std::string(function) + "(): " + key;
    if (key == "backend" || key == "engine") {
      const std::string name = string_of(value, what);
      if (key == "backend") {
        out.backend = name;
      } else if (const std::optional<api::Engine> engine = named<api::Engine>(name); engine && is_choice(*engine)) {
        out.engine = *engine;
      } else {
        throw InputError("chessy: unknown engine '" + name + "' (" + engine_choices() + ")");
      }
    } else if (key == "jobs") {
      const long long jobs = whole(value, what);
      if (jobs < 0 || jobs > 1024) throw InputError("chessy: jobs must be 0 (one per core) to 1024, not " + std::to_string(jobs));
      out.jobs = static_cast<int>(jobs);
    } else if (key == "symmetry") {
      if (!PyBool_Check(value.ptr())) type_error(what + " must be True or False");
      out.symmetry = value.cast<bool>();
    } else if (key == "limit") {
      const long long limit = value.is_none() ? 0 : whole(value, what);
      if (limit < 0) throw InputError("chessy: limit must not be negative");
      out.limit = static_cast<std::uint64_t>(limit);
    } else if (key == "timeout") {
      if (!value.is_none() && ((!PyLong_Check(value.ptr()) && !PyFloat_Check(value.ptr())) || PyBool_Check(value.ptr())))
        type_error(what + " must be a number of seconds or None, not " + type_name(value));
      out.timeout = value.is_none() ? 0.0 : PyFloat_AsDouble(value.ptr());
      if (out.timeout == -1.0 && PyErr_Occurred()) {  // an int beyond any double
        PyErr_Clear();
        throw InputError("chessy: " + what + " must be a finite number of seconds, not an int of " +
                         std::to_string(text_of(value).size()) + " digits");
      }
      if (!std::isfinite(out.timeout))
        throw InputError("chessy: " + what + " must be a finite number of seconds, not " + text_of(value));
      if (out.timeout < 0) throw InputError("chessy: " + what + " must not be negative, not " + text_of(value));
    } else if (key == "optimize" && std::string_view(function) != "minimum" && std::string_view(function) != "maximum") {
      const std::optional<api::Optimize> optimize =
          value.is_none() ? api::Optimize::None : named<api::Optimize>(string_of(value, what));
      if (!optimize)
        throw InputError("chessy: " + what + " must be \"min\", \"max\" or None, not " + text_of(py::repr(value)));
      out.optimize = *optimize;
    } else {
      type_error(std::string(function) + "() got an unexpected keyword argument '" + key + "'");
    }
  }
  return out;
}

}  // namespace chessy::python
