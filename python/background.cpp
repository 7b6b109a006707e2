// Searches run off the Python thread, and the interpreter's exit (background.hpp).
#include "background.hpp"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <set>
#include <thread>
#include <utility>

namespace chessy::python {

namespace {
// How often a waiting caller looks for Ctrl-C: well under a human's notice.
constexpr std::chrono::milliseconds kSlice{50};

struct ExitState {
  std::mutex mutex;
  std::condition_variable back;     // a thread took the GIL back or parked
  int released = 0;                 // threads inside without_gil without the GIL
  std::atomic<bool> exiting{false};  // prepare_exit has begun (set under mutex, the GIL held)
  std::thread::id exiting_thread;   // the one that runs prepare_exit (and finalizes)
  std::set<api::Search*> searches;  // what run_in_background waits for (with the GIL held)
};

// Never destroyed: a parked thread may still be here while the process exits.
ExitState& state() {
  static ExitState* s = new ExitState;
  return *s;
}

// A thread that would take the GIL back once the interpreter exits stays here for good,
// without it: it never touches a Python object again, and CPython never ends it in the
// middle of this module (Python 3.14 parks such threads itself).
[[noreturn]] void park() {
  for (;;) std::this_thread::sleep_for(std::chrono::hours(24));
}
}  // namespace

bool exiting() { return state().exiting; }

void without_gil(const std::function<void()>& work) {
  ExitState& s = state();
  if (PyGILState_Check() == 0 || (s.exiting && std::this_thread::get_id() == s.exiting_thread)) {
    work();  // the exit's own thread: every search is stopped, this ends soon
    return;
  }
  {
    const std::lock_guard lock(s.mutex);
    ++s.released;
  }
  // Given up and taken back by hand, not by a guard's destructor: a destructor is
  // noexcept, and CPython ending a thread there aborted the process.
  PyThreadState* thread = PyEval_SaveThread();
  std::exception_ptr error;
  if (!s.exiting) {  // another thread, past the exit's start: parked below
    try {
      work();
    } catch (...) {
      error = std::current_exception();
    }
  }
  {
    std::unique_lock lock(s.mutex);
    if (s.exiting) {
      --s.released;
      lock.unlock();
      s.back.notify_all();
      park();
    }
  }
  PyEval_RestoreThread(thread);  // prepare_exit waits for this (the GIL released)
  {
    const std::lock_guard lock(s.mutex);
    --s.released;
  }
  s.back.notify_all();
  if (error) std::rethrow_exception(error);
}

void wait_interruptibly(const std::function<bool(std::chrono::milliseconds)>& ready) {
  for (;;) {
    bool done = false;
    without_gil([&] { done = ready(kSlice); });
    if (done) return;
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
}

void run_in_background(const std::function<void(const std::atomic<bool>&)>& search) {
  api::Search worker = api::Search::start(search);
  ExitState& s = state();
  s.searches.insert(&worker);
  if (s.exiting) worker.stop();
  // On every way out (a Python exception too) the search is stopped and its thread
  // joined, the GIL released meanwhile: the worker never takes it, so no deadlock.
  struct Join {
    api::Search& worker;
    ~Join() {
      state().searches.erase(&worker);
      without_gil([this] { api::Search gone(std::move(worker)); });  // stops and joins
    }
  } join{worker};
  wait_interruptibly([&](std::chrono::milliseconds slice) { return worker.wait(slice); });
  worker.next(std::chrono::milliseconds(0));  // rethrows what `search` threw
}

void prepare_exit(const std::function<void()>& more) {
  ExitState& s = state();
  {
    const std::lock_guard lock(s.mutex);
    s.exiting = true;
    s.exiting_thread = std::this_thread::get_id();
  }
  for (api::Search* search : s.searches) search->stop();
  more();
  PyThreadState* thread = PyEval_SaveThread();
  {
    std::unique_lock lock(s.mutex);
    s.back.wait(lock, [&] { return s.released == 0; });
  }
  PyEval_RestoreThread(thread);
  // The searches of the parked threads end now (stopped above), the GIL held: their
  // owners never take it again, so none is destroyed meanwhile.
  for (const api::Search* search : s.searches)
    while (!search->wait(std::chrono::hours(1))) {
    }
}

void forget_after_fork() {
  ExitState& s = state();
  s.searches.clear();
  s.released = 0;
}

}  // namespace chessy::python
