// The propagation engine (enumerate/backtrack/propagate.hpp) against brute force on random CNFs
// with lexicographic orders: what it concludes holds in every model under the
// assumptions, a conflict means there is none, without orders it finds every unit a
// plain fixpoint over the clauses finds, and undo() restores what was in force.
#include "enumerate/backtrack/propagate.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace {

using Clauses = std::vector<std::vector<int>>;
using Lex = std::vector<std::pair<int, int>>;

struct Cnf {
  int vars = 0;
  Clauses clauses;
  std::vector<Lex> lexes;
};

Cnf random_cnf(std::mt19937& rng, bool with_lex) {
  Cnf cnf;
  cnf.vars = 3 + static_cast<int>(rng() % 8);
  std::uniform_int_distribution<int> count(0, 3 * cnf.vars), width(1, 4), var(1, cnf.vars), sign(0, 1);
  auto lit = [&] { return sign(rng) ? var(rng) : -var(rng); };
  cnf.clauses.resize(static_cast<std::size_t>(count(rng)));
  for (auto& c : cnf.clauses)
    for (int i = width(rng); i > 0; --i) c.push_back(lit());
  for (int k = with_lex ? static_cast<int>(rng() % 3) : 0; k > 0; --k) {
    cnf.lexes.emplace_back();
    for (int i = 1 + static_cast<int>(rng() % 4); i > 0; --i) cnf.lexes.back().push_back({lit(), lit()});
  }
  return cnf;
}

// Every full assignment (bit v-1 = variable v) that satisfies the CNF and `assumed`.
std::vector<unsigned> models(const Cnf& cnf, const std::vector<int>& assumed) {
  std::vector<unsigned> found;
  for (unsigned a = 0; a < (1u << cnf.vars); ++a) {
    auto holds = [&](int lit) { return ((a >> (std::abs(lit) - 1)) & 1) == (lit > 0 ? 1u : 0u); };
    bool ok = std::all_of(assumed.begin(), assumed.end(), holds);
    for (const auto& c : cnf.clauses) ok = ok && std::any_of(c.begin(), c.end(), holds);
    for (const Lex& lex : cnf.lexes) {
      auto differs = std::find_if(lex.begin(), lex.end(), [&](auto p) { return holds(p.first) != holds(p.second); });
      ok = ok && (differs == lex.end() || holds(differs->second));
    }
    if (ok) found.push_back(a);
  }
  return found;
}

// Unit propagation by a plain fixpoint over the clauses: the values (by variable, 0
// open), or nothing on a conflict.
std::optional<std::vector<int>> fixpoint(const Cnf& cnf, const std::vector<int>& assumed) {
  std::vector<int> value(static_cast<std::size_t>(cnf.vars) + 1, 0);
  auto val = [&](int lit) { return lit > 0 ? value[lit] : -value[-lit]; };
  auto set = [&](int lit) {
    if (val(lit) < 0) return false;
    value[std::abs(lit)] = lit > 0 ? 1 : -1;
    return true;
  };
  for (int lit : assumed)
    if (!set(lit)) return std::nullopt;
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& c : cnf.clauses) {
      if (std::any_of(c.begin(), c.end(), [&](int lit) { return val(lit) > 0; })) continue;
      std::vector<int> open;
      for (int lit : c)
        if (val(lit) == 0 && std::find(open.begin(), open.end(), lit) == open.end()) open.push_back(lit);
      if (open.empty()) return std::nullopt;
      if (open.size() == 1) changed = set(open[0]);
    }
  }
  return value;
}

TEST(Propagator, ConcludesOnlyWhatEveryModelSaysAndUndoes) {
  std::mt19937 rng(20261123);
  int conflicts = 0, forced = 0;
  for (int round = 0; round < 800; ++round) {
    const Cnf cnf = random_cnf(rng, round % 2 == 1);
    chessy::Propagator p;
    for (int v = 0; v < cnf.vars; ++v) p.new_var();
    for (const auto& c : cnf.clauses) p.add_clause(c);
    for (const Lex& lex : cnf.lexes) p.add_lex_leq(lex);
    std::vector<int> assumed;
    for (int v = 1; v <= cnf.vars; ++v)
      if (rng() % 4 == 0) assumed.push_back(rng() % 2 ? v : -v);
    const std::vector<unsigned> under = models(cnf, assumed);
    const bool holds = p.start(assumed) && p.extend({});
    if (!holds) {
      ++conflicts;
      EXPECT_TRUE(under.empty()) << "round " << round << ": a conflict, but a model exists";
      continue;
    }
    std::vector<int> before;
    for (int v = 1; v <= cnf.vars; ++v) before.push_back(p.value_of(v));
    for (int v = 1; v <= cnf.vars; ++v) {
      EXPECT_EQ(p.value_of(v), -p.value_of(-v));
      forced += before[v - 1] != 0;
      if (before[v - 1] == 0) continue;
      for (unsigned a : under) {  // what propagation set, every model says
        EXPECT_EQ(((a >> (v - 1)) & 1) ? 1 : -1, before[v - 1]) << "round " << round;
      }
    }
    if (cnf.lexes.empty()) {  // exactly the plain fixpoint: nothing missed
      const std::optional<std::vector<int>> plain = fixpoint(cnf, assumed);
      ASSERT_TRUE(plain) << "round " << round;
      for (int v = 1; v <= cnf.vars; ++v) EXPECT_EQ(before[v - 1], (*plain)[v]) << "round " << round << " var " << v;
    }
    // One more literal on top, then back: the values in force are those before.
    const std::size_t level = p.level();
    const int more = (rng() % 2 ? 1 : -1) * (1 + static_cast<int>(rng() % static_cast<unsigned>(cnf.vars)));
    const bool extended = p.extend(std::vector<int>{more});
    std::vector<int> both = assumed;
    both.push_back(more);
    if (!extended) {
      EXPECT_TRUE(models(cnf, both).empty()) << "round " << round;
    }
    p.undo(level);
    for (int v = 1; v <= cnf.vars; ++v) EXPECT_EQ(p.value_of(v), before[v - 1]) << "round " << round;
  }
  EXPECT_GT(conflicts, 50);  // both outcomes were met
  EXPECT_GT(forced, 500);
}

}  // namespace
