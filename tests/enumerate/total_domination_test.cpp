// Total domination (`d` and `t`, issue 25) in the domination counter
// (cover_engine.cpp): a piece does not cover its own cell. Its answers against the CNF
// engine's and the OEIS figures, through the command line, are
// cli/total_domination_counter_cli_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "enumerate/cover/cover_engine.hpp"
#include "parsed.hpp"

namespace {

using parsing::parsed;

TEST(TotalDominationCounter, APieceDoesNotCoverItsOwnCell) {
  const std::optional<chessy::CoverProblem> total = chessy::cover_problem(parsed("d\nt\nsize 4 5\n2*n\nx @ 1,1\n"));
  const std::optional<chessy::CoverProblem> plain = chessy::cover_problem(parsed("d\nsize 4 5\n2*n\nx @ 1,1\n"));
  ASSERT_TRUE(total && plain);
  EXPECT_FALSE(total->independent);
  for (int c = 0; c < total->cells; ++c) {
    std::vector<int> own = total->cover[static_cast<std::size_t>(c)];
    EXPECT_EQ(std::count(own.begin(), own.end(), c), 0) << c;
    own.push_back(c);
    EXPECT_EQ(own, plain->cover[static_cast<std::size_t>(c)]) << c;
  }
  EXPECT_TRUE(chessy::cover_problem(parsed("d\nt\nsize 16\n9*q\n")));
  EXPECT_FALSE(chessy::cover_problem(parsed("d\nt\nsize 5\n2*q\nr\n")));  // two kinds
}

}  // namespace
