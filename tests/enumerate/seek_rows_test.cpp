// The one-solution search's last rows (enumerate/bits/seek_rows.hpp): the AVX-512
// search against the scalar one (bitboard.cpp's count_rows), where this build and CPU
// have it. Both must make the same choices in the same order and count the same nodes:
// the same answer, the same solution, and a budget of nodes given up at the same point.
// (Against the referee: tests/cli/bits_engine_test.cpp, which runs the vector search.)
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <set>
#include <string>

#include "enumerate/bits/bits_engine.hpp"
#include "enumerate/bits/seek_rows.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "random_problems.hpp"

namespace chessy {
namespace {

// n queens (or rooks, 1 in 5) on n x n, n = 6..22, 1 in 5 with one or two fewer; on
// half the boards 0.9 n whole diagonals blocked (CSPLib 079's rule: its hardest), on
// the others up to n, or random cells for rooks; on half the boards 1-2 fixed pieces,
// which may attack each other.
std::string random_problem(std::mt19937_64& rng) {
  const int n = 6 + static_cast<int>(rng() % 17);
  const bool rooks = rng() % 5 == 0;
  const char piece = rooks ? 'r' : 'q';
  const int count = n - (rng() % 5 ? 0 : 1 + static_cast<int>(rng() % 2));
  std::set<std::pair<int, int>> blocked;
  const int lines = rng() % 2 ? (9 * n + 5) / 10 : static_cast<int>(rng() % static_cast<unsigned>(n + 1));
  for (int i = 0; i < lines; ++i) {
    if (rooks) {
      for (int c = 0; c < n; ++c) blocked.insert({static_cast<int>(rng() % static_cast<unsigned>(n)), static_cast<int>(rng() % static_cast<unsigned>(n))});
      continue;
    }
    const bool sum = rng() % 2;
    const int index = static_cast<int>(rng() % static_cast<unsigned>(2 * n - 1));
    for (int a = 0; a < n; ++a) {
      const int b = random_problems::diagonal_column(n, index, sum, a);
      if (b >= 0 && b < n) blocked.insert({a, b});
    }
  }
  std::string text = "size " + std::to_string(n) + "\n" + std::to_string(count) + "*" + piece + "\n";
  for (const auto& [a, b] : blocked) text += "x @ " + std::to_string(a) + "," + std::to_string(b) + "\n";
  const int fixed = rng() % 2 ? 0 : 1 + static_cast<int>(rng() % 2);
  for (int i = 0; i < fixed; ++i) {
    const int a = static_cast<int>(rng() % static_cast<unsigned>(n)), b = static_cast<int>(rng() % static_cast<unsigned>(n));
    if (blocked.insert({a, b}).second) text += std::string(1, piece) + " @ " + std::to_string(a) + "," + std::to_string(b) + "\n";
  }
  return text;
}

BitsAnswer search(const Problem& p, bool vector, std::uint64_t nodes, int workers) {
  seek_rows::vector_allowed() = vector;
  const std::atomic<bool> stop{false};
  BitsAnswer answer = find_one_bits(p, required_bit_problem(p), &stop, nodes, workers);
  seek_rows::vector_allowed() = true;
  return answer;
}

TEST(SeekRows, TheVectorSearchAsTheScalarOne) {
  if (!seek_rows::vector_search()) GTEST_SKIP() << "this build or CPU has no AVX-512 one-solution search";
  std::mt19937_64 rng(1639);
  int found = 0, none = 0, gave_up = 0;
  for (int i = 0; i < 400; ++i) {
    const std::string text = random_problem(rng);
    SCOPED_TRACE("problem:\n" + text);
    const Problem p = parse_problem(text, "p.txt");
    for (const std::uint64_t nodes : {std::uint64_t{0}, std::uint64_t{1} << 14, std::uint64_t{3} << 14}) {
      const BitsAnswer scalar = search(p, false, nodes, 1);
      for (const int workers : {1, 2}) {
        if (nodes && workers > 1) continue;  // the workers' nodes in all: near the budget, either way
        const BitsAnswer vector = search(p, true, nodes, workers);
        EXPECT_EQ(vector.decided, scalar.decided) << nodes << " nodes, " << workers << " workers";
        EXPECT_EQ(vector.solution, scalar.solution) << nodes << " nodes, " << workers << " workers";
      }
      if (scalar.solution) {
        EXPECT_FALSE(violation(p, *scalar.solution));
      }
      if (nodes == 0) (scalar.solution ? found : none) += 1;
      gave_up += !scalar.decided;
    }
  }
  EXPECT_GE(found, 200);  // 284, 116 and 38
  EXPECT_GE(none, 80);
  EXPECT_GE(gave_up, 20);
}

}  // namespace
}  // namespace chessy
