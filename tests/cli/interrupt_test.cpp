// Ctrl-C, SIGTERM and --timeout on the real binary (signals cannot be sent to run_app
// inside the test process): a long enumeration stops cleanly, writes every solution it
// found as valid output, says on stderr that it is incomplete, and exits 4.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <regex>

#include <gtest/gtest.h>

#include "helpers.hpp"
#include "spawn.hpp"

namespace {

using helpers::SpawnOptions;
using helpers::Spawned;
using helpers::TempFile;

// Runs chessy-sat with `args`; sends `signal` after `delay` (none when signal is 0).
Spawned spawn(const std::vector<std::string>& args, int signal, std::chrono::milliseconds delay) {
  return helpers::spawn(args, helpers::signal_after(signal, delay));
}

// The text of docs/output.md for colourless m x m boards: boards of m lines of m cells,
// separated by single blank lines; or nothing at all.
void expect_boards(const std::string& out, int m) {
  if (out.empty()) return;
  ASSERT_EQ(out.back(), '\n');
  std::size_t lines_in_board = 0;
  for (const std::string& line : helpers::lines_of(out)) {
    if (line.empty()) {
      ASSERT_EQ(lines_in_board, static_cast<std::size_t>(m)) << "a blank line inside or after a blank";
      lines_in_board = 0;
      continue;
    }
    ASSERT_EQ(line.size(), static_cast<std::size_t>(m)) << line;
    ASSERT_EQ(line.find_first_not_of("-Q"), std::string::npos) << line;
    ASSERT_EQ(std::count(line.begin(), line.end(), 'Q'), 1) << line;
    ++lines_in_board;
  }
  EXPECT_EQ(lines_in_board, static_cast<std::size_t>(m)) << "the last board is cut short";
}

const std::regex kIncomplete(
    "chessy-sat: (interrupted|--timeout [0-9.]+ reached) after [0-9]+ solutions \\([0-9]+ fundamental\\); "
    "the enumeration is incomplete\n");

class Interrupt : public ::testing::Test {
 protected:
  void SetUp() override { problem_.write("16*q\nsize 16\n"); }
  TempFile problem_{"interrupt-q16"};
};

TEST_F(Interrupt, SigintDuringAllWritesTheClassesFoundSoFar) {
  const Spawned r = spawn({problem_.path(), "--all"}, SIGINT, std::chrono::milliseconds(1000));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  EXPECT_TRUE(r.err.rfind("chessy-sat: interrupted after", 0) == 0) << r.err;
  expect_boards(r.out, 16);
  // What it says it found is what it wrote, and sorted as a complete run would be.
  const std::vector<std::string> boards = helpers::boards_of(r.out);
  EXPECT_NE(r.err.find(std::to_string(boards.size()) + " fundamental)"), std::string::npos) << r.err;
  EXPECT_TRUE(std::is_sorted(boards.begin(), boards.end()));
}

TEST_F(Interrupt, SigtermDuringCountWritesTheCountsSoFar) {
  TempFile queens18{"interrupt-q18"};  // a minute to count (16: a second, issue 24)
  queens18.write("18*q\nsize 18\n");
  const Spawned r = spawn({queens18.path(), "--count"}, SIGTERM, std::chrono::milliseconds(500));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(r.out, m, std::regex("fundamental: ([0-9]+)\ntotal: ([0-9]+)\n"))) << r.out;
  EXPECT_NE(r.err.find("after " + m[2].str() + " solutions (" + m[1].str() + " fundamental)"), std::string::npos);
}

TEST_F(Interrupt, TimeoutStopsTheEnumerationAndSaysSo) {
  // The CNF backtracker: the bit-parallel engine finds a million classes of 16 queens
  // in that second, and printing them (270 MB) takes longer than the bound below.
  const Spawned r = spawn({problem_.path(), "--all", "--timeout", "1", "--engine", "backtrack"}, 0, {});
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_LT(r.seconds, 4.0);
  EXPECT_TRUE(r.err.rfind("chessy-sat: --timeout 1 reached after", 0) == 0) << r.err;
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  expect_boards(r.out, 16);
}

TEST_F(Interrupt, TimeoutOfTheOneSolutionModePrintsNothing) {
  // 60 queens on a board of 60: encoding alone takes longer than the timeout (`sat`:
  // auto's local search places them before any CNF, docs/design.md "Huge boards").
  const Spawned r = spawn({problem_.path(), "--size", "60", "--timeout", "0.01", "--engine", "sat"}, 0, {});
  if (r.status == 0) GTEST_SKIP() << "solved before the timeout";
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: --timeout 0.01 reached before a solution was found\n");
}

TEST_F(Interrupt, TimeoutStopsTheEncoding) {
  // 600 queens on 600x600: sizing and encoding alone took 11.8 s with --timeout 3
  // (issue 14); the encoder now checks the flag. `sat`: auto's local search places
  // them before any CNF (docs/design.md "Huge boards").
  const Spawned r = spawn({problem_.path(), "--size", "600", "--timeout", "0.3", "--engine", "sat"}, 0, {});
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: --timeout 0.3 reached before a solution was found\n");
  EXPECT_LT(r.seconds, 3.0);
}

TEST_F(Interrupt, SigintStopsTheEncodingOfAnEnumeration) {
  const Spawned r = spawn({problem_.path(), "--size", "600", "--count"}, SIGINT, std::chrono::milliseconds(300));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.out, "fundamental: 0\ntotal: 0\n");
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  EXPECT_LT(r.seconds, 3.0);
}

TEST_F(Interrupt, AShortRunEndsAtOnceDespiteALongTimeout) {
  // The watchdog is woken when the run ends, not waited out.
  TempFile queens8("interrupt-q8");
  queens8.write("8*q\n");
  const Spawned r = spawn({queens8.path(), "--count", "--timeout", "600"}, 0, {});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "fundamental: 12\ntotal: 92\n");
  EXPECT_EQ(r.err, "");
  EXPECT_LT(r.seconds, 5.0);
}

// Input that never comes: a FIFO nobody opens for writing (open() would wait for ever)
// and a pipe whose writer stalls (read() would). Ctrl-C, SIGTERM and --timeout end the
// wait: exit 4, one line, nothing on standard output.
class StalledInput : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(mkfifo(fifo_.path().c_str(), 0600), 0); }
  TempFile fifo_{"interrupt-fifo", ""};
};

TEST_F(StalledInput, SigintEndsTheWaitForAFifo) {
  const Spawned r = spawn({fifo_.path(), "--count"}, SIGINT, std::chrono::milliseconds(300));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: interrupted before the input was read\n");
  EXPECT_EQ(r.out, "");
}

TEST_F(StalledInput, TimeoutCoversReadingTheInput) {
  const Spawned r = spawn({fifo_.path(), "--all", "--timeout", "0.5"}, 0, {});
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: --timeout 0.5 reached before the input was read\n");
  EXPECT_EQ(r.out, "");
  EXPECT_LT(r.seconds, 2.5);
}

TEST_F(StalledInput, DecodeIsInterruptedToo) {
  TempFile queens4("interrupt-q4");
  queens4.write("size 4\n4*q\n");
  const Spawned r = spawn({"decode", queens4.path(), fifo_.path()}, SIGINT, std::chrono::milliseconds(300));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: interrupted before the input was read\n");
}

TEST(StalledPipe, SigtermEndsTheWaitForStandardInput) {
  int pipe_fds[2];
  ASSERT_EQ(pipe2(pipe_fds, O_CLOEXEC), 0);
  // Half a problem, and the writer stays open without a word more.
  const std::string half = "size 8\n";
  ASSERT_EQ(write(pipe_fds[1], half.data(), half.size()), static_cast<ssize_t>(half.size()));
  SpawnOptions options = helpers::signal_after(SIGTERM, std::chrono::milliseconds(300));
  options.stdin_fd = pipe_fds[0];
  const Spawned r = helpers::spawn({"-", "--count"}, options);
  close(pipe_fds[0]);
  close(pipe_fds[1]);
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: interrupted before the input was read\n");
  EXPECT_EQ(r.out, "");
}

}  // namespace

// A closed terminal sends SIGHUP twice (the terminal's, then the shell's): the second
// is no insistence, so generate -o still writes what it made (it was ended at once,
// leaving FILE.tmp.*, 10 of 10 on a pty). A second Ctrl-C does end it at once, and
// leaves no FILE.tmp.* either.
TEST(Hangup, TwoHangupsStopAsOneAndASecondCtrlCLeavesNoTemporary) {
  // 12x12 puzzles take a while each, so both signals come while it runs.
  TempFile out("hangup-out");
  const std::string run = "'" + std::string(CHESSY_BINARY) + "' generate --size 12 --count 300 --seed 3 -o '" +
                          out.path() + "' 2>/dev/null & p=$!\nsleep 0.3\n";
  const std::string list = "wait $p; echo \"status $?\"; ls '" + out.path() + "'* 2>/dev/null | wc -l\n";
  EXPECT_EQ(helpers::bash_output(run + "kill -HUP $p; kill -HUP $p\n" + list), "status 4\n1\n");
  std::remove(out.path().c_str());
  // Ended at once (130), or, where the first stop was quicker than the second signal,
  // ended by the first (4, FILE written): never a temporary left.
  const std::string twice = helpers::bash_output(run + "kill -INT $p; kill -INT $p\n" + list);
  EXPECT_TRUE(twice == "status 130\n0\n" || twice == "status 4\n1\n") << twice;
}

// A reader that stops reading (`| head -1`) is the reader's choice, not an error:
// chessy-sat stops, says nothing and exits 0 (docs/exit-status.md); SIGPIPE's default
// ended it with status 141, which `set -o pipefail` takes for a failure. 10^6 queens
// write 20 MB at once, far more than a pipe holds.
TEST(ClosedPipe, AReaderThatStopsEndsTheRunQuietlyWithStatusZero) {
  TempFile huge("closed-pipe-huge");
  huge.write("size 1000000\n1000000*q\n");
  TempFile err("closed-pipe-err");
  const std::string out = helpers::bash_output("set -o pipefail\n'" + std::string(CHESSY_BINARY) + "' '" + huge.path() +
                                      "' 2>'" + err.path() + "' | head -n 1\necho \"status $?\"\n");
  EXPECT_EQ(out, "q @ 0,1\nstatus 0\n");
  // Only the note printed before the placements; no "cannot write", no stop note.
  EXPECT_EQ(err.read(), "chessy-sat: the board has 1000000 columns: printing placements (--format placements)\n");
}
