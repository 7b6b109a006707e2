// Round trip through the stock SAT solvers Debian ships (cadical, minisat, picosat,
// cryptominisat5; a missing one is skipped): `--dimacs` writes the CNF, the solver
// binary solves it, `decode` reads its answer back. A satisfiable problem must come
// back as a board that the brute-force referee (tests/support/referee.hpp, which shares no
// code with chessy-sat) accepts, and the solver's exit status must agree with
// chessy-sat's own; an unsatisfiable one must stay unsatisfiable.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "helpers.hpp"
#include "referee.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using helpers::TempFile;
using referee::FixedPiece;
using referee::Piece;
using referee::PieceCount;

struct StockSolver {
  std::string binary;
  std::string command;  // how to run it: {cnf} and {out} stand for the two files
};

const std::vector<StockSolver> kStockSolvers = {
    {"cadical", "cadical -q {cnf} > {out}"},
    {"minisat", "minisat -verb=0 {cnf} {out} > /dev/null"},  // its result file: SAT/UNSAT, literals
    {"picosat", "picosat {cnf} > {out}"},
    {"cryptominisat5", "cryptominisat5 --verb 0 {cnf} > {out}"},
};

// Names the parameter in test output (ctest shows it in place of the index).
void PrintTo(const StockSolver& solver, std::ostream* os) { *os << solver.binary; }

bool installed(const std::string& binary) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (std::size_t start = 0; start <= dirs.size();) {
    std::size_t end = std::min(dirs.find(':', start), dirs.size());
    std::error_code ec;
    if (std::filesystem::exists(std::filesystem::path(dirs.substr(start, end - start)) / binary, ec)) return true;
    start = end + 1;
  }
  return false;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The exit status of a shell command (-1 when it did not exit).
int shell(const std::string& command) {
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

referee::Problem problem(int m, std::vector<PieceCount> pieces, std::vector<FixedPiece> fixed = {},
                         bool domination = false) {
  referee::Problem p;
  p.rows = p.cols = m;
  p.domination = domination;
  p.coloured = pieces.front().piece.colour != 0;
  p.pieces = std::move(pieces);
  p.fixed = std::move(fixed);
  return p;
}

struct Case {
  std::string name;
  referee::Problem problem;
  bool satisfiable;
};

// Satisfiable and unsatisfiable; colourless, coloured, domination, completion.
std::vector<Case> cases() {
  const Piece Q{'Q', 0}, R{'R', 0}, N{'N', 0}, K{'K', 0}, P{'P', 0}, B{'B', 0};
  const Piece Qw{'Q', 'w'}, Qb{'Q', 'b'}, Rw{'R', 'w'}, Rb{'R', 'b'}, Bw{'B', 'w'}, Nb{'N', 'b'}, Pw{'P', 'w'},
      Pb{'P', 'b'};
  return {
      {"8 queens", problem(8, {{Q, 8}}), true},
      {"9 queens on 8x8", problem(8, {{Q, 9}}), false},
      {"3 queens on 3x3", problem(3, {{Q, 3}}), false},
      {"kings, knight, pawn", problem(4, {{K, 2}, {N, 1}, {P, 1}}), true},
      {"rooks and bishops", problem(5, {{R, 3}, {B, 3}}), true},
      {"coloured rooks, bishop, knight", problem(5, {{Rw, 1}, {Rb, 1}, {Bw, 1}, {Nb, 1}}), true},
      {"coloured pawns and queens", problem(4, {{Qw, 1}, {Qb, 1}, {Pw, 1}, {Pb, 1}}), true},
      {"coloured queens on 2x2", problem(2, {{Qw, 1}, {Qb, 1}}), false},
      {"queen and pawn dominate 3x3", problem(3, {{Q, 1}, {P, 1}}, {}, true), true},
      {"2 queens dominate 4x4", problem(4, {{Q, 2}}, {}, true), true},
      {"1 queen cannot dominate 4x4", problem(4, {{Q, 1}}, {}, true), false},
      {"Nauck's completion", problem(8, {{Q, 8}}, {{Q, 3, 3}, {Q, 4, 1}}), true},
      {"4 queens with one in a corner", problem(4, {{Q, 4}}, {{Q, 0, 0}}), false},
      {"domination completion", problem(3, {{Q, 1}, {P, 1}}, {{Q, 0, 1}, {P, 1, 1}}, true), false},
  };
}

class RoundTrip : public testing::TestWithParam<StockSolver> {};

TEST_P(RoundTrip, DecodedAnswerIsASolutionAndUnsatStaysUnsat) {
  const StockSolver& solver = GetParam();
  if (!installed(solver.binary)) GTEST_SKIP() << solver.binary << " is not installed";
  for (const Case& c : cases()) {
    // The CNF of the default mode, and the one --all writes (symmetry breaking).
    for (const std::vector<std::string>& options : {std::vector<std::string>{}, std::vector<std::string>{"--all"}}) {
      const std::string text = referee::problem_text(c.problem);
      SCOPED_TRACE(c.name + (options.empty() ? "" : " --all") + "\n" + text);
      TempFile input("chessy-roundtrip-problem"), cnf("chessy-roundtrip", ".cnf"), out("chessy-roundtrip-answer");
      input.write(text);

      std::vector<std::string> args{input.path(), "--dimacs", cnf.path()};
      args.insert(args.end(), options.begin(), options.end());
      const AppRun dimacs = run(args);
      ASSERT_EQ(dimacs.status, chessy::kExitSolved) << dimacs.err;
      const int solved = shell(replace_all(replace_all(solver.command, "{cnf}", cnf.path()), "{out}", out.path()));
      EXPECT_EQ(solved, c.satisfiable ? 10 : 20) << solver.binary << " on " << cnf.path();
      EXPECT_EQ(run({input.path()}).status, c.satisfiable ? chessy::kExitSolved : chessy::kExitNoSolution);

      args = {"decode", input.path(), out.path()};
      args.insert(args.end(), options.begin(), options.end());
      const AppRun decoded = run(args);
      if (!c.satisfiable) {
        EXPECT_EQ(decoded.status, chessy::kExitNoSolution) << decoded.err;
        EXPECT_EQ(decoded.out, "no solution\n");
        continue;
      }
      ASSERT_EQ(decoded.status, chessy::kExitSolved) << decoded.out << decoded.err;
      EXPECT_TRUE(referee::is_solution(c.problem, referee::parse_board(decoded.out))) << decoded.out;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(StockSolvers, RoundTrip, testing::ValuesIn(kStockSolvers),
                         [](const testing::TestParamInfo<StockSolver>& info) { return info.param.binary; });

// The pipe a user would type, with the real chessy-sat program.
TEST(RoundTripPipe, SolverOutputPipedIntoDecode) {
  if (!installed("cadical")) GTEST_SKIP() << "cadical is not installed";
  TempFile input("chessy-pipe-problem"), board("chessy-pipe-board");
  input.write("size 6\n6*q\n");
  const std::string chessy = CHESSY_BINARY;
  const int status = shell(chessy + " " + input.path() + " --dimacs - | cadical -q | " + chessy + " decode " +
                           input.path() + " - > " + board.path());
  EXPECT_EQ(status, 0);
  referee::Problem six;
  six.rows = six.cols = 6;
  six.pieces = {{{'Q', 0}, 6}};
  EXPECT_TRUE(referee::is_solution(six, referee::parse_board(board.read()))) << board.read();
}

}  // namespace
