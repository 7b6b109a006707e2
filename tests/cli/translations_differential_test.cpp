// Differential tests of the torus's classes (issue 38): random small tori with one kind of
// piece (queens, rooks, bishops, knights, kings) dominating (`d`, `d i`, `d t`), a fixed
// count (`--count`, `--all`) or an open one (`?*X`, `--min --count`, `--min --all`: the
// domination counter's problems), sometimes holes (some kept by a translation) and a fixed
// piece, sides up to 6, rectangles too; solved by the brute-force referee and by the
// command line with the default engine, `--engine sat`, `--engine backtrack`, `-j 1`,
// `-j 2` and in parts (`--part I/P`, then `merge`). Two questions:
//   (a) without `translations`: the classes under the board's rotations and reflections,
//       as ever (docs/symmetry.md);
//   (b) with the line `translations` (odd cases) or `--translations` (even ones): the
//       classes under the torus's whole group, the totals and every solution the same.
// (b) is skipped while the tool refuses `translations` (before issue 38). Problems come
// from fixed seeds; a failure prints the seed, options and problem text, a complete repro
// (`chessy-sat - --min --count OPTIONS < problem`).
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "helpers.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "sanitizer_share.hpp"
#include "torus_output.hpp"
#include "translations.hpp"
#include "variant.hpp"

namespace {

using referee::Problem;

// A random number in 0..n-1.
int uniform(std::mt19937_64& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }

// Holes for the empty torus p: none (1 in 2); 1 or 2 random cells (1 in 6); or (1 in 3)
// the orbit of a random cell under the powers of a random map of the torus's whole group
// (referee::motions), so that this map, often a translation, survives. Never every cell.
std::vector<referee::Cell> random_holes(const Problem& p, std::mt19937_64& rng) {
  const int draw = uniform(rng, 6);
  if (draw < 3) return {};
  referee::Board board = referee::empty_board(p);
  const int cells = p.rows * p.cols;
  if (draw == 3) {
    for (int i = 1 + uniform(rng, 2); i > 0; --i) board.blocked[static_cast<size_t>(uniform(rng, cells))] = true;
  } else {
    Problem whole = p;
    whole.translations = true;
    const std::vector<referee::Motion> group = referee::motions(whole);
    const referee::Motion m = group[static_cast<size_t>(uniform(rng, static_cast<int>(group.size())))];
    referee::Board image = referee::empty_board(p);
    image.blocked[static_cast<size_t>(uniform(rng, cells))] = true;
    for (int k = 0; k < 2 * cells; ++k) {  // a map's order divides 2 lcm(R, C) or so: enough
      for (size_t c = 0; c < board.blocked.size(); ++c) board.blocked[c] = board.blocked[c] || image.blocked[c];
      image = referee::move(image, m, false);
    }
  }
  std::vector<referee::Cell> holes;
  for (int c = 0; c < cells; ++c)
    if (board.blocked[static_cast<size_t>(c)]) holes.push_back({c / p.cols, c % p.cols});
  if (static_cast<int>(holes.size()) >= cells) holes.clear();  // leave room for a piece
  return holes;
}

enum class Goal { kDomination, kIndependent, kTotal };

// A random torus of the domination counter's kind: one kind of piece (Q R B N K), `goal`,
// sides 1..6 (square 2 in 3), holes as above, a count of 1..5 (2..5 for total
// domination where two fit), open 1 in 2, and 1 in 4 one piece fixed on a free cell.
Problem random_torus(Goal goal, std::mt19937_64& rng) {
  const int sides[] = {1, 2, 3, 3, 4, 4, 5, 5, 6, 6};
  Problem p;
  p.rows = p.cols = sides[uniform(rng, 10)];
  if (uniform(rng, 3) == 0) p.cols = sides[uniform(rng, 10)];
  p.torus = true;
  p.domination = true;
  p.independent = goal == Goal::kIndependent;
  p.total = goal == Goal::kTotal;
  p.blocked = random_holes(p, rng);
  const int free_cells = p.rows * p.cols - static_cast<int>(p.blocked.size());
  const int least = p.total && free_cells > 1 ? 2 : 1;
  const int count = least + uniform(rng, std::min(free_cells, 5) - least + 1);
  const referee::Piece piece{"QRBNK"[uniform(rng, 5)], 0};
  p.pieces = {{piece, count}};
  if (uniform(rng, 2) == 0) p.open = 0;
  if (uniform(rng, 4) == 0) {
    int cell = uniform(rng, p.rows * p.cols);
    auto hole = [&p](int c) {
      return std::find(p.blocked.begin(), p.blocked.end(), referee::Cell{c / p.cols, c % p.cols}) != p.blocked.end();
    };
    while (hole(cell)) cell = uniform(rng, p.rows * p.cols);
    p.fixed = {{piece, cell / p.cols, cell % p.cols}};
  }
  return p;
}

// Keeps the brute force fast: placements the referee tries (over every count it solves
// for an open count), and the solutions the tool lists.
constexpr double kMaxPlacements = 60000;
constexpr double kMaxPlacementsPruned = 300000;  // independent domination: the referee prunes
constexpr long long kMaxSolutions = 400;
constexpr int kCasesPerGoal = 40;

struct Case {
  std::uint64_t seed = 0;
  Problem problem;       // problem.translations false
  std::string text;      // referee::problem_text(problem), the input of (a)
  int optimum = -1;      // an open count: the least with a solution, -1 if none
  referee::Result plain;  // (a): at the count, or at the optimum
  referee::Result whole;  // (b): the same under the whole group
};

// The problem for `seed` of `goal`, drawn again until small enough to brute-force.
Case make_case(Goal goal, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const double budget = goal == Goal::kIndependent ? kMaxPlacementsPruned : kMaxPlacements;
  for (;;) {
    Case c;
    c.seed = seed;
    c.problem = random_torus(goal, rng);
    Problem whole = c.problem;
    whole.translations = true;
    if (c.problem.open >= 0) {
      const referee::Optimum least = random_problems::bounded_optimum(c.problem, false, budget);
      if (!least.complete || least.result.total > kMaxSolutions) continue;
      c.optimum = least.count;
      c.plain = least.result;
      if (least.count >= 0) {
        whole.pieces[0].count = least.count;
        whole.open = -1;
        c.whole = referee::solve(whole);
      }
    } else {
      if (random_problems::placements(c.problem) > budget) continue;
      c.plain = referee::solve(c.problem);
      if (c.plain.total > kMaxSolutions) continue;
      c.whole = referee::solve(whole);
    }
    c.text = referee::problem_text(c.problem);
    return c;
  }
}

// The cases of each goal, made once per process and shared by every variant.
const std::vector<Case>& cases(Goal goal) {
  static std::vector<Case> made[3];
  std::vector<Case>& list = made[static_cast<int>(goal)];
  if (list.empty())
    for (int i = 0; i < kCasesPerGoal; ++i)
      list.push_back(make_case(goal, 38000000 + 1000000 * static_cast<std::uint64_t>(goal) + static_cast<std::uint64_t>(i)));
  return list;
}

// The sweep's further cases of each goal, the seeds after those of cases().
constexpr int kSweepCasesPerGoal = 200;
std::vector<Case> sweep_cases(Goal goal) {
  std::vector<Case> list;
  for (int i = kCasesPerGoal; i < kCasesPerGoal + kSweepCasesPerGoal; ++i)
    list.push_back(make_case(goal, 38000000 + 1000000 * static_cast<std::uint64_t>(goal) + static_cast<std::uint64_t>(i)));
  return list;
}

// The input and arguments of a case, asking for the whole group or not: the line
// `translations` after `torus` in odd cases, `--translations` in even ones.
struct Asked {
  std::string text;
  std::vector<std::string> args;
};

Asked asked(const Case& c, std::vector<std::string> args, bool whole) {
  Asked a{c.text, std::move(args)};
  if (!whole) return a;
  if (c.seed % 2 == 1) {
    a.text.insert(a.text.find("torus\n") + 6, "translations\n");
  } else {
    a.args.push_back("--translations");
  }
  return a;
}

int failure_parts() { return testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count(); }

// Runs one case through the tool as `variant` says, and compares with `expected`: the
// counts and the representatives, at the count or at the optimum.
void expect_case(const Case& c, const Variant& variant, bool whole) {
  const referee::Result& expected = whole ? c.whole : c.plain;
  const bool open = c.problem.open >= 0;
  const bool solved = open ? c.optimum >= 0 : expected.total > 0;
  const int status = solved ? chessy::kExitSolved : chessy::kExitNoSolution;
  const std::string head = open ? "minimum: " + std::to_string(c.optimum) + "\n" : "";
  const std::string counts =
      "fundamental: " + std::to_string(expected.fundamental) + "\ntotal: " + std::to_string(expected.total) + "\n";
  std::vector<std::string> count_args{"-", "--count"}, all_args{"-", "--all"};
  if (open) count_args.push_back("--min"), all_args.push_back("--min");
  const std::string what = whole ? " (whole group)" : " (rotations and reflections)";

  Asked a = asked(c, count_args, whole);
  helpers::AppRun r = run_variant(a.args, a.text, variant);
  EXPECT_EQ(r.status, status) << "--count" << what << "; stderr: " << r.err;
  EXPECT_EQ(torus_output::without_marks(r.out), open && !solved ? "no solution\n" : head + counts)
      << "--count" << what << "; stderr: " << r.err;

  a = asked(c, all_args, whole);
  r = run_variant(a.args, a.text, variant);
  EXPECT_EQ(r.status, status) << "--all" << what << "; stderr: " << r.err;
  EXPECT_EQ(torus_output::without_marks(r.out), open && !solved ? "no solution\n" : head + expected.all)
      << "--all" << what << "; stderr: " << r.err;
}

// Every case of `list` through the tool as `variant` says, stopping after a few failing
// cases so that one bug does not bury the report.
void compare_with_referee(const Variant& variant, bool whole, const std::vector<Case>& list) {
  if (whole) {
    SKIP_UNTIL_TRANSLATIONS();
  }
  constexpr int kMaxFailingCases = 5;
  int failing_cases = 0;
  for (const Case& c : in_this_build(list)) {
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options_text(variant) +
                 (whole ? (c.seed % 2 == 1 ? ", the line translations" : " --translations") : "") +
                 (variant.parts > 0 ? ", in " + std::to_string(variant.parts) + " parts merged" : "") + ", problem:\n" +
                 c.text);
    const int parts_before = failure_parts();
    expect_case(c, variant, whole);
    if (failure_parts() != parts_before && ++failing_cases == kMaxFailingCases) {
      ADD_FAILURE() << "stopping after " << kMaxFailingCases << " failing cases";
      return;
    }
  }
}

// The cases of `goal`.
void compare_with_referee(Goal goal, const Variant& variant, bool whole) {
  compare_with_referee(variant, whole, cases(goal));
}

std::vector<Variant> variants() {
  return {
      {"cadical", {}, "default"},
      {"cadical", {"-j", "1"}, "j1"},
      {"cadical", {"-j", "2"}, "j2"},
      {"cadical", {"--engine", "sat", "-j", "1"}, "sat_j1"},
      {"picosat", {"--engine", "sat", "-j", "2"}, "picosat_sat_j2"},
      {"cadical", {"--engine", "backtrack", "-j", "1"}, "backtrack_j1"},
      {"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack_j2"},
      {"cadical", {"-j", "2"}, "parts3", 3},
      {"cadical", {"--engine", "sat", "-j", "1"}, "sat_parts2", 2},
  };
}

class TranslationsDifferential : public testing::TestWithParam<Variant> {};

TEST_P(TranslationsDifferential, DominationDihedralClassesMatchReferee) {
  compare_with_referee(Goal::kDomination, GetParam(), false);
}
TEST_P(TranslationsDifferential, IndependentDominationDihedralClassesMatchReferee) {
  compare_with_referee(Goal::kIndependent, GetParam(), false);
}
TEST_P(TranslationsDifferential, TotalDominationDihedralClassesMatchReferee) {
  compare_with_referee(Goal::kTotal, GetParam(), false);
}
TEST_P(TranslationsDifferential, DominationWholeGroupClassesMatchReferee) {
  compare_with_referee(Goal::kDomination, GetParam(), true);
}
TEST_P(TranslationsDifferential, IndependentDominationWholeGroupClassesMatchReferee) {
  compare_with_referee(Goal::kIndependent, GetParam(), true);
}
TEST_P(TranslationsDifferential, TotalDominationWholeGroupClassesMatchReferee) {
  compare_with_referee(Goal::kTotal, GetParam(), true);
}

INSTANTIATE_TEST_SUITE_P(Engines, TranslationsDifferential, testing::ValuesIn(variants()));

// 200 further cases of each goal by the default engine, both questions: 15-40 s, `slow`.
TEST(TranslationsDifferentialSweep, FurtherCasesByTheDefaultEngine) {
  const Variant engine{"cadical", {}, "default"};
  for (Goal goal : {Goal::kDomination, Goal::kIndependent, Goal::kTotal}) {
    const std::vector<Case> list = sweep_cases(goal);
    compare_with_referee(engine, false, list);
    compare_with_referee(engine, true, list);
  }
}

TEST(TranslationsDifferentialCases, VariantNamesAreDistinctAndValid) { expect_distinct_valid_names(variants()); }

// The domination counter takes the torus once issue 38 is in (docs/design.md, "The
// engines": rule `domination` at the optimum): the open cases of the default engine must
// reach it, or the cases above test CDCL alone there.
TEST(TranslationsDifferentialCases, TheCounterTakesTheOpenCases) {
  SKIP_UNTIL_TRANSLATIONS();
  int taken = 0, open = 0;
  for (Goal goal : {Goal::kDomination, Goal::kIndependent, Goal::kTotal}) {
    for (const Case& c : cases(goal)) {
      if (c.problem.open < 0 || c.optimum < 0) continue;
      ++open;
      const helpers::AppRun r = helpers::run({"-", "--min", "--count", "--json"}, c.text);
      taken += r.out.find("\"rule\":\"domination\"") != std::string::npos;
    }
  }
  EXPECT_EQ(taken, open) << "open cases at whose optimum the counter ran";
}

// Square tori without holes, n = 1..7, each piece alone dominating (`d`, `d i`) at its
// least count, where the referee affords it (54 of the 70; the queens' n = 1..6 are
// A279402 and A279404, tests/model/referee_translations_test.cpp):
// --min --count by the default engine as the referee, without `translations` and (once the
// tool knows it) with it.
TEST(TranslationsDifferentialCases, SquareToriOfEachPieceAtTheMinimumAsTheReferee) {
  int compared = 0;
  for (char type : {'Q', 'R', 'B', 'N', 'K'}) {
    for (int n = 1; n <= 7; ++n) {
      for (bool independent : {false, true}) {
        Problem p;
        p.rows = p.cols = n;
        p.torus = p.domination = true;
        p.independent = independent;
        p.pieces = {{referee::Piece{type, 0}, 0}};
        p.open = 0;
        const referee::Optimum least = random_problems::bounded_optimum(p, false, 150000);
        if (!least.complete) continue;
        const std::string text = referee::problem_text(p);
        SCOPED_TRACE(text);
        ++compared;
        const helpers::AppRun r = helpers::run({"-", "--min", "--count", "-j", "2"}, text);
        const std::string head = "minimum: " + std::to_string(least.count) + "\n";
        EXPECT_EQ(torus_output::without_marks(r.out), head + "fundamental: " + std::to_string(least.result.fundamental) +
                                                          "\ntotal: " + std::to_string(least.result.total) + "\n")
            << r.err;
        if (!translations::tool_knows() || least.count < 0) continue;
        Problem whole = p;
        whole.translations = true;
        whole.open = -1;
        whole.pieces[0].count = least.count;
        const referee::Result w = referee::solve(whole);
        const helpers::AppRun t = helpers::run({"-", "--min", "--count", "-j", "2", "--translations"}, text);
        EXPECT_EQ(torus_output::without_marks(t.out),
                  head + "fundamental: " + std::to_string(w.fundamental) + "\ntotal: " + std::to_string(w.total) + "\n")
            << "--translations; " << t.err;
      }
    }
  }
  EXPECT_GE(compared, 50) << compared;
}

// The random cases are only worth something if they cover every feature, and classes
// that the translations merge beyond the rotations and reflections.
TEST(TranslationsDifferentialCases, CoverPiecesCountsHolesAndMergedClasses) {
  for (Goal goal : {Goal::kDomination, Goal::kIndependent, Goal::kTotal}) {
    SCOPED_TRACE(static_cast<int>(goal));
    int solved = 0, unsolved = 0, open = 0, fixed = 0, rectangles = 0, holes = 0, merged_more = 0, six = 0;
    int merged_with_holes = 0;
    std::string types;
    for (const Case& c : cases(goal)) {
      const bool has = c.problem.open >= 0 ? c.optimum >= 0 : c.plain.total > 0;
      (has ? solved : unsolved) += 1;
      open += c.problem.open >= 0;
      fixed += !c.problem.fixed.empty();
      rectangles += c.problem.rows != c.problem.cols;
      holes += !c.problem.blocked.empty();
      six += c.problem.rows == 6 || c.problem.cols == 6;
      merged_more += has && c.whole.fundamental < c.plain.fundamental;
      merged_with_holes += has && !c.problem.blocked.empty() && c.whole.fundamental < c.plain.fundamental;
      if (types.find(c.problem.pieces[0].piece.type) == std::string::npos) types += c.problem.pieces[0].piece.type;
      if (has) {
        EXPECT_EQ(c.whole.all_no_symmetry, c.plain.all_no_symmetry);  // the same solutions
      }
    }
    const int tenth = kCasesPerGoal / 10;
    EXPECT_GE(solved, tenth);
    EXPECT_GE(open, 2 * tenth);
    EXPECT_GE(kCasesPerGoal - open, 2 * tenth);
    EXPECT_GE(fixed, tenth);
    EXPECT_GE(rectangles, tenth);
    EXPECT_GE(holes, tenth);
    EXPECT_GE(six, 1);
    EXPECT_GE(merged_more, 2 * tenth);
    EXPECT_GE(merged_with_holes, 1);
    EXPECT_EQ(types.size(), 5u) << types;
    if (goal != Goal::kDomination) {
      EXPECT_GE(unsolved, 1);
    }
  }
}

}  // namespace
