#include "server/connections.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <deque>
#include <mutex>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "server/http_api.hpp"

namespace chessy::server {

// Where a chunked body stands: the chunks wholly read so far (the waiting room's).
struct Chunks {
  std::size_t at = 0;     // where the next chunk's size line (or trailer line) begins
  std::size_t data = 0;   // the data of the chunks passed
  bool trailers = false;  // the last chunk passed: trailer lines until an empty one
};

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
  // What the socket takes now, never blocking: a client that stops reading fails the
  // write after 5 s without room (is_writable), where a blocking send of a whole batch
  // would hold the thread, and its search, for as long as the client keeps the connection.
  ssize_t write(const char* ptr, std::size_t size) override {
    for (;;) {
      if (!is_writable()) return -1;
      const ssize_t n = send(sock_, ptr, size, MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return n;
    }
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

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A head as the waiting room reads it: the request for the screen, the text passed on
// to httplib (without the headers the room takes care of), how the body comes.
struct Head {
  httplib::Request request;
  std::string text;               // request line and headers, ending with the empty line
  bool expects_continue = false;  // Expect: 100-continue
  bool chunked = false;           // Transfer-Encoding (the screen lets chunked alone through)
  std::optional<std::size_t> length;  // Content-Length, when a number of at most 18 digits
};

// The head in `text` (its lines end with CRLF, the last one empty); none when a line is
// malformed: a request line of other than three parts, a header line without a name
// and a colon, or folded (white space first).
std::optional<Head> parse_head(std::string_view text) {
  Head head;
  std::size_t at = text.find("\r\n");
  const std::string_view line = text.substr(0, at);
  const std::size_t first = line.find(' '), second = line.find(' ', first + 1);
  if (first == 0 || first == std::string_view::npos || second == first + 1 || second == std::string_view::npos ||
      second + 1 == line.size() || line.find(' ', second + 1) != std::string_view::npos)
    return std::nullopt;
  head.request.method = line.substr(0, first);
  head.request.target = line.substr(first + 1, second - first - 1);
  head.request.path = head.request.target.substr(0, head.request.target.find('?'));
  head.text = line;
  head.text += "\r\n";
  for (at += 2; at < text.size();) {
    const std::size_t end = text.find("\r\n", at);
    const std::string_view header = text.substr(at, end - at);
    at = end + 2;
    if (header.empty()) break;
    const std::size_t colon = header.find(':');
    if (colon == 0 || colon == std::string_view::npos || header.substr(0, colon).find_first_of(" \t") != std::string_view::npos)
      return std::nullopt;
    std::string_view value = header.substr(colon + 1);
    value.remove_prefix(std::min(value.size(), value.find_first_not_of(" \t")));
    value.remove_suffix(value.size() - (value.find_last_not_of(" \t") + 1));
    const std::string name = lower(header.substr(0, colon));
    head.request.headers.emplace(std::string(header.substr(0, colon)), std::string(value));
    if (name == "expect") head.expects_continue = head.expects_continue || lower(value) == "100-continue";
    head.chunked = head.chunked || name == "transfer-encoding";
    if (name == "content-length" && !value.empty() && value.size() <= 18 &&
        value.find_first_not_of("0123456789") == std::string_view::npos)
      head.length = std::stoull(std::string(value));
    if (name == "range" || name == "if-range" || name == "expect") continue;  // taken care of here
    head.text.append(header);
    head.text += "\r\n";
  }
  head.text += "\r\n";
  return head;
}

enum class Framing { Incomplete, Complete, Malformed, OverLimit };

// Goes over the chunks wholly in `text` from `chunks.at` (each byte is looked at once,
// however slowly the body comes). A size line or trailer line is at most 4 KiB.
Framing scan_chunks(const std::string& text, Chunks& chunks, std::size_t max_body) {
  for (;;) {
    const std::size_t end = text.find('\n', chunks.at);
    if (end == std::string::npos) return text.size() - chunks.at > 4096 ? Framing::Malformed : Framing::Incomplete;
    if (end == chunks.at || text[end - 1] != '\r') return Framing::Malformed;
    const std::string_view line(text.data() + chunks.at, end - 1 - chunks.at);
    if (chunks.trailers) {
      chunks.at = end + 1;
      if (line.empty()) return Framing::Complete;
      continue;
    }
    std::size_t digits = 0, size = 0;
    for (; digits < line.size() && std::isxdigit(static_cast<unsigned char>(line[digits])); ++digits) {
      if (digits == 15) return Framing::Malformed;
      const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(line[digits])));
      size = size * 16 + static_cast<std::size_t>(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    if (digits == 0 || (digits < line.size() && line[digits] != ';' && line[digits] != ' ' && line[digits] != '\t'))
      return Framing::Malformed;
    if (chunks.data + size > max_body) return Framing::OverLimit;
    if (size == 0) {
      chunks.trailers = true;
      chunks.at = end + 1;
      continue;
    }
    if (text.size() < end + 1 + size + 2) return Framing::Incomplete;
    if (text.compare(end + 1 + size, 2, "\r\n") != 0) return Framing::Malformed;
    chunks.at = end + 1 + size + 2;
    chunks.data += size;
  }
}

const char* reason(int status) {
  switch (status) {
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 411: return "Length Required";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    case 421: return "Misdirected Request";
    case 431: return "Request Header Fields Too Large";
    default: return "Error";
  }
}

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
    Waiting(socket_t s, Clock::time_point until, bool answered) : sock(s), deadline(until), closing(answered) {}
    socket_t sock;
    std::string head;  // what came so far: the head, then the body
    Clock::time_point deadline;
    bool closing;             // answered: drained until the client closes or the deadline
    std::size_t drained = 0;  // bytes thrown away once closing
    std::size_t scanned = 0;  // bytes of the head looked at for its end
    std::size_t body = std::string::npos;  // where the body begins, once the head has come
    std::optional<std::size_t> length;     // the body's length, unless chunked
    Chunks chunks;                         // a chunked body's progress
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
      arriving_.emplace_back(sock, Clock::now() + (closing ? 500ms : server_.limits_.read_time), closing);
    }
    wake();
  }
  void wake() { [[maybe_unused]] const ssize_t n = ::write(wake_[1], "", 1); }

  // An answer from the waiting room, in the API's JSON.
  static void send_refusal(socket_t sock, int status, const std::string& body) {
    const std::string reply = "HTTP/1.1 " + std::to_string(status) + " " + reason(status) +
                              "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                              "\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nConnection: close\r\n\r\n" +
                              body;
    send(sock, reply.data(), reply.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  }
  // Refused, then shut for writing and drained like an answered connection.
  static void refuse(Waiting& w, const Reply& reply) {
    send_refusal(w.sock, reply.status, reply.body);
    ::shutdown(w.sock, SHUT_WR);
    w = Waiting(w.sock, Clock::now() + 500ms, true);
  }
  static void refuse(Waiting& w, int status, const std::string& message) { refuse(w, Reply{status, error_body(message)}); }

  // Reads what poll found; false when the connection is no longer the room's.
  bool read(Waiting& w) {
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
    if (w.body == std::string::npos && !read_head(w)) return true;
    if (!body_read(w)) return true;
    std::lock_guard lock(mutex_);
    if (serving_) {
      workers_.enqueue([this, w] { server_.serve_one(w.sock, w.head, w.deadline); });
      return false;
    }
    ::close(w.sock);  // the server is stopping
    return false;
  }

  // Looks for the head's end; once it has come, screens it (and answers an Expect:
  // 100-continue). False while it has not come or when it is refused.
  bool read_head(Waiting& w) {
    const ConnectionLimits& limits = server_.limits_;
    for (; w.scanned < w.head.size() && w.body == std::string::npos; ++w.scanned) {
      if (w.head[w.scanned] != '\n') continue;
      if (w.scanned == 0 || w.head[w.scanned - 1] != '\r') {
        refuse(w, 400, "a request's lines end with CRLF, not a bare LF");
        return false;
      }
      if (w.scanned >= 3 && w.head.compare(w.scanned - 3, 4, "\r\n\r\n") == 0) w.body = w.scanned + 1;
    }
    if (w.body == std::string::npos ? w.head.size() >= limits.max_head : w.body > limits.max_head) {
      refuse(w, 431, "request line and headers over the server's limit of " + std::to_string(limits.max_head / 1024) + " KiB");
      return false;
    }
    if (w.body == std::string::npos) return false;
    std::optional<Head> head = parse_head(std::string_view(w.head).substr(0, w.body));
    if (!head) {
      refuse(w, 400, "a malformed request line or header line");
      return false;
    }
    if (server_.screen_) {
      if (const std::optional<Reply> refused = server_.screen_(head->request)) {
        refuse(w, *refused);
        return false;
      }
    }
    w.head.replace(0, w.body, head->text);
    w.body = head->text.size();
    w.length = head->chunked ? std::nullopt : std::optional<std::size_t>(head->length.value_or(0));
    w.chunks.at = w.body;
    const bool more = head->chunked || w.head.size() < w.body + *w.length;
    if (head->expects_continue && more) {
      static const std::string kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
      send(w.sock, kContinue.data(), kContinue.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    }
    return true;
  }

  // Whether the body has come whole (or as much as a request may send: httplib then
  // finds what is wrong without waiting); false too when it is refused.
  bool body_read(Waiting& w) {
    const ConnectionLimits& limits = server_.limits_;
    if (w.length) return w.head.size() >= w.body + *w.length || w.head.size() >= limits.max_read;
    switch (scan_chunks(w.head, w.chunks, limits.max_body)) {
      case Framing::Complete: return true;
      case Framing::Incomplete: return w.head.size() >= limits.max_read;
      case Framing::Malformed: refuse(w, 400, "a malformed chunk in the request body"); return false;
      case Framing::OverLimit: refuse(w, body_too_large(limits.max_body)); return false;
    }
    return false;
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
      // Full: the oldest, nearest its deadline anyway, make room for the newest; the
      // same when what they hold passes the room's bound.
      std::size_t buffered = 0;
      for (const Waiting& w : waiting) buffered += w.head.size();
      while (waiting.size() > server_.limits_.max_waiting || buffered > server_.limits_.max_buffered) {
        buffered -= waiting.front().head.size();
        if (!waiting.front().closing) send_refusal(waiting.front().sock, 408, error_body("too many connections waiting to send a request"));
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

namespace {
thread_local socket_t serving = INVALID_SOCKET;  // the connection this worker serves
}  // namespace

Gone client_gone() {
  return [sock = serving] {
    if (sock == INVALID_SOCKET) return false;
    pollfd p{sock, POLLIN, 0};
    if (poll(&p, 1, 0) <= 0) return false;
    if (p.revents & (POLLERR | POLLHUP)) return true;
    char byte;
    return recv(sock, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0;
  };
}

void GuardedServer::serve_one(socket_t sock, std::string head, Clock::time_point deadline) {
  RequestStream stream(sock, std::move(head), deadline, limits_.max_read, [this] { return stopping(); });
  bool closed = false;
  serving = sock;
  process_request(stream, true, closed, nullptr);
  serving = INVALID_SOCKET;
  lobby_->retire(sock);
}

}  // namespace chessy::server
