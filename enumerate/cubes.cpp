#include "enumerate/cubes.hpp"

#include <algorithm>

namespace chessy {

std::vector<Cube> split_cubes(const Encoding& enc, int window) {
  window = std::min(window, enc.cells);
  for (int c = 0; c < window; ++c)
    if (!enc.occupied[c]) return {Cube{}};  // no pieces: nothing to split on
  auto empty = [&](Cube& cube, int from, int to) {
    for (int c = from; c < to; ++c) cube.push_back(-enc.occupied[c]);
  };
  std::vector<Cube> cubes;
  for (int a = 0; a < window; ++a) {
    for (int b = a + 1; b <= window; ++b) {  // b == window: no second piece in the window
      Cube cube;
      empty(cube, 0, a);
      cube.push_back(enc.occupied[a]);
      empty(cube, a + 1, b);
      if (b < window) cube.push_back(enc.occupied[b]);
      cubes.push_back(std::move(cube));
    }
  }
  Cube none;
  empty(none, 0, window);
  cubes.push_back(std::move(none));
  return cubes;
}

}  // namespace chessy
