// Total domination (`d` and `t`, issue 25) in the domination counter and the optimum,
// through the command line: the counter's classes, representatives and sizes against
// the CNF engine's (`--engine sat`) on random small problems of one piece kind at
// several counts; `--min --count` and `--min --all` (the counter) against the CNF's
// counts; and the queens' figures of OEIS: the minimum number of queens that totally
// dominate n x n (A303003), the number of such sets (A002566) and of them up to
// symmetry (A002565). What the counter takes: tests/enumerate/total_domination_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "enumerate/cover/cover_engine.hpp"
#include "model/solution.hpp"
#include "helpers.hpp"
#include "one_kind.hpp"
#include "parsed.hpp"
#include "random_problems.hpp"
#include "referee.hpp"

namespace {

using parsing::parsed;

std::string total_text(referee::Problem p, int count) {
  p.pieces[0].count = count;
  p.open = count < 0 ? 0 : -1;
  return "t\n" + referee::problem_text(p);
}

// The counter's output for the problem, as the command line prints --all, then
// --count.
std::string counter_output(const chessy::Problem& problem, int workers) {
  const std::optional<chessy::CoverProblem> board = chessy::cover_problem(problem);
  EXPECT_TRUE(board) << "the counter takes it";
  if (!board) return {};
  chessy::EnumerateOptions on;
  on.workers = workers;
  const chessy::Enumeration e = chessy::enumerate_covers(problem, *board, on);
  EXPECT_TRUE(e.complete);
  std::string out;
  for (const chessy::SolutionClass& c : e.classes) {
    if (!out.empty()) out += '\n';
    out += chessy::render(problem, c.representative);
  }
  return out + "fundamental: " + std::to_string(e.fundamental) + "\ntotal: " + std::to_string(e.total) + "\n";
}

// At every count from 1 to the free cells that the CNF engine enumerates quickly, the
// counter's classes (one and two workers) are the CNF's; and --min --count and
// --min --all, which go through the counter, give the least count with a solution.
TEST(TotalDominationCounter, MatchesTheCnfOnRandomProblemsOfOneKind) {
  int compared = 0, with_solutions = 0, merged = 0, fixed = 0, holes = 0, minima = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    std::mt19937_64 rng(seed * 6007);
    const referee::Problem p =
        one_kind::cut(random_problems::random_problem(random_problems::Kind::kDomination, rng), rng);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", problem:\n" + total_text(p, -1));
    const int free_cells = p.rows * p.cols - static_cast<int>(p.blocked.size());
    bool minimum_found = false;
    for (int count = std::max<int>(1, static_cast<int>(p.fixed.size())); count <= free_cells; ++count) {
      referee::Problem at = p;
      at.pieces[0].count = count;
      if (random_problems::placements(at) > 3000) break;
      const std::string text = total_text(p, count);
      const helpers::AppRun all = helpers::run({"-", "--all", "--engine", "sat"}, text);
      const helpers::AppRun cnf = helpers::run({"-", "--count", "--engine", "sat"}, text);
      ASSERT_LE(cnf.status, 1) << cnf.err;
      const chessy::Problem problem = parsed(text);
      for (int workers : {1, 2}) EXPECT_EQ(counter_output(problem, workers), all.out + cnf.out) << count << ", " << workers;
      ++compared;
      const bool some = cnf.status == 0;
      with_solutions += some;
      merged += some && cnf.out.find("fundamental: 1\ntotal: 1\n") == std::string::npos;
      fixed += some && !p.fixed.empty();
      holes += some && !p.blocked.empty();
      if (some && !minimum_found) {
        // Adding a piece of the one kind keeps every cell attacked: the least count
        // with a solution is the minimum.
        const std::string open = total_text(p, -1), head = "minimum: " + std::to_string(count) + "\n";
        EXPECT_EQ(helpers::run({"-", "--min", "--count"}, open).out, head + cnf.out);
        EXPECT_EQ(helpers::run({"-", "--min", "--all"}, open).out, head + all.out);
        minimum_found = true;
        ++minima;
      }
    }
  }
  // The cases are worth something only if they reach every feature.
  EXPECT_GE(compared, 150);
  EXPECT_GE(with_solutions, 80);
  EXPECT_GE(merged, 40);
  EXPECT_GE(fixed, 10);
  EXPECT_GE(holes, 10);
  EXPECT_GE(minima, 30);
}

// A303003 (n = 2..12), A002566 (n = 1..12), A002565 (n = 1..11): `--min --count`.
const int kMinimum[] = {-1, -1, 2, 2, 2, 3, 4, 4, 5, 5, 6, 7, 7};
const long long kTotal[] = {-1, 0, 6, 20, 12, 70, 960, 22, 352, 10, 216, 4814, 72};
const long long kFundamental[] = {-1, 0, 2, 5, 3, 15, 150, 5, 56, 3, 39, 681, -1};  // n = 12 unpublished

void expect_figures(int n) {
  SCOPED_TRACE("n = " + std::to_string(n));
  const std::string open = "d\nt\nsize " + std::to_string(n) + "\n?*q\n";
  const helpers::AppRun r = helpers::run({"-", "--min", "--count", "--stats"}, open);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("minimum: " + std::to_string(kMinimum[n]) + "\nfundamental: ", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("\ntotal: " + std::to_string(kTotal[n]) + "\n"), std::string::npos) << r.out;
  if (kFundamental[n] >= 0) {
    EXPECT_NE(r.out.find("\nfundamental: " + std::to_string(kFundamental[n]) + "\n"), std::string::npos) << r.out;
  }
  // The bound steps after the first model are the counter's.
  EXPECT_NE(r.err.find(" (counter)\n"), std::string::npos) << r.err;
}

TEST(TotalDominationFigures, QueensUpTo10MatchA303003A002566A002565) {
  // One queen is attacked by nothing: no total dominating set at all on 1x1.
  const helpers::AppRun one = helpers::run({"-", "--min", "--count"}, "d\nt\nsize 1\n?*q\n");
  EXPECT_EQ(one.status, 1) << one.err;
  EXPECT_EQ(one.out, "no solution\n");
  EXPECT_EQ(one.err, "");
  for (int n = 2; n <= 10; ++n) expect_figures(n);
}

TEST(TotalDominationFigures, Queens11And12MatchA303003A002566A002565) {
  for (int n = 11; n <= 12; ++n) expect_figures(n);
}

}  // namespace
