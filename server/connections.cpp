#include "server/connections.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "server/http_api.hpp"

namespace chessy::server {

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

int millis_until(Clock::time_point when) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(when - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left, 0, 100));  // slices: a stop is seen
}

// The address of either end of a socket, as httplib's own stream gives it.
void address_of(socket_t sock, bool peer, std::string& ip, int& port) {
  sockaddr_storage addr{};
  socklen_t length = sizeof addr;
  auto* any = reinterpret_cast<sockaddr*>(&addr);
  if ((peer ? getpeername(sock, any, &length) : getsockname(sock, any, &length)) != 0) return;
  char text[INET6_ADDRSTRLEN] = "";
  if (addr.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<sockaddr_in*>(&addr);
    inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
    port = ntohs(v4->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<sockaddr_in6*>(&addr);
    inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
    port = ntohs(v6->sin6_port);
  }
  ip = text;
}

// httplib's Stream over a connection: what the waiting room read comes first; reads
// end at the deadline, after `budget` bytes, or when the server stops.
class RequestStream : public httplib::Stream {
 public:
  RequestStream(socket_t sock, std::string head, Clock::time_point deadline, std::size_t budget,
                std::function<bool()> stopping)
      : sock_(sock), buffer_(std::move(head)), deadline_(deadline),
        budget_(budget - std::min(budget, buffer_.size())), stopping_(std::move(stopping)) {}

  bool is_readable() const override {
    if (at_ < buffer_.size()) return true;
    while (Clock::now() < deadline_ && !stopping_()) {
      pollfd p{sock_, POLLIN, 0};
      if (poll(&p, 1, millis_until(deadline_)) != 0) return true;  // data, end or error: recv says
    }
    return false;
  }
  bool is_writable() const override {
    pollfd p{sock_, POLLOUT, 0};
    if (poll(&p, 1, 5000) <= 0 || (p.revents & (POLLERR | POLLHUP))) return false;
    // Readable with nothing to read: the client has gone (the page's Cancel).
    pollfd r{sock_, POLLIN, 0};
    char byte;
    return poll(&r, 1, 0) <= 0 || recv(sock_, &byte, 1, MSG_PEEK | MSG_DONTWAIT) != 0;
  }
  ssize_t read(char* ptr, std::size_t size) override {
    if (at_ < buffer_.size()) {
      size = std::min(size, buffer_.size() - at_);
      std::memcpy(ptr, buffer_.data() + at_, size);
      at_ += size;
      return static_cast<ssize_t>(size);
    }
    if (budget_ == 0 || !is_readable()) return -1;
    const ssize_t n = recv(sock_, ptr, std::min(size, budget_), MSG_DONTWAIT);
    if (n > 0) budget_ -= static_cast<std::size_t>(n);
    return n;
  }
  ssize_t write(const char* ptr, std::size_t size) override {
    if (!is_writable()) return -1;
    return send(sock_, ptr, size, MSG_NOSIGNAL);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override { address_of(sock_, true, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { address_of(sock_, false, ip, port); }
  socket_t socket() const override { return sock_; }

 private:
  socket_t sock_;
  std::string buffer_;  // the head and what came with it
  std::size_t at_ = 0;
  Clock::time_point deadline_;
  std::size_t budget_;  // bytes left to receive
  std::function<bool()> stopping_;
};

}  // namespace

// The waiting room and the workers: httplib's task queue of one listen (it runs the
// accepting thread's tasks at once and shuts the rest down when the listen ends).
// The waiting room also closes the connections: once an answer is sent, a close with
// bytes of the client's still unread (a body refused before it was read) resets the
// connection, and the client may lose the answer with it, so a connection is shut for
// writing and drained (for half a second at most) before it is closed, without a
// thread waiting on it.
class GuardedServer::Lobby : public httplib::TaskQueue {
 public:
  explicit Lobby(GuardedServer& server) : server_(server), workers_(server.limits_.workers) {
    if (pipe2(wake_, O_CLOEXEC | O_NONBLOCK) != 0) throw std::system_error(errno, std::generic_category(), "pipe");
    thread_ = std::thread([this] { run(); });
  }
  ~Lobby() override {
    ::close(wake_[0]);
    ::close(wake_[1]);
  }
  void enqueue(std::function<void()> fn) override { fn(); }
  void shutdown() override {
    set(serving_, false);  // requests still waiting are closed, not served
    workers_.shutdown();   // the requests being served end (their searches were stopped)
    set(stopping_, true);
    thread_.join();
  }
  // A connection accepted: its request awaited.
  void admit(socket_t sock) { arrive(sock, false); }
  // A connection answered: shut for writing, drained, closed.
  void retire(socket_t sock) {
    ::shutdown(sock, SHUT_WR);
    arrive(sock, true);
  }

 private:
  struct Waiting {
    socket_t sock;
    std::string head;  // what came so far
    Clock::time_point deadline;
    bool closing;             // answered: drained until the client closes or the deadline
    std::size_t drained = 0;  // bytes thrown away once closing
  };

  void set(bool& flag, bool value) {
    {
      std::lock_guard lock(mutex_);
      flag = value;
    }
    wake();
  }
  void arrive(socket_t sock, bool closing) {
    {
      std::lock_guard lock(mutex_);
      arriving_.push_back({sock, {}, Clock::now() + (closing ? 500ms : server_.limits_.read_time), closing});
    }
    wake();
  }
  void wake() { [[maybe_unused]] const ssize_t n = ::write(wake_[1], "", 1); }

  // An answer from the waiting room (431, 408), in the API's JSON.
  static void send_refusal(socket_t sock, int status, const std::string& message) {
    const std::string body = error_body(message);
    const std::string reply = "HTTP/1.1 " + std::to_string(status) +
                              (status == 408 ? " Request Timeout" : " Request Header Fields Too Large") +
                              "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                              "\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n" + body;
    send(sock, reply.data(), reply.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  }
  // Refused, then shut for writing and drained like an answered connection.
  static void refuse(Waiting& w, int status, const std::string& message) {
    send_refusal(w.sock, status, message);
    ::shutdown(w.sock, SHUT_WR);
    w = {w.sock, {}, Clock::now() + 500ms, true};
  }

  // Reads what poll found; false when the connection is no longer the room's.
  bool read(Waiting& w) {
    const ConnectionLimits& limits = server_.limits_;
    char chunk[4096];
    const ssize_t n = recv(w.sock, chunk, sizeof chunk, MSG_DONTWAIT);
    const bool ended = n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR);
    if (ended || w.drained > 256 * 1024) {
      ::close(w.sock);
      return false;
    }
    if (n > 0 && w.closing) w.drained += static_cast<std::size_t>(n);
    if (w.closing) return true;
    if (n > 0) w.head.append(chunk, static_cast<std::size_t>(n));
    const std::size_t end = w.head.find("\r\n\r\n");
    if (end != std::string::npos && end + 4 <= limits.max_head) {
      std::lock_guard lock(mutex_);
      if (serving_) {
        workers_.enqueue([this, w] { server_.serve_one(w.sock, w.head, w.deadline); });
        return false;
      }
      ::close(w.sock);  // the server is stopping
      return false;
    }
    if (end != std::string::npos || w.head.size() >= limits.max_head)
      refuse(w, 431, "request line and headers over the server's limit of " + std::to_string(limits.max_head / 1024) + " KiB");
    return true;
  }

  void run() {
    std::deque<Waiting> waiting;  // oldest first
    std::vector<pollfd> polled;
    for (;;) {
      {
        std::lock_guard lock(mutex_);
        if (stopping_) break;
        waiting.insert(waiting.end(), arriving_.begin(), arriving_.end());
        arriving_.clear();
      }
      // Full: the oldest, nearest its deadline anyway, make room for the newest.
      while (waiting.size() > server_.limits_.max_waiting) {
        if (!waiting.front().closing) send_refusal(waiting.front().sock, 408, "too many connections waiting to send a request");
        ::close(waiting.front().sock);
        waiting.pop_front();
      }
      polled.assign(1, pollfd{wake_[0], POLLIN, 0});
      int timeout = -1;
      for (const Waiting& w : waiting) {
        polled.push_back({w.sock, POLLIN, 0});
        const int left = static_cast<int>(std::max<long long>(
            0, std::chrono::ceil<std::chrono::milliseconds>(w.deadline - Clock::now()).count()));
        timeout = timeout < 0 ? left : std::min(timeout, left);
      }
      poll(polled.data(), polled.size(), timeout);
      char drain[64];
      while (::read(wake_[0], drain, sizeof drain) > 0) {
      }
      std::deque<Waiting> still;
      const auto now = Clock::now();
      for (std::size_t i = 0; i < waiting.size(); ++i) {
        Waiting& w = waiting[i];
        if (polled[i + 1].revents != 0 && !read(w)) continue;
        if (now < w.deadline) {
          still.push_back(std::move(w));
        } else if (w.closing || w.head.empty()) {
          ::close(w.sock);  // drained long enough, or opened ahead and never used (browsers do)
        } else {
          refuse(w, 408, "request not sent within the server's limit of " +
                             std::to_string(server_.limits_.read_time.count() / 1000) + " s");
          still.push_back(std::move(w));
        }
      }
      waiting.swap(still);
    }
    for (const Waiting& w : waiting) ::close(w.sock);
    std::lock_guard lock(mutex_);
    for (const Waiting& w : arriving_) ::close(w.sock);
  }

  GuardedServer& server_;
  httplib::ThreadPool workers_;
  int wake_[2] = {-1, -1};
  std::mutex mutex_;
  std::vector<Waiting> arriving_;  // accepted or answered, not yet polled
  bool serving_ = true;            // ready requests go to the workers
  bool stopping_ = false;          // the room closes
  std::thread thread_;             // last: started once the rest is ready
};

GuardedServer::GuardedServer(ConnectionLimits limits) : limits_(limits) {
  set_keep_alive_max_count(1);  // one request a connection: no idle connection holds a thread
  new_task_queue = [this] {
    auto* lobby = new Lobby(*this);
    lobby_ = lobby;
    return lobby;
  };
}

GuardedServer::~GuardedServer() = default;

bool GuardedServer::process_and_close_socket(socket_t sock) {
  lobby_->admit(sock);
  return true;
}

void GuardedServer::serve_one(socket_t sock, std::string head, Clock::time_point deadline) {
  RequestStream stream(sock, std::move(head), deadline, limits_.max_read, [this] { return stopping(); });
  bool closed = false;
  process_request(stream, true, closed, nullptr);
  lobby_->retire(sock);
}

}  // namespace chessy::server
