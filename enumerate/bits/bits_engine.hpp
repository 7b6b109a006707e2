// The bit-parallel engine (bitboard.hpp) behind enumerate(): which problems it takes,
// and the Problem (rows, columns, holes, fixed pieces) as its board. Only this adapter
// knows Problem.
#pragma once
#include <optional>

#include "enumerate/bits/bitboard.hpp"
#include "enumerate/enumeration.hpp"

namespace chessy {

// The problem as the bit-parallel engine's board, or nothing when it does not take it
// (pieces other than all queens or all rooks, colours, goals other than independence,
// an open count, more than 64 columns).
std::optional<BitProblem> bit_problem(const Problem& problem);
// The same, for --engine bits: an InputError saying what the engine takes when not.
BitProblem required_bit_problem(const Problem& problem);

// Whether the search may take the rows in any order (BitOptions::free_order): the
// output shows no order of the search (no --limit, no --stream).
bool bits_rows_in_any_order(const EnumerateOptions& options);

// enumerate() with the bit-parallel engine; the same result as the other engines
// (classes ascending by representative unless streamed).
Enumeration enumerate_bits(const Problem& problem, const BitProblem& board, const EnumerateOptions& options);

// One solution, or the proof that there is none, by the bit-parallel backtracker alone:
// `decided` is false when it gave up after `max_nodes` nodes, the workers' in all (0:
// never). Throws Interrupted when `interrupt` stops it. `workers` share the search's
// first choices; the solution is the one a single worker finds first, whatever their
// number (near max_nodes, whether it gives up may then vary from run to run).
struct BitsAnswer {
  bool decided = false;
  std::optional<Solution> solution;
};
BitsAnswer find_one_bits(const Problem& problem, const BitProblem& board, const std::atomic<bool>* interrupt,
                         std::uint64_t max_nodes = 0, int workers = 1);

}  // namespace chessy
