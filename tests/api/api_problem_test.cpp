// The getters of chessy::api::Problem (include/chessy/problem.hpp): what a problem is,
// read back whichever way it came (built in code, the text format, the JSON format),
// judged by hand-written answers and by the referee's own problems.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "chessy/chessy.hpp"
#include "random_problems.hpp"
#include "referee.hpp"

namespace {

namespace api = chessy::api;
using api::Colour;
using api::Piece;

// Everything the getters say, side by side, so that one EXPECT compares two problems.
struct Read {
  int rows, cols;
  api::Goal goal;
  std::vector<api::PieceCount> pieces;
  std::vector<api::Placement> fixed;
  std::vector<api::Cell> blocked;
  std::optional<api::OpenCount> open;
  friend bool operator==(const Read&, const Read&) = default;
};

Read read(const api::Problem& p) { return {p.rows(), p.cols(), p.goal(), p.pieces(), p.fixed(), p.blocked(), p.open()}; }

TEST(ApiProblem, BuiltParsedAndJsonReadTheSame) {
  api::Problem built(5, 7);
  built.goal(api::Goal::Domination).add(Piece::Queen, 2).add(Piece::Knight, 1).block(4, 6).block(0, 1);
  built.fix(Piece::Queen, 2, 3).fix(Piece::Knight, 0, 0);
  const api::Problem text = api::Problem::parse("size 5 7\nd\n2*q\nn\nx @ 4,6\nx @ 0,1\nq @ 2,3\nn @ 0,0\n", "p.txt");
  const api::Problem json = api::Problem::parse(
      R"({"size": [5, 7], "problem": "domination", "pieces": [{"piece": "n"}, {"piece": "q", "count": 2}],
          "blocked": [[4, 6], [0, 1]], "fixed": [{"piece": "q", "row": 2, "col": 3}, {"piece": "n", "row": 0, "col": 0}]})",
      "p.json");
  const Read want{5,
                  7,
                  api::Goal::Domination,
                  {{Piece::Queen, Colour::None, 2}, {Piece::Knight, Colour::None, 1}},
                  {{Piece::Knight, Colour::None, 0, 0}, {Piece::Queen, Colour::None, 2, 3}},
                  {{0, 1}, {4, 6}},
                  std::nullopt};
  EXPECT_EQ(read(built), want);
  EXPECT_EQ(read(text), want);
  EXPECT_EQ(read(json), want);
}

TEST(ApiProblem, ColouredPiecesAndEveryGoal) {
  const api::Problem p = api::Problem::parse("size 4\n2*r w\n1*r b\nk b\nr w @ 3,0\nk b @ 1,1\n");
  EXPECT_EQ(p.goal(), api::Goal::Independence);
  EXPECT_EQ(p.pieces(), (std::vector<api::PieceCount>{{Piece::Rook, Colour::White, 2},
                                                       {Piece::Rook, Colour::Black, 1},
                                                       {Piece::King, Colour::Black, 1}}));
  EXPECT_EQ(p.fixed(), (std::vector<api::Placement>{{Piece::King, Colour::Black, 1, 1}, {Piece::Rook, Colour::White, 3, 0}}));
  EXPECT_TRUE(p.blocked().empty());
  EXPECT_EQ(api::Problem::parse("d\ni\n5*q\n").goal(), api::Goal::IndependentDomination);
  EXPECT_EQ(api::Problem(6, 6).goal(api::Goal::IndependentDomination).add(Piece::Queen, 3).goal(),
            api::Goal::IndependentDomination);
}

TEST(ApiProblem, TheOpenCountSaysWhereItStands) {
  const api::Problem text = api::Problem::parse("d\nsize 6\n2*n\n?*q\nq @ 1,1\nq @ 2,4\n", "p.txt");
  EXPECT_EQ(text.open(), (api::OpenCount{Piece::Queen, Colour::None, 2, "p.txt:4"}));
  EXPECT_EQ(text.pieces(), (std::vector<api::PieceCount>{{Piece::Queen, Colour::None, 2, true},
                                                          {Piece::Knight, Colour::None, 2, false}}));
  const api::Problem json = api::Problem::parse(R"({"pieces": [{"piece": "k", "colour": "w", "count": "?"}, {"piece": "k", "colour": "b"}]})", "p.json");
  EXPECT_EQ(json.open(), (api::OpenCount{Piece::King, Colour::White, 0, "p.json: pieces[0]"}));
  api::Problem built(5, 5);
  built.goal(api::Goal::Domination).add_open(Piece::Bishop, Colour::None);
  EXPECT_EQ(built.open(), (api::OpenCount{Piece::Bishop, Colour::None, 0, "<built>:3"}));
  // A count given closes it: the pieces keep their count, nothing is open.
  const api::Problem closed = text.with_count(5);
  EXPECT_EQ(closed.open(), std::nullopt);
  EXPECT_EQ(closed.pieces().front(), (api::PieceCount{Piece::Queen, Colour::None, 5, false}));
  EXPECT_EQ(closed.fixed(), text.fixed());
}

TEST(ApiProblem, ABuiltBoardWithNoPieceHasOnlyItsSize) {
  api::Problem p(3, 9);
  p.block(1, 1).goal(api::Goal::Domination);
  EXPECT_EQ(p.rows(), 3);
  EXPECT_EQ(p.cols(), 9);
  for (const auto& get : std::vector<void (*)(const api::Problem&)>{
           [](const api::Problem& q) { q.goal(); }, [](const api::Problem& q) { q.pieces(); },
           [](const api::Problem& q) { q.fixed(); }, [](const api::Problem& q) { q.blocked(); },
           [](const api::Problem& q) { q.open(); }}) {
    try {
      get(p);
      ADD_FAILURE() << "no InputError";
    } catch (const chessy::InputError& e) {
      EXPECT_EQ(std::string(e.what()), "<built>:3: no pieces to place");
    }
  }
  p.add(Piece::Queen, 1);
  EXPECT_EQ(p.blocked(), (std::vector<api::Cell>{{1, 1}}));
}

// The referee's random problems, written in the text format and parsed, read back as
// the referee holds them; and the getters rebuild the problem in code to the same text.
TEST(ApiProblem, RandomProblemsReadBackAsTheRefereeHoldsThem) {
  using Kind = random_problems::Kind;
  int checked = 0;
  for (Kind kind : {Kind::kColourlessIndependence, Kind::kColouredIndependence, Kind::kDomination,
                    Kind::kIndependentDomination}) {
    std::mt19937_64 rng(4200 + static_cast<int>(kind));
    for (int i = 0; i < 40; ++i) {
      const referee::Problem want = random_problems::random_problem(kind, rng);
      const std::string text = referee::problem_text(want);
      SCOPED_TRACE(text);
      const api::Problem p = api::Problem::parse(text, "random.txt");
      EXPECT_EQ(p.rows(), want.rows);
      EXPECT_EQ(p.cols(), want.cols);
      EXPECT_EQ(p.goal(), !want.domination  ? api::Goal::Independence
                          : want.independent ? api::Goal::IndependentDomination
                                             : api::Goal::Domination);
      auto colour_of = [](char c) { return c == 'w' ? Colour::White : c == 'b' ? Colour::Black : Colour::None; };
      std::vector<std::tuple<char, char, int>> pieces, want_pieces;
      for (const api::PieceCount& c : p.pieces())
        pieces.push_back({static_cast<char>(c.piece), static_cast<char>(c.colour), c.count});
      for (const referee::PieceCount& c : want.pieces)
        if (c.count > 0)  // a type asked for 0 times is no type of the problem
          want_pieces.push_back({c.piece.type, static_cast<char>(colour_of(c.piece.colour)), c.count});
      std::sort(pieces.begin(), pieces.end());
      std::sort(want_pieces.begin(), want_pieces.end());
      EXPECT_EQ(pieces, want_pieces);
      std::vector<api::Placement> fixed;
      for (const referee::FixedPiece& f : want.fixed)
        fixed.push_back({static_cast<Piece>(f.piece.type), colour_of(f.piece.colour), f.row, f.col});
      std::sort(fixed.begin(), fixed.end(),
                [](const api::Placement& a, const api::Placement& b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
      EXPECT_EQ(p.fixed(), fixed);
      std::vector<api::Cell> blocked;
      for (const referee::Cell& c : want.blocked) blocked.push_back({c.row, c.col});
      std::sort(blocked.begin(), blocked.end(),
                [](const api::Cell& a, const api::Cell& b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
      EXPECT_EQ(p.blocked(), blocked);
      EXPECT_EQ(p.open(), std::nullopt);

      // Nothing lost: the getters build the same problem again.
      api::Problem again(p.rows(), p.cols());
      again.goal(p.goal());
      for (const api::PieceCount& c : p.pieces()) again.add(c.piece, c.count, c.colour);
      for (const api::Cell& c : p.blocked()) again.block(c.row, c.col);
      for (const api::Placement& f : p.fixed()) again.fix(f.piece, f.row, f.col, f.colour);
      EXPECT_EQ(read(again), read(p));
      EXPECT_EQ(again.text(), p.text());
      ++checked;
    }
  }
  EXPECT_EQ(checked, 160);
}

}  // namespace
