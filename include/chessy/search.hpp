// A search that runs on a worker thread of its own while the caller pulls what it
// finds, waiting as long as it likes: the Python module's iterator and the web page's
// stream (chessy-sat serve) are built on it.
//
//   auto search = chessy::api::Search::list(chessy::api::Problem::parse("8*q"));
//   for (;;) {
//     auto next = search.next(std::chrono::milliseconds(500));
//     if (next.state == chessy::api::Search::State::Found) use(*next.solution);
//     else if (next.state != chessy::api::Search::State::NotYet) break;  // Finished, Stopped
//   }
//   auto n = search.counts();  // 12 classes, 92 solutions, complete
//
// The search is the library's own call (enumerate, count, solve, or any other) with
// the same Options and answers: `options.stop`, the limit and the timeout stop it as
// they stop the call. One thread pulls (next); stop(), so_far(), counts() and done()
// may be called from any thread.
#pragma once
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>

#include "chessy/chessy.hpp"

namespace chessy::api {

class Search {
 public:
  // Every fundamental solution, as enumerate() hands them over, kept in a queue of at
  // most `capacity` (0: no bound) until next() takes them; a full queue holds the search,
  // which its timeout and stop() still end.
  static Search list(const Problem& problem, const Options& options = {}, std::size_t capacity = 256);
  // count(): next() says Finished once counts() are known.
  static Search count(const Problem& problem, const Options& options = {});
  // solve(): next() gives its solution, if there is one, then Finished; stopped before
  // an answer, next() throws Interrupted, as solve() does.
  static Search one(const Problem& problem, const Options& options = {});
  // Any call of this API on the worker (minimum(), maximum(), Problem::read(path, stop)),
  // given the flag stop() sets; what it throws, next() throws.
  static Search start(std::function<void(const std::atomic<bool>& stop)> task);

  Search(Search&&) noexcept;
  Search& operator=(Search&&) noexcept;
  // Stops the search and waits for the worker.
  ~Search();

  enum class State {
    Found,     // `solution` holds the next one
    NotYet,    // the timeout passed first: the search goes on
    Finished,  // the search returned by itself and everything it found was taken
    Stopped,   // the same, after stop()
  };
  struct Next {
    State state = State::NotYet;
    std::optional<Solution> solution;
  };
  // The next solution, waited for at most `timeout`. Once the search has returned and
  // its solutions were taken, the exception it threw, once, else Finished or Stopped.
  Next next(std::chrono::milliseconds timeout);
  // Waits at most `timeout` for the search to return; whether it has.
  bool wait(std::chrono::milliseconds timeout) const;
  bool done() const { return wait(std::chrono::milliseconds(0)); }
  // Asks the search to stop: it returns soon; what it handed over still comes from next().
  void stop();
  // Handed over so far: classes and their solutions (complete false); a count, which
  // hands nothing over: the classes it has found (Options::progress), total 0.
  Counts so_far() const;
  // What count() or enumerate() returned, once the search has (nothing before, after an
  // exception, or for one() and start()).
  std::optional<Counts> counts() const;

 private:
  struct Shared;
  explicit Search(std::function<void(Shared&)> work, std::size_t capacity);
  std::unique_ptr<Shared> shared_;
};

}  // namespace chessy::api
