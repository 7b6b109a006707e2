// A problem built from keyword arguments (build_problem.hpp), through the public API's
// builder, which checks each step as the text format checks its line.
#include "build_problem.hpp"

#include "convert.hpp"

namespace chessy::python {

namespace {

api::Goal goal_of(py::handle value) {
  const std::string goal = string_of(value, "goal");
  if (goal == "independence") return api::Goal::Independence;
  if (goal == "domination") return api::Goal::Domination;
  if (goal == "independent domination") return api::Goal::IndependentDomination;
  if (goal == "total domination") return api::Goal::TotalDomination;
  throw InputError("chessy: unknown goal '" + goal +
                   "' (independence, domination, independent domination, total domination)");
}

void block_cells(api::Problem& problem, py::handle blocked) {
  for (py::handle item : py::iter(blocked)) {
    const py::sequence cell = sequence_of(item, {2}, "a blocked cell is (row, col)");
    problem.block(int_of(cell[0], "a row"), int_of(cell[1], "a column"));
  }
}

// A region puzzle (docs/python.md): what the other keywords say is refused beside it.
api::Problem build_region_puzzle(py::handle size, py::handle pieces, py::handle goal, py::handle fixed,
                                 py::handle blocked, py::handle torus, py::handle regions, py::handle stars) {
  if (!size.is_none()) throw InputError("chessy: regions: the grid gives the size (leave size out)");
  if (!pieces.is_none()) throw InputError("chessy: regions: a region puzzle takes no pieces (stars= counts its stars)");
  if (goal_of(goal) != api::Goal::Independence) throw InputError("chessy: regions: a region puzzle has no goal to give");
  if (!PyBool_Check(torus.ptr()) || torus.cast<bool>()) throw InputError("chessy: regions: a region puzzle is not on a torus");
  if (py::isinstance<py::str>(regions)) throw py::type_error("regions must be a list of str, one a row, not a str");
  std::vector<std::string> rows;
  for (py::handle row : py::iter(regions)) rows.push_back(string_of(row, "regions"));
  const int k = stars.is_none() ? 1 : int_of(stars, "stars");
  api::Problem problem = api::Problem::region_puzzle(std::move(rows), k);
  for (py::handle item : py::iter(fixed)) {
    const py::sequence star = sequence_of(item, {2, 3}, "fixed: a star is (row, col) or ('*', row, col)");
    const std::size_t n = star.size();
    if (n == 3 && string_of(star[0], "fixed") != "*") throw InputError("chessy: fixed: a region puzzle fixes stars '*'");
    problem.fix(api::Piece::King, int_of(star[n - 2], "a row"), int_of(star[n - 1], "a column"));
  }
  block_cells(problem, blocked);
  return problem;
}

}  // namespace

api::Problem build_problem(py::handle size, py::handle pieces, py::handle goal, py::handle fixed,
                           py::handle blocked, py::handle torus, py::handle regions, py::handle stars) {
  if (!regions.is_none()) return build_region_puzzle(size, pieces, goal, fixed, blocked, torus, regions, stars);
  if (!stars.is_none()) throw InputError("chessy: stars needs regions (a region puzzle's grid)");
  int rows = 8, cols = 8;
  if (py::isinstance<py::int_>(size)) {
    rows = cols = int_of(size, "size");
  } else if (!size.is_none()) {  // None: 8x8
    const py::sequence sides = sequence_of(size, {2}, "size is an int or (rows, cols)");
    rows = int_of(sides[0], "rows");
    cols = int_of(sides[1], "cols");
  }
  api::Problem problem(rows, cols);
  problem.goal(goal_of(goal));
  if (!PyBool_Check(torus.ptr())) throw py::type_error("torus must be True or False, not " + py::repr(torus).cast<std::string>());
  problem.torus(torus.cast<bool>());

  if (!pieces.is_none()) {
    const py::object items = py::hasattr(pieces, "items") ? pieces.attr("items")() : py::reinterpret_borrow<py::object>(pieces);
    for (py::handle item : py::iter(items)) {
      const py::sequence pair = sequence_of(item, {2}, "pieces are {piece: count} or (piece, count) pairs");
      const auto [piece, colour] = piece_and_colour(pair[0], "pieces");
      const py::handle count = pair[1];
      if (py::isinstance<py::str>(count) && string_of(count, "pieces") == "?") {
        problem.add_open(piece, colour);
        continue;
      }
      const std::string which = "pieces: count of " + py::repr(pair[0]).cast<std::string>();
      if (!PyLong_Check(count.ptr()) || PyBool_Check(count.ptr()))
        throw py::type_error(which + " must be a whole number >= 0 or '?', not " + py::repr(count).cast<std::string>());
      const long long n = whole(count, which);
      if (n < 0) throw InputError("chessy: " + which + " must be a whole number >= 0, not " + std::to_string(n));
      problem.add(piece, int_of(count, which), colour);
    }
  }
  for (py::handle item : py::iter(fixed)) {
    const api::Placement p = placement_of(item, "fixed");
    problem.fix(p.piece, p.row, p.col, p.colour);
  }
  block_cells(problem, blocked);
  return problem;
}

}  // namespace chessy::python
