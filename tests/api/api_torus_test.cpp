// Tori (issue 24) through the public API: built with torus(true), read from both
// formats, written back, counted as the command line counts them (OEIS A007705), and
// check() following a wrapped attack.
#include <gtest/gtest.h>

#include <string>

#include "chessy/chessy.hpp"

namespace {

namespace api = chessy::api;

TEST(ApiTorus, BuiltReadAndWrittenBack) {
  EXPECT_FALSE(api::Problem(5, 5).add(api::Piece::Queen, 5).torus());
  const api::Problem built = api::Problem(5, 5).torus(true).add(api::Piece::Queen, 5);
  EXPECT_TRUE(built.torus());
  EXPECT_EQ(built.text(), "size 5\ntorus\n5*q\n");
  EXPECT_TRUE(api::Problem::parse(built.text()).torus());
  EXPECT_TRUE(api::Problem::parse(R"({"size": 5, "torus": true, "pieces": [{"piece": "q", "count": 5}]})").torus());
  EXPECT_FALSE(api::Problem(5, 5).torus(false).add(api::Piece::Queen, 5).torus());
  api::Problem twice(5, 5);
  twice.torus(true);
  EXPECT_THROW(twice.torus(false), chessy::InputError);
  EXPECT_THROW(twice.torus(true).add(api::Piece::Queen, 5), chessy::InputError);  // 'torus' given twice
}

TEST(ApiTorus, CountsAndCheck) {
  const api::Counts seven = api::count(api::Problem(7, 7).torus(true).add(api::Piece::Queen, 7));
  EXPECT_EQ(seven.total, 28u);  // A007705
  EXPECT_EQ(seven.fundamental, 4u);
  const api::Problem rooks = api::Problem::parse("size 1 4\ntorus\n2*r\n");
  EXPECT_EQ(api::check(rooks, {{api::Piece::Rook, api::Colour::None, 0, 0}, {api::Piece::Rook, api::Colour::None, 0, 3}}),
            "R on 0,0 attacks R on 0,3");
}

}  // namespace
