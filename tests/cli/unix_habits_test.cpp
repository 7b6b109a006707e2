// The habits of Unix tools (issue 40, section 2): standard input read when no INPUT is
// given and it is no terminal, `--` ending the options, a long option shortened to a
// prefix of one name, messages that name what was given, the progress line's fields.
#include <gtest/gtest.h>

#include "cli/progress.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;

// `chessy-sat args...` with `stdin_text` on a standard input that is a terminal or not.
AppRun run_with_stdin(const std::vector<std::string>& args, const std::string& stdin_text, bool in_is_terminal) {
  std::istringstream in(stdin_text);
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.in_is_terminal = in_is_terminal;
  const int status = chessy::run_app(args, in, out, err, env);
  return {status, out.str(), err.str()};
}

// What bash prints of `command` (stdout and stderr), and its exit status last.
std::string piped_output(const std::string& command) {
  return helpers::bash_output("(" + command + ") 2>&1; echo \"exit $?\"\n");
}

const std::string kQueens8 = "fundamental: 12\ntotal: 92\n";

TEST(UnixHabits, NoInputReadsStandardInputWhenItIsNoTerminal) {
  const AppRun piped = run_with_stdin({"--count"}, "8*q\n", false);
  EXPECT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, kQueens8);
  // A sweep, as with '-'.
  const AppRun sweep = run_with_stdin({"--size", "4..5", "--count", "--csv"}, "n*q\n", false);
  EXPECT_NE(sweep.out.find("\n4,4,4,1,2,true,"), std::string::npos) << sweep.out << sweep.err;
  EXPECT_NE(sweep.out.find("\n5,5,5,2,10,true,"), std::string::npos) << sweep.out;
  // Its name in messages is standard input's.
  EXPECT_EQ(run_with_stdin({}, "8*queen\n", false).err, "<stdin>:1: pieces are one letter: q r b n k p ('queen' is 'q')\n");
}

TEST(UnixHabits, NoInputOnATerminalSaysHowToGiveOne) {
  const AppRun r = run_with_stdin({"--count"}, "8*q\n", true);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "chessy-sat: no INPUT given: name a problem file or pipe one in, e.g. echo '8*q' | chessy-sat --count "
            "(see --help)\n");
  // Standard input given to --fixed: INPUT is not read from it too.
  EXPECT_EQ(run_with_stdin({"--count", "--fixed", "-"}, "q @ 0,0\n", false).err.rfind("chessy-sat: no INPUT given", 0), 0u);
}

// As a process: main() asks whether its standard input is a terminal.
TEST(UnixHabits, ThePipeOfAShell) {
  const std::string binary = "'" + std::string(CHESSY_BINARY) + "'";
  EXPECT_EQ(piped_output("echo '8*q' | " + binary + " --count"), kQueens8 + "exit 0\n");
  EXPECT_EQ(piped_output("echo '-3*q' | " + binary), "<stdin>:1: a count is 0 or more, not negative ('-3*q')\nexit 2\n");
}

TEST(UnixHabits, DoubleDashEndsTheOptions) {
  helpers::TempDir dir("double-dash");
  std::ofstream(dir / "--count") << "8*q\n";
  std::ofstream(dir / "-q.txt") << "8*q\n";
  // A file named like an option, after `--`; the options before it still count.
  EXPECT_EQ(helpers::run({"--count", "--", dir / "--count"}).out, kQueens8);
  const AppRun dash = helpers::run({"--count", "--", "-"}, "8*q\n");
  EXPECT_EQ(dash.out, kQueens8) << dash.err;
  // Everything after it is a word, the second `--` too.
  const AppRun two = helpers::run({"--", dir / "-q.txt", "--count"});
  EXPECT_EQ(two.status, 2);
  EXPECT_EQ(two.err, "chessy-sat: more than one INPUT ('" + (dir / "-q.txt") + "', '--count') (see --help)\n");
  EXPECT_EQ(helpers::run({"generate", "--seed", "2", "--"}).status, 0);
  // Before it: an unknown option is still one.
  EXPECT_EQ(helpers::run({"-", "--cunt", "--"}, "8*q\n").err,
            "chessy-sat: unknown option '--cunt' (did you mean '--count'?)\n");
}

TEST(UnixHabits, APrefixOfOneLongOptionIsThatOption) {
  EXPECT_EQ(helpers::run({"-", "--cou"}, "8*q\n").out, kQueens8);
  EXPECT_EQ(helpers::run({"-", "--cou", "--no-sym"}, "4*q\nsize 4\n").out, "fundamental: 2\ntotal: 2\n");
  // With a value, both ways; the messages name the option whole.
  EXPECT_EQ(helpers::run({"-", "--cou", "--si", "6"}, "n*q\n").out, "fundamental: 1\ntotal: 4\n");
  EXPECT_EQ(helpers::run({"-", "--cou", "--si=6"}, "n*q\n").out, "fundamental: 1\ntotal: 4\n");
  EXPECT_EQ(helpers::run({"-", "--lim", "0"}, "8*q\n").err, "chessy-sat: --limit must be between 1 and 1000000000000 (see --help)\n");
  EXPECT_EQ(helpers::run({"-", "--lim"}, "8*q\n").err, "chessy-sat: --limit needs a value (see --help)\n");
  // A prefix of another command's option is not this command's.
  EXPECT_EQ(helpers::run({"-", "--see", "3"}, "8*q\n").status, 2);
  EXPECT_EQ(helpers::run({"generate", "--see", "3", "--cou", "1", "-o", "/dev/null"}).status, 0);
}

TEST(UnixHabits, AnAmbiguousPrefixNamesTheCandidatesAndExactNamesWin) {
  const AppRun r = helpers::run({"-", "--co"}, "8*q\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "chessy-sat: ambiguous option '--co': --count, --coordinates, --color (see --help)\n");
  EXPECT_EQ(helpers::run({"-", "--ma"}, "8*q\n").err, "chessy-sat: ambiguous option '--ma': --max, --max-memory (see --help)\n");
  // `--max` is one option and a prefix of another: the exact name.
  const AppRun max = helpers::run({"-", "--max"}, "?*q\n");
  EXPECT_EQ(max.status, 0) << max.err;
  EXPECT_EQ(max.out.rfind("maximum: 8\n", 0), 0u) << max.out;
  EXPECT_EQ(helpers::run({"generate", "--s"}).err,
            "chessy-sat generate: ambiguous option '--s': --size, --seed, --stars (see --help)\n");
}

TEST(UnixHabits, SizeMessagesNameWhatWasGiven) {
  for (const std::string size : {"8x", "x8", "8x8x8", "", "eight", "8..", "4..x9"}) {
    SCOPED_TRACE(size);
    EXPECT_EQ(helpers::run({"-", "--size", size}, "8*q\n").err,
              "chessy-sat: --size needs M or RxC (8, 6x9) or a range A..B of them, got '" + size + "' (see --help)\n");
  }
  EXPECT_EQ(helpers::run({"-", "--size", "0"}, "8*q\n").err, "chessy-sat: --size must be between 1 and 10000000 (see --help)\n");
}

// After --min's proof the optimum's search counts in the solver of its proof, one model a
// class: said once, and never "chessy-sat:, ".
TEST(UnixHabits, TheProgressLineSaysModelsOnceWhenTheyAreTheClasses) {
  chessy::api::CountProgress counts;
  counts.models = 391;
  counts.classes = 391;
  EXPECT_EQ(chessy::progress_text(&counts, nullptr, false, 10.0, 80, false), "chessy-sat: 391 fundamental, 39/s, 10.0 s");
  counts.models = 500;
  EXPECT_EQ(chessy::progress_text(&counts, nullptr, false, 10.0, 80, false),
            "chessy-sat: 500 models, 391 fundamental, 50/s, 10.0 s");
  chessy::OptimumProgress proven;  // the optimum known: the counts at it
  proven.searching = false;
  EXPECT_EQ(chessy::progress_text(&counts, &proven, false, 10.0, 80, false),
            "chessy-sat: 500 models, 391 fundamental, 50/s, 10.0 s");
}

}  // namespace
