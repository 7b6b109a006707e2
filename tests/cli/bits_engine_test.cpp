// The bit-parallel engine (--engine bits, issue 17) against the backtracking engine
// over the CNF and the brute-force referee: the same counts, --all text (class
// representatives and sizes, in order) and --no-symmetry text, with -j 1 and -j 2, on
// n queens up to 10 and on seeded random queen and rook problems (fewer pieces than
// rows, fixed pieces that may break the symmetry or attack each other); --limit,
// --stream and the refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "random_problems.hpp"
#include "referee.hpp"

namespace {

using helpers::run;

const std::vector<std::vector<std::string>> kModes = {
    {"--count"}, {"--all"}, {"--count", "--no-symmetry"}, {"--all", "--no-symmetry"}};

// `text` solved by the bit-parallel engine with -j 1 and -j 2 must print what the
// backtracking engine prints. Returns the number of solutions.
long long expect_same_as_backtrack(const std::string& text, const std::vector<std::string>& extra = {}) {
  long long total = 0;
  for (const std::vector<std::string>& mode : kModes) {
    std::vector<std::string> args{"-"};
    args.insert(args.end(), mode.begin(), mode.end());
    args.insert(args.end(), extra.begin(), extra.end());
    std::vector<std::string> reference = args;
    reference.insert(reference.end(), {"--engine", "backtrack", "-j", "1"});
    const helpers::AppRun expected = run(reference, text);
    if (mode.size() == 1 && mode[0] == "--count" && expected.status == 0)
      total = std::stoll(expected.out.substr(expected.out.find("total: ") + 7));
    for (const char* jobs : {"1", "2"}) {
      std::vector<std::string> bits = args;
      bits.insert(bits.end(), {"--engine", "bits", "-j", jobs, "--stats"});
      const helpers::AppRun got = run(bits, text);
      SCOPED_TRACE(mode.back() + " -j " + jobs + ", problem:\n" + text);
      EXPECT_EQ(got.status, expected.status) << got.err;
      EXPECT_EQ(got.out, expected.out);
      EXPECT_NE(got.err.find(" engine bits "), std::string::npos) << got.err;
    }
  }
  return total;
}

TEST(BitsEngine, NQueensUpToTenAsTheBacktrackingEngine) {
  for (int n = 1; n <= 10; ++n) expect_same_as_backtrack("size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n");
}

// Up to `holes` blocked cells at random cells not `used`, while more than `count` cells
// stay free; then up to `fixed` fixed pieces of `kind` likewise (a cell drawn twice is
// skipped).
void block_cells(referee::Problem& p, std::mt19937_64& rng, std::set<int>& used, int holes, int count) {
  const int cells = p.rows * p.cols;
  for (int i = 0; i < holes && cells - static_cast<int>(used.size()) > count; ++i) {
    const int cell = static_cast<int>(rng() % cells);
    if (used.insert(cell).second) p.blocked.push_back({cell / p.cols, cell % p.cols});
  }
}
void fix_pieces(referee::Problem& p, std::mt19937_64& rng, std::set<int>& used, int fixed, char kind) {
  for (int i = 0; i < fixed; ++i) {
    const int cell = static_cast<int>(rng() % (p.rows * p.cols));
    if (used.insert(cell).second) p.fixed.push_back({{kind, 0}, cell / p.cols, cell % p.cols});
  }
}

// A random problem of queens or rooks on a board of 1..8 rows and columns (a third of
// them rectangles): as many pieces as rows or (up to 6 rows) a few fewer, 0-3 of them
// fixed on random cells (which may attack each other), and on a third of the boards
// 1-3 blocked cells (issue 17: holes the rays pass over).
referee::Problem random_problem(std::mt19937_64& rng) {
  referee::Problem p;
  p.rows = p.cols = 1 + static_cast<int>(rng() % 8);
  if (rng() % 3 == 0) p.cols = 1 + static_cast<int>(rng() % 8);
  const char kind = rng() % 3 ? 'Q' : 'R';
  const int fewer = p.rows > 6 ? 0 : static_cast<int>(rng() % 4);
  const int count = std::max(1, std::min(p.rows, p.cols) - fewer);
  p.pieces.push_back({{kind, 0}, count});
  std::set<int> used;
  block_cells(p, rng, used, rng() % 3 == 0 ? 1 + static_cast<int>(rng() % 3) : 0, count);
  fix_pieces(p, rng, used, std::min(count, static_cast<int>(rng() % 4)), kind);
  return p;
}

TEST(BitsEngine, RandomQueensAndRooksAsTheBacktrackingEngine) {
  std::mt19937_64 rng(17);
  int solved = 0, fixed_solved = 0, fewer_solved = 0;  // the cases worth something
  for (int i = 0; i < 150; ++i) {
    const referee::Problem p = random_problem(rng);
    if (expect_same_as_backtrack(referee::problem_text(p)) == 0) continue;
    ++solved;
    fixed_solved += !p.fixed.empty();
    fewer_solved += p.pieces[0].count < p.rows;
  }
  EXPECT_GE(solved, 60);
  EXPECT_GE(fixed_solved, 20);
  EXPECT_GE(fewer_solved, 20);
}

TEST(BitsEngine, SmallRandomProblemsAsTheReferee) {
  std::mt19937_64 rng(1717);
  int checked = 0;
  while (checked < 60) {
    referee::Problem p = random_problem(rng);
    if (p.rows * p.cols > 25) continue;
    ++checked;
    const referee::Result expected = referee::solve(p);
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE("problem:\n" + text);
    const int status = expected.total > 0 ? 0 : 1;
    helpers::AppRun r = run({"-", "--count", "--engine", "bits"}, text);
    EXPECT_EQ(r.status, status);
    EXPECT_EQ(r.out, "fundamental: " + std::to_string(expected.fundamental) + "\ntotal: " +
                         std::to_string(expected.total) + "\n");
    r = run({"-", "--all", "--engine", "bits", "-j", "2"}, text);
    EXPECT_EQ(r.out, expected.all);
    r = run({"-", "--all", "--no-symmetry", "--engine", "bits"}, text);
    EXPECT_EQ(r.out, expected.all_no_symmetry);
  }
}

// A random completion (issue 24: the ordered search, docs/design.md "bits"): queens
// on 5..10 rows and columns (rooks up to 6, where the referee still tries every
// placement), a piece a row or up to two fewer, a quarter to a half of them fixed at
// random (they may attack each other), and on a third of the boards 1-3 holes.
referee::Problem random_completion(std::mt19937_64& rng) {
  referee::Problem p;
  const char kind = rng() % 4 ? 'Q' : 'R';
  const int side = kind == 'Q' ? 10 : 6;
  p.rows = 5 + static_cast<int>(rng() % (side - 4));
  p.cols = rng() % 3 ? p.rows : 5 + static_cast<int>(rng() % (side - 4));
  const int count = std::min(p.rows, p.cols) - static_cast<int>(rng() % 3);
  p.pieces.push_back({{kind, 0}, count});
  std::set<int> used;
  block_cells(p, rng, used, rng() % 3 ? 0 : 1 + static_cast<int>(rng() % 3), count);
  fix_pieces(p, rng, used, count / 4 + static_cast<int>(rng() % (count / 4 + 1)), kind);
  return p;
}

// The ordered search counts and lists what the referee does, and what the engine over
// the CNF prints, with one worker and two.
TEST(BitsEngine, RandomCompletionsAsTheRefereeAndTheCnfEngine) {
  std::mt19937_64 rng(2424);
  int solved = 0, symmetric = 0, fewer = 0;  // the cases worth something
  for (int i = 0; i < 40; ++i) {
    const referee::Problem p = random_completion(rng);
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE("problem:\n" + text);
    const referee::Result expected = referee::solve(p);
    EXPECT_EQ(expect_same_as_backtrack(text), expected.total);
    const helpers::AppRun all = run({"-", "--all", "--engine", "bits"}, text);
    EXPECT_EQ(all.out, expected.all);
    solved += expected.total > 0;
    symmetric += expected.total > expected.fundamental;
    fewer += expected.total > 0 && p.pieces[0].count < p.rows;
  }
  EXPECT_GE(solved, 20);
  EXPECT_GE(symmetric, 3);
  EXPECT_GE(fewer, 5);
}

// A random Excluded Diagonals problem (CSPLib 079, issue 39) or its kin: n queens (1 in
// 4 one or two fewer) on n x n, n = 4..8, with up to n whole diagonals blocked; on a
// third of the boards 1-4 more blocked cells, on half 1-2 fixed queens (which may
// attack each other). Cells stay blocked only while more than the pieces stay free.
referee::Problem random_excluded_diagonals(std::mt19937_64& rng) {
  referee::Problem p;
  const int n = 4 + static_cast<int>(rng() % 5);
  p.rows = p.cols = n;
  const int count = n - (rng() % 4 ? 0 : 1 + static_cast<int>(rng() % 2));
  p.pieces.push_back({{'Q', 0}, count});
  std::set<int> used;
  const int diagonals = static_cast<int>(rng() % (n + 1));
  for (int i = 0; i < diagonals; ++i) {
    const bool sum = rng() % 2;
    const int index = static_cast<int>(rng() % (2 * n - 1));
    for (int a = 0; a < n && n * n - static_cast<int>(used.size()) > count; ++a) {
      const int b = random_problems::diagonal_column(n, index, sum, a);
      if (b >= 0 && b < n && used.insert(a * n + b).second) p.blocked.push_back({a, b});
    }
  }
  if (rng() % 3 == 0) block_cells(p, rng, used, 1 + static_cast<int>(rng() % 4), count);
  if (rng() % 2 == 0) fix_pieces(p, rng, used, 1 + static_cast<int>(rng() % 2), 'Q');
  return p;
}

// The one-solution mode (issue 39: the ordered search, any solution will do): the
// default, which runs the bit-parallel backtracker first, and --engine bits alone, with
// and without the symmetry, answer "a solution" exactly where the referee finds one,
// and that solution is one of the referee's (a class representative, or with
// --no-symmetry any solution). The workers share the search's first choices: -j 1 and
// -j 3 answer as the default (one per core) does, the same solution.
TEST(BitsEngine, OneSolutionOnRandomExcludedDiagonalsAsTheReferee) {
  std::mt19937_64 rng(3939);
  int sat = 0, unsat = 0, fewer = 0, fixed = 0;  // the cases worth something
  for (int i = 0; i < 150; ++i) {
    const referee::Problem p = random_excluded_diagonals(rng);
    const std::string text = referee::problem_text(p);
    SCOPED_TRACE("problem:\n" + text);
    const referee::Result expected = referee::solve(p);
    const std::vector<std::string> classes = helpers::boards_of(expected.all);
    const std::vector<std::string> every = helpers::boards_of(expected.all_no_symmetry);
    for (const std::vector<std::string>& extra :
         std::vector<std::vector<std::string>>{{}, {"--no-symmetry"}, {"--engine", "bits"}, {"--engine", "bits", "--no-symmetry"}}) {
      std::vector<std::string> args{"-", "--stats"};
      args.insert(args.end(), extra.begin(), extra.end());
      const helpers::AppRun r = run(args, text);
      const std::string how = extra.empty() ? "default" : extra.back();
      EXPECT_NE(r.err.find("decided by bits"), std::string::npos) << how << ": " << r.err;
      if (expected.total == 0) {
        EXPECT_EQ(r.status, 1) << how << ": " << r.out << r.err;
        continue;
      }
      ASSERT_EQ(r.status, 0) << how << ": " << r.err;
      const std::vector<std::string> got = helpers::boards_of(r.out);
      ASSERT_EQ(got.size(), 1u) << how << ": " << r.out;
      const std::vector<std::string>& among = std::find(extra.begin(), extra.end(), "--no-symmetry") != extra.end() ? every : classes;
      EXPECT_NE(std::find(among.begin(), among.end(), got[0]), among.end()) << how << ": not the referee's:\n" << got[0];
    }
    const helpers::AppRun by_default = run({"-", "--no-symmetry"}, text);
    for (const char* jobs : {"1", "3"}) {
      const helpers::AppRun r = run({"-", "--no-symmetry", "-j", jobs}, text);
      EXPECT_EQ(r.status, by_default.status) << "-j " << jobs;
      EXPECT_EQ(r.out, by_default.out) << "-j " << jobs;
    }
    (expected.total ? sat : unsat) += 1;
    fewer += expected.total > 0 && p.pieces[0].count < p.rows;
    fixed += expected.total > 0 && !p.fixed.empty();
  }
  EXPECT_GE(sat, 50);  // 75, 75, 30 and 28
  EXPECT_GE(unsat, 50);
  EXPECT_GE(fewer, 20);
  EXPECT_GE(fixed, 20);
}

// Problems that keep some of G without the left-right mirror (the ordered search, each
// solution judged against its images) or with it (the rows in order, the mirror broken
// in the search): the same classes, sizes and representatives as the referee's.
TEST(BitsEngine, ClassesOfProblemsThatKeepSymmetries) {
  const std::vector<std::string> texts = {
      "size 8\n8*q\nq @ 0,2\nq @ 7,5\n",           // the half turn
      "size 8\n8*q\nx @ 0,0\nx @ 7,7\n",           // both diagonal mirrors and the half turn
      "size 7\n6*q\nx @ 3,3\n",                    // all of G, a hole in the centre
      "size 9\n9*q\nq @ 4,4\n",                    // all of G, a fixed queen in the centre
      "size 6 8\n6*q\nq @ 0,2\nq @ 5,5\n",         // a rectangle's half turn
      "size 7\n7*r\nr @ 0,0\nr @ 6,6\nx @ 3,4\nx @ 4,3\n"};  // rooks, the diagonal mirror
  for (const std::string& text : texts) {
    SCOPED_TRACE("problem:\n" + text);
    const long long total = expect_same_as_backtrack(text);
    const helpers::AppRun count = run({"-", "--count", "--engine", "bits"}, text);
    EXPECT_GT(total, 0);
    EXPECT_NE(count.out.find("total: " + std::to_string(total) + "\n"), std::string::npos);
    EXPECT_EQ(count.out.find("fundamental: " + std::to_string(total) + "\n"), std::string::npos) << count.out;
  }
}

// --limit K: exactly K of the classes --all prints, each with its class size.
TEST(BitsEngine, LimitGivesThatManyOfTheClasses) {
  const std::string text = "size 8\n8*q\n";
  const std::vector<std::string> all = helpers::boards_of(run({"-", "--all", "--engine", "backtrack"}, text).out);
  ASSERT_EQ(all.size(), 12u);
  for (const char* jobs : {"1", "2"}) {
    const helpers::AppRun r = run({"-", "--all", "--engine", "bits", "--limit", "5", "-j", jobs}, text);
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.err.find("stopped at --limit 5"), std::string::npos) << r.err;
    const std::vector<std::string> got = helpers::boards_of(r.out);
    ASSERT_EQ(got.size(), 5u) << r.out;
    for (const std::string& b : got) EXPECT_NE(std::find(all.begin(), all.end(), b), all.end()) << b;
    const helpers::AppRun c = run({"-", "--count", "--engine", "bits", "--limit", "5", "-j", jobs}, text);
    EXPECT_EQ(c.out.rfind("fundamental: 5\n", 0), 0u) << c.out;
  }
}

// --stream: every class once, the same boards as --all in some order.
TEST(BitsEngine, StreamPrintsEveryClassOnce) {
  const std::string text = "size 9\n9*q\n";
  std::vector<std::string> all = helpers::boards_of(run({"-", "--all", "--engine", "backtrack"}, text).out);
  std::vector<std::string> streamed =
      helpers::boards_of(run({"-", "--all", "--stream", "--engine", "bits", "-j", "2"}, text).out);
  ASSERT_EQ(all.size(), 46u);
  std::sort(all.begin(), all.end());
  std::sort(streamed.begin(), streamed.end());
  EXPECT_EQ(streamed, all);
}

TEST(BitsEngine, RefusedWhereItDoesNotApply) {
  for (const char* text : {"size 4\n3*n\n", "2*q\n2*r\n", "d\n5*q\n", "2*q w\n2*q b\n"}) {
    const helpers::AppRun r = run({"-", "--count", "--engine", "bits"}, text);
    EXPECT_EQ(r.status, 2) << text;
    EXPECT_EQ(r.err.rfind("chessy-sat: --engine bits: only for colourless independence problems", 0), 0u) << text << r.err;
  }
  const helpers::AppRun r = run({"-", "--size", "65", "--count", "--engine", "bits"}, "3*q\n");
  EXPECT_EQ(r.status, 2) << r.err;
  helpers::TempFile part("bits-part", ".json");
  // (Not plain n queens, whose count the n-queens counter splits: tests/cli/queens_parts_test.cpp.)
  const helpers::AppRun p = run({"-", "--count", "--engine", "bits", "--part", "0/2", "-o", part.path()}, "7*q\n");
  EXPECT_EQ(p.status, 2);
  EXPECT_EQ(p.err, "chessy-sat: --engine bits: not with --part (parts are split over the CNF)\n");
}

// Auto takes the bit-parallel engine for plain queens, and not for parts.
TEST(BitsEngine, AutoTakesItForQueens) {
  EXPECT_NE(run({"-", "--count", "--stats"}, "8*q\n").err.find(" engine bits "), std::string::npos);
  EXPECT_NE(run({"-", "--count", "--stats"}, "size 4\n3*n\n").err.find(" engine backtrack "), std::string::npos);
}

// Above 20x20 auto takes it where the rows may come in any order (--count, --all), and
// leaves --limit and --stream, whose rows come in order, to the engines over the CNF
// (issue 24: 10 queens fixed on 24x24 by gen-completion, seed 1).
TEST(BitsEngine, AutoTakesItForCompletionsAboveTwenty) {
  const std::string text =
      "size 24\n24*q\nq @ 8,6\nq @ 0,9\nq @ 5,11\nq @ 1,18\nq @ 23,7\nq @ 20,3\nq @ 9,20\nq @ 3,23\nq @ 12,8\n"
      "q @ 2,1\n";
  const helpers::AppRun count = run({"-", "--count", "--stats"}, text);
  EXPECT_EQ(count.out, run({"-", "--count", "--engine", "backtrack"}, text).out);
  EXPECT_NE(count.err.find(" engine bits "), std::string::npos) << count.err;
  EXPECT_NE(run({"-", "--all", "--stats"}, text).err.find(" engine bits "), std::string::npos);
  for (const char* extra : {"--limit", "--stream"}) {
    std::vector<std::string> args{"-", "--all", "--stats", extra};
    if (extra == std::string("--limit")) args.push_back("2");
    EXPECT_NE(run(args, text).err.find(" engine backtrack "), std::string::npos) << extra;
  }
}

// --timeout stops the search: exit 4, with what was found (representatives come early).
TEST(BitsEngine, TimeoutKeepsWhatWasFound) {
  const helpers::AppRun r = run({"-", "--size", "18", "--count", "--engine", "bits", "--timeout", "0.3"}, "18*q\n");
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err.rfind("chessy-sat: --timeout 0.3 reached after ", 0), 0u) << r.err;
  EXPECT_EQ(r.out.find("fundamental: 0\n"), std::string::npos) << r.out;
}

}  // namespace
