// Which engine runs (enumerate/engine_choice.hpp): each rule of its table on a problem
// it decides and the thresholds at their edges. (--stats and --json saying the engine
// and the rule: tests/cli/engine_stats_test.cpp.)
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "enumerate/engine_choice.hpp"
#include "model/parse.hpp"

namespace chessy {
namespace {

Problem parsed(const std::string& text) { return parse_problem(text, "p.txt"); }

EnumerateOptions counting() {
  EnumerateOptions o;
  o.keep_classes = false;
  return o;
}

// "engine rule", as --stats writes them.
std::string enumerated(const std::string& text, const EnumerateOptions& options = {}) {
  const EngineChoice c = enumeration_engine(parsed(text), options);
  return std::string(word_of(c.engine)) + " " + std::string(word_of(c.rule));
}

std::string first_choice(const std::string& text, Engine wanted = Engine::Auto, bool may_use_bits = true) {
  const EngineChoice c = first_engine(parsed(text), wanted, may_use_bits);
  return std::string(word_of(c.engine)) + " " + std::string(word_of(c.rule));
}

TEST(EngineChoice, EnumerationRulesInOrder) {
  // n-queens: counted only, auto or bits; not with classes kept, a limit or a stream.
  EXPECT_EQ(enumerated("size 8\n8*q\n", counting()), "bits n-queens");
  EnumerateOptions o = counting();
  o.engine = Engine::Bits;
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "bits n-queens");
  o.engine = Engine::Backtrack;
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "backtrack asked");
  o = counting();
  o.limit = 3;
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "bits small");
  o = counting();
  o.on_class = [](const SolutionClass&) {};
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "bits small");
  EXPECT_EQ(enumerated("size 8\n8*q\n"), "bits small");  // its classes kept (--all)
  o = {};
  o.engine = Engine::Sat;
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "sat asked");
  // small up to a side of 20; any-order above, up to 64 rows, where no order shows.
  EXPECT_EQ(enumerated("size 20\n5*q\nq @ 0,3\n"), "bits small");
  EXPECT_EQ(enumerated("size 21\n5*q\nq @ 0,3\n"), "bits any-order");
  EXPECT_EQ(enumerated("size 6 30\n6*q\n"), "bits any-order");
  o = {};
  o.limit = 1;
  EXPECT_EQ(enumerated("size 21\n5*q\nq @ 0,3\n", o), "backtrack independence");
  EXPECT_EQ(enumerated("size 65 8\n8*r\n"), "backtrack independence");  // more than 64 rows
  // A part of the CNF's split stays with the CNF engines.
  const PartCubes part;
  o = {};
  o.part_in_cells = &part;
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "backtrack independence");
  // The CNF engines: independence backtracks, the rest learns.
  EXPECT_EQ(enumerated("size 6\n8*n\n"), "backtrack independence");
  EXPECT_EQ(enumerated("size 6\nd\ni\n2*q\n"), "backtrack independence");  // independent domination
  EXPECT_EQ(enumerated("size 8\nd\n5*q\n"), "sat learning");
  EXPECT_EQ(cnf_engine(parsed("size 8\n8*q\n"), Engine::Auto), Engine::Backtrack);
  EXPECT_EQ(cnf_engine(parsed("size 8\nd\n5*q\n"), Engine::Auto), Engine::Sat);
}

TEST(EngineChoice, RegionPuzzlesTakeTheRegionEngine) {
  const std::string queens = "regions\nAABBB\nAABBB\nCCDDB\nCCDDE\nCCDEE\n";
  EXPECT_EQ(enumerated(queens), "regions regions");
  EXPECT_EQ(enumerated(queens, counting()), "regions regions");
  EnumerateOptions o;
  o.engine = Engine::Regions;
  EXPECT_EQ(enumerated(queens, o), "regions asked");
  EXPECT_EQ(enumerated("size 8\n8*q\n", o), "regions asked");  // refused by enumerate()
  o.engine = Engine::Sat;
  EXPECT_EQ(enumerated(queens, o), "sat asked");
  o.engine = Engine::Backtrack;
  EXPECT_EQ(enumerated(queens, o), "backtrack asked");
  // A part of the CNF's split: the CNF engines (K N kings, independence).
  const PartCubes part;
  o = {};
  o.part_in_cells = &part;
  EXPECT_EQ(enumerated(queens, o), "backtrack independence");
  o.engine = Engine::Regions;
  EXPECT_EQ(enumerated(queens, o), "backtrack independence");
  EXPECT_EQ(first_choice(queens), "regions regions");
  EXPECT_EQ(first_choice(queens, Engine::Regions), "regions asked");
  EXPECT_EQ(first_choice(queens, Engine::Sat), "sat asked");
  EXPECT_EQ(first_choice(queens, Engine::Auto, false), "sat backend");
}

TEST(EngineChoice, AtTheOptimum) {
  EXPECT_EQ(optimum_engine(parsed("size 8\nd\n5*q\n")).rule, Rule::Domination);
  EXPECT_EQ(optimum_engine(parsed("size 8\nd\n5*q\n")).engine, Engine::Bits);
  EXPECT_EQ(optimum_engine(parsed("size 21\nd\n9*b\n")).rule, Rule::Domination);  // 441 cells
  EXPECT_EQ(optimum_engine(parsed("size 27\nd\n9*b\n")).rule, Rule::Optimum);     // more than 704
  EXPECT_EQ(optimum_engine(parsed("size 12\ntorus\nd\n6*q\n")).rule, Rule::Domination);  // tori too
  EXPECT_EQ(optimum_engine(parsed("size 8\nd\n2*q\nr\n")).rule, Rule::Optimum);   // two kinds
  EXPECT_EQ(optimum_engine(parsed("size 8\n8*q\n")).rule, Rule::Optimum);
  EXPECT_TRUE(counter_takes_steps(parsed("size 8\nd\n5*q\n"), false));
  EXPECT_FALSE(counter_takes_steps(parsed("size 8\nd\n5*q\n"), true));  // --max
}

TEST(EngineChoice, OneSolution) {
  EXPECT_EQ(first_choice("size 8\n8*q\n"), "bits narrow");
  EXPECT_EQ(first_choice("size 32\n32*q\n"), "bits narrow");
  EXPECT_EQ(first_choice("size 64\n64*q\n"), "bits narrow");     // the rows in any order (issue 39)
  EXPECT_EQ(first_choice("size 65\n65*q\n"), "local wide");      // past the bits engine's 64 columns
  EXPECT_EQ(first_choice("size 70 32\n32*q\n"), "bits narrow");  // 32 columns, rows in order
  EXPECT_EQ(first_choice("size 70 33\n33*q\n"), "local wide");   // 33: only where the rows are in any order
  EXPECT_EQ(first_choice("size 8\n8*q\n", Engine::Bits), "bits asked");
  EXPECT_EQ(first_choice("size 8\n8*q\n", Engine::Backtrack), "sat asked");
  EXPECT_EQ(first_choice("size 8\n8*q\n", Engine::Auto, false), "sat backend");
  EXPECT_EQ(first_choice("size 8\n8*n\n"), "sat learning");
}

TEST(EngineChoice, RuleWordsRoundTrip) {
  for (Rule r : {Rule::Asked, Rule::NQueens, Rule::Small, Rule::AnyOrder, Rule::Independence, Rule::Learning,
                 Rule::Domination, Rule::Optimum, Rule::Backend, Rule::Narrow, Rule::Wide, Rule::Huge, Rule::Regions})
    EXPECT_EQ(named<Rule>(word_of(r)), r) << word_of(r);
  EXPECT_EQ(named<Rule>("no such rule"), std::nullopt);
}

}  // namespace
}  // namespace chessy
