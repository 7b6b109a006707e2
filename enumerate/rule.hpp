// Why an engine runs: the rule of enumerate/engine_choice.hpp that picked it, one word
// each as --stats and --json write it (engine_name.hpp rule_name). Apart from the
// choice, so that the results that carry it (enumeration.hpp) need not include it.
#pragma once

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
  Narrow,        // narrow: one solution, the backtracker first (at most 32 columns)
  Wide,          // wide: one solution, the local search first
  Huge,          // huge: a side above 1000, the huge-board engine
};

}  // namespace chessy
