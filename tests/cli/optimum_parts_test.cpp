// --min/--max split into parts (--part I/P) and merged: the merged output is the
// single run's (text and JSON) and the published figure; merge refuses parts of
// another problem or direction and a stopped part. (Random problems of every kind go
// through parts against the referee in cli/optimum_differential_test.cpp.)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "split/part_file.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::run;
using part_runs::merge;
using part_runs::problem_in;
using part_runs::run_parts;
using part_runs::TempDir;

// JSON output without its statistics, which differ between a single run and parts.
std::string without_stats(const std::string& json) { return json.substr(0, json.find("\"stats\"")); }

// Queen domination on 7x7: 4 queens (A075458), 86 minimum dominating sets (A002564).
TEST(OptimumParts, SevenQueensDominationMergesToThePublishedFigures) {
  TempDir dir;
  const std::string input = problem_in(dir, "d\nsize 7\n?*q\n", "q7.txt");
  run_parts({input, "--min", "--count", "--json"}, 3, dir);
  const helpers::AppRun merged = merge({dir.part(2), dir.part(0), dir.part(1)});
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(merged.out.rfind("minimum: 4\n", 0), 0u) << merged.out;
  EXPECT_NE(merged.out.find("total: 86\n"), std::string::npos) << merged.out;
  const helpers::AppRun json = merge({"--json", dir.part(1), dir.part(2), dir.part(0)});
  const helpers::AppRun single = run({input, "--min", "--count", "--json"});
  EXPECT_EQ(single.status, 0) << single.err;
  EXPECT_EQ(without_stats(json.out), without_stats(single.out));
  EXPECT_EQ(json.out.rfind("{\"minimum\":4,", 0), 0u) << json.out;
}

TEST(OptimumParts, MergeRefusesAPartOfAnotherProblemOrDirection) {
  TempDir dir, other, max;
  const std::string six = problem_in(dir, "d\nsize 6\n?*q\n", "six.txt");
  run_parts({six, "--min", "--count"}, 2, dir);
  run_parts({problem_in(other, "d\nsize 5\n?*q\n", "five.txt"), "--min", "--count"}, 2, other);
  run_parts({six, "--max", "--count"}, 2, max);
  helpers::AppRun r = merge({dir.part(0), other.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("a part of another problem"), std::string::npos) << r.err;
  r = merge({dir.part(0), max.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("solved with other settings"), std::string::npos) << r.err;
  r = merge({dir.part(0)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("part 1 of 2 missing"), std::string::npos) << r.err;
}

// A stopped part proved nothing of its cubes: merge names it.
TEST(OptimumParts, MergeRefusesAStoppedPart) {
  TempDir dir;
  run_parts({problem_in(dir, "d\nsize 6\n?*q\n", "six.txt"), "--min", "--count"}, 2, dir);
  std::string doc = helpers::read_file(dir.part(1));
  const std::string complete = "\"complete\":true";
  ASSERT_NE(doc.find(complete), std::string::npos);
  doc.replace(doc.find(complete), complete.size(), "\"complete\":false");
  std::ofstream(dir.part(1)) << chessy::restamped(doc);
  const helpers::AppRun r = merge({dir.part(0), dir.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("part 1/2 is incomplete"), std::string::npos) << r.err;
}

}  // namespace
