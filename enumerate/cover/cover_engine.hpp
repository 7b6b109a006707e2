// The domination counter (cover_count.hpp) behind the count at the optimum: which
// problems it takes, the Problem as its board, and its sets as classes under G. Only
// this adapter knows Problem.
#pragma once
#include <optional>

#include "enumerate/cover/cover_count.hpp"
#include "enumerate/enumeration.hpp"

namespace chessy {

// Whether the counter takes the problem: (independent, total) domination, pieces of
// one type (a piece of another kind would block rays differently), no open count, at
// most 704 cells, no colours; tori too. Which problems it then runs on: engine_choice.hpp.
bool cover_takes(const Problem& problem);

// The problem as the counter's board, or nothing when it does not take it.
// One kind of piece covers a cell exactly when one of them stands on a line through
// it (the nearest on the line attacks it), so the cover of each piece is its attacks
// on the empty board, and its own cell but in total domination, where a piece's cell
// must be attacked by another; holes are passed over as rays do.
std::optional<CoverProblem> cover_problem(const Problem& problem);

// The problem's symmetries as permutations of the cells, for CoverProblem::symmetries:
// H, its own group, where it is all of G (else, e.g. with fixed pieces, a class under G
// may hold several orbits under H, and the counter would report one of each), and
// nothing for a problem the counter does not take.
std::vector<std::vector<int>> cover_symmetries(const Problem& problem);

// enumerate() by the counter: the same classes, representatives and sizes as the
// other engines (ascending by representative unless streamed): with merge_symmetric
// (and no limit, whose first classes are the plain search's) by the counter's
// symmetry, one set a class. Every set is checked by
// is_solution; merge_symmetric, limit, workers, encode.stop, progress and on_class of
// `options` are honoured. A part of a split run searches share `share` of `shares`
// (CoverOptions; split_digest: the counter's split).
Enumeration enumerate_covers(const Problem& problem, const CoverProblem& board, const EnumerateOptions& options,
                             int share = 0, int shares = 1);

}  // namespace chessy
