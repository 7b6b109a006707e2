// chessy-sat generate --regions: every puzzle judged by other means than the generator's
// own search. Unique: the brute-force region referee (tests/support/region_referee.hpp)
// and the CNF engine (--engine sat --count --no-symmetry) each find one solution; no
// star given: no '@' line; the same seed makes the same puzzles; the JSON reads back as
// the same puzzle. The timing targets are bench/generate_regions.sh's, not a test's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "region_referee.hpp"

namespace {

using helpers::run;

// Generates, expects exit 0, and returns the puzzles (text blocks).
std::vector<std::string> region_puzzles_of(const std::vector<std::string>& more) {
  std::vector<std::string> args{"generate", "--regions"};
  args.insert(args.end(), more.begin(), more.end());
  const helpers::AppRun r = run(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return helpers::boards_of(r.out);
}

// The puzzle has one solution by the SAT engine, K stars a line, and no star given.
void expect_unique_without_givens(const std::string& puzzle, int n, int k) {
  SCOPED_TRACE(puzzle);
  EXPECT_EQ(puzzle.find('@'), std::string::npos);
  EXPECT_NE(puzzle.find("\nstars " + std::to_string(k) + "\n"), std::string::npos);
  int rows = 0;
  bool in_grid = false;
  for (const std::string& line : helpers::lines_of(puzzle)) {
    if (line == "regions") {
      in_grid = true;
    } else if (in_grid && line.rfind("stars", 0) != 0) {
      EXPECT_EQ(static_cast<int>(line.size()), n) << line;
      ++rows;
    } else {
      in_grid = false;
    }
  }
  EXPECT_EQ(rows, n);
  const helpers::AppRun count = run({"-", "--count", "--no-symmetry", "--engine", "sat"}, puzzle);
  EXPECT_EQ(count.status, 0) << count.err;
  EXPECT_NE(count.out.find("total: 1\n"), std::string::npos) << count.out;
  const region_referee::Parsed parsed = region_referee::parse(puzzle);
  ASSERT_TRUE(parsed.ok) << parsed.error;
  EXPECT_TRUE(parsed.problem.fixed.empty());
  EXPECT_EQ(parsed.problem.stars, k);
  EXPECT_EQ(region_referee::solutions(parsed.problem).size(), 1u);
}

TEST(GenerateRegions, QueensPuzzlesAreUniqueWithNoStarGiven) {
  const std::vector<std::string> puzzles = region_puzzles_of({"--size", "9", "--count", "4", "--seed", "5"});
  ASSERT_EQ(puzzles.size(), 4u);
  for (const std::string& p : puzzles) expect_unique_without_givens(p, 9, 1);
}

TEST(GenerateRegions, TwoStarPuzzlesAreUnique) {
  const std::vector<std::string> puzzles = region_puzzles_of({"--size", "8", "--stars", "2", "--count", "2"});
  ASSERT_EQ(puzzles.size(), 2u);
  for (const std::string& p : puzzles) expect_unique_without_givens(p, 8, 2);
}

TEST(GenerateRegions, SmallestGridsHaveTheirOnePuzzle) {
  for (const std::string& p : region_puzzles_of({"--size", "1"})) expect_unique_without_givens(p, 1, 1);
  for (const std::string& p : region_puzzles_of({"--size", "4", "--count", "2"})) expect_unique_without_givens(p, 4, 1);
}

TEST(GenerateRegions, SameSeedSamePuzzlesOtherSeedOthers) {
  const std::vector<std::string> args{"generate", "--regions", "--size", "7", "--count", "3", "--seed", "11"};
  const helpers::AppRun a = run(args), b = run(args);
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  std::vector<std::string> other = args;
  other.back() = "12";
  EXPECT_NE(run(other).out, a.out);
}

TEST(GenerateRegions, EachPuzzleCarriesItsRatingAndBand) {
  for (const std::string& p : region_puzzles_of({"--size", "8", "--count", "3"})) {
    const std::vector<std::string> lines = helpers::lines_of(p);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0].rfind("# chessy-sat generate: seed 1, puzzle ", 0), 0u) << lines[0];
    EXPECT_EQ(lines[1].rfind("# rating ", 0), 0u) << lines[1];
    const bool banded = lines[1].find("(easy)") != std::string::npos || lines[1].find("(medium)") != std::string::npos ||
                        lines[1].find("(hard)") != std::string::npos || lines[1].find("(expert)") != std::string::npos;
    EXPECT_TRUE(banded) << lines[1];
  }
}

TEST(GenerateRegions, DifficultyKeepsOnlyItsBand) {
  for (const char* band : {"easy", "hard"})
    for (const std::string& p : region_puzzles_of({"--size", "8", "--count", "2", "--difficulty", band}))
      EXPECT_NE(p.find("(" + std::string(band) + ")\n"), std::string::npos) << p;
}

TEST(GenerateRegions, JsonReadsBackAsTheSamePuzzle) {
  const helpers::AppRun text = run({"generate", "--regions", "--size", "7", "--count", "2", "--seed", "4"});
  const helpers::AppRun json = run({"generate", "--regions", "--size", "7", "--count", "2", "--seed", "4", "--json"});
  ASSERT_EQ(json.status, 0) << json.err;
  const std::vector<std::string> lines = helpers::lines_of(json.out), blocks = helpers::boards_of(text.out);
  ASSERT_EQ(lines.size(), 2u);
  ASSERT_EQ(blocks.size(), 2u);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const nlohmann::json j = nlohmann::json::parse(lines[i]);
    EXPECT_EQ(j.at("stars"), 1);
    EXPECT_EQ(j.at("regions").size(), 7u);
    EXPECT_TRUE(j.at("rating").is_number_integer());
    EXPECT_NE(blocks[i].find("# rating " + std::to_string(j.at("rating").get<int>()) + " ("), std::string::npos);
    EXPECT_FALSE(j.contains("fixed"));
    const helpers::AppRun count = run({"-", "--count", "--no-symmetry", "--engine", "sat"}, lines[i]);
    EXPECT_NE(count.out.find("total: 1\n"), std::string::npos) << count.out << count.err;
    // The same grid as the text's: the JSON's rows are its lines.
    for (const auto& row : j.at("regions")) EXPECT_NE(blocks[i].find(row.get<std::string>() + "\n"), std::string::npos);
  }
}

TEST(GenerateRegions, SvgSheetShowsPuzzlesAndSolutions) {
  const helpers::AppRun r = run({"generate", "--regions", "--size", "6", "--count", "2", "--format", "svg"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("<?xml", 0), 0u);
  EXPECT_NE(r.out.find("puzzle 2: rating "), std::string::npos);
  EXPECT_NE(r.out.find("solution 2"), std::string::npos);
}

struct RefusedGenerate {
  std::vector<std::string> args;
  const char* says;
};

TEST(GenerateRegions, BadCommandLinesAreOneLineAndExitTwo) {
  const RefusedGenerate cases[] = {
      {{"--regions", "t.txt"}, "--regions makes its own grid: it takes no TEMPLATE ('t.txt')"},
      {{"--regions", "--clues", "3"}, "--clues is a template's"},
      {{"--regions", "--size", "9", "--stars", "6"}, "6 stars cannot sit in one row of 9 without touching"},
      {{"--regions", "--size", "63"}, "a region grid has at most 62 columns"},
      {{"--regions", "--size", "3"}, "no 3x3 grid holds 1 star in every row and column without two touching"},
      {{"--stars", "2"}, "--stars goes with --regions"},
      {{"--difficulty", "expert"}, "--difficulty expert rates region puzzles (--regions)"},
  };
  for (const RefusedGenerate& c : cases) {
    std::vector<std::string> args{"generate"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    const helpers::AppRun r = run(args);
    SCOPED_TRACE(c.says);
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
    EXPECT_TRUE(r.out.empty());
  }
}

}  // namespace
