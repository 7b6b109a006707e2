#include "enumerate/enumerate.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "encoder/canonical.hpp"
#include "encoder/check.hpp"

namespace chessy {

namespace {

// Hash key of a solution: its (cell, type) pairs as bytes.
std::string key_of(const Solution& s) {
  return std::string(reinterpret_cast<const char*>(s.data()), s.size() * sizeof(Placed));
}

// Solves once more; the model's placement, checked, or nothing when no model is left.
std::optional<Solution> next_model(const Problem& problem, const Encoding& enc, Solver& solver) {
  switch (solver.solve()) {
    case Result::Unsat: return std::nullopt;
    case Result::Unknown: throw InternalError("the SAT backend gave up without an answer");
    case Result::Sat: break;
  }
  Solution s = enc.decode([&](int var) { return solver.value(var); });
  if (auto why = violation(problem, s))
    throw InternalError("the solver's model is not a solution: " + *why);
  return s;
}

// With exact piece counts, the negated true placement literals exclude exactly this
// placement, whatever the auxiliaries (FACTS: block over placement variables only).
void block(const Encoding& enc, Solver& solver, const Solution& s) {
  std::vector<int> clause;
  clause.reserve(s.size());
  for (const Placed& p : s) clause.push_back(-enc.var(p.type, p.cell));
  solver.add_clause(clause);
}

}  // namespace

std::optional<Solution> find_one(const Problem& problem, const Encoding& enc, Solver& solver) {
  return next_model(problem, enc, solver);
}

namespace {

// The distinct images of a solution under `group` (a subgroup of H, so each is a
// solution; checked all the same), ascending.
std::vector<Solution> orbit(const Problem& problem, const std::vector<Symmetry>& group,
                            const Solution& s) {
  std::vector<Solution> images;
  for (const Symmetry& g : group) {
    std::optional<Solution> img = image(problem, g, s);
    if (!img || !is_solution(problem, *img))
      throw InternalError("a symmetry broken in the CNF maps a solution to a non-solution");
    images.push_back(std::move(*img));
  }
  std::sort(images.begin(), images.end(),
            [&](const Solution& a, const Solution& b) { return compare_boards(problem, a, b) < 0; });
  images.erase(std::unique(images.begin(), images.end()), images.end());
  return images;
}

// How many orbits under `group` a class's members form: the CNF lets exactly one
// model through per orbit when it breaks `group` completely.
std::uint64_t orbits_in(const Problem& problem, const std::vector<Symmetry>& group,
                        const std::vector<Solution>& members) {
  std::uint64_t count = 0;
  for (const Solution& m : members)
    count += orbit(problem, group, m).front() == m;  // count each orbit at its least member
  return count;
}

}  // namespace

Enumeration enumerate(const Problem& problem, const Encoding& enc, Solver& solver,
                      const EnumerateOptions& options) {
  Enumeration result;
  std::unordered_set<std::string> seen;  // every solution of every class found so far
  std::uint64_t expected_models = 0;     // orbits under the broken group, found so far
  while (!options.limit || result.classes.size() < options.limit) {
    std::optional<Solution> s = next_model(problem, enc, solver);
    if (!s) break;
    ++result.models;
    block(enc, solver, *s);
    if (seen.count(key_of(*s))) continue;  // a class already known
    if (options.merge_symmetric) {
      std::vector<Solution> members = class_members(problem, *s);
      expected_models += orbits_in(problem, enc.broken, members);
      for (const Solution& m : members) seen.insert(key_of(m));
      result.classes.push_back({std::move(members.front()), members.size()});
    } else {
      // Symmetric solutions are different: the model stands for its whole orbit.
      ++expected_models;
      for (Solution& m : orbit(problem, enc.broken, *s)) {
        seen.insert(key_of(m));
        result.classes.push_back({std::move(m), 1});
      }
    }
  }
  result.complete = !options.limit || result.classes.size() < options.limit;
  for (const SolutionClass& c : result.classes) result.total += c.size;
  // Totals come from the class sizes; the models must match them orbit for orbit.
  if (result.complete && enc.complete_break && expected_models != result.models)
    throw InternalError(std::to_string(result.models) + " models for " + std::to_string(expected_models) +
                        " orbits of the symmetry broken in the CNF");
  std::sort(result.classes.begin(), result.classes.end(),
            [&](const SolutionClass& a, const SolutionClass& b) {
              return compare_boards(problem, a.representative, b.representative) < 0;
            });
  if (options.limit && result.classes.size() > options.limit) {
    result.classes.resize(options.limit);
    result.total = options.limit;  // only --no-symmetry overshoots, with classes of 1
  }
  return result;
}

}  // namespace chessy
