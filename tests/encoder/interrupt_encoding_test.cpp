// Ctrl-C and --timeout while the CNF is being built (issue 14, item 14): encoding a
// 600x600 board takes seconds, so the encoder itself checks the stop flag, in every
// run of it (the sizing pass, the DIMACS writer, each worker's solver or search).
// Here the encoder and the solvers, in process; the command line stopped while it
// encodes is cli/interrupt_encoding_cli_test.cpp, and cli/interrupt_test.cpp sends a
// real --timeout to the binary.
#include <atomic>
#include <memory>

#include <gtest/gtest.h>

#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "enumerate/enumerate.hpp"
#include "backends/solver.hpp"

namespace {

TEST(InterruptEncoding, AStoppedSinkThrowsWithinAFewThousandCalls) {
  const chessy::Problem problem = chessy::parse_problem("d\n100*q\n", "t", 100);
  std::atomic<bool> stop{true};
  chessy::CountingSink sink;
  EXPECT_THROW(chessy::encode(problem, sink, {.stop = &stop}), chessy::Interrupted);
  EXPECT_LE(sink.vars() + sink.clauses(), 4096);
  // The stop holds for that encoding only: later clauses (blocking ones) go in.
  EXPECT_NO_THROW(for (int i = 0; i < 10000; ++i) sink.add({1, 2}));
}

TEST(InterruptEncoding, AFlagNeverSetChangesNothing) {
  const chessy::Problem problem = chessy::parse_problem("d\n5*q\n", "t", 8);
  std::atomic<bool> stop{false};
  chessy::CountingSink with, without;
  chessy::encode(problem, with, {.stop = &stop});
  chessy::encode(problem, without, {});
  EXPECT_EQ(with.vars(), without.vars());
  EXPECT_EQ(with.clauses(), without.clauses());
}

// Issue 27: a --timeout overshot by 1-4 s on a big CNF, all of it in CaDiCaL's
// destructor freeing the clauses one by one. The command line leaves a solver that
// ends after the stop to the process's exit; others are freed as before.
TEST(InterruptEncoding, ASolverEndingAfterTheStopIsLeftToTheExit) {
  std::atomic<bool> stop{false};
  chessy::leave_stopped_solvers_to_exit(&stop);
  const std::size_t before = chessy::solvers_left_to_exit();
  auto with_clauses = [] {
    std::unique_ptr<chessy::Solver> s = chessy::make_cadical();
    for (int i = 0; i < 100; ++i) s->add({s->new_var(), -s->new_var()});
    return s;
  };
  with_clauses().reset();
  EXPECT_EQ(chessy::solvers_left_to_exit(), before);  // not stopped: freed
  stop = true;
  with_clauses().reset();
  EXPECT_EQ(chessy::solvers_left_to_exit(), before + 1);
  chessy::leave_stopped_solvers_to_exit(nullptr);  // the library's default
  with_clauses().reset();
  EXPECT_EQ(chessy::solvers_left_to_exit(), before + 1);
}

}  // namespace
