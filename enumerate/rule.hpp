// Why an engine runs: the rule of enumerate/engine_choice.hpp that picked it, and the
// table of its words as --stats, --json and part files write them, as the choices'
// (chessy/choices.hpp): word_of(rule), named<Rule>(text). A rule is no choice: no one
// asks for one (is_choice is the engines'). Apart from the engine choice, so that the
// results that carry it (enumeration.hpp) need not include it.
#pragma once
#include <array>
#include <span>
#include <string_view>

#include "chessy/choices.hpp"

namespace chessy {

enum class Rule {
  Asked,         // asked: --engine named the engine
  NQueens,       // n-queens: plain n queens counted, the n-queens counter
  Small,         // small: no side above 20, the bit-parallel engine
  AnyOrder,      // any-order: its rows in any order (at most 64, no --limit, --stream)
  Independence,  // independence: the backtracker, handing over to the SAT engine
  Learning,      // learning: everything else, CDCL
  Domination,    // domination: at the optimum, the domination counter
  Optimum,       // optimum: at the optimum, the search's own solver
  Backend,       // backend: an external solver, CDCL alone
  Narrow,        // narrow: one solution, the backtracker first (at most 32 columns, or 64 on 64 rows)
  Wide,          // wide: one solution, the local search first
  Huge,          // huge: a side above 1000, the huge-board engine
  Regions,       // regions: a region puzzle, the region engine
};

// The words, by value.
inline constexpr std::array<std::string_view, 13> kRuleWords{
    "asked",      "n-queens", "small",   "any-order", "independence", "learning", "domination",
    "optimum",    "backend",  "narrow",  "wide",      "huge",         "regions"};

constexpr std::span<const std::string_view> words_of(Rule) { return kRuleWords; }

}  // namespace chessy
