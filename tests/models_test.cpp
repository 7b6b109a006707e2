// Every example problem in models/ that carries a line
//   # expect: fundamental X total Y
// is run exactly as a user would (`chessy-sat FILE --count`, through chessy::run_app)
// and must print those figures, with exit status 0 when a solution exists and 1 when
// none does. The figures come from independent sources named in each file's header
// (OEIS, published counts, hand counts, throwaway exhaustive searches).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../cli/app.hpp"

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

// Every regular file in models/ with an expect line, in file-name order.
std::vector<Model> models_with_expectations() {
  std::vector<Model> models;
  std::error_code ec;
  if (!fs::is_directory(kModelsDir, ec)) return models;
  for (const fs::directory_entry& entry : fs::directory_iterator(kModelsDir, ec)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream file(entry.path());
    std::string line;
    bool found = false;
    Model model;
    model.file = entry.path().filename().string();
    model.path = entry.path().string();
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
          word1 != "fundamental" || word2 != "total" || (fields >> rest) ||
          model.fundamental < 0 || model.total < model.fundamental ||
          (model.fundamental == 0) != (model.total == 0))
        model.bad_expect = line;
    }
    if (found) models.push_back(model);
  }
  std::sort(models.begin(), models.end(),
            [](const Model& a, const Model& b) { return a.file < b.file; });
  return models;
}

std::string test_name(const testing::TestParamInfo<Model>& info) {
  std::string name;
  for (char c : info.param.file) {
    if (c == '.') break;
    name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  }
  return name;
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

INSTANTIATE_TEST_SUITE_P(Examples, Models, testing::ValuesIn(models_with_expectations()),
                         test_name);
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

}  // namespace
