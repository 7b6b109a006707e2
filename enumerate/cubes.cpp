#include "enumerate/cubes.hpp"

#include <algorithm>

namespace chessy {

std::vector<int> open_cells(const Problem& problem, const Encoding& enc) {
  std::vector<char> fixed(enc.cells, 0);
  for (const FixedPiece& f : problem.fixed) fixed[f.row * problem.cols + f.col] = 1;
  std::vector<int> open;
  for (int c = 0; c < enc.cells; ++c)
    if (!fixed[c] && !enc.is_constant(enc.occupied[c])) open.push_back(c);
  return open;
}

Cube cube_in_cells(const Cube& cube, const Encoding& enc) {
  Cube cells;
  for (int lit : cube) {
    const auto held = std::find(enc.occupied.begin(), enc.occupied.end(), lit);
    const auto empty = std::find(enc.occupied.begin(), enc.occupied.end(), -lit);
    if (held != enc.occupied.end()) cells.push_back(static_cast<int>(held - enc.occupied.begin()) + 1);
    else if (empty != enc.occupied.end()) cells.push_back(-static_cast<int>(empty - enc.occupied.begin()) - 1);
    else throw InternalError("a cube literal that is no cell's occupancy");
  }
  return cells;
}

Cube cube_in_lits(const Cube& cells, const Encoding& enc) {
  Cube lits;
  for (int c : cells) lits.push_back(c > 0 ? enc.occupied[c - 1] : -enc.occupied[-c - 1]);
  return lits;
}

std::vector<Cube> split_cubes(const Problem& problem, const Encoding& enc, int window) {
  std::vector<int> occupied;  // of the first `window` open cells
  for (int c : open_cells(problem, enc)) {
    if (static_cast<int>(occupied.size()) == window) break;
    occupied.push_back(enc.occupied[c]);
  }
  window = static_cast<int>(occupied.size());
  auto empty = [&](Cube& cube, int from, int to) {
    for (int c = from; c < to; ++c) cube.push_back(-occupied[c]);
  };
  std::vector<Cube> cubes;
  for (int a = 0; a < window; ++a) {
    for (int b = a + 1; b <= window; ++b) {  // b == window: no second piece in the window
      Cube cube;
      empty(cube, 0, a);
      cube.push_back(occupied[a]);
      empty(cube, a + 1, b);
      if (b < window) cube.push_back(occupied[b]);
      cubes.push_back(std::move(cube));
    }
  }
  Cube none;
  empty(none, 0, window);
  cubes.push_back(std::move(none));
  // Workers take cubes in order: those that place fewer pieces (more left to search)
  // first, so that no big one is left for last while the other workers idle.
  auto placed = [](const Cube& cube) { return std::count_if(cube.begin(), cube.end(), [](int lit) { return lit > 0; }); };
  std::stable_sort(cubes.begin(), cubes.end(), [&](const Cube& a, const Cube& b) { return placed(a) < placed(b); });
  return cubes;
}

}  // namespace chessy
