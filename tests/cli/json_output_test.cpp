// --json, end to end through run_app: every mode's output parses with nlohmann/json and
// carries the same solutions and counts as the text output (boards rebuilt here from
// the {piece, colour, row, col} lists); --all is JSON Lines, one object a line.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using nlohmann::json;

// Colourless, coloured (with pawns), domination, completion.
const std::vector<std::string> kProblems = {
    "size 6\n6*q\n", "size 5\n5*q\n",         "size 3\nr w\nr b\n", "size 3\nr w\np w\np b\n",
    "size 3\nd\nq\np\n", "size 8\n8*q\nq @ 3,3\nq @ 4,1\n", "size 4\n2*k\nn\n",
};

// The board text of docs/output.md for a list of pieces.
std::string board_of(const json& pieces, int size, bool coloured) {
  const int width = coloured ? 2 : 1;
  std::vector<std::string> rows(size, coloured ? std::string() : std::string(size, '-'));
  if (coloured)
    for (std::string& row : rows)
      for (int c = 0; c < size; ++c) row += "- ";
  for (const json& p : pieces) {
    EXPECT_EQ(p.size(), 4u) << p;
    std::string& row = rows.at(p.at("row").get<std::size_t>());
    const std::size_t col = p.at("col").get<std::size_t>() * width;
    row.at(col) = p.at("piece").get<std::string>().at(0);
    if (coloured) row.at(col + 1) = p.at("colour").get<std::string>().at(0);
    else EXPECT_TRUE(p.at("colour").is_null()) << p;
  }
  std::string text;
  for (const std::string& row : rows) text += row + '\n';
  return text;
}

int size_of(const std::string& problem) { return std::stoi(problem.substr(5)); }
bool coloured(const std::string& problem) { return problem.find(" w") != std::string::npos; }

TEST(JsonOutput, OneSolutionIsTheBoardOfTheTextOutput) {
  for (const std::string& problem : kProblems) {
    SCOPED_TRACE(problem);
    const AppRun text = run({"-"}, problem), out = run({"-", "--json"}, problem);
    EXPECT_EQ(out.status, text.status);
    const json doc = json::parse(out.out);
    EXPECT_EQ(doc.size(), 1u);
    EXPECT_EQ(board_of(doc.at("solution"), size_of(problem), coloured(problem)), text.out);
  }
}

TEST(JsonOutput, NoSolutionIsNull) {
  const AppRun r = run({"-", "--json"}, "size 3\n3*q\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution);
  EXPECT_EQ(r.out, "{\"solution\":null}\n");
}

TEST(JsonOutput, AllIsOneObjectALineWithTheBoardsOfTheText) {
  for (const std::string& problem : kProblems) {
    for (const std::vector<std::string>& symmetry : {std::vector<std::string>{}, {"--no-symmetry"}}) {
      SCOPED_TRACE(problem + (symmetry.empty() ? "" : "--no-symmetry"));
      auto args = [&](std::vector<std::string> mode) {
        mode.insert(mode.end(), symmetry.begin(), symmetry.end());
        return mode;
      };
      const AppRun text = run(args({"-", "--all"}), problem);
      const AppRun out = run(args({"-", "--all", "--json"}), problem);
      const AppRun count = run(args({"-", "--count"}), problem);
      EXPECT_EQ(out.status, text.status);
      const std::vector<std::string> boards = helpers::boards_of(text.out);
      std::vector<std::string> lines = helpers::lines_of(out.out);
      ASSERT_EQ(lines.size(), boards.size() + 1);  // and the summary
      const json summary = json::parse(lines.back()).at("summary");
      lines.pop_back();
      EXPECT_EQ(summary.at("complete"), true);
      EXPECT_EQ(summary.at("fundamental"), lines.size());
      std::uint64_t total = 0;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const json doc = json::parse(lines[i]);
        EXPECT_EQ(doc.at("index"), i + 1);
        total += doc.at("class_size").get<std::uint64_t>();
        EXPECT_EQ(board_of(doc.at("pieces"), size_of(problem), coloured(problem)), boards[i]);
      }
      EXPECT_EQ("fundamental: " + std::to_string(lines.size()) + "\ntotal: " + std::to_string(total) + "\n",
                count.out);
      EXPECT_EQ(summary.at("total"), total);
    }
  }
}

TEST(JsonOutput, CountHoldsTheFiguresAndStatistics) {
  for (const std::string& problem : kProblems) {
    SCOPED_TRACE(problem);
    const AppRun text = run({"-", "--count"}, problem), out = run({"-", "--count", "--json"}, problem);
    EXPECT_EQ(out.status, text.status);
    const json doc = json::parse(out.out);
    EXPECT_EQ("fundamental: " + doc.at("fundamental").dump() + "\ntotal: " + doc.at("total").dump() + "\n", text.out);
    EXPECT_EQ(doc.at("complete"), true);
    for (const char* key : {"variables", "clauses", "calls", "models", "cubes", "workers", "encode_seconds",
                            "solve_seconds"})
      EXPECT_TRUE(doc.at("stats").at(key).is_number()) << key;
  }
}

TEST(JsonOutput, CountStoppedByTheLimitIsIncomplete) {
  const AppRun r = run({"-", "--count", "--json", "--limit", "2"}, "size 8\n8*q\n");
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc.at("fundamental"), 2);
  EXPECT_EQ(doc.at("complete"), false);
}

TEST(JsonOutput, RefusedWithDimacs) {
  const AppRun r = run({"-", "--json", "--dimacs", "-"}, "q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, "chessy-sat: --json and --dimacs cannot be combined (see --help)\n");
}

}  // namespace
