// bench's gen-boards (issue 17): CSPLib 079 .param files to problem files with blocked
// cells, the seeded generators, and its refusals. Runs the built tool (GEN_BOARDS_BINARY).
#include <sys/wait.h>

#include <cstdlib>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "helpers.hpp"

namespace {

using helpers::lines_of;
using helpers::TempFile;
using Cells = std::set<std::pair<int, int>>;

struct ToolRun {
  int status;            // exit status (-1: did not exit)
  std::string out, err;  // standard output and error
};

ToolRun gen_boards(const std::string& args) {
  TempFile out("gen-boards-out"), err("gen-boards-err");
  const int status = std::system((std::string(GEN_BOARDS_BINARY) + " " + args + " > " + out.path() + " 2> " + err.path()).c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out.read(), err.read()};
}

// The problem's blocked cells; checks its size and queen lines on the way.
Cells blocked_cells(const std::string& problem, int n) {
  const std::vector<std::string> lines = lines_of(problem);
  EXPECT_GE(lines.size(), 3u);
  if (lines.size() < 3) return {};
  EXPECT_EQ(lines[0].rfind("# ", 0), 0u);
  EXPECT_EQ(lines[1], "size " + std::to_string(n));
  EXPECT_EQ(lines[2], std::to_string(n) + "*q");
  Cells cells;
  const std::regex cell(R"(x @ (\d+),(\d+))");
  for (size_t i = 3; i < lines.size(); ++i) {
    std::smatch m;
    EXPECT_TRUE(std::regex_match(lines[i], m, cell)) << lines[i];
    if (m.empty()) continue;
    const int r = std::stoi(m[1]), c = std::stoi(m[2]);
    EXPECT_TRUE(r < n && c < n) << lines[i];
    EXPECT_TRUE(cells.emplace(r, c).second) << "blocked twice: " << lines[i];
    if (cells.size() > 1) {
      EXPECT_EQ(*cells.rbegin(), std::make_pair(r, c)) << "not ascending: " << lines[i];
    }
  }
  return cells;
}

// The problem text without its comment line.
std::string body(const std::string& problem) { return problem.substr(problem.find('\n') + 1); }

// The example of CSPLib 079's data/AA-Excluded-Diagonals-Info.md (Gent 2017): on 10 x 10,
// "[4,1] excludes ... squares (0,4), (1,3), (2,2), (3,1), (4,0)" and "[5,0] ... excludes
// the squares (0,4), (1,5), (2,6), (3,7), (4,8), (5,9)".
TEST(GenBoards, CsplibExampleCells) {
  TempFile param("gen-boards-example", ".param");
  param.write("n =  10\nnumdiags =  2\ndiags =  [[4, 1], [5, 0]]\n");
  const ToolRun r = gen_boards("diag " + param.path());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(blocked_cells(r.out, 10), (Cells{{0, 4}, {1, 3}, {2, 2}, {3, 1}, {4, 0}, {1, 5}, {2, 6}, {3, 7}, {4, 8}, {5, 9}}));
}

TEST(GenBoards, TakesTheFirstKPairsInOrder) {
  TempFile param("gen-boards-k", ".param");
  // Essence' spellings too: `letting`, `be`, `$` comments, the list over several lines.
  param.write("language ESSENCE' 1.0\n$ hand-made\nletting n be 5\nletting numdiags = 4\n"
              "letting diags = [[4, 1], $ a + b = 4\n  [5, 0],  $ a - b = 1\n  [0, 0],  $ a - b = -4: (0,4) again\n  [8, 1]]\n");
  const Cells sum4{{0, 4}, {1, 3}, {2, 2}, {3, 1}, {4, 0}};
  Cells two = sum4;
  two.insert({{1, 0}, {2, 1}, {3, 2}, {4, 3}});
  Cells four = two;
  four.insert({4, 4});
  const std::vector<std::pair<std::string, Cells>> cases{{" 0", {}}, {" 1", sum4}, {" 2", two}, {" 3", two}, {" 4", four}, {"", four}};
  for (const auto& [k, cells] : cases) {
    const ToolRun r = gen_boards("diag " + param.path() + k);
    ASSERT_EQ(r.status, 0) << k << ": " << r.err;
    EXPECT_EQ(blocked_cells(r.out, 5), cells) << "K =" << k;
  }
  // More than it lists (issue 39): the file and the line of numdiags, or of diags.
  const ToolRun too_many = gen_boards("diag " + param.path() + " 5");
  EXPECT_EQ(too_many.status, 2);
  EXPECT_EQ(too_many.out, "");
  EXPECT_EQ(too_many.err, param.path() + ":4: K = 5 asks for more diagonals than the 4 it lists\n");
  TempFile listed("gen-boards-listed", ".param");
  listed.write("n = 5\n\ndiags = [[4, 1]]\n");
  EXPECT_EQ(gen_boards("diag " + listed.path() + " 2").err, listed.path() + ":3: K = 2 asks for more diagonals than the 1 it lists\n");
  const ToolRun no_number = gen_boards("diag " + param.path() + " x");
  EXPECT_EQ(no_number.status, 2);
  EXPECT_EQ(lines_of(no_number.err).size(), 1u) << no_number.err;
  // The order is the file's: the first pair of the reversed list is [8, 1].
  param.write("n = 5\ndiags = [[8, 1], [0, 0], [5, 0], [4, 1]]\n");
  EXPECT_EQ(blocked_cells(gen_boards("diag " + param.path() + " 1").out, 5), (Cells{{4, 4}}));
}

TEST(GenBoards, BadParamIsOneLineNamingFileAndLine) {
  const std::vector<std::pair<std::string, int>> cases{
      {"n = 5\ndiags = [[4, 2]]\n", 2},                 // kind neither 0 nor 1
      {"n = 5\nnumdiags = 2\ndiags = [[4, 1]]\n", 2},   // numdiags does not match
      {"n = 5\ndiags = [[9, 1]]\n", 2},                 // index past 2n - 2
      {"n = 5\ndiags = [[4, 1],\n [4, 1]]\n", 3},       // a diagonal twice
      {"n = 5\ndiags = [[4, 1]\n", 2},                  // the list never closed
      {"diags = []\n", 1},                              // no n
      {"n = 5\n", 1},                                   // no diags
      {"n = 5\nm = 3\ndiags = []\n", 2},                // unknown name
      {"n = 5\nn = 6\ndiags = []\n", 2},                // n twice
      {"n = x\ndiags = []\n", 1},                       // not a number
      {"n = 5\ndiags = [[4; 1]]\n", 2},                 // stray character
      {"n = 0\ndiags = []\n", 1},                       // empty board
      {"n = 1001\ndiags = []\n", 1},                    // past chessy-sat's 1000
      {"n = 5\ndiags = [[-1, 1]]\n", 2},                // negative index
      {"n = 5\ndiags = [[4, 1, 0]]\n", 2},              // not a pair
  };
  TempFile param("gen-boards-bad", ".param");
  for (const auto& [text, line] : cases) {
    param.write(text);
    const ToolRun r = gen_boards("diag " + param.path());
    EXPECT_EQ(r.status, 2) << text;
    EXPECT_EQ(r.out, "") << text;
    EXPECT_EQ(lines_of(r.err).size(), 1u) << text << r.err;
    EXPECT_EQ(r.err.rfind(param.path() + ":" + std::to_string(line) + ": ", 0), 0u) << text << r.err;
  }
  const ToolRun missing = gen_boards("diag /nonexistent/x.param");
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "/nonexistent/x.param: cannot open\n");
}

TEST(GenBoards, RandomDiagonalsArePrefixesKeepingFourCellsALine) {
  const int n = 12;
  Cells previous;
  for (int k = 0; k <= 15; k += 3) {  // seed 7 takes 16 diagonals on 12 x 12
    const std::string args = std::to_string(n) + " " + std::to_string(k) + " 7";
    const ToolRun r = gen_boards("random-diag " + args);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(gen_boards("random-diag " + args).out, r.out) << "not deterministic";
    const Cells cells = blocked_cells(r.out, n);
    for (const auto& cell : previous) EXPECT_TRUE(cells.count(cell)) << "k = " << k << ": not a prefix";
    previous = cells;
    std::vector<int> in_row(n, n), in_col(n, n);
    for (auto [row, col] : cells) --in_row[row], --in_col[col];
    for (int i = 0; i < n; ++i) EXPECT_TRUE(in_row[i] >= 4 && in_col[i] >= 4) << "k = " << k << ", line " << i;
    // --param writes the same instance as CSPLib's format, which `diag` reads back.
    TempFile param("gen-boards-random", ".param");
    param.write(gen_boards("random-diag " + args + " --param").out);
    EXPECT_NE(param.read().find("numdiags = " + std::to_string(k) + "\n"), std::string::npos) << param.read();
    EXPECT_EQ(body(gen_boards("diag " + param.path()).out), body(r.out)) << param.read();
  }
  EXPECT_NE(gen_boards("random-diag 12 9 8").out, gen_boards("random-diag 12 9 7").out);
  const ToolRun impossible = gen_boards("random-diag 5 18 1");  // 4 cells kept a line: not all 18
  EXPECT_EQ(impossible.status, 2);
  EXPECT_EQ(impossible.out, "");
  EXPECT_EQ(lines_of(impossible.err).size(), 1u);
}

TEST(GenBoards, RandomBlockedCells) {
  for (int b : {0, 1, 17, 90}) {
    const std::string args = "random-blocked 10 " + std::to_string(b) + " 3";
    const ToolRun r = gen_boards(args);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(blocked_cells(r.out, 10).size(), static_cast<size_t>(b));
    EXPECT_EQ(gen_boards(args).out, r.out) << "not deterministic";
  }
  EXPECT_NE(gen_boards("random-blocked 10 17 4").out, gen_boards("random-blocked 10 17 3").out);
  for (const char* bad : {"random-blocked 10 91 1", "random-blocked 0 0 1", "random-blocked 10 5 x",
                                 "random-blocked 10 5", "random-diag 1001 1 1", "diag", "frobnicate"}) {
    const ToolRun r = gen_boards(std::string(bad));
    EXPECT_EQ(r.status, 2) << bad;
    EXPECT_EQ(r.out, "") << bad;
    EXPECT_EQ(lines_of(r.err).size(), 1u) << bad << r.err;
  }
}

}  // namespace
