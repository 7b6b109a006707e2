// The result files of the P parts of a split run (--part I/P, part_file.hpp) united
// into the result of the single run; `chessy-sat merge` (cli/merge.hpp) prints it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "enumerate/enumerate.hpp"
#include "split/part_file.hpp"

namespace chessy {

struct MergedRun {
  Problem problem;           // the problem solved (--min/--max: with the optimum written in)
  Mode mode = Mode::Count;
  Optimize optimize = Optimize::None;
  long long optimum = -1;    // --min/--max: the best of the parts' optima (-1: no part has a solution)
  std::optional<Solution> one;  // --min/--max alone: the solution of the lowest part that reached it
  Enumeration enumeration;   // --all/--count: the classes united and sorted, the statistics added up
};

// The parts in `inputs` (files, or directories standing for their *.json files).
// InputError naming the file at fault when they do not make one whole run: a part
// missing, given twice, of another problem or other settings, incomplete, truncated
// or damaged, or models that do not add up to the merged classes.
MergedRun merge_parts(const std::vector<std::string>& inputs);

// The files `inputs` name: a directory stands for its *.json files, in name order
// (InputError when it has none).
std::vector<std::string> part_files(const std::vector<std::string>& inputs);

}  // namespace chessy
