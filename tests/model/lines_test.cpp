// model/lines: the first two pieces on one line, against every pair compared by hand
// (the slow way the header's one pass replaces), on random placements of every density.
#include <gtest/gtest.h>

#include <random>

#include "model/lines.hpp"

namespace chessy {
namespace {

using Cells = std::vector<std::pair<long long, long long>>;

auto at(const Cells& cells) {
  return [&cells](std::size_t i) { return cells[i]; };
}

// The pair the header promises, by brute force: the least `second` whose line holds an
// earlier piece, the kinds in the header's order at a tie, the earliest such piece.
std::optional<SharedLine> by_pairs(const Cells& cells, bool diagonals) {
  const int kinds = diagonals ? 4 : 2;
  for (std::size_t j = 0; j < cells.size(); ++j)
    for (int k = 0; k < kinds; ++k)
      for (std::size_t i = 0; i < j; ++i) {
        const long long dr = cells[i].first - cells[j].first, dc = cells[i].second - cells[j].second;
        const bool same = k == 0 ? dr == 0 : k == 1 ? dc == 0 : k == 2 ? dr == dc : dr == -dc;
        if (same) return SharedLine{i, j, static_cast<Line>(k)};
      }
  return std::nullopt;
}

TEST(Lines, FirstSharedLineIsThePairCheckedByHand) {
  std::mt19937 random(7);
  for (int trial = 0; trial < 3000; ++trial) {
    const int side = 1 + static_cast<int>(random() % 12), pieces = static_cast<int>(random() % (side + 2));
    Cells cells;
    for (int p = 0; p < pieces; ++p) cells.emplace_back(random() % side, random() % side);
    for (bool diagonals : {false, true}) {
      const std::optional<SharedLine> got = first_shared_line(cells.size(), at(cells), diagonals, side, side);
      const std::optional<SharedLine> want = by_pairs(cells, diagonals);
      ASSERT_EQ(got.has_value(), want.has_value()) << "trial " << trial;
      if (!got) continue;
      EXPECT_EQ(got->first, want->first) << "trial " << trial;
      EXPECT_EQ(got->second, want->second) << "trial " << trial;
      EXPECT_EQ(got->line, want->line) << "trial " << trial;
    }
  }
}

TEST(Lines, FarApartOnAHugeBoard) {
  // Keys in long long: a diagonal of a 10^7 board spans 2 x 10^7.
  constexpr long long kSide = 10'000'000;
  const Cells cells = {{0, kSide - 1}, {5, 5}, {kSide - 1, 0}};
  const std::optional<SharedLine> shared = first_shared_line(cells.size(), at(cells), true, kSide, kSide);
  ASSERT_TRUE(shared);
  EXPECT_EQ(shared->first, 0u);
  EXPECT_EQ(shared->second, 2u);
  EXPECT_EQ(shared->line, Line::AntiDiagonal);
  EXPECT_FALSE(first_shared_line(cells.size(), at(cells), false, kSide, kSide));
}

}  // namespace
}  // namespace chessy
