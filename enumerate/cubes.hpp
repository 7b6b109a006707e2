// Disjoint cubes that cover the whole search, so that workers can enumerate them
// independently: a cube fixes which of the first W cells (row-major) hold the first
// two pieces (cells where no piece can stand are passed over). Every placement lies
// in exactly one cube.
#pragma once
#include <vector>

#include "encoder/encoder.hpp"

namespace chessy {

using Cube = std::vector<int>;  // literals to assume

// At most window*(window+1)/2 + 1 cubes.
std::vector<Cube> split_cubes(const Encoding& enc, int window);

}  // namespace chessy
