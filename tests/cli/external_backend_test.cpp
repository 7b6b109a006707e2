// The external-solver backend (`--backend cmd --solver 'COMMAND'`), end to end through
// run_app: with the stock cadical binary it prints exactly what the in-process default
// prints, for --all, --count and the default mode, on one worker and on several; and
// a missing, crashing or babbling command gets one clear line.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using helpers::TempFile;

bool cadical_installed() { return std::system("command -v cadical > /dev/null 2>&1") == 0; }

// Small problems of every kind (a few dozen models at most, so that running the solver
// once per model stays quick): colourless, coloured, domination, completion; with and
// without solutions.
const std::vector<std::string> kProblems = {
    "size 4\n4*q\n",
    "size 5\n5*q\n",
    "size 6\n6*q\n",
    "size 3\n3*q\n",
    "size 8\n8*q\nq @ 3,3\nq @ 4,1\n",
    "size 4\n4*q\nq @ 0,0\n",
    "size 3\n2*r\nb\n",
    "size 4\n4*r\nr @ 0,0\n",
    "size 3\n2*n\nk\n",
    "size 3\n2*k\np\n",
    "size 3\n4*b\n",
    "size 4\nq\nr\nb\n",
    "size 5\n2*q\nn\n",
    "size 2\nk\n",
    "size 1\nq\n",
    "size 3\nr w\nr b\n",
    "size 3\nq w\nq b\n",
    "size 2\nq w\nq b\n",
    "size 3\nr w\np b\n",
    "size 3\nk w\nk b\n",
    "size 3\n2*b w\nb b\n",
    "size 4\nr w\nr b\nr w @ 0,0\n",
    "size 3\nd\nq\np\n",
    "size 3\nd\nq\np\nq @ 0,1\np @ 1,1\n",
    "size 4\nd\n2*q\n",
    "size 4\nd\nq\n",
    "size 3\nd\n2*r\n",
    "size 3\nd\n5*k\n",
    "size 4\nd\n3*r\nb\n",
    "size 3\nd\nk\nn\np\n",
};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

const std::vector<std::string> kCadicalCommand = {"--backend", "cmd", "--solver", "cadical"};

TEST(ExternalBackend, CadicalBinaryGivesTheSameAllAndCountAsTheDefault) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  for (std::size_t i = 0; i < kProblems.size(); ++i) {
    const std::string& problem = kProblems[i];
    std::vector<std::vector<std::string>> modes{{"--all"}, {"--count"}};
    if (i % 3 == 0) modes.push_back({"--all", "--no-symmetry"});  // the same solver calls: a sample
    for (const std::vector<std::string>& mode : modes) {
      SCOPED_TRACE(problem + mode.back());
      const AppRun expected = run(with({"-"}, mode), problem);
      const AppRun external = run(with(with({"-"}, mode), kCadicalCommand), problem);
      EXPECT_EQ(external.out, expected.out);
      EXPECT_EQ(external.status, expected.status);
      EXPECT_EQ(external.err, "");
    }
  }
}

TEST(ExternalBackend, SeveralWorkersGiveTheSameOutput) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  for (const std::string& problem : {kProblems[1], kProblems[4], kProblems[16], kProblems[22]}) {
    SCOPED_TRACE(problem);
    const AppRun expected = run({"-", "--all"}, problem);
    const AppRun external = run(with({"-", "--all", "-j", "2"}, kCadicalCommand), problem);
    EXPECT_EQ(external.out, expected.out);
    EXPECT_EQ(external.status, expected.status);
  }
}

TEST(ExternalBackend, DefaultModeFindsASolutionOrNone) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  for (const std::string& problem : kProblems) {
    SCOPED_TRACE(problem);
    // The solvers may find different solutions; each must be one of them all.
    const AppRun all = run({"-", "--all", "--no-symmetry"}, problem);
    const AppRun external = run(with({"-"}, kCadicalCommand), problem);
    EXPECT_EQ(external.status, all.status) << external.err;
    const std::vector<std::string> boards = helpers::boards_of(all.out);
    if (boards.empty()) EXPECT_EQ(external.out, "no solution\n");
    else EXPECT_NE(std::find(boards.begin(), boards.end(), external.out), boards.end()) << external.out;
  }
}

TEST(ExternalBackend, PathPlaceholderAndStandardInputReachTheSolver) {
  if (!cadical_installed()) GTEST_SKIP() << "cadical is not installed";
  const AppRun expected = run({"-", "--count"}, "size 6\n6*q\n");
  // `{}` stands for the CNF's path; the CNF is on standard input as well, and the
  // path appended to `... ; :` goes to the no-op `:`.
  for (const char* command : {"cadical -q {}", "cadical -q < {}", "cat | cadical -q; :"}) {
    SCOPED_TRACE(command);
    const AppRun r = run({"-", "--count", "--backend", "cmd", "--solver", command}, "size 6\n6*q\n");
    EXPECT_EQ(r.out, expected.out) << r.err;
  }
}

// A stand-in solver: a shell script that prints `output` and exits with `status`.
class FakeSolver {
 public:
  FakeSolver(const std::string& output, int status) : script_("chessy-fake-solver", ".sh") {
    script_.write("cat <<'EOF'\n" + output + "EOF\nexit " + std::to_string(status) + "\n");
  }
  std::string command() const { return "sh " + script_.path(); }

 private:
  TempFile script_;
};

struct Failure {
  std::string command;  // --solver
  int status;           // chessy-sat's exit status
  std::string message;  // its one line on standard error, after "chessy-sat: solver 'COMMAND'"
};

TEST(ExternalBackend, FailingCommandsGetOneClearLine) {
  const FakeSolver babbles("hello\n", 10), no_model("s SATISFIABLE\n", 10), cut_short("s SATISFIABLE\nv -1 -2\n", 10),
      contradicts("s UNSATISFIABLE\n", 10), unknown("s UNKNOWN\n", 0), odd_status("s SATISFIABLE\nv 0\n", 1);
  const std::vector<Failure> failures = {
      {"chessy-no-such-solver", chessy::kExitBadInput, ": command not found"},
      {"/", chessy::kExitBadInput, ": cannot be run"},
      {"kill -SEGV $$;", chessy::kExitInternal, " was killed by signal 11"},
      {babbles.command(), chessy::kExitInternal, " output:1: expected a 'c', 's' or 'v' line or literals, found 'hello'"},
      {no_model.command(), chessy::kExitInternal, " output:1: SATISFIABLE, but no model follows (no 'v' lines)"},
      {cut_short.command(), chessy::kExitInternal, " output:2: the model does not end in 0 (cut short?)"},
      {contradicts.command(), chessy::kExitInternal, " exited with status 10 but answered UNSATISFIABLE"},
      {unknown.command(), chessy::kExitInternal, " gave no answer (s UNKNOWN)"},
      {odd_status.command(), chessy::kExitInternal, " exited with status 1"},
  };
  for (const Failure& f : failures) {
    SCOPED_TRACE(f.command);
    const AppRun r = run({"-", "--backend", "cmd", "--solver", f.command}, "size 4\n4*q\n");
    EXPECT_EQ(r.status, f.status);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("chessy-sat: solver '" + f.command + "'" + f.message, 0), 0u) << r.err;
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
}

TEST(ExternalBackend, OptionsGoTogether) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"-", "--backend", "cmd"}, "chessy-sat: --backend cmd needs --solver 'COMMAND' (see --help)\n"},
      {{"-", "--backend", "cmd", "--solver", " "}, "chessy-sat: --backend cmd needs --solver 'COMMAND' (see --help)\n"},
      {{"-", "--solver", "cadical"}, "chessy-sat: --solver needs --backend cmd (see --help)\n"},
      {{"-", "--backend", "kissat"}, "chessy-sat: unknown backend 'kissat' (cadical, picosat, cmd) (see --help)\n"},
  };
  for (const auto& [args, message] : cases) {
    const AppRun r = run(args, "q\n");
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.err, message);
  }
}

}  // namespace
