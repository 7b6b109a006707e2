// Differential tests of the optimum (issue 16): random small problems of every kind
// with one piece line's count left open (`?*X`), solved by the brute-force referee
// count by count (referee::optimum, which assumes no monotony) and by `--min` and
// `--max` through the CLI, alone, with `--count` and with `--all`: the optimum, `no
// solution`, and at the optimum the solution (a class representative), the counts and
// the `--all` text must agree, on both backends, both engines, -j 1 and -j 2; on tori too
// (issue 24: TorusOptimumDifferential, problems of their own). Problems come from fixed
// seeds; a failure prints the seed, options and problem text, a
// complete repro (`chessy-sat - --min OPTIONS < problem`).
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <set>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "sanitizer_share.hpp"
#include "torus_output.hpp"
#include "variant.hpp"

namespace {

using random_problems::Kind;
using referee::Problem;

std::vector<Variant> variants() {
  return {
      {"cadical", {"-j", "1"}, "cadical_j1"},
      {"cadical", {"-j", "2"}, "cadical_j2"},
      {"picosat", {"-j", "1"}, "picosat_j1"},
      {"picosat", {"-j", "2"}, "picosat_j2"},
      {"cadical", {"--engine", "backtrack", "-j", "1"}, "backtrack_j1"},
      {"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack_j2"},
      {"cadical", {"--engine", "sat", "-j", "2"}, "sat_j2"},
      {"picosat", {"--engine", "sat", "-j", "1"}, "picosat_sat_j1"},
  };
}

constexpr int kCasesPerKind = 25;  // 125 problems per variant, each run 6 ways
constexpr int kTorusCasesPerKind = 15;  // and 75 on tori

// Keeps the brute force fast: the placements the referee tries over all the counts
// it solves for one optimum, and the solutions at the optimum.
constexpr double kMaxPlacements = 30000;
constexpr double kMaxPlacementsPruned = 300000;  // the referee prunes these
constexpr long long kMaxSolutions = 400;

struct Case {
  std::uint64_t seed = 0;
  Problem problem;          // problem.open is the kind whose count is left open
  std::string text;         // referee::problem_text(problem), the input (`?*X`)
  referee::Optimum least;   // the referee's --min
  referee::Optimum most;    // the referee's --max
};

// The problem for `seed` (on a torus if asked), one of its piece lines made open: drawn
// again until both optima are cheap to brute-force.
Case make_case(Kind kind, std::uint64_t seed, bool torus) {
  std::mt19937_64 rng(seed);
  const double budget = random_problems::pruned(kind) ? kMaxPlacementsPruned : kMaxPlacements;
  for (;;) {
    Case c;
    c.seed = seed;
    c.problem = random_problems::random_problem(
        kind, rng, torus ? random_problems::Boards::kTorus : random_problems::Boards::kAny);
    c.problem.open = static_cast<int>(rng() % c.problem.pieces.size());
    c.least = random_problems::bounded_optimum(c.problem, false, budget);
    if (!c.least.complete || c.least.result.total > kMaxSolutions) continue;
    c.most = random_problems::bounded_optimum(c.problem, true, budget);
    if (!c.most.complete || c.most.result.total > kMaxSolutions) continue;
    c.text = referee::problem_text(c.problem);
    return c;
  }
}

const std::vector<Kind> kKinds = {Kind::kColourlessIndependence, Kind::kColouredIndependence,
                                  Kind::kDomination, Kind::kIndependentDomination,
                                  Kind::kTotalDomination};

int cases_of(bool torus) { return torus ? kTorusCasesPerKind : kCasesPerKind; }

// The cases of one kind, made once and shared by every variant; the tori's from seeds of
// their own.
const std::vector<Case>& cases(Kind kind, bool torus = false) {
  static std::vector<Case> made[2][5];
  std::vector<Case>& list = made[torus][static_cast<int>(kind)];
  if (list.empty()) {
    const std::uint64_t base = (torus ? 30000000 : 5000000) + 1000000 * static_cast<std::uint64_t>(kind);
    for (int i = 0; i < cases_of(torus); ++i)
      list.push_back(make_case(kind, base + static_cast<std::uint64_t>(i), torus));
  }
  return list;
}

// The tool's output as compared: to the byte on plain boards, without the marks of a
// torus on tori.
std::string seen(const std::string& out, bool torus) { return torus ? torus_output::without_marks(out) : out; }

int failure_parts() {
  return testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count();
}

// Runs `--min` or `--max` on `c` as the variant says, alone, with --count and with
// --all, and compares with the referee's optimum.
void expect_optimum(const Case& c, bool maximum, const Variant& variant) {
  const bool torus = c.problem.torus;
  const referee::Optimum& o = maximum ? c.most : c.least;
  const std::string flag = maximum ? "--max" : "--min";
  const std::string head =
      std::string(maximum ? "maximum: " : "minimum: ") + std::to_string(o.count) + "\n";
  const bool solved = o.count >= 0;
  const int status = solved ? chessy::kExitSolved : chessy::kExitNoSolution;

  helpers::AppRun r = helpers::run(with_variant({"-", flag}, variant), c.text);
  r.out = seen(r.out, torus);
  EXPECT_EQ(r.status, status) << flag << "; stderr: " << r.err;
  if (!solved) {
    EXPECT_EQ(r.out, "no solution\n") << flag << "; stderr: " << r.err;
  } else if (r.out.rfind(head, 0) != 0) {
    ADD_FAILURE() << flag << ": expected to start with\n" << head << "got\n" << r.out
                  << "stderr: " << r.err;
  } else {
    // One solution at the optimum, the representative of its class.
    const std::vector<std::string> classes = helpers::boards_of(o.result.all);
    const std::string board = r.out.substr(head.size());
    EXPECT_NE(std::find(classes.begin(), classes.end(), board), classes.end())
        << flag << ": not a class representative at count " << o.count << ":\n" << board
        << "representatives:\n" << o.result.all;
  }

  r = helpers::run(with_variant({"-", flag, "--count"}, variant), c.text);
  EXPECT_EQ(r.status, status) << flag << " --count; stderr: " << r.err;
  EXPECT_EQ(seen(r.out, torus), solved ? head + "fundamental: " + std::to_string(o.result.fundamental) +
                                "\ntotal: " + std::to_string(o.result.total) + "\n"
                          : "no solution\n")
      << flag << " --count; stderr: " << r.err;

  r = helpers::run(with_variant({"-", flag, "--all"}, variant), c.text);
  EXPECT_EQ(r.status, status) << flag << " --all; stderr: " << r.err;
  EXPECT_EQ(seen(r.out, torus), solved ? head + o.result.all : "no solution\n")
      << flag << " --all; stderr: " << r.err;
}

// Every case of `kind` (on tori if asked) through the CLI as `variant` says, stopping
// after a few failing cases so that one bug does not bury the report.
void compare_with_referee(Kind kind, const Variant& variant, bool torus = false) {
  constexpr int kMaxFailingCases = 5;
  int failing_cases = 0;
  for (const Case& c : in_this_build(cases(kind, torus))) {  // tests/support/sanitizer_share.hpp
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options_text(variant) +
                 ", problem:\n" + c.text);
    const int parts_before = failure_parts();
    expect_optimum(c, false, variant);
    expect_optimum(c, true, variant);
    if (failure_parts() != parts_before && ++failing_cases == kMaxFailingCases) {
      ADD_FAILURE() << "stopping after " << kMaxFailingCases << " failing cases";
      return;
    }
  }
}

// --min/--max split into P parts (--part I/P) and merged, parts named in another order
// each time: the merged output must be the single run's, and the referee's. Returns
// how many different optima the parts held (more than one: the optimum was found in
// some parts only).
std::size_t expect_parts_merge(const Case& c, bool maximum, const std::string& mode, int parts) {
  const referee::Optimum& o = maximum ? c.most : c.least;
  const bool torus = c.problem.torus;
  const std::string flag = maximum ? "--max" : "--min";
  part_runs::TempDir dir;
  const std::string input = dir / "problem.txt";
  std::ofstream(input) << c.text;
  std::vector<std::string> args{input, flag};
  if (!mode.empty()) args.push_back(mode);
  std::vector<std::string> single_args = args;
  single_args.insert(single_args.end(), {"-j", "1"});
  const helpers::AppRun single = helpers::run(single_args);
  part_runs::run_parts(args, parts, dir);
  std::vector<std::string> files;
  std::set<std::string> optima;
  for (int i = 0; i < parts; ++i) {
    files.push_back(dir.part((i + c.seed) % parts));  // rotated by the seed
    const std::string doc = helpers::read_file(files.back());
    const std::size_t optimum = doc.find("\"optimum\":");
    if (optimum == std::string::npos) {
      ADD_FAILURE() << "part " << i << " wrote no optimum:\n" << doc;
      return 0;
    }
    optima.insert(doc.substr(optimum));
  }
  helpers::AppRun merged = part_runs::merge(files);
  SCOPED_TRACE(flag + " " + mode + ", " + std::to_string(parts) + " parts");
  EXPECT_EQ(merged.status, single.status) << merged.err;
  const std::string merged_as_printed = merged.out;  // with the marks of a torus
  merged.out = seen(merged.out, torus);
  const std::string head = std::string(maximum ? "maximum: " : "minimum: ") + std::to_string(o.count) + "\n";
  // One solution: any class representative at the optimum, as the single run's may be.
  if (mode.empty() && o.count >= 0) {
    const std::vector<std::string> classes = helpers::boards_of(o.result.all);
    EXPECT_EQ(seen(single.out, torus).rfind(head, 0), 0u) << single.out;
    EXPECT_EQ(merged.out.rfind(head, 0), 0u) << merged.out << merged.err;
    if (merged.out.rfind(head, 0) == 0) {
      EXPECT_NE(std::find(classes.begin(), classes.end(), merged.out.substr(head.size())), classes.end())
          << merged.out << "representatives:\n" << o.result.all;
    }
    return optima.size();
  }
  EXPECT_EQ(merged_as_printed, single.out) << merged.err;
  if (o.count < 0) EXPECT_EQ(merged.out, "no solution\n");
  else if (mode == "--all") EXPECT_EQ(merged.out, head + o.result.all);
  else
    EXPECT_EQ(merged.out, head + "fundamental: " + std::to_string(o.result.fundamental) +
                              "\ntotal: " + std::to_string(o.result.total) + "\n");
  return optima.size();
}

// The first cases of each of `kinds` (on tori if asked) and its first without a
// solution, both directions, alone, --count and --all, P = 1, 2, 3.
void expect_parts_of(const std::vector<Kind>& kinds, bool torus = false) {
  constexpr int kCases = 3;
  int unsolved = 0, split_optima = 0;
  for (Kind kind : kinds) {
    int taken = 0, kind_unsolved = 0;
    for (const Case& c : cases(kind, torus)) {
      const bool none = c.least.count < 0;
      if (taken >= kCases && (!none || kind_unsolved)) continue;
      ++taken;
      kind_unsolved += none;
      SCOPED_TRACE("seed " + std::to_string(c.seed) + ", problem:\n" + c.text);
      for (bool maximum : {false, true})
        for (const char* mode : {"", "--count", "--all"})
          for (int parts = 1; parts <= 3; ++parts) split_optima += expect_parts_merge(c, maximum, mode, parts) > 1;
    }
    unsolved += kind_unsolved;
  }
  EXPECT_GT(unsolved, 0);      // parts without a solution at all
  EXPECT_GT(split_optima, 0);  // the optimum in some parts only
}

TEST(OptimumParts, MergedPartsEqualTheSingleRunAndTheReferee) {
  expect_parts_of({Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                   Kind::kIndependentDomination});
}

TEST(OptimumParts, MergedPartsOfTotalDominationEqualTheSingleRunAndTheReferee) {
  expect_parts_of({Kind::kTotalDomination});
}

TEST(OptimumParts, TorusMergedPartsEqualTheSingleRunAndTheReferee) {
  expect_parts_of({Kind::kColourlessIndependence, Kind::kDomination, Kind::kTotalDomination}, true);
}

class OptimumDifferential : public testing::TestWithParam<Variant> {};

TEST_P(OptimumDifferential, ColourlessIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColourlessIndependence, GetParam());
}

TEST_P(OptimumDifferential, ColouredIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColouredIndependence, GetParam());
}

TEST_P(OptimumDifferential, DominationMatchesReferee) {
  compare_with_referee(Kind::kDomination, GetParam());
}

TEST_P(OptimumDifferential, IndependentDominationMatchesReferee) {
  compare_with_referee(Kind::kIndependentDomination, GetParam());
}

TEST_P(OptimumDifferential, TotalDominationMatchesReferee) {
  compare_with_referee(Kind::kTotalDomination, GetParam());
}

INSTANTIATE_TEST_SUITE_P(Backends, OptimumDifferential, testing::ValuesIn(variants()));

TEST(OptimumDifferentialCases, VariantNamesAreDistinctAndValid) {
  expect_distinct_valid_names(variants());
}

class TorusOptimumDifferential : public testing::TestWithParam<Variant> {};

TEST_P(TorusOptimumDifferential, ColourlessIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColourlessIndependence, GetParam(), true);
}

TEST_P(TorusOptimumDifferential, ColouredIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColouredIndependence, GetParam(), true);
}

TEST_P(TorusOptimumDifferential, DominationMatchesReferee) {
  compare_with_referee(Kind::kDomination, GetParam(), true);
}

TEST_P(TorusOptimumDifferential, IndependentDominationMatchesReferee) {
  compare_with_referee(Kind::kIndependentDomination, GetParam(), true);
}

TEST_P(TorusOptimumDifferential, TotalDominationMatchesReferee) {
  compare_with_referee(Kind::kTotalDomination, GetParam(), true);
}

INSTANTIATE_TEST_SUITE_P(Backends, TorusOptimumDifferential, testing::ValuesIn(variants()));

// The random cases are only worth something if they cover both outcomes, optima
// away from the ends of the range, fixed pieces of the open kind, rectangles and
// blocked cells; this guards the generator against drifting into trivia.
void expect_cover(bool torus) {
  for (Kind kind : kKinds) {
    SCOPED_TRACE(static_cast<int>(kind));
    int solved = 0, unsolved = 0, inner_min = 0, inner_max = 0, open_fixed = 0, merged = 0,
        rectangles = 0, blocked = 0;
    for (const Case& c : cases(kind, torus)) {
      const int free_cells = c.problem.rows * c.problem.cols - static_cast<int>(c.problem.blocked.size());
      (c.least.count >= 0 ? solved : unsolved) += 1;
      inner_min += c.least.count > 0 ? 1 : 0;
      inner_max += c.most.count >= 0 && c.most.count < free_cells ? 1 : 0;
      merged += c.least.result.fundamental < c.least.result.total ? 1 : 0;
      rectangles += c.problem.rows != c.problem.cols ? 1 : 0;
      blocked += c.problem.blocked.empty() ? 0 : 1;
      const referee::Piece open = c.problem.pieces[static_cast<size_t>(c.problem.open)].piece;
      open_fixed += std::any_of(c.problem.fixed.begin(), c.problem.fixed.end(),
                                [&](const referee::FixedPiece& f) { return f.piece == open; })
                        ? 1
                        : 0;
    }
    const int tenth = cases_of(torus) / 10;
    EXPECT_GE(solved, tenth);
    if (kind != Kind::kDomination) {
      EXPECT_GE(unsolved, tenth);  // a full board always dominates
    }
    EXPECT_GE(inner_min, tenth);
    EXPECT_GE(inner_max, tenth);
    EXPECT_GE(open_fixed, tenth);
    EXPECT_GE(merged, tenth);
    EXPECT_GE(rectangles, tenth);
    EXPECT_GE(blocked, tenth);
  }
}

TEST(OptimumDifferentialCases, CoverSolutionsNoSolutionsAndInnerOptima) { expect_cover(false); }

// The same of the tori's cases (issue 24), each of which is a torus; and some of them
// must have another optimum than on the plain board, else the wrapping is not what
// they test.
TEST(TorusOptimumDifferentialCases, CoverSolutionsNoSolutionsAndInnerOptima) {
  expect_cover(true);
  int differ = 0;
  for (Kind kind : kKinds) {
    for (const Case& c : cases(kind, true)) {
      EXPECT_TRUE(c.problem.torus);
      Problem plain = c.problem;
      plain.torus = false;
      differ += referee::optimum(plain, false).count != c.least.count ? 1 : 0;
    }
  }
  EXPECT_GE(differ, static_cast<int>(kKinds.size()) * kTorusCasesPerKind / 10);
}

}  // namespace
