// Searches run off the Python thread (background.hpp).
#include "background.hpp"

#include <utility>

#include "chessy/search.hpp"

namespace chessy::python {

namespace {
// How often a waiting caller looks for Ctrl-C: well under a human's notice.
constexpr std::chrono::milliseconds kSlice{50};
}  // namespace

void wait_interruptibly(const std::function<bool(std::chrono::milliseconds)>& ready) {
  for (;;) {
    bool done = false;
    {
      py::gil_scoped_release release;
      done = ready(kSlice);
    }
    if (done) return;
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
}

void run_in_background(const std::function<void(const std::atomic<bool>&)>& search) {
  api::Search worker = api::Search::start(search);
  // On every way out (a Python exception too) the search is stopped and its thread
  // joined, the GIL released meanwhile: the worker never takes it, so no deadlock.
  struct Join {
    api::Search& worker;
    ~Join() {
      py::gil_scoped_release release;
      api::Search gone(std::move(worker));  // stops and joins
    }
  } join{worker};
  wait_interruptibly([&](std::chrono::milliseconds slice) { return worker.wait(slice); });
  worker.next(std::chrono::milliseconds(0));  // rethrows what `search` threw
}

}  // namespace chessy::python
