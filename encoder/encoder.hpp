// The map of the encoder: a Problem (model/) becomes CNF in a ClauseSink.
//   model/problem.hpp  the model (pieces, counts, fixed pieces)   model/parse.hpp  text and JSON input
//   model/board.hpp  geometry: R x C cells, steps, rays, the board's symmetries
//   cnf/sink.hpp     where clauses go (below this floor); variables are numbered there
//   cardinality.hpp  at-most-one and exactly-k (Sinz sequential counters)
//   prune.hpp        placements no solution can hold (they get no variables)
//   placement.cpp    placement variables, one piece per cell, counts, fixed pieces
//   rays.hpp         ray variables: "the first piece seen from c in direction d is ..."
//   attacks.cpp      independence (colourless by lines, coloured by rays)
//   coverage.cpp     domination
//   regions.cpp      region puzzles: K stars a row, a column and a region
//   symmetry.hpp     the problem's own symmetry group H, lex-leader clauses
//   model/check.hpp  is_solution, independent of all of the above
//   model/canonical.hpp  classes under G and their representatives
//   write_dimacs.hpp the CNF as a DIMACS file (cnf/dimacs.hpp writes its clauses)
#pragma once
#include <atomic>
#include <functional>
#include <vector>

#include "model/board.hpp"
#include "model/canonical.hpp"
#include "model/problem.hpp"
#include "cnf/formula.hpp"
#include "cnf/sink.hpp"
#include "model/solution.hpp"

namespace chessy {

// The variables a model is read back through.
struct Encoding {
  int cells = 0;
  int types = 0;
  std::vector<int> place;     // place[type * cells + cell]: "a piece of type on cell";
                              // the sink's constant false where none can stand
  // The open type's count (Problem::open) is the number of these that are true; the
  // CNF leaves it unbounded (empty: no open count).
  std::vector<int> open_count;
  std::vector<int> occupied;  // occupied[cell]: literal "some piece on cell" (may be
                              // the constant false, as may any literal below)
  // occupied by a piece of one colour (coloured problems only; 0 where impossible)
  std::vector<int> occupied_white, occupied_black;

  // The symmetries whose lex-leader clauses the CNF holds (identity only: none), and
  // whether every chain is whole, so that each orbit under them has exactly one model.
  std::vector<Symmetry> broken;
  bool complete_break = true;
  int true_literal = 0;  // the sink's constant (0: none was needed)

  bool is_constant(int lit) const { return true_literal && (lit == true_literal || lit == -true_literal); }

  int var(int type, int cell) const { return place[static_cast<std::size_t>(type) * cells + cell]; }
  // The placement a model assigns; `is_true(var)` asks the model about a variable.
  Solution decode(const std::function<bool(int)>& is_true) const;
};

struct EncodeOptions {
  bool break_symmetry = true;  // lex-leader clauses for the problem's own symmetries
  long long max_chain = 0;     // cap on each lex-leader chain (0: whole)
  // When set and it becomes true, encode stops soon after by throwing Interrupted
  // (Ctrl-C, --timeout): every run of the encoder, sizing and DIMACS included.
  const std::atomic<bool>* stop = nullptr;
};

// The symmetries whose lex-leader clauses encode() writes (Encoding::broken).
std::vector<Symmetry> broken_group(const Problem& problem, const EncodeOptions& options);

// Writes the whole CNF of `problem` into `sink`.
Encoding encode(const Problem& problem, ClauseSink& sink, const EncodeOptions& options = {});

// A problem's CNF encoded once and recorded (cnf/formula.hpp), with the variables its
// models are read through: what a run hands to every worker's solver or search, the
// DIMACS writer and the splitter, read-only and from any thread, instead of encoding
// the problem again for each. Made after the sizing (enumerate/budget.hpp) lets the
// run start: it holds one more copy of the CNF, in about 4 bytes a literal.
struct RecordedCnf {
  RecordedCnf(const Problem& problem, const EncodeOptions& options)
      : enc(encode(problem, cnf, options)), break_symmetry(options.break_symmetry), max_chain(options.max_chain) {}
  // Whether encode(problem, sink, options) writes this CNF (of the problem it was made of).
  bool made_with(const EncodeOptions& options) const {
    return options.break_symmetry == break_symmetry && options.max_chain == max_chain;
  }

  Formula cnf;
  Encoding enc;
  bool break_symmetry;
  long long max_chain;
};

// encode(problem, sink, options), or, when `recorded` is given (made of `problem` under
// the same options), its replay into `sink`, which ends the same (cnf/formula.hpp).
inline Encoding encode(const Problem& problem, ClauseSink& sink, const EncodeOptions& options,
                       const RecordedCnf* recorded) {
  if (!recorded) return encode(problem, sink, options);
  if (!recorded->made_with(options)) throw InternalError("a recorded CNF replayed under other encoding options");
  recorded->cnf.replay(sink, options.stop);
  return recorded->enc;
}

// Colourless independence where the pieces that attack along rows (queens, rooks)
// number exactly R (C): each row (column) then holds exactly one of them. Said
// directly, this propagates far better than a counter, and when one type is all of
// them its counter is implied (attacks.cpp).
struct FullLines {
  bool rows = false;  // every row holds one
  bool cols = false;  // every column holds one
  bool any() const { return rows || cols; }
};
FullLines full_lines(const Problem& problem);

// The parts, each in the file named after it.
Encoding encode_placement(const Problem& problem, ClauseSink& sink);
void encode_independence(const Problem& problem, const Encoding& enc, ClauseSink& sink);
void encode_coverage(const Problem& problem, const Encoding& enc, ClauseSink& sink);
// A region puzzle's K stars in every row, column and region (regions.cpp).
void encode_regions(const Problem& problem, const Encoding& enc, ClauseSink& sink);

}  // namespace chessy
