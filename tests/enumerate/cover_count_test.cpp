// The domination counter (enumerate/cover/cover_count.hpp, cover_engine.hpp): the
// queens' counts of OEIS A002564 and A002568 for n = 1..12; which problems it takes;
// its symmetries, first set, limit and stop. Against the brute-force referee on random
// problems, and through the command line, is cli/cover_count_cli_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/canonical.hpp"
#include "model/parse.hpp"
#include "model/solution.hpp"
#include "enumerate/cover/cover_engine.hpp"
#include "cover_counts.hpp"
#include "parsed.hpp"

namespace {

using cover_counts::counted;
using parsing::parsed;

// A002564 (minimum dominating sets of queens) with A075458's gamma, and A002568
// (minimum independent dominating sets) with A075324's i, n = 1..12, and nothing with
// one queen fewer (domination: a superset of a dominating set dominates).
TEST(CoverCount, QueensMatchA002564AndA002568) {
  const int gamma[] = {1, 1, 1, 2, 3, 3, 4, 5, 5, 5, 5, 6};
  const long long dominating[] = {1, 4, 1, 12, 186, 4, 86, 4860, 114, 8, 2, 8};
  const int i[] = {1, 1, 1, 3, 3, 4, 4, 5, 5, 5, 5, 7};
  const long long independent[] = {1, 4, 1, 16, 16, 120, 8, 728, 92, 8, 2, 840};
  for (int n = 1; n <= 12; ++n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const std::string size = "size " + std::to_string(n) + "\n";
    EXPECT_EQ(counted(parsed("d\n" + size + std::to_string(gamma[n - 1]) + "*q\n"), 2).total, dominating[n - 1]);
    if (gamma[n - 1] > 1) {
      EXPECT_EQ(counted(parsed("d\n" + size + std::to_string(gamma[n - 1] - 1) + "*q\n"), 2).total, 0u);
    }
    EXPECT_EQ(counted(parsed("d\ni\n" + size + std::to_string(i[n - 1]) + "*q\n"), 2).total, independent[n - 1]);
  }
}

TEST(CoverCount, TakesOneKindOfDominationOnly) {
  EXPECT_TRUE(chessy::cover_problem(parsed("d\nsize 5\n3*q\n")));
  EXPECT_TRUE(chessy::cover_problem(parsed("d\ni\nsize 4 6\n3*n\nx @ 1,1\nn @ 0,0\n")));
  EXPECT_TRUE(chessy::cover_problem(parsed("d\nsize 21\n9*b\n")));  // 441 cells
  EXPECT_FALSE(chessy::cover_problem(parsed("size 5\n3*q\n")));          // independence
  EXPECT_FALSE(chessy::cover_problem(parsed("d\nsize 5\n2*q\nr\n")));    // two kinds block each other's rays
  EXPECT_FALSE(chessy::cover_problem(parsed("d\nsize 5\n?*q\n")));       // an open count
  EXPECT_TRUE(chessy::cover_problem(parsed("d\nsize 26\ntorus\n9*b\n")));  // 676 cells, a torus
  EXPECT_FALSE(chessy::cover_problem(parsed("d\nsize 27\n9*b\n")));      // more than 704 cells
}

// The counter's first set (CoverOptions::first) is the one of its search order, for
// any number of workers: the same as one worker's, on queens' boards where many
// tasks hold sets.
TEST(CoverCount, FirstSetIsTheSameForAnyWorkers) {
  int compared = 0;
  for (int n = 6; n <= 11; ++n) {
    for (int count = n / 2 + 1; count <= n - 1; ++count) {
      chessy::CoverProblem board = *chessy::cover_problem(parsed("d\nsize " + std::to_string(n) + "\n1*q\n"));
      board.count = count;
      board.at_most = true;
      std::vector<std::vector<int>> firsts;
      for (int workers : {1, 2, 5, 16}) {
        std::vector<int> set;
        chessy::CoverOptions how{.workers = workers, .interrupt = nullptr, .on_set = [&](const std::vector<int>& s) {
                                   set = s;
                                   return false;
                                 }, .first = true};
        EXPECT_EQ(chessy::count_covers(board, how).sets, 1u);
        firsts.push_back(set);
      }
      for (const std::vector<int>& f : firsts) EXPECT_EQ(f, firsts.front()) << n << " " << count;
      ++compared;
    }
  }
  EXPECT_GE(compared, 20);
}

// Every set count_covers reports (one worker, all of them).
std::vector<std::vector<int>> sets_of(const chessy::CoverProblem& board) {
  std::vector<std::vector<int>> out;
  const chessy::CoverOptions how{.workers = 1, .interrupt = nullptr, .on_set = [&](const std::vector<int>& s) {
                                   out.push_back(s);
                                   return true;
                                 }};
  const std::uint64_t sets = chessy::count_covers(board, how).sets;
  EXPECT_EQ(sets, out.size());
  return out;
}

// The members of the class of a set of cells.
std::vector<chessy::Solution> class_of(const chessy::Problem& problem, const std::vector<int>& cells) {
  chessy::Solution s;
  for (int c : cells) s.push_back({c, problem.only_type()});
  return chessy::class_members(problem, s);
}

std::string representative(const chessy::Problem& problem, const std::vector<int>& cells) {
  return chessy::render(problem, class_of(problem, cells).front());
}

// With the problem's symmetries the counter reports one set of each class, the same
// classes as without them (which reports every set), at the optimum and above it,
// with holes, a fixed piece the group keeps, independence and a rectangle; the first
// set (--min's solution) is the plain search's still, and none where none is.
TEST(CoverCount, WithSymmetriesMeetsEachClassOnce) {
  int compared = 0, merged = 0;
  for (const char* text : {"d\nsize 5\n3*q\n", "d\nsize 6\n3*q\n", "d\nsize 8\n5*q\n", "d\nsize 4 6\n3*q\n",
                           "d\nsize 9\n5*q\nx @ 4,4\n", "d\nsize 9\n5*q\nq @ 4,4\n", "d\ni\nsize 8\n5*q\n",
                           "d\nsize 5 6\n6*n\n", "d\nsize 6\n6*b\n", "d\nsize 5\n4*k\nx @ 0,0\nx @ 4,4\nx @ 0,4\nx @ 4,0\n",
                           "d\nsize 5\n5*r\n"}) {
    SCOPED_TRACE(text);
    const chessy::Problem problem = parsed(text);
    chessy::CoverProblem board = *chessy::cover_problem(problem);
    const std::vector<std::vector<int>> every = sets_of(board);
    board.symmetries = chessy::cover_symmetries(problem);
    ASSERT_FALSE(board.symmetries.empty());
    const std::vector<std::vector<int>> some = sets_of(board);
    std::set<std::string> want, got;
    for (const std::vector<int>& s : every) want.insert(representative(problem, s));
    std::size_t total = 0;
    for (const std::vector<int>& s : some) {
      EXPECT_TRUE(got.insert(representative(problem, s)).second) << "a class met twice";
      total += class_of(problem, s).size();
    }
    EXPECT_EQ(got, want);
    EXPECT_EQ(total, every.size());
    merged += some.size() < every.size();
    for (int count = board.count - 1; count <= board.count; ++count) {
      board.count = count;
      board.at_most = true;
      std::vector<std::vector<int>> firsts;
      for (bool symmetric : {false, true}) {
        chessy::CoverProblem b = board;
        if (!symmetric) b.symmetries.clear();
        std::vector<int> set;
        const chessy::CoverOptions how{.workers = 2, .interrupt = nullptr, .on_set = [&](const std::vector<int>& s) {
                                         set = s;
                                         return false;
                                       }, .first = true};
        const chessy::CoverResult r = chessy::count_covers(b, how);
        EXPECT_EQ(r.sets, set.empty() ? 0u : 1u);
        firsts.push_back(set);
      }
      EXPECT_EQ(firsts[0], firsts[1]) << count;
    }
    ++compared;
  }
  EXPECT_EQ(compared, 11);
  EXPECT_GE(merged, 10);
}

// The problem's own group, but the identity (a fixed piece off the centre keeps some
// of G, the diagonal mirror through a corner; a hole too), on a torus with every
// translation, each permutation once; given ones that do not keep the problem, or are
// not a group, refused.
TEST(CoverCount, TakesSymmetriesThatKeepTheProblem) {
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5\n3*q\n")).size(), 7u);
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5 6\n3*q\n")).size(), 3u);
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5\n3*q\nq @ 2,2\n")).size(), 7u);
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5\n3*q\nq @ 0,0\n")).size(), 1u);
  EXPECT_TRUE(chessy::cover_symmetries(parsed("d\nsize 5\n3*q\nx @ 0,1\n")).empty());
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5\ntorus\n3*q\n")).size(), 8u * 25u - 1u);
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 5\ntorus\n3*q\nq @ 0,0\n")).size(), 7u);  // about the queen
  EXPECT_EQ(chessy::cover_symmetries(parsed("d\nsize 2\ntorus\n1*q\n")).size(), 7u);  // 32 maps, 8 permutations
  chessy::CoverProblem board = *chessy::cover_problem(parsed("d\nsize 5\n3*q\n"));
  const chessy::CoverOptions how{.workers = 1, .interrupt = nullptr, .on_set = {}};
  std::vector<int> swap(25);
  for (int c = 0; c < 25; ++c) swap[static_cast<std::size_t>(c)] = c;
  std::swap(swap[0], swap[1]);  // a corner and its neighbour: not a symmetry
  board.symmetries = {swap};
  EXPECT_THROW(chessy::count_covers(board, how), std::invalid_argument);
  const std::vector<std::vector<int>> all = chessy::cover_symmetries(parsed("d\nsize 5\n3*q\n"));
  board.symmetries = {all[0], all[1]};  // some of the group: not closed
  EXPECT_THROW(chessy::count_covers(board, how), std::invalid_argument);
  board.symmetries = all;
  EXPECT_EQ(chessy::count_covers(board, how).sets, 37u);  // A002563(5)
}

// A limit stops the count there; an interruption leaves it incomplete and says so.
TEST(CoverCount, StopsAtTheLimitAndWhenInterrupted) {
  const chessy::Problem p = parsed("d\nsize 8\n5*q\n");
  const chessy::CoverProblem board = *chessy::cover_problem(p);
  chessy::EnumerateOptions options;
  options.limit = 10;
  chessy::Enumeration e = chessy::enumerate_covers(p, board, options);
  EXPECT_EQ(e.fundamental, 10u);
  EXPECT_FALSE(e.complete);
  EXPECT_FALSE(e.interrupted);
  std::atomic<bool> stop{true};
  options.limit = 0;
  options.encode.stop = &stop;
  e = chessy::enumerate_covers(p, board, options);
  EXPECT_FALSE(e.complete);
  EXPECT_TRUE(e.interrupted);
  EXPECT_LT(e.total, 4860u);
}

}  // namespace
