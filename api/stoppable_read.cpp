#include "api/stoppable_read.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "model/errors.hpp"

namespace chessy {

long read_when_ready(int fd, char* buffer, std::size_t size, const std::atomic<bool>* stop) {
  for (;;) {
    if (stop && stop->load(std::memory_order_relaxed)) throw Interrupted();
    pollfd ready{fd, POLLIN, 0};
    const int polled = poll(&ready, 1, 50);
    if (polled < 0 && errno != EINTR) return -1;
    if (polled <= 0) continue;
    const ssize_t n = read(fd, buffer, size);
    if (n >= 0) return static_cast<long>(n);
    if (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) return -1;
  }
}

StoppableInput::int_type StoppableInput::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  long n = -1;
  try {
    n = read_when_ready(fd_, buffer_, sizeof buffer_, stop_);
  } catch (const Interrupted&) {
    stopped_ = true;  // the reader asks stopped() (read_input)
    return traits_type::eof();
  }
  // An error: thrown, so that the stream sets badbit as it would for std::cin's.
  if (n < 0) throw std::system_error(errno, std::generic_category());
  if (n == 0) return traits_type::eof();
  setg(buffer_, buffer_, buffer_ + n);
  return traits_type::to_int_type(*gptr());
}

}  // namespace chessy
