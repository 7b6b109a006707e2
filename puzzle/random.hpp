// The generators' random numbers (generate.cpp, region_generate.cpp): reproducible on
// every standard library, as docs/manual.md "Puzzles" promises (same seed, same
// puzzles), so they draw from the engine itself, never through a distribution.
#pragma once
#include <cstddef>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace chessy::puzzle {

class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(engine_() % n); }
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace chessy::puzzle
