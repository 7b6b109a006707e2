// Algebraic squares on the command line (docs/input.md "Squares"): `q @ d4` and
// `q @ 4,3` give the same output on every path (text, JSON, --fixed, --blocked,
// rectangles), bad squares are one line naming FILE:LINE, and --coordinates algebraic
// writes squares that read back as the same solution. The squares here are computed by
// the test (file letter 'a' + column, rank = rows - row), not by model/square.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using helpers::TempFile;

// The square of (row, col) on a board of `rows` rows, for boards up to 26 columns.
std::string sq(int row, int col, int rows) { return std::string(1, static_cast<char>('a' + col)) + std::to_string(rows - row); }

std::string cell(int row, int col) { return std::to_string(row) + "," + std::to_string(col); }

// Both runs succeed or fail alike, with the same standard output.
void expect_same_run(const AppRun& numeric, const AppRun& algebraic, const std::string& what) {
  EXPECT_EQ(numeric.status, algebraic.status) << what << "\n" << numeric.err << algebraic.err;
  EXPECT_EQ(numeric.out, algebraic.out) << what;
  EXPECT_NE(numeric.out, "") << what;
}

// A fixed queen and a blocked cell on square boards and rectangles, in the text format:
// every solution the same, and the queen where its row and column say.
TEST(SquaresCli, TextSquaresAreTheirCells) {
  struct Case { int rows, cols, qr, qc, xr, xc; };
  for (const Case& c : std::vector<Case>{{8, 8, 4, 3, 0, 0}, {5, 7, 0, 6, 4, 0}, {6, 4, 5, 2, 1, 1}, {2, 5, 0, 2, 1, 4},
                                         {3, 26, 1, 25, 2, 24}}) {
    const std::string head = "size " + std::to_string(c.rows) + " " + std::to_string(c.cols) + "\n2*q\n";
    const std::string numeric = head + "q @ " + cell(c.qr, c.qc) + "\nx @ " + cell(c.xr, c.xc) + "\n";
    const std::string algebraic = head + "q @ " + sq(c.qr, c.qc, c.rows) + "\nx @ " + sq(c.xr, c.xc, c.rows) + "\n";
    const std::string what = algebraic;
    const AppRun a = run({"-", "--all", "--no-symmetry"}, numeric), b = run({"-", "--all", "--no-symmetry"}, algebraic);
    expect_same_run(a, b, what);
    // The queen stands on its cell in every board printed; the hole is 'x'.
    for (const std::string& board : helpers::boards_of(b.out)) {
      const std::vector<std::string> lines = helpers::lines_of(board);
      ASSERT_EQ(lines.size(), static_cast<std::size_t>(c.rows)) << what;
      EXPECT_EQ(lines[c.qr][c.qc], 'Q') << what << board;
      EXPECT_EQ(lines[c.xr][c.xc], 'x') << what << board;
    }
    // The size from --size instead of the file: the squares still count from its bottom.
    const std::string size = std::to_string(c.rows) + "x" + std::to_string(c.cols);
    expect_same_run(run({"-", "--count", "--size", size}, numeric.substr(head.find('\n') + 1)),
                    run({"-", "--count", "--size", size}, algebraic.substr(head.find('\n') + 1)), what + " --size");
  }
  // The size line after the squares.
  expect_same_run(run({"-", "--all"}, "q @ 0,1\nx @ 3,3\n3*q\nsize 4\n"), run({"-", "--all"}, "q @ b4\nx @ d1\n3*q\nsize 4\n"),
                  "size last");
  // Mixed forms in one file, upper case too.
  expect_same_run(run({"-", "--count"}, "8*q\nq @ 3,3\nq @ 4,1\n"), run({"-", "--count"}, "8*q\nq @ d5\nQ @ B4\n"), "mixed");
}

TEST(SquaresCli, JsonSquaresAreTheirCells) {
  const std::string pieces = R"({"size": [6, 7], "pieces": [{"piece": "r", "count": 4}, {"piece": "n", "count": 2}],)";
  expect_same_run(run({"-", "--all"}, pieces + R"("fixed": [{"piece": "r", "row": 0, "col": 6}, {"piece": "n", "square": "c2"}],
                                                  "blocked": [[5, 0], "b3"]})"),
                  run({"-", "--all"}, pieces + R"("fixed": [{"piece": "r", "square": "g6"}, {"piece": "n", "row": 4, "col": 2}],
                                                  "blocked": ["a1", [3, 1]]})"),
                  "json");
}

TEST(SquaresCli, FixedAndBlockedListsTakeSquares) {
  TempFile fixed_n("sq-fixed-n"), fixed_a("sq-fixed-a"), blocked_n("sq-blocked-n"), blocked_a("sq-blocked-a");
  fixed_n.write("3,3\nq 4,1\n");
  fixed_a.write("q @ d5\nq @ b4\n");
  blocked_n.write("0,0\n7 7\n");
  blocked_a.write("a8\nh1\n");
  const std::string problem = "8*q\n";
  expect_same_run(run({"-", "--all", "--fixed", fixed_n.path(), "--blocked", blocked_n.path()}, problem),
                  run({"-", "--all", "--fixed", fixed_a.path(), "--blocked", blocked_a.path()}, problem), "lists");
  // On a rectangle given by --size: a list's squares count from its bottom row.
  fixed_n.write("r 0,4\n");
  fixed_a.write("r @ e3\n");
  blocked_n.write("2,0\n");
  blocked_a.write("a1\n");
  expect_same_run(run({"-", "--all", "--size", "3x5", "--fixed", fixed_n.path(), "--blocked", blocked_n.path()}, "3*r\n"),
                  run({"-", "--all", "--size", "3x5", "--fixed", fixed_a.path(), "--blocked", blocked_a.path()}, "3*r\n"),
                  "lists on 3x5");
}

// One line on standard error, "FILE:LINE: ...", nothing on standard output, exit 2.
void expect_one_line(const AppRun& r, const std::string& prefix, const std::string& says) {
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.err.rfind(prefix, 0), 0u) << r.err;
  EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
}

TEST(SquaresCli, BadSquaresAreOneLineWithFileAndLine) {
  TempFile p("sq-bad");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"8*q\nq @ z9\n", "off the 8x8 board"},
      {"8*q\nq @ i1\n", "off the 8x8 board"},
      {"8*q\nq @ a9\n", "off the 8x8 board"},
      {"8*q\nq @ d\n", "has no rank"},
      {"8*q\nq @ 4d\n", "is no square"},
      {"8*q\nq @ d0\n", "ranks count from 1"},
      {"8*q\nx @ d4x\n", "is no square"},
      {"q\nq @ a" + std::string(30, '9') + "\n", "too large"},
      {"q\nq @ " + std::string(3000, 'z') + "1\n", "too large"},
      {"8*q\nq b4\n", "ambiguous"},
  };
  for (const auto& [text, says] : cases) {
    p.write(text);
    expect_one_line(run({p.path()}), p.path() + ":2: ", says);
  }
  // The size known only after the square: still the square's line.
  p.write("q\nx @ f2\nsize 5\n");
  expect_one_line(run({p.path()}), p.path() + ":2: ", "cell f2 is off the 5x5 board");
  p.write("q\nq @ c4\n");
  expect_one_line(run({p.path(), "--size", "3x6"}), p.path() + ":2: ", "cell c4 is off the 3x6 board");
  TempFile list("sq-bad-list");
  list.write("q @ d4\nq @ d9\n");
  expect_one_line(run({"-", "--fixed", list.path()}, "2*q\n"), list.path() + ":2: ", "off the 8x8 board");
  list.write("d4\n4d\n");
  expect_one_line(run({"-", "--blocked", list.path()}, "q\n"), list.path() + ":2: ", "is no square");
  list.write("q d4\n");
  expect_one_line(run({"-", "--fixed", list.path()}, "q\n"), list.path() + ":1: ", "follows '@'");
  expect_one_line(run({"-", "--coordinates", "chess"}, "q\n"), "chessy-sat: ", "unknown coordinates 'chess'");
}

// Every fundamental solution, as --coordinates algebraic lists it, read back as fixed
// pieces (--fixed) completes to itself alone, and `check` finds it valid.
TEST(SquaresCli, AlgebraicPlacementsReadBackAsTheSameSolution) {
  TempFile problem("sq-problem"), list("sq-list");
  for (const std::string& text : {std::string("size 5 7\n5*q\nx @ 2,3\n"), std::string("size 6 4\n4*q\nx @ 5,0\n")}) {
    problem.write(text);
    const AppRun numeric = run({problem.path(), "--all", "--format", "placements"});
    const AppRun algebraic = run({problem.path(), "--all", "--format", "placements", "--coordinates", "algebraic"});
    ASSERT_EQ(algebraic.status, 0) << algebraic.err;
    const std::vector<std::string> lists = helpers::boards_of(algebraic.out), numbers = helpers::boards_of(numeric.out);
    ASSERT_EQ(lists.size(), numbers.size());
    ASSERT_GT(lists.size(), 1u);
    const AppRun boards = run({problem.path(), "--all"});
    const std::vector<std::string> expected = helpers::boards_of(boards.out);
    const int rows = text[5] - '0';
    for (std::size_t i = 0; i < lists.size(); ++i) {
      EXPECT_EQ(lists[i].find(','), std::string::npos) << lists[i];
      // Line by line the numeric list's cells, as squares.
      const std::vector<std::string> a = helpers::lines_of(lists[i]), n = helpers::lines_of(numbers[i]);
      ASSERT_EQ(a.size(), n.size());
      for (std::size_t k = 0; k < a.size(); ++k) {
        const std::size_t at = n[k].find(" @ ") + 3, comma = n[k].find(',');
        const int r = std::stoi(n[k].substr(at, comma - at)), c = std::stoi(n[k].substr(comma + 1));
        EXPECT_EQ(a[k], n[k].substr(0, at) + sq(r, c, rows));
      }
      list.write(lists[i]);
      const AppRun again = run({problem.path(), "--fixed", list.path(), "--all", "--no-symmetry"});
      EXPECT_EQ(again.status, 0) << again.err;
      EXPECT_EQ(helpers::boards_of(again.out).size(), 1u) << again.out;
      EXPECT_NE(std::find(expected.begin(), expected.end(), again.out), expected.end()) << again.out;
      const AppRun checked = run({"check", problem.path(), list.path()});
      EXPECT_EQ(checked.out, "valid\n") << lists[i];
    }
  }
}

// numeric is today's output; algebraic labels the pictures with files and ranks.
TEST(SquaresCli, CoordinatesOfPictures) {
  const std::string problem = "size 3 30\nr\nr @ 1,27\n";
  for (const char* format : {"text", "unicode", "svg", "placements"})
    EXPECT_EQ(run({"-", "--format", format}, problem).out,
              run({"-", "--format", format, "--coordinates", "numeric"}, problem).out)
        << format;
  const std::string numeric_svg = run({"-", "--format", "svg"}, problem).out;
  const std::string algebraic_svg = run({"-", "--format", "svg", "--coordinates", "algebraic"}, problem).out;
  EXPECT_NE(numeric_svg.find(">28</text>"), std::string::npos);
  EXPECT_EQ(numeric_svg.find(">ab</text>"), std::string::npos);
  EXPECT_NE(algebraic_svg.find(">ab</text>"), std::string::npos);  // the 28th file
  EXPECT_EQ(algebraic_svg.find(">28</text>"), std::string::npos);
  EXPECT_EQ(run({"-", "--format", "placements", "--coordinates", "algebraic"}, problem).out.find("r @ ab2\n"), 0u);
  // unicode: each row starts with its rank; the files line under the glyphs.
  const AppRun u = run({"-", "--format", "unicode", "--coordinates", "algebraic", "--color", "never"}, "size 3 4\nk\nk @ 2,1\n");
  const std::vector<std::string> lines = helpers::lines_of(u.out);
  ASSERT_EQ(lines.size(), 4u) << u.out;
  EXPECT_EQ(lines[0].substr(0, 2), "3 ");
  EXPECT_EQ(lines[2].substr(0, 2), "1 ");
  EXPECT_EQ(lines[2].find("\u265A"), 4u);  // the (black) king on b1: after "1 " and a's cell "· "
  EXPECT_EQ(lines[3], "  a b c d");
}

// A board of 10^7 columns: the answer's squares, decoded here by the spreadsheet's rule
// (a = 1, ..., z = 26, aa = 27: each letter the count so far times 26 plus its own), are
// the numeric answer's cells, and the last column's square is read back.
TEST(SquaresCli, HugeBoardSquares) {
  const std::string problem = "size 2 10000000\n2*r\nr @ 1,9999999\n";
  const AppRun numeric = run({"-", "-q"}, problem), algebraic = run({"-", "-q", "--coordinates", "algebraic"}, problem);
  ASSERT_EQ(numeric.status, 0) << numeric.err;
  const std::vector<std::string> n = helpers::lines_of(numeric.out), a = helpers::lines_of(algebraic.out);
  ASSERT_EQ(n.size(), 2u);
  ASSERT_EQ(a.size(), 2u);
  std::string last;
  for (std::size_t k = 0; k < 2; ++k) {
    const std::string square = a[k].substr(a[k].find(" @ ") + 3);
    long long col = 0;
    std::size_t i = 0;
    for (; square[i] >= 'a' && square[i] <= 'z'; ++i) col = col * 26 + (square[i] - 'a' + 1);
    const int row = 2 - std::stoi(square.substr(i));
    EXPECT_EQ(n[k], "r @ " + std::to_string(row) + "," + std::to_string(col - 1)) << a[k];
    if (col == 10000000) last = square;
  }
  ASSERT_NE(last, "");
  const std::string fixed_last = "size 2 10000000\n2*r\nr @ " + last + "\n";
  EXPECT_EQ(run({"-", "-q"}, fixed_last).out, numeric.out);
  const std::string beyond = "size 2 10000000\n2*r\nr @ " + last.substr(0, last.size() - 2) +
                             static_cast<char>(last[last.size() - 2] + 1) + "1\n";
  expect_one_line(run({"-", "-q"}, beyond), "<stdin>:3: ", "is off the 2x10000000 board");
}

}  // namespace

namespace {

// `generate` and `check` name squares as --coordinates says (numeric by default), as
// the placement lists do (issue 40: `generate` printed `q @ 0,7` beside boards
// labelled a..h).
TEST(SquaresCli, GenerateAndCheckFollowCoordinates) {
  const AppRun numeric = run({"generate", "--seed", "3", "--size", "6"});
  const AppRun algebraic = run({"generate", "--seed", "3", "--size", "6", "--coordinates", "algebraic"});
  ASSERT_EQ(numeric.status, 0) << numeric.err;
  ASSERT_EQ(algebraic.status, 0) << algebraic.err;
  EXPECT_NE(numeric.out.find("\nq @ 5,2\n"), std::string::npos) << numeric.out;
  EXPECT_NE(algebraic.out.find("\nq @ c1\n"), std::string::npos) << algebraic.out;
  TempFile problem("sq-check-p"), attack("sq-check-s");
  problem.write("q\nn\nq @ 7,7\n");
  attack.write("q @ 7,7\nn @ 4,4\n");
  const AppRun said = run({"check", problem.path(), attack.path()});
  EXPECT_EQ(said.status, 1);
  EXPECT_EQ(said.out, attack.path() + ": Q on 7,7 attacks N on 4,4\n");
  EXPECT_EQ(run({"check", problem.path(), attack.path(), "--coordinates", "algebraic"}).out,
            attack.path() + ": Q on h1 attacks N on e4\n");
  attack.write("n @ 4,4\n");
  EXPECT_EQ(run({"check", problem.path(), attack.path(), "--coordinates", "algebraic"}).out,
            problem.path() + ":3: the fixed q @ h1 is missing from " + attack.path() + "\n");
}

}  // namespace
