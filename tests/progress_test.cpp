// The progress line and the options around stopping, through run_app with a faked
// terminal: drawn in place on a terminal's stderr and erased, never elsewhere or with
// --quiet; --timeout and --quiet are checked like every other option.
#include <gtest/gtest.h>

#include <regex>

#include "backends/solver.hpp"
#include "model/parse.hpp"
#include "enumerate/enumerate.hpp"
#include "helpers.hpp"

namespace {

struct Result {
  int status;
  std::string out, err;
};

Result run_on_terminal(const std::vector<std::string>& args, bool err_is_terminal,
                       const std::string& input = "16*q\nsize 16\n") {
  std::istringstream in(input);
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.err_is_terminal = err_is_terminal;
  env.progress_after = std::chrono::milliseconds(0);  // no waiting a second in a test
  const int status = chessy::run_app(args, in, out, err, env);
  return {status, out.str(), err.str()};
}

TEST(Progress, DrawnInPlaceAndErasedOnATerminal) {
  const Result r = run_on_terminal({"-", "--count", "--timeout", "0.7"}, true);
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  EXPECT_EQ(r.err.rfind("\rchessy-sat: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(" models, "), std::string::npos);
  EXPECT_NE(r.err.find(" fundamental, "), std::string::npos);
  EXPECT_NE(r.err.find("/s, "), std::string::npos);
  // Erased before the final note, which stands alone on its line.
  const std::size_t erase = r.err.rfind("\r\x1b[K");
  ASSERT_NE(erase, std::string::npos);
  EXPECT_EQ(r.err.substr(erase + 4).rfind("chessy-sat: --timeout 0.7 reached after ", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1);
}

// --min: the bounds proven so far while the optimum is searched for (16x16 queens:
// the first models come in milliseconds, the bound 10 takes seconds).
TEST(Progress, ShowsTheOptimumsBounds) {
  const Result r = run_on_terminal({"-", "--min", "--count", "--timeout", "1", "--color", "never"}, true, "d\nsize 16\n?*q\n");
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  EXPECT_NE(r.err.find("\rchessy-sat: 0 \u2264 minimum \u2264 "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(", trying at most "), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find(" models, "), std::string::npos) << r.err;  // no count yet
}

// --all/--count: how far, as cubes done of all and a percentage, and the time left.
TEST(Progress, ShowsHowFarTheCubesAreAndTheTimeLeft) {
  for (const char* engine : {"bits", "backtrack"}) {
    SCOPED_TRACE(engine);
    const Result r = run_on_terminal({"-", "--count", "-j", "2", "--engine", engine, "--timeout", "1", "--color", "never"},
                                     true, "16*q\nsize 16\n");
    EXPECT_EQ(r.status, chessy::kExitIncomplete);
    const std::regex how_far("\rchessy-sat: [0-9]+ % \\([0-9]+/[0-9]+\\), (~[0-9.]+ (s|min|h) left, )?[0-9]+ models, ");
    EXPECT_TRUE(std::regex_search(r.err, how_far)) << r.err;
    // The time left once a cube is done: backtracking does hundreds in the first second
    // (the bit engine's tasks are fewer and longer, and may take longer under ASan).
    if (std::string(engine) == "backtrack") {
      EXPECT_TRUE(std::regex_search(r.err, std::regex(", ~[0-9.]+ (s|min|h) left, "))) << r.err;
    }
  }
}

// The counters behind it: every cube is counted done once the search ends whole.
TEST(Progress, EveryCubeIsCountedDone) {
  const chessy::Problem problem = chessy::parse_problem("size 8\n8*q\n", "p");
  for (const chessy::Engine engine : {chessy::Engine::Blocking, chessy::Engine::Backtrack, chessy::Engine::Bits}) {
    chessy::EnumerationProgress counts;
    chessy::EnumerateOptions how;
    how.engine = engine;
    how.workers = 2;
    how.progress = &counts;
    const chessy::Enumeration e = chessy::enumerate(problem, [] { return chessy::make_solver("cadical", ""); }, how);
    EXPECT_TRUE(e.complete);
    EXPECT_EQ(e.fundamental, 12u);
    EXPECT_GT(counts.cubes_total.load(), 1u);
    EXPECT_EQ(counts.cubes_done.load(), counts.cubes_total.load());
    EXPECT_EQ(counts.cubes_total.load(), e.cubes);
  }
}

TEST(Progress, NeverWhenStderrIsNotATerminalOrWithQuiet) {
  for (const auto& [args, terminal] : {std::pair{std::vector<std::string>{"-", "--count", "--timeout", "0.5"}, false},
                                       std::pair{std::vector<std::string>{"-", "--count", "--timeout", "0.5", "-q"}, true}}) {
    const Result r = run_on_terminal(args, terminal);
    EXPECT_EQ(r.status, chessy::kExitIncomplete);
    EXPECT_EQ(r.err.find('\r'), std::string::npos) << r.err;
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
}

TEST(Progress, QuietAlsoSilencesTheLimitNote) {
  EXPECT_NE(helpers::run({"-", "--all", "--limit", "1"}, "8*q\n").err, "");
  const auto r = helpers::run({"-", "--all", "--limit", "1", "--quiet"}, "8*q\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(helpers::boards_of(r.out).size(), 1u);
}

TEST(Progress, TimeoutIsANumberOfSeconds) {
  for (const std::string bad : {"0", "x", "-1", "1e3", "1.2.3", "", "99999999999"}) {
    const auto r = helpers::run({"-", "--timeout", bad}, "8*q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput) << bad;
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
  const auto r = helpers::run({"-", "--count", "--timeout=2.5"}, "8*q\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "fundamental: 12\ntotal: 92\n");
}

TEST(Progress, HelpDocumentsEveryExitStatus) {
  const std::string help = helpers::run({"--help"}).out;
  for (const std::string status : {"0 solved", "1 no", "2 bad input", "3 internal", "4 incomplete"})
    EXPECT_NE(help.find(status), std::string::npos) << status;
}

}  // namespace
