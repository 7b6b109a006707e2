// Reading that a stop flag (Ctrl-C, SIGTERM, --timeout) can end: a FIFO without a
// writer or a stalled pipe would otherwise hold chessy-sat in open() or read() for
// ever. Every wait is a poll() of at most 50 ms, after which the flag is looked at
// (a signal ends the poll at once); data is read only once poll() says it is there.
#pragma once
#include <atomic>
#include <cstddef>
#include <streambuf>

namespace chessy {

// Up to `size` bytes of `fd` into `buffer`, once some are there (or at the end of the
// file): how many, 0 at the end, -1 with errno on an error. Throws Interrupted when
// *stop is true before any byte came. `fd` may be non-blocking (then it must be: a
// FIFO opened without a writer) or blocking.
long read_when_ready(int fd, char* buffer, std::size_t size, const std::atomic<bool>* stop);

// A descriptor (main: standard input) as a stream buffer read that way. When the flag
// stops a wait, the stream sees an end of file; its reader tells the two apart by
// stopped() (read_input): a flag set while nothing was waited for is no stop of the
// reading.
class StoppableInput : public std::streambuf {
 public:
  StoppableInput(int fd, const std::atomic<bool>* stop) : fd_(fd), stop_(stop) {}
  bool stopped() const { return stopped_; }  // a wait was ended by the flag

 protected:
  int_type underflow() override;

 private:
  int fd_;
  const std::atomic<bool>* stop_;
  bool stopped_ = false;
  char buffer_[1 << 16];
};

}  // namespace chessy
