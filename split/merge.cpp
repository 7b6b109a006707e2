#include "split/merge.hpp"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <map>
#include <string>

#include "enumerate/class_table.hpp"

namespace chessy {

namespace {

// "3, 5, 9" (at most the first ten, then "...").
std::string list_of(const std::vector<int>& numbers) {
  std::string text;
  for (std::size_t i = 0; i < numbers.size() && i < 10; ++i) text += (i ? ", " : "") + std::to_string(numbers[i]);
  return numbers.size() > 10 ? text + ", ..." : text;
}

// a + b, refused rather than wrapped past 2^64 - 1; `file` is the part that adds b.
std::uint64_t plus(std::uint64_t a, std::uint64_t b, const std::string& file) {
  if (b > std::numeric_limits<std::uint64_t>::max() - a)
    throw InputError(file + ": the merged counts pass 2^64 - 1; refused rather than wrapped");
  return a + b;
}

}  // namespace

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


MergedRun merge_parts(const std::vector<std::string>& inputs) {
  const std::vector<std::string> files = part_files(inputs);
  std::vector<PartResult> parts;
  std::map<int, std::string> file_of_part;
  for (const std::string& file : files) {
    PartResult r = read_part(file);
    const std::string which = "part " + std::to_string(r.part) + "/" + std::to_string(r.parts);
    if (!parts.empty()) {
      const PartResult& first = parts.front();
      if (r.fingerprint != first.fingerprint) {
        // The kind of problem where that is the difference (`t` or not), else the prints.
        const Goal goal = r.problem().goal, first_goal = first.problem().goal;
        throw InputError(file + ": a part of another problem than " + first.file + " (" +
                         (goal != first_goal ? std::string(goal_name(goal)) + ", not " + goal_name(first_goal)
                                             : "fingerprint " + r.fingerprint + ", not " + first.fingerprint) +
                         ")");
      }
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

  // --min/--max: the best of the parts' optima, proven since each part proved nothing
  // better in its cubes; the results at it are those of the parts that reached it (the
  // others proved that their cubes hold nothing at it).
  MergedRun run;
  run.problem = parts.front().problem();
  run.mode = parts.front().mode;
  run.optimize = parts.front().optimize;
  if (run.optimize != Optimize::None) {
    for (const PartResult& r : parts)
      if (r.optimum >= 0 && (run.optimum < 0 || (run.optimize == Optimize::Max ? r.optimum > run.optimum
                                                                                     : r.optimum < run.optimum)))
        run.optimum = r.optimum;
    if (run.optimum < 0) return run;
    std::erase_if(parts, [&](const PartResult& r) { return r.optimum != run.optimum; });
    run.problem = run.problem.with_count(static_cast<int>(run.optimum));
    if (run.mode == Mode::One) {  // the solution of the first part that reached it
      const PartResult& first = *std::min_element(parts.begin(), parts.end(), [](const PartResult& a, const PartResult& b) {
        return a.part < b.part;
      });
      run.one = first.classes.front().representative;
      return run;
    }
  }
  // Classes that only one part can hold are added up; the others united by board.
  Enumeration& e = run.enumeration;
  e.workers = 0;
  ClassTable seen;
  // Every model of the whole search lies in one part and stands for one orbit of one
  // class (under the symmetries the CNF breaks): the parts' models must add up to the
  // orbits of the merged classes, or a class was lost or moved between parts.
  std::uint64_t stand_for = 0;
  for (PartResult& r : parts) {
    e.fundamental = plus(e.fundamental, r.counted_fundamental, r.file);
    e.total = plus(e.total, r.counted_total, r.file);
    if (!r.no_symmetry) stand_for = plus(stand_for, r.counted_fundamental, r.file);
    for (std::size_t i = 0; i < r.classes.size(); ++i) {
      SolutionClass& c = r.classes[i];
      if (!seen.insert(c.representative)) continue;
      e.fundamental = plus(e.fundamental, 1, r.file);
      e.total = plus(e.total, c.size, r.file);
      stand_for = plus(stand_for, r.orbits[i], r.file);
      e.classes.push_back(std::move(c));
    }
    e.vars = std::max(e.vars, r.stats.vars);
    e.clauses = std::max(e.clauses, r.stats.clauses);
    e.calls += r.stats.calls;
    e.models = plus(e.models, r.found_models, r.file);
    e.cubes += r.stats.cubes;
    e.workers += r.stats.workers;
    e.engine = r.stats.engine;  // the same in every part, unless run differently
    e.rule = r.stats.rule;
    e.sat_cubes += r.stats.sat_cubes;
    e.encode_seconds += r.stats.encode_seconds;
    e.solve_seconds += r.stats.solve_seconds;
  }
  // --no-symmetry --count: the counted solutions do not say their orbits (bounded per part).
  const bool orbits_known = !parts.front().no_symmetry || parts.front().mode == Mode::All;
  if (orbits_known && e.models != stand_for)
    throw InputError("chessy-sat: merge: the parts found " + std::to_string(e.models) + " models, but their classes stand for " +
                     std::to_string(stand_for) + ": a class was lost or moved between parts");
  std::sort(e.classes.begin(), e.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(run.problem, a.representative, b.representative) < 0;
  });
  return run;
}

}  // namespace chessy
