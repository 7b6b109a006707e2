// chessy.enumerate's iterator: the public API's enumerate runs on a thread of its own
// and hands each fundamental solution through a bounded queue to the Python thread,
// which takes them one by one (waiting with the GIL released, Ctrl-C honoured). Closing
// it (close(), the end of a `with`, its last reference gone, or the interpreter's exit)
// stops the search and joins its thread.
#pragma once
#include <pybind11/pybind11.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "chessy/chessy.hpp"

namespace chessy::python {
namespace py = pybind11;

class Stream {
 public:
  // Starts the search at once (its errors come with the first next()).
  Stream(const api::Problem& problem, api::Options options, std::size_t capacity = 256);
  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  // The next solution, waited for; nothing once the search has ended (rethrows its
  // error). Ctrl-C while waiting closes the stream and throws KeyboardInterrupt.
  std::optional<api::Solution> next();
  // Stops the search and waits for its thread; next() then finds nothing.
  void close();
  // What the search found, once it has ended (complete false: stopped early).
  std::optional<api::Counts> counts() const;

  // Closes every stream still open: at the interpreter's exit.
  static void close_all();

 private:
  // What the search thread and the Python thread share, under `mutex`.
  struct Shared {
    std::mutex mutex;
    std::condition_variable changed;  // a solution queued or taken, the end, a stop
    std::deque<api::Solution> queue;  // found, not yet taken
    std::size_t capacity;             // the queue's bound: the search waits when it is full
    std::atomic<bool> stop{false};    // the consumer's stop (the API polls it, as the callback)
    bool done = false;                // the search has returned
    std::exception_ptr error;         // what it threw
    api::Counts counts;               // what it returned
  };
  std::shared_ptr<Shared> shared_;
  std::thread worker_;
};

}  // namespace chessy::python
