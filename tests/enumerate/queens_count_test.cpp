// The n-queens counter (enumerate/queens/queens_count.hpp, issue 24): its totals and classes
// against OEIS A000170 and A002562, and against the bit-parallel engine's own counts
// (which meets every solution of the mirror's half and judges each class on its
// images: a second method); the same counts with 1 to 3 workers and in parts that add
// up to the whole, by the scalar search and the vector one; which problems and runs it
// takes. n = 14..16: the slow label.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "model/parse.hpp"
#include "enumerate/bits/bits_engine.hpp"
#include "enumerate/engine_choice.hpp"
#include "enumerate/enumerate.hpp"
#include "enumerate/queens/queens_count.hpp"
#include "enumerate/queens/queens_inside.hpp"

namespace {

// OEIS A000170 (solutions) and A002562 (classes under the eight symmetries), n = 1..17.
const std::vector<std::uint64_t> kTotal = {1,     0,      0,      2,       10,       4,        40,        92,       352,
                                           724,   2680,   14200,  73712,   365596,   2279184,  14772512,  95815104};
const std::vector<std::uint64_t> kClasses = {1,    0,     0,     1,      2,      1,       6,       12,      46,
                                             92,   341,   1787,  9233,   45752,  285053,  1846955, 11977939};

chessy::Problem queens(int n) {
  return chessy::parse_problem("size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n", "q.txt");
}

chessy::EnumerateOptions counting(int workers, bool merge_symmetric = true) {
  chessy::EnumerateOptions o;
  o.keep_classes = false;
  o.workers = workers;
  o.merge_symmetric = merge_symmetric;
  return o;
}

void expect_oeis(int n) {
  SCOPED_TRACE("n = " + std::to_string(n));
  const chessy::Enumeration e = chessy::count_queens(queens(n), counting(1));
  EXPECT_TRUE(e.complete);
  EXPECT_EQ(e.total, kTotal[static_cast<std::size_t>(n - 1)]);
  EXPECT_EQ(e.fundamental, kClasses[static_cast<std::size_t>(n - 1)]);
  EXPECT_EQ(e.models, e.fundamental);
}

TEST(QueensCount, OeisUpToThirteen) {
  for (int n = 1; n <= 13; ++n) expect_oeis(n);
}

TEST(QueensCount, OeisFourteenToSixteen) {  // slow
  for (int n = 14; n <= 16; ++n) expect_oeis(n);
}

// The scalar search and (where this build and CPU have it) the vector one: both exact.
TEST(QueensCount, ScalarSearchToo) {
  chessy::queens_inside::vector_allowed() = false;
  for (int n = 1; n <= 13; ++n) expect_oeis(n);
  chessy::queens_inside::vector_allowed() = true;
}

// The second method: the bit-parallel engine, its classes kept (so not the counter).
TEST(QueensCount, AsTheBitParallelEngine) {
  for (int n = 1; n <= 11; ++n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const chessy::Problem p = queens(n);
    chessy::EnumerateOptions kept = counting(2);
    kept.keep_classes = true;
    kept.engine = chessy::Engine::Bits;
    ASSERT_NE(chessy::enumeration_engine(p, kept).rule, chessy::Rule::NQueens);
    const chessy::Enumeration bits = chessy::enumerate_bits(p, chessy::required_bit_problem(p), kept);
    const chessy::Enumeration counted = chessy::count_queens(p, counting(1));
    EXPECT_EQ(counted.total, bits.total);
    EXPECT_EQ(counted.fundamental, bits.fundamental);
    EXPECT_EQ(counted.fundamental, bits.classes.size());
    kept.merge_symmetric = false;
    const chessy::Enumeration plain = chessy::enumerate_bits(p, chessy::required_bit_problem(p), kept);
    const chessy::Enumeration solutions = chessy::count_queens(p, counting(1, false));
    EXPECT_EQ(solutions.fundamental, plain.fundamental);
    EXPECT_EQ(solutions.total, plain.total);
  }
}

TEST(QueensCount, AnyNumberOfWorkers) {
  for (int n : {8, 11, 12}) {
    const chessy::Enumeration one = chessy::count_queens(queens(n), counting(1));
    for (int workers : {2, 3}) {
      const chessy::Enumeration more = chessy::count_queens(queens(n), counting(workers));
      EXPECT_EQ(more.total, one.total);
      EXPECT_EQ(more.fundamental, one.fundamental);
      EXPECT_EQ(more.cubes, one.cubes);
    }
  }
}

// Parts: shares of one task list (the same digest in every part), disjoint, that add
// up to the single run's counts.
TEST(QueensCount, PartsAddUp) {
  for (int n : {6, 9, 12}) {
    const chessy::Enumeration whole = chessy::count_queens(queens(n), counting(1));
    for (int parts : {1, 3, 7, 64}) {
      SCOPED_TRACE("n = " + std::to_string(n) + ", " + std::to_string(parts) + " parts");
      std::uint64_t fundamental = 0, total = 0, tasks = 0;
      std::set<std::uint64_t> digests;
      for (int part = 0; part < parts; ++part) {
        const chessy::Enumeration e = chessy::count_queens(queens(n), counting(2), part, parts);
        EXPECT_TRUE(e.complete);
        EXPECT_LE(e.total, 8 * e.fundamental);
        fundamental += e.fundamental;
        total += e.total;
        tasks += e.cubes;
        digests.insert(e.split_digest);
      }
      EXPECT_EQ(fundamental, whole.fundamental);
      EXPECT_EQ(total, whole.total);
      EXPECT_EQ(tasks, whole.cubes);
      EXPECT_EQ(digests.size(), 1u);
    }
  }
}

TEST(QueensCount, TakesPlainNQueensOnly) {
  using chessy::parse_problem;
  EXPECT_TRUE(chessy::queens_count_takes(queens(8)));
  EXPECT_TRUE(chessy::queens_count_takes(queens(32)));
  EXPECT_FALSE(chessy::queens_count_takes(queens(33)));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8\n7*q\n", "p")));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8\n8*r\n", "p")));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8 9\n8*q\n", "p")));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8\n8*q\nq @ 0,0\n", "p")));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8\n8*q\nx @ 3,3\n", "p")));
  EXPECT_FALSE(chessy::queens_count_takes(parse_problem("size 8\n8*q\nd\n", "p")));
}

// A stop before the search: nothing counted, incomplete.
TEST(QueensCount, Stopped) {
  std::atomic<bool> stop{true};
  chessy::EnumerateOptions o = counting(2);
  o.encode.stop = &stop;
  const chessy::Enumeration e = chessy::count_queens(queens(12), o);
  EXPECT_FALSE(e.complete);
  EXPECT_TRUE(e.interrupted);
}

}  // namespace
