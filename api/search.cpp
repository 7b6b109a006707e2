// The search handle (include/chessy/search.hpp): the one worker thread, queue and stop
// flag around the API's calls, which the Python module and the server pull from.
#include "chessy/search.hpp"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "api/stop_flag.hpp"

namespace chessy::api {

namespace {
// How often a search held by a full queue looks at a caller's stop flag, which sets
// the handle's own without waking it (StopFlag watches such a flag as often).
constexpr std::chrono::milliseconds kLook{20};
}  // namespace

struct Search::Shared {
  std::mutex mutex;
  std::condition_variable changed;          // a solution queued or taken, the end, a stop
  std::deque<Solution> queue;               // handed over, not yet taken
  std::size_t capacity = 0;                 // 0: no bound
  // The call's timeout, which a search held by a full queue keeps too: its own timer
  // stops only a search that runs, not one waiting here for the reader.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::atomic<bool> stop{false};            // the search's stop flag (options.stop of the call)
  bool stopped = false;                     // stop() came before the search returned
  bool done = false;                        // the search has returned
  std::exception_ptr error;                 // what it threw, until next() throws it
  std::optional<Counts> counts;             // what it returned
  Counts so_far{.fundamental = 0, .total = 0, .complete = false, .optimum = {}};  // handed over
  CountProgress progress;                   // a count's classes, which it hands nothing over
  std::thread worker;  // last: started once the rest exists

  // enumerate()'s callback: queues `solution`, held while the queue is full; false
  // (stop the search) once stopped, or once its deadline passed while held.
  bool hand_over(const Solution& solution) {
    std::unique_lock lock(mutex);
    while (!stop && capacity > 0 && queue.size() >= capacity) {
      if (deadline && std::chrono::steady_clock::now() >= *deadline) return false;
      changed.wait_for(lock, kLook);
    }
    if (stop) return false;
    queue.push_back(solution);
    ++so_far.fundamental;
    so_far.total += solution.class_size;
    changed.notify_all();
    return true;
  }
};

namespace {
// The call's options with the handle's flag as their stop, and the caller's flag, if
// any, watched into it for as long as the watch lives.
struct Stoppable {
  Stoppable(const Options& given, std::atomic<bool>& flag) : options(given), watch(0, &flag, given.stop) {
    options.stop = &flag;
  }
  Options options;
  StopFlag watch;
};
}  // namespace

Search::Search(std::function<void(Shared&)> work, std::size_t capacity) : shared_(std::make_unique<Shared>()) {
  shared_->capacity = capacity;
  shared_->worker = std::thread([&s = *shared_, work = std::move(work)] {
    std::exception_ptr error;
    try {
      work(s);
    } catch (...) {
      error = std::current_exception();
    }
    const std::lock_guard lock(s.mutex);
    s.error = error;
    s.done = true;
    s.changed.notify_all();
  });
}

Search Search::list(const Problem& problem, const Options& options, std::size_t capacity) {
  return Search(
      [problem, options](Shared& s) {
        Stoppable call(options, s.stop);
        if (options.timeout > 0 && options.timeout < 1e9)  // beyond: no deadline (and no overflow)
          s.deadline = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(options.timeout));
        const Counts counts =
            enumerate(problem, [&s](const Solution& solution) { return s.hand_over(solution); }, call.options);
        const std::lock_guard lock(s.mutex);
        s.counts = counts;
      },
      capacity);
}

Search Search::count(const Problem& problem, const Options& options) {
  return Search(
      [problem, options](Shared& s) {
        Stoppable call(options, s.stop);
        call.options.progress = &s.progress;
        const Counts counts = api::count(problem, call.options);
        const std::lock_guard lock(s.mutex);
        s.counts = counts;
      },
      0);
}

Search Search::one(const Problem& problem, const Options& options) {
  return Search(
      [problem, options](Shared& s) {
        Stoppable call(options, s.stop);
        if (const std::optional<Solution> solution = solve(problem, call.options)) s.hand_over(*solution);
      },
      0);
}

Search Search::start(std::function<void(const std::atomic<bool>& stop)> task) {
  return Search([task = std::move(task)](Shared& s) { task(s.stop); }, 0);
}

Search::Search(Search&&) noexcept = default;

Search& Search::operator=(Search&& other) noexcept {
  if (this != &other) {
    Search gone(std::move(*this));  // stopped and joined here
    shared_ = std::move(other.shared_);
  }
  return *this;
}

Search::~Search() {
  if (!shared_) return;  // moved from
  stop();
  shared_->worker.join();
}

Search::Next Search::next(std::chrono::milliseconds timeout) {
  Shared& s = *shared_;
  std::unique_lock lock(s.mutex);
  s.changed.wait_for(lock, timeout, [&] { return !s.queue.empty() || s.done; });
  if (!s.queue.empty()) {
    Next next{State::Found, std::move(s.queue.front())};
    s.queue.pop_front();
    s.changed.notify_all();
    return next;
  }
  if (!s.done) return {};
  if (s.error) std::rethrow_exception(std::exchange(s.error, nullptr));  // thrown once
  return {s.stopped ? State::Stopped : State::Finished, std::nullopt};
}

bool Search::wait(std::chrono::milliseconds timeout) const {
  Shared& s = *shared_;
  std::unique_lock lock(s.mutex);
  return s.changed.wait_for(lock, timeout, [&] { return s.done; });
}

void Search::stop() {
  Shared& s = *shared_;
  const std::lock_guard lock(s.mutex);
  if (!s.done) s.stopped = true;
  s.stop = true;
  s.changed.notify_all();
}

Counts Search::so_far() const {
  const std::lock_guard lock(shared_->mutex);
  Counts so_far = shared_->so_far;
  so_far.fundamental += shared_->progress.classes;  // one of the two is 0: a list hands over, a count does not
  return so_far;
}

std::optional<Counts> Search::counts() const {
  const std::lock_guard lock(shared_->mutex);
  return shared_->counts;
}

}  // namespace chessy::api
