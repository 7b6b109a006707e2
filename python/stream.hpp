// chessy.enumerate's iterator: a search handle (include/chessy/search.hpp) whose worker
// runs the public API's enumerate; the Python thread takes its solutions one by one
// (waiting with the GIL released, Ctrl-C honoured). Closing it (close(), the end of a
// `with`, its last reference gone, or the interpreter's exit) stops the search and
// joins its thread. In the child of an os.fork() the search is not there (its thread
// stayed in the parent): next() raises RuntimeError, and nothing waits for it.
#pragma once
#include <pybind11/pybind11.h>

#include <cstddef>
#include <optional>

#include "chessy/search.hpp"

namespace chessy::python {
namespace py = pybind11;

class Stream {
 public:
  // Starts the search at once (its errors come with the first next()).
  Stream(const api::Problem& problem, const api::Options& options, std::size_t capacity = 256);
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

  // Stops every stream's search (they end soon), then closes every stream still open:
  // at the interpreter's exit (background.hpp's prepare_exit between the two).
  static void stop_all();
  static void close_all();
  // In the child after os.fork(): every stream loses its search, which runs on in the
  // parent only (its queue's lock may be held there: it is left untouched).
  static void orphan_all();

 private:
  std::optional<api::Search> search_;  // none once closed
  bool ended_ = false;                 // the search returned (counts_ holds its answer)
  bool forked_ = false;                // orphan_all: this is a child of fork()
  api::Counts counts_;
};

}  // namespace chessy::python
