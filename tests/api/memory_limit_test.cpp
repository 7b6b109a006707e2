// The memory limit holds during a run, not only in the sizing before it: the estimate
// cannot see learned clauses, so the StopFlag (api/stop_flag.hpp) watches the process's
// resident memory and stops the run above the limit, which then ends as any stopped
// run does (exit 4, what it found, a note naming the limit: cli/memory_limit_cli_test.cpp).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "api/stop_flag.hpp"
#include "enumerate/budget.hpp"

namespace {

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

}  // namespace
