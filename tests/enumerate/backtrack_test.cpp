// The backtracking engine against brute force on random CNFs: every projected model
// once, whatever the auxiliaries (free, forced, or with no completion at all), under
// cubes, and stopping when asked.
#include "enumerate/backtrack/backtrack.hpp"

#include <gtest/gtest.h>

#include "backends/solver.hpp"
#include "model/parse.hpp"
#include "enumerate/enumerate.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using Clauses = std::vector<std::vector<int>>;

using Lex = std::vector<std::pair<int, int>>;  // x_1..x_n <=lex y_1..y_n, as literal pairs

// The assignments of variables 1..projected (bit v-1 = variable v) that some
// assignment of all `vars` variables extends to a model, trying all 2^vars. The
// orders are read as what they say: at the first pair that differs, x false, y true.
std::set<unsigned> brute_force(const Clauses& clauses, int vars, int projected, const std::vector<int>& cube,
                               const std::vector<Lex>& lexes = {}) {
  std::set<unsigned> found;
  for (unsigned a = 0; a < (1u << vars); ++a) {
    auto holds = [&](int lit) { return ((a >> (std::abs(lit) - 1)) & 1) == (lit > 0 ? 1u : 0u); };
    bool ok = true;
    for (int lit : cube) ok = ok && holds(lit);
    for (const auto& c : clauses) {
      bool sat = false;
      for (int lit : c) sat = sat || holds(lit);
      ok = ok && sat;
    }
    for (const Lex& lex : lexes) {
      auto differs = std::find_if(lex.begin(), lex.end(), [&](auto p) { return holds(p.first) != holds(p.second); });
      ok = ok && (differs == lex.end() || holds(differs->second));
    }
    if (ok) found.insert(a & ((1u << projected) - 1));
  }
  return found;
}

Clauses random_cnf(std::mt19937& rng, int vars) {
  std::uniform_int_distribution<int> count(0, 3 * vars), width(1, 4), var(1, vars), sign(0, 1);
  Clauses clauses(static_cast<std::size_t>(count(rng)));
  for (auto& c : clauses)
    for (int i = width(rng); i > 0; --i) c.push_back(sign(rng) ? var(rng) : -var(rng));
  return clauses;
}

TEST(Backtracker, FindsEveryProjectedModelOnceOnRandomCnfs) {
  std::mt19937 rng(20261123);
  int with_models = 0;
  for (int round = 0; round < 600; ++round) {
    const int vars = 2 + round % 9;
    const int projected = 1 + static_cast<int>(rng() % static_cast<unsigned>(vars));
    const Clauses clauses = random_cnf(rng, vars);
    std::vector<int> cube;
    if (round % 3 == 0) cube.push_back(rng() % 2 ? 1 : -1);
    if (round % 5 == 0 && projected > 1) cube.push_back(rng() % 2 ? 2 : -2);

    chessy::Backtracker search;
    for (int v = 0; v < vars; ++v) search.new_var();
    for (const auto& c : clauses) search.add_clause(c);
    std::vector<int> order;
    for (int v = projected; v >= 1; --v) order.push_back(v);  // any order will do
    std::multiset<unsigned> got;
    ASSERT_TRUE(search.enumerate(order, cube, [&] {
      unsigned a = 0;
      for (int v = 1; v <= vars; ++v) a |= static_cast<unsigned>(search.value(v)) << (v - 1);
      // The whole assignment read back is a model: the completion is real.
      for (const auto& c : clauses) {
        bool sat = false;
        for (int lit : c) sat = sat || search.value(std::abs(lit)) == (lit > 0);
        EXPECT_TRUE(sat) << "round " << round;
      }
      got.insert(a & ((1u << projected) - 1));
      return true;
    }));
    const std::set<unsigned> want = brute_force(clauses, vars, projected, cube);
    EXPECT_EQ(std::set<unsigned>(got.begin(), got.end()), want) << "round " << round;
    EXPECT_EQ(got.size(), want.size()) << "round " << round << ": a model found twice";
    with_models += !want.empty();
  }
  EXPECT_GT(with_models, 100);  // the rounds were not all unsatisfiable
}

// Orders over random literals (negated ones, a variable twice, x and not x), with a
// few clauses, projections that leave some of their variables to the auxiliaries,
// and cubes: the engine keeps them whole, propagating at their fronts.
Lex random_lex(std::mt19937& rng, int vars) {
  std::uniform_int_distribution<int> length(1, vars + 2), var(1, vars), sign(0, 1);
  Lex lex(static_cast<std::size_t>(length(rng)));
  for (auto& [x, y] : lex) {
    x = sign(rng) ? var(rng) : -var(rng);
    y = sign(rng) ? var(rng) : -var(rng);
  }
  return lex;
}

TEST(Backtracker, KeepsLexicographicOrdersWholeOnRandomProblems) {
  std::mt19937 rng(20261124);
  int with_models = 0, cut = 0;
  for (int round = 0; round < 600; ++round) {
    const int vars = 2 + round % 9;
    const int projected = round % 4 == 0 ? 1 + static_cast<int>(rng() % static_cast<unsigned>(vars)) : vars;
    Clauses clauses = random_cnf(rng, vars);
    clauses.resize(clauses.size() / 3);
    std::vector<Lex> lexes;
    for (int i = 1 + round % 3; i > 0; --i) lexes.push_back(random_lex(rng, vars));
    std::vector<int> cube;
    if (round % 3 == 0) cube.push_back(rng() % 2 ? 1 : -1);

    chessy::Backtracker search;
    for (int v = 0; v < vars; ++v) search.new_var();
    for (const auto& c : clauses) search.add_clause(c);
    for (const Lex& lex : lexes) search.add_lex_leq(lex);
    EXPECT_EQ(search.vars(), vars) << "kept whole: no auxiliaries";
    std::vector<int> order;
    for (int v = 1; v <= projected; ++v) order.push_back(v);
    std::multiset<unsigned> got;
    ASSERT_TRUE(search.enumerate(order, cube, [&] {
      unsigned a = 0;
      for (int v = 1; v <= vars; ++v) a |= static_cast<unsigned>(search.value(v)) << (v - 1);
      got.insert(a & ((1u << projected) - 1));
      // The whole assignment read back satisfies everything.
      EXPECT_EQ(brute_force(clauses, vars, vars, cube, lexes).count(a), 1u) << "round " << round;
      return true;
    }));
    const std::set<unsigned> want = brute_force(clauses, vars, projected, cube, lexes);
    EXPECT_EQ(std::set<unsigned>(got.begin(), got.end()), want) << "round " << round;
    EXPECT_EQ(got.size(), want.size()) << "round " << round << ": a model found twice";
    with_models += !want.empty();
    cut += want.size() < brute_force(clauses, vars, projected, cube).size();
  }
  EXPECT_GT(with_models, 200);
  EXPECT_GT(cut, 200);  // the orders mattered
}

// The clause form every other sink gets (sink.cpp), projected on the compared
// variables, allows exactly what the order says.
class Recorder final : public chessy::ClauseSink {
 public:
  Clauses written;

 protected:
  void emit(std::span<const int> lits) override { written.emplace_back(lits.begin(), lits.end()); }
};

TEST(LexClauses, AllowExactlyTheOrderedAssignments) {
  std::mt19937 rng(20261125);
  for (int round = 0; round < 300; ++round) {
    const int vars = 1 + round % 7;
    const Lex lex = random_lex(rng, vars);
    Recorder sink;
    for (int v = 0; v < vars; ++v) sink.new_var();
    sink.add_lex_leq(lex);
    ASSERT_LE(sink.vars(), 20);
    EXPECT_LE(sink.vars() - vars, static_cast<int>(lex.size()) - 1) << "one auxiliary a position at most";
    EXPECT_LE(sink.clauses(), 3 * static_cast<long long>(lex.size()));
    EXPECT_EQ(brute_force(sink.written, sink.vars(), vars, {}), brute_force({}, vars, vars, {}, {lex}))
        << "round " << round;
  }
}

TEST(Backtracker, StopsWhenTheCallerSaysSo) {
  chessy::Backtracker search;
  for (int v = 0; v < 10; ++v) search.new_var();  // no clauses: 1024 models
  const std::vector<int> order{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  int models = 0;
  EXPECT_TRUE(search.enumerate(order, {}, [&] { return ++models < 5; }));
  EXPECT_EQ(models, 5);
  models = 0;
  EXPECT_TRUE(search.enumerate(order, {}, [&] { return ++models, true; }));
  EXPECT_EQ(models, 1024);  // a second call starts over
  // Asked at the start and every few thousand steps: 2^14 models take more than that.
  chessy::Backtracker bigger;
  std::vector<int> all;
  for (int v = 0; v < 14; ++v) all.push_back(bigger.new_var());
  int asked = 0;
  models = 0;
  EXPECT_FALSE(bigger.enumerate(all, {}, [&] { return ++models, true; }, [&] { return ++asked < 2; }));
  EXPECT_EQ(asked, 2);
  EXPECT_GT(models, 0);
  EXPECT_LT(models, 1 << 14);
}

TEST(Backtracker, ContradictionsGiveNoModels) {
  chessy::Backtracker search;
  const int a = search.new_var(), b = search.new_var();
  search.add({a, b});
  int models = 0;
  const std::vector<int> order{a, b};
  EXPECT_TRUE(search.enumerate(order, std::vector<int>{-a, -b}, [&] { return ++models, true; }));
  EXPECT_EQ(models, 0);  // the cube contradicts a clause
  search.add({-a});
  search.add({-b});
  EXPECT_TRUE(search.enumerate(order, {}, [&] { return ++models, true; }));
  EXPECT_EQ(models, 0);  // the clauses contradict each other
  search.add_clause(std::vector<int>{});
  EXPECT_TRUE(search.enumerate(order, {}, [&] { return ++models, true; }));
  EXPECT_EQ(models, 0);
}

}  // namespace

// Auto's fallback: backtracking gives way to the SAT engine mid-cube (the models it
// found in the cube are blocked first) and for every later cube; the result is the
// SAT engine's, class for class, on every kind of independence problem.
namespace {

chessy::Enumeration run(const std::string& text, chessy::Engine engine, chessy::Fallback fallback, int workers) {
  const chessy::Problem problem = chessy::parse_problem(text, "p.txt");
  return chessy::enumerate(problem, chessy::make_cadical,
                           {.engine = engine,
                            .fallback = fallback,
                            .workers = workers,
                            .encode = {},
                            .on_class = {}});
}

TEST(BacktrackFallback, GivesWayMidCubeAndFindsTheSameClasses) {
  const char* problems[] = {
      "size 6\n9*k\n",                  // kings at their maximum: 3,600 placements
      "size 5\n8*n\n",                  // knights: 8,526
      "size 6\n2*k\n2*q\n2*b\nn\n",     // mixed pieces: 23,752
      "size 5\nr w\nr b\np w\np b\n",   // colours and pawns: 73,676
      "size 6\n8*k\nk @ 1,2\n",         // a fixed piece: H smaller than G (queens go
                                        // to the bit-parallel engine, which never gives way)
  };
  for (const char* text : problems) {
    for (int workers : {1, 2}) {
      const chessy::Enumeration want = run(text, chessy::Engine::Sat, {}, workers);
      // A budget of nothing: the first check (after a few thousand steps) gives way.
      const chessy::Enumeration got = run(text, chessy::Engine::Auto, {0, 0}, workers);
      SCOPED_TRACE(std::string(text) + " workers " + std::to_string(workers));
      EXPECT_EQ(got.engine, chessy::Engine::Backtrack);
      EXPECT_EQ(got.fundamental, want.fundamental);
      EXPECT_EQ(got.total, want.total);
      EXPECT_EQ(got.models, want.models);  // no model found twice
      ASSERT_EQ(got.classes.size(), want.classes.size());
      for (std::size_t i = 0; i < got.classes.size(); ++i) {
        EXPECT_EQ(got.classes[i].representative, want.classes[i].representative);
        EXPECT_EQ(got.classes[i].size, want.classes[i].size);
      }
    }
  }
}

TEST(BacktrackFallback, HappensWhenBacktrackingStrugglesAndNotOtherwise) {
  // 16 kings on 8x8 (OEIS A018807: 281,571 placements): about 326 nodes a model.
  const chessy::Enumeration kings = run("size 8\n16*k\n", chessy::Engine::Auto, {}, 2);
  EXPECT_EQ(kings.total, 281571u);
  EXPECT_GT(kings.sat_cubes, 0u);
  // 10 queens (A000170: 724): a dozen nodes a model, backtracked to the end.
  const chessy::Enumeration queens = run("size 10\n10*q\n", chessy::Engine::Auto, {}, 2);
  EXPECT_EQ(queens.total, 724u);
  EXPECT_EQ(queens.sat_cubes, 0u);
  // Asked for by name, backtracking never gives way.
  const chessy::Enumeration forced = run("size 6\n9*k\n", chessy::Engine::Backtrack, {0, 0}, 1);
  EXPECT_EQ(forced.total, 3600u);
  EXPECT_EQ(forced.sat_cubes, 0u);
}

}  // namespace
