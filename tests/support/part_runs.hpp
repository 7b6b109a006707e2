// Split runs for the tests of --part and merge: a directory of part files, the parts
// run into it, and merge run over files.
#pragma once
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "helpers.hpp"

namespace part_runs {

inline const std::string kProblemsDir = std::string(CHESSY_SOURCE_DIR) + "/problems/";

// A directory of our own, removed afterwards.
class TempDir : public helpers::TempDir {
 public:
  TempDir() : helpers::TempDir("parts-dir") {}
  std::string part(int i) const { return path() + "/part-" + std::to_string(i) + ".json"; }
};

// The problem `text` written into dir as `name`; its path.
inline std::string problem_in(const TempDir& dir, const std::string& text, const std::string& name = "problem.txt") {
  const std::string path = dir / name;
  std::ofstream(path) << text;
  return path;
}

// Runs parts 0..P-1 of `args` into dir; every part must succeed.
inline void run_parts(const std::vector<std::string>& args, int parts, const TempDir& dir) {
  for (int i = 0; i < parts; ++i) {
    std::vector<std::string> part = args;
    part.insert(part.end(), {"--part", std::to_string(i) + "/" + std::to_string(parts), "-o", dir.part(i), "-q"});
    helpers::AppRun r = helpers::run(part);
    ASSERT_EQ(r.status, 0) << "part " << i << ": " << r.err;
    ASSERT_EQ(r.out, "");
  }
}

inline helpers::AppRun merge(const std::vector<std::string>& files) {
  std::vector<std::string> args{"merge"};
  args.insert(args.end(), files.begin(), files.end());
  return helpers::run(args);
}

}  // namespace part_runs
