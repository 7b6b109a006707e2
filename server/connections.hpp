// cpp-httplib's Server with the request limits that its 0.11.4 (Debian 12) cannot be
// configured to keep (docs/manual.md, "Web page", security): it buffers a request line
// or header line with no newline without bound, its read timeout is per recv (a byte a
// second holds a connection for ever), and a connection waiting for its headers holds
// one of the pool's threads, so a few slow clients take them all (slowloris).
//
// Here the accepting thread hands each connection to a waiting room, one thread that
// polls them all and reads each request's head (request line and headers) into a
// buffer of at most `max_head` bytes. Only a complete head takes a worker thread,
// which runs httplib's own process_request over a stream whose reads end at the
// request's deadline (`read_time` after the connection came, head and body in all)
// and after `max_read` bytes. Every connection serves one request
// (set_keep_alive_max_count(1)), so an idle connection holds no thread either; the
// waiting room closes it once answered (draining what the client still sends). What
// the room answers itself (431 for a head over the limit, 408 for one too slow or
// when too many wait) is the API's JSON error.
#pragma once
#include <httplib.h>

#include <chrono>
#include <cstddef>
#include <memory>

namespace chessy::server {

struct ConnectionLimits {
  std::size_t max_head = 8 * 1024;                 // request line and headers, bytes
  std::size_t max_read = 1024 * 1024;              // bytes read for one request in all
  std::chrono::milliseconds read_time{10'000};     // to read a request, head and body
  std::size_t max_waiting = 512;                   // heads awaited at once (then the oldest goes)
  std::size_t workers = 8;                         // requests served at once
};

class GuardedServer : public httplib::Server {
 public:
  explicit GuardedServer(ConnectionLimits limits);
  ~GuardedServer() override;

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
  Lobby* lobby_ = nullptr;  // the task queue of the listen running now (owned by httplib)
};

}  // namespace chessy::server
