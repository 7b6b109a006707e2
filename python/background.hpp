// Searches run off the Python thread: the caller waits with the GIL released (other
// Python threads run meanwhile) and wakes every few milliseconds to run Python's signal
// handlers, so that Ctrl-C (KeyboardInterrupt) stops a search of any length.
#pragma once
#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <functional>

namespace chessy::python {
namespace py = pybind11;

// Waits, the GIL released, until `ready(slice)` returns true (it may block for up to
// `slice` itself); between slices, the GIL held, runs Python's signal handlers and
// throws py::error_already_set when one raised.
void wait_interruptibly(const std::function<bool(std::chrono::milliseconds slice)>& ready);

// Runs `search` on a search handle's worker (chessy/search.hpp) and waits for it as above. When a signal handler
// raises, sets the stop flag `search` was given, waits for it to return and throws the
// Python exception; otherwise rethrows what `search` threw. `search` must not touch
// Python objects.
void run_in_background(const std::function<void(const std::atomic<bool>& stop)>& search);

}  // namespace chessy::python
