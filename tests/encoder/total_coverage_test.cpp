// The CNF of total domination (`d` and `t`, issue 25; encoder/coverage.cpp): its
// models, every one without symmetry breaking, are exactly those of plain domination
// in which every piece is attacked by another, as model/check.cpp (which shares
// nothing with the CNF) judges them, on random small problems of every piece: sliders
// along every axis (the line shortcut) or some (rays), leapers, pawns, holes, fixed
// pieces. Total domination needs more of every cell than domination, so the models of
// `d` are a superset; those of `d` themselves are the referee's business
// (tests/cli/differential_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cnf_models.hpp"
#include "encoder/encoder.hpp"
#include "encoder/write_dimacs.hpp"
#include "enumerate/backtrack/backtrack.hpp"
#include "model/check.hpp"
#include "model/parse.hpp"
#include "one_kind.hpp"
#include "random_problems.hpp"
#include "referee.hpp"

namespace chessy {
namespace {

using cnf_models::models;
using cnf_models::Placement;

Solution solution_of(const Placement& p) {
  Solution s;
  for (const auto& [cell, type] : p) s.push_back({cell, type});
  return s;
}

// Whether some axis has every piece of the problem sliding along it (coverage.cpp's
// line shortcut), and whether some slider's axis does not.
std::pair<bool, bool> shortcut_and_rays(const Problem& problem) {
  bool shortcut = false, rays = false;
  for (int d = 0; d < 8; d += 2) {
    int sliding = 0;
    for (const PieceType& t : problem.types) sliding += slides_along(t.kind, d);
    shortcut |= sliding == static_cast<int>(problem.types.size());
    rays |= sliding > 0 && sliding < static_cast<int>(problem.types.size());
  }
  return {shortcut, rays};
}

TEST(TotalCoverage, ModelsAreDominationsInWhichEveryPieceIsAttacked) {
  int compared = 0, with_solutions = 0, fewer = 0, shortcut = 0, rays = 0, holes = 0, fixed = 0, pawns = 0;
  auto compare = [&](const referee::Problem& p) {
    if (random_problems::placements(p) > 20000) return;
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE("problem:\n" + text);
    const Problem domination = parse_problem(text, "p.txt");
    const Problem total = parse_problem("t\n" + text, "p.txt");
    ASSERT_EQ(total.goal, Goal::TotalDomination);
    const std::set<Placement> dominating = models(domination);
    std::set<Placement> want;
    for (const Placement& m : dominating)
      if (is_solution(total, solution_of(m))) want.insert(m);
    EXPECT_EQ(models(total), want);
    ++compared;
    if (want.empty()) return;
    ++with_solutions;
    fewer += want.size() < dominating.size();
    const auto [line, ray] = shortcut_and_rays(total);
    shortcut += line;
    rays += ray;
    holes += !p.blocked.empty();
    fixed += !p.fixed.empty();
    for (const PieceType& t : total.types) pawns += t.kind == Kind::Pawn;
  };
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    std::mt19937_64 rng(seed * 104729);
    const referee::Problem p = random_problems::random_problem(random_problems::Kind::kDomination, rng);
    compare(p);
    // The same cut down to one kind of piece, so that sliders alone take the line
    // shortcut, with up to two more of it: more boards are totally dominated.
    const int more = static_cast<int>(rng() % 3);
    compare(one_kind::cut(p, rng, more));
  }
  // The cases are worth something only if they reach every part of the encoding.
  EXPECT_GE(compared, 800);
  EXPECT_GE(with_solutions, 200);
  EXPECT_GE(fewer, 150);
  EXPECT_GE(shortcut, 80);
  EXPECT_GE(rays, 80);
  EXPECT_GE(holes, 80);
  EXPECT_GE(fixed, 50);
  EXPECT_GE(pawns, 30);
}

// Pieces alone on their lines: a rook on a 1xN board is attacked by nothing, whatever
// the line literals say, and two rooks on it attack each other across empty cells and
// holes.
TEST(TotalCoverage, APieceAloneOnItsLineIsNotAttacked) {
  EXPECT_TRUE(models(parse_problem("d\nt\nsize 1 4\nr\n", "p.txt")).empty());
  EXPECT_EQ(models(parse_problem("d\nsize 1 4\nr\n", "p.txt")).size(), 4u);
  const std::set<Placement> two = models(parse_problem("d\nt\nsize 1 4\n2*r\nx @ 0,1\n", "p.txt"));
  // 0,0 with 0,2 or 0,3, and 0,2 with 0,3; 0,0 and 0,3 attack each other over the hole.
  EXPECT_EQ(two, (std::set<Placement>{{{0, 0}, {2, 0}}, {{0, 0}, {3, 0}}, {{2, 0}, {3, 0}}}));
}

TEST(TotalCoverage, TheDimacsHeaderNamesTheGoal) {
  std::ostringstream out;
  write_dimacs(parse_problem("d\nt\nsize 3\n2*q\n", "p.txt"), out, {});
  EXPECT_EQ(out.str().rfind("c chessy-sat CNF of p.txt: 3x3 total domination\n", 0), 0u) << out.str();
}

}  // namespace
}  // namespace chessy
