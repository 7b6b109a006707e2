// chessy.enumerate's iterator (stream.hpp).
#include "stream.hpp"

#include <set>
#include <utility>

#include "background.hpp"

namespace chessy::python {

namespace {
// The streams not yet closed, for close_all (touched with the GIL held only).
std::set<Stream*>& open_streams() {
  static std::set<Stream*> streams;
  return streams;
}
}  // namespace

Stream::Stream(const api::Problem& problem, api::Options options, std::size_t capacity)
    : shared_(std::make_shared<Shared>()) {
  shared_->capacity = capacity;
  options.stop = &shared_->stop;
  // The thread touches no Python object, so it never needs the GIL.
  worker_ = std::thread([shared = shared_, problem, options] {
    Shared& s = *shared;
    api::Counts counts;
    std::exception_ptr error;
    try {
      counts = api::enumerate(
          problem,
          [&s](const api::Solution& solution) {
            std::unique_lock lock(s.mutex);
            s.changed.wait(lock, [&] { return s.stop || s.queue.size() < s.capacity; });
            if (s.stop) return false;
            s.queue.push_back(solution);
            s.changed.notify_all();
            return true;
          },
          options);
    } catch (...) {
      error = std::current_exception();
    }
    const std::lock_guard lock(s.mutex);
    s.counts = counts;
    s.error = error;
    s.done = true;
    s.changed.notify_all();
  });
  open_streams().insert(this);
}

Stream::~Stream() {
  open_streams().erase(this);
  close();
}

void Stream::close() {
  {
    const std::lock_guard lock(shared_->mutex);
    shared_->stop = true;
    shared_->queue.clear();
    shared_->changed.notify_all();
  }
  if (worker_.joinable()) {
    // Called from Python, the GIL held: release it while the search winds down.
    if (PyGILState_Check()) {
      py::gil_scoped_release release;
      worker_.join();
    } else {
      worker_.join();
    }
  }
}

std::optional<api::Solution> Stream::next() {
  Shared& s = *shared_;
  std::optional<api::Solution> solution;
  try {
    wait_interruptibly([&](std::chrono::milliseconds slice) {
      std::unique_lock lock(s.mutex);
      s.changed.wait_for(lock, slice, [&] { return !s.queue.empty() || s.done || s.stop; });
      if (!s.queue.empty()) {
        solution = std::move(s.queue.front());
        s.queue.pop_front();
        s.changed.notify_all();
      }
      return solution || s.done || s.stop;
    });
  } catch (...) {
    close();  // Ctrl-C: stop the search before the KeyboardInterrupt goes up
    throw;
  }
  if (solution) return solution;
  close();
  std::exception_ptr error;
  {
    const std::lock_guard lock(s.mutex);
    std::swap(error, s.error);  // raised once
  }
  if (error) std::rethrow_exception(error);
  return std::nullopt;
}

std::optional<api::Counts> Stream::counts() const {
  const std::lock_guard lock(shared_->mutex);
  if (!shared_->done) return std::nullopt;
  return shared_->counts;
}

void Stream::close_all() {
  for (Stream* stream : open_streams()) stream->close();
}

}  // namespace chessy::python
