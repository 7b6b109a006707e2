// Bad input, end to end through run_app: every file in tests/bad/ is a malformed
// problem named after its fault, whose first line is `# expect: LINE: text` (the line
// the error must name and a piece of its message). Each must give exit status 2,
// nothing on standard output and exactly one line `PATH:LINE: ...` on standard error.
// Command-line mistakes give exit status 2 and one line on standard error as well.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "helpers.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path kBadDir = fs::path(CHESSY_SOURCE_DIR) / "tests" / "bad";

// The corpus must not silently shrink (a lost file would be a lost check).
constexpr std::size_t kMinBadFiles = 20;

using helpers::AppRun;
using helpers::run;

std::vector<std::string> bad_files() {
  std::vector<std::string> files;
  if (!fs::is_directory(kBadDir)) return files;
  for (const fs::directory_entry& e : fs::directory_iterator(kBadDir))
    if (e.is_regular_file() && e.path().extension() == ".txt") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// What the first line `# expect: LINE: text` promises.
struct Expectation {
  int line = 0;
  std::string text;
};

Expectation read_expectation(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::string first;
  std::getline(file, first);
  const std::string prefix = "# expect: ";
  Expectation e;
  if (first.rfind(prefix, 0) != 0) return e;
  std::size_t pos = prefix.size();
  std::size_t colon = first.find(": ", pos);
  if (colon == std::string::npos) return e;
  const std::string digits = first.substr(pos, colon - pos);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) return e;
  e.line = std::stoi(digits);
  e.text = first.substr(colon + 2);
  return e;
}

// Exactly one line: ends with '\n' and holds no other.
bool is_one_line(const std::string& s) {
  return !s.empty() && s.back() == '\n' && std::count(s.begin(), s.end(), '\n') == 1;
}

class BadInput : public ::testing::TestWithParam<std::string> {};

TEST_P(BadInput, ExitsTwoWithOneLineNamingFileAndLine) {
  const std::string path = GetParam();
  const Expectation expect = read_expectation(path);
  ASSERT_GT(expect.line, 0) << path << ": first line must be '# expect: LINE: text'";
  ASSERT_FALSE(expect.text.empty()) << path;

  const AppRun r = run({path});
  EXPECT_EQ(r.status, chessy::kExitBadInput) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(is_one_line(r.err)) << "stderr: [" << r.err << "]";
  const std::string where = path + ":" + std::to_string(expect.line) + ": ";
  EXPECT_EQ(r.err.rfind(where, 0), 0u) << "expected to start with [" << where << "], got [" << r.err << "]";
  EXPECT_NE(r.err.find(expect.text), std::string::npos)
      << "expected to contain [" << expect.text << "], got [" << r.err << "]";
}

// Test names from file names: "size-zero.txt" -> "size_zero".
std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = fs::path(info.param).stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Corpus, BadInput, ::testing::ValuesIn(bad_files()), test_name);

TEST(BadInputCorpus, HoldsAtLeastTwentyFaultNamedFiles) {
  EXPECT_GE(bad_files().size(), kMinBadFiles) << "in " << kBadDir;
}

TEST(BadInputCorpus, EveryFileStatesItsExpectation) {
  for (const std::string& path : bad_files()) {
    const Expectation e = read_expectation(path);
    EXPECT_GT(e.line, 1) << path << " (line 1 is the expectation itself)";
    EXPECT_FALSE(e.text.empty()) << path;
  }
}

// The same error through standard input names "<stdin>" rather than a path.
TEST(BadInput, StandardInputErrorsNameStdinAndLine) {
  const AppRun r = run({"-"}, "q\n\nx\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(is_one_line(r.err)) << r.err;
  EXPECT_EQ(r.err.rfind("<stdin>:3: ", 0), 0u) << r.err;
}

// The command line overrides the file's size, so the piece count is checked against it.
TEST(BadInput, PiecesThatDoNotFitTheCommandLineSizeNameTheirLine) {
  const AppRun r = run({"-", "--size", "2"}, "size 8\n5*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(is_one_line(r.err)) << r.err;
  EXPECT_EQ(r.err.rfind("<stdin>:2: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("2x2"), std::string::npos) << r.err;
}

// ---- Command-line errors -------------------------------------------------------

struct CommandLineCase {
  const char* name;
  std::vector<std::string> args;
  const char* mentions;  // a substring the message must hold
};

// Failure messages name the case, not its bytes.
void PrintTo(const CommandLineCase& c, std::ostream* os) { *os << c.name; }

class BadCommandLine : public ::testing::TestWithParam<CommandLineCase> {};

TEST_P(BadCommandLine, ExitsTwoWithOneLineOnStderr) {
  const CommandLineCase& c = GetParam();
  const AppRun r = run(c.args, "4*q\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(is_one_line(r.err)) << "stderr: [" << r.err << "]";
  EXPECT_NE(r.err.find(c.mentions), std::string::npos) << "stderr: [" << r.err << "]";
}

const std::string kMissing = (fs::path(CHESSY_SOURCE_DIR) / "tests" / "no-such-problem.txt").string();

INSTANTIATE_TEST_SUITE_P(
    Options, BadCommandLine,
    ::testing::Values(
        CommandLineCase{"UnknownOption", {"-", "--frobnicate"}, "--frobnicate"},
        CommandLineCase{"SizeZero", {"-", "--size", "0"}, "--size"},
        CommandLineCase{"SizeTooLarge", {"-", "--size", "10000001"}, "--size"},
        CommandLineCase{"SizeWithoutValue", {"-", "--size"}, "--size"},
        CommandLineCase{"LimitNotANumber", {"-", "--all", "--limit", "abc"}, "abc"},
        CommandLineCase{"LimitZero", {"-", "--all", "--limit", "0"}, "--limit"},
        CommandLineCase{"NoInput", {"--all"}, "INPUT"},
        CommandLineCase{"TwoInputs", {"-", "other.txt"}, "other.txt"},
        CommandLineCase{"MissingFile", {kMissing}, "no-such-problem.txt"},
        CommandLineCase{"AllWithCount", {"-", "--all", "--count"}, "--count"},
        CommandLineCase{"UnknownBackend", {"-", "--backend", "minisat"}, "minisat"},
        CommandLineCase{"OutputIntoMissingDirectory",
                        {"-", "-o", (fs::path(CHESSY_SOURCE_DIR) / "no-such-dir" / "out.txt").string()},
                        "no-such-dir"}),
    [](const ::testing::TestParamInfo<CommandLineCase>& info) { return std::string(info.param.name); });

// docs/input.md: an input error writes nothing on standard output. A directory opens
// as a file on Linux but cannot be read; it once gave an empty 8x8 board and exit 0.
TEST(BadCommandLine, DirectoryAsInputIsAnError) {
  const AppRun r = run({kBadDir.string()});
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(r.out, "");
  EXPECT_TRUE(is_one_line(r.err)) << r.err;
}

// Usage errors say who is speaking, like every Unix tool.
TEST(BadCommandLine, UsageErrorsStartWithProgramName) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-", "--frobnicate"}, {"-", "--size", "0"}, {"--all"}, {kMissing}}) {
    const AppRun r = run(args, "q\n");
    EXPECT_EQ(r.err.rfind("chessy-sat: ", 0), 0u) << r.err;
  }
}

}  // namespace
