// A class of solutions as every engine keeps it: its least member and its size. Apart
// from enumeration.hpp, so that the bit-parallel engine (bits/bitboard.hpp), which reads
// no Problem and no CNF, keeps its classes in this form from the start: a stopped run
// then holds what it will print, not a form of its own and then a copy (a memory stop
// at 60 MiB reached 148 MiB converting one into the other: issue 41).
#pragma once
#include <cstdint>

#include "model/solution.hpp"

namespace chessy {

struct SolutionClass {
  Solution representative;  // the member with the smallest board text
  std::uint64_t size;       // how many solutions the class holds
  // Exactly one model in the whole search stands for this class (the CNF breaks H
  // completely and the class is one orbit of it), so no other cube, part or worker
  // can find it again: parts of a split run may simply add such classes up.
  bool one_model = false;
};

}  // namespace chessy
