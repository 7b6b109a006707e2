// The public API (include/chessy/chessy.hpp) against the command line: it must say
// what chessy-sat says, its messages (InputError's line is the command line's) and its
// answers at the optimum (Options::optimize against `--min --count` and `--min --all`,
// both judged by the brute-force referee on random problems of every kind). The API on
// its own is tests/api/api_test.cpp.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>

#include "chessy/chessy.hpp"
#include "helpers.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "referee_boards.hpp"

namespace {

namespace api = chessy::api;
using random_problems::Kind;

// The library's InputError carries the command line's line for the same input.
TEST(Api, ErrorsAreTheCommandLines) {
  for (const char* text : {"8*q\nz\n", "size 0\n", "size 3\n10*q\n", "q @ 9,9\n", "?*q\n?*r\n", "i\n8*q\n"}) {
    SCOPED_TRACE(text);
    std::string thrown;
    try {
      api::count(api::Problem::parse(text, "p.txt"));
    } catch (const chessy::InputError& e) {
      thrown = e.what();
    }
    const helpers::AppRun cli = helpers::run({"-", "--count"}, text);
    ASSERT_EQ(cli.status, 2);
    ASSERT_FALSE(thrown.empty());
    // The command line names standard input <stdin>; the rest of the line is the same.
    std::string said = cli.err;
    if (said.ends_with('\n')) said.pop_back();
    const std::string where = thrown.substr(0, thrown.find(':'));
    EXPECT_EQ(said.substr(said.find(':')), thrown.substr(thrown.find(':'))) << where;
  }
  api::Problem built(8, 8);
  EXPECT_THROW(built.fix(api::Piece::Queen, 8, 0), chessy::InputError);
  EXPECT_THROW(api::Problem(0, 5), chessy::InputError);
  EXPECT_THROW(api::minimum(api::Problem::parse("8*q")), chessy::InputError);
  EXPECT_THROW(api::count(api::Problem::parse("?*q")), chessy::InputError);
  api::Options bad;
  bad.backend = "minisat";
  EXPECT_THROW(api::count(api::Problem::parse("4*q"), bad), chessy::InputError);
  // Local is an engine --stats names, not one to ask for (chessy/choices.hpp).
  api::Options local;
  local.engine = api::Engine::Local;
  EXPECT_THROW(api::solve(api::Problem::parse("4*q"), local), chessy::InputError);
  EXPECT_THROW(api::Problem::read("/nonexistent/p.txt"), chessy::InputError);
}

// The API's count and list at the optimum of `text`, against the referee's optimum.
void expect_at_optimum(const std::string& text, const referee::Optimum& want, bool maximum, int jobs) {
  api::Options options;
  options.optimize = maximum ? api::Optimize::Max : api::Optimize::Min;
  options.jobs = jobs;
  const api::Problem problem = api::Problem::parse(text, "random.txt");
  const api::Counts n = api::count(problem, options);
  EXPECT_TRUE(n.complete);
  EXPECT_EQ(n.optimum.value_or(-1), want.count);
  EXPECT_EQ(n.fundamental, static_cast<std::uint64_t>(want.result.fundamental));
  EXPECT_EQ(n.total, static_cast<std::uint64_t>(want.result.total));
  std::multiset<std::string> listed;
  const api::Counts e = api::enumerate(problem, [&](const api::Solution& s) {
    listed.insert(s.board);
    return true;
  }, options);
  EXPECT_EQ(e.optimum, n.optimum);
  EXPECT_EQ(listed, referee_boards::boards_of(want.result.all));
  // The command line's --min --count and --min --all say the same.
  const std::string flag = maximum ? "--max" : "--min";
  const helpers::AppRun counted = helpers::run({"-", flag, "--count", "-j", std::to_string(jobs)}, text);
  const std::string word = maximum ? "maximum" : "minimum";
  if (want.count < 0) {
    EXPECT_EQ(counted.out, "no solution\n");
    return;
  }
  EXPECT_EQ(counted.out, word + ": " + std::to_string(want.count) + "\nfundamental: " + std::to_string(n.fundamental) +
                             "\ntotal: " + std::to_string(n.total) + "\n");
  EXPECT_EQ(referee_boards::boards_of(helpers::run({"-", flag, "--all"}, text).out), listed);
}

// The optima of 8 random problems of `kind` through the API and the command line, as
// the referee finds them; returns how many were small enough to check.
int expect_optima_as_the_referee(Kind kind) {
  int checked = 0;
  std::mt19937_64 rng(7700 + static_cast<int>(kind));
  for (int i = 0; i < 8; ++i) {
    referee::Problem p = random_problems::random_problem(kind, rng);
    p.open = static_cast<int>(rng() % p.pieces.size());
    // Each count from 0 up is brute-forced: small boards only.
    if (p.rows * p.cols > 16 || random_problems::placements(p) > 2e4) continue;
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE(text);
    for (const bool maximum : {false, true}) {
      const referee::Optimum want = referee::optimum(p, maximum);
      EXPECT_TRUE(want.complete);
      if (!want.complete) return checked;
      expect_at_optimum(text, want, maximum, 1 + i % 2);
    }
    ++checked;
  }
  return checked;
}

TEST(Api, CountsAndListsAtTheOptimumAsTheRefereeAndTheCommandLine) {
  int checked = 0;
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination})
    checked += expect_optima_as_the_referee(kind);
  EXPECT_GE(checked, 10);
}

TEST(Api, CountsAndListsTotalDominationAtTheOptimumAsTheReferee) {
  EXPECT_GE(expect_optima_as_the_referee(Kind::kTotalDomination), 4);  // issue 25
}

}  // namespace
