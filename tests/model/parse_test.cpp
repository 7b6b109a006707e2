// The text problem format (docs/input.md): valid inputs parse into the right Problem, and a
// few rejections are checked at the library level (the full bad-input table is in
// cli/bad_input_test.cpp; the reader's time on 300,000 lines, cli/parse_cli_test.cpp).
#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <utility>

#include "model/parse.hpp"
#include "model/problem.hpp"

namespace {

using chessy::Colour;
using chessy::Goal;
using chessy::InputError;
using chessy::Kind;
using chessy::PieceType;
using chessy::Problem;
using chessy::parse_problem;

constexpr PieceType piece(Kind k, Colour c = Colour::None) { return {k, c}; }

// The board as (rows, cols).
std::pair<int, int> shape(const Problem& p) { return {p.rows, p.cols}; }

// How many of `p` the piece list asks for (0 when the problem has none).
int count_of(const Problem& problem, PieceType p) {
  int t = problem.type_index(p);
  return t < 0 ? 0 : problem.counts[static_cast<std::size_t>(t)];
}

// The message of the InputError that parsing `text` throws ("" when none is thrown).
std::string error_of(const std::string& text) {
  try {
    parse_problem(text, "p.txt");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Parser, CountsOfOnePieceAreMergedAcrossLines) {
  const Problem p = parse_problem("q\nq\n", "p.txt");
  ASSERT_EQ(p.types.size(), 1u);
  EXPECT_EQ(p.types[0], piece(Kind::Queen));
  EXPECT_EQ(p.counts, std::vector<int>{2});
  EXPECT_EQ(p.total_pieces(), 2);
}

TEST(Parser, ExplicitCountsAddUp) {
  const Problem p = parse_problem("3*q\nq\n2*Q\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 6);
  EXPECT_EQ(p.types.size(), 1u);
}

TEST(Parser, EveryPieceLetterInUpperAndLowerCase) {
  const Problem p = parse_problem("Q\nr\nR\nb\nN\nn\nk\nK\nP\np\np\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 1);
  EXPECT_EQ(count_of(p, piece(Kind::Rook)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::Bishop)), 1);
  EXPECT_EQ(count_of(p, piece(Kind::Knight)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::King)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::Pawn)), 3);
  EXPECT_EQ(p.types.size(), 6u);
  EXPECT_EQ(p.total_pieces(), 11);
  EXPECT_FALSE(p.coloured);
}

TEST(Parser, TypesAreDistinctAndCountsMatchThem) {
  const Problem p = parse_problem("k\nq\nk\nr\n", "p.txt");
  ASSERT_EQ(p.types.size(), p.counts.size());
  for (std::size_t i = 0; i < p.types.size(); ++i)
    for (std::size_t j = i + 1; j < p.types.size(); ++j) EXPECT_FALSE(p.types[i] == p.types[j]);
  EXPECT_EQ(count_of(p, piece(Kind::King)), 2);
}

TEST(Parser, CommentsAndBlankLinesAreIgnored) {
  const Problem p = parse_problem("# a comment\n\n   \n\t\n2*q\n# x *q size 0 d\n  # indented comment\nr\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::Rook)), 1);
  EXPECT_EQ(p.total_pieces(), 3);
  EXPECT_EQ(p.goal, Goal::Independence);
  EXPECT_EQ(shape(p), std::pair(8, 8));
}

TEST(Parser, SurroundingSpacesAreAccepted) {
  const Problem p = parse_problem("  2*q  \n\tk\t\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::King)), 1);
}

TEST(Parser, DefaultBoardIsEightByEight) {
  EXPECT_EQ(shape(parse_problem("q\n", "p.txt")), std::pair(8, 8));
  EXPECT_EQ(shape(parse_problem("2*r\n", "p.txt")), std::pair(8, 8));
}

TEST(Parser, RejectsAProblemWithNoPieces) {
  EXPECT_THROW(parse_problem("", "p.txt"), chessy::InputError);
  EXPECT_THROW(parse_problem("# only a comment\nsize 4\n", "p.txt"), chessy::InputError);
}

TEST(Parser, SizeLineSetsTheBoard) {
  EXPECT_EQ(shape(parse_problem("size 5\nq\n", "p.txt")), std::pair(5, 5));
  EXPECT_EQ(shape(parse_problem("q\nSIZE 12\n", "p.txt")), std::pair(12, 12));
  EXPECT_EQ(shape(parse_problem("size 1\nq\n", "p.txt")), std::pair(1, 1));
  EXPECT_EQ(shape(parse_problem("size 1000\nq\n", "p.txt")), std::pair(1000, 1000));
}

TEST(Parser, SizeArgumentOverridesTheFile) {
  EXPECT_EQ(shape(parse_problem("size 5\nq\n", "p.txt", 7)), std::pair(7, 7));
  EXPECT_EQ(shape(parse_problem("q\n", "p.txt", 3)), std::pair(3, 3));
  // The piece count is judged against the overriding size, not the file's.
  EXPECT_EQ(parse_problem("size 2\n9*q\n", "p.txt", 3).total_pieces(), 9);
  EXPECT_THROW(parse_problem("size 8\n10*q\n", "p.txt", 3), InputError);
}

TEST(Parser, DLineMakesADominationProblem) {
  EXPECT_EQ(parse_problem("d\n5*q\n", "p.txt").goal, Goal::Domination);
  EXPECT_EQ(parse_problem("# first a comment\nD\n5*q\n", "p.txt").goal, Goal::Domination);
  EXPECT_EQ(parse_problem("5*q\n", "p.txt").goal, Goal::Independence);
  const Problem p = parse_problem("d\n5*q\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 5);
}

TEST(Parser, ILineWithDMakesAnIndependentDominationProblem) {
  EXPECT_EQ(parse_problem("d\ni\n5*q\n", "p.txt").goal, Goal::IndependentDomination);
  EXPECT_EQ(parse_problem("I\n5*q\n# d after i\nD\n", "p.txt").goal, Goal::IndependentDomination);
  EXPECT_THROW(parse_problem("i\n5*q\n", "p.txt"), InputError);       // i needs d
  EXPECT_THROW(parse_problem("d\ni\ni\n5*q\n", "p.txt"), InputError);  // i twice
  EXPECT_THROW(parse_problem("d\ni\nq w\n", "p.txt"), InputError);      // no colours
  EXPECT_THROW(parse_problem("d\ni x\n5*q\n", "p.txt"), InputError);    // i takes nothing
}

TEST(Parser, ColoursMakeAColouredProblem) {
  const Problem p = parse_problem("2*q w\nq b\nR W\nk B\n", "p.txt");
  EXPECT_TRUE(p.coloured);
  EXPECT_EQ(count_of(p, piece(Kind::Queen, Colour::White)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::Queen, Colour::Black)), 1);
  EXPECT_EQ(count_of(p, piece(Kind::Rook, Colour::White)), 1);
  EXPECT_EQ(count_of(p, piece(Kind::King, Colour::Black)), 1);
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 0);  // no colourless queen
  EXPECT_EQ(p.types.size(), 4u);
}

TEST(Parser, SameColouredPieceIsMergedAcrossLines) {
  const Problem p = parse_problem("b b\nb b\nb w\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Bishop, Colour::Black)), 2);
  EXPECT_EQ(count_of(p, piece(Kind::Bishop, Colour::White)), 1);
}

TEST(Parser, FixedPiecesCountTowardThePieceList) {
  const Problem p = parse_problem("8*q\nq @ 0,3\nq @ 1,5\nq@2,0\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 8);  // not 11
  ASSERT_EQ(p.fixed.size(), 3u);
  EXPECT_EQ(p.types[static_cast<std::size_t>(p.fixed[0].type)], piece(Kind::Queen));
  EXPECT_EQ(p.fixed[0].row, 0);
  EXPECT_EQ(p.fixed[0].col, 3);
  EXPECT_EQ(p.fixed[0].line, 2);
  EXPECT_EQ(p.fixed[1].row, 1);
  EXPECT_EQ(p.fixed[1].col, 5);
  EXPECT_EQ(p.fixed[2].row, 2);
  EXPECT_EQ(p.fixed[2].col, 0);
  EXPECT_EQ(p.fixed[2].line, 4);
}

TEST(Parser, FixedPieceMayComeBeforeItsPieceList) {
  const Problem p = parse_problem("r @ 3,3\n2*r\n", "p.txt");
  EXPECT_EQ(count_of(p, piece(Kind::Rook)), 2);
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.fixed[0].row, 3);
}

TEST(Parser, FixedColouredPieceFindsItsType) {
  const Problem p = parse_problem("k w\nk b\nk b @ 7,7\n", "p.txt");
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.types[static_cast<std::size_t>(p.fixed[0].type)], piece(Kind::King, Colour::Black));
  EXPECT_EQ(p.fixed[0].row, 7);
  EXPECT_EQ(p.fixed[0].col, 7);
}

TEST(Parser, FixedPieceOnTheLastCellOfAnOverriddenBoard) {
  const Problem p = parse_problem("q\nq @ 9,9\n", "p.txt", 10);
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.fixed[0].row, 9);
  EXPECT_THROW(parse_problem("q\nq @ 9,9\n", "p.txt", 9), InputError);
}

TEST(Parser, CrlfLineEndingsAreAccepted) {
  const Problem p = parse_problem("d\r\nsize 4\r\n# note\r\n\r\n2*q\r\nq @ 0,1\r\n", "p.txt");
  EXPECT_EQ(p.goal, Goal::Domination);
  EXPECT_EQ(shape(p), std::pair(4, 4));
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 2);
  ASSERT_EQ(p.fixed.size(), 1u);
  EXPECT_EQ(p.fixed[0].col, 1);
  EXPECT_EQ(p.fixed[0].line, 6);
}

TEST(Parser, LastLineNeedsNoNewline) {
  const Problem p = parse_problem("size 6\n6*q", "p.txt");
  EXPECT_EQ(shape(p), std::pair(6, 6));
  EXPECT_EQ(count_of(p, piece(Kind::Queen)), 6);
}

TEST(Parser, ExactlyAsManyPiecesAsCellsFit) {
  EXPECT_EQ(parse_problem("size 3\n5*k\n4*n\n", "p.txt").total_pieces(), 9);
}

TEST(Parser, KeepsTheFileName) { EXPECT_EQ(parse_problem("q\n", "queens.txt").name, "queens.txt"); }

// ---- A few rejections, directly ----------------------------------------------

TEST(Parser, RejectsColourOnSomePiecesOnly) {
  EXPECT_EQ(error_of("q w\nr\n").rfind("p.txt:2: ", 0), 0u) << error_of("q w\nr\n");
  EXPECT_EQ(error_of("q\n# c\nr b\n").rfind("p.txt:3: ", 0), 0u) << error_of("q\n# c\nr b\n");
}

TEST(Parser, RejectsUnknownPieceNamingFileAndLine) {
  EXPECT_EQ(error_of("q\nz\n"), "p.txt:2: unknown piece 'z'");
}

TEST(Parser, RejectsColoursInDominationProblems) {
  EXPECT_NE(error_of("d\nq w\n"), "");
  EXPECT_NE(error_of("q w\nd\n"), "");
}

TEST(Parser, RejectsCountWithoutDigits) { EXPECT_EQ(error_of("*q\n").rfind("p.txt:1: ", 0), 0u); }

TEST(Parser, RejectsMorePiecesThanCells) {
  EXPECT_NE(error_of("65*q\n"), "");
  EXPECT_NE(error_of("size 1\n2*k\n"), "");
  EXPECT_EQ(error_of("64*k\n"), "");  // exactly full is not a parse error
}

TEST(Parser, RejectsSizeOutOfRange) {
  EXPECT_NE(error_of("size 0\n"), "");
  EXPECT_NE(error_of("size 1001\nk\n"), "");
}

TEST(Parser, RejectsFixedPieceWithCount) { EXPECT_NE(error_of("2*q\n2*q @ 1,1\n"), ""); }

// Issue 27: parsing stops on the stop flag (--timeout, Ctrl-C), every few thousand lines;
// a file shorter than that is read whole.
TEST(Parser, StopsOnTheStopFlag) {
  std::string text = "1*q\n";
  for (int i = 0; i < 10000; ++i) text += "0*q\n";
  std::atomic<bool> stop{true};
  EXPECT_THROW(parse_problem(text, "t", std::nullopt, {}, &stop), chessy::Interrupted);
  EXPECT_THROW(chessy::parse_fixed_list(std::string(10000, '\n'), "t", &stop), chessy::Interrupted);
  EXPECT_EQ(parse_problem("1*q\n0*q\n", "t", std::nullopt, {}, &stop).counts, std::vector<int>{1});
  std::string json = R"({"pieces": [{"piece": "q", "count": 1})";
  for (int i = 0; i < 10000; ++i) json += R"(, {"piece": "q", "count": 0})";
  json += "]}";
  EXPECT_THROW(chessy::parse_input(json, "t.json", std::nullopt, {}, &stop), chessy::Interrupted);
  stop = false;
  EXPECT_EQ(parse_problem(text, "t", std::nullopt, {}, &stop).counts, std::vector<int>{1});
  EXPECT_EQ(chessy::parse_input(json, "t.json", std::nullopt, {}, &stop).counts, std::vector<int>{1});
}

// Huge boards (docs/rules.md "Huge boards"): sides up to 10^7 for queens or rooks
// independence, a thousand for the rest, and a million fixed pieces read.
TEST(HugeSides, QueensAndRooksIndependenceGoToTenMillion) {
  const Problem p = parse_problem("size 10000000\n10000000*q\n", "p.txt");
  EXPECT_EQ(p.rows, 10'000'000);
  EXPECT_TRUE(p.huge());
  EXPECT_EQ(p.free_cells(), 100'000'000'000'000LL);
  EXPECT_EQ(p.size_at, "p.txt:1");
  EXPECT_FALSE(parse_problem("size 1000\nq\n", "p.txt").huge());
  EXPECT_TRUE(parse_problem("size 5 2000\n5*r\nx @ 0,1999\nr @ 1,1998\n", "p.txt").huge());
  EXPECT_TRUE(parse_problem("q\n", "p.txt", chessy::BoardSize(3, 20000)).huge());
}

TEST(HugeSides, EveryOtherProblemKeepsAThousandAndSaysWhichGoFurther) {
  const std::string further = " (up to 10000000 for queens or rooks independence, one solution)";
  EXPECT_EQ(error_of("# kings\nsize 2000\n3*k\n"), "p.txt:2: board size 2000 is out of range 1..1000" + further);
  EXPECT_EQ(error_of("size 4 1001\nd\nq\n"), "p.txt:1: board size 1001 is out of range 1..1000" + further);
  EXPECT_EQ(error_of("size 2000\n?*q\n"), "p.txt:1: board size 2000 is out of range 1..1000" + further);
  EXPECT_EQ(error_of("size 2000\nq w\nq b\n"), "p.txt:1: board size 2000 is out of range 1..1000" + further);
  EXPECT_EQ(error_of("size 2000\nq\nr\n"), "p.txt:1: board size 2000 is out of range 1..1000" + further);
  EXPECT_EQ(error_of("size 10000001\nq\n"), "p.txt:1: board size 10000001 is out of range 1..1000" + further);
  try {  // the size from outside: the file is named, with no line
    parse_problem("3*b\n", "p.txt", chessy::BoardSize(1500));
    ADD_FAILURE() << "1500x1500 bishops were read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "p.txt: board size 1500 is out of range 1..1000" + further);
  }
}

TEST(HugeSides, AMillionFixedQueensAreRead) {
  // Correctness here; the time (about 0.7 s for 10^6 lines) is in the report of issue 24.
  constexpr int n = 1'000'000;
  std::string text = "size 1000000\n1000000*q\n";
  text.reserve(static_cast<std::size_t>(n) * 24);
  for (int i = 0; i < n; ++i) text += "q @ " + std::to_string(i) + "," + std::to_string((2 * i + 1) % n) + "\n";
  const Problem p = parse_problem(text, "p.txt");
  ASSERT_EQ(p.fixed.size(), static_cast<std::size_t>(n));
  EXPECT_EQ(p.fixed.back().row, n - 1);
  EXPECT_EQ(p.fixed.back().col, (2 * (n - 1) + 1) % n);
  EXPECT_EQ(p.fixed.back().line, n + 2);
  text += "q @ 5,11\n";  // a cell fixed twice, found at the end
  EXPECT_NE(error_of(text).find("p.txt:1000003: cell 5,11 is already fixed on line 8"), std::string::npos)
      << error_of(text);
}

}  // namespace
