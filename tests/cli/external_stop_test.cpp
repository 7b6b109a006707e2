// External solvers that misbehave, on the real binary (they hang, so the test needs a
// process it can give up on): one that ignores its blocking clauses, one that hangs
// through --timeout, SIGTERM and a terminal's Ctrl-C, one that prints without end.
// Each ends with one line on stderr and the documented exit status; an interrupted
// enumeration keeps every class found before the solver hung, and no solver process
// outlives chessy-sat.
#include <signal.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "helpers.hpp"
#include "spawn.hpp"

namespace {

// `text` is `before`, a whole number, `after`. (Not std::regex: GCC 12 warns of
// -Wmaybe-uninitialized inside <regex> in the sanitizer build.)
bool number_between(const std::string& text, const std::string& before, const std::string& after) {
  if (text.size() <= before.size() + after.size() || !text.starts_with(before) || !text.ends_with(after)) return false;
  const std::string number = text.substr(before.size(), text.size() - before.size() - after.size());
  return number.find_first_not_of("0123456789") == std::string::npos;
}

using helpers::Spawned;
using helpers::SpawnOptions;
using helpers::TempFile;

bool cadical_installed() { return std::system("command -v cadical > /dev/null 2>&1") == 0; }

// A private directory for a fake solver's script and the files it keeps between calls.
class Scratch : public helpers::TempDir {
 public:
  Scratch() : helpers::TempDir("external-stop") {}
  std::string path(const std::string& name) const { return helpers::TempDir::path() + "/" + name; }
  // A fake solver: `body` as a shell script (the CNF's path is $1); its --solver.
  std::string solver(const std::string& body) const {
    std::ofstream(path("solver.sh")) << "D='" << helpers::TempDir::path() << "'\n" << body;
    return "sh " + path("solver.sh");
  }
};

// Whether the process `pid` has gone (or is a zombie nobody has reaped yet), allowing
// a second for the kill to land.
bool gone(const std::string& pid_file) {
  std::ifstream in(pid_file);
  std::string pid;
  if (!(in >> pid)) return false;
  for (int i = 0; i < 100; ++i) {
    std::ifstream stat("/proc/" + pid + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return true;
    const std::size_t state = line.rfind(')');
    if (state != std::string::npos && line.compare(state + 2, 1, "Z") == 0) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

std::vector<std::string> cmd(const std::string& problem, const std::string& solver, std::vector<std::string> more) {
  std::vector<std::string> args{problem, "--backend", "cmd", "--solver", solver};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

class ExternalStop : public ::testing::Test {
 protected:
  void SetUp() override { queens8_.write("size 8\n8*q\n"); }
  TempFile queens8_{"external-stop-q8"};
  Scratch scratch_;
};

TEST_F(ExternalStop, ASolverThatIgnoresBlockingClausesIsCaught) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  // Solves once, then gives that first answer for ever.
  const std::string solver = scratch_.solver("[ -f \"$D/first\" ] || cadical -q \"$1\" > \"$D/first\"\n"
                                             "cat \"$D/first\"\nexit 10\n");
  // --timeout only guards against the endless loop this is about.
  const Spawned r = helpers::spawn(cmd(queens8_.path(), solver, {"--count", "--timeout", "5"}));
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(number_between(r.err, "chessy-sat: solver '" + solver + "' gave a model that breaks clause ",
                             " of its CNF (added after an earlier answer: the solver ignores blocking clauses)\n"))
      << r.err;
  EXPECT_LT(r.seconds, 3.0);
}

TEST_F(ExternalStop, TimeoutKillsAHungSolverAndEveryProcessItStarted) {
  // The shell's child sleeps; killing the shell alone would leave it behind.
  const std::string solver = scratch_.solver("sleep 1000 &\necho $! > \"$D/pid\"\nwait\n");
  const Spawned r = helpers::spawn(cmd(queens8_.path(), solver, {"--timeout", "0.5"}));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: --timeout 0.5 reached before a solution was found\n");
  EXPECT_EQ(r.out, "");
  EXPECT_LT(r.seconds, 2.0);
  EXPECT_TRUE(gone(scratch_.path("pid")));
}

TEST_F(ExternalStop, SigtermStopsAHungSolverAndKeepsTheCounts) {
  const Spawned r = helpers::spawn(cmd(queens8_.path(), "sleep 1000 #", {"--count"}),
                                   helpers::signal_after(SIGTERM, std::chrono::milliseconds(300)));
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: interrupted after 0 solutions (0 fundamental); the enumeration is incomplete\n");
  EXPECT_EQ(r.out, "fundamental: 0\ntotal: 0\n");
  EXPECT_LT(r.seconds, 2.0);
}

TEST_F(ExternalStop, CtrlCDuringASolverCallKeepsTheClassesFoundSoFar) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  // Three answers, then a solver that hangs; Ctrl-C as a terminal sends it, to the
  // whole foreground process group, once the fourth call has begun.
  const std::string solver = scratch_.solver(
      "n=$(cat \"$D/calls\" 2>/dev/null || echo 0)\necho $((n + 1)) > \"$D/calls\"\n"
      "if [ \"$n\" -ge 3 ]; then echo $$ > \"$D/pid\"; sleep 1000; fi\nexec cadical -q \"$1\"\n");
  SpawnOptions ctrl_c = helpers::signal_after(SIGINT, std::chrono::milliseconds(100));
  ctrl_c.signal_after_file = scratch_.path("pid");
  ctrl_c.to_group = true;
  const Spawned r = helpers::spawn(cmd(queens8_.path(), solver, {"--all"}), ctrl_c);
  EXPECT_EQ(r.status, 4) << r.err;
  EXPECT_TRUE(number_between(r.err, "chessy-sat: interrupted after ",
                             " solutions (3 fundamental); the enumeration is incomplete\n"))
      << r.err;
  // The three classes, each one of the twelve of 8 queens.
  const std::vector<std::string> all = helpers::boards_of(helpers::run({"-", "--all"}, "size 8\n8*q\n").out);
  const std::vector<std::string> found = helpers::boards_of(r.out);
  EXPECT_EQ(found.size(), 3u) << r.out;
  for (const std::string& board : found) EXPECT_NE(std::find(all.begin(), all.end(), board), all.end()) << board;
  EXPECT_TRUE(gone(scratch_.path("pid")));
}

TEST_F(ExternalStop, OutputPast64MiBIsRefused) {
  // 70 MB of comments, then a well-formed answer: too much all the same.
  const std::string solver = scratch_.solver("yes 'c padding' | head -c 70000000\necho 's UNSATISFIABLE'\nexit 20\n");
  const Spawned r = helpers::spawn(cmd(queens8_.path(), solver, {}));
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: solver '" + solver + "' wrote more than 64 MiB\n");
  EXPECT_EQ(r.out, "");
}

TEST_F(ExternalStop, EndlessOutputIsCutOff) {
  SpawnOptions options;
  options.deadline = std::chrono::seconds(5);
  const Spawned r = helpers::spawn(cmd(queens8_.path(), "yes c #", {}), options);
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: solver 'yes c #' wrote more than 64 MiB\n");
  EXPECT_LT(r.seconds, 3.0);
}

}  // namespace
