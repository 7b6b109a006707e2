// Published sequences the tests check chessy-sat against (OEIS), each indexed by the
// board side n; entry 0 is unused (0).
#pragma once

namespace oeis {

// n queens on n x n, n = 1..10: all placements (A000170) and up to symmetry (A002562).
inline constexpr long long kQueensTotal[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
inline constexpr long long kQueensFundamental[] = {0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92};
// The fewest queens that dominate n x n, n = 1..8 (A075458), and how many such sets
// there are (A002564).
inline constexpr int kQueenDomination[] = {0, 1, 1, 1, 2, 3, 3, 4, 5};
inline constexpr long long kQueenDominatingSets[] = {0, 1, 4, 1, 12, 186, 4, 86, 4860};

// On the n×n torus, n = 1..6: the fewest queens that dominate (A279402) and the fewest
// that dominate and attack no other (A279404), as published.
inline constexpr int kTorusQueenDomination[] = {0, 1, 1, 1, 2, 3, 3};
inline constexpr int kTorusIndependentQueenDomination[] = {0, 1, 1, 1, 2, 5, 4};

}  // namespace oeis
