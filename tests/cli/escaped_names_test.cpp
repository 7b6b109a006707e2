// Issue 14.5: file names (and what files hold) reach the DIMACS header and every
// message with control bytes as \xHH, so that a name cannot add lines of its choosing
// to a CNF or to standard error.
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli/app.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::lines_of;
using helpers::run;
using helpers::TempFile;

// A name that, printed raw, would end the header line and add a clause that makes 8
// queens unsatisfiable.
const std::string kEvil = "q\np cnf 1 1\n-1 0\n.txt";
const std::string kEvilShown = "q\\x0Ap cnf 1 1\\x0A-1 0\\x0A.txt";

// A directory of our own holding one file under the evil name.
class EvilFile {
 public:
  explicit EvilFile(const std::string& text) : dir_("chessy-escaped-names") { std::ofstream(path(), std::ios::binary) << text; }
  std::string dir() const { return dir_.path(); }
  std::string path() const { return dir_ / kEvil; }
  std::string shown() const { return dir_ / kEvilShown; }

 private:
  helpers::TempDir dir_;
};

TEST(EscapedNames, TheDimacsHeaderHoldsTheNameOnOneLine) {
  const EvilFile problem("8*q\n");
  const AppRun r = run({problem.path(), "--dimacs", "-"});
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "c chessy-sat CNF of " + problem.shown() + ": 8x8 independence");
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("p ", 0) == 0; }), 1);
  EXPECT_EQ(std::count(lines.begin(), lines.end(), "-1 0"), 0);
}

TEST(EscapedNames, MessagesHoldTheNameOnOneLine) {
  const EvilFile problem("8*q\nx\n");
  const AppRun bad = run({problem.path()});
  EXPECT_EQ(bad.status, chessy::kExitBadInput);
  EXPECT_EQ(bad.err.rfind(problem.shown() + ":2: ", 0), 0u) << bad.err;
  EXPECT_EQ(lines_of(bad.err).size(), 1u) << bad.err;
  const AppRun missing = run({problem.path() + "\x1b[2J"});
  EXPECT_EQ(missing.err, "chessy-sat: cannot open '" + problem.shown() + "\\x1B[2J': No such file or directory\n");
  const AppRun no_dir = run({"-", "-o", problem.dir() + "/no\ndir/out.txt"}, "4*q\n");
  EXPECT_EQ(no_dir.err, "chessy-sat: cannot write '" + problem.dir() + "/no\\x0Adir/out.txt': no directory '" +
                            problem.dir() + "/no\\x0Adir'\n");
}

TEST(EscapedNames, TheSkippedPartNoteHoldsTheNameOnOneLine) {
  const helpers::TempDir dir("chessy-escaped-part");
  const std::string part = dir / "part\n0.json";
  const std::vector<std::string> args = {"-", "--count", "--part", "0/2", "-o", part};
  ASSERT_EQ(run(args, "size 5\n5*q\n").status, chessy::kExitSolved);
  EXPECT_EQ(run(args, "size 5\n5*q\n").err,
            "chessy-sat: " + dir.path() + "/part\\x0A0.json already holds part 0/2 complete; skipped\n");
}

// What a solver printed is quoted as \xHH too (it used to be '?').
TEST(EscapedNames, SolverOutputIsQuotedWithHexEscapes) {
  TempFile model("chessy-escaped-model");
  model.write("he\x07llo\n");
  const AppRun r = run({"decode", "-", model.path()}, "size 4\n4*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, model.path() + ":1: expected a 'c', 's' or 'v' line or literals, found 'he\\x07llo'\n");
}

}  // namespace
