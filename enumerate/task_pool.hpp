// Tasks shared by threads: the workers of the backtracking engines take the next
// task of a list until it is done or the search is stopped.
#pragma once
#include <atomic>
#include <cstddef>
#include <exception>
#include <thread>
#include <vector>

namespace chessy {

// Runs run(worker, task) for tasks 0..count-1 on `workers` threads (the caller's the
// first), each taking the next task. A thread ends when `stop` or halted() is true
// before a task, or when run throws Stop, which sets `stop`; any other exception sets
// `stop` too and is rethrown here once every thread has ended.
template <typename Stop, typename Halted, typename Run>
void run_tasks(int workers, std::size_t count, std::atomic<bool>& stop, Halted halted, Run run) {
  std::atomic<std::size_t> next{0};
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(workers));
  auto work = [&](int w) {
    try {
      for (;;) {
        if (stop || halted()) throw Stop();
        const std::size_t i = next++;
        if (i >= count) break;
        run(w, i);
      }
    } catch (const Stop&) {
      stop = true;
    } catch (...) {
      errors[static_cast<std::size_t>(w)] = std::current_exception();
      stop = true;
    }
  };
  std::vector<std::thread> threads;
  for (int w = 1; w < workers; ++w) threads.emplace_back(work, w);
  work(0);
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace chessy
