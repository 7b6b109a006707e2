#include "enumerate/race.hpp"

#include <chrono>
#include <mutex>
#include <thread>

#include "encoder/sink.hpp"
#include "enumerate/bits_engine.hpp"

namespace chessy {

std::optional<Solution> find_one_bits(const Problem& problem, const BitProblem& board,
                                      const std::atomic<bool>* interrupt) {
  EnumerateOptions one;
  one.limit = 1;
  one.interrupt = interrupt;
  const Enumeration e = enumerate_bits(problem, board, one);
  if (e.interrupted) throw Interrupted();
  if (e.classes.empty()) return std::nullopt;
  return e.classes.front().representative;
}

RaceResult race_for_one(const Problem& problem, const BitProblem& board,
                        const std::function<std::optional<Solution>(const std::atomic<bool>*)>& sat,
                        const std::atomic<bool>& stop) {
  std::atomic<bool> quit_sat{false}, quit_bits{false}, over{false};
  std::mutex lock;
  RaceResult result;
  std::exception_ptr failure;
  // The first to decide records its answer and stops the other.
  auto decide = [&](std::optional<Solution> s, Engine by) {
    std::lock_guard<std::mutex> hold(lock);
    if (result.decided) return;
    result = {std::move(s), true, by};
    quit_sat = quit_bits = true;
  };
  auto fail = [&](std::exception_ptr e) {
    std::lock_guard<std::mutex> hold(lock);
    if (!failure) failure = e;
    quit_sat = quit_bits = true;
  };
  std::thread bits([&] {
    try {
      decide(find_one_bits(problem, board, &quit_bits), Engine::Bits);
    } catch (const Interrupted&) {
      // stopped by the other search or by the user
    } catch (...) {
      fail(std::current_exception());
    }
  });
  // The user's stop reaches both searches through their own flags.
  std::thread watch([&] {
    while (!over) {
      if (stop) quit_sat = quit_bits = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  });
  try {
    std::optional<Solution> s = sat(&quit_sat);
    decide(std::move(s), Engine::Blocking);
  } catch (const Interrupted&) {
    // stopped by the other search or by the user
  } catch (...) {
    fail(std::current_exception());
  }
  bits.join();
  over = true;
  watch.join();
  if (failure && !result.decided) std::rethrow_exception(failure);
  return result;
}

}  // namespace chessy
