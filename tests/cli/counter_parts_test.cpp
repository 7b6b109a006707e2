// Split runs where the domination counter takes --min (one kind of piece, domination
// or independent domination, at most 448 cells; docs/design.md "The domination
// counter"): each part searches its share of the counter's tasks, for the bound's
// proof and for the count or list at the optimum, and merge gives the single run's
// output byte for byte: on random small problems of every piece, on queens n = 5..9,
// in 1, 3 and 7 parts. A part whose share holds no set at the optimum stops at it; the
// parts say the counter (--stats), and merge refuses a part split as the CNF's cubes
// beside them.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/parse.hpp"
#include "split/part_file.hpp"
#include "split/parts.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::run;
using part_runs::merge;
using part_runs::problem_in;
using part_runs::run_parts;
using part_runs::TempDir;

// A random --min problem the counter takes: one kind of piece on a board of 2..6 by
// 2..6 with up to two holes, dominating (independently one time in two), sometimes
// with a fixed piece of that kind.
std::string random_problem(std::mt19937_64& rng) {
  const int rows = 2 + static_cast<int>(rng() % 5), cols = 2 + static_cast<int>(rng() % 5);
  const char piece = "qrbnk"[rng() % 5];
  std::string text = rng() % 2 ? "d\ni\n" : "d\n";
  text += "size " + std::to_string(rows) + " " + std::to_string(cols) + "\n?*" + piece + "\n";
  auto cell = [&] { return std::to_string(rng() % rows) + "," + std::to_string(rng() % cols); };
  const std::string hole = cell();
  for (int h = static_cast<int>(rng() % 3); h > 0; --h)
    if (const std::string at = cell(); at != hole) text += "x @ " + at + "\n";
  if (rng() % 3 == 0) text += std::string(1, piece) + " @ " + hole + "\n";
  return text;
}

// Runs `args` whole and in 1, 3 and 7 parts: every merge prints the single run's
// output. Returns how many parts' documents say the counter ran (engine bits).
int expect_parts_merge_to_single(const std::vector<std::string>& args, const std::string& what) {
  const helpers::AppRun single = run(args);
  EXPECT_LE(single.status, 1) << what << single.err;
  int by_counter = 0;
  for (int parts : {1, 3, 7}) {
    TempDir dir;
    run_parts(args, parts, dir);
    const helpers::AppRun merged = merge({dir.path()});
    EXPECT_EQ(merged.status, single.status) << what << parts << " parts: " << merged.err;
    EXPECT_EQ(merged.out, single.out) << what << parts << " parts";
    for (int i = 0; i < parts; ++i)
      by_counter += nlohmann::json::parse(helpers::read_file(dir.part(i)))["stats"]["engine"] == "bits";
  }
  return by_counter;
}

TEST(CounterParts, RandomOneKindProblemsMergeToTheSingleRun) {
  constexpr int kSeeds = 16;
  int by_counter = 0;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    std::mt19937_64 rng(seed);
    TempDir dir;
    const std::string text = random_problem(rng);
    const std::string input = problem_in(dir, text);
    for (const char* mode : {"--count", "--all"})
      by_counter += expect_parts_merge_to_single({input, "--min", mode}, "seed " + std::to_string(seed) + " " + mode +
                                                                             ", problem:\n" + text + "\n");
  }
  EXPECT_GE(by_counter, kSeeds * 2 * 11 / 2);  // most parts reached a count at which the counter runs
}

// Plain --count of `goal` queens on n x n at their minimum, in parts (the CNF's).
void expect_count_at_the_minimum_merges(const std::string& goal, int n) {
  TempDir dir;
  const std::string size = "size " + std::to_string(n) + "\n";
  const helpers::AppRun least = run({problem_in(dir, goal + size + "?*q\n"), "--min", "--count"});
  ASSERT_EQ(least.out.rfind("minimum: ", 0), 0u) << least.out << least.err;
  const std::string at = least.out.substr(9, least.out.find('\n') - 9);
  TempDir fixed;
  expect_parts_merge_to_single({problem_in(fixed, goal + size + at + "*q\n"), "--count"}, goal + size + at + " queens, ");
}

// Queens n = 5..9, dominating and dominating independently: --min --count, and --min
// --all up to 7x7 (the lists grow long); plain --count at the minimum too, which the
// CNF's parts split (domination from 8x8: CounterParts.PlainCountOfQueenDomination).
TEST(CounterParts, QueensMergeToTheSingleRun) {
  for (int n = 5; n <= 9; ++n) {
    for (const char* goal : {"d\n", "d\ni\n"}) {
      TempDir dir;
      const std::string size = "size " + std::to_string(n) + "\n";
      const std::string input = problem_in(dir, goal + size + "?*q\n");
      const std::string what = std::string(goal) + size;
      EXPECT_EQ(expect_parts_merge_to_single({input, "--min", "--count"}, what), 11) << what;
      if (n <= 7) {
        EXPECT_EQ(expect_parts_merge_to_single({input, "--min", "--all"}, what), 11) << what;
      }
      if (n <= 7 || goal == std::string("d\ni\n")) expect_count_at_the_minimum_merges(goal, n);
    }
  }
}

// Slow (tests/slow_tests.cmake): CDCL counts 5 queens dominating 8x8 and 9x9 in a
// few seconds, whole and in parts.
TEST(CounterParts, PlainCountOfQueenDomination) {
  for (int n : {8, 9}) expect_count_at_the_minimum_merges("d\n", n);
}

// 11x11 queens: 2 dominating sets of 5 (one class), in at most two of 7 shares. Every
// part finds a set of 5 in the whole search before it proves its share, so it stops at
// 5 (counting nothing there) rather than count the sets of 6 its share holds.
TEST(CounterParts, APartWithoutASetAtTheOptimumStopsAtIt) {
  TempDir dir;
  run_parts({problem_in(dir, "d\nsize 11\n?*q\n"), "--min", "--count"}, 7, dir);
  int empty = 0;
  for (int i = 0; i < 7; ++i) {
    const nlohmann::json doc = nlohmann::json::parse(helpers::read_file(dir.part(i)));
    EXPECT_EQ(doc["optimum"], 5) << i;
    empty += doc["found"]["models"] == 0;
  }
  EXPECT_GE(empty, 5);
  EXPECT_EQ(merge({dir.path()}).out, "minimum: 5\nfundamental: 1\ntotal: 2\n");
}

// --stats in a part: its steps after the first model and its count are the counter's.
TEST(CounterParts, StatsShowTheCounterInAPart) {
  TempDir dir;
  const helpers::AppRun r = run({problem_in(dir, "d\nsize 8\n?*q\n"), "--min", "--count", "--part", "1/3", "-o",
                                 dir.part(1), "--stats"});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string all = r.out + r.err;
  EXPECT_NE(all.find("(counter)"), std::string::npos) << all;
  EXPECT_NE(all.find("engine bits"), std::string::npos) << all;
}

// A part split as the CNF's cubes of the same problem (what a build without the
// counter in parts wrote) beside the counter's parts: merge refuses, since the two
// splits share the sets out differently.
TEST(CounterParts, MergeRefusesAPartOfTheCnfSplit) {
  TempDir dir;
  const std::string text = "d\nsize 7\n?*q\n";
  run_parts({problem_in(dir, text), "--min", "--count"}, 2, dir);
  const chessy::Problem open = chessy::parse_problem(text, "q7");
  char digest[17];
  std::snprintf(digest, sizeof digest, "%016llx",
                static_cast<unsigned long long>(chessy::part_cubes(open, {.break_symmetry = true}, 1, 2).digest));
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(helpers::read_file(dir.part(1)));
  ASSERT_NE(doc["split"], digest);
  doc["split"] = digest;
  std::ofstream(dir.part(1)) << chessy::restamped(doc.dump());
  const helpers::AppRun r = merge({dir.part(0), dir.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("split differently"), std::string::npos) << r.err;
}

}  // namespace
