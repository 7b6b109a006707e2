// The memory limit holds during a run, not only in the sizing before it: the estimate
// cannot see learned clauses, so the StopFlag (api/stop_flag.hpp) watches the process's
// resident memory and stops the run above the limit, which then ends as any stopped
// run does (exit 4, what it found, a note naming the limit).
#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include "api/stop_flag.hpp"
#include "cli/exit_status.hpp"
#include "enumerate/budget.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using namespace std::chrono_literals;

TEST(MemoryLimit, ResidentMemoryIsRead) {
  const std::uint64_t now = chessy::resident_memory();
  EXPECT_GT(now, std::uint64_t{1} << 20);  // this test binary holds more than a MiB
  EXPECT_LT(now, std::uint64_t{1} << 40);
}

// Waits up to 2 s for the flag.
bool set_within_2s(const chessy::StopFlag& f) {
  for (int i = 0; i < 200 && !f.flag(); ++i) std::this_thread::sleep_for(10ms);
  return f.flag();
}

TEST(MemoryLimit, AFlagWithALimitBelowWhatIsHeldIsSet) {
  chessy::StopFlag f(0, nullptr, nullptr, chessy::resident_memory() / 2);
  std::this_thread::sleep_for(200ms);
  EXPECT_FALSE(f.flag());  // not watched yet: the sizing has not let the run start
  f.watch_memory();
  EXPECT_TRUE(set_within_2s(f));
  EXPECT_TRUE(f.over_memory());
  EXPECT_FALSE(f.timed_out());
}

TEST(MemoryLimit, AFlagWithALimitAboveWhatIsHeldIsNotSet) {
  chessy::StopFlag f(0, nullptr, nullptr, std::uint64_t{1} << 40);
  f.watch_memory();
  std::this_thread::sleep_for(200ms);
  EXPECT_FALSE(f.flag());
  EXPECT_FALSE(f.over_memory());
}

TEST(MemoryLimit, ATimeoutStillHoldsBesideTheLimit) {
  chessy::StopFlag f(0.05, nullptr, nullptr, std::uint64_t{1} << 40);
  EXPECT_TRUE(set_within_2s(f));
  EXPECT_TRUE(f.timed_out());
  EXPECT_FALSE(f.over_memory());
}

// In process, with 32 MiB held beside it (as learned clauses would be): over the 20 MiB
// that the sizing asks for 14 queens (16 MiB for the process, 2 copies of a small CNF), so the run
// is stopped by the limit as soon as it looks, long before the backtracker's count of 14
// queens ends (the n-queens counter, which auto and bits take, counts them at once).
TEST(MemoryLimit, ARunOverTheLimitStopsWithANote) {
  std::vector<char> held(std::size_t{32} << 20);
  std::memset(held.data(), 1, held.size());  // touched: resident
  ASSERT_GT(chessy::resident_memory(), std::uint64_t{32} << 20);
  const AppRun r = run({"-", "--count", "-j", "1", "--engine", "backtrack", "--max-memory", "20"}, "size 14\n14*q\n");
  EXPECT_EQ(r.status, chessy::kExitIncomplete) << r.err;
  EXPECT_NE(r.err.find("chessy-sat: the memory limit of 20 MiB (--max-memory) reached after "), std::string::npos)
      << r.err;
  EXPECT_EQ(held[held.size() / 2], 1);
}

}  // namespace
