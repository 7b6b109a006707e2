// Searches run off the Python thread (background.hpp).
#include "background.hpp"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

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
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::exception_ptr error;
  std::thread worker([&] {
    try {
      search(stop);
    } catch (...) {
      error = std::current_exception();
    }
    const std::lock_guard lock(mutex);
    done = true;
    finished.notify_all();
  });
  // On every way out (a Python exception too) the search is stopped and its thread
  // joined, the GIL released meanwhile: the worker never takes it, so no deadlock.
  struct Join {
    std::thread& worker;
    std::atomic<bool>& stop;
    ~Join() {
      stop = true;
      py::gil_scoped_release release;
      worker.join();
    }
  } join{worker, stop};
  wait_interruptibly([&](std::chrono::milliseconds slice) {
    std::unique_lock lock(mutex);
    return finished.wait_for(lock, slice, [&] { return done; });
  });
  if (error) std::rethrow_exception(error);
}

}  // namespace chessy::python
