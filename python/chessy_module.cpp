// The Python module `chessy` (docs/python.md): the public C++ API
// (include/chessy/chessy.hpp) with Python's types, every search run with the GIL
// released and Ctrl-C honoured.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cctype>
#include <cstring>
#include <memory>
#include <optional>
#include <regex>
#include <string>

#include "background.hpp"
#include "build_problem.hpp"
#include "chessy/chessy.hpp"
#include "chessy/version.hpp"
#include "convert.hpp"
#include "stream.hpp"

namespace py = pybind11;
using namespace chessy;
using namespace chessy::python;

namespace {

py::list pieces_list(const api::Solution& solution) {
  py::list out;
  for (const api::Placement& p : solution.pieces) out.append(placement_tuple(p));
  return out;
}

// A Problem's getters in Python's terms: the constructor's keywords take them back.
const char* goal_name(api::Goal goal) {
  switch (goal) {
    case api::Goal::Domination: return "domination";
    case api::Goal::IndependentDomination: return "independent domination";
    case api::Goal::TotalDomination: return "total domination";
    case api::Goal::Independence: break;
  }
  return "independence";
}

// {"q": 8, "r w": 2, "k": "?"}: the piece as the text format writes it, the count an int
// or '?' (open).
py::dict pieces_dict(const api::Problem& problem) {
  py::dict out;
  for (const api::PieceCount& c : problem.pieces()) {
    std::string key(1, static_cast<char>(std::tolower(static_cast<unsigned char>(c.piece))));
    if (c.colour != api::Colour::None) key += std::string(" ") + static_cast<char>(c.colour);
    out[py::str(key)] = c.open ? py::object(py::str("?")) : py::object(py::int_(c.count));
  }
  return out;
}

py::list fixed_list(const api::Problem& problem) {
  py::list out;
  for (const api::Placement& p : problem.fixed()) out.append(placement_tuple(p));
  return out;
}

py::list blocked_list(const api::Problem& problem) {
  py::list out;
  for (const api::Cell& c : problem.blocked()) out.append(py::make_tuple(c.row, c.col));
  return out;
}

// What == compares and hash() hashes: the problem, not how it was written (the order of
// its lines, a file's name). A board with no piece yet has its size alone.
py::tuple problem_key(const api::Problem& p) {
  try {
    return py::make_tuple(p.rows(), p.cols(), goal_name(p.goal()), p.torus(), py::tuple(pieces_dict(p).attr("items")()),
                          py::tuple(fixed_list(p)), py::tuple(blocked_list(p)), py::tuple(py::cast(p.regions())),
                          p.stars());
  } catch (const InputError&) {
    return py::make_tuple(p.rows(), p.cols());
  }
}

py::tuple solution_key(const api::Solution& s) { return py::make_tuple(py::tuple(pieces_list(s)), s.class_size); }

// The library's messages in Python's terms: the command line's options named as the
// calls and keywords that stand for them here ("--count counts" -> "count() counts",
// "--engine bits" -> "engine='bits'").
std::string python_terms(std::string message) {
  static const std::pair<std::regex, const char*> kTerms[] = {
      {std::regex(R"(chessy-sat: --engine (\w+):)"), "chessy: engine='$1':"},
      {std::regex(R"(--engine (\w+))"), "engine='$1'"},
      {std::regex(R"(--count counts)"), "count() counts"},
      {std::regex(R"(--all lists)"), "enumerate() lists"},
      {std::regex(R"(--(min|max) searches)"), "$1imum() and optimize='$1' search"},
      {std::regex(R"(use fewer -j workers)"), "use fewer jobs"},
      {std::regex(R"( \(add_open\))"), " (pieces={'q': '?'})"},
  };
  for (const auto& [pattern, replacement] : kTerms) message = std::regex_replace(message, pattern, replacement);
  return message;
}

// The namedtuples the module returns, made once at import.
py::object counts_type, optimum_counts_type, optimum_type;

py::object counts_tuple(const api::Counts& c) { return counts_type(c.fundamental, c.total, c.complete); }

// count(optimize=...): the optimum first (None: no count has a solution, or stopped first).
py::object optimum_counts_tuple(const api::Counts& c) {
  return optimum_counts_type(c.optimum ? py::cast(*c.optimum) : py::none(), c.fundamental, c.total, c.complete);
}

py::object optimum_tuple(const api::Optimum& o) {
  return optimum_type(o.lower, o.upper, o.solution ? py::cast(*o.solution) : py::none(), o.complete);
}

// The placements check() takes: a Solution, or an iterable of tuples ('*' a star of a
// region puzzle, as its fixed stars are written).
std::vector<api::Placement> placements_of(py::handle pieces, bool stars) {
  if (py::isinstance<api::Solution>(pieces)) return value_of<api::Solution>(pieces).pieces;
  std::vector<api::Placement> out;
  for (py::handle item : py::iter(pieces)) out.push_back(placement_of(item, "check(): pieces", stars));
  return out;
}

// A Problem's or an Enumeration's == and hash(): identity, as object's, once checked
// (one made by __new__ alone is a TypeError here too, as in every other use).
template <typename T>
py::object same_object(py::handle a, py::handle b) {
  value_of<T>(a);
  if (!py::isinstance<T>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
  value_of<T>(b);
  return py::bool_(a.is(b));
}

template <typename T>
Py_hash_t object_hash(py::handle a) {
  value_of<T>(a);
  return PyBaseObject_Type.tp_hash(a.ptr());
}

// An Enumeration's __iter__ and __enter__: itself, once checked.
py::object checked_self(py::handle stream) {
  value_of<Stream>(stream);
  return py::reinterpret_borrow<py::object>(stream);
}

constexpr const char* kOptionsDoc = R"(
Options (keywords): backend "cadical" (default) or "picosat"; engine "auto", "sat",
"backtrack", "bits" or "regions" (region puzzles); jobs (0: one per core); symmetry (False: symmetric solutions
are different solutions); limit (stop after this many classes; None or 0: never);
timeout (seconds; None or 0: never); solve, count and enumerate: optimize "min" or "max"
(the open count '?' at its fewest or most pieces first, then the search at it).)";

// A function's docstring whose first line is its signature as CPython writes a builtin's
// ("name(params)\n--\n\n"): inspect.signature() reads it (with pybind11's own signature
// line, which names no keyword, it raised ValueError); python/chessy.pyi has the same.
constexpr const char* kOptionParams =
    "*, backend='cadical', engine='auto', jobs=0, symmetry=True, limit=None, timeout=None";

std::string signed_doc(const std::string& name, const std::string& params, const std::string& text) {
  return name + "(" + params + ")\n--\n\n" + text;
}

std::string doc(const char* name, bool optimize, const char* text) {
  return signed_doc(name, std::string("problem, ") + kOptionParams + (optimize ? ", optimize=None" : ""),
                    text + std::string(kOptionsDoc));
}

}  // namespace

PYBIND11_MODULE(chessy, m) {
  m.doc() = "Chess placement puzzles (independence, domination) solved by SAT: chessy-sat as a library.";
  m.attr("__version__") = CHESSY_VERSION_STRING;

  // Errors: the C++ messages, which are the command line's.
  static const py::handle input_error = py::register_exception<InputError>(m, "InputError", PyExc_ValueError);
  static const py::handle interrupted = py::register_exception<Interrupted>(m, "Interrupted", PyExc_TimeoutError);
  static const py::handle internal_error =
      py::register_exception<InternalError>(m, "InternalError", PyExc_RuntimeError);
  // Tried before those: a message naming a file whose name is no UTF-8 ('\xff') keeps
  // its bytes as \xff (it came out empty: Python could not decode it).
  py::register_exception_translator([](std::exception_ptr error) {
    auto raise = [](py::handle type, const char* what) {
      const py::object text = py::reinterpret_steal<py::object>(
          PyUnicode_DecodeUTF8(what, static_cast<Py_ssize_t>(std::strlen(what)), "backslashreplace"));
      PyErr_SetObject(type.ptr(), text.ptr());
    };
    try {
      if (error) std::rethrow_exception(error);
    } catch (const InputError& e) {
      raise(input_error, python_terms(e.what()).c_str());
    } catch (const Interrupted& e) {
      raise(interrupted, e.what());
    } catch (const InternalError& e) {
      raise(internal_error, e.what());
    }
  });

  const py::object namedtuple = py::module_::import("collections").attr("namedtuple");
  counts_type = namedtuple("Counts", "fundamental total complete", py::arg("module") = "chessy");
  // `complete` last in each, as Counts has it.
  optimum_type = namedtuple("Optimum", "lower upper solution complete", py::arg("module") = "chessy");
  optimum_counts_type =
      namedtuple("OptimumCounts", "optimum fundamental total complete", py::arg("module") = "chessy");
  m.attr("Counts") = counts_type;
  m.attr("OptimumCounts") = optimum_counts_type;
  m.attr("Optimum") = optimum_type;

  py::class_<api::Problem>(m, "Problem", R"(A chess placement problem: a board, a goal, pieces, fixed pieces, blocked cells.

Problem(size=8, pieces={"q": 8}, goal="independence", fixed=[], blocked=[], torus=False) builds one:
size N or (rows, cols); pieces {piece: count} with a piece "q" or "r w" (colour w/b) and a
count an int or "?" (open, for minimum/maximum); goal "independence", "domination",
"independent domination" or "total domination"; fixed (piece, row, col) or (piece,
colour, row, col); blocked (row, col); torus True: every ray and step wraps around the
edges. Row 0 is the top line. Problem(regions=["AABB", ...], stars=1) builds a region
puzzle (stars in every row, column and region, none touching; fixed stars (row, col)). Problem.parse(text) and
Problem.read(path) read the text or the JSON format.)")
      .def(py::init([](py::object size, py::object pieces, py::object goal, py::object fixed, py::object blocked,
                       py::object torus, py::object regions, py::object stars) {
             return build_problem(size, pieces, goal, fixed, blocked, torus, regions, stars);
           }),
           py::kw_only(), py::arg("size") = py::none(), py::arg("pieces") = py::none(), py::arg("goal") = "independence",
           py::arg("fixed") = py::tuple(), py::arg("blocked") = py::tuple(), py::arg("torus") = false,
           py::arg("regions") = py::none(), py::arg("stars") = py::none())
      .def_static(
          "parse",
          [](py::handle text_object, py::handle name_object) {
            const std::string text = string_of(text_object, "Problem.parse(): text");
            const std::string name = string_of(name_object, "Problem.parse(): name");
            std::optional<api::Problem> out;
            without_gil([&] { out = api::Problem::parse(text, name); });
            return std::move(*out);
          },
          py::arg("text"), py::arg("name") = "<problem>",
          "The text or the JSON format; `name` starts every error message (NAME:LINE: ...).")
      .def_static(
          "read", [](py::object path) { return problem_of(py::module_::import("pathlib").attr("Path")(path)); },
          py::arg("path"), "A problem file (text or JSON); errors name the file.")
      .def_property_readonly("rows", [](py::handle p) { return value_of<api::Problem>(p).rows(); })
      .def_property_readonly("cols", [](py::handle p) { return value_of<api::Problem>(p).cols(); })
      .def_property_readonly(
          "torus", [](py::handle p) { return value_of<api::Problem>(p).torus(); },
          "Whether every ray and step wraps around the edges.")
      .def_property_readonly(
          "regions", [](py::handle p) { return value_of<api::Problem>(p).regions(); },
          "A region puzzle's grid, one str a row ([] when the problem is none).")
      .def_property_readonly(
          "stars", [](py::handle p) { return value_of<api::Problem>(p).stars(); },
          "A region puzzle's stars a row, column and region (0 when none).")
      .def_property_readonly(
          "text", [](py::handle p) { return value_of<api::Problem>(p).text(); }, "The problem in the text format.")
      .def(
          "with_count", [](py::handle p, int count) { return value_of<api::Problem>(p).with_count(count); },
          py::arg("count"), "This problem with the open count '?' set.")
      .def_property_readonly(
          "size", [](py::handle p) { return py::make_tuple(value_of<api::Problem>(p).rows(), value_of<api::Problem>(p).cols()); },
          "(rows, cols).")
      .def_property_readonly(
          "goal", [](py::handle p) { return goal_name(value_of<api::Problem>(p).goal()); },
          "\"independence\", \"domination\", \"independent domination\" or \"total domination\".")
      .def_property_readonly(
          "pieces", [](py::handle p) { return pieces_dict(value_of<api::Problem>(p)); },
          "{piece: count}, as Problem(pieces=...) takes it: \"q\" or \"r w\", an int or \"?\" (open).")
      .def_property_readonly(
          "fixed", [](py::handle p) { return fixed_list(value_of<api::Problem>(p)); },
          "The fixed pieces, [(piece, colour, row, col)] by row, then column.")
      .def_property_readonly(
          "blocked", [](py::handle p) { return blocked_list(value_of<api::Problem>(p)); },
          "The blocked cells, [(row, col)] by row, then column.")
      .def(
          "__eq__",
          [](py::handle a, py::handle b) -> py::object {
            const api::Problem& self = value_of<api::Problem>(a);  // a __new__-made one: TypeError
            if (!py::isinstance<api::Problem>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
            return py::bool_(problem_key(self).equal(problem_key(value_of<api::Problem>(b))));
          },
          py::is_operator())
      .def("__hash__", [](py::handle p) { return py::hash(problem_key(value_of<api::Problem>(p))); })
      .def(py::pickle([](py::handle p) { return py::make_tuple(value_of<api::Problem>(p).text(), value_of<api::Problem>(p).name()); },
                      [](const py::tuple& state) {
                        return api::Problem::parse(string_of(state[0], "a pickled Problem"), string_of(state[1], "a pickled Problem"));
                      }))
      .def("__str__", [](py::handle p) { return value_of<api::Problem>(p).text(); })
      .def("__repr__", [](py::handle p) {
        return "chessy.Problem.parse(" + py::repr(py::str(value_of<api::Problem>(p).text())).cast<std::string>() + ")";
      });

  py::class_<api::Solution>(m, "Solution", R"(A solution: the representative of its class.

pieces: [(piece, colour, row, col)], piece 'Q' etc., colour None, 'w' or 'b', row 0 the
top line; board: the board as chessy-sat prints it (also str()); class_size: the
solutions in its class (1 with symmetry off). Iterating gives the pieces.)")
      .def_property_readonly("pieces", [](py::handle s) { return pieces_list(value_of<api::Solution>(s)); })
      .def_property_readonly("board", [](py::handle s) { return value_of<api::Solution>(s).board; })
      .def_property_readonly("class_size", [](py::handle s) { return value_of<api::Solution>(s).class_size; })
      .def("__iter__", [](py::handle s) { return py::iter(pieces_list(value_of<api::Solution>(s))); })
      .def("__len__", [](py::handle s) { return value_of<api::Solution>(s).pieces.size(); })
      .def(
          "__eq__",
          [](py::handle a, py::handle b) -> py::object {
            const api::Solution& x = value_of<api::Solution>(a);  // one made by __new__: TypeError
            if (!py::isinstance<api::Solution>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
            const api::Solution& y = value_of<api::Solution>(b);
            return py::bool_(x.pieces == y.pieces && x.class_size == y.class_size);
          },
          py::is_operator())  // another type: NotImplemented, so == is False
      .def("__hash__", [](py::handle s) { return py::hash(solution_key(value_of<api::Solution>(s))); })
      .def(py::pickle(
          [](py::handle s) {
            const api::Solution& x = value_of<api::Solution>(s);
            return py::make_tuple(pieces_list(x), x.board, x.class_size);
          },
          [](const py::tuple& state) {
            api::Solution s;
            for (py::handle item : py::iter(state[0])) s.pieces.push_back(placement_of(item, "a pickled Solution"));
            s.board = string_of(state[1], "a pickled Solution");
            s.class_size = state[2].cast<std::uint64_t>();
            return s;
          }))
      .def("__str__", [](py::handle self) {  // print() adds the last newline
        const api::Solution& s = value_of<api::Solution>(self);
        return s.board.ends_with('\n') ? s.board.substr(0, s.board.size() - 1) : s.board;
      })
      .def("__repr__", [](py::handle self) {
        const api::Solution& s = value_of<api::Solution>(self);
        return "chessy.Solution(" + py::repr(pieces_list(s)).cast<std::string>() +
               ", class_size=" + std::to_string(s.class_size) + ")";
      });

  py::class_<Stream>(m, "Enumeration", R"(The fundamental solutions, as the search finds them.

Iterate it (for s in chessy.enumerate(...)); close() (or leaving a `with` block, or
dropping the last reference) stops the search. counts: Counts once the search has
ended (complete False when stopped early by limit, timeout or close), else None.)")
      .def("__iter__", &checked_self)
      .def("__next__",
           [](py::handle s) {
             std::optional<api::Solution> solution = value_of<Stream>(s).next();
             if (!solution) throw py::stop_iteration();
             return std::move(*solution);
           })
      .def("close", [](py::handle s) { value_of<Stream>(s).close(); })
      .def("__eq__", &same_object<Stream>, py::is_operator())
      .def("__hash__", &object_hash<Stream>)
      .def("__enter__", &checked_self)
      .def("__exit__", [](py::handle s, py::args) { value_of<Stream>(s).close(); })
      .def_property_readonly("counts", [](py::handle s) -> py::object {
        const std::optional<api::Counts> c = value_of<Stream>(s).counts();
        return c ? counts_tuple(*c) : py::none();
      });
  // At exit, before the interpreter finalizes: stop every search, wait until no thread
  // waits for the GIL in here (background.hpp), then close the streams still open.
  py::module_::import("atexit").attr("register")(py::cpp_function([] {
    prepare_exit([] { Stream::stop_all(); });
    Stream::close_all();
  }));
  // In the child of os.fork() the searches' threads are not there: nothing waits for them.
  py::module_::import("os").attr("register_at_fork")(py::arg("after_in_child") = py::cpp_function([] {
    forget_after_fork();
    Stream::orphan_all();
  }));

  py::options signatures;
  signatures.disable_function_signatures();
  m.def(
      "solve",
      [](py::handle problem, const py::kwargs& kwargs) -> py::object {
        const api::Problem p = problem_of(problem);
        api::Options options = options_of(kwargs, "solve");
        std::optional<api::Solution> out;
        run_in_background([&](const std::atomic<bool>& stop) {
          options.stop = &stop;
          out = api::solve(p, options);
        });
        return out ? py::cast(std::move(*out)) : py::none();
      },
      py::arg("problem"),
      doc("solve", true, "One solution (the representative of its class), or None when there is none.\n"
          "problem: a Problem, its text (str) or a file's path (os.PathLike).\n"
          "Raises InputError (bad problem or option) or Interrupted (timeout).")
          .c_str());

  m.def(
      "count",
      [](py::handle problem, const py::kwargs& kwargs) {
        const api::Problem p = problem_of(problem);
        api::Options options = options_of(kwargs, "count");
        api::Counts out;
        const auto result = [&] { return options.optimize == api::Optimize::None ? counts_tuple(out) : optimum_counts_tuple(out); };
        try {
          run_in_background([&](const std::atomic<bool>& stop) {
            options.stop = &stop;
            out = api::count(p, options);
          });
        } catch (py::error_already_set& e) {
          // Ctrl-C: the search has stopped and returned what it counted (the command line
          // prints it too); the KeyboardInterrupt carries it as .counts.
          if (!e.matches(PyExc_KeyboardInterrupt)) throw;
          out.complete = false;
          e.restore();
          PyObject *type = nullptr, *value = nullptr, *trace = nullptr;
          PyErr_Fetch(&type, &value, &trace);
          PyErr_NormalizeException(&type, &value, &trace);
          if (value) PyObject_SetAttrString(value, "counts", result().ptr());
          PyErr_Restore(type, value, trace);
          throw py::error_already_set();
        }
        return result();
      },
      py::arg("problem"),
      doc("count", true, "Counts(fundamental, total, complete): classes, solutions, and False when stopped\n"
          "early by limit or timeout. With optimize: OptimumCounts(optimum, fundamental, total,\n"
          "complete), the counts at the optimum. Ctrl-C: the KeyboardInterrupt's .counts holds\n"
          "what was counted (complete False).")
          .c_str());

  m.def(
      "enumerate",
      [](py::handle problem, const py::kwargs& kwargs) {
        return std::make_unique<Stream>(problem_of(problem), options_of(kwargs, "enumerate"));
      },
      py::arg("problem"),
      doc("enumerate", true, "Every fundamental solution (one per class), streamed as found: an iterator of\n"
          "Solution. The search starts at once on a thread of its own; leaving the loop\n"
          "early and dropping the iterator (or close()) stops it.")
          .c_str());

  for (const bool maximize : {false, true}) {
    const char* name = maximize ? "maximum" : "minimum";
    m.def(
        name,
        [maximize, name](py::handle problem, const py::kwargs& kwargs) {
          const api::Problem p = problem_of(problem);
          api::Options options = options_of(kwargs, name);
          api::Optimum out;
          run_in_background([&](const std::atomic<bool>& stop) {
            options.stop = &stop;
            out = maximize ? api::maximum(p, options) : api::minimum(p, options);
          });
          return optimum_tuple(out);
        },
        py::arg("problem"),
        doc(name, false, maximize ? "The most pieces of the open type ('?*X') for which a solution exists:\n"
                       "Optimum(lower, upper, solution, complete), lower == upper when complete."
                     : "The fewest pieces of the open type ('?*X') for which a solution exists:\n"
                       "Optimum(lower, upper, solution, complete), lower == upper when complete.")
            .c_str());
  }

  m.def(
      "check",
      [](py::handle problem, py::handle pieces) {
        const api::Problem p = problem_of(problem);
        const std::vector<api::Placement> placements = placements_of(pieces, p.stars() > 0);
        std::optional<std::string> broken;
        without_gil([&] { broken = api::check(p, placements); });
        return broken;
      },
      py::arg("problem"), py::arg("pieces"),
      signed_doc("check", "problem, pieces",
                 "Whether the pieces (a Solution or (piece, colour, row, col) tuples, fixed pieces\n"
                 "included) solve the problem: None, or the rule broken as a str.")
          .c_str());

  m.def("version", &api::version, signed_doc("version", "", "chessy-sat's version and the solvers linked.").c_str());
}
