#include "cli/pipe_output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace chessy {

bool PipeOutput::drain() {
  const char* at = pbase();
  while (at < pptr()) {
    if (closed_) break;
    const ssize_t n = ::write(fd_, at, static_cast<std::size_t>(pptr() - at));
    if (n > 0) {
      at += n;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EPIPE) {
      closed_ = true;
      if (stop_) stop_->store(true);
      break;
    }
    // Kept in the buffer: a later flush tries it again and sees why (cli/app.cpp).
    const std::ptrdiff_t left = pptr() - at;
    std::memmove(buffer_, at, static_cast<std::size_t>(left));
    setp(buffer_, buffer_ + sizeof buffer_);
    pbump(static_cast<int>(left));
    return false;
  }
  setp(buffer_, buffer_ + sizeof buffer_);
  return true;
}

PipeOutput::int_type PipeOutput::overflow(int_type c) {
  if (!drain()) return traits_type::eof();
  if (!traits_type::eq_int_type(c, traits_type::eof())) {
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
  }
  return traits_type::not_eof(c);
}

int PipeOutput::sync() { return drain() ? 0 : -1; }

std::streamsize PipeOutput::xsputn(const char* s, std::streamsize n) {
  std::streamsize done = 0;
  while (done < n) {
    if (pptr() == epptr() && !drain()) return done;
    const std::streamsize room = epptr() - pptr(), take = room < n - done ? room : n - done;
    std::memcpy(pptr(), s + done, static_cast<std::size_t>(take));
    pbump(static_cast<int>(take));
    done += take;
  }
  return done;
}

QuietAfterClose::int_type QuietAfterClose::overflow(int_type c) {
  if (out_.closed() || traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  return err_->sputc(traits_type::to_char_type(c));
}

std::streamsize QuietAfterClose::xsputn(const char* s, std::streamsize n) {
  return out_.closed() ? n : err_->sputn(s, n);
}

}  // namespace chessy
