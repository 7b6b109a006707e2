// Standard output as a stream buffer that takes a closed pipe as the reader's choice,
// not an error: `chessy-sat big.txt --all | head -1` stops the run and exits 0 quietly
// (docs/exit-status.md), where SIGPIPE's default would end it with status 141 and
// an error would say "cannot write". main ignores SIGPIPE, so a write to a pipe whose
// reader is gone fails with EPIPE and lands here.
#pragma once
#include <atomic>
#include <streambuf>

namespace chessy {

class PipeOutput : public std::streambuf {
 public:
  // `stop`: set when the reader is gone, so that the run ends as after Ctrl-C.
  PipeOutput(int fd, std::atomic<bool>* stop) : fd_(fd), stop_(stop) { setp(buffer_, buffer_ + sizeof buffer_); }
  PipeOutput(const PipeOutput&) = delete;
  PipeOutput& operator=(const PipeOutput&) = delete;
  // The reader closed the pipe: what is written from then on is dropped, and the run's
  // other failures (its stop note, its exit status) are no longer the user's concern.
  bool closed() const { return closed_.load(); }

 protected:
  int_type overflow(int_type c) override;
  int sync() override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  bool drain();  // writes the buffer out; false on an error other than a closed pipe
  int fd_;
  std::atomic<bool>* stop_;
  std::atomic<bool> closed_{false};
  char buffer_[1 << 16];
};

// Standard error that falls silent once `out` is closed: the stop note of a run ended
// by its reader would only clutter the terminal the pipeline runs in.
class QuietAfterClose : public std::streambuf {
 public:
  QuietAfterClose(std::streambuf* err, const PipeOutput& out) : err_(err), out_(out) {}

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override { return err_->pubsync(); }

 private:
  std::streambuf* err_;
  const PipeOutput& out_;
};

}  // namespace chessy
