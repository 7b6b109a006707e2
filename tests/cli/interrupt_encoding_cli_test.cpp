// Ctrl-C and --timeout while the CNF is being built (issue 14, item 14), through the
// command line: encoding a 600x600 board takes seconds, so the encoder checks the stop
// flag (tests/encoder/interrupt_encoding_test.cpp), and chessy-sat stopped then ends at
// once with its note. Here the flag is set before the run starts, in process, and the
// binary is given --timeout 1 on a 700 MB CNF; cli/interrupt_test.cpp sends real
// signals and timeouts to the binary.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli/app.hpp"
#include "cli/exit_status.hpp"
#include "helpers.hpp"
#include "spawn.hpp"
#include "sanitizer_share.hpp"  // kSanitized, with gcc and clang alike

namespace {

using helpers::AppRun;
using helpers::TempFile;

// chessy-sat with the stop flag already set, as if Ctrl-C came at once.
AppRun run_stopped(const std::vector<std::string>& args, const std::string& problem, double* seconds) {
  std::atomic<bool> stop{true};
  chessy::RunEnvironment env;
  env.interrupt = &stop;
  std::istringstream in(problem);
  std::ostringstream out, err;
  const auto start = std::chrono::steady_clock::now();
  const int status = chessy::run_app(args, in, out, err, env);
  *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {status, out.str(), err.str()};
}

// 600 queens on 600x600: sizing and encoding take 10 s and more (issue 14).
const std::string kBig = "600*q\nsize 600\n";
// Below the size where the memory check sizes the CNF: only the search encodes it.
const std::string kUnsized = "190*q\nsize 190\n";

TEST(InterruptEncoding, TheOneSolutionModeStopsWhileSizingOrEncoding) {
  double seconds = 0;
  for (const std::string& problem : {kBig, kUnsized}) {
    // `sat`: auto's local search places n queens before any CNF (docs/design.md "Huge boards").
    const AppRun r = run_stopped({"-", "-q", "--engine", "sat"}, problem, &seconds);
    EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "chessy-sat: interrupted before a solution was found\n");
    EXPECT_LT(seconds, 3.0);
  }
}

TEST(InterruptEncoding, EnumerationStopsBeforeTheCnfIsWhole) {
  double seconds = 0;
  for (const std::string& problem : {kBig, kUnsized})
    for (const char* engine : {"sat", "backtrack"}) {
      const AppRun r = run_stopped({"-", "--count", "-j", "2", "--engine", engine, "--stats", "-q"}, problem, &seconds);
      EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
      EXPECT_EQ(r.out, "fundamental: 0\ntotal: 0\n");
      // No worker got a whole CNF (its size is only recorded then).
      EXPECT_NE(r.err.find("stats: variables 0 clauses 0 "), std::string::npos) << r.err;
      EXPECT_NE(r.err.find("chessy-sat: interrupted after 0 solutions (0 fundamental); the enumeration is incomplete\n"),
                std::string::npos)
          << r.err;
      EXPECT_LT(seconds, 3.0);
    }
}

TEST(InterruptEncoding, DimacsStopsAndLeavesNoFile) {
  TempFile cnf("interrupt-cnf", ".cnf");
  double seconds = 0;
  const AppRun r = run_stopped({"-", "--dimacs", cnf.path()}, kBig, &seconds);
  EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: interrupted before the CNF was written whole\n");
  EXPECT_FALSE(std::filesystem::exists(cnf.path()));
  EXPECT_LT(seconds, 3.0);
}

// --min/--max stopped while their search encodes the problem: the bounds (none yet),
// as when stopped before the first model. The Interrupted escaped to the catch for
// decode's input: "interrupted before the input was read", and no JSON line.
TEST(InterruptEncoding, TheOptimumStopsWhileEncoding) {
  double seconds = 0;
  AppRun r = run_stopped({"-", "--max", "-q"}, "?*q\nsize 190\n", &seconds);
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "chessy-sat: interrupted before a solution was found\n");
  r = run_stopped({"-", "--min", "--json", "-q"}, "d\n?*q\nsize 150\n", &seconds);
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  EXPECT_EQ(r.out, "{\"lower\":null,\"upper\":null,\"complete\":false}\n");
  EXPECT_LT(seconds, 3.0);
}

// The binary on a domination problem whose CNF is about 700 MB at the deadline: it
// took 1.86 s for --timeout 1 (freeing the solver), now about 1.05 s.
TEST(InterruptEncoding, ATimeoutHoldsWhileABigCnfIsBuilt) {
  if (kSanitized) GTEST_SKIP() << "LeakSanitizer scans the solver left to the exit, and the shadow memory slows it all";
  TempFile problem("big-domination", ".txt");
  problem.write("d\n100*q\nsize 300\n");
  const helpers::Spawned r = helpers::spawn({problem.path(), "--timeout", "1", "-q"});
  EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
  EXPECT_EQ(r.err, "chessy-sat: --timeout 1 reached before a solution was found\n");
  EXPECT_LT(r.seconds, 1.6);
}

}  // namespace
