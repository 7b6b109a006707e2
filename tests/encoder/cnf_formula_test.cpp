// The recorded CNF (cnf/formula.hpp, encoder.hpp RecordedCnf): a run encodes once and
// replays the recording into every solver, search, DIMACS writer and splitter, so a
// replay must leave each kind of sink exactly as encoding straight into it does: the
// same variables made at the same points, the same clauses in the same order, orders
// whole where the sink keeps them and as clauses where it does not; the same DIMACS
// text; the same models, in the same order, from every backend.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "backends/solver.hpp"
#include "cnf/formula.hpp"
#include "encoder/encoder.hpp"
#include "encoder/write_dimacs.hpp"
#include "enumerate/backtrack/backtrack.hpp"
#include "enumerate/budget.hpp"
#include "enumerate/optimum.hpp"
#include "model/parse.hpp"
#include "random_problems.hpp"
#include "referee.hpp"
#include "split/parts.hpp"

namespace chessy {
namespace {

// Every call a sink sees, with the variable count and the constant at that point.
class LoggingSink final : public ClauseSink {
 public:
  explicit LoggingSink(bool keeps_orders) : keeps_orders_(keeps_orders) {}
  std::vector<long long> log;

  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override {
    if (!keeps_orders_) return ClauseSink::add_lex_leq(pairs);
    log.insert(log.end(), {-2, vars(), constant(), static_cast<long long>(pairs.size())});
    for (const auto& [x, y] : pairs) log.insert(log.end(), {x, y});
  }

 protected:
  void emit(std::span<const int> lits) override {
    log.insert(log.end(), {-1, vars(), constant(), static_cast<long long>(lits.size())});
    log.insert(log.end(), lits.begin(), lits.end());
  }

 private:
  const bool keeps_orders_;
};

void expect_same_encoding(const Encoding& a, const Encoding& b) {
  auto variables = [](const Encoding& e) {
    return std::tie(e.place, e.open_count, e.occupied, e.occupied_white, e.occupied_black, e.complete_break,
                    e.true_literal);
  };
  EXPECT_TRUE(variables(a) == variables(b));
  EXPECT_EQ(a.broken.size(), b.broken.size());
}

// Up to `most` models in the order the sink's searcher finds them: a solver blocking
// each placement, or the backtracker over the placement variables.
std::vector<Solution> models(Solver& solver, const Encoding& enc, int most) {
  std::vector<Solution> found;
  while (static_cast<int>(found.size()) < most && solver.solve() == Result::Sat) {
    found.push_back(enc.decode([&](int var) { return solver.value(var); }));
    std::vector<int> block;
    for (const Placed& p : found.back()) block.push_back(-enc.var(p.type, p.cell));
    solver.add_clause(block);
  }
  return found;
}
std::vector<Solution> models(Backtracker& search, const Encoding& enc, int most) {
  std::vector<int> order;
  for (int lit : enc.place)
    if (lit > 0 && !enc.is_constant(lit)) order.push_back(lit);
  std::vector<Solution> found;
  search.enumerate(order, {}, [&] {
    found.push_back(enc.decode([&](int var) { return search.value(var); }));
    return static_cast<int>(found.size()) < most;
  });
  return found;
}

std::string dimacs(const Problem& problem, const EncodeOptions& options, const RecordedCnf* recorded) {
  std::ostringstream out;
  write_dimacs(problem, out, options, recorded);
  return out.str();
}

// One problem under one set of options, through every kind of sink.
void expect_replay_as_encoding(const Problem& problem, const EncodeOptions& options, const std::string& what) {
  SCOPED_TRACE(what);
  const RecordedCnf recorded(problem, options);
  for (const bool keeps_orders : {true, false}) {
    LoggingSink direct(keeps_orders), replayed(keeps_orders);
    const Encoding enc = encode(problem, direct, options);
    expect_same_encoding(enc, encode(problem, replayed, options, &recorded));
    EXPECT_EQ(direct.log, replayed.log) << "orders kept whole: " << keeps_orders;
    EXPECT_EQ(direct.vars(), replayed.vars());
    EXPECT_EQ(direct.clauses(), replayed.clauses());
    EXPECT_EQ(direct.constant(), replayed.constant());
  }
  CountingSink count, count_replayed;
  encode(problem, count, options);
  encode(problem, count_replayed, options, &recorded);
  EXPECT_EQ(count.vars(), count_replayed.vars());
  EXPECT_EQ(count.clauses(), count_replayed.clauses());
  EXPECT_EQ(dimacs(problem, options, nullptr), dimacs(problem, options, &recorded));

  constexpr int kMost = 40;
  for (const char* backend : {"cadical", "picosat"}) {
    std::unique_ptr<Solver> direct = make_solver(backend), replayed = make_solver(backend);
    const Encoding enc = encode(problem, *direct, options);
    encode(problem, *replayed, options, &recorded);
    EXPECT_EQ(direct->vars(), replayed->vars()) << backend;
    EXPECT_EQ(direct->clauses(), replayed->clauses()) << backend;
    EXPECT_EQ(models(*direct, enc, kMost), models(*replayed, enc, kMost)) << backend;
  }
  Backtracker direct, replayed;
  const Encoding enc = encode(problem, direct, options);
  encode(problem, replayed, options, &recorded);
  EXPECT_EQ(direct.vars(), replayed.vars());
  EXPECT_EQ(direct.clauses(), replayed.clauses());
  EXPECT_EQ(models(direct, enc, kMost), models(replayed, enc, kMost));

  // The sizing's bound of the recording holds.
  EXPECT_LE(recorded.cnf.bytes(), estimate_size(problem, options).recording);
}

// 40 random problems of `kind`, replayed as encoded; stops at the first that fails (one
// problem's report, not hundreds).
void expect_replays_of(random_problems::Kind kind) {
  std::mt19937_64 rng(2600 + static_cast<std::uint64_t>(kind));
  for (int i = 0; i < 40; ++i) {
    const std::string text = referee::problem_text(random_problems::random_problem(kind, rng));
    const Problem problem = parse_problem(text, "random.txt");
    expect_replay_as_encoding(problem, {}, text);
    expect_replay_as_encoding(problem, {.break_symmetry = false}, text + "(no breaking)");
    expect_replay_as_encoding(problem, {.max_chain = 3}, text + "(chains of 3)");
    if (testing::Test::HasFailure()) return;
  }
}

TEST(CnfFormula, ReplayWritesWhatEncodingWritesIntoEverySink) {
  using random_problems::Kind;
  for (const Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                          Kind::kIndependentDomination}) {
    expect_replays_of(kind);
    if (testing::Test::HasFailure()) return;
  }
}

TEST(CnfFormula, ReplayOfTotalDominationWritesWhatEncodingWrites) {
  expect_replays_of(random_problems::Kind::kTotalDomination);  // issue 25
}

// An open count (--min/--max) leaves the count unbounded; the optimum search and the
// splitter encode such problems too.
TEST(CnfFormula, ReplayOfOpenCountsAndColouredBoards) {
  for (const char* text : {"size 6\nd\n?*q\n", "size 5\n?*k\n", "size 5\n2*q w\n2*n b\n1*k w\n", "size 7\n7*q\n",
                           "size 6\nx @ 0,0\nq @ 2,1\n5*q\n"})
    expect_replay_as_encoding(parse_problem(text, "t.txt"), {}, text);
}

// The splitter (a propagator with the orders as clauses) and the optimum search take a
// recording their caller made for the run: the same cubes, the same search.
TEST(CnfFormula, TheSplitterAndTheOptimumSearchTakeARecording) {
  for (const char* text : {"size 8\n8*q\n", "size 6\n2*q w\n2*n b\n", "size 6\nd\n?*q\n"}) {
    SCOPED_TRACE(text);
    const Problem problem = parse_problem(text, "t.txt");
    const RecordedCnf recorded(problem, {});
    for (int part = 0; part < 3; ++part) {
      const PartCubes encoded = part_cubes(problem, {}, part, 3), replayed = part_cubes(problem, {}, part, 3, &recorded);
      EXPECT_EQ(encoded.cubes, replayed.cubes);
      EXPECT_EQ(encoded.digest, replayed.digest);
    }
    if (problem.open < 0) continue;
    std::unique_ptr<Solver> first = make_cadical(), second = make_cadical();
    OptimumSearch encoded(problem, *first, false, {}), replayed(problem, *second, false, {}, 1, &recorded);
    const Optimum a = encoded.find(), b = replayed.find();
    EXPECT_EQ(std::tie(a.complete, a.lower, a.upper, a.solution, a.vars, a.clauses),
              std::tie(b.complete, b.lower, b.upper, b.solution, b.vars, b.clauses));
    EXPECT_EQ(a.steps.size(), b.steps.size());
  }
}

TEST(CnfFormula, AStoppedReplayThrowsSoonAndTheStopEndsWithIt) {
  const Problem problem = parse_problem("d\n100*q\n", "t", 100);
  const RecordedCnf recorded(problem, {});
  std::atomic<bool> stop{true};
  CountingSink sink;
  EXPECT_THROW(encode(problem, sink, {.stop = &stop}, &recorded), Interrupted);
  EXPECT_LE(sink.vars() + sink.clauses(), 4096);
  EXPECT_NO_THROW(for (int i = 0; i < 10000; ++i) sink.add({1, 2}));
}

TEST(CnfFormula, MisuseIsAnInternalError) {
  const Problem problem = parse_problem("size 4\n4*q\n", "t");
  const RecordedCnf recorded(problem, {});
  CountingSink used;
  used.new_var();
  EXPECT_THROW(encode(problem, used, {}, &recorded), InternalError);  // the sink holds variables
  CountingSink fresh;
  EXPECT_THROW(encode(problem, fresh, {.break_symmetry = false}, &recorded), InternalError);  // other options

  // A variable after an order would be numbered apart by sinks that write it as clauses.
  Formula late;
  late.new_var();
  late.new_var();
  const std::vector<std::pair<int, int>> order{{1, 2}};
  late.add_lex_leq(order);
  late.new_var();
  EXPECT_THROW(late.add({3}), InternalError);
  Formula unused;
  unused.new_var();
  unused.add_lex_leq(order);
  unused.new_var();
  CountingSink sink;
  EXPECT_THROW(unused.replay(sink), InternalError);
}

}  // namespace
}  // namespace chessy
