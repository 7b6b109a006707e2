// The race of CDCL and the bit-parallel backtracker for one solution (race.hpp): the
// first to decide wins whichever it is, the other is stopped, and the user's stop
// stops both.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "encoder/check.hpp"
#include "encoder/parse.hpp"
#include "encoder/sink.hpp"
#include "enumerate/bits_engine.hpp"
#include "enumerate/race.hpp"

namespace chessy {
namespace {

using Clock = std::chrono::steady_clock;

// A CDCL side that never decides: it waits until it is stopped.
std::optional<Solution> waits(const std::atomic<bool>* quit) {
  while (!*quit) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  throw Interrupted();
}

TEST(Race, TheBacktrackerDecidesWhenCdclCannot) {
  const Problem p = parse_problem("size 8\n8*q\n", "p.txt");
  std::atomic<bool> stop{false};
  const RaceResult r = race_for_one(p, *bit_problem(p), waits, stop);
  ASSERT_TRUE(r.decided);
  EXPECT_EQ(r.by, Engine::Bits);
  ASSERT_TRUE(r.solution);
  EXPECT_FALSE(violation(p, *r.solution));
  // No solution is a decision too: 3 queens on 3x3.
  const Problem none = parse_problem("size 3\n3*q\n", "p.txt");
  const RaceResult n = race_for_one(none, *bit_problem(none), waits, stop);
  EXPECT_TRUE(n.decided);
  EXPECT_FALSE(n.solution);
}

// 20 queens on 20x20 with the last row blocked: the backtracker, which prunes on rows
// left but not on their free cells, takes minutes to exhaust 19 rows (more than 20 s
// measured); CDCL answers at once, and its answer must end the race.
Problem last_row_blocked() {
  std::string text = "size 20\n20*q\n";
  for (int c = 0; c < 20; ++c) text += "x @ 19," + std::to_string(c) + "\n";
  return parse_problem(text, "p.txt");
}

TEST(Race, CdclDecidingStopsTheBacktracker) {
  const Problem p = last_row_blocked();
  std::atomic<bool> stop{false};
  const auto start = Clock::now();
  const RaceResult r = race_for_one(p, *bit_problem(p), [](const std::atomic<bool>*) { return std::optional<Solution>(); }, stop);
  EXPECT_TRUE(r.decided);
  EXPECT_EQ(r.by, Engine::Blocking);
  EXPECT_FALSE(r.solution);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 5.0);
}

TEST(Race, TheUsersStopStopsBoth) {
  const Problem p = last_row_blocked();
  std::atomic<bool> stop{false};
  const auto start = Clock::now();
  std::thread user([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  const RaceResult r = race_for_one(p, *bit_problem(p), waits, stop);
  user.join();
  EXPECT_FALSE(r.decided);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 5.0);
}

}  // namespace
}  // namespace chessy
