// Split runs of plain n queens --count (issue 24): each part counts its share of the
// n-queens counter's tasks (enumerate/queens/queens_count.hpp) and writes its sums, and merge
// gives the single run's output byte for byte, for n = 8..12 in 1, 3 and 7 parts,
// with and without symmetry, and with --json (but for the statistics' times); a part of another split (other P) is
// refused.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::run;
using part_runs::merge;
using part_runs::problem_in;
using part_runs::run_parts;
using part_runs::TempDir;

std::string queens(int n) { return "size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n"; }

nlohmann::json document(const std::string& file) { return nlohmann::json::parse(helpers::read_file(file)); }

TEST(QueensParts, MergeIsTheSingleRun) {
  for (int n = 8; n <= 12; ++n) {
    for (const std::vector<std::string>& extra :
         std::vector<std::vector<std::string>>{{}, {"--no-symmetry"}, {"--json"}}) {
      TempDir problem_dir;
      std::vector<std::string> args{problem_in(problem_dir, queens(n)), "--count"};
      args.insert(args.end(), extra.begin(), extra.end());
      const helpers::AppRun single = run(args);
      ASSERT_EQ(single.status, 0) << single.err;
      for (int parts : {1, 3, 7}) {
        SCOPED_TRACE("n = " + std::to_string(n) + ", " + std::to_string(parts) + " parts" +
                     (extra.empty() ? "" : " " + extra[0]));
        TempDir dir;
        run_parts(args, parts, dir);
        // The counter's documents: sums only, no class listed.
        const nlohmann::json first = document(dir.part(0));
        EXPECT_EQ(first["stats"]["engine"], "bits");
        EXPECT_TRUE(first["classes"].empty());
        std::vector<std::string> merge_args{dir.path()};
        if (!extra.empty() && extra[0] == "--json") merge_args.push_back("--json");
        const helpers::AppRun merged = merge(merge_args);
        EXPECT_EQ(merged.status, 0) << merged.err;
        if (merge_args.size() == 1) {
          EXPECT_EQ(merged.out, single.out);
        } else {  // the statistics hold times: the rest is the single run's
          nlohmann::json got = nlohmann::json::parse(merged.out), want = nlohmann::json::parse(single.out);
          got.erase("stats");
          want.erase("stats");
          EXPECT_EQ(got, want);
        }
      }
    }
  }
}

TEST(QueensParts, AnotherSplitIsRefused) {
  TempDir problem_dir, three, seven;
  const std::vector<std::string> args{problem_in(problem_dir, queens(10)), "--count"};
  run_parts(args, 3, three);
  run_parts(args, 7, seven);
  const helpers::AppRun merged = merge({three.part(0), three.part(1), seven.part(2)});
  EXPECT_NE(merged.status, 0);
  EXPECT_NE(merged.err.find(seven.part(2)), std::string::npos) << merged.err;
}

}  // namespace
