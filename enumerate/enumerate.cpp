#include "enumerate/enumerate.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

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

Enumeration enumerate(const Problem& problem, const Encoding& enc, Solver& solver,
                      const EnumerateOptions& options) {
  Enumeration result;
  std::unordered_map<std::string, std::size_t> class_of;  // every member seen -> class
  while (!options.limit || result.classes.size() < options.limit) {
    std::optional<Solution> s = next_model(problem, enc, solver);
    if (!s) break;
    ++result.models;
    block(enc, solver, *s);
    if (!options.merge_symmetric) {
      result.classes.push_back({std::move(*s), 1});
      continue;
    }
    if (class_of.count(key_of(*s))) continue;  // a member of a class already known
    std::vector<Solution> members = class_members(problem, *s);
    for (const Solution& m : members) class_of.emplace(key_of(m), result.classes.size());
    result.classes.push_back({std::move(members.front()), members.size()});
  }
  result.complete = !options.limit || result.classes.size() < options.limit;
  for (const SolutionClass& c : result.classes) result.total += c.size;
  // Without symmetry breaking every solution comes out as one model: the class sizes,
  // computed from the images, must add up to the models seen.
  if (result.complete && result.total != result.models)
    throw InternalError("class sizes add up to " + std::to_string(result.total) + " but " +
                        std::to_string(result.models) + " models were found");
  std::sort(result.classes.begin(), result.classes.end(),
            [&](const SolutionClass& a, const SolutionClass& b) {
              return compare_boards(problem, a.representative, b.representative) < 0;
            });
  return result;
}

}  // namespace chessy
