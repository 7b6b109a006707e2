// Counting tests of the cardinality encodings with a real solver (PySAT's test_atmostk
// idea): over n <= 8 input literals, the models projected onto the inputs must be
// exactly the assignments the constraint allows. Projected models are enumerated with
// blocking clauses over the inputs only, so auxiliary variables cannot inflate the
// count, and every model found is checked, not just counted. Run on every backend.
// Both encodings of exactly-k (the sequential counter and the cardinality network) are
// also checked on every assignment of up to 12 inputs, under assumptions, and sized.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>
#include <memory>
#include <random>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/cardinality.hpp"
#include "cnf/sink.hpp"

namespace {

using chessy::Result;
using chessy::Solver;

constexpr int kMaxInputs = 8;
// Past kPairwiseAtMostOne, so the sequential counter is exercised as well.
constexpr int kMaxAtMostOneInputs = chessy::kPairwiseAtMostOne + 4;
static_assert(kMaxAtMostOneInputs < 31, "models are kept as 32-bit masks");

bool lit_true(Solver& s, int lit) { return s.value(lit > 0 ? lit : -lit) == (lit > 0); }

// n fresh variables as input literals; odd positions negated when `mixed`, so the
// encodings are checked on literals, not only on positive variables.
std::vector<int> inputs(Solver& s, int n, bool mixed) {
  std::vector<int> lits;
  for (int i = 0; i < n; ++i) {
    int v = s.new_var();
    lits.push_back(mixed && i % 2 == 1 ? -v : v);
  }
  return lits;
}

// Every model projected onto `lits`, as bit masks (bit i: lits[i] is true). Stops
// (and fails) past `cap` models, so a broken encoding cannot loop forever.
std::set<std::uint32_t> projected_models(Solver& s, const std::vector<int>& lits, std::size_t cap = 1000) {
  std::set<std::uint32_t> models;
  while (s.solve() == Result::Sat) {
    std::uint32_t mask = 0;
    std::vector<int> block;
    for (std::size_t i = 0; i < lits.size(); ++i) {
      bool t = lit_true(s, lits[i]);
      if (t) mask |= 1u << i;
      block.push_back(t ? -lits[i] : lits[i]);
    }
    EXPECT_TRUE(models.insert(mask).second) << "model repeated despite its blocking clause";
    if (lits.empty() || models.size() > cap) break;  // nothing to block on / runaway
    s.add_clause(block);
  }
  return models;
}

std::set<std::uint32_t> masks_where(int n, auto keep) {
  std::set<std::uint32_t> out;
  for (std::uint32_t m = 0; m < (1u << n); ++m)
    if (keep(m)) out.insert(m);
  return out;
}

long long binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  long long c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

class Cardinality : public ::testing::TestWithParam<std::string> {
 protected:
  std::unique_ptr<Solver> solver() { return chessy::make_solver(GetParam()); }
};

using ExactlyFn = void (*)(chessy::ClauseSink&, std::span<const int>, long long);
struct Exactly {
  const char* name;
  ExactlyFn fn;
};
// exactly as the encoder calls it, and each of its two encodings forced.
const Exactly kExactly[] = {{"exactly", chessy::exactly},
                            {"sequential", chessy::exactly_sequential},
                            {"network", chessy::exactly_network}};

TEST_P(Cardinality, ExactlyKHasBinomialProjectedModels) {
  for (const Exactly& encoding : kExactly)
    for (bool mixed : {false, true})
      for (int n = 0; n <= kMaxInputs; ++n)
        for (int k = 0; k <= n; ++k) {
          SCOPED_TRACE(std::string(encoding.name) + " n=" + std::to_string(n) + " k=" + std::to_string(k) +
                       (mixed ? " mixed" : ""));
          auto s = solver();
          const std::vector<int> lits = inputs(*s, n, mixed);
          encoding.fn(*s, lits, k);
          const std::set<std::uint32_t> models = projected_models(*s, lits);
          EXPECT_EQ(static_cast<long long>(models.size()), binomial(n, k));
          EXPECT_EQ(models, masks_where(n, [k](std::uint32_t m) { return std::popcount(m) == k; }));
        }
}

TEST_P(Cardinality, ExactlyOutOfRangeIsUnsatisfiable) {
  for (const Exactly& encoding : kExactly)
    for (int n = 0; n <= kMaxInputs; ++n)
      for (long long k : {-1LL, -5LL, static_cast<long long>(n) + 1, static_cast<long long>(n) + 7}) {
        SCOPED_TRACE(std::string(encoding.name) + " n=" + std::to_string(n) + " k=" + std::to_string(k));
        auto s = solver();
        const std::vector<int> lits = inputs(*s, n, false);
        encoding.fn(*s, lits, k);
        EXPECT_EQ(s->solve(), Result::Unsat);
      }
}

// The same constraint twice over the same inputs must not over-constrain: the
// auxiliaries of each copy are its own.
TEST_P(Cardinality, TwoExactlyConstraintsShareInputsSafely) {
  for (const Exactly& encoding : kExactly) {
    SCOPED_TRACE(encoding.name);
    auto s = solver();
    const std::vector<int> lits = inputs(*s, 6, false);
    encoding.fn(*s, lits, 3);
    encoding.fn(*s, std::vector<int>(lits.begin(), lits.begin() + 4), 2);
    const std::set<std::uint32_t> models = projected_models(*s, lits);
    EXPECT_EQ(models, masks_where(6, [](std::uint32_t m) {
                return std::popcount(m) == 3 && std::popcount(m & 0xFu) == 2;
              }));
  }
}

TEST_P(Cardinality, AtMostOneHasNPlusOneProjectedModels) {
  for (bool mixed : {false, true})
    for (int n = 0; n <= kMaxAtMostOneInputs; ++n) {
      SCOPED_TRACE("n=" + std::to_string(n) + (mixed ? " mixed" : ""));
      auto s = solver();
      const std::vector<int> lits = inputs(*s, n, mixed);
      chessy::at_most_one(*s, lits);
      const std::set<std::uint32_t> models = projected_models(*s, lits);
      EXPECT_EQ(static_cast<int>(models.size()), n + 1);
      EXPECT_EQ(models, masks_where(n, [](std::uint32_t m) { return std::popcount(m) <= 1; }));
    }
}

// or_of(lits) is a literal equivalent to the disjunction: projected onto the inputs
// and that literal, the models are exactly {(m, m != 0)} for all 2^n input masks.
TEST_P(Cardinality, OrOfIsEquivalentToTheDisjunction) {
  for (bool mixed : {false, true})
    for (int n = 1; n <= kMaxInputs; ++n) {
      SCOPED_TRACE("n=" + std::to_string(n) + (mixed ? " mixed" : ""));
      auto s = solver();
      std::vector<int> lits = inputs(*s, n, mixed);
      const int v = chessy::or_of(*s, lits);
      ASSERT_NE(v, 0);
      std::vector<int> with_v = lits;
      with_v.push_back(v);
      const std::set<std::uint32_t> models = projected_models(*s, with_v);
      const std::uint32_t v_bit = 1u << n;
      std::set<std::uint32_t> expected;
      for (std::uint32_t m = 0; m < (1u << n); ++m) expected.insert(m == 0 ? m : (m | v_bit));
      EXPECT_EQ(models, expected);
    }
}

TEST_P(Cardinality, OrOfCanBeForcedBothWays) {
  for (bool want : {false, true}) {
    auto s = solver();
    const std::vector<int> lits = inputs(*s, 5, true);
    const int v = chessy::or_of(*s, lits);
    s->add({want ? v : -v});
    const std::set<std::uint32_t> models = projected_models(*s, lits);
    EXPECT_EQ(models.size(), want ? 31u : 1u);
  }
}

// ---- exactly-k on every assignment ------------------------------------------------
// For each encoding, n inputs (plain, some negated, or with the sink's constants mixed
// in) and every k from -1 to past the end: with the inputs fixed by assumptions to
// each of the 2^n assignments in turn, the encoding must be satisfiable exactly when
// the number of true literals (constants included) is k. One solver per (n, k) answers
// all 2^n, so nothing it learns under one assignment may cut off another; the model
// of each satisfiable one is checked against its assumptions.

enum class Inputs { Plain, Negated, WithConstants };

struct Literals {
  std::vector<int> lits;      // what the encoding is given
  std::vector<int> vars;      // its variables, one per bit of an assignment
  std::uint32_t negated = 0;  // bit i: vars[i] is in lits negated
  long long trues = 0;        // how many of lits are the constant true
};

// n variables as literals, odd ones negated (Negated), or with the sink's constants
// between them and at both ends (WithConstants).
Literals literals(Solver& s, int n, Inputs kind) {
  Literals out;
  if (kind == Inputs::WithConstants) out.lits.push_back(s.false_literal());
  for (int i = 0; i < n; ++i) {
    const int v = s.new_var();
    out.vars.push_back(v);
    const bool negate = kind == Inputs::Negated && i % 2 == 1;
    out.lits.push_back(negate ? -v : v);
    if (negate) out.negated |= 1u << i;
    if (kind == Inputs::WithConstants && i % 3 == 1) {
      const bool t = i % 6 == 1;
      out.lits.push_back(t ? s.true_literal() : s.false_literal());
      out.trues += t;
    }
  }
  if (kind == Inputs::WithConstants) {
    out.lits.push_back(s.true_literal());
    ++out.trues;
  }
  return out;
}

// The number of true literals among `lits` when vars[i] takes bit i of `mask`.
long long count_true(const Literals& in, std::uint32_t mask) {
  return in.trues + std::popcount(mask ^ in.negated);
}

const char* inputs_name(Inputs kind) {
  return kind == Inputs::Plain ? "plain" : kind == Inputs::Negated ? "negated" : "with constants";
}

// Satisfiable under each assignment of in.vars exactly when the count is k.
void expect_sat_iff_count_is_k(Solver& s, const Literals& in, long long k) {
  const std::uint32_t assignments = 1u << in.vars.size();
  int wrong = 0;
  for (std::uint32_t mask = 0; mask < assignments && wrong < 3; ++mask) {
    for (std::size_t i = 0; i < in.vars.size(); ++i) s.assume((mask >> i & 1u) ? in.vars[i] : -in.vars[i]);
    const bool want = count_true(in, mask) == k;
    const Result got = s.solve();
    if (got != (want ? Result::Sat : Result::Unsat)) {
      ADD_FAILURE() << "assignment " << mask << ": count " << count_true(in, mask) << ", solver says "
                    << static_cast<int>(got);
      ++wrong;
    } else if (got == Result::Sat) {
      for (std::size_t i = 0; i < in.vars.size(); ++i)
        EXPECT_EQ(s.value(in.vars[i]), (mask >> i & 1u) != 0) << "assumption not kept";
    }
  }
}

constexpr int kMaxExhaustiveInputs = 12;

TEST(CardinalityExhaustive, EveryEncodingIsSatisfiableExactlyWhenTheCountIsK) {
  for (const Exactly& encoding : kExactly)
    for (Inputs kind : {Inputs::Plain, Inputs::Negated, Inputs::WithConstants})
      for (int n = 0; n <= kMaxExhaustiveInputs; ++n) {
        const long long constants = kind == Inputs::WithConstants ? 2 + (n + 1) / 3 : 0;
        for (long long k = -1; k <= n + constants + 1; ++k) {
          SCOPED_TRACE(std::string(encoding.name) + " n=" + std::to_string(n) + " k=" + std::to_string(k) +
                       " " + inputs_name(kind));
          auto s = chessy::make_solver("cadical");
          const Literals in = literals(*s, n, kind);
          encoding.fn(*s, in.lits, k);
          expect_sat_iff_count_is_k(*s, in, k);
        }
      }
}

// Around the threshold exactly switches encodings: on n = 2 * threshold inputs, k one
// below it (the sequential counter), at it (the network), and one above (n-k below
// it again: the counter over the negated literals), through exactly itself.
TEST(CardinalityExhaustive, ExactlyAroundTheNetworkThreshold) {
  constexpr int n = 2 * chessy::kNetworkExactly;
  static_assert(n <= 20, "2^n assignments");
  for (long long k : {chessy::kNetworkExactly - 1, chessy::kNetworkExactly, chessy::kNetworkExactly + 1})
    for (Inputs kind : {Inputs::Plain, Inputs::Negated}) {
      SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k) + " " + inputs_name(kind));
      auto s = chessy::make_solver("cadical");
      const Literals in = literals(*s, n, kind);
      chessy::exactly(*s, in.lits, k);
      expect_sat_iff_count_is_k(*s, in, k);
    }
}

// Larger networks (blocks of 16 to 64 sorted, then merged) on sampled assignments:
// for each, a random one with k-1, k or k+1 true inputs, to which only the count
// matters.
TEST(CardinalityExhaustive, NetworkOnSampledAssignmentsOfMoreInputs) {
  std::mt19937 random(2011);
  for (int n : {40, 100})
    for (long long k : {9LL, 17LL, 33LL}) {
      SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k));
      auto s = chessy::make_solver("cadical");
      std::vector<int> lits = inputs(*s, n, true);
      chessy::exactly_network(*s, lits, k);
      for (int sample = 0; sample < 300; ++sample) {
        const long long count = k - 1 + sample % 3;
        std::shuffle(lits.begin(), lits.end(), random);
        for (int i = 0; i < n; ++i) s->assume(i < count ? lits[i] : -lits[i]);
        ASSERT_EQ(s->solve(), count == k ? Result::Sat : Result::Unsat) << "count " << count;
      }
    }
}

INSTANTIATE_TEST_SUITE_P(Backends, Cardinality, ::testing::ValuesIn(chessy::backend_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// ---- Sizes, counted without a solver ---------------------------------------------

TEST(CardinalitySize, PairwiseAtMostOneNeedsNoAuxiliaries) {
  for (int n = 2; n <= chessy::kPairwiseAtMostOne; ++n) {
    chessy::CountingSink sink;
    std::vector<int> lits;
    for (int i = 0; i < n; ++i) lits.push_back(sink.new_var());
    chessy::at_most_one(sink, lits);
    EXPECT_EQ(sink.vars(), n);
    EXPECT_EQ(sink.clauses(), n * (n - 1) / 2);
  }
}

TEST(CardinalitySize, SequentialAtMostOneIsLinear) {
  for (int n = chessy::kPairwiseAtMostOne + 1; n <= chessy::kProductAtMostOne; n += 13) {
    SCOPED_TRACE("n=" + std::to_string(n));
    chessy::CountingSink sink;
    std::vector<int> lits;
    for (int i = 0; i < n; ++i) lits.push_back(sink.new_var());
    chessy::at_most_one(sink, lits);
    EXPECT_EQ(sink.vars() - n, n - 1);  // Sinz 2005: n-1 auxiliaries
    EXPECT_LE(sink.clauses(), 3LL * n);
  }
}

TEST(CardinalitySize, ProductAtMostOneHasAboutTwoSqrtNAuxiliaries) {
  for (int n : {chessy::kProductAtMostOne + 1, 200, 1000, 5000}) {
    SCOPED_TRACE("n=" + std::to_string(n));
    chessy::CountingSink sink;
    std::vector<int> lits;
    for (int i = 0; i < n; ++i) lits.push_back(sink.new_var());
    chessy::at_most_one(sink, lits);
    EXPECT_LE(sink.vars() - n, 4 * static_cast<int>(std::sqrt(n)) + 8);  // Chen 2010
    // 2n, plus the selectors' own at-most-one: pairwise over about sqrt(n) at most n.
    EXPECT_LE(sink.clauses(), 3LL * n + 64);
  }
}

// Long lines use the product encoding: its models projected onto the inputs are
// exactly "none" and "input i alone", for every i.
TEST_P(Cardinality, ProductAtMostOneAllowsExactlyTheSingletons) {
  for (int n : {chessy::kProductAtMostOne + 1, 100}) {
    for (bool mixed : {false, true}) {
      SCOPED_TRACE("n=" + std::to_string(n) + (mixed ? " mixed" : ""));
      auto s = solver();
      const std::vector<int> lits = inputs(*s, n, mixed);
      chessy::at_most_one(*s, lits);
      std::set<int> seen;  // index of the true input, -1 for none
      while (s->solve() == Result::Sat && seen.size() <= static_cast<std::size_t>(n) + 1) {
        std::vector<int> block, trues;
        for (int i = 0; i < n; ++i) {
          bool t = lit_true(*s, lits[i]);
          if (t) trues.push_back(i);
          block.push_back(t ? -lits[i] : lits[i]);
        }
        ASSERT_LE(trues.size(), 1u);
        EXPECT_TRUE(seen.insert(trues.empty() ? -1 : trues[0]).second);
        s->add_clause(block);
      }
      EXPECT_EQ(seen.size(), static_cast<std::size_t>(n) + 1);
    }
  }
}

TEST(CardinalitySize, TrivialBoundsNeedNoAuxiliaries) {
  for (long long k : {0LL, 10LL}) {
    chessy::CountingSink sink;
    std::vector<int> lits;
    for (int i = 0; i < 10; ++i) lits.push_back(sink.new_var());
    chessy::exactly(sink, lits, k);
    EXPECT_EQ(sink.vars(), 10);
    EXPECT_EQ(sink.clauses(), 10);  // one unit per literal
  }
}

// Both encodings count the smaller side: exactly k of n costs what exactly n-k does.
TEST(CardinalitySize, ExactlyCountsTheSmallerSide) {
  for (const Exactly& encoding : kExactly)
    for (long long k : {3LL, 20LL, 45LL}) {
      SCOPED_TRACE(std::string(encoding.name) + " k=" + std::to_string(k));
      chessy::CountingSink low, high;
      std::vector<int> lits;
      for (int i = 0; i < 100; ++i) lits.push_back(low.new_var());
      for (int i = 0; i < 100; ++i) high.new_var();
      encoding.fn(low, lits, k);
      encoding.fn(high, lits, 100 - k);
      EXPECT_EQ(low.vars(), high.vars());
      EXPECT_EQ(low.clauses(), high.clauses());
    }
}

// exactly takes the sequential counter below kNetworkExactly and the network from it.
TEST(CardinalitySize, ExactlyChoosesByTheThreshold) {
  auto clauses = [](ExactlyFn fn, long long k) {
    chessy::CountingSink sink;
    std::vector<int> lits;
    for (int i = 0; i < 300; ++i) lits.push_back(sink.new_var());
    fn(sink, lits, k);
    return sink.clauses();
  };
  const long long below = chessy::kNetworkExactly - 1, at = chessy::kNetworkExactly;
  EXPECT_EQ(clauses(chessy::exactly, below), clauses(chessy::exactly_sequential, below));
  EXPECT_EQ(clauses(chessy::exactly, at), clauses(chessy::exactly_network, at));
  EXPECT_NE(clauses(chessy::exactly_network, at), clauses(chessy::exactly_sequential, at));
}

// The network is O(n log^2 k), not O(n k): 10^5 literals, k = 1000 (the sequential
// counter would need about 4*10^8 clauses).
TEST(CardinalitySize, NetworkIsNotQuadratic) {
  constexpr long long n = 100'000, k = 1000;
  chessy::CountingSink sink;
  std::vector<int> lits;
  for (long long i = 0; i < n; ++i) lits.push_back(sink.new_var());
  chessy::exactly(sink, lits, k);
  const double log_k = std::log2(static_cast<double>(k));
  EXPECT_LE(static_cast<double>(sink.clauses()), 2.0 * n * log_k * log_k);
  EXPECT_LE(static_cast<double>(sink.vars() - n), 0.7 * n * log_k * log_k);
  EXPECT_LE(sink.clauses(), n * k / 4);
}

}  // namespace
