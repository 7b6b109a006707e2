// --min/--max (issue 16): the open count '?' in both formats, its errors, the
// optimum against published figures (A075458/A002564 queens, A006075
// knights, the independence numbers), the network's bound, and interruption.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/cardinality.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"
#include "helpers.hpp"
#include "oeis.hpp"

namespace {

using helpers::run;

std::string problem(bool domination, int size, const std::string& pieces) {
  return std::string(domination ? "d\n" : "") + "size " + std::to_string(size) + "\n" + pieces;
}

TEST(OpenCount, ParsesInBothFormatsAndKeepsItsNormalForm) {
  const chessy::Problem t = chessy::parse_problem("d\n?*q\n", "p.txt");
  ASSERT_EQ(t.open, 0);
  EXPECT_EQ(t.open_at, "p.txt:2");
  EXPECT_NE(chessy::problem_text(t).find("?*q"), std::string::npos);
  const chessy::Problem j =
      chessy::parse_input(R"({"problem": "domination", "pieces": [{"piece": "q", "count": "?"}]})", "p.json");
  EXPECT_EQ(j.open, 0);
  EXPECT_EQ(chessy::problem_text(j), chessy::problem_text(t));
}

TEST(OpenCount, ErrorsAreOneLineWithExitTwo) {
  struct Case {
    std::vector<std::string> args;
    std::string input, mentions;
  };
  for (const Case& c : std::vector<Case>{{{"-", "--min"}, "4*q\n", "--min needs a piece line with an open count"},
                                         {{"-", "--min", "--max"}, "?*q\n", "cannot be combined"},
                                         {{"-", "--dimacs", "-"}, "?*q\n", "<stdin>:1: an open count"},
                                         {{"-"}, "?*q\n", "<stdin>:1: an open count '?' needs --min"},
                                         // Once "needs ... e.g. '?*q'", which a region grid refuses.
                                         {{"-", "--max"}, "regions\nAB\nAB\n", "--max: a region puzzle has no open count"}}) {
    const helpers::AppRun r = run(c.args, c.input);
    EXPECT_EQ(r.status, chessy::kExitBadInput) << c.mentions;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(c.mentions), std::string::npos) << r.err;
  }
  helpers::TempFile fixed("open-fixed");
  fixed.write("?*q 0,0\n");
  const helpers::AppRun r = run({"-", "--min", "--fixed", fixed.path()}, "d\n?*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err.rfind(fixed.path() + ":1: ", 0), 0u) << r.err;
}

// A075458 and A002564 (total minimum dominating sets), n = 1..8.
TEST(Optimum, QueenDominationNumbersAndTheirSets) {
  for (int n = 1; n <= 8; ++n) {
    const helpers::AppRun r = run({"-", "--min", "--count"}, problem(true, n, "?*q\n"));
    EXPECT_EQ(r.status, chessy::kExitSolved);
    const std::vector<std::string> lines = helpers::lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[0], "minimum: " + std::to_string(oeis::kQueenDomination[n])) << n;
    EXPECT_EQ(lines[2], "total: " + std::to_string(oeis::kQueenDominatingSets[n])) << n;
  }
}

// A006075, n = 1..6.
TEST(Optimum, KnightDominationNumbers) {
  const int gamma[] = {1, 4, 4, 4, 5, 8};
  for (int n = 1; n <= 6; ++n)
    EXPECT_EQ(helpers::lines_of(run({"-", "--min"}, problem(true, n, "?*n\n")).out).at(0),
              "minimum: " + std::to_string(gamma[n - 1]))
        << n;
}

// Independence numbers: n rooks, ceil(n/2)^2 kings, 2n-2 bishops, ceil(n^2/2) knights.
TEST(Optimum, MaximaOfIndependence) {
  for (int n = 3; n <= 5; ++n) {
    const int h = (n + 1) / 2;
    for (const auto& [piece, expected] :
         std::vector<std::pair<std::string, int>>{{"r", n}, {"k", h * h}, {"b", 2 * n - 2}, {"n", (n * n + 1) / 2}})
      EXPECT_EQ(helpers::lines_of(run({"-", "--max"}, problem(false, n, "?*" + piece + "\n")).out).at(0),
                "maximum: " + std::to_string(expected))
          << piece << ' ' << n;
  }
}

// After the headline, exactly what the problem with the count written in prints.
TEST(Optimum, RestIsTheOutputOfTheFoundCount) {
  const std::string open = problem(false, 6, "?*q\nq @ 0,1\n"), fixed = problem(false, 6, "6*q\nq @ 0,1\n");
  for (const std::vector<std::string>& mode : {std::vector<std::string>{}, {"--all"}, {"--count"}}) {
    std::vector<std::string> a{"-", "--max"}, b{"-"};
    a.insert(a.end(), mode.begin(), mode.end());
    b.insert(b.end(), mode.begin(), mode.end());
    EXPECT_EQ(run(a, open).out, "maximum: 6\n" + run(b, fixed).out);
  }
  const helpers::AppRun j = run({"-", "--max", "--count", "--json"}, open);
  EXPECT_EQ(j.out.rfind("{\"maximum\":6,\"fundamental\":", 0), 0u) << j.out;
}

// The enumeration at the optimum runs in the search's solver: --stream, --limit and
// --no-symmetry mean there what they mean with the count written in (7x7 queens: 4,
// 13 classes of 86).
TEST(Optimum, EnumerationAtTheOptimumKeepsItsOptions) {
  const std::string open = problem(true, 7, "?*q\n"), fixed = problem(true, 7, "4*q\n");
  auto boards = [&](const std::vector<std::string>& args) {  // after the headline
    const std::string out = run(args, open).out;
    EXPECT_EQ(out.rfind("minimum: 4\n", 0), 0u) << out;
    return helpers::boards_of(out.substr(out.find('\n') + 1));
  };
  std::vector<std::string> all = boards({"-", "--min", "--all"});
  std::vector<std::string> streamed = boards({"-", "--min", "--all", "--stream"});
  ASSERT_EQ(all.size(), 13u);
  std::sort(all.begin(), all.end());
  std::sort(streamed.begin(), streamed.end());
  EXPECT_EQ(streamed, all);
  const helpers::AppRun limited = run({"-", "--min", "--all", "--limit", "3"}, open);
  EXPECT_EQ(limited.status, chessy::kExitSolved);
  EXPECT_EQ(boards({"-", "--min", "--all", "--limit", "3"}).size(), 3u);
  EXPECT_NE(limited.err.find("stopped at --limit 3"), std::string::npos) << limited.err;
  EXPECT_EQ(run({"-", "--min", "--count", "--no-symmetry"}, open).out,
            "minimum: 4\n" + run({"-", "--count", "--no-symmetry"}, fixed).out);
}

TEST(Optimum, NoCountWorks) {
  // Two fixed queens that attack each other: no count of queens is independent.
  const helpers::AppRun r = run({"-", "--max"}, problem(false, 4, "?*q\nq @ 0,0\nq @ 0,3\n"));
  EXPECT_EQ(r.status, chessy::kExitNoSolution);
  EXPECT_EQ(r.out, "no solution\n");
}

// Stopped before the proof: the bounds so far, exit 4 (the proof that 8 queens do
// not dominate 16x16, by the domination counter, and on 17x17, by CDCL (over 256
// cells), takes far longer than the timeout).
TEST(Optimum, InterruptedPrintsTheBounds) {
  for (int n : {16, 17}) {
    SCOPED_TRACE(n);
    const helpers::AppRun r = run({"-", "--min", "--timeout", "0.5"}, problem(true, n, "?*q\n"));
    EXPECT_EQ(r.status, chessy::kExitIncomplete);
    EXPECT_EQ(r.out.rfind("minimum: between ", 0), 0u) << r.out;
    const helpers::AppRun j = run({"-", "--min", "--timeout", "0.5", "--json"}, problem(true, n, "?*q\n"));
    EXPECT_EQ(j.status, chessy::kExitIncomplete);
    EXPECT_NE(j.out.find("\"complete\":false"), std::string::npos) << j.out;
  }
}

// at_least_outputs: under -out[j] exactly the assignments with at most j true remain.
TEST(AtLeastOutputs, AssumingAnOutputFalseBoundsTheCount) {
  std::mt19937 rng(16);
  for (int round = 0; round < 40; ++round) {
    const int n = 1 + static_cast<int>(rng() % 9), limit = 1 + static_cast<int>(rng() % n);
    const unsigned mask = static_cast<unsigned>(rng()) & ((1u << n) - 1);
    std::unique_ptr<chessy::Solver> s = chessy::make_solver("cadical");
    std::vector<int> lits;
    for (int i = 0; i < n; ++i) lits.push_back(s->new_var());
    const std::vector<int> out = chessy::at_least_outputs(*s, lits, limit);
    ASSERT_EQ(static_cast<int>(out.size()), limit);
    const int ones = __builtin_popcount(mask);
    for (int j = 0; j < limit; ++j) {
      for (int i = 0; i < n; ++i) s->assume(mask >> i & 1 ? lits[i] : -lits[i]);
      s->assume(-out[j]);
      EXPECT_EQ(s->solve(), ones <= j ? chessy::Result::Sat : chessy::Result::Unsat) << n << ' ' << j;
    }
  }
}

}  // namespace
