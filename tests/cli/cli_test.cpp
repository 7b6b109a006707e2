// The command line end to end through run_app, exactly what users run (docs/manual.md):
// help and version, standard input, -o FILE, --size, the default mode, "no solution",
// --all with --limit, completion problems.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "backends/solver.hpp"
#include "cli/app.hpp"
#include "helpers.hpp"

namespace {

namespace fs = std::filesystem;

using helpers::AppRun;
using helpers::boards_of;
using helpers::lines_of;
using helpers::run;
using helpers::TempFile;

// Whether `board` (colourless text, one '\n'-ended line per row) is m×m and holds
// exactly `queens` queens, no two on a row, column or diagonal.
::testing::AssertionResult is_queens_solution(const std::string& board, int m, int queens) {
  const std::vector<std::string> rows = lines_of(board);
  if (static_cast<int>(rows.size()) != m) return ::testing::AssertionFailure() << rows.size() << " rows:\n" << board;
  if (board.empty() || board.back() != '\n') return ::testing::AssertionFailure() << "no final newline";
  std::vector<std::pair<int, int>> at;
  for (int r = 0; r < m; ++r) {
    if (static_cast<int>(rows[static_cast<std::size_t>(r)].size()) != m)
      return ::testing::AssertionFailure() << "row " << r << " is not " << m << " wide:\n" << board;
    for (int c = 0; c < m; ++c) {
      char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (ch == 'Q') at.emplace_back(r, c);
      else if (ch != '-') return ::testing::AssertionFailure() << "bad cell '" << ch << "':\n" << board;
    }
  }
  if (static_cast<int>(at.size()) != queens)
    return ::testing::AssertionFailure() << at.size() << " queens, not " << queens << ":\n" << board;
  for (std::size_t i = 0; i < at.size(); ++i)
    for (std::size_t j = i + 1; j < at.size(); ++j) {
      auto [r1, c1] = at[i];
      auto [r2, c2] = at[j];
      if (r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2)
        return ::testing::AssertionFailure() << "queens attack each other:\n" << board;
    }
  return ::testing::AssertionSuccess();
}

TEST(Cli, HelpPrintsUsageAndExitsZero) {
  for (const char* flag : {"--help", "-h"}) {
    const AppRun r = run({flag});
    EXPECT_EQ(r.status, chessy::kExitSolved);
    EXPECT_NE(r.out.find("usage:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--all"), std::string::npos);
    EXPECT_EQ(r.err, "");
  }
}

TEST(Cli, VersionPrintsOneLineAndExitsZero) {
  const AppRun r = run({"--version"});
  EXPECT_EQ(r.status, chessy::kExitSolved);
  EXPECT_EQ(r.out.rfind("chessy-sat ", 0), 0u) << r.out;
  EXPECT_EQ(lines_of(r.out).size(), 1u);
  EXPECT_EQ(r.err, "");
}

TEST(Cli, DashReadsTheProblemFromStandardInput) {
  const AppRun r = run({"-", "--count"}, "size 6\n6*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out, "fundamental: 1\ntotal: 4\n");
}

TEST(Cli, DefaultModePrintsOneValidBoard) {
  for (const std::string& backend : chessy::backend_names()) {
    SCOPED_TRACE(backend);
    const AppRun r = run({"-", "--backend", backend}, "size 8\n8*q\n");
    EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
    EXPECT_TRUE(is_queens_solution(r.out, 8, 8));
    EXPECT_EQ(r.err, "");
  }
}

TEST(Cli, DefaultModeReadsAFile) {
  TempFile problem("chessy-cli-problem");
  problem.write("# five queens\nsize 5\n5*q\n");
  const AppRun r = run({problem.path()});
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_TRUE(is_queens_solution(r.out, 5, 5));
}

TEST(Cli, ImpossibleProblemSaysNoSolutionAndExitsOne) {
  for (const std::string& backend : chessy::backend_names()) {
    SCOPED_TRACE(backend);
    const AppRun r = run({"-", "--backend", backend}, "size 8\n9*q\n");
    EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
    EXPECT_EQ(r.out, "no solution\n");
    EXPECT_EQ(r.err, "");
  }
}

TEST(Cli, ImpossibleProblemWithAllPrintsNothingAndExitsOne) {
  const AppRun r = run({"-", "--all"}, "size 3\n3*q\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(Cli, ImpossibleProblemCountsZero) {
  const AppRun r = run({"-", "--count"}, "size 3\n3*q\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
  EXPECT_EQ(r.out, "fundamental: 0\ntotal: 0\n");
}

TEST(Cli, SizeOptionOverridesTheFile) {
  const AppRun r = run({"-", "--size", "4"}, "size 8\n4*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_TRUE(is_queens_solution(r.out, 4, 4));
  const AppRun c = run({"-", "--count", "--size", "6"}, "size 8\n6*q\n");
  EXPECT_EQ(c.out, "fundamental: 1\ntotal: 4\n");
}

TEST(Cli, SizeOptionWorksWithoutASizeLine) {
  const AppRun r = run({"-", "--count", "--size", "5"}, "5*q\n");
  EXPECT_EQ(r.out, "fundamental: 2\ntotal: 10\n");
}

TEST(Cli, AllPrintsTheRepresentativeOfEachClass) {
  // The two 4-queens solutions form one class; its smallest board text ('-' < 'Q').
  const AppRun r = run({"-", "--all"}, "size 4\n4*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out, "--Q-\nQ---\n---Q\n-Q--\n");
}

TEST(Cli, AllWithNoSymmetryPrintsEverySolutionSeparatedByBlankLines) {
  const AppRun r = run({"-", "--all", "--no-symmetry"}, "size 4\n4*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out, "--Q-\nQ---\n---Q\n-Q--\n\n-Q--\n---Q\nQ---\n--Q-\n");
}

TEST(Cli, LimitThreeWithAllPrintsExactlyThreeBoards) {
  for (const std::string& backend : chessy::backend_names()) {
    SCOPED_TRACE(backend);
    const AppRun r = run({"-", "--all", "--limit", "3", "--backend", backend}, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
    const std::vector<std::string> boards = boards_of(r.out);
    ASSERT_EQ(boards.size(), 3u) << r.out;
    for (const std::string& b : boards) EXPECT_TRUE(is_queens_solution(b, 8, 8));
    EXPECT_NE(boards[0], boards[1]);
    EXPECT_NE(boards[1], boards[2]);
    EXPECT_NE(boards[0], boards[2]);
    // Exactly two blank lines between three boards, none at the end.
    EXPECT_EQ(lines_of(r.out).size(), 3u * 8u + 2u);
    EXPECT_NE(r.out.substr(r.out.size() - 2), "\n\n");
  }
}

TEST(Cli, OutputOptionWritesResultsToTheFileAndNothingToStdout) {
  TempFile out("chessy-cli-output");
  const AppRun r = run({"-", "--all", "-o", out.path()}, "size 4\n4*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(out.read(), "--Q-\nQ---\n---Q\n-Q--\n");
}

TEST(Cli, OutputOptionHoldsTheSameTextAsStdout) {
  TempFile out("chessy-cli-output-count");
  const AppRun to_file = run({"-", "--count", "--output", out.path()}, "size 6\n6*q\n");
  const AppRun to_stdout = run({"-", "--count"}, "size 6\n6*q\n");
  EXPECT_EQ(to_file.status, to_stdout.status);
  EXPECT_EQ(to_file.out, "");
  EXPECT_EQ(out.read(), to_stdout.out);
}

TEST(Cli, OutputOptionRecordsNoSolution) {
  TempFile out("chessy-cli-output-none");
  const AppRun r = run({"-", "-o", out.path()}, "9*q\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(out.read(), "no solution\n");
}

TEST(Cli, BadInputWritesNoOutputFile) {
  TempFile out("chessy-cli-output-bad");
  const AppRun r = run({"-", "-o", out.path()}, "x\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_FALSE(fs::exists(out.path()));
}

TEST(Cli, CompletionKeepsTheFixedPieces) {
  // (0,0) (1,4) (2,7) start the 8-queens solution 0 4 7 5 2 6 1 3, its only completion.
  const AppRun r = run({"-"}, "8*q\nq @ 0,0\nq @ 1,4\nq @ 2,7\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out,
            "Q-------\n"
            "----Q---\n"
            "-------Q\n"
            "-----Q--\n"
            "--Q-----\n"
            "------Q-\n"
            "-Q------\n"
            "---Q----\n");
}

TEST(Cli, FixedPiecesThatAttackEachOtherHaveNoSolution) {
  const AppRun r = run({"-"}, "8*q\nq @ 0,0\nq @ 3,3\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
  EXPECT_EQ(r.out, "no solution\n");
}

TEST(Cli, ColouredProblemPrintsColourLetters) {
  const AppRun r = run({"-"}, "size 2\nk w\nk b\n");
  // Two kings of opposite colours on a 2x2 board always attack each other.
  EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
  const AppRun s = run({"-"}, "size 3\nk w\nk b\n");
  EXPECT_EQ(s.status, chessy::kExitSolved) << s.err;
  const std::vector<std::string> rows = lines_of(s.out);
  ASSERT_EQ(rows.size(), 3u) << s.out;
  for (const std::string& row : rows) EXPECT_EQ(row.size(), 6u) << s.out;
  EXPECT_NE(s.out.find("Kw"), std::string::npos) << s.out;
  EXPECT_NE(s.out.find("Kb"), std::string::npos) << s.out;
}

}  // namespace

namespace {

// --fixed FILE: fixed pieces from a plain list, the same as `@` lines in the problem.
TEST(CliFixedList, ListGivesWhatTheProblemsOwnFixedLinesGive) {
  TempFile list("fixed-list");
  list.write("# Nauck's two queens\n3 3\n\nq 4,1\n");
  const AppRun with_list = run({"-", "--fixed", list.path(), "--all"}, "8*q\n");
  const AppRun in_file = run({"-", "--all"}, "8*q\nq @ 3,3\nq @ 4,1\n");
  EXPECT_EQ(with_list.status, 0) << with_list.err;
  EXPECT_EQ(with_list.out, in_file.out);
  EXPECT_EQ(boards_of(with_list.out).size(), 2u);
  // A coloured piece, and the list added to fixed pieces the problem has already.
  list.write("r w 0,0\n");
  const AppRun coloured = run({"-", "--fixed", list.path(), "--count"}, "r w\nr b @ 7,7\n");
  EXPECT_EQ(coloured.out, run({"-", "--count"}, "r w @ 0,0\nr b @ 7,7\n").out);
}

TEST(CliFixedList, BadListsNameTheirFileAndLine) {
  TempFile list("fixed-bad");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"3 3\n3 x\n", ":2: expected a column number, found 'x'"},
      {"3 3\n9,2\n", ":2: cell 9,2 is off the 8x8 board"},
      {"z 1 1\n", ":1: expected ROW COL or a piece letter (q r b n k p), found 'z 1 1'"},
      {"1 1\n1,1\n", ":2: cell 1,1 is already fixed on line 1"},
      {"r 1,1\n", ":1: fixed piece R is not in the piece list"},
      {"1 1 1\n", ":1: unexpected '1'"},
  };
  for (const auto& [text, message] : cases) {
    list.write(text);
    const AppRun r = run({"-", "--fixed", list.path()}, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput) << text;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, list.path() + message + "\n") << text;
  }
  EXPECT_EQ(run({"-", "--fixed", "-"}, "8*q\n").err, "chessy-sat: INPUT and --fixed cannot both be standard input\n");
}

// Issue 14.9: a second --fixed silently replaced the first, losing its pieces.
TEST(CliFixedList, GivenTwiceIsRefused) {
  TempFile first("fixed-first"), second("fixed-second");
  first.write("3 3\n");
  second.write("4 1\n");
  const AppRun r = run({"-", "--all", "--fixed", first.path(), "--fixed=" + second.path()}, "8*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: --fixed given twice (one list: join the files) (see --help)\n");
}

}  // namespace

// Auto may hand a cube from backtracking over to the SAT engine, so each worker may
// hold the CNF twice: the memory check counts both, before any work.
TEST(Cli, MemoryCheckCountsTheSearchAndTheSolverOfAutosWorkers) {
  const std::string text = "size 200\n200*q\n";  // 40,000 placements: checked
  const AppRun automatic = run({"-", "--count", "-j", "1", "--max-memory", "1", "-q"}, text);
  EXPECT_EQ(automatic.status, chessy::kExitBadInput);
  EXPECT_NE(automatic.err.find("2 solver(s)"), std::string::npos) << automatic.err;
  const AppRun sat = run({"-", "--count", "-j", "1", "--max-memory", "1", "--engine", "sat", "-q"}, text);
  EXPECT_EQ(sat.status, chessy::kExitBadInput);
  EXPECT_NE(sat.err.find("1 solver(s)"), std::string::npos) << sat.err;
}

// --engine offers the engines of chessy/choices.hpp but local, which --stats names
// (the default mode's local search) and no one chooses.
TEST(Cli, EngineTakesEveryChoiceButLocal) {
  const AppRun local = run({"-", "--engine", "local"}, "8*q\n");
  EXPECT_EQ(local.status, chessy::kExitBadInput);
  EXPECT_EQ(local.err, "chessy-sat: unknown engine 'local' (auto, sat, backtrack, bits, regions) (see --help)\n");
  for (const char* engine : {"auto", "sat", "backtrack", "bits"})
    EXPECT_EQ(run({"-", "--count", "--engine", engine}, "size 6\n6*q\n").out, "fundamental: 1\ntotal: 4\n") << engine;
}
