// cpp-httplib's Server with the request limits that its 0.11.4 (Debian 12) cannot be
// configured to keep (docs/manual.md, "Web page", security): it buffers a request line
// or header line with no newline without bound, its read timeout is per recv (a byte a
// second holds a connection for ever), and a connection waiting for its headers holds
// one of the pool's threads, so a few slow clients take them all (slowloris).
//
// Here the accepting thread hands each connection to a waiting room, one thread that
// polls them all and reads each request whole: its head (request line and headers)
// into a buffer of at most `max_head` bytes, then its body (by its Content-Length or
// its chunks, the chunks' data at most `max_body`), all within `read_time` of the
// connection's coming. Once the head has come the room parses it itself (lines end
// with CRLF: a bare LF is a 400 at once) and asks the server's screen (the Host,
// Origin and framing checks): a refusal is sent before any body is read and before
// any "100 Continue", which the room sends itself once the screen lets the request
// through. The head passed on has no Range, If-Range or Expect header (cpp-httplib
// 0.11.4 builds every range of a Range header in memory; nothing here serves ranges).
// Only a whole request takes a worker thread, which runs httplib's own
// process_request over a stream of what the room read (reads past it end at the
// deadline and after `max_read` bytes), so slow heads and slow bodies alike hold no
// thread (issues 27 and 41). Every connection serves one request
// (set_keep_alive_max_count(1)), so an idle connection holds no thread either; the
// waiting room closes it once answered (draining what the client still sends). What
// the room answers itself (the screen's refusals, 400 for a malformed head or chunk,
// 413 for chunks over the limit, 431 for a head over the limit, 408 for a request too
// slow or when too many wait) is the API's JSON error.
#pragma once
#include <httplib.h>

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>

#include "server/http_api.hpp"

namespace chessy::server {

struct ConnectionLimits {
  std::size_t max_head = 8 * 1024;                 // request line and headers, bytes
  std::size_t max_read = 1024 * 1024;              // bytes read for one request in all
  std::size_t max_body = 64 * 1024;                // a chunked body's data, bytes
  std::chrono::milliseconds read_time{10'000};     // to read a request, head and body
  std::size_t max_waiting = 512;                   // heads awaited at once (then the oldest goes)
  std::size_t workers = 8;                         // requests served at once
  std::size_t max_buffered = 64 << 20;             // bytes the room holds in all (then the oldest goes)
};

// What the waiting room asks of a request whose head has come (method, target, path and
// headers as sent, empty values and repeated names kept), before its body is read: a
// refusal to send at once, or none.
using Screen = std::function<std::optional<Reply>(const httplib::Request&)>;

class GuardedServer : public httplib::Server {
 public:
  explicit GuardedServer(ConnectionLimits limits);
  ~GuardedServer() override;
  // Set before listening.
  void set_screen(Screen screen) { screen_ = std::move(screen); }

 private:
  class Lobby;
  friend class Lobby;
  // Called by listen_after_bind's accepting thread (the task queue runs it at once):
  // the connection goes to the waiting room.
  bool process_and_close_socket(socket_t sock) override;
  // A worker: the one request whose head is in `head` (and maybe the body's start);
  // the connection then goes back to the waiting room to be closed.
  void serve_one(socket_t sock, std::string head, std::chrono::steady_clock::time_point deadline);
  bool stopping() const { return svr_sock_ == INVALID_SOCKET; }

  ConnectionLimits limits_;
  Screen screen_;
  Lobby* lobby_ = nullptr;  // the task queue of the listen running now (owned by httplib)
};

// On a worker serving a request: whether its client has closed the connection (the
// body was read whole: what is readable now is the end, or an error). For a handler
// that answers at its end (a generation, an explanation), to stop its search.
Gone client_gone();

}  // namespace chessy::server
