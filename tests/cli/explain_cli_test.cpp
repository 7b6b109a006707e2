// `chessy-sat PUZZLE --explain` (cli/explain_command.hpp, docs/manual.md "Region
// puzzles step by step"): the steps in words, the end solved or stalled with the
// solver's answer, the JSON object's shape, a .jsonl INPUT one object a line, and the
// refusals.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::run;

// A LinkedIn Queens grid (K = 1) whose ladder ends solved: singles only.
const std::string kExplainSolved = "regions\nBDADD\nBDDDD\nDDCCC\nDDCCC\nDDCCE\n";
// Two solutions: the ladder stalls and the solver answers.
const std::string kExplainTwoSolutions = "regions\nAABBB\nAABBB\nCCDDB\nCCDDB\nCCDDE\nstars 1\n";
// Three 10x10 two-star puzzles of bench/data/regions/krazydad-10x10-2star.jsonl.
const std::vector<std::string> kExplainStarBattles = {
    R"({"regions":["AAAABBBBBC","DDDDBEEBBC","DDDDBECBCC","DDBBBECCCC","DDBBBEFCCC","DDGGFFFGGC","DDGGFGGGGC","HGGGGGGGIC","HGGJJJJGII","HGIIIIIIII"],"stars":2})",
    R"({"regions":["AAAAAAABBB","CAAADAAABB","CCCDDDAABB","CCCDEDAAAB","FCCDEEEAAB","FCCDDEGGGG","FCHHHGGIIJ","FFHHHIIIIJ","FFFIIIIIIJ","FFIIIJJJJJ"],"stars":2})",
    R"({"regions":["AABBCCCDDD","AABBCCCCCC","AABBBBCCCC","AAABBBBCCE","FAABBBBGGE","FHABBGGGEE","FHHHHIIGGE","FFHHHIIIGE","FFFFIIGGGG","FJJJJJJGGG"],"stars":2})",
};

TEST(ExplainCli, SolvedPuzzleEndsWithTheBoardUniqueAndTheRating) {
  auto r = run({"-", "--explain"}, kExplainSolved);
  ASSERT_EQ(r.status, 0) << r.err;
  auto lines = helpers::lines_of(r.out);
  ASSERT_GE(lines.size(), 9u);
  EXPECT_EQ(lines[0], "1. region A has one free cell left: a star on c5");
  auto solved = std::find(lines.begin(), lines.end(), "solved by the techniques in 8 steps");
  ASSERT_NE(solved, lines.end()) << r.out;
  // The board is the solver's own.
  auto plain = run({"-"}, kExplainSolved);
  std::string board;
  for (auto it = solved + 1; it != solved + 6; ++it) board += *it + "\n";
  EXPECT_EQ(board, plain.out);
  EXPECT_EQ(*(solved + 6), "unique");
  EXPECT_TRUE(std::regex_match(lines.back(), std::regex(R"(rating \d+ \((easy|medium|hard|expert)\))"))) << lines.back();
}

TEST(ExplainCli, StalledLadderSaysTheSolversAnswer) {
  auto r = run({"-", "--explain"}, kExplainTwoSolutions);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("the techniques stop here; the solver's answer (one of several):\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(expert)"), std::string::npos) << r.out;
}

TEST(ExplainCli, NoSolutionExitsOne) {
  // Two regions on 3x3 cannot hold one star a row: no solution.
  auto r = run({"-", "--explain"}, "regions\nAAA\nAAA\nBBB\n");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("the solver finds no solution"), std::string::npos) << r.out;
}

TEST(ExplainCli, JsonHasTheStepsAsSquaresTheRatingAndUniqueness) {
  auto r = run({"-", "--explain", "--json"}, kExplainSolved);
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  for (const char* key : {"steps", "solved_by_techniques", "solution", "unique", "rating", "difficulty"})
    EXPECT_TRUE(j.contains(key)) << key;
  EXPECT_TRUE(j["solved_by_techniques"].get<bool>());
  EXPECT_TRUE(j["unique"].get<bool>());
  EXPECT_EQ(j["solution"], nlohmann::json::parse(R"(["c5","a4","d3","b2","e1"])"));
  ASSERT_EQ(j["steps"].size(), 8u);
  const std::regex square("[a-e][1-5]");
  for (const auto& step : j["steps"]) {
    EXPECT_EQ(step.size(), 5u);
    for (const char* list : {"stars", "excluded", "concerned"})
      for (const auto& cell : step[list]) EXPECT_TRUE(std::regex_match(cell.get<std::string>(), square)) << cell;
  }
  EXPECT_EQ(j["steps"][0]["technique"], "single");
  EXPECT_EQ(j["steps"][0]["stars"], nlohmann::json::parse(R"(["c5"])"));
  EXPECT_EQ(j["rating"].get<int>() < 40, j["difficulty"] == "easy");
}

TEST(ExplainCli, StarBattlesEndSolvedWithTheSolversSolution) {
  for (const std::string& puzzle : kExplainStarBattles) {
    auto r = run({"-", "--explain", "--json"}, puzzle);
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_TRUE(j["solved_by_techniques"].get<bool>()) << puzzle;
    EXPECT_TRUE(j["unique"].get<bool>()) << puzzle;
    auto solver = nlohmann::json::parse(run({"-", "--json"}, puzzle).out);
    std::vector<std::string> theirs;
    for (const auto& p : solver["solution"])
      theirs.push_back(std::string(1, static_cast<char>('a' + p["col"].get<int>())) + std::to_string(10 - p["row"].get<int>()));
    std::vector<std::string> ours = j["solution"].get<std::vector<std::string>>();
    std::sort(theirs.begin(), theirs.end());
    std::sort(ours.begin(), ours.end());
    EXPECT_EQ(ours, theirs) << puzzle;
  }
}

TEST(ExplainCli, JsonlInputAnswersOneObjectALine) {
  helpers::TempFile file("explain", ".jsonl");
  file.write(kExplainStarBattles[0] + "\n" + kExplainStarBattles[1] + "\n");
  auto r = run({file.path(), "--explain", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  auto lines = helpers::lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u);
  for (int i = 0; i < 2; ++i) {
    auto j = nlohmann::json::parse(lines[i]);
    EXPECT_EQ(j["line"], i + 1);
    EXPECT_TRUE(j.contains("rating") && j.contains("steps") && j.contains("unique"));
  }
}

TEST(ExplainCli, RefusesAProblemThatIsNoRegionPuzzle) {
  auto r = run({"-", "--explain"}, "8*q\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "<stdin>: --explain is for region puzzles (a 'regions' grid, docs/regions.md)\n");
}

TEST(ExplainCli, RefusesCountAllAndTheOtherOutputs) {
  for (const char* mode : {"--count", "--all", "--dimacs", "--format"}) {
    std::vector<std::string> args = {"-", "--explain", mode};
    if (std::string(mode) == "--dimacs") args.push_back("-");
    if (std::string(mode) == "--format") args.push_back("unicode");
    auto r = run(args, kExplainSolved);
    EXPECT_EQ(r.status, 2) << mode;
    EXPECT_EQ(r.err, std::string("--explain solves one region puzzle step by step: not with ") + mode + "\n");
  }
}

}  // namespace
