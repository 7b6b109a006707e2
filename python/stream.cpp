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

Stream::Stream(const api::Problem& problem, const api::Options& options, std::size_t capacity)
    : search_(api::Search::list(problem, options, capacity)) {  // its worker touches no Python object
  open_streams().insert(this);
}

Stream::~Stream() {
  open_streams().erase(this);
  close();
}

void Stream::close() {
  if (!search_) return;
  {
    // Called from Python, the GIL held: release it while the search winds down.
    std::optional<py::gil_scoped_release> release;
    if (PyGILState_Check()) release.emplace();
    search_->stop();
    while (!search_->wait(std::chrono::hours(1))) {
    }
  }
  // An error leaves the counts a search starts from, as before the handle.
  ended_ = true;
  counts_ = search_->counts().value_or(api::Counts{});
  search_.reset();
}

std::optional<api::Solution> Stream::next() {
  if (!search_) return std::nullopt;
  api::Search::Next next;
  try {
    wait_interruptibly([&](std::chrono::milliseconds slice) {
      next = search_->next(slice);
      return next.state != api::Search::State::NotYet;
    });
  } catch (...) {
    close();  // Ctrl-C or the search's error: stop the search before it goes up
    throw;
  }
  if (next.solution) return std::move(next.solution);
  close();
  return std::nullopt;
}

std::optional<api::Counts> Stream::counts() const {
  if (ended_) return counts_;
  if (search_ && search_->done()) return search_->counts().value_or(api::Counts{});
  return std::nullopt;
}

void Stream::close_all() {
  for (Stream* stream : open_streams()) stream->close();
}

}  // namespace chessy::python
