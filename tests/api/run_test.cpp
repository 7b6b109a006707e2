// The one run (api/run.hpp) under the command line and the API: both faces size a run
// alike (the API's count and list at the optimum: api_test.cpp; against the command
// line's: cli/api_cli_test.cpp).
#include <gtest/gtest.h>


#include "../api/run.hpp"
#include "../cli/options.hpp"
#include "../cli/run_options.hpp"
#include "chessy/chessy.hpp"
#include "model/parse.hpp"

namespace {

namespace api = chessy::api;

// Both faces size a run with the same workers and copies of the CNF: auto's
// backtracking holds the CNF twice a worker (the API's count sized one copy a worker
// before the run was one), a part one more for its splitter.
TEST(Run, TheSizingCountsWorkersAsTheCommandLine) {
  const chessy::Problem knights = chessy::parse_problem("size 6\n5*n\n", "knights.txt");
  api::Options jobs3;
  jobs3.jobs = 3;
  const chessy::RunOptions from_api = api::run_options_from_api(jobs3, chessy::Mode::Count);
  const chessy::RunOptions from_cli =
      chessy::run_options_from_command_line(chessy::parse_options({"knights.txt", "--count", "-j", "3"}));
  EXPECT_EQ(chessy::run_workers(from_api), 3);
  EXPECT_EQ(chessy::sized_copies(knights, from_api), 6);
  EXPECT_EQ(chessy::sized_copies(knights, from_cli), 6);
  // One solution: one worker whatever -j says, on both faces.
  EXPECT_EQ(chessy::sized_copies(knights, api::run_options_from_api(jobs3, chessy::Mode::One)), 1);
  EXPECT_EQ(chessy::sized_copies(
                knights, chessy::run_options_from_command_line(chessy::parse_options({"knights.txt", "-j", "3"}))),
            1);
  const chessy::RunOptions part =
      chessy::run_options_from_command_line(chessy::parse_options({"knights.txt", "--count", "-j", "3", "--part", "1/4"}));
  EXPECT_EQ(chessy::sized_copies(knights, part), 7);
  // Domination is the SAT engine's alone: one copy a worker.
  const chessy::Problem gamma = chessy::parse_problem("size 6\nd\n3*q\n", "gamma.txt");
  EXPECT_EQ(chessy::sized_copies(gamma, from_api), 3);
}

}  // namespace
