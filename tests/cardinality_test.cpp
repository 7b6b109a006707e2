// Counting tests of the cardinality encodings with a real solver (PySAT's test_atmostk
// idea): over n <= 8 input literals, the models projected onto the inputs must be
// exactly the assignments the constraint allows. Projected models are enumerated with
// blocking clauses over the inputs only, so auxiliary variables cannot inflate the
// count, and every model found is checked, not just counted. Run on every backend.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <memory>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "backends/solver.hpp"
#include "encoder/cardinality.hpp"
#include "encoder/sink.hpp"

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

TEST_P(Cardinality, ExactlyKHasBinomialProjectedModels) {
  for (bool mixed : {false, true})
    for (int n = 0; n <= kMaxInputs; ++n)
      for (int k = 0; k <= n; ++k) {
        SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k) + (mixed ? " mixed" : ""));
        auto s = solver();
        const std::vector<int> lits = inputs(*s, n, mixed);
        chessy::exactly(*s, lits, k);
        const std::set<std::uint32_t> models = projected_models(*s, lits);
        EXPECT_EQ(static_cast<long long>(models.size()), binomial(n, k));
        EXPECT_EQ(models, masks_where(n, [k](std::uint32_t m) { return std::popcount(m) == k; }));
      }
}

TEST_P(Cardinality, ExactlyOutOfRangeIsUnsatisfiable) {
  for (int n = 0; n <= kMaxInputs; ++n)
    for (long long k : {-1LL, -5LL, static_cast<long long>(n) + 1, static_cast<long long>(n) + 7}) {
      SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k));
      auto s = solver();
      const std::vector<int> lits = inputs(*s, n, false);
      chessy::exactly(*s, lits, k);
      EXPECT_EQ(s->solve(), Result::Unsat);
    }
}

// The same constraint twice over the same inputs must not over-constrain: the
// auxiliaries of each copy are its own.
TEST_P(Cardinality, TwoExactlyConstraintsShareInputsSafely) {
  auto s = solver();
  const std::vector<int> lits = inputs(*s, 6, false);
  chessy::exactly(*s, lits, 3);
  chessy::exactly(*s, std::vector<int>(lits.begin(), lits.begin() + 4), 2);
  const std::set<std::uint32_t> models = projected_models(*s, lits);
  EXPECT_EQ(models, masks_where(6, [](std::uint32_t m) {
              return std::popcount(m) == 3 && std::popcount(m & 0xFu) == 2;
            }));
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

}  // namespace
