// The memory limit holds during a run (api/stop_flag.hpp watches the process's resident
// memory; tests/api/memory_limit_test.cpp tests the flag): the command line stopped by
// it ends as any stopped run does, exit 4 and a note naming the limit.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "cli/exit_status.hpp"
#include "enumerate/budget.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;

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
