// chessy.enumerate's iterator (stream.hpp).
#include "stream.hpp"

#include <set>
#include <stdexcept>
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
  if (exiting()) search_->stop();
}

Stream::~Stream() {
  open_streams().erase(this);
  close();
}

void Stream::close() {
  if (!search_) return;
  // Called from Python, the GIL held: released while the search winds down.
  without_gil([this] {
    search_->stop();
    while (!search_->wait(std::chrono::hours(1))) {
    }
  });
  // An error leaves the counts a search starts from, as before the handle.
  ended_ = true;
  counts_ = search_->counts().value_or(api::Counts{});
  search_.reset();
}

std::optional<api::Solution> Stream::next() {
  if (forked_)
    throw std::runtime_error(
        "chessy: this enumeration was started before fork(): its search runs in the parent process only");
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

void Stream::stop_all() {
  for (Stream* stream : open_streams())
    if (stream->search_) stream->search_->stop();
}

void Stream::close_all() {
  for (Stream* stream : open_streams()) stream->close();
}

void Stream::orphan_all() {
  for (Stream* stream : open_streams()) {
    if (!stream->search_) continue;
    // Moved out and never destroyed: its destructor would join a thread that is not here.
    static_cast<void>(new api::Search(std::move(*stream->search_)));
    stream->search_.reset();
    stream->forked_ = true;
  }
}

}  // namespace chessy::python
