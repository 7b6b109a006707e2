// Huge boards on the command line (docs/rules.md "Huge boards", issue 24): what is
// refused on them before any work (one line naming the limit and the size line, exit
// 2), the placement list (--format placements, the default above 1000 columns), the
// route of run() to the huge-board engine with every answer's exit status (0, 1, 3,
// 5), and `chessy-sat check`.
//
// The engine's answers are reached here through RunEnvironment::huge_engine, a stand-in
// that answers what each test needs. The suite HugeEngine at the end runs the engine
// itself: it passes only with the engine of enumerate/huge/huge_board.cpp, and skips while
// that file is the stub whose answers all say "stub".
#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <string>
#include <vector>

#include "enumerate/huge/huge_board.hpp"
#include "helpers.hpp"
#include "model/parse.hpp"

namespace {

using chessy::HugeAnswer;
using helpers::AppRun;
using helpers::lines_of;
using helpers::run;
using helpers::TempFile;

// `chessy-sat args...` with the engine replaced by `engine`.
AppRun run_with(const chessy::HugeEngine& engine, const std::vector<std::string>& args, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.huge_engine = engine;
  const int status = chessy::run_app(args, in, out, err, env);
  return {status, out.str(), err.str()};
}

// An engine that answers `status`, with a piece on (r, col(r)) in each row when found.
chessy::HugeEngine answering(HugeAnswer::Status status, int (*col)(int row) = nullptr, const char* why = "") {
  return [=](const chessy::Problem& problem, const std::atomic<bool>&) {
    HugeAnswer a;
    a.status = status;
    a.why = why;
    if (col)
      for (int r = 0; r < problem.rows; ++r) a.col.push_back(col(r));
    return a;
  };
}

int diagonal(int row) { return row; }
int wrap(int row) { return (row + 1) % 2000; }

const std::string kRooks = "size 2000\n2000*r\n";

void expect_one_line_refusal(const AppRun& r, const std::string& text) {
  EXPECT_EQ(r.status, chessy::kExitBadInput) << r.err;
  EXPECT_EQ(r.out, "");
  ASSERT_EQ(lines_of(r.err).size(), 1u) << r.err;
  EXPECT_NE(r.err.find(text), std::string::npos) << r.err;
}

TEST(HugeBoard, ModesOfBoardsUpToAThousandAreRefusedBeforeAnyWork) {
  // Each would run for ever or forever hold memory; each returns at once with 2.
  const std::string huge = "# ten million columns\nsize 10000000\n10000000*q\n";
  const std::string at = "<stdin>:2: the board is 10000000x10000000: ";
  expect_one_line_refusal(run({"-", "--count"}, huge),
                          at + "--count counts boards up to 1000 a side; above it, one solution only");
  expect_one_line_refusal(run({"-", "--all"}, huge), at + "--all lists boards up to 1000 a side");
  expect_one_line_refusal(run({"-", "--all", "--part", "0/2"}, huge), at + "--all lists boards");
  expect_one_line_refusal(run({"-", "--dimacs", "-"}, huge), at + "--dimacs writes the CNF of boards up to 1000 a side");
  for (const char* engine : {"sat", "backtrack", "bits"})
    expect_one_line_refusal(run({"-", "--engine", engine}, huge),
                            at + "--engine " + engine + " solves boards up to 1000 a side");
  expect_one_line_refusal(run({"-", "--format", "text"}, huge),
                          at + "--format text draws boards up to 1000 columns; above it, --format placements");
  expect_one_line_refusal(run({"-", "--format", "unicode"}, "size 2000 8\n8*q\n"),
                          "<stdin>:1: the board is 2000x8: --format unicode draws boards up to 1000 a side");
  expect_one_line_refusal(run({"-", "--format", "svg"}, huge), at + "--format svg draws");
  TempFile model("huge-model");
  model.write("s SATISFIABLE\nv 1 0\n");
  expect_one_line_refusal(run({"decode", "-", model.path()}, huge), at + "decode reads the CNF of boards up to 1000");
  // --size names the file, with no line.
  expect_one_line_refusal(run({"-", "--size", "3000", "--count"}, "q\n"), "<stdin>: the board is 3000x3000: --count");
}

// --max-memory holds above 1000 a side too: the engine is sized before it runs (10^7
// queens wrote every placement with --max-memory 1, 378 MB at its peak).
TEST(HugeBoard, TheMemoryLimitIsCheckedBeforeTheHugeEngineRuns) {
  const std::string huge = "size 10000000\n10000000*q\n";
  for (const char* limit : {"1", "100"}) {
    const AppRun r = run({"-", "--max-memory", limit}, huge);
    EXPECT_EQ(r.status, chessy::kExitBadInput) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("<stdin>: needs about ", 0), 0u) << r.err;  // one line, no note before it
    EXPECT_NE(r.err.find(" MiB (the huge-board engine), more than the " + std::string(limit) + " MiB allowed; raise it with --max-memory MB\n"),
              std::string::npos) << r.err;
  }
  // A million fit in 100 MiB (about 33 MiB at the peak, measured).
  const AppRun fits = run({"-", "--max-memory", "100", "-q"}, "size 1000000\n1000000*q\n");
  EXPECT_EQ(fits.status, 0) << fits.err;
  EXPECT_EQ(lines_of(fits.out).size(), 1000000u);
}

TEST(HugeBoard, OtherProblemsSayWhichGoFurther) {
  const std::string further = "is out of range 1..1000 (up to 10000000 for queens or rooks independence, one solution)";
  expect_one_line_refusal(run({"-"}, "size 2000\n3*k\n"), "<stdin>:1: board size 2000 " + further);
  expect_one_line_refusal(run({"-", "--max"}, "size 2000\n?*q\n"), "<stdin>:1: board size 2000 " + further);
  expect_one_line_refusal(run({"-", "--size", "1001"}, "d\nq\n"), "<stdin>: board size 1001 " + further);
  TempFile json("huge", ".json");
  json.write(R"({"size": [4, 5000], "problem": "domination", "pieces": [{"piece": "q", "count": 4}]})");
  expect_one_line_refusal(run({json.path()}), json.path() + ": size: board size 5000 " + further);
  expect_one_line_refusal(run({"-", "--size", "10000001"}, "q\n"), "--size must be between 1 and 10000000");
  expect_one_line_refusal(run({"-", "--size", "999..1001", "--csv"}, "n*q\n"), "between 1 and 1000");
}

TEST(HugeBoard, AFoundAnswerIsCheckedThenPrintedAsPlacements) {
  const AppRun r = run_with(answering(HugeAnswer::Status::Found, diagonal), {"-"}, kRooks);
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: the board has 2000 columns: printing placements (--format placements)\n");
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2000u);
  EXPECT_EQ(lines[0], "r @ 0,0");
  EXPECT_EQ(lines[1999], "r @ 1999,1999");
  // -q: no note; --format placements given: no note either.
  EXPECT_EQ(run_with(answering(HugeAnswer::Status::Found, diagonal), {"-", "-q"}, kRooks).err, "");
  EXPECT_EQ(run_with(answering(HugeAnswer::Status::Found, diagonal), {"-", "--format", "placements"}, kRooks).err, "");
  // JSON: the pieces, no board.
  const AppRun json = run_with(answering(HugeAnswer::Status::Found, diagonal), {"-", "--json"}, kRooks);
  EXPECT_EQ(json.status, chessy::kExitSolved);
  EXPECT_EQ(json.err, "");
  EXPECT_EQ(json.out.rfind(R"({"solution":[{"piece":"R","colour":null,"row":0,"col":0},)", 0), 0u) << json.out.substr(0, 80);
  // A JSON problem of the same board: the same answer.
  TempFile problem("huge", ".json");
  problem.write(R"({"size": 2000, "pieces": [{"piece": "r", "count": 2000}], "fixed": [{"piece": "r", "row": 5, "col": 5}]})");
  const AppRun from_json = run_with(answering(HugeAnswer::Status::Found, diagonal), {problem.path(), "-q"}, "");
  EXPECT_EQ(from_json.status, chessy::kExitSolved) << from_json.err;
  EXPECT_EQ(from_json.out, run_with(answering(HugeAnswer::Status::Found, diagonal), {"-", "-q"}, kRooks).out);
}

TEST(HugeBoard, AFewColumnsArePrintedAsABoard) {
  // 1500 rows of 4 columns: a text board still (docs/output.md).
  const AppRun r = run_with(answering(HugeAnswer::Status::Found, [](int row) { return row < 4 ? row : -1; }), {"-"},
                            "size 1500 4\n4*r\nx @ 5,3\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 1500u);
  EXPECT_EQ(lines[0], "R---");
  EXPECT_EQ(lines[3], "---R");
  EXPECT_EQ(lines[5], "---x");
  EXPECT_EQ(r.err, "");
}

TEST(HugeBoard, AnAnswerThatBreaksTheRulesIsAnInternalError) {
  const AppRun r = run_with(answering(HugeAnswer::Status::Found, wrap), {"-"}, "size 2000\n2000*q\n");
  EXPECT_EQ(r.status, chessy::kExitInternal);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("internal error: the huge-board engine's answer breaks the rules: q @ 1,2 attacks q @ 0,1"),
            std::string::npos)
      << r.err;
  // A fixed piece the answer left out.
  const AppRun fixed = run_with(answering(HugeAnswer::Status::Found, diagonal), {"-"}, kRooks + "r @ 7,8\n");
  EXPECT_EQ(fixed.status, chessy::kExitInternal);
  EXPECT_NE(fixed.err.find("<stdin>:3: the fixed r @ 7,8 is missing from the answer"), std::string::npos) << fixed.err;
}

TEST(HugeBoard, NoneProvenIsNoSolutionAndGivenUpIsUndecided) {
  const AppRun none =
      run_with(answering(HugeAnswer::Status::NoneExists, nullptr, "two fixed queens attack each other"), {"-"}, kRooks);
  EXPECT_EQ(none.status, chessy::kExitNoSolution);
  EXPECT_EQ(none.out, "no solution\n");
  EXPECT_EQ(none.err, "chessy-sat: the board has 2000 columns: printing placements (--format placements)\n"
                      "chessy-sat: two fixed queens attack each other\n");
  const AppRun gave_up = run_with(answering(HugeAnswer::Status::GaveUp, nullptr, "proving that none exists needs more"),
                                  {"-", "-q"}, kRooks);
  EXPECT_EQ(gave_up.status, chessy::kExitUndecided);
  EXPECT_EQ(gave_up.out, "");  // never "no solution" without a proof
  ASSERT_EQ(lines_of(gave_up.err).size(), 1u) << gave_up.err;
  EXPECT_EQ(gave_up.err.rfind("chessy-sat: no completion found in ", 0), 0u) << gave_up.err;
  EXPECT_NE(gave_up.err.find(" s; proving that none exists needs more\n"), std::string::npos) << gave_up.err;
  // Given up because it was stopped: a stop (4), not undecided.
  std::atomic<bool> stop{true};
  std::istringstream in(kRooks);
  std::ostringstream out, err;
  chessy::RunEnvironment env{.interrupt = &stop};
  env.huge_engine = answering(HugeAnswer::Status::GaveUp);
  EXPECT_EQ(chessy::run_app({"-", "-q"}, in, out, err, env), chessy::kExitIncomplete) << err.str();
}

// --format placements on a small board, fed back: the same board.
TEST(Placements, ReadBackAsFixedPiecesGiveTheSameBoard) {
  const std::string problem = "size 9\n9*q\nq @ 0,2\n";
  const AppRun board = run({"-"}, problem);
  ASSERT_EQ(board.status, chessy::kExitSolved) << board.err;
  const AppRun list = run({"-", "--format", "placements"}, problem);
  ASSERT_EQ(list.status, chessy::kExitSolved) << list.err;
  ASSERT_EQ(lines_of(list.out).size(), 9u) << list.out;
  EXPECT_EQ(lines_of(list.out)[0], "q @ 0,2");
  // As lines of the problem (the fixed one twice is refused: the list without it).
  std::string rest;
  for (const std::string& line : lines_of(list.out))
    if (line != "q @ 0,2") rest += line + "\n";
  EXPECT_EQ(run({"-"}, problem + rest).out, board.out);
  // As a --fixed list.
  TempFile fixed("placements");
  fixed.write(list.out);
  EXPECT_EQ(run({"-", "--fixed", fixed.path()}, "size 9\n9*q\n").out, board.out);
  // And checked.
  TempFile p("problem");
  p.write(problem);
  EXPECT_EQ(run({"check", p.path(), fixed.path()}).out, "valid\n");
}

TEST(Placements, AllSolutionsAreSeparatedAsBoardsAre) {
  const AppRun boards = run({"-", "--all"}, "size 6\n6*q\n");
  const AppRun lists = run({"-", "--all", "--format", "placements"}, "size 6\n6*q\n");
  EXPECT_EQ(lists.status, chessy::kExitSolved);
  const std::vector<std::string> each = helpers::boards_of(lists.out);
  ASSERT_EQ(each.size(), helpers::boards_of(boards.out).size());
  for (std::size_t i = 0; i < each.size(); ++i)
    EXPECT_EQ(run({"-"}, "size 6\n6*q\n" + each[i]).out, helpers::boards_of(boards.out)[i] + "");
  expect_one_line_refusal(run({"-", "--count", "--format", "placements"}, "8*q\n"), "--format");
  // Coloured pieces: the colour as input writes it.
  const AppRun coloured = run({"-", "--format", "placements"}, "size 3\nk w\nk b\n");
  ASSERT_EQ(lines_of(coloured.out).size(), 2u) << coloured.out;
  EXPECT_EQ(lines_of(coloured.out)[0].rfind("k ", 0), 0u) << coloured.out;
  EXPECT_NE(coloured.out.find("k w @ "), std::string::npos) << coloured.out;
  EXPECT_NE(coloured.out.find("k b @ "), std::string::npos) << coloured.out;
  EXPECT_EQ(run({"-", "--format", "placements"}, "size 2\n3*q\n").out, "no solution\n");
}

class Check : public ::testing::Test {
 protected:
  AppRun check(const std::string& problem, const std::string& list) {
    problem_.write(problem);
    list_.write(list);
    return run({"check", problem_.path(), list_.path()});
  }
  TempFile problem_{"check-problem"}, list_{"check-list"};
};

TEST_F(Check, SaysValidOrTheFirstRuleBrokenWithItsLine) {
  const std::string queens = "size 4\n4*q\nq @ 2,0\nx @ 3,3\n";
  const std::string good = "q @ 0,1\nq @ 1,3\nq @ 2,0\nq @ 3,2\n";
  AppRun r = check(queens, good);
  EXPECT_EQ(r.status, chessy::kExitSolved);
  EXPECT_EQ(r.out, "valid\n");
  const std::string s = list_.path(), p = problem_.path();
  for (const auto& [list, message] : std::vector<std::pair<std::string, std::string>>{
           {"q @ 0,1\nq @ 5,3\n", s + ":2: q @ 5,3 is off the 4x4 board"},
           {"q @ 0,1\nq @ 3,3\n", s + ":2: q @ 3,3 is on a blocked cell (" + p + ":4)"},
           {"# rooks\nr @ 0,1\n", s + ":2: r @ 0,1: the problem has no such piece"},
           {"q @ 0,1\nq @ 1,3\nq @ 2,1\nq @ 3,2\n", p + ":3: the fixed q @ 2,0 is missing from " + s},
           {"q @ 0,1\nq @ 2,0\nq @ 1,0\n", s + ":3: q @ 1,0 attacks q @ 2,0 (line 2)"},
           {"q @ 2,0\nq @ 1,3\n", s + ": 2 pieces 'q' placed, 4 asked for"}}) {
    r = check(queens, list);
    EXPECT_EQ(r.status, chessy::kExitNoSolution) << list;
    EXPECT_EQ(r.out, message + "\n");
    EXPECT_EQ(r.err, "");
  }
}

TEST_F(Check, ASolutionThatIsNoPlacementListIsBadInput) {
  const AppRun r = check("size 4\n4*q\n", "q @ 0,1\nvalid\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  ASSERT_EQ(lines_of(r.err).size(), 1u);
  EXPECT_EQ(r.err.rfind(list_.path() + ":2: ", 0), 0u) << r.err;
}

TEST_F(Check, ReadsEitherFromStandardInputAndJson) {
  problem_.write(R"({"size": 3, "pieces": [{"piece": "r", "count": 3}]})");
  EXPECT_EQ(run({"check", problem_.path(), "-"}, "r @ 0,0\nr @ 1,1\nr @ 2,2\n").out, "valid\n");
  list_.write("r @ 0,0\nr @ 1,1\nr @ 2,2\n");
  EXPECT_EQ(run({"check", "-", list_.path()}, "size 3\n3*r\n").out, "valid\n");
  EXPECT_EQ(run({"check", "-", list_.path(), "--size", "4"}, "3*r\n").out, "valid\n");
  expect_one_line_refusal(run({"check", "-", "-"}), "PROBLEM and SOLUTION cannot both be standard input");
  expect_one_line_refusal(run({"check", "-"}), "check needs PROBLEM and SOLUTION");
  expect_one_line_refusal(run({"check", "-", "a", "b"}), "check takes PROBLEM and SOLUTION");
  EXPECT_NE(run({"check", "--help"}).out.find("usage: chessy-sat check PROBLEM SOLUTION"), std::string::npos);
}

TEST_F(Check, HugeBoardsInTheirSideAndPieces) {
  // 3 rooks on 3 rows of 10^7 columns, and a million rooks on a million columns.
  EXPECT_EQ(check("size 3 10000000\n3*r\n", "r @ 0,9999999\nr @ 1,0\nr @ 2,5\n").out, "valid\n");
  std::string million;
  for (int r = 0; r < 1'000'000; ++r) million += "r @ " + std::to_string(r) + "," + std::to_string((r + 7) % 1'000'000) + "\n";
  EXPECT_EQ(check("size 1000000\n1000000*r\n", million).out, "valid\n");
  million += "r @ 5,5\n";
  EXPECT_EQ(check("size 1000000\n1000000*r\n", million).out,
            list_.path() + ":1000001: r @ 5,5 attacks r @ 5,12 (line 6)\n");
}

// ---- HugeEngine: passes only with the engine (enumerate/huge/huge_board.cpp), skips with its stub.

bool engine_is_stub() {
  const chessy::Problem p = chessy::parse_problem("size 2000\n2000*q\n", "p.txt");
  const std::atomic<bool> stop{false};
  const HugeAnswer a = chessy::solve_huge(p, stop);
  return a.status == HugeAnswer::Status::GaveUp && a.why == "stub";
}

#define SKIP_WITH_THE_STUB() \
  if (engine_is_stub()) GTEST_SKIP() << "enumerate/huge/huge_board.cpp is the stub: no engine to test"

TEST(HugeEngine, EmptyBoardOf2000QueensIsSolvedAndValid) {
  SKIP_WITH_THE_STUB();
  const AppRun r = run({"-", "-q"}, "size 2000\n2000*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  ASSERT_EQ(lines_of(r.out).size(), 2000u);
  TempFile problem("engine-problem"), list("engine-list");
  problem.write("size 2000\n2000*q\n");
  list.write(r.out);
  EXPECT_EQ(run({"check", problem.path(), list.path()}).out, "valid\n");
}

TEST(HugeEngine, TenToTheFiveWithFixedQueensIsCompleted) {
  SKIP_WITH_THE_STUB();
  // 1000 queens of a known solution fixed (n = 100000 = 4 mod 6: rows i < n/2 at
  // column 2i + 1, the others at 2(i - n/2)), every 100th row.
  constexpr int n = 100'000;
  std::string text = "size 100000\n100000*q\n";
  for (int i = 0; i < n; i += 100) text += "q @ " + std::to_string(i) + "," + std::to_string(i < n / 2 ? 2 * i + 1 : 2 * (i - n / 2)) + "\n";
  const AppRun r = run({"-", "-q"}, text);
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  TempFile problem("engine-problem"), list("engine-list");
  problem.write(text);
  list.write(r.out);
  EXPECT_EQ(run({"check", problem.path(), list.path()}).out, "valid\n");
}

TEST(HugeEngine, FixedQueensThatAttackHaveNoSolution) {
  SKIP_WITH_THE_STUB();
  const AppRun r = run({"-", "-q"}, "size 5000\n5000*q\nq @ 0,0\nq @ 4999,4999\n");
  EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
  EXPECT_EQ(r.out, "no solution\n");
}

}  // namespace
