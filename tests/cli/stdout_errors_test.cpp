// Issue 14.3: results that cannot be written to standard output (a full disk,
// /dev/full) are an error, one line and exit 2, not a silent success.
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli/app.hpp"
#include "helpers.hpp"

namespace {

const std::string kQueens8 = std::string(CHESSY_SOURCE_DIR) + "/problems/queens8.txt";
const std::string kNoSpace = "chessy-sat: cannot write to standard output: No space left on device\n";

// run_app with standard output on /dev/full.
helpers::AppRun run_into_full_device(const std::vector<std::string>& args) {
  std::istringstream in;
  std::ofstream full("/dev/full", std::ios::binary);
  std::ostringstream err;
  const int status = chessy::run_app(args, in, full, err);
  return {status, "", err.str()};
}

TEST(StdoutErrors, EveryModeReportsAFullDevice) {
  const std::vector<std::vector<std::string>> runs = {
      {kQueens8, "--all"},   {kQueens8, "-q"},     {kQueens8, "--count"}, {kQueens8, "--dimacs", "-"},
      {kQueens8, "--count", "--part", "0/2"},      {kQueens8, "--all", "--stream"}, {"--help"},
  };
  for (const std::vector<std::string>& args : runs) {
    const helpers::AppRun r = run_into_full_device(args);
    EXPECT_EQ(r.status, chessy::kExitBadInput) << args.back();
    // The reason, when the write that failed can be told (not when a long write failed
    // and was dropped before the end, as --help's).
    EXPECT_TRUE(r.err == kNoSpace || r.err == "chessy-sat: cannot write to standard output\n") << args.back() << r.err;
  }
}

TEST(StdoutErrors, TheProgramExitsTwoWithOneLine) {
  helpers::TempFile err("stdout-errors-err");
  const int status = std::system((std::string(CHESSY_BINARY) + " " + kQueens8 + " --all > /dev/full 2> " + err.path()).c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), chessy::kExitBadInput);
  EXPECT_EQ(err.read(), kNoSpace);
}

}  // namespace
