// The progress line and the options around stopping, through run_app with a faked
// terminal: drawn in place on a terminal's stderr and erased, never elsewhere or with
// --quiet; --timeout and --quiet are checked like every other option.
#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <regex>

#include "backends/solver.hpp"
#include "cli/progress.hpp"
#include "cli/terminal_columns.hpp"
#include "model/parse.hpp"
#include "enumerate/enumerate.hpp"
#include "helpers.hpp"

namespace {

struct Result {
  int status;
  std::string out, err;
};

// 18 queens: counted in a minute (16 take a second since the n-queens counter).
Result run_on_terminal(const std::vector<std::string>& args, bool err_is_terminal,
                       const std::string& input = "18*q\nsize 18\n") {
  std::istringstream in(input);
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.err_is_terminal = err_is_terminal;
  env.progress_after = std::chrono::milliseconds(0);  // no waiting a second in a test
  env.err_columns = 1000;  // every field, however many digits (its width is tested below)
  const int status = chessy::run_app(args, in, out, err, env);
  return {status, out.str(), err.str()};
}

TEST(Progress, DrawnInPlaceAndErasedOnATerminal) {
  const Result r = run_on_terminal({"-", "--count", "--timeout", "0.7"}, true);
  EXPECT_EQ(r.status, chessy::kExitIncomplete);
  EXPECT_EQ(r.err.rfind("\rchessy-sat: ", 0), 0u) << r.err;
  // The models where they outnumber the classes (18 queens' counter finds classes alone).
  EXPECT_TRUE(std::regex_search(r.err, std::regex("[0-9]+ (models, [0-9]+ )?fundamental, "))) << r.err;
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
  EXPECT_EQ(r.err.find(" fundamental, "), std::string::npos) << r.err;  // no count yet
}

// --all/--count: how far, as cubes done of all and a percentage, and the time left.
TEST(Progress, ShowsHowFarTheCubesAreAndTheTimeLeft) {
  for (const char* engine : {"bits", "backtrack"}) {
    SCOPED_TRACE(engine);
    const Result r = run_on_terminal({"-", "--count", "-j", "2", "--engine", engine, "--timeout", "1", "--color", "never"},
                                     true, "18*q\nsize 18\n");
    EXPECT_EQ(r.status, chessy::kExitIncomplete);
    const std::regex how_far("\rchessy-sat: [0-9]+ % \\([0-9]+/[0-9]+\\), (~[0-9.]+ (s|min|h) left, )?[0-9]+ (models, [0-9]+ )?fundamental, ");
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
  for (const chessy::Engine engine : {chessy::Engine::Sat, chessy::Engine::Backtrack, chessy::Engine::Bits}) {
    chessy::api::CountProgress counts;
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

// The columns a drawn line takes: its characters, not its colour codes.
std::size_t columns_of(const std::string& line) {
  const std::string plain = std::regex_replace(line, std::regex("\x1b\\[[0-9;]*m"), "");
  std::size_t n = 0;
  for (const char c : plain) n += (c & 0xC0) != 0x80;
  return n;
}

TEST(Progress, TheLineIsAsBeforeWhereItFits) {
  chessy::api::CountProgress counts;
  counts.models = 50;
  counts.classes = 3;
  counts.cubes_done = 58;
  counts.cubes_total = 137;
  EXPECT_EQ(chessy::progress_text(&counts, nullptr, false, 10.0, 80, false),
            "chessy-sat: 42 % (58/137), ~14 s left, 50 models, 3 fundamental, 5/s, 10.0 s");
  EXPECT_EQ(chessy::progress_text(nullptr, nullptr, false, 1.0, 80, false), "chessy-sat: searching, 1.0 s");
  chessy::OptimumProgress bounds;
  EXPECT_EQ(chessy::progress_text(&counts, &bounds, true, 1.0, 80, false),
            "chessy-sat: maximum: looking for a first solution, 1.0 s");
  bounds.lower = 5;
  bounds.upper = 7;
  bounds.trying = 6;
  EXPECT_EQ(chessy::progress_text(&counts, &bounds, false, 1.0, 80, true),
            "chessy-sat: \x1b[1m5 \u2264 minimum \u2264 7\x1b[22m, trying at most 6, 1.0 s");
}

// Huge counts, a long time left, wide bounds: never wider than the terminal (one column
// spare), the least telling figures left out first.
TEST(Progress, TheLineFitsTheTerminal) {
  chessy::api::CountProgress counts;
  counts.models = UINT64_MAX;
  counts.classes = UINT64_MAX / 8;
  counts.cubes_done = 3;
  counts.cubes_total = UINT64_MAX;
  chessy::OptimumProgress bounds;
  bounds.lower = LLONG_MAX - 2;
  bounds.upper = LLONG_MAX;
  bounds.trying = LLONG_MAX - 1;
  for (const bool colour : {false, true}) {
    for (const int columns : {200, 120, 80, 60, 45, 30, 12, 1}) {
      SCOPED_TRACE(std::to_string(columns) + (colour ? " colour" : ""));
      const std::string line = chessy::progress_text(&counts, nullptr, false, 1e7, columns, colour);
      EXPECT_LT(columns_of(line), static_cast<std::size_t>(columns)) << line;
      const std::string optimum = chessy::progress_text(&counts, &bounds, true, 1e7, columns, colour);
      EXPECT_LT(columns_of(optimum), static_cast<std::size_t>(columns)) << optimum;
      if (columns >= 45) {  // the gist stays: how far and what is found, the bounds
        EXPECT_NE(line.find("0 %"), std::string::npos) << line;
        EXPECT_NE(line.find("18446744073709551615 models"), std::string::npos) << line;
      }
      if (columns >= 60) {
        EXPECT_NE(optimum.find("9223372036854775805 \u2264 maximum \u2264 9223372036854775807"), std::string::npos) << optimum;
      }
    }
  }
  // At 80 columns the cubes and the program's name go, the time left stays.
  const std::string line = chessy::progress_text(&counts, nullptr, false, 1e7, 80, false);
  EXPECT_EQ(line.find("chessy-sat"), std::string::npos) << line;
  EXPECT_EQ(line.find("/18446744073709551615)"), std::string::npos) << line;
  EXPECT_NE(line.find(" h left"), std::string::npos) << line;
}

TEST(Progress, TheTerminalsWidthIsColumnsElseItsOwnElse80) {
  EXPECT_EQ(chessy::terminal_columns("132", -1), 132);
  EXPECT_EQ(chessy::terminal_columns(nullptr, -1), 80);  // no terminal on fd -1
  EXPECT_EQ(chessy::terminal_columns("", -1), 80);
  EXPECT_EQ(chessy::terminal_columns("0", -1), 80);
  EXPECT_EQ(chessy::terminal_columns("wide", -1), 80);
}

// Through run_app: a narrow terminal gets a narrow line.
TEST(Progress, DrawnToTheTerminalsWidth) {
  std::istringstream in("18*q\nsize 18\n");
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.err_is_terminal = true;
  env.err_columns = 30;
  env.progress_after = std::chrono::milliseconds(0);
  EXPECT_EQ(chessy::run_app({"-", "--count", "--timeout", "0.5"}, in, out, err, env), chessy::kExitIncomplete);
  const std::string text = err.str();
  const std::size_t last = text.rfind("\r\x1b[K");
  ASSERT_NE(last, std::string::npos) << text;
  std::size_t drawn = 0;
  for (std::size_t at = text.find('\r'); at < last; at = text.find('\r', at + 1)) {
    const std::size_t end = text.find("\x1b[K", at);
    EXPECT_LT(columns_of(text.substr(at + 1, end - at - 1)), 30u) << text;
    ++drawn;
  }
  EXPECT_GT(drawn, 0u);
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
