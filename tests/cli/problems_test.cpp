// Every example problem in problems/ that carries a line
//   # expect: fundamental X total Y
// (a JSON problem: a key "expect": {"fundamental": X, "total": Y}) is run exactly as a
// user would (`chessy-sat FILE --count`, through chessy::run_app) and must print those
// figures, with exit status 0 when a solution exists and 1 when none does. The figures
// come from independent sources named in each file's header or "comment" (OEIS,
// published counts, hand counts, throwaway exhaustive searches).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace {

namespace fs = std::filesystem;

struct Example {
  std::string file;        // file name inside problems/
  std::string path;        // full path
  long long fundamental = -1;
  long long total = -1;
  std::string bad_expect;  // a malformed expect line, reported by the test
};

const fs::path kProblemsDir = fs::path(CHESSY_SOURCE_DIR) / "problems";

// Whether the figures are consistent: both zero (no solution) or 0 < fundamental <= total.
bool plausible(const Example& m) {
  return m.fundamental >= 0 && m.total >= m.fundamental && (m.fundamental == 0) == (m.total == 0);
}

// The text format's `# expect:` line; false when there is none.
bool read_text_expectation(std::ifstream& file, Example& example) {
  std::string line;
  bool found = false;
  while (std::getline(file, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string prefix = "# expect:";
    if (line.compare(0, prefix.size(), prefix) != 0) continue;
    if (found) {
      example.bad_expect = "more than one expect line";
      break;
    }
    found = true;
    std::istringstream fields(line.substr(prefix.size()));
    std::string word1, word2, rest;
    if (!(fields >> word1 >> example.fundamental >> word2 >> example.total) ||
        word1 != "fundamental" || word2 != "total" || (fields >> rest) || !plausible(example))
      example.bad_expect = line;
  }
  return found;
}

// A JSON problem's "expect" key (JSON has no comments); false when there is none.
bool read_json_expectation(std::ifstream& file, Example& example) {
  const nlohmann::json doc = nlohmann::json::parse(file, nullptr, false);
  if (!doc.is_object() || !doc.contains("expect")) return false;
  const nlohmann::json& expect = doc["expect"];
  if (expect.is_object() && expect.size() == 2 && expect.contains("fundamental") &&
      expect.contains("total") && expect["fundamental"].is_number_integer() &&
      expect["total"].is_number_integer()) {
    example.fundamental = expect["fundamental"].get<long long>();
    example.total = expect["total"].get<long long>();
  }
  if (!plausible(example)) example.bad_expect = expect.dump();
  return true;
}

// Every regular file in problems/ with an expect line (or key), in file-name order.
std::vector<Example> examples_with_expectations() {
  std::vector<Example> examples;
  std::error_code ec;
  if (!fs::is_directory(kProblemsDir, ec)) return examples;
  for (const fs::directory_entry& entry : fs::directory_iterator(kProblemsDir, ec)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream file(entry.path());
    Example example;
    example.file = entry.path().filename().string();
    example.path = entry.path().string();
    const bool found = entry.path().extension() == ".json" ? read_json_expectation(file, example)
                                                          : read_text_expectation(file, example);
    if (found) examples.push_back(example);
  }
  std::sort(examples.begin(), examples.end(),
            [](const Example& a, const Example& b) { return a.file < b.file; });
  return examples;
}

// The file name up to its first '.', other characters than letters and digits as '_',
// and "_json" after a JSON problem (queens8.json beside queens8.txt). It names the
// example in test output, and in ctest, which shows the printed value in place of the
// index of a parameterised test: ".../CountMatchesExpectLine/queens8".
void PrintTo(const Example& example, std::ostream* os) {
  for (char c : example.file) {
    if (c == '.') break;
    *os << (std::isalnum(static_cast<unsigned char>(c)) ? c : '_');
  }
  if (fs::path(example.file).extension() == ".json") *os << "_json";
}

class Problems : public testing::TestWithParam<Example> {};

TEST_P(Problems, CountMatchesExpectLine) {
  const Example& example = GetParam();
  ASSERT_TRUE(example.bad_expect.empty())
      << example.file << ": malformed expect line: " << example.bad_expect;
  std::istringstream in;
  std::ostringstream out, err;
  const int status = chessy::run_app({example.path, "--count"}, in, out, err);
  EXPECT_EQ(out.str(), "fundamental: " + std::to_string(example.fundamental) +
                           "\ntotal: " + std::to_string(example.total) + "\n")
      << "chessy-sat " << example.file << " --count\nstderr: " << err.str();
  EXPECT_EQ(status, example.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution)
      << "chessy-sat " << example.file << " --count\nstderr: " << err.str();
}

INSTANTIATE_TEST_SUITE_P(Examples, Problems, testing::ValuesIn(examples_with_expectations()));
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Problems);  // reported by the test below

TEST(ProblemsDirectory, HoldsAtLeastEightProblemsWithExpectations) {
  const std::vector<Example> examples = examples_with_expectations();
  EXPECT_GE(examples.size(), 8u) << "in " << kProblemsDir.string();
  // The main example must be among them, with the published figures.
  const auto queens8 = std::find_if(examples.begin(), examples.end(),
                                    [](const Example& m) { return m.file == "queens8.txt"; });
  ASSERT_NE(queens8, examples.end());
  EXPECT_EQ(queens8->fundamental, 12);
  EXPECT_EQ(queens8->total, 92);
}

TEST(ProblemsDirectory, HoldsJsonVersionsWithTheFiguresOfTheirTextTwins) {
  const std::vector<Example> examples = examples_with_expectations();
  int json_examples = 0;
  for (const Example& m : examples) {
    if (fs::path(m.file).extension() != ".json") continue;
    ++json_examples;
    const std::string twin_name = fs::path(m.file).replace_extension(".txt").string();
    const auto twin = std::find_if(examples.begin(), examples.end(),
                                   [&](const Example& t) { return t.file == twin_name; });
    if (twin == examples.end()) continue;
    EXPECT_EQ(m.fundamental, twin->fundamental) << m.file << " and " << twin->file;
    EXPECT_EQ(m.total, twin->total) << m.file << " and " << twin->file;
  }
  EXPECT_GE(json_examples, 3) << "in " << kProblemsDir.string();
}

// ctest names the examples by their printed parameter (the GoogleTest names are
// indices), so no two files may print the same name, e.g. a-b.txt and a_b.txt.
TEST(ProblemsDirectory, FileNamesAreDistinctAndValid) {
  std::set<std::string> seen;
  for (const Example& example : examples_with_expectations()) {
    const std::string name = testing::PrintToString(example);
    EXPECT_FALSE(name.empty()) << example.file;
    EXPECT_TRUE(seen.insert(name).second) << example.file << ": duplicate name " << name;
  }
}

}  // namespace
