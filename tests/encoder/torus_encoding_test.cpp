// The CNF on a torus (docs/rules.md "Tori"; encoder/rays.cpp, attacks.cpp,
// coverage.cpp, prune.cpp through model/board.hpp's lines and rays): its models,
// without symmetry breaking, are exactly the placements model/check.cpp accepts, every
// placement of the pieces tried one by one, on every board up to 4x4 (the tiny tori
// where leaps wrap onto one cell or back to their own, rays cover a whole row, and a
// diagonal runs over lcm(R, C) cells), for every piece alone and in pairs, colours,
// every goal, holes and fixed pieces.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "cnf_models.hpp"
#include "encoder/encoder.hpp"
#include "enumerate/backtrack/backtrack.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"

namespace chessy {
namespace {

using cnf_models::models;
using cnf_models::Placement;

// Every placement of the problem's pieces (counts[t] of each type t, one a cell)
// that check.cpp accepts, found by trying them all.
std::set<Placement> checked(const Problem& problem) {
  std::set<Placement> out;
  std::vector<int> left = problem.counts;
  Placement p;
  std::function<void(int)> place = [&](int cell) {
    bool done = true;
    for (int n : left) done &= n == 0;
    if (done) {
      Solution s;
      for (const auto& [c, t] : p) s.push_back({c, t});
      if (is_solution(problem, s)) out.insert(p);
      return;
    }
    if (cell == problem.cells()) return;
    for (std::size_t t = 0; t < left.size(); ++t) {
      if (left[t] == 0) continue;
      --left[t];
      p.emplace_back(cell, static_cast<int>(t));
      place(cell + 1);
      p.pop_back();
      ++left[t];
    }
    place(cell + 1);
  };
  place(0);
  return out;
}

// The piece lists tried: each kind alone, pairs of kinds (rays blocked by a piece of
// another kind), and colours (rays in coloured independence).
const std::vector<std::string> kPieces = {
    "q", "r", "b", "n", "k", "p", "q\nn", "r\nb", "b\nk", "r\np",
};
const std::vector<std::string> kColoured = {"q w\nn b", "r w\nb b", "p w\np b", "p b\nk w", "b w\nk b"};

TEST(TorusEncoding, ModelsAreTheCheckedPlacements) {
  int compared = 0, with_models = 0, wrapped = 0;
  auto compare = [&](const std::string& text) {
    SCOPED_TRACE("problem:\n" + text);
    const Problem problem = parse_problem(text, "p.txt");
    ASSERT_TRUE(problem.torus);
    const std::set<Placement> want = checked(problem);
    EXPECT_EQ(models(problem), want);
    ++compared;
    with_models += !want.empty();
    // A placement the plain board takes and the torus does not: the wrap matters.
    Problem plain = problem;
    plain.torus = false;
    for (const Placement& m : checked(plain))
      if (!want.count(m)) {
        ++wrapped;
        break;
      }
  };
  auto with_counts = [](const std::string& pieces, int count) {
    std::string out;
    for (std::size_t at = 0; at <= pieces.size();) {
      std::size_t end = pieces.find('\n', at);
      if (end == std::string::npos) end = pieces.size();
      out += std::to_string(count) + "*" + pieces.substr(at, end - at) + "\n";
      at = end + 1;
    }
    return out;
  };
  for (int rows = 1; rows <= 4; ++rows)
    for (int cols = 1; cols <= 4; ++cols) {
      const std::string board = "size " + std::to_string(rows) + " " + std::to_string(cols) + "\ntorus\n";
      const bool small = rows * cols <= 9;
      for (const std::string& pieces : kPieces)
        for (int count = 1; count <= (small ? 3 : 2); ++count) {
          const int placed = count * (pieces.find('\n') == std::string::npos ? 1 : 2);
          if (placed > rows * cols) continue;
          const std::string list = with_counts(pieces, count);
          for (const char* goal : {"", "d\n", "d\nt\n", "d\ni\n"}) compare(goal + board + list);
          // A hole, which rays pass over; and a fixed piece of the first kind.
          if (placed < rows * cols && cols >= 2) compare(board + "x @ 0,1\n" + list);
          if (placed < rows * cols && rows >= 2)
            compare(std::string("d\nt\n") + board + "x @ " + std::to_string(rows - 1) + ",0\n" + list);
          compare(board + list + pieces.substr(0, pieces.find('\n')) + " @ 0,0\n");
          compare(std::string("d\n") + board + list + pieces.substr(0, pieces.find('\n')) + " @ 0,0\n");
        }
      for (const std::string& pieces : kColoured) {
        if (rows * cols < 2) continue;
        compare(board + with_counts(pieces, 1));
        if (rows * cols >= 4) compare(board + with_counts(pieces, 2));
        if (rows * cols >= 4 && cols >= 2) compare(board + "x @ 0,1\n" + with_counts(pieces, 1));
      }
    }
  // Worth something only where the torus changed the answers.
  EXPECT_GE(compared, 1500);
  EXPECT_GE(with_models, 700);
  EXPECT_GE(wrapped, 500);
}

}  // namespace
}  // namespace chessy
