// Rectangular boards and blocked cells (issue 17), end to end through run_app: counts
// checked by hand (each test says how) or against OEIS, the same classes on every
// backend, engine, -j and through parts and merge, and the round trips of the formats.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/check.hpp"
#include "model/parse.hpp"
#include "model/problem_text.hpp"
#include "bad_corpus.hpp"
#include "helpers.hpp"
#include "part_runs.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using helpers::TempFile;

// "fundamental: F\ntotal: T\n" of `problem` with `options` after --count.
std::string count(const std::string& problem, std::vector<std::string> options = {}) {
  options.insert(options.begin(), {"-", "--count"});
  const AppRun r = run(options, problem);
  EXPECT_LT(r.status, 2) << r.err;  // 1: no solution
  return r.out;
}

std::string counts(int fundamental, int total) {
  return "fundamental: " + std::to_string(fundamental) + "\ntotal: " + std::to_string(total) + "\n";
}

// One queen on 4x4 with the corner 0,0 blocked: 15 cells. Only the identity and the
// transpose keep the hole where it is; the transpose fixes the 3 other diagonal cells
// and pairs the 12 cells off it: 3 + 6 = 9 classes.
const std::string kCornerBlocked = "size 4\nq\nx @ 0,0\n";

TEST(Boards, CornerBlockedGivesTheSameClassesEverywhere) {
  for (const char* backend : {"cadical", "picosat"})
    for (const char* engine : {"sat", "backtrack"})
      for (const char* jobs : {"1", "2"}) {
        SCOPED_TRACE(std::string(backend) + " " + engine + " -j " + jobs);
        EXPECT_EQ(count(kCornerBlocked, {"--backend", backend, "--engine", engine, "-j", jobs}), counts(9, 15));
        EXPECT_EQ(count(kCornerBlocked, {"--backend", backend, "--engine", engine, "-j", jobs, "--no-breaking"}),
                  counts(9, 15));
      }
  EXPECT_EQ(count(kCornerBlocked, {"--no-symmetry"}), counts(15, 15));
}

TEST(Boards, CornerBlockedThroughPartsAndMerge) {
  TempFile problem("boards-corner");
  problem.write(kCornerBlocked);
  for (const char* mode : {"--all", "--count"}) {
    SCOPED_TRACE(mode);
    const AppRun single = run({problem.path(), mode});
    ASSERT_EQ(single.status, 0) << single.err;
    part_runs::TempDir dir;
    part_runs::run_parts({problem.path(), mode}, 3, dir);
    EXPECT_EQ(run({"merge", dir.path()}).out, single.out);
  }
}

// Parts of a 4x4 board and of the same board with a hole are parts of two problems.
TEST(Boards, MergeRefusesPartsOfAnotherBoard) {
  part_runs::TempDir plain, holed;
  TempFile a("boards-plain"), b("boards-holed");
  a.write("size 4\nq\n");
  b.write(kCornerBlocked);
  part_runs::run_parts({a.path(), "--count"}, 2, plain);
  part_runs::run_parts({b.path(), "--count"}, 2, holed);
  const AppRun r = part_runs::merge({plain.part(0), holed.part(1)});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("a part of another problem"), std::string::npos) << r.err;
  // A 3x5 and a 5x3 board, the same text but for the size line.
  part_runs::TempDir wide, tall;
  part_runs::run_parts({a.path(), "--size", "3x5", "--count"}, 2, wide);
  part_runs::run_parts({a.path(), "--size", "5x3", "--count"}, 2, tall);
  EXPECT_EQ(part_runs::merge({wide.part(0), tall.part(1)}).status, 2);
}

// By hand: on 2x3, two queens stand in different rows, 2 columns apart: 0,0 + 1,2 and
// 0,2 + 1,0, one class under the flips. On 3x4 (and 4x3) three queens: the middle row's
// queen on an end column (row 1 col 0: rows 0 and 2 take columns 2 and 3, either way;
// col 3 likewise with 0 and 1), 4 boards, one class under the 4 symmetries. One king
// dominates 2x3 from a middle column only: 2 boards, swapped by the row flip.
TEST(Boards, HandCountedRectangles) {
  EXPECT_EQ(count("size 2 3\n2*q\n"), counts(1, 2));
  EXPECT_EQ(count("size 3 4\n3*q\n"), counts(1, 4));
  EXPECT_EQ(count("size 4 3\n3*q\n"), counts(1, 4));
  EXPECT_EQ(count("3*q\n", {"--size", "3x4"}), counts(1, 4));
  EXPECT_EQ(count("d\nsize 2 3\nk\n"), counts(1, 2));
  EXPECT_EQ(count("d\nsize 2 3\nk\n", {"--engine", "sat", "-j", "1"}), counts(1, 2));
  // No flip maps 2x3's columns onto its rows: an R x C problem is not its transpose's.
  EXPECT_EQ(count("size 2 3\nq\n", {"--no-symmetry"}), counts(6, 6));
  EXPECT_EQ(count("size 2 3\nq\n"), counts(2, 6));  // the 4 corners, the 2 middles
}

// n queens on n rows and n+1 columns: 2, 2, 4, 12, 40, 94, 312 for n = 1..7, from a
// throwaway exhaustive search (Python, every set of n cells, outside the project); the
// same on the transposed board.
TEST(Boards, QueensOnNByNPlusOne) {
  const int expected[] = {0, 2, 2, 4, 12, 40, 94, 312};
  for (int n = 1; n <= 7; ++n) {
    const std::string queens = std::to_string(n) + "*q\n", wide = std::to_string(n) + "x" + std::to_string(n + 1);
    const std::string tall = std::to_string(n + 1) + "x" + std::to_string(n);
    for (const std::string& size : {wide, tall}) {
      const std::string out = count(queens, {"--size", size});
      EXPECT_EQ(std::stoi(out.substr(out.find("total: ") + 7)), expected[n]) << size;
    }
  }
}

// A blocked cell is a hole: no piece, no cover needed, and rays pass over it.
TEST(Boards, BlockedCellsAreHoles) {
  // Two rooks on 1x3 with the middle blocked attack each other across it.
  EXPECT_EQ(count("size 1 3\n2*r\nx @ 0,1\n"), counts(0, 0));
  EXPECT_EQ(count("size 1 3\nr w\nr b\nx @ 0,1\n"), counts(0, 0));
  // One rook dominates 1x3 from either end, reaching the other end over the hole.
  EXPECT_EQ(count("d\nsize 1 3\nr\nx @ 0,1\n"), counts(1, 2));
  // One queen dominates 3x3 from the centre only; with 2,0 and 2,2 blocked also from
  // 0,1 (row 0, column 1, 1,0 and 1,2): the column flip keeps both, so 2 classes.
  EXPECT_EQ(count("d\nsize 3\nq\n"), counts(1, 1));
  EXPECT_EQ(count("d\nsize 3\nq\nx @ 2,0\nx @ 2,2\n"), counts(2, 2));
  EXPECT_EQ(count("d\nsize 3\nq\nx @ 2,0\nx @ 2,2\n", {"--engine", "backtrack"}), counts(2, 2));
  // Coloured: kings on 1x3 with the middle blocked stand on the two ends, either way
  // round: one class under the column flip and the colour swap.
  EXPECT_EQ(count("size 1 3\nk w\nk b\nx @ 0,1\n"), counts(1, 2));
}

// OEIS A359032: non-attacking queens, any number, on n x n with no queen above the
// main diagonal: 1, 2, 4, 9, 23, 66, 204 for n = 0..6. Every line between two cells
// of the triangle stays inside it, so holes and walls agree there.
TEST(Boards, TriangleOfA359032) {
  const long long expected[] = {1, 2, 4, 9, 23, 66, 204};
  for (int n = 1; n <= 6; ++n) {
    std::string holes;
    for (int r = 0; r < n; ++r)
      for (int c = r + 1; c < n; ++c) holes += "x @ " + std::to_string(r) + "," + std::to_string(c) + "\n";
    long long all = 1;  // the empty board
    for (int k = 1; k <= n; ++k) {
      const std::string out = count("size " + std::to_string(n) + "\n" + std::to_string(k) + "*q\n" + holes);
      all += std::stoll(out.substr(out.find("total: ") + 7));
    }
    EXPECT_EQ(all, expected[n]) << "n = " << n;
  }
}

// The rules checker, which shares nothing with the CNF, knows the holes too.
TEST(Boards, CheckerRefusesAPieceOnAHoleAndCoversNone) {
  const chessy::Problem p = chessy::parse_problem("d\nsize 1 3\nr\nx @ 0,1\n", "p.txt");
  EXPECT_EQ(chessy::violation(p, {{1, 0}}), "a piece on the blocked cell 0,1");
  EXPECT_EQ(chessy::violation(p, {{0, 0}}), std::nullopt);  // 0,2 reached over the hole
  const chessy::Problem q = chessy::parse_problem("d\nsize 2 3\nr\nx @ 1,2\n", "p.txt");
  EXPECT_EQ(chessy::violation(q, {{0, 0}}), "cell 1,1 is neither occupied nor attacked");
  EXPECT_EQ(chessy::violation(q, {{2, 0}}), "cell 1,0 is neither occupied nor attacked");
}

// Text and JSON give one problem; its normal form (part files) reads back the same.
TEST(Boards, TextJsonAndNormalFormAgree) {
  const std::string text = "size 3 5\nx @ 2,4\n2*q\nx @ 0,1\nq @ 1,3\n";
  const std::string json =
      R"({"size": [3, 5], "blocked": [[0, 1], [2, 4]], "pieces": [{"piece": "q", "count": 2}],
          "fixed": [{"piece": "q", "row": 1, "col": 3}]})";
  const chessy::Problem t = chessy::parse_input(text, "p.txt"), j = chessy::parse_input(json, "p.json");
  EXPECT_EQ(t.rows, 3);
  EXPECT_EQ(t.cols, 5);
  ASSERT_EQ(t.blocked.size(), 2u);
  EXPECT_EQ(t.blocked[0].row, 0);  // sorted by cell, with its line
  EXPECT_EQ(t.blocked[0].line, 4);
  EXPECT_EQ(chessy::problem_text(t), "size 3 5\nx @ 0,1\nx @ 2,4\n2*q\nq @ 1,3\n");
  EXPECT_EQ(chessy::problem_text(j), chessy::problem_text(t));
  EXPECT_EQ(chessy::problem_text(chessy::parse_problem(chessy::problem_text(t), "normal")), chessy::problem_text(t));
  // A square board keeps its one-number size line.
  EXPECT_EQ(chessy::problem_text(chessy::parse_problem("size 4 4\nq\n", "p.txt")), "size 4\n1*q\n");
  // The command line's size overrides both numbers; the holes are judged against it.
  EXPECT_EQ(chessy::parse_input(text, "p.txt", chessy::BoardSize(4, 6)).cols, 6);
  EXPECT_THROW(chessy::parse_input(text, "p.txt", chessy::BoardSize(3, 4)), chessy::InputError);
}

// The board of a CNF's model, read back by decode, on a rectangle with holes.
TEST(Boards, DimacsAndDecodeOnARectangleWithHoles) {
  const std::string problem = "size 2 4\n2*r\nx @ 0,0\nx @ 1,3\n";
  const AppRun cnf = run({"-", "--dimacs", "-"}, problem);
  ASSERT_EQ(cnf.status, 0) << cnf.err;
  EXPECT_EQ(cnf.out.rfind("c chessy-sat CNF of <stdin>: 2x4 independence, 2 blocked\nc blocked 0 0\nc blocked 1 3\n", 0),
            0u)
      << cnf.out;
  EXPECT_EQ(cnf.out.find("c place 1 R - 0 0\n"), std::string::npos);  // a hole has no variable
  EXPECT_NE(cnf.out.find(" R - 0 1\n"), std::string::npos);
  // A model with rooks on 0,1 and 1,0 (every other variable false) reads back as
  // that board, holes included.
  TempFile model("boards-model");
  std::string answer = "s SATISFIABLE\nv";
  for (const char* cell : {" R - 0 1\n", " R - 1 0\n"}) {
    const std::size_t at = cnf.out.find(cell);
    const std::size_t start = cnf.out.rfind("c place ", at) + 8;
    answer += " " + cnf.out.substr(start, at - start);
  }
  answer += " 0\n";
  model.write(answer);
  const AppRun decoded = run({"decode", "-", model.path()}, problem);
  EXPECT_EQ(decoded.status, 0) << decoded.err;
  EXPECT_EQ(decoded.out, "xR--\nR--x\n");
}

TEST(Boards, PrintedBoardsShowTheHoles) {
  EXPECT_EQ(run({"-"}, "size 2 3\nq\nx @ 0,0\nx @ 0,1\nx @ 0,2\nx @ 1,0\nx @ 1,1\n").out, "xxx\nxxQ\n");
  EXPECT_EQ(run({"-"}, "size 1 3\nk w\nx @ 0,0\nx @ 0,2\n").out, "x Kwx \n");
  const AppRun json = run({"-", "--json"}, "size 1 2\nq\nx @ 0,0\n");
  EXPECT_EQ(json.out, "{\"solution\":[{\"piece\":\"Q\",\"colour\":null,\"row\":0,\"col\":1}]}\n");
}

// The command line's new options and their mistakes: one line, exit 2.
// With 0,0 and 3,3 blocked, 4x4 keeps the two transposes and the half turn: one queen
// has 14 cells in 5 orbits ({1,1 2,2}, {0,3 3,0}, {1,2 2,1} and two of 4).
TEST(Boards, CommandLineSizeAndBlockedList) {
  TempFile holes("boards-holes");
  holes.write("# the corner\n0,0\n\n3 3\n");
  EXPECT_EQ(count("q\n", {"--size", "4", "--blocked", holes.path()}), counts(5, 14));
  EXPECT_EQ(count("q\n", {"--size", "4x4", "--blocked=" + holes.path()}), counts(5, 14));
  holes.write("0,0\n1,9\n");
  AppRun r = run({"-", "--size", "3x5", "--blocked", holes.path()}, "q\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, holes.path() + ":2: cell 1,9 is off the 3x5 board\n");
  holes.write("0,0\nq\n");
  r = run({"-", "--blocked", holes.path()}, "q\n");
  EXPECT_EQ(r.err, holes.path() + ":2: expected a row number or a square ('d4'), found 'q'\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-", "--size", "0x4"}, {"-", "--size", "4x10000001"}, {"-", "--size", "4x"},
        {"-", "--size", "x4"}, {"-", "--size", "4x4x4"}, {"-", "--blocked", "a", "--blocked", "b"},
        {"-", "--blocked", "-"}}) {
    r = run(args, "q\n");
    EXPECT_EQ(r.status, 2) << args[2];
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
    EXPECT_EQ(r.out, "");
  }
}

TEST(Boards, JsonRefusesRowsAndCols) {
  for (const char* key : {"rows", "cols"}) {
    const AppRun r = run({"-"}, bad_corpus::read("json", std::string(key) + "-key.json"));
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, std::string("<stdin>: ") + key + R"(: is not a key: give a rectangle as "size": [ROWS, COLS])" + "\n");
  }
  // Files of tests/bad/json/ on standard input.
  for (const auto& [file, message] : std::vector<std::pair<std::string, std::string>>{
           {"size-list-of-one.json", "size: must be a number or a list [ROWS, COLS]"},
           {"size-cols-out-of-range.json", "size: board size 1001 is out of range 1..1000 (up to 10000000 for queens or rooks independence, "
                                          "one solution)"},
           {"blocked-twice.json", "blocked[1]: cell 0,0 is already blocked on blocked[0]"},
           {"blocked-not-a-cell.json", "blocked[0]: must be a cell [ROW, COL]"},
           {"blocked-col-negative.json", "blocked[0][1]: must be a whole number >= 0"},
           {"more-pieces-than-free-cells.json", "pieces[0]: 4 pieces do not fit on the 2x2 board with 1 blocked cell"}}) {
    SCOPED_TRACE(file);
    const AppRun r = run({"-"}, bad_corpus::read("json", file));
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, "<stdin>: " + message + "\n");
  }
}

}  // namespace
