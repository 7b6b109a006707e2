// Every example problem in models/ that carries a line
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

struct Model {
  std::string file;        // file name inside models/
  std::string path;        // full path
  long long fundamental = -1;
  long long total = -1;
  std::string bad_expect;  // a malformed expect line, reported by the test
};

const fs::path kModelsDir = fs::path(CHESSY_SOURCE_DIR) / "models";

// Whether the figures are consistent: both zero (no solution) or 0 < fundamental <= total.
bool plausible(const Model& m) {
  return m.fundamental >= 0 && m.total >= m.fundamental && (m.fundamental == 0) == (m.total == 0);
}

// The text format's `# expect:` line; false when there is none.
bool read_text_expectation(std::ifstream& file, Model& model) {
  std::string line;
  bool found = false;
  while (std::getline(file, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string prefix = "# expect:";
    if (line.compare(0, prefix.size(), prefix) != 0) continue;
    if (found) {
      model.bad_expect = "more than one expect line";
      break;
    }
    found = true;
    std::istringstream fields(line.substr(prefix.size()));
    std::string word1, word2, rest;
    if (!(fields >> word1 >> model.fundamental >> word2 >> model.total) ||
        word1 != "fundamental" || word2 != "total" || (fields >> rest) || !plausible(model))
      model.bad_expect = line;
  }
  return found;
}

// A JSON problem's "expect" key (JSON has no comments); false when there is none.
bool read_json_expectation(std::ifstream& file, Model& model) {
  const nlohmann::json doc = nlohmann::json::parse(file, nullptr, false);
  if (!doc.is_object() || !doc.contains("expect")) return false;
  const nlohmann::json& expect = doc["expect"];
  if (expect.is_object() && expect.size() == 2 && expect.contains("fundamental") &&
      expect.contains("total") && expect["fundamental"].is_number_integer() &&
      expect["total"].is_number_integer()) {
    model.fundamental = expect["fundamental"].get<long long>();
    model.total = expect["total"].get<long long>();
  }
  if (!plausible(model)) model.bad_expect = expect.dump();
  return true;
}

// Every regular file in models/ with an expect line (or key), in file-name order.
std::vector<Model> models_with_expectations() {
  std::vector<Model> models;
  std::error_code ec;
  if (!fs::is_directory(kModelsDir, ec)) return models;
  for (const fs::directory_entry& entry : fs::directory_iterator(kModelsDir, ec)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream file(entry.path());
    Model model;
    model.file = entry.path().filename().string();
    model.path = entry.path().string();
    const bool found = entry.path().extension() == ".json" ? read_json_expectation(file, model)
                                                          : read_text_expectation(file, model);
    if (found) models.push_back(model);
  }
  std::sort(models.begin(), models.end(),
            [](const Model& a, const Model& b) { return a.file < b.file; });
  return models;
}

// The file name up to its first '.', other characters than letters and digits as '_',
// and "_json" after a JSON problem (queens8.json beside queens8.txt). It names the
// model in test output, and in ctest, which shows the printed value in place of the
// index of a parameterised test: ".../CountMatchesExpectLine/queens8".
void PrintTo(const Model& model, std::ostream* os) {
  for (char c : model.file) {
    if (c == '.') break;
    *os << (std::isalnum(static_cast<unsigned char>(c)) ? c : '_');
  }
  if (fs::path(model.file).extension() == ".json") *os << "_json";
}

class Models : public testing::TestWithParam<Model> {};

TEST_P(Models, CountMatchesExpectLine) {
  const Model& model = GetParam();
  ASSERT_TRUE(model.bad_expect.empty())
      << model.file << ": malformed expect line: " << model.bad_expect;
  std::istringstream in;
  std::ostringstream out, err;
  const int status = chessy::run_app({model.path, "--count"}, in, out, err);
  EXPECT_EQ(out.str(), "fundamental: " + std::to_string(model.fundamental) +
                           "\ntotal: " + std::to_string(model.total) + "\n")
      << "chessy-sat " << model.file << " --count\nstderr: " << err.str();
  EXPECT_EQ(status, model.total > 0 ? chessy::kExitSolved : chessy::kExitNoSolution)
      << "chessy-sat " << model.file << " --count\nstderr: " << err.str();
}

INSTANTIATE_TEST_SUITE_P(Examples, Models, testing::ValuesIn(models_with_expectations()));
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Models);  // reported by the test below

TEST(ModelsDirectory, HoldsAtLeastEightModelsWithExpectations) {
  const std::vector<Model> models = models_with_expectations();
  EXPECT_GE(models.size(), 8u) << "in " << kModelsDir.string();
  // The main example must be among them, with the published figures.
  const auto queens8 = std::find_if(models.begin(), models.end(),
                                    [](const Model& m) { return m.file == "queens8.txt"; });
  ASSERT_NE(queens8, models.end());
  EXPECT_EQ(queens8->fundamental, 12);
  EXPECT_EQ(queens8->total, 92);
}

TEST(ModelsDirectory, HoldsJsonVersionsWithTheFiguresOfTheirTextTwins) {
  const std::vector<Model> models = models_with_expectations();
  int json_models = 0;
  for (const Model& m : models) {
    if (fs::path(m.file).extension() != ".json") continue;
    ++json_models;
    const std::string twin_name = fs::path(m.file).replace_extension(".txt").string();
    const auto twin = std::find_if(models.begin(), models.end(),
                                   [&](const Model& t) { return t.file == twin_name; });
    if (twin == models.end()) continue;
    EXPECT_EQ(m.fundamental, twin->fundamental) << m.file << " and " << twin->file;
    EXPECT_EQ(m.total, twin->total) << m.file << " and " << twin->file;
  }
  EXPECT_GE(json_models, 3) << "in " << kModelsDir.string();
}

// ctest names the models by their printed parameter (the GoogleTest names are
// indices), so no two files may print the same name, e.g. a-b.txt and a_b.txt.
TEST(ModelsDirectory, ModelNamesAreDistinctAndValid) {
  std::set<std::string> seen;
  for (const Model& model : models_with_expectations()) {
    const std::string name = testing::PrintToString(model);
    EXPECT_FALSE(name.empty()) << model.file;
    EXPECT_TRUE(seen.insert(name).second) << model.file << ": duplicate name " << name;
  }
}

}  // namespace
