// The search handle (include/chessy/search.hpp): what it hands over is what the calls
// answer, next() waits at most its timeout, stop() and the caller's flag end it, its
// counts so far never run ahead of what the queue may hold, a running one can be
// destroyed or replaced, and what the search throws reaches the caller. No assertion
// on time: a long search is one that cannot end before it is stopped.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>

#include "chessy/search.hpp"

namespace {

namespace api = chessy::api;
using State = api::Search::State;
using namespace std::chrono_literals;

const std::string kLong = "size 20\n20*q\n";  // far longer to count than any test waits

api::Options one_job() {
  api::Options options;
  options.jobs = 1;
  return options;
}

// Counts as a tuple, to compare (the public struct has no ==).
std::tuple<std::uint64_t, std::uint64_t, bool> fields(const api::Counts& c) { return {c.fundamental, c.total, c.complete}; }
std::optional<std::tuple<std::uint64_t, std::uint64_t, bool>> fields(const std::optional<api::Counts>& c) {
  if (!c) return std::nullopt;
  return fields(*c);
}

int threads_now() {
  return static_cast<int>(std::distance(std::filesystem::directory_iterator("/proc/self/task"), {}));
}

// Pulls until the search has ended: the boards found, and how it ended.
State drain(api::Search& search, std::multiset<std::string>& boards) {
  for (;;) {
    api::Search::Next next = search.next(60s);
    if (next.state != State::Found) return next.state;
    boards.insert(next.solution->board);
  }
}

TEST(ApiSearch, ListsAndCountsAsTheCalls) {
  const api::Problem queens = api::Problem::parse("size 7\n7*q\n");
  std::multiset<std::string> want;
  const api::Counts counts = api::enumerate(queens, [&](const api::Solution& s) { return want.insert(s.board), true; });
  for (std::size_t capacity : {0u, 1u, 256u}) {
    api::Search search = api::Search::list(queens, one_job(), capacity);
    std::multiset<std::string> got;
    EXPECT_EQ(drain(search, got), State::Finished);
    EXPECT_EQ(got, want);
    EXPECT_EQ(fields(search.counts()), fields(counts));
    EXPECT_EQ(fields(search.so_far()), fields(api::Counts{counts.fundamental, counts.total, false, {}}));
    EXPECT_TRUE(search.done());
    EXPECT_EQ(search.next(0ms).state, State::Finished);  // and so on
  }
  api::Search count = api::Search::count(queens);
  EXPECT_EQ(count.next(60s).state, State::Finished);
  EXPECT_EQ(fields(count.counts()), fields(api::count(queens)));
  // A count hands nothing over: so far, the classes it found (the server's progress lines).
  EXPECT_EQ(count.so_far().fundamental, count.counts()->fundamental);
  EXPECT_EQ(count.so_far().total, 0u);

  api::Search one = api::Search::one(queens);
  const api::Search::Next first = one.next(60s);
  ASSERT_EQ(first.state, State::Found);
  EXPECT_EQ(first.solution->board, api::solve(queens)->board);
  EXPECT_EQ(one.next(60s).state, State::Finished);
  EXPECT_FALSE(one.counts());
  api::Search none = api::Search::one(api::Problem::parse("size 3\n3*q\n"));
  EXPECT_EQ(none.next(60s).state, State::Finished);
}

TEST(ApiSearch, NextWaitsAtMostItsTimeout) {
  api::Search search = api::Search::count(api::Problem::parse(kLong), one_job());
  EXPECT_EQ(search.next(0ms).state, State::NotYet);
  EXPECT_EQ(search.next(10ms).state, State::NotYet);
  EXPECT_FALSE(search.wait(10ms));
  EXPECT_FALSE(search.counts());
  search.stop();
  EXPECT_EQ(search.next(60s).state, State::Stopped);
  ASSERT_TRUE(search.counts());
  EXPECT_FALSE(search.counts()->complete);
}

// Stopped mid-way: what was handed over still comes, then Stopped; the queue never
// holds more than its capacity, so the search is held while nobody takes.
TEST(ApiSearch, StopMidWayHandsOverWhatWasQueued) {
  constexpr std::size_t kCapacity = 3;
  api::Search search = api::Search::list(api::Problem::parse(kLong), one_job(), kCapacity);
  std::uint64_t taken = 0;
  for (; taken < 5; ++taken) {
    const api::Search::Next next = search.next(60s);
    ASSERT_EQ(next.state, State::Found);
    EXPECT_LE(search.so_far().fundamental, taken + 1 + kCapacity);
  }
  search.stop();
  std::multiset<std::string> rest;
  EXPECT_EQ(drain(search, rest), State::Stopped);
  EXPECT_LE(rest.size(), kCapacity);
  EXPECT_EQ(search.so_far().fundamental, taken + rest.size());
  ASSERT_TRUE(search.counts());
  EXPECT_FALSE(search.counts()->complete);
}

TEST(ApiSearch, TheCallersFlagAndTimeoutEndItAsTheyEndTheCall) {
  std::atomic<bool> stop{false};
  api::Options options = one_job();
  options.stop = &stop;
  api::Search search = api::Search::list(api::Problem::parse(kLong), options);
  ASSERT_EQ(search.next(60s).state, State::Found);
  stop = true;
  std::multiset<std::string> rest;
  EXPECT_EQ(drain(search, rest), State::Finished);  // stopped by its options, not by stop()
  EXPECT_FALSE(search.counts()->complete);

  api::Options quick = one_job();
  quick.timeout = 0.05;
  api::Search timed = api::Search::count(api::Problem::parse(kLong), quick);
  EXPECT_EQ(timed.next(60s).state, State::Finished);
  EXPECT_FALSE(timed.counts()->complete);
}

// A search held by a full queue (a reader that takes nothing: a slow client of the
// server) still ends at its timeout, with what it handed over still to take.
TEST(ApiSearch, AHeldSearchEndsAtItsTimeout) {
  api::Options options = one_job();
  options.timeout = 0.3;
  api::Search search = api::Search::list(api::Problem::parse(kLong), options, 2);
  ASSERT_TRUE(search.wait(10s));  // before the fix: held until taken from, for ever
  EXPECT_LE(search.so_far().fundamental, 2u);
  std::multiset<std::string> rest;
  EXPECT_EQ(drain(search, rest), State::Finished);
  EXPECT_FALSE(search.counts()->complete);
}

TEST(ApiSearch, DestroyingOrReplacingARunningSearchStopsAndJoinsIt) {
  const int before = threads_now();
  {
    api::Search search = api::Search::list(api::Problem::parse(kLong), one_job(), 1);
    ASSERT_EQ(search.next(60s).state, State::Found);
    EXPECT_GT(threads_now(), before);
    api::Search idle = api::Search::count(api::Problem::parse(kLong), one_job());  // never pulled
    api::Search other = api::Search::list(api::Problem::parse(kLong), one_job());
    search = std::move(other);  // the first one stops and is joined here
    ASSERT_EQ(search.next(60s).state, State::Found);
  }
  EXPECT_EQ(threads_now(), before);
}

TEST(ApiSearch, WhatTheSearchThrowsReachesTheCallerOnce) {
  api::Search open = api::Search::list(api::Problem::parse("size 6\n?*q\n", "p.txt"));
  try {
    open.next(60s);
    ADD_FAILURE() << "no InputError";
  } catch (const chessy::InputError& e) {
    EXPECT_EQ(std::string(e.what()), "p.txt:2: an open count '?' needs minimum() or maximum() (or with_count(K))");
  }
  EXPECT_EQ(open.next(60s).state, State::Finished);
  EXPECT_FALSE(open.counts());

  api::Options quick = one_job();
  quick.timeout = 0.05;
  api::Search one = api::Search::one(api::Problem::parse("size 12\nd\n5*q\n"), quick);
  EXPECT_THROW(one.next(60s), chessy::Interrupted);

  api::Search task = api::Search::start([](const std::atomic<bool>&) { throw std::runtime_error("from the task"); });
  EXPECT_THROW(task.next(60s), std::runtime_error);

  // A task is given the flag stop() sets.
  api::Search waits = api::Search::start([](const std::atomic<bool>& stop) {
    while (!stop) std::this_thread::sleep_for(1ms);
  });
  EXPECT_FALSE(waits.wait(0ms));
  waits.stop();
  EXPECT_EQ(waits.next(60s).state, State::Stopped);
}

}  // namespace
