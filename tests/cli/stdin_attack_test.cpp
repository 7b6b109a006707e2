// What an attack on standard input without INPUT found (issue 40): each case failed
// before its fix.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace {

// --fixed - with no INPUT said "name a problem file or pipe one in" to a user who had
// piped one in: standard input was --fixed's.
TEST(StdinAttack, NoInputWhenStandardInputIsAListSaysWhose) {
  std::istringstream in("q @ 0,0\n");
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.in_is_terminal = false;
  EXPECT_EQ(chessy::run_app({"--count", "--fixed", "-"}, in, out, err, env), 2);
  EXPECT_EQ(err.str(), "chessy-sat: no INPUT given: standard input is --fixed's ('-'); name the problem file (see --help)\n");
  std::istringstream in2("0,0\n");
  std::ostringstream err2;
  EXPECT_EQ(chessy::run_app({"--blocked", "-"}, in2, out, err2, env), 2);
  EXPECT_EQ(err2.str(), "chessy-sat: no INPUT given: standard input is --blocked's ('-'); name the problem file (see --help)\n");
  EXPECT_EQ(out.str(), "");
}

// A directory or a closed standard input said "cannot read '-'" where no '-' was given.
TEST(StdinAttack, AStandardInputThatCannotBeReadIsNamedSo) {
  const std::string binary = "'" + std::string(CHESSY_BINARY) + "'";
  EXPECT_EQ(helpers::bash_output("(" + binary + " --count < /) 2>&1; echo \"exit $?\"\n"),
            "chessy-sat: cannot read standard input: Is a directory\nexit 2\n");
  EXPECT_EQ(helpers::bash_output("(" + binary + " - --count <&-) 2>&1; echo \"exit $?\"\n"),
            "chessy-sat: cannot read standard input: Bad file descriptor\nexit 2\n");
}

}  // namespace
