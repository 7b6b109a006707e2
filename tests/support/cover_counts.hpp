// The domination counter run in process (enumerate/cover/cover_engine.hpp): what its
// own tests (enumerate/cover_count_test.cpp) and the command line's tests of it
// (cli/cover_count_cli_test.cpp) share.
#pragma once
#include <optional>

#include <gtest/gtest.h>

#include "enumerate/cover/cover_engine.hpp"

namespace cover_counts {

// The counter's classes of `problem` (which it must take), with `workers` threads.
inline chessy::Enumeration counted(const chessy::Problem& problem, int workers, bool merge_symmetric = true) {
  const std::optional<chessy::CoverProblem> board = chessy::cover_problem(problem);
  if (!board) {
    ADD_FAILURE() << "the counter does not take it";
    return {};
  }
  chessy::EnumerateOptions options;
  options.workers = workers;
  options.merge_symmetric = merge_symmetric;
  return chessy::enumerate_covers(problem, *board, options);
}

}  // namespace cover_counts
