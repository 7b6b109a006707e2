// Huge boards through the public API and run() (docs/api.md "Huge boards"): built and
// parsed problems of 10^7 columns, what is refused on them, check() on their lines, and
// run()'s route to the engine with its answer checked (the engine replaced by a
// stand-in through RunOptions::huge_engine, so that each answer's path is reached).
#include <gtest/gtest.h>

#include <atomic>
#include <string>

#include "api/run.hpp"
#include "api/stop_flag.hpp"
#include "chessy/chessy.hpp"
#include "input_error.hpp"
#include "model/parse.hpp"

namespace {

namespace api = chessy::api;
using chessy::HugeAnswer;

TEST(HugeBoardApi, ProblemsOfTenMillionColumnsAreBuiltAndRead) {
  api::Problem built(3, 10'000'000);
  built.add(api::Piece::Rook, 3).fix(api::Piece::Rook, 2, 9'999'999);
  EXPECT_EQ(built.cols(), 10'000'000);
  ASSERT_EQ(built.fixed().size(), 1u);
  EXPECT_EQ(built.fixed()[0].col, 9'999'999);
  EXPECT_EQ(input_error_of([] { api::Problem(10'000'001, 3); }),
            "<built>:1: board size 10000001 is out of range 1..1000 (up to 10000000 for queens or rooks independence, "
            "one solution)");
  EXPECT_NE(input_error_of([] { api::Problem(2000, 2000).add(api::Piece::King, 2); }).find("out of range 1..1000"),
            std::string::npos);
}

TEST(HugeBoardApi, CountsOptimaAndEnginesByNameAreRefused) {
  const api::Problem queens = api::Problem::parse("size 2000\n2000*q\n", "q.txt");
  EXPECT_EQ(input_error_of([&] { api::count(queens); }),
            "q.txt:1: the board is 2000x2000: --count counts boards up to 1000 a side; above it, one solution only");
  EXPECT_NE(input_error_of([&] { api::enumerate(queens, [](const api::Solution&) { return true; }); }).find("--all"),
            std::string::npos);
  api::Options bits;
  bits.engine = api::Engine::Bits;
  EXPECT_NE(input_error_of([&] { api::solve(queens, bits); }).find("--engine bits solves boards up to 1000"),
            std::string::npos);
}

TEST(HugeBoardApi, CheckWorksOnTheLines) {
  const api::Problem rooks = api::Problem::parse("size 3 10000000\n3*r\n", "r.txt");
  using P = api::Placement;
  EXPECT_EQ(api::check(rooks, {P{api::Piece::Rook, api::Colour::None, 0, 0}, P{api::Piece::Rook, api::Colour::None, 1, 9'999'999},
                               P{api::Piece::Rook, api::Colour::None, 2, 5}}),
            std::nullopt);
  EXPECT_EQ(api::check(rooks, {P{api::Piece::Rook, api::Colour::None, 0, 0}, P{api::Piece::Rook, api::Colour::None, 1, 0}}),
            std::optional<std::string>("r @ 1,0 attacks r @ 0,0 (the answer)"));
}

// run() with the engine replaced by `engine`.
chessy::RunResult run_huge(const std::string& text, const chessy::HugeEngine& engine) {
  const chessy::Problem problem = chessy::parse_problem(text, "p.txt");
  chessy::RunOptions options;
  options.huge_engine = engine;
  chessy::StopFlag stop(0, nullptr);
  return chessy::run(problem, options, {.stop = stop, .counts = nullptr, .bounds = nullptr, .on_class = {}, .on_optimum = {}});
}

TEST(HugeBoardApi, RunChecksTheAnswerBeforeReturningIt) {
  const chessy::RunResult r = run_huge("size 2000\n2000*r\n", [](const chessy::Problem& p, const std::atomic<bool>&) {
    HugeAnswer a;
    a.status = HugeAnswer::Status::Found;
    for (int row = 0; row < p.rows; ++row) a.col.push_back(p.rows - 1 - row);
    return a;
  });
  ASSERT_TRUE(r.huge);
  EXPECT_EQ(r.huge->status, HugeAnswer::Status::Found);
  EXPECT_TRUE(r.huge->col.empty());  // moved into the list
  ASSERT_EQ(r.placements.size(), 2000u);
  EXPECT_EQ(r.placements[0].col, 1999);
  EXPECT_FALSE(r.solution);
  EXPECT_FALSE(r.stopped);
  // An answer that breaks a rule never leaves run().
  EXPECT_THROW(run_huge("size 2000\n2000*r\n",
                        [](const chessy::Problem& p, const std::atomic<bool>&) {
                          HugeAnswer a;
                          a.status = HugeAnswer::Status::Found;
                          a.col.assign(static_cast<std::size_t>(p.rows), 0);
                          return a;
                        }),
               chessy::InternalError);
  // Given up: in the result, not a stop (none was asked for).
  const chessy::RunResult gave_up = run_huge("size 2000\n2000*r\n", [](const chessy::Problem&, const std::atomic<bool>&) {
    HugeAnswer a;
    a.why = "no proof";
    return a;
  });
  ASSERT_TRUE(gave_up.huge);
  EXPECT_EQ(gave_up.huge->status, HugeAnswer::Status::GaveUp);
  EXPECT_FALSE(gave_up.stopped);
}

}  // namespace
