// Total domination (issue 25) through the public API: the goal read, built and
// written back, its optimum and counts those of the command line (OEIS A303003,
// A002566), and check() naming the piece nothing attacks.
#include <gtest/gtest.h>

#include <string>

#include "chessy/chessy.hpp"

namespace {

namespace api = chessy::api;

TEST(ApiTotalDomination, GoalReadBuiltAndWrittenBack) {
  EXPECT_EQ(api::Problem::parse("t\nd\n5*q\n").goal(), api::Goal::TotalDomination);
  const api::Problem built = api::Problem(7, 7).goal(api::Goal::TotalDomination).add_open(api::Piece::Queen);
  EXPECT_EQ(built.goal(), api::Goal::TotalDomination);
  EXPECT_EQ(built.text(), "d\nt\nsize 7\n?*q\n");
  EXPECT_EQ(api::Problem::parse(built.text()).goal(), api::Goal::TotalDomination);
}

TEST(ApiTotalDomination, OptimumAndCountsAreTheCommandLines) {
  const api::Problem queens = api::Problem(7, 7).goal(api::Goal::TotalDomination).add_open(api::Piece::Queen);
  const api::Optimum least = api::minimum(queens);
  EXPECT_TRUE(least.complete);
  EXPECT_EQ(least.lower, 4);  // A303003
  api::Options at;
  at.optimize = api::Optimize::Min;
  const api::Counts counts = api::count(queens, at);
  EXPECT_EQ(counts.optimum, 4);
  EXPECT_EQ(counts.total, 22u);  // A002566
  EXPECT_EQ(counts.fundamental, 5u);  // A002565
  // A rook on 0,0 and a knight on 0,3 of 1x4 dominate it, but nothing attacks the rook.
  const api::Problem rook = api::Problem::parse("d\nt\nsize 1 4\nr\nn\n");
  EXPECT_EQ(api::check(rook, {{api::Piece::Rook, api::Colour::None, 0, 0}, {api::Piece::Knight, api::Colour::None, 0, 3}}),
            "R on 0,0 is not attacked by another piece");
}

}  // namespace
