// Differential tests: random small problems, solved by the brute-force referee
// and by the SAT path (`chessy::run_app`, exactly what users run), must give the
// same counts, the same `--all` text and the same `--all --no-symmetry` text, on
// every backend, with the default number of workers, with `-j 1` and `-j 2`, and
// (CaDiCaL only, to keep the time down) with `--no-breaking`, and split into parts
// (--part I/P, each part its own run and file) united again by `merge`; and the same on
// tori (issue 24: TorusDifferential, its own problems, with `--engine sat` too), and those tori's
// classes under their whole group (issue 38: TorusTranslationsDifferential). Problems come from
// fixed seeds; a failure prints its seed, options and problem text, which is a
// complete repro (`chessy-sat - --all OPTIONS < problem`).
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
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

using random_problems::Kind;
using random_problems::placements;
using random_problems::pruned;
using random_problems::random_problem;
using referee::Problem;

const std::vector<std::string> kBackends = {"cadical", "picosat"};

std::vector<Variant> variants() {
  std::vector<Variant> v;
  for (const std::string& backend : kBackends) {
    v.push_back({backend, {}, backend});  // default: one worker per core
    v.push_back({backend, {"-j", "1"}, backend + "_j1"});
    v.push_back({backend, {"-j", "2"}, backend + "_j2"});
    if (backend == "cadical") v.push_back({backend, {"--no-breaking"}, backend + "_nobreaking"});
  }
  // The backtracking engine on every kind of problem (auto uses it for independence).
  v.push_back({"cadical", {"--engine", "backtrack", "-j", "1"}, "backtrack_j1"});
  v.push_back({"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack_j2"});
  v.push_back({"cadical", {"--engine", "backtrack", "--no-breaking"}, "backtrack_nobreaking"});
  v.push_back({"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack_parts7", 7});
  // Split runs: every part a run of its own, the files merged.
  v.push_back({"cadical", {"-j", "1"}, "cadical_parts3", 3});
  v.push_back({"cadical", {"-j", "2"}, "cadical_parts7", 7});
  v.push_back({"cadical", {"--no-breaking"}, "cadical_parts2_nobreaking", 2});
  v.push_back({"picosat", {"-j", "1"}, "picosat_parts5", 5});
  // An external solver program, run once per solve call (issue 4), when installed.
  if (std::system("command -v cadical >/dev/null 2>&1") == 0)
    v.push_back({"cmd", {"--solver", "cadical -q"}, "cmd_cadical"});
  return v;
}

constexpr int kCasesPerKind = 120;  // 480 problems per run and variant
constexpr int kTotalCases = 40;     // and 40 of total domination (issue 25), the newest kind
constexpr int kTorusCases = 30;     // and 30 of each kind on tori (issue 24)

int cases_of(Kind kind, bool torus = false) {
  return torus ? kTorusCases : kind == Kind::kTotalDomination ? kTotalCases : kCasesPerKind;
}

// Keeps the brute force (and so the whole suite) fast: the number of complete
// placements the referee tries, and the solutions the SAT path enumerates.
constexpr double kMaxPlacements = 30000;
constexpr double kMaxPlacementsPruned = 300000;  // the referee prunes these (pruned())
constexpr long long kMaxSolutions = 400;

struct Case {
  std::uint64_t seed = 0;
  Problem problem;
  std::string text;          // referee::problem_text(problem), the input
  referee::Result expected;  // the referee's answer
};

// The problem for `seed`, on a torus if asked: drawn again until it is small enough to
// brute-force.
Case make_case(Kind kind, std::uint64_t seed, bool torus) {
  std::mt19937_64 rng(seed);
  const double budget = pruned(kind) ? kMaxPlacementsPruned : kMaxPlacements;
  for (;;) {
    Case c;
    c.seed = seed;
    c.problem = random_problem(kind, rng, torus ? random_problems::Boards::kTorus : random_problems::Boards::kAny);
    if (placements(c.problem) > budget) continue;
    c.expected = referee::solve(c.problem);
    if (c.expected.total > kMaxSolutions) continue;
    c.text = referee::problem_text(c.problem);
    return c;
  }
}

// The cases of one kind, made once and shared by every variant; the tori's from seeds
// of their own. `every`: all of them, for the checks of what they cover; otherwise those
// this build runs, under the sanitizers a share (tests/support/sanitizer_share.hpp), the
// others not even made: the referee's answers to all of them take seconds there, in
// every one of the variants' processes.
const std::vector<Case>& cases(Kind kind, bool torus = false, bool every = true) {
  every = every || !kSanitized;
  static std::vector<Case> made[2][2][5];
  std::vector<Case>& list = made[every][torus][static_cast<int>(kind)];
  if (list.empty()) {
    const std::uint64_t base = (torus ? 20000000 : 0) + 1000000 * (1 + static_cast<std::uint64_t>(kind));
    for (int i = 0; i < cases_of(kind, torus); ++i)
      if (every || runs_in_this_build(static_cast<std::size_t>(i)))
        list.push_back(make_case(kind, base + static_cast<std::uint64_t>(i), torus));
  }
  return list;
}

using Run = helpers::AppRun;

Run run(const Case& c, std::vector<std::string> args, const Variant& variant) {
  return run_variant(std::move(args), c.text, variant);
}

int failure_parts() {
  return testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count();
}

// Runs every case of `kind` (on tori if asked) through the SAT path as `variant` says,
// stopping after a few failing cases so that one bug does not bury the report.
void compare_with_referee(Kind kind, const Variant& variant, bool torus = false) {
  constexpr int kMaxFailingCases = 5;
  int failing_cases = 0;
  const std::string options = options_text(variant);
  // Plain boards to the byte; tori without the tool's marks of a torus.
  auto seen = [torus](const std::string& out) { return torus ? torus_output::without_marks(out) : out; };
  for (const Case& c : cases(kind, torus, false)) {
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options + ", problem:\n" +
                 c.text);
    const int parts_before = failure_parts();
    const long long total = c.expected.total;
    const int status = total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution;
    const std::string counts = "fundamental: " + std::to_string(c.expected.fundamental) +
                               "\ntotal: " + std::to_string(total) + "\n";
    const std::string counts_no_symmetry =
        "fundamental: " + std::to_string(total) + "\ntotal: " + std::to_string(total) + "\n";

    Run r = run(c, {"-", "--count"}, variant);
    EXPECT_EQ(r.status, status) << "--count; stderr: " << r.err;
    EXPECT_EQ(seen(r.out), counts) << "--count; stderr: " << r.err;

    r = run(c, {"-", "--count", "--no-symmetry"}, variant);
    EXPECT_EQ(r.status, status) << "--count --no-symmetry; stderr: " << r.err;
    EXPECT_EQ(seen(r.out), counts_no_symmetry) << "--count --no-symmetry; stderr: " << r.err;

    r = run(c, {"-", "--all"}, variant);
    EXPECT_EQ(r.status, status) << "--all; stderr: " << r.err;
    EXPECT_EQ(seen(r.out), c.expected.all) << "--all; stderr: " << r.err;

    r = run(c, {"-", "--all", "--no-symmetry"}, variant);
    EXPECT_EQ(r.status, status) << "--all --no-symmetry; stderr: " << r.err;
    EXPECT_EQ(seen(r.out), c.expected.all_no_symmetry) << "--all --no-symmetry; stderr: " << r.err;

    if (failure_parts() != parts_before && ++failing_cases == kMaxFailingCases) {
      ADD_FAILURE() << "stopping after " << kMaxFailingCases << " failing cases";
      return;
    }
  }
}

class Differential : public testing::TestWithParam<Variant> {};

TEST_P(Differential, ColourlessIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColourlessIndependence, GetParam());
}

TEST_P(Differential, ColouredIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColouredIndependence, GetParam());
}

TEST_P(Differential, DominationMatchesReferee) {
  compare_with_referee(Kind::kDomination, GetParam());
}

TEST_P(Differential, IndependentDominationMatchesReferee) {
  compare_with_referee(Kind::kIndependentDomination, GetParam());
}

TEST_P(Differential, TotalDominationMatchesReferee) {
  compare_with_referee(Kind::kTotalDomination, GetParam());
}

INSTANTIATE_TEST_SUITE_P(Backends, Differential, testing::ValuesIn(variants()));

TEST(DifferentialCases, VariantNamesAreDistinctAndValid) { expect_distinct_valid_names(variants()); }

// Tori (issue 24): every variant above, and the CDCL engine asked for by name (auto
// and backtrack are above), on problems of their own.
std::vector<Variant> torus_variants() {
  std::vector<Variant> v = variants();
  v.push_back({"cadical", {"--engine", "sat", "-j", "1"}, "sat_j1"});
  v.push_back({"picosat", {"--engine", "sat", "-j", "2"}, "picosat_sat_j2"});
  return v;
}

class TorusDifferential : public testing::TestWithParam<Variant> {};

TEST_P(TorusDifferential, ColourlessIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColourlessIndependence, GetParam(), true);
}

TEST_P(TorusDifferential, ColouredIndependenceMatchesReferee) {
  compare_with_referee(Kind::kColouredIndependence, GetParam(), true);
}

TEST_P(TorusDifferential, DominationMatchesReferee) {
  compare_with_referee(Kind::kDomination, GetParam(), true);
}

TEST_P(TorusDifferential, IndependentDominationMatchesReferee) {
  compare_with_referee(Kind::kIndependentDomination, GetParam(), true);
}

TEST_P(TorusDifferential, TotalDominationMatchesReferee) {
  compare_with_referee(Kind::kTotalDomination, GetParam(), true);
}

INSTANTIATE_TEST_SUITE_P(Backends, TorusDifferential, testing::ValuesIn(torus_variants()));

TEST(TorusDifferentialCases, VariantNamesAreDistinctAndValid) { expect_distinct_valid_names(torus_variants()); }

// The tori's cases again with the line `translations` (issue 38): the classes under the
// torus's whole group (every rotation or reflection times every translation that keeps the
// holes, the colour swap composed), the referee's motions(); every kind, pawns and fixed
// pieces included; skipped while the tool refuses `translations`.
void compare_whole_group(Kind kind, const Variant& variant) {
  SKIP_UNTIL_TRANSLATIONS();
  constexpr int kMaxFailingCases = 5;
  int failing_cases = 0;
  for (const Case& torus_case : cases(kind, true, false)) {
    Case c = torus_case;
    c.problem.translations = true;
    c.text = referee::problem_text(c.problem);
    c.expected = referee::solve(c.problem);
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options_text(variant) + ", problem:\n" + c.text);
    const int parts_before = failure_parts();
    const int status = c.expected.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution;
    Run r = run(c, {"-", "--count"}, variant);
    EXPECT_EQ(r.status, status) << "--count; stderr: " << r.err;
    EXPECT_EQ(torus_output::without_marks(r.out), "fundamental: " + std::to_string(c.expected.fundamental) +
                                                      "\ntotal: " + std::to_string(c.expected.total) + "\n")
        << "--count; stderr: " << r.err;
    r = run(c, {"-", "--all"}, variant);
    EXPECT_EQ(r.status, status) << "--all; stderr: " << r.err;
    EXPECT_EQ(torus_output::without_marks(r.out), c.expected.all) << "--all; stderr: " << r.err;
    r = run(c, {"-", "--all", "--no-symmetry"}, variant);
    EXPECT_EQ(torus_output::without_marks(r.out), c.expected.all_no_symmetry) << "--all --no-symmetry; stderr: " << r.err;
    if (failure_parts() != parts_before && ++failing_cases == kMaxFailingCases) {
      ADD_FAILURE() << "stopping after " << kMaxFailingCases << " failing cases";
      return;
    }
  }
}

// A few of the variants: both backends, every engine, -j 1 and -j 2, parts.
std::vector<Variant> whole_group_variants() {
  return {
      {"cadical", {"-j", "1"}, "cadical_j1"},
      {"picosat", {"-j", "2"}, "picosat_j2"},
      {"cadical", {"--engine", "sat", "-j", "2"}, "sat_j2"},
      {"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack_j2"},
      {"cadical", {"--no-breaking"}, "cadical_nobreaking"},
      {"cadical", {"-j", "2"}, "cadical_parts3", 3},
  };
}

class TorusTranslationsDifferential : public testing::TestWithParam<Variant> {};

TEST_P(TorusTranslationsDifferential, ColourlessIndependenceMatchesReferee) {
  compare_whole_group(Kind::kColourlessIndependence, GetParam());
}

TEST_P(TorusTranslationsDifferential, ColouredIndependenceMatchesReferee) {
  compare_whole_group(Kind::kColouredIndependence, GetParam());
}

TEST_P(TorusTranslationsDifferential, DominationMatchesReferee) { compare_whole_group(Kind::kDomination, GetParam()); }

TEST_P(TorusTranslationsDifferential, IndependentDominationMatchesReferee) {
  compare_whole_group(Kind::kIndependentDomination, GetParam());
}

TEST_P(TorusTranslationsDifferential, TotalDominationMatchesReferee) {
  compare_whole_group(Kind::kTotalDomination, GetParam());
}

INSTANTIATE_TEST_SUITE_P(Backends, TorusTranslationsDifferential, testing::ValuesIn(whole_group_variants()));

TEST(TorusDifferentialCases, WholeGroupVariantNamesAreDistinctAndValid) {
  expect_distinct_valid_names(whole_group_variants());
}

// Worth something only if the translations merge classes of the rotations and
// reflections in some of the tori's cases of each kind (2 of the 30 at least: pawns,
// fixed pieces and holes keep many cases from merging more).
TEST(TorusDifferentialCases, TheWholeGroupMergesMoreClasses) {
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination, Kind::kTotalDomination}) {
    SCOPED_TRACE(static_cast<int>(kind));
    int merged_more = 0;
    for (const Case& c : cases(kind, true)) {
      Problem whole = c.problem;
      whole.translations = true;
      merged_more += referee::solve(whole).fundamental < c.expected.fundamental ? 1 : 0;
    }
    EXPECT_GE(merged_more, 2);
  }
}

// The marks of a torus go, the boards, counts and separating lines stay.
TEST(TorusDifferentialCases, MarksOfATorusAreLeftOutOfTheComparison) {
  EXPECT_EQ(torus_output::without_marks("torus\nQ-\n--\n\ntorus\n-Q\n--\n"), "Q-\n--\n\n-Q\n--\n");
  EXPECT_EQ(torus_output::without_marks("fundamental: 2\ntotal: 10\n"), "fundamental: 2\ntotal: 10\n");
  EXPECT_EQ(torus_output::without_marks("Qw- \n- Nb\n(torus 2x2)\n"), "Qw- \n- Nb\n");
  EXPECT_EQ(torus_output::without_marks("no solution\n"), "no solution\n");
  EXPECT_EQ(torus_output::without_marks("minimum: 3\ntorus: yes\nK--\n"), "minimum: 3\nK--\n");
}

// The random cases are only worth something if they cover both outcomes and
// every feature, rectangles and blocked cells (issue 17) included, and classes
// that merge solutions on boards with holes; this guards the generator against
// drifting into trivia. `torus`: the cases on tori.
void expect_cover(bool torus) {
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination, Kind::kTotalDomination}) {
    SCOPED_TRACE(static_cast<int>(kind));
    int solved = 0, unsolved = 0, pawns = 0, fixed = 0, merged = 0, both_colours = 0;
    int rectangles = 0, blocked = 0, merged_with_holes = 0;
    for (const Case& c : cases(kind, torus)) {
      (c.expected.total > 0 ? solved : unsolved) += 1;
      fixed += c.problem.fixed.empty() ? 0 : 1;
      merged += c.expected.fundamental < c.expected.total ? 1 : 0;
      rectangles += c.problem.rows != c.problem.cols ? 1 : 0;
      blocked += c.problem.blocked.empty() ? 0 : 1;
      merged_with_holes +=
          !c.problem.blocked.empty() && c.expected.fundamental < c.expected.total ? 1 : 0;
      bool pawn = false, white = false, black = false;
      for (const referee::PieceCount& pc : c.problem.pieces) {
        pawn = pawn || pc.piece.type == 'P';
        white = white || pc.piece.colour == 'w';
        black = black || pc.piece.colour == 'b';
      }
      pawns += pawn ? 1 : 0;
      both_colours += white && black ? 1 : 0;
    }
    const int tenth = cases_of(kind, torus) / 10;
    EXPECT_GE(solved, tenth);
    EXPECT_GE(unsolved, tenth);
    EXPECT_GE(pawns, tenth);
    EXPECT_GE(fixed, tenth);
    // Independent domination is solved least often (1 case in 4), and rectangles
    // and holes leave fewer symmetries: half as many merge there.
    EXPECT_GE(merged, kind == Kind::kIndependentDomination ? tenth / 2 : tenth);
    EXPECT_GE(rectangles, tenth);
    EXPECT_GE(blocked, tenth);
    EXPECT_GE(merged_with_holes, tenth / 4);
    if (kind == Kind::kColouredIndependence) {
      EXPECT_GE(both_colours, tenth);
    }
  }
}

TEST(DifferentialCases, CoverSolutionsNoSolutionsPawnsFixedPiecesClassesAndBoards) { expect_cover(false); }

// The same of the tori's cases (issue 24); and a tenth of them at least must have
// another answer than the same problem on the plain board, else the wrapping is not
// what they test.
TEST(TorusDifferentialCases, CoverSolutionsNoSolutionsPawnsFixedPiecesClassesAndBoards) {
  expect_cover(true);
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination, Kind::kTotalDomination}) {
    SCOPED_TRACE(static_cast<int>(kind));
    int differ = 0;
    for (const Case& c : cases(kind, true)) {
      EXPECT_TRUE(c.problem.torus);
      Problem plain = c.problem;
      plain.torus = false;
      differ += referee::solve(plain).all_no_symmetry != c.expected.all_no_symmetry ? 1 : 0;
    }
    EXPECT_GE(differ, cases_of(kind, true) / 10);
  }
}

}  // namespace
