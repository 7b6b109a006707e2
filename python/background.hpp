// Searches run off the Python thread: the caller waits with the GIL released (other
// Python threads run meanwhile) and wakes every few milliseconds to run Python's signal
// handlers, so that Ctrl-C (KeyboardInterrupt) stops a search of any length.
//
// The interpreter's exit (issue 41): a daemon thread may be waiting inside a search when
// the interpreter finalizes, and CPython ends a thread that takes the GIL back after that
// point (pthread_exit: an unwinding that aborted the process in a destructor, or freed
// what another thread still used). So the module's atexit hook (prepare_exit) stops
// every search and waits, the GIL released, until every thread that gave the GIL up in
// here has either taken it back or parked: from then on a thread other than the exiting
// one that comes back for the GIL, or gives it up here, parks for good without it (as
// Python 3.14 parks daemon threads). No thread waits for the GIL in this module when
// the interpreter finalizes, and none touches a Python object again.
#pragma once
#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <functional>

#include "chessy/search.hpp"

namespace chessy::python {
namespace py = pybind11;

// Runs `work` with the GIL released and takes the GIL back after it (what it threw
// comes up then). Called with the GIL held (without it, runs `work`). Once the interpreter exits (prepare_exit):
// on the exiting thread, runs `work` with the GIL held (every search is stopped by
// then: it ends soon); on any other, parks the thread for good, the GIL released.
void without_gil(const std::function<void()>& work);

// Whether prepare_exit has run: a search started now is stopped at once.
bool exiting();

// Waits, the GIL released, until `ready(slice)` returns true (it may block for up to
// `slice` itself); between slices, the GIL held, runs Python's signal handlers and
// throws py::error_already_set when one raised.
void wait_interruptibly(const std::function<bool(std::chrono::milliseconds slice)>& ready);

// Runs `search` on a search handle's worker (chessy/search.hpp) and waits for it as above. When a signal handler
// raises, sets the stop flag `search` was given, waits for it to return and throws the
// Python exception; otherwise rethrows what `search` threw. `search` must not touch
// Python objects.
void run_in_background(const std::function<void(const std::atomic<bool>& stop)>& search);

// The atexit hook's part (the GIL held): stops every search run_in_background waits for
// and `more` (the streams'), waits, the GIL released, until every thread inside
// without_gil has the GIL back or is parked, then for the parked threads' searches to
// end (no worker is left running into the process's exit).
void prepare_exit(const std::function<void()>& more);

// In the child after os.fork(): the threads that waited here are not in it, nor are the
// workers of the searches; forgets them (the parent still runs them).
void forget_after_fork();

}  // namespace chessy::python
