// A problem built from keyword arguments (build_problem.hpp), through the public API's
// builder, which checks each step as the text format checks its line.
#include "build_problem.hpp"

#include "convert.hpp"

namespace chessy::python {

namespace {

api::Goal goal_of(const std::string& goal) {
  if (goal == "independence") return api::Goal::Independence;
  if (goal == "domination") return api::Goal::Domination;
  if (goal == "independent domination") return api::Goal::IndependentDomination;
  throw InputError("chessy: unknown goal '" + goal + "' (independence, domination, independent domination)");
}

}  // namespace

api::Problem build_problem(py::handle size, py::handle pieces, const std::string& goal, py::handle fixed,
                           py::handle blocked) {
  int rows = 8, cols = 8;
  if (py::isinstance<py::int_>(size)) {
    rows = cols = int_of(size, "size");
  } else {
    const py::sequence sides = sequence_of(size, {2}, "size is an int or (rows, cols)");
    rows = int_of(sides[0], "rows");
    cols = int_of(sides[1], "cols");
  }
  api::Problem problem(rows, cols);
  problem.goal(goal_of(goal));

  if (!pieces.is_none()) {
    const py::object items = py::hasattr(pieces, "items") ? pieces.attr("items")() : py::reinterpret_borrow<py::object>(pieces);
    for (py::handle item : py::iter(items)) {
      const py::sequence pair = sequence_of(item, {2}, "pieces are {piece: count} or (piece, count) pairs");
      if (!py::isinstance<py::str>(pair[0]))
        throw py::type_error("a piece is a letter, not " + py::repr(pair[0]).cast<std::string>());
      const auto [piece, colour] = piece_and_colour(pair[0].cast<std::string>());
      if (py::isinstance<py::str>(pair[1]) && pair[1].cast<std::string>() == "?")
        problem.add_open(piece, colour);
      else
        problem.add(piece, int_of(pair[1], "a count"), colour);
    }
  }
  for (py::handle item : py::iter(fixed)) {
    const api::Placement p = placement_of(item);
    problem.fix(p.piece, p.row, p.col, p.colour);
  }
  for (py::handle item : py::iter(blocked)) {
    const py::sequence cell = sequence_of(item, {2}, "a blocked cell is (row, col)");
    problem.block(int_of(cell[0], "a row"), int_of(cell[1], "a column"));
  }
  return problem;
}

}  // namespace chessy::python
