// --color=auto|always|never and NO_COLOR (issue 18) for the unicode board and the
// progress line: auto colours a terminal unless NO_COLOR is set and not empty; a
// --color given decides over NO_COLOR.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

struct Outcome {
  int status;
  std::string out, err;
};

Outcome run_with(std::vector<std::string> args, bool terminal, bool no_color, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.out_is_terminal = env.err_is_terminal = terminal;
  env.no_color = no_color;
  env.progress_after = std::chrono::milliseconds(0);
  env.err_columns = 1000;  // the whole progress line, however many digits (progress_test: its width)
  const int status = chessy::run_app(args, in, out, err, env);
  return {status, out.str(), err.str()};
}

bool coloured_board(const std::vector<std::string>& extra, bool terminal, bool no_color) {
  std::vector<std::string> args{"-", "--size", "4", "--format", "unicode"};
  args.insert(args.end(), extra.begin(), extra.end());
  const Outcome r = run_with(args, terminal, no_color, "4*q\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\u265B"), std::string::npos) << r.out;  // a board, coloured or not
  return r.out.find('\x1b') != std::string::npos;
}

TEST(Colour, TheBoardFollowsColorAndNoColor) {
  EXPECT_TRUE(coloured_board({}, true, false));                      // auto, a terminal
  EXPECT_FALSE(coloured_board({}, false, false));                    // auto, a pipe
  EXPECT_FALSE(coloured_board({}, true, true));                      // NO_COLOR
  EXPECT_FALSE(coloured_board({"--color", "never"}, true, false));
  EXPECT_TRUE(coloured_board({"--color=always"}, false, false));
  EXPECT_TRUE(coloured_board({"--color", "always"}, true, true));    // the option decides
  EXPECT_TRUE(coloured_board({"--color", "auto"}, true, false));
}

TEST(Colour, TheProgressLineFollowsColorAndNoColor) {
  auto bold = [](const std::vector<std::string>& extra, bool no_color) {
    std::vector<std::string> args{"-", "--count", "-j", "2", "--timeout", "0.6"};
    args.insert(args.end(), extra.begin(), extra.end());
    const Outcome r = run_with(args, true, no_color, "18*q\nsize 18\n");  // a minute to count
    EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
    EXPECT_NE(r.err.find("\rchessy-sat: "), std::string::npos) << r.err;
    return r.err.find("\x1b[1m") != std::string::npos;
  };
  EXPECT_TRUE(bold({}, false));
  EXPECT_FALSE(bold({}, true));
  EXPECT_FALSE(bold({"--color", "never"}, false));
}

TEST(Colour, ColorTakesAutoAlwaysOrNever) {
  const helpers::AppRun r = helpers::run({"-", "--color", "sometimes"}, "8*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.err, "chessy-sat: unknown color 'sometimes' (auto, always, never) (see --help)\n");
}

}  // namespace
