// The region engine (enumerate/regions/, issue 37) against the CNF (--engine sat) on
// seeded random region puzzles of 4..8 with 1 or 2 stars, regions grown at random,
// mirrored (so that classes hold several solutions) or one a row, with cells marked
// empty and fixed stars: the same --count and --all text (classes, representatives,
// sizes, in order), with and without symmetry, the same one solution where there is
// one; auto chooses it (rule regions) but for --part, which runs the CNF even when
// --engine regions asks for it; its refusal of other problems.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::run;

constexpr char kRegionLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// Each cell's region grown from `seeds` (region index a cell, -1 none) by random flood
// over the cells `allowed` (index r*n + c) lets.
void grow_regions_in(int n, std::vector<int>& region, const std::vector<bool>& allowed, std::mt19937_64& rng) {
  for (bool grew = true; grew;) {
    grew = false;
    std::vector<int> order(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i) order[static_cast<std::size_t>(i)] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (int at : order) {
      if (region[static_cast<std::size_t>(at)] >= 0 || !allowed[static_cast<std::size_t>(at)]) continue;
      std::vector<int> near;
      for (int d : {-n, n, -1, 1}) {
        const int to = at + d;
        if (to < 0 || to >= n * n || ((d == 1 || d == -1) && to / n != at / n)) continue;
        if (region[static_cast<std::size_t>(to)] >= 0) near.push_back(region[static_cast<std::size_t>(to)]);
      }
      if (near.empty()) continue;
      region[static_cast<std::size_t>(at)] = near[rng() % near.size()];
      grew = true;
    }
  }
}

// A random region puzzle as text: `regions`, the grid, `stars K`, fixed stars and
// cells marked empty.
std::string random_region_puzzle(std::mt19937_64& rng) {
  const int n = 4 + static_cast<int>(rng() % 5);
  const int stars = n >= 5 && rng() % 3 == 0 ? 2 : 1;
  std::vector<int> region(static_cast<std::size_t>(n * n), -1);
  const int kind = static_cast<int>(rng() % 3);
  if (kind == 0) {  // n regions grown from random cells
    for (int s = 0; s < n;) {
      const std::size_t at = rng() % region.size();
      if (region[at] < 0) region[at] = s++;
    }
    grow_regions_in(n, region, std::vector<bool>(region.size(), true), rng);
  } else if (kind == 1) {  // the left half grown, the right its mirror, an odd middle column one region
    const int half = n / 2;
    std::vector<bool> left(region.size(), false);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < half; ++c) left[static_cast<std::size_t>(r * n + c)] = true;
    for (int s = 0; s < half;) {
      const int at = static_cast<int>(rng() % static_cast<std::uint64_t>(n)) * n + static_cast<int>(rng() % static_cast<std::uint64_t>(half));
      if (region[static_cast<std::size_t>(at)] < 0) region[static_cast<std::size_t>(at)] = s++;
    }
    grow_regions_in(n, region, left, rng);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < half; ++c)
        region[static_cast<std::size_t>(r * n + n - 1 - c)] = region[static_cast<std::size_t>(r * n + c)] + half;
      if (n % 2) region[static_cast<std::size_t>(r * n + half)] = n - 1;
    }
  } else {  // a region a row: the flips of rows and of columns keep the partition
    for (int i = 0; i < n * n; ++i) region[static_cast<std::size_t>(i)] = i / n;
  }
  std::string text = "regions\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) text += kRegionLetters[region[static_cast<std::size_t>(r * n + c)]];
    text += '\n';
  }
  text += "stars " + std::to_string(stars) + "\n";
  const auto un = static_cast<std::uint64_t>(n);
  const std::uint64_t blocked = rng() % 4 == 0 ? rng() % (un * un) : un * un, fixed = rng() % 5 == 0 ? rng() % (un * un) : blocked;
  if (blocked < un * un) text += "x @ " + std::to_string(blocked / un) + "," + std::to_string(blocked % un) + "\n";
  if (fixed != blocked) text += "* @ " + std::to_string(fixed / un) + "," + std::to_string(fixed % un) + "\n";
  return text;
}

const std::vector<std::vector<std::string>> kRegionModes = {
    {"--count"}, {"--all"}, {"--count", "--no-symmetry"}, {"--all", "--no-symmetry"}};

TEST(RegionsEngine, CountsAndClassesAsTheCnfOnRandomPuzzles) {
  std::mt19937_64 rng(37);
  int with_solutions = 0, several_classes = 0, bigger_classes = 0;
  for (int i = 0; i < 40; ++i) {
    const std::string text = random_region_puzzle(rng);
    SCOPED_TRACE(text);
    for (const std::vector<std::string>& mode : kRegionModes) {
      std::vector<std::string> args{"-"};
      args.insert(args.end(), mode.begin(), mode.end());
      std::vector<std::string> sat = args, regions = args;
      sat.insert(sat.end(), {"--engine", "sat", "-j", "1"});
      regions.push_back("--stats");
      const helpers::AppRun expected = run(sat, text), got = run(regions, text);
      SCOPED_TRACE(mode.back());
      ASSERT_LE(expected.status, 1) << expected.err;
      EXPECT_EQ(got.status, expected.status) << got.err;
      EXPECT_EQ(got.out, expected.out);
      EXPECT_NE(got.err.find(" engine regions rule regions "), std::string::npos) << got.err;
      if (mode.size() == 1 && mode[0] == "--count" && expected.status == 0) {
        // "fundamental: F\ntotal: T\n"
        const long long fundamental = std::stoll(expected.out.substr(13)),
                        total = std::stoll(expected.out.substr(expected.out.find("total: ") + 7));
        ++with_solutions;
        several_classes += fundamental > 1;
        bigger_classes += total > fundamental;
      }
    }
    // One solution: found or not alike; the same board where there is only one class.
    const helpers::AppRun one_sat = run({"-", "--engine", "sat"}, text), one = run({"-", "--stats"}, text);
    EXPECT_EQ(one.status, one_sat.status) << one.err;
    EXPECT_NE(one.err.find("decided by regions rule regions"), std::string::npos) << one.err;
    if (run({"-", "--count"}, text).out.rfind("fundamental: 1\n", 0) == 0) {
      EXPECT_EQ(one.out, one_sat.out);
    }
  }
  // The puzzles must reach the classes, not only "no solution".
  EXPECT_GT(with_solutions, 12) << with_solutions;
  EXPECT_GT(several_classes, 6) << several_classes;
  EXPECT_GT(bigger_classes, 3) << bigger_classes;
}

TEST(RegionsEngine, AskedByNameAndRefusedElsewhere) {
  const std::string queens = "regions\nAABBB\nAABBB\nCCDDB\nCCDDE\nCCDEE\n";
  const helpers::AppRun asked = run({"-", "--count", "--engine", "regions", "--stats"}, queens);
  EXPECT_EQ(asked.status, 0) << asked.err;
  EXPECT_NE(asked.err.find(" engine regions rule asked "), std::string::npos) << asked.err;
  const helpers::AppRun other = run({"-", "--count", "--engine", "regions"}, "size 5\n5*q\n");
  EXPECT_EQ(other.status, 2);
  EXPECT_EQ(other.err, "chessy-sat: --engine regions: only for region puzzles (a regions grid, docs/rules.md)\n");
  const helpers::AppRun one = run({"-", "--engine", "regions"}, "size 5\n5*q\n");
  EXPECT_EQ(one.status, 2);
  EXPECT_EQ(one.err, other.err);
}

TEST(RegionsEngine, PartsGoToTheCnf) {
  const std::string queens = "regions\nAABBB\nAABBB\nCCDDB\nCCDDE\nCCDEE\n";
  helpers::TempFile part("regions-part", ".json");
  const helpers::AppRun auto_part = run({"-", "--count", "--part", "1/2", "-o", part.path(), "--stats"}, queens);
  EXPECT_EQ(auto_part.status, 0) << auto_part.err;
  EXPECT_EQ(auto_part.err.find("engine regions"), std::string::npos) << auto_part.err;
  // Asked by name, a part still runs the CNF (its split is the CNF's), with the same answer.
  helpers::TempFile other("regions-part", ".json");
  const helpers::AppRun asked =
      run({"-", "--count", "--part", "1/2", "-o", other.path(), "--engine", "regions", "--stats"}, queens);
  EXPECT_EQ(asked.status, 0) << asked.err;
  EXPECT_EQ(asked.err.find("engine regions"), std::string::npos) << asked.err;
  EXPECT_NE(asked.err.find("engine backtrack"), std::string::npos) << asked.err;
}

}  // namespace
