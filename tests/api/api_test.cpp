// The public API (include/chessy/chessy.hpp) judged by the brute-force referee on
// random problems of every kind and by published figures. Where it must say what
// chessy-sat says (its messages, its answers at the optimum) is cli/api_cli_test.cpp.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <set>

#include "chessy/chessy.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "referee_boards.hpp"

namespace {

namespace api = chessy::api;
using random_problems::Kind;

// Counts, lists and solves 12 random problems of `kind` as the referee; returns how many
// were small enough to check.
int expect_as_the_referee(Kind kind) {
  int checked = 0;
  std::mt19937_64 rng(9100 + static_cast<int>(kind));
  for (int i = 0; i < 12; ++i) {
    const referee::Problem p = random_problems::random_problem(kind, rng);
    if (random_problems::placements(p) > 2e5) continue;
    const referee::Result want = referee::solve(p);
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE(text);
    const api::Problem problem = api::Problem::parse(text, "random.txt");
    api::Options options;
    options.jobs = 1 + i % 2;
    options.backend = i % 3 == 0 ? "picosat" : "cadical";
    const api::Counts n = api::count(problem, options);
    EXPECT_EQ(n.fundamental, static_cast<std::uint64_t>(want.fundamental));
    EXPECT_EQ(n.total, static_cast<std::uint64_t>(want.total));
    EXPECT_TRUE(n.complete);

    std::multiset<std::string> listed;
    std::uint64_t members = 0;
    const api::Counts e = api::enumerate(problem, [&](const api::Solution& s) {
      listed.insert(s.board);
      members += s.class_size;
      EXPECT_FALSE(api::check(problem, s.pieces)) << s.board;
      return true;
    }, options);
    EXPECT_EQ(e.fundamental, n.fundamental);
    EXPECT_EQ(members, n.total);
    EXPECT_EQ(listed, referee_boards::boards_of(want.all));

    const std::optional<api::Solution> one = api::solve(problem, options);
    EXPECT_EQ(one.has_value(), want.total > 0);
    if (one) {
      EXPECT_EQ(listed.count(one->board), 1u) << "not a class representative";
    }
    ++checked;
  }
  return checked;
}

TEST(Api, CountsEnumeratesAndSolvesAsTheRefereeOnRandomProblemsOfEveryKind) {
  int checked = 0;
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination})
    checked += expect_as_the_referee(kind);
  EXPECT_GE(checked, 30);
}

TEST(Api, CountsEnumeratesAndSolvesTotalDominationAsTheReferee) {
  EXPECT_GE(expect_as_the_referee(Kind::kTotalDomination), 8);  // issue 25
}

TEST(Api, FiguresOfTheQueens) {
  const api::Counts eight = api::count(api::Problem::parse("8*q"));
  EXPECT_EQ(eight.fundamental, 12u);  // OEIS A002562
  EXPECT_EQ(eight.total, 92u);        // OEIS A000170
  api::Problem built(8, 8);
  built.add(api::Piece::Queen, 8).fix(api::Piece::Queen, 3, 3).fix(api::Piece::Queen, 4, 1);
  EXPECT_EQ(api::count(built).total, 2u);  // Nauck's two completions (problems/nauck.txt)
  api::Problem gamma(8, 8);
  gamma.goal(api::Goal::Domination).add_open(api::Piece::Queen);
  const api::Optimum least = api::minimum(gamma);
  EXPECT_TRUE(least.complete);
  EXPECT_EQ(least.lower, 5);  // OEIS A075458
  EXPECT_EQ(least.upper, 5);
  ASSERT_TRUE(least.solution);
  EXPECT_FALSE(api::check(gamma.with_count(5), least.solution->pieces));
  EXPECT_EQ(api::count(gamma.with_count(5)).total, 4860u);  // OEIS A002564
  api::Problem knights(8, 8);
  knights.add_open(api::Piece::Knight);
  EXPECT_EQ(api::maximum(knights).lower, 32);
  // Options::bounds: what the search proved, kept up to date; at its end, the optimum.
  api::OptimumProgress bounds;
  api::Options watched;
  watched.bounds = &bounds;
  watched.optimize = api::Optimize::Min;
  EXPECT_EQ(api::count(gamma, watched).total, 4860u);
  EXPECT_EQ(bounds.lower, 5);
  EXPECT_EQ(bounds.upper, 5);
  EXPECT_FALSE(bounds.searching);
}

TEST(Api, BuiltProblemsReadBackAsTheirText) {
  api::Problem p(4, 6);
  p.add(api::Piece::Rook, 2, api::Colour::White).add(api::Piece::Rook, 2, api::Colour::Black).block(0, 0);
  p.fix(api::Piece::Rook, 1, 2, api::Colour::White);
  const api::Problem again = api::Problem::parse(p.text());
  EXPECT_EQ(again.text(), p.text());
  EXPECT_EQ(api::count(again).total, api::count(p).total);
  EXPECT_EQ(p.rows(), 4);
  EXPECT_EQ(p.cols(), 6);
}

TEST(Api, ChecksSayWhichRuleBreaks) {
  const api::Problem p = api::Problem::parse("size 4\n2*q\n");
  using P = api::Placement;
  const P a{api::Piece::Queen, api::Colour::None, 0, 0};
  EXPECT_TRUE(api::check(p, {a, {api::Piece::Queen, api::Colour::None, 3, 3}}));  // on one diagonal
  EXPECT_FALSE(api::check(p, {a, {api::Piece::Queen, api::Colour::None, 1, 2}}));
  EXPECT_EQ(*api::check(p, {a, a}), "two pieces on 0,0");
  EXPECT_EQ(*api::check(p, {a, {api::Piece::Queen, api::Colour::None, 4, 0}}), "a piece off the board at 4,0");
  EXPECT_EQ(*api::check(p, {a, {api::Piece::Rook, api::Colour::None, 2, 1}}), "the problem has no R (at 2,1)");
}

TEST(Api, StopsWhenAskedAndWhenTheCallbackSaysSo) {
  int seen = 0;
  const api::Counts some = api::enumerate(api::Problem::parse("8*q"), [&](const api::Solution&) { return ++seen < 3; });
  EXPECT_EQ(seen, 3);
  EXPECT_FALSE(some.complete);
  std::atomic<bool> stop{true};
  api::Options options;
  options.stop = &stop;
  const api::Counts none = api::count(api::Problem::parse("size 14\n14*q\n"), options);
  EXPECT_FALSE(none.complete);
  api::Options quick;
  quick.timeout = 0.05;
  EXPECT_FALSE(api::count(api::Problem::parse("size 16\n16*q\n"), quick).complete);
}

// A timeout that comes while the problem is being encoded (150 x 150 takes far longer
// than 50 ms) ends count, enumerate and minimum with what they have, complete false, as
// solve alone throws Interrupted (docs/api.md); they threw Interrupted. A problem's
// name is the one its messages start with.
TEST(Api, TimeoutWhileEncodingIsAnIncompleteResult) {
  api::Options quick;
  quick.timeout = 0.05;
  const api::Problem queens = api::Problem::parse("size 150\n150*q\n", "q150.txt");
  EXPECT_EQ(queens.name(), "q150.txt");
  EXPECT_EQ(api::Problem(4, 4).name(), "<built>");
  const api::Counts counts = api::count(queens, quick);
  EXPECT_FALSE(counts.complete);
  EXPECT_EQ(counts.total, 0u);
  int seen = 0;
  EXPECT_FALSE(api::enumerate(queens, [&](const api::Solution&) { return ++seen > 0; }, quick).complete);
  EXPECT_EQ(seen, 0);
  const api::Optimum least = api::minimum(api::Problem::parse("size 150\nd\n?*q\n"), quick);
  EXPECT_FALSE(least.complete);
  EXPECT_FALSE(least.solution);
  EXPECT_EQ(least.lower, 0);
  EXPECT_EQ(least.upper, 150 * 150);
  // `sat`: auto's local search places the queens before any CNF (docs/design.md "Huge
  // boards"); 300 of them, whose CNF takes far longer to encode than the timeout even
  // on an idle machine (150, with the local search's hint, could be solved before a
  // loaded machine's timer thread ran).
  api::Options quick_sat = quick;
  quick_sat.engine = api::Engine::Sat;
  EXPECT_THROW(api::solve(api::Problem::parse("size 300\n300*q\n"), quick_sat), chessy::Interrupted);
}

void expect_counts(const api::Counts& c, long long optimum, std::uint64_t fundamental, std::uint64_t total) {
  EXPECT_TRUE(c.complete);
  EXPECT_EQ(c.optimum, optimum);
  EXPECT_EQ(c.fundamental, fundamental);
  EXPECT_EQ(c.total, total);
}

// The README's example at 8x8: gamma(Q8) = 5, with 4860 dominating sets (OEIS A002564)
// in 638 classes; 32 knights, in one class of 2.
TEST(Api, FiguresAtTheOptimum) {
  api::Problem gamma(8, 8);
  gamma.goal(api::Goal::Domination).add_open(api::Piece::Queen);
  api::Options least;
  least.optimize = api::Optimize::Min;
  expect_counts(api::count(gamma, least), 5, 638, 4860);
  const std::optional<api::Solution> one = api::solve(gamma, least);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->pieces.size(), 5u);
  EXPECT_FALSE(api::check(gamma.with_count(5), one->pieces));
  api::Problem knights(8, 8);
  knights.add_open(api::Piece::Knight);
  api::Options most;
  most.optimize = api::Optimize::Max;
  expect_counts(api::count(knights, most), 32, 1, 2);
  // No count works: complete, no optimum.
  api::Options none = least;
  const api::Counts nothing = api::count(api::Problem::parse("size 2\nq @ 0,0\nq @ 1,1\n?*q\n"), none);
  EXPECT_TRUE(nothing.complete);
  EXPECT_FALSE(nothing.optimum);
  EXPECT_EQ(nothing.total, 0u);
}

TEST(Api, RefusesAnOptimumWithoutAnOpenCountAndAnOpenCountWithout) {
  api::Options least;
  least.optimize = api::Optimize::Min;
  EXPECT_THROW(api::count(api::Problem::parse("8*q"), least), chessy::InputError);
  EXPECT_THROW(api::count(api::Problem::parse("?*q")), chessy::InputError);
}

// A stop before the optimum is proven (the caller's flag is looked at every 20 ms,
// and 13x13 takes seconds): incomplete, no optimum, nothing counted.
TEST(Api, StoppedBeforeTheOptimumIsIncomplete) {
  std::atomic<bool> stop{true};
  api::Options options;
  options.optimize = api::Optimize::Min;
  options.stop = &stop;
  api::Problem gamma(13, 13);
  gamma.goal(api::Goal::Domination).add_open(api::Piece::Queen);
  const api::Counts c = api::count(gamma, options);
  EXPECT_FALSE(c.complete);
  EXPECT_FALSE(c.optimum);
  EXPECT_EQ(c.total, 0u);
}

TEST(Api, VersionNamesTheSolvers) {
  EXPECT_EQ(api::version().rfind(std::string("chessy-sat ") + CHESSY_VERSION + " (CaDiCaL", 0), 0u);
}

}  // namespace
