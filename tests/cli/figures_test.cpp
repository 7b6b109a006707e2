// Published figures, checked through the whole program (chessy::run_app, exactly what
// users run): the problem text goes in on standard input ("-"), the board size as a
// `size M` line, and `--count` must print "fundamental: X\ntotal: Y\n". Each case runs
// on both backends, except the slowest on PicoSAT (see kCadicalOnly below).
//
// Sources (none of them chessy-sat):
//   n queens on n×n            OEIS A000170 (total), A002562 (fundamental); docs/symmetry.md
//   n rooks on n×n             n! (total), OEIS A000903 (fundamental, n = 1..6)
//   4 kings on 4×4             79, OEIS A018807
//   8 knights on 4×4           6, OEIS A289203
//   2n−2 bishops on n×n        2^n
//   queens dominating n×n      minimum number OEIS A075458: 1,1,1,2,3,3,4,5 (n = 1..8)
//   5 queens dominating 8×8    4,860 (OEIS A002564), 638 up to symmetry (A002563)
//   Nauck (1850)               queens fixed at (3,3), (4,1) on 8×8: exactly 2 completions
#include <gtest/gtest.h>

#include "oeis.hpp"
#include "param_names.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace {

enum class Mode {
  kCount,        // --count: compare the figures (and the exit status)
  kSolvable,     // default mode: a solution is printed, exit 0
  kUnsolvable,   // default mode: no solution, exit 1
};

struct Figure {
  std::string name;
  std::string text;              // the problem, with its `size` line
  Mode mode = Mode::kCount;
  long long fundamental = -1;    // -1: not checked (no published figure used)
  long long total = -1;
  bool picosat = true;           // also run on PicoSAT
  bool domination_by_queens = false;  // kSolvable: check the printed board dominates
  int queens = 0;                     // ... and holds this many queens
};

struct Run {
  Figure figure;
  std::string backend;
};

std::string size_line(int n) { return "size " + std::to_string(n) + "\n"; }
std::string pieces(int count, char piece) { return std::to_string(count) + "*" + piece + "\n"; }

std::vector<Figure> figures() {
  std::vector<Figure> f;
  // n queens on n×n, n = 1..10 (A000170, A002562; docs/symmetry.md).
  for (int n = 1; n <= 10; ++n)
    f.push_back({"Queens" + std::to_string(n), size_line(n) + pieces(n, 'q'), Mode::kCount,
                 oeis::kQueensFundamental[n], oeis::kQueensTotal[n]});
  // n rooks on n×n: n! in total; A000903 for the fundamental ones up to n = 6.
  const long long r_fund[] = {0, 1, 1, 2, 7, 23, 115, -1};
  long long factorial = 1;
  for (int n = 1; n <= 7; ++n) {
    factorial *= n;
    f.push_back({"Rooks" + std::to_string(n), size_line(n) + pieces(n, 'r'), Mode::kCount,
                 r_fund[n], factorial});
  }
  f.push_back({"Kings4On4x4", size_line(4) + pieces(4, 'k'), Mode::kCount, -1, 79});
  f.push_back({"Knights8On4x4", size_line(4) + pieces(8, 'n'), Mode::kCount, -1, 6});
  // 2n-2 bishops on n×n: 2^n.
  for (int n = 2; n <= 6; ++n)
    f.push_back({"Bishops" + std::to_string(2 * n - 2) + "On" + std::to_string(n) + "x" +
                     std::to_string(n),
                 size_line(n) + pieces(2 * n - 2, 'b'), Mode::kCount, -1,
                 static_cast<long long>(1) << n});
  // Minimum number of queens dominating n×n (A075458): k queens do, k-1 do not.
  for (int n = 1; n <= 8; ++n) {
    const int k = oeis::kQueenDomination[n];
    Figure yes{"Dominate" + std::to_string(n) + "x" + std::to_string(n) + "With" +
                   std::to_string(k) + "Queens",
               "d\n" + size_line(n) + pieces(k, 'q'), Mode::kSolvable};
    yes.domination_by_queens = true;
    yes.queens = k;
    f.push_back(yes);
    if (n <= 7 && k > 1)
      f.push_back({"NoDomination" + std::to_string(n) + "x" + std::to_string(n) + "With" +
                       std::to_string(k - 1) + "Queens",
                   "d\n" + size_line(n) + pieces(k - 1, 'q'), Mode::kUnsolvable});
  }
  // 5 queens dominating 8×8 (A002564, A002563). kCadicalOnly: PicoSAT needs about a
  // minute here, CaDiCaL a few seconds.
  Figure five{"Dominate8x8With5QueensCount", "d\n" + size_line(8) + pieces(5, 'q'),
              Mode::kCount, 638, 4860};
  five.picosat = false;
  f.push_back(five);
  // Nauck (1850): exactly 2 completions.
  f.push_back({"NauckCompletion", "8*q\nq @ 3,3\nq @ 4,1\n", Mode::kCount, -1, 2});
  return f;
}

std::vector<Run> runs() {
  std::vector<Run> r;
  for (const Figure& f : figures()) {
    r.push_back({f, "cadical"});
    if (f.picosat) r.push_back({f, "picosat"});
  }
  return r;
}

// Names the run in test output, and in ctest, which shows the printed value in place
// of the index of a parameterised test: ".../MatchPublished/Queens8_cadical".
void PrintTo(const Run& r, std::ostream* os) { *os << r.figure.name << "_" << r.backend; }

// The board text of docs/output.md (colourless), rows top to bottom.
std::vector<std::string> board_rows(const std::string& out) {
  std::vector<std::string> rows;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line))
    if (!line.empty()) rows.push_back(line);
  return rows;
}

// True if the queens ('Q') on this square board occupy or attack every cell
// (written here from the rules of docs/rules.md, independent of chessy-sat's code).
bool queens_dominate(const std::vector<std::string>& rows) {
  const int m = static_cast<int>(rows.size());
  for (const std::string& row : rows)
    if (static_cast<int>(row.size()) != m) return false;
  std::vector<bool> covered(static_cast<std::size_t>(m * m), false);
  for (int r = 0; r < m; ++r)
    for (int c = 0; c < m; ++c) {
      if (rows[r][c] == '-') continue;
      covered[r * m + c] = true;
      if (rows[r][c] != 'Q') continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (dr == 0 && dc == 0) continue;
          for (int rr = r + dr, cc = c + dc; rr >= 0 && rr < m && cc >= 0 && cc < m;
               rr += dr, cc += dc) {
            covered[rr * m + cc] = true;
            if (rows[rr][cc] != '-') break;
          }
        }
    }
  for (bool b : covered)
    if (!b) return false;
  return true;
}

class Figures : public testing::TestWithParam<Run> {};

TEST_P(Figures, MatchPublished) {
  const Figure& f = GetParam().figure;
  const std::string& backend = GetParam().backend;
  std::vector<std::string> args = {"-", "--backend", backend};
  if (f.mode == Mode::kCount) args.push_back("--count");
  std::istringstream in(f.text);
  std::ostringstream out, err;
  const int status = chessy::run_app(args, in, out, err);
  const std::string what = "input:\n" + f.text + "backend " + backend + "\nstderr: " + err.str();

  switch (f.mode) {
    case Mode::kCount: {
      long long fundamental = -1, total = -1;
      std::string w1, w2;
      std::istringstream fields(out.str());
      ASSERT_TRUE(fields >> w1 >> fundamental >> w2 >> total) << what << "stdout: " << out.str();
      EXPECT_EQ(w1, "fundamental:") << what;
      EXPECT_EQ(w2, "total:") << what;
      EXPECT_EQ(total, f.total) << what;
      if (f.fundamental >= 0) {
        EXPECT_EQ(fundamental, f.fundamental) << what;
      }
      EXPECT_EQ(status, f.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution) << what;
      break;
    }
    case Mode::kSolvable: {
      EXPECT_EQ(status, chessy::kExitSolved) << what << "stdout: " << out.str();
      if (f.domination_by_queens) {
        EXPECT_TRUE(queens_dominate(board_rows(out.str())))
            << what << "the printed board does not dominate:\n" << out.str();
        const std::string printed = out.str();
        EXPECT_EQ(std::count(printed.begin(), printed.end(), 'Q'), f.queens)
            << what << "stdout: " << printed;
      }
      break;
    }
    case Mode::kUnsolvable:
      EXPECT_EQ(status, chessy::kExitNoSolution) << what << "stdout: " << out.str();
      EXPECT_EQ(out.str().find('Q'), std::string::npos) << what << "stdout: " << out.str();
      break;
  }
}

INSTANTIATE_TEST_SUITE_P(Published, Figures, testing::ValuesIn(runs()));

TEST(FiguresList, ParameterNamesAreDistinctAndValid) { expect_distinct_valid_names(runs()); }

}  // namespace
