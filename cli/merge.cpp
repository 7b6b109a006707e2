#include "cli/merge.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <ostream>
#include <string>
#include <unordered_set>

#include "cli/part_file.hpp"
#include "cli/report.hpp"

namespace chessy {

namespace {

// The files named: a directory stands for its *.json files, in name order.
std::vector<std::string> part_files(const std::vector<std::string>& inputs) {
  std::vector<std::string> files;
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (!std::filesystem::is_directory(input, ec)) {
      files.push_back(input);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(input, ec))
      if (entry.is_regular_file(ec) && entry.path().extension() == ".json") found.push_back(entry.path().string());
    if (found.empty()) throw InputError("chessy-sat: merge: no part files (*.json) in '" + input + "'");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

// "3, 5, 9" (at most the first ten, then "...").
std::string list_of(const std::vector<int>& numbers) {
  std::string text;
  for (std::size_t i = 0; i < numbers.size() && i < 10; ++i) text += (i ? ", " : "") + std::to_string(numbers[i]);
  return numbers.size() > 10 ? text + ", ..." : text;
}

std::string key_of(const Solution& s) {
  return std::string(reinterpret_cast<const char*>(s.data()), s.size() * sizeof(Placed));
}

}  // namespace

int run_merge(const Options& o, std::ostream& out, std::ostream& err, const RunEnvironment& env) {
  const std::vector<std::string> files = part_files(o.merge_inputs);
  std::vector<PartResult> parts;
  std::map<int, std::string> file_of_part;
  for (const std::string& file : files) {
    PartResult r = read_part(file);
    const std::string which = "part " + std::to_string(r.part) + "/" + std::to_string(r.parts);
    if (!parts.empty()) {
      const PartResult& first = parts.front();
      if (r.fingerprint != first.fingerprint)
        throw InputError(file + ": a part of another problem than " + first.file + " (fingerprint " + r.fingerprint +
                         ", not " + first.fingerprint + ")");
      if (r.settings != first.settings)
        throw InputError(file + ": solved with other settings than " + first.file + " (" + r.settings + ", not " +
                         first.settings + ")");
      if (r.parts != first.parts)
        throw InputError(file + ": " + which + ", but " + first.file + " is a part of " +
                         std::to_string(first.parts));
      if (r.split != first.split)
        throw InputError(file + ": split differently from " + first.file + " (" + r.program + ", " +
                         first.program + "): the parts may overlap; solve them all with one build");
    }
    if (!r.complete) throw InputError(file + ": " + which + " is incomplete (the run was stopped); run it again");
    if (auto [it, added] = file_of_part.emplace(r.part, file); !added)
      throw InputError(file + ": " + which + " again (also in " + it->second + ")");
    parts.push_back(std::move(r));
  }
  std::vector<int> missing;
  for (int p = 0; p < parts.front().parts; ++p)
    if (!file_of_part.count(p)) missing.push_back(p);
  if (!missing.empty())
    throw InputError("chessy-sat: merge: " + std::string(missing.size() == 1 ? "part " : "parts ") + list_of(missing) +
                     " of " + std::to_string(parts.front().parts) + " missing");

  // Classes that only one part can hold are added up; the others united by board.
  const Problem problem = parts.front().problem();
  Enumeration e;
  e.workers = 0;
  std::unordered_set<std::string> seen;
  for (PartResult& r : parts) {
    e.fundamental += r.counted_fundamental;
    e.total += r.counted_total;
    for (SolutionClass& c : r.classes) {
      if (!seen.insert(key_of(c.representative)).second) continue;
      ++e.fundamental;
      e.total += c.size;
      e.classes.push_back(std::move(c));
    }
    e.vars = std::max(e.vars, r.stats.vars);
    e.clauses = std::max(e.clauses, r.stats.clauses);
    e.calls += r.stats.calls;
    e.models += r.stats.models;
    e.cubes += r.stats.cubes;
    e.workers += r.stats.workers;
    e.engine = r.stats.engine;  // the same in every part, unless run differently
    e.sat_cubes += r.stats.sat_cubes;
    e.encode_seconds += r.stats.encode_seconds;
    e.solve_seconds += r.stats.solve_seconds;
  }
  std::sort(e.classes.begin(), e.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(problem, a.representative, b.representative) < 0;
  });
  report_enumeration(out, problem, e, o, parts.front().mode, env.out_is_terminal);
  if (o.stats) err << stats_line(e);
  return e.fundamental == 0 ? kExitNoSolution : kExitSolved;
}

}  // namespace chessy
