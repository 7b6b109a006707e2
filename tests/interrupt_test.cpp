// Ctrl-C, SIGTERM and --timeout on the real binary (signals cannot be sent to run_app
// inside the test process): a long enumeration stops cleanly, writes every solution it
// found as valid output, says on stderr that it is incomplete, and exits 4.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <thread>

#include <gtest/gtest.h>

#include "helpers.hpp"

extern char** environ;

namespace {

using helpers::TempFile;

struct Spawned {
  int status = -1;  // the exit status, or -1 when killed by a signal
  std::string out, err;
  double seconds = 0;
};

// Runs chessy-sat with `args`, stdout and stderr into files; sends `signal` after
// `delay` (none when signal is 0) and waits for the end.
Spawned spawn(const std::vector<std::string>& args, int signal, std::chrono::milliseconds delay) {
  TempFile out("interrupt-out"), err("interrupt-err");
  std::vector<std::string> all{CHESSY_BINARY};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.path().c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err.path().c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = -1;
  const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  Spawned r;
  if (spawned != 0) {
    ADD_FAILURE() << "cannot spawn " << CHESSY_BINARY;
    return r;
  }
  if (signal) {
    std::this_thread::sleep_for(delay);
    kill(pid, signal);
  }
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
  r.out = out.read();
  r.err = err.read();
  return r;
}

// The text of SPEC §7 for colourless m x m boards: boards of m lines of m cells,
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
  const Spawned r = spawn({problem_.path(), "--count"}, SIGTERM, std::chrono::milliseconds(500));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(r.out, m, std::regex("fundamental: ([0-9]+)\ntotal: ([0-9]+)\n"))) << r.out;
  EXPECT_NE(r.err.find("after " + m[2].str() + " solutions (" + m[1].str() + " fundamental)"), std::string::npos);
}

TEST_F(Interrupt, TimeoutStopsTheEnumerationAndSaysSo) {
  const Spawned r = spawn({problem_.path(), "--all", "--timeout", "1"}, 0, {});
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_LT(r.seconds, 4.0);
  EXPECT_TRUE(r.err.rfind("chessy-sat: --timeout 1 reached after", 0) == 0) << r.err;
  EXPECT_TRUE(std::regex_match(r.err, kIncomplete)) << r.err;
  expect_boards(r.out, 16);
}

TEST_F(Interrupt, TimeoutOfTheOneSolutionModePrintsNothing) {
  // 60 queens on a board of 60: encoding alone takes longer than the timeout.
  const Spawned r = spawn({problem_.path(), "--size", "60", "--timeout", "0.01"}, 0, {});
  if (r.status == 0) GTEST_SKIP() << "solved before the timeout";
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: --timeout 0.01 reached before a solution was found\n");
}

TEST_F(Interrupt, TimeoutStopsTheEncoding) {
  // 600 queens on 600x600: sizing and encoding alone took 11.8 s with --timeout 3
  // (issue 14); the encoder now checks the flag.
  const Spawned r = spawn({problem_.path(), "--size", "600", "--timeout", "0.3"}, 0, {});
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

}  // namespace
