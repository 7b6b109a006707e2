// Region puzzles (issue 37) against the region referee: random grids of sizes 4-8 with
// K = 1-2 (tests/support/random_regions.hpp), solved by the brute-force referee
// (region_referee.hpp, written from the issue alone) and by chessy-sat (`chessy::run_app`,
// exactly what users run) under every engine, -j 1 and -j 2, and split into parts
// (--part I/P) united by `merge`. They must agree on `--count --json` (total and
// fundamental, with and without symmetry), on `--all --json` (one representative a
// class, each a solution of its class, the class sizes), and on the one solution of
// `--json` and of the text board, which the referee checks. A failure prints the seed,
// the options and the problem text: a complete repro (`chessy-sat - --count OPTIONS <
// problem`).
#include <gtest/gtest.h>

#include "param_names.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/exit_status.hpp"
#include "helpers.hpp"
#include "random_regions.hpp"
#include "region_referee.hpp"
#include "sanitizer_share.hpp"
#include "variant.hpp"

namespace {

namespace regref = region_referee;

constexpr int kRegionCases = 80;                  // problems, shared by every variant
constexpr std::uint64_t kRegionSeeds = 37000000;  // their seeds: kRegionSeeds + i
constexpr long long kMaxRegionSolutions = 300;    // keeps --all short; redrawn above

struct RegionCase {
  std::uint64_t seed = 0;
  regref::Problem problem;
  std::string text;        // regref::problem_text(problem), the input
  regref::Result expected;  // the referee's answer
};

RegionCase make_region_case(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (;;) {
    RegionCase c;
    c.seed = seed;
    c.problem = random_regions::random_region_problem(rng);
    c.expected = regref::solve(c.problem);
    if (c.expected.total > kMaxRegionSolutions) continue;
    c.text = regref::problem_text(c.problem);
    return c;
  }
}

// Cases made by hand (seed 0), which random grids seldom give. A fixed star that the
// group moves: the half turn keeps these regions and takes a5 to f2, so it takes a
// solution holding both stars to another such, and the two are one class
// (docs/symmetry.md: an image is in the class when it is a solution; fixed pieces do not
// shrink G): 6 solutions, 5 classes (a group without the half turn would give 6).
// Then two placements that the mirrors swap: 2 solutions, 1 class.
const char* const kHandRegionCases[] = {
    "regions\nKKffff\nKKKDDf\nKzDDDx\nKzzzDx\nnzzxxx\nnnnnxx\nstars 1\n* @ a5\n",
    "regions\nCAAB\nCAAB\nCDDB\nCDDB\nstars 1\n",
};

// The cases, made once: the hand-made ones, then the random ones; `every`: all of
// them (for the cover checks), otherwise those this build runs (a share of the random
// ones under the sanitizers, tests/support/sanitizer_share.hpp).
const std::vector<RegionCase>& region_cases(bool every) {
  every = every || !kSanitized;
  static std::vector<RegionCase> made[2];
  std::vector<RegionCase>& list = made[every];
  if (list.empty()) {
    for (const char* text : kHandRegionCases) {
      RegionCase c;
      c.problem = regref::parse(text).problem;
      c.expected = regref::solve(c.problem);
      c.text = text;
      list.push_back(c);
    }
    for (int i = 0; i < kRegionCases; ++i)
      if (every || runs_in_this_build(static_cast<std::size_t>(i)))
        list.push_back(make_region_case(kRegionSeeds + static_cast<std::uint64_t>(i)));
  }
  return list;
}

// The ways of running: the default engine choice, each engine by name, one and two
// workers, and split runs (every part a run of its own, the files merged). The
// dedicated engine (`--engine regions`, issue 37) is skipped while this build lacks it.
std::vector<Variant> region_variants() {
  std::vector<Variant> v;
  for (const std::string engine : {"auto", "sat", "backtrack", "regions"}) {
    std::vector<std::string> options;
    if (engine != "auto") options = {"--engine", engine};
    for (const std::string jobs : {"1", "2"}) {
      std::vector<std::string> with_jobs = options;
      with_jobs.insert(with_jobs.end(), {"-j", jobs});
      v.push_back({"cadical", with_jobs, engine + "_j" + jobs});
    }
    v.push_back({"cadical", options, engine + "_parts3", 3});
  }
  v.push_back({"picosat", {"--engine", "sat", "-j", "2"}, "picosat_sat_j2"});
  return v;
}

bool asks_regions_engine(const Variant& variant) {
  for (size_t i = 0; i + 1 < variant.options.size(); ++i)
    if (variant.options[i] == "--engine" && variant.options[i + 1] == "regions") return true;
  return false;
}

// Whether chessy-sat knows `--engine regions`.
bool regions_engine_exists() {
  static const bool exists = [] {
    const helpers::AppRun r = helpers::run({"-", "--count", "--engine", "regions"}, "regions\nAB\nBA\n");
    return r.status != chessy::kExitBadInput;
  }();
  return exists;
}

// The stars of a JSON list of pieces ({"row": r, "col": c, ...} each).
regref::Stars stars_of_json(const nlohmann::json& pieces) {
  regref::Stars stars;
  for (const nlohmann::json& p : pieces) stars.push_back({p.at("row").get<int>(), p.at("col").get<int>()});
  return stars;
}

// The JSON of one line, or null with a test failure when it is none.
nlohmann::json json_of(const std::string& line) {
  nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << line;
  return j.is_discarded() ? nlohmann::json() : j;
}

// --count --json, with and without symmetry: the referee's figures.
void expect_region_counts(const RegionCase& c, const Variant& variant, int status) {
  for (const bool no_symmetry : {false, true}) {
    std::vector<std::string> args{"-", "--count", "--json"};
    if (no_symmetry) args.push_back("--no-symmetry");
    const helpers::AppRun r = run_variant(args, c.text, variant);
    const std::string what = no_symmetry ? "--count --json --no-symmetry" : "--count --json";
    EXPECT_EQ(r.status, status) << what << "; stderr: " << r.err;
    const nlohmann::json j = json_of(r.out);
    if (!j.is_object()) continue;
    EXPECT_EQ(j.value("total", -1LL), c.expected.total) << what << ": " << r.out;
    EXPECT_EQ(j.value("fundamental", -1LL), no_symmetry ? c.expected.total : c.expected.fundamental)
        << what << ": " << r.out;
  }
}

// --all --json: one line a class, each a member of a referee class of its class_size,
// no class twice; then the summary.
void expect_region_classes(const RegionCase& c, const Variant& variant, int status) {
  const helpers::AppRun r = run_variant({"-", "--all", "--json"}, c.text, variant);
  EXPECT_EQ(r.status, status) << "--all --json; stderr: " << r.err;
  std::set<int> seen;
  bool summary = false;
  for (const std::string& line : helpers::lines_of(r.out)) {
    const nlohmann::json j = json_of(line);
    if (j.contains("summary")) {
      summary = true;
      EXPECT_EQ(j["summary"].value("total", -1LL), c.expected.total) << line;
      EXPECT_EQ(j["summary"].value("fundamental", -1LL), c.expected.fundamental) << line;
      continue;
    }
    if (!j.contains("pieces")) {
      ADD_FAILURE() << "--all --json: a line neither a class nor the summary: " << line;
      continue;
    }
    const int k = regref::class_of(c.expected, stars_of_json(j["pieces"]));
    EXPECT_GE(k, 0) << "--all --json: no solution, or in no class of the referee: " << line;
    if (k < 0) continue;
    EXPECT_TRUE(seen.insert(k).second) << "--all --json: a class twice: " << line;
    EXPECT_EQ(j.value("class_size", -1LL), static_cast<long long>(c.expected.classes[static_cast<size_t>(k)].size()))
        << line;
  }
  EXPECT_TRUE(summary) << "--all --json: no summary line:\n" << r.out;
  EXPECT_EQ(static_cast<long long>(seen.size()), c.expected.fundamental) << "--all --json:\n" << r.out;
}

// The one solution, as JSON and as the text board (`*` a star, the region's character
// on every other cell but the empty ones): a solution for the referee, or none.
void expect_region_solution(const RegionCase& c, const Variant& variant, int status) {
  const helpers::AppRun r = run_variant({"-", "--json"}, c.text, variant);
  EXPECT_EQ(r.status, status) << "--json; stderr: " << r.err;
  const nlohmann::json j = json_of(r.out);
  if (j.is_object()) {
    if (c.expected.total == 0) {
      EXPECT_TRUE(j.contains("solution") && j["solution"].is_null()) << "--json: " << r.out;
    } else {
      EXPECT_TRUE(j.contains("solution") && regref::is_solution(c.problem, stars_of_json(j["solution"])))
          << "--json: no solution: " << r.out;
    }
  }
  const helpers::AppRun text = run_variant({"-"}, c.text, variant);
  EXPECT_EQ(text.status, status) << "text; stderr: " << text.err;
  if (c.expected.total == 0) {
    EXPECT_EQ(text.out, "no solution\n");
    return;
  }
  const std::vector<std::string> rows = helpers::lines_of(text.out);
  const int n = c.problem.size();
  ASSERT_EQ(static_cast<int>(rows.size()), n) << "text:\n" << text.out;
  regref::Stars stars;
  for (int row = 0; row < n; ++row) {
    ASSERT_EQ(static_cast<int>(rows[static_cast<size_t>(row)].size()), n) << "text:\n" << text.out;
    for (int col = 0; col < n; ++col) {
      const char shown = rows[static_cast<size_t>(row)][static_cast<size_t>(col)];
      const regref::Cell cell{row, col};
      if (shown == '*') {
        stars.push_back(cell);
      } else if (std::find(c.problem.empty.begin(), c.problem.empty.end(), cell) == c.problem.empty.end()) {
        EXPECT_EQ(shown, c.problem.region(cell)) << "text, row " << row << " col " << col << ":\n" << text.out;
      }
    }
  }
  EXPECT_TRUE(regref::is_solution(c.problem, stars)) << "text: no solution:\n" << text.out;
}

int region_failure_parts() {
  return testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count();
}

class RegionDifferential : public testing::TestWithParam<Variant> {};

TEST_P(RegionDifferential, MatchesTheRegionReferee) {
  const Variant& variant = GetParam();
  if (asks_regions_engine(variant) && !regions_engine_exists()) GTEST_SKIP() << "no --engine regions in this build";
  constexpr int kMaxFailingCases = 5;  // so that one bug does not bury the report
  int failing = 0;
  for (const RegionCase& c : region_cases(false)) {
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options_text(variant) + ", referee: total " +
                 std::to_string(c.expected.total) + ", fundamental " + std::to_string(c.expected.fundamental) +
                 ", problem:\n" + c.text);
    const int before = region_failure_parts();
    const int status = c.expected.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution;
    expect_region_counts(c, variant, status);
    expect_region_classes(c, variant, status);
    if (variant.parts == 0) expect_region_solution(c, variant, status);  // parts: --all and --count only
    if (region_failure_parts() != before && ++failing == kMaxFailingCases) {
      ADD_FAILURE() << "stopping after " << kMaxFailingCases << " failing cases";
      return;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, RegionDifferential, testing::ValuesIn(region_variants()));

TEST(RegionDifferentialCases, VariantNamesAreDistinctAndValid) { expect_distinct_valid_names(region_variants()); }

// A longer sweep (slow: tests/slow_tests.cmake): 600 more random grids counted with and
// without symmetry by each engine by name, -j 2, against the referee; under the
// sanitizers a share of them.
TEST(RegionDifferentialSweep, CountsOfSixHundredMoreGridsByEveryEngine) {
  constexpr int kSweepCases = 600;
  std::vector<Variant> engines = {{"cadical", {"-j", "2"}, "auto"},
                                  {"cadical", {"--engine", "sat", "-j", "2"}, "sat"},
                                  {"cadical", {"--engine", "backtrack", "-j", "2"}, "backtrack"}};
  if (regions_engine_exists()) engines.push_back({"cadical", {"--engine", "regions", "-j", "2"}, "regions"});
  for (int i = 0; i < kSweepCases; ++i) {
    if (!runs_in_this_build(static_cast<std::size_t>(i))) continue;
    const RegionCase c = make_region_case(kRegionSeeds + 1000000 + static_cast<std::uint64_t>(i));
    for (const Variant& engine : engines) {
      SCOPED_TRACE("seed " + std::to_string(c.seed) + ", options " + options_text(engine) + ", referee: total " +
                   std::to_string(c.expected.total) + ", fundamental " + std::to_string(c.expected.fundamental) +
                   ", problem:\n" + c.text);
      expect_region_counts(c, engine, c.expected.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution);
    }
    if (testing::Test::HasFailure()) return;  // one failing grid is report enough
  }
}

// The same problems written as JSON (issue 37's "JSON") give the same counts.
TEST(RegionDifferentialCases, JsonProblemsGiveTheSameCounts) {
  for (const RegionCase& c : region_cases(false)) {
    const std::string json = regref::problem_json(c.problem);
    SCOPED_TRACE("seed " + std::to_string(c.seed) + ", problem:\n" + json);
    const helpers::AppRun r = helpers::run({"-", "--count", "--json"}, json);
    EXPECT_EQ(r.status, c.expected.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution) << r.err;
    const nlohmann::json j = json_of(r.out);
    if (!j.is_object()) continue;
    EXPECT_EQ(j.value("total", -1LL), c.expected.total) << r.out;
    EXPECT_EQ(j.value("fundamental", -1LL), c.expected.fundamental) << r.out;
  }
}

// `check PROBLEM SOLUTION` (a placement list of `* @ CELL` lines) says `valid` exactly
// when the referee does: on each case's first solution, on it with one star moved to
// another cell or left out, and on K·N cells drawn at random.
TEST(RegionDifferentialCases, CheckJudgesPlacementsAsTheReferee) {
  std::mt19937_64 rng(3737);
  auto cell_at = [&rng](int n) { return regref::Cell{static_cast<int>(rng() % n), static_cast<int>(rng() % n)}; };
  const helpers::TempFile answer_file("region-check-answer", ".txt");
  int valid = 0, invalid = 0;
  for (const RegionCase& c : region_cases(false)) {
    const int n = c.problem.size();
    std::vector<regref::Stars> placements;
    if (!c.expected.solutions.empty()) {
      const regref::Stars& s = c.expected.solutions[0];
      placements.push_back(s);
      regref::Stars moved = s, fewer = s;
      moved[rng() % moved.size()] = cell_at(n);
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(rng() % fewer.size()));
      placements.push_back(moved);
      placements.push_back(fewer);
    }
    regref::Stars random;
    while (static_cast<int>(random.size()) < c.problem.stars * n) {
      const regref::Cell cell = cell_at(n);
      if (std::find(random.begin(), random.end(), cell) == random.end()) random.push_back(cell);
    }
    placements.push_back(random);
    for (const regref::Stars& stars : placements) {
      std::string list;
      for (size_t i = 0; i < stars.size(); ++i)  // squares and ROW,COL, both
        list += "* @ " + (i % 2 == 0 ? regref::square(stars[i], n) : std::to_string(stars[i].row) + "," + std::to_string(stars[i].col)) + "\n";
      answer_file.write(list);
      const bool expected = regref::is_solution(c.problem, stars);
      (expected ? valid : invalid) += 1;
      const helpers::AppRun r = helpers::run({"check", "-", answer_file.path()}, c.text);
      EXPECT_EQ(r.status, expected ? chessy::kExitSolved : chessy::kExitNoSolution)
          << "problem:\n" << c.text << "placements:\n" << list << "out: " << r.out << "err: " << r.err;
      if (expected) {
        EXPECT_EQ(r.out, "valid\n");
      }
    }
  }
  EXPECT_GE(valid, share_of(20));
  EXPECT_GE(invalid, share_of(80));
}

// The random cases are worth something only if they cover both outcomes, both K, every
// size, fixed stars, empty cells, region counts other than N, a disconnected region,
// and symmetric grids whose classes merge solutions.
TEST(RegionDifferentialCases, CoverSizesStarsOutcomesShapesAndClasses) {
  int solved = 0, unsolved = 0, two_stars = 0, fixed = 0, empty = 0, not_n = 0, disconnected = 0, symmetric = 0,
      merged = 0;
  std::set<int> sizes;
  for (const RegionCase& c : region_cases(true)) {
    (c.expected.total > 0 ? solved : unsolved) += 1;
    two_stars += c.problem.stars == 2 ? 1 : 0;
    fixed += c.problem.fixed.empty() ? 0 : 1;
    empty += c.problem.empty.empty() ? 0 : 1;
    not_n += random_regions::region_count(c.problem) != c.problem.size() ? 1 : 0;
    disconnected += random_regions::regions_connected(c.problem) ? 0 : 1;
    symmetric += c.expected.group.size() > 1 ? 1 : 0;
    merged += c.expected.fundamental < c.expected.total ? 1 : 0;
    sizes.insert(c.problem.size());
  }
  const int tenth = kRegionCases / 10;
  EXPECT_GE(solved, 2 * tenth);
  EXPECT_GE(unsolved, tenth);
  EXPECT_GE(two_stars, tenth);
  EXPECT_GE(fixed, tenth / 2);
  EXPECT_GE(empty, tenth / 2);
  EXPECT_GE(not_n, tenth / 2);
  EXPECT_GE(disconnected, tenth / 2);
  EXPECT_GE(symmetric, tenth);
  EXPECT_GE(merged, tenth / 2);
  EXPECT_EQ(sizes, (std::set<int>{4, 5, 6, 7, 8}));
}

}  // namespace
