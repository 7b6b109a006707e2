// What the tests of a kind of problem (independent domination, total domination)
// share: its solutions as board texts of the command line, read back as solutions for
// the rules checker, and every way of running it, which must print the same.
#pragma once
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/parse_builder.hpp"
#include "model/solution.hpp"
#include "helpers.hpp"

namespace engine_variants {

// The board texts of `--all --no-symmetry` (every solution) with `options`, as a set.
inline std::set<std::string> all_boards(const std::string& problem, const std::vector<std::string>& options = {}) {
  std::vector<std::string> args{"-", "--all", "--no-symmetry"};
  args.insert(args.end(), options.begin(), options.end());
  const helpers::AppRun r = helpers::run(args, problem);
  EXPECT_LE(r.status, 1) << r.err;
  const std::vector<std::string> boards = helpers::boards_of(r.out);
  return {boards.begin(), boards.end()};
}

// A board text as a solution of `problem` (colourless pieces; 'x' a hole).
inline chessy::Solution solution_of(const chessy::Problem& problem, const std::string& board) {
  chessy::Solution s;
  int cell = 0;
  for (char c : board) {
    if (c == '\n') continue;
    if (c != '-' && c != 'x') s.push_back({cell, problem.type_index({*chessy::kind_of_letter(c), chessy::Colour::None})});
    ++cell;
  }
  return s;
}

// `--all` of `problem` by both engines, both backends, -j 1 and 2, with and without
// symmetry breaking, and in three parts (each re-reads the problem from its normal
// form) merged: the output and exit status of the default run, every one.
inline void expect_same_output_every_way(const std::string& problem) {
  const std::vector<std::vector<std::string>> variants = {
      {"--engine", "backtrack", "-j", "1"}, {"--engine", "backtrack", "-j", "2", "--no-breaking"},
      {"--engine", "sat", "-j", "1"},       {"--engine", "sat", "-j", "2", "--no-breaking"},
      {"--backend", "picosat", "-j", "2"},  {"--backend", "picosat", "--no-breaking", "-j", "1"},
  };
  SCOPED_TRACE(problem);
  const helpers::AppRun reference = helpers::run({"-", "--all"}, problem);
  ASSERT_LE(reference.status, 1) << reference.err;
  for (const std::vector<std::string>& options : variants) {
    std::vector<std::string> args{"-", "--all"};
    args.insert(args.end(), options.begin(), options.end());
    const helpers::AppRun r = helpers::run(args, problem);
    EXPECT_EQ(r.status, reference.status) << options[1] << ' ' << r.err;
    EXPECT_EQ(r.out, reference.out) << options[1];
  }
  helpers::TempFile parts[3] = {helpers::TempFile("variants-part", ".json"), helpers::TempFile("variants-part", ".json"),
                                helpers::TempFile("variants-part", ".json")};
  std::vector<std::string> merge{"merge"};
  for (int i = 0; i < 3; ++i) {
    const helpers::AppRun part =
        helpers::run({"-", "--all", "--part", std::to_string(i) + "/3", "-o", parts[i].path(), "-q"}, problem);
    ASSERT_EQ(part.status, 0) << part.err;
    merge.push_back(parts[i].path());
  }
  const helpers::AppRun merged = helpers::run(merge);
  EXPECT_EQ(merged.status, reference.status) << merged.err;
  EXPECT_EQ(merged.out, reference.out);
}

}  // namespace engine_variants
