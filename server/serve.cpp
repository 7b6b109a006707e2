#include "server/serve.hpp"

#include <httplib.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <functional>
#include <optional>
#include <ostream>
#include <random>
#include <thread>

#include "chessy/chessy.hpp"
#include "server/connections.hpp"
#include "server/http_api.hpp"
#include "server/page.hpp"

namespace chessy::server {

namespace {

using namespace std::chrono_literals;

void answer(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, reply.type.c_str());
}

// A search's answer: whole when it comes within a second (so a solver's error is a
// 500), streamed otherwise. The stream writes a line at least every half second, so a
// closed connection (the page's Cancel) is seen and the search stopped. `streams`
// counts the streams not yet ended, which a stopping server lets finish.
void answer_search(httplib::Response& res, std::shared_ptr<Job> job, const Limits& limits, std::atomic<int>& streams) {
  if (job->mode() != Mode::All &&
      job->wait_done(std::chrono::milliseconds(static_cast<long>(limits.wait_for_status * 1000)))) {
    answer(res, job->reply());
    return;
  }
  // Types httplib does not gzip: compressed, a heartbeat stays in the compressor's
  // buffer, never reaches the socket, and a closed connection goes unseen.
  const char* type = job->mode() == Mode::All ? "application/x-ndjson" : "application/json; charset=utf-8";
  ++streams;
  res.set_chunked_content_provider(
      type,
      [job](std::size_t, httplib::DataSink& sink) {
        std::string lines;
        const bool more = job->take(lines, 500ms);
        if (!more && job->mode() != Mode::All) lines += job->last_line();
        if (lines.empty() && more) lines = job->heartbeat();
        if (!sink.write(lines.data(), lines.size())) {
          job->cancel();
          return false;
        }
        if (!more) sink.done();
        return true;
      },
      [&streams](bool) { --streams; });
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// Who may ask (docs/manual.md, "Web page", security): a browser sends any page's
// requests to any address, so the server answers only requests meant for it, by its
// loopback names or the --bind address (a DNS-rebound name is refused), from its own
// page or from no page at all (curl, scripts); the API takes only JSON, which a page
// of another origin cannot send without a preflight, and no preflight is answered.
// Framing headers are checked before httplib reads the body. Checked twice: by the
// waiting room on the head as sent (before a body is read or a 100 Continue sent), and
// by httplib's routing on the head as httplib read it.
std::optional<Reply> refusal(const httplib::Request& req, const std::vector<std::string>& hosts, const Limits& limits) {
  // Two of these, which each reader may take in its own way (the first, the last).
  for (const char* name : {"Host", "Origin", "Transfer-Encoding"})
    if (req.get_header_value_count(name) > 1) return Reply{400, error_body(std::string("two ") + name + " headers")};
  const std::string host = lower(req.get_header_value("Host"));
  if (std::find(hosts.begin(), hosts.end(), host) == hosts.end())
    return Reply{421, error_body("this server answers requests for " + hosts.front() + ", not for '" + host + "'")};
  if (req.has_header("Origin") && req.get_header_value("Origin") != "http://" + host)
    return Reply{403, error_body("requests from another page's origin are refused ('" + req.get_header_value("Origin") + "')")};
  if (req.method == "OPTIONS") return Reply{405, error_body("no cross-origin requests: OPTIONS is not answered")};
  const std::size_t lengths = req.get_header_value_count("Content-Length");
  for (std::size_t i = 1; i < lengths; ++i)
    if (req.get_header_value("Content-Length", i) != req.get_header_value("Content-Length"))
      return Reply{400, error_body("two different Content-Length headers")};
  const std::string length = req.get_header_value("Content-Length");
  const bool chunked = req.has_header("Transfer-Encoding");
  if (chunked && (lower(req.get_header_value("Transfer-Encoding")) != "chunked" || lengths > 0))
    return Reply{400, error_body("Transfer-Encoding: only chunked, and not with Content-Length")};
  if (lengths > 0 && (length.empty() || length.find_first_not_of("0123456789") != std::string::npos))
    return Reply{400, error_body("Content-Length: a number of bytes, not '" + length + "'")};
  if (lengths > 0 && (length.size() > 18 || std::stoull(length) > limits.max_body))
    return body_too_large(limits.max_body);
  if (req.method != "POST") return std::nullopt;
  if (req.path.rfind("/api/", 0) == 0) {
    std::string type = lower(req.get_header_value("Content-Type"));
    type = type.substr(0, type.find(';'));
    type.erase(type.find_last_not_of(" \t") + 1);
    if (type != "application/json")
      return Reply{415, error_body("the API takes Content-Type: application/json, not '" + req.get_header_value("Content-Type") + "'")};
  }
  if (lengths == 0 && !chunked) return Reply{411, error_body("a request body needs a Content-Length")};
  return std::nullopt;
}

// The body of an API request, at most the limit, whichever way it is sent: httplib
// applies its payload limit only to a Content-Length body, not to a chunked (or
// compressed) one, so the handler reads the body itself.
std::optional<Reply> read_body(const httplib::ContentReader& reader, const Limits& limits, std::string& body) {
  bool over = false;
  const bool read = reader([&](const char* data, std::size_t size) {
    over = body.size() + size > limits.max_body;
    if (!over) body.append(data, size);
    return !over;
  });
  if (over) return body_too_large(limits.max_body);
  if (!read) return Reply{400, error_body("the request body could not be read whole (cut off, malformed chunks, or slower than the server's limit)")};
  return std::nullopt;
}

// 128 random bits, for the page's Content-Security-Policy nonce.
std::string nonce() {
  std::random_device random;
  char text[33];
  std::snprintf(text, sizeof text, "%08x%08x%08x%08x", random(), random(), random(), random());
  return text;
}

// The names a request may give in its Host header: the loopback ones and the --bind
// address, each with the port (a browser leaves port 80 out).
std::vector<std::string> host_names(const std::string& bind, int port) {
  std::vector<std::string> names;
  for (const std::string& name : {std::string("127.0.0.1"), std::string("localhost"), std::string("[::1]"), bind}) {
    names.push_back(lower(name) + ":" + std::to_string(port));
    if (port == 80) names.push_back(lower(name));
  }
  return names;
}

// The connections' limits of a server with `limits`.
ConnectionLimits connection_limits(const Limits& limits) {
  ConnectionLimits connections;
  connections.max_head = limits.max_head;
  connections.read_time = std::chrono::milliseconds(static_cast<long>(limits.read_time * 1000));
  connections.max_read = limits.max_head + 4 * limits.max_body;  // room for the chunks' framing
  connections.max_body = limits.max_body;
  connections.workers = static_cast<std::size_t>(limits.max_running) + 8;  // a search each, and 8 for the rest
  return connections;
}

// What every request meets before and after its handler: the refusals, the headers,
// the errors as JSON. `hosts` is filled once the port is known.
void guard(GuardedServer& http, const Limits& limits, const std::vector<std::string>& hosts) {
  http.set_payload_max_length(limits.max_body);
  http.set_read_timeout(connection_limits(limits).read_time);
  http.set_default_headers({{"X-Content-Type-Options", "nosniff"}, {"X-Frame-Options", "DENY"}});
  http.set_screen([&](const httplib::Request& req) { return refusal(req, hosts, limits); });
  http.set_pre_routing_handler([&](const httplib::Request& req, httplib::Response& res) {
    const std::optional<Reply> refused = refusal(req, hosts, limits);
    if (refused) answer(res, *refused);
    return refused ? httplib::Server::HandlerResponse::Handled : httplib::Server::HandlerResponse::Unhandled;
  });
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr e) {
    std::string what = "unknown";
    try {
      std::rethrow_exception(e);
    } catch (const std::exception& x) {
      what = x.what();
    } catch (...) {
    }
    answer(res, {500, error_body("internal error: " + what)});
  });
  http.set_error_handler([&limits](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    if (res.status == 413) return answer(res, body_too_large(limits.max_body));
    answer(res, {res.status, error_body(res.status == 404 ? "no such page" : "HTTP " + std::to_string(res.status))});
  });
}

// The page and the API's endpoints.
void route(GuardedServer& http, Service& service, const Limits& limits, std::atomic<int>& streams) {
  http.Get("/", [](const httplib::Request&, httplib::Response& res) {
    const std::string n = nonce();
    // The page's own inline script and styles (the nonce), its fetches to this server,
    // nothing else; and no frame may show it.
    res.set_header("Content-Security-Policy", "default-src 'none'; script-src 'nonce-" + n + "'; style-src 'nonce-" + n +
                                                  "'; img-src 'self'; connect-src 'self'; base-uri 'none'; "
                                                  "form-action 'none'; frame-ancestors 'none'");
    res.set_content(page_html(n), "text/html; charset=utf-8");
  });
  http.Get("/api/version", [](const httplib::Request&, httplib::Response& res) {
    answer(res, version_reply());
  });
  // Each endpoint gets its body read by read_body, within the limit, or never runs.
  auto post = [&](const char* path, std::function<void(const std::string&, httplib::Response&)> handle) {
    http.Post(path, [&limits, handle](const httplib::Request&, httplib::Response& res, const httplib::ContentReader& reader) {
      std::string body;
      if (auto refused = read_body(reader, limits, body)) return answer(res, *refused);
      handle(body, res);
    });
  };
  post("/api/solve", [&](const std::string& body, httplib::Response& res) {
    auto started = service.solve(body);
    if (auto* reply = std::get_if<Reply>(&started)) return answer(res, *reply);
    answer_search(res, std::get<std::shared_ptr<Job>>(started), limits, streams);
  });
  post("/api/check", [&](const std::string& body, httplib::Response& res) { answer(res, service.check(body, client_gone())); });
  post("/api/generate", [&](const std::string& body, httplib::Response& res) { answer(res, service.generate(body, client_gone())); });
  post("/api/explain", [&](const std::string& body, httplib::Response& res) { answer(res, service.explain(body, client_gone())); });
}

}  // namespace

int serve(const ServeSettings& o, std::ostream& err, const std::atomic<bool>* interrupt, std::atomic<int>* bound) {
  Limits limits;
  limits.max_running = o.jobs > 0 ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  Service service(limits);
  GuardedServer http(connection_limits(limits));
  std::vector<std::string> hosts;  // known once the port is
  guard(http, limits, hosts);
  std::atomic<int> streams{0};
  route(http, service, limits, streams);

  // cpp-httplib 0.11 listens with a backlog of 5: 20 clients at once overflow it and
  // the kernel resets some connections. The socket kept, to listen again with more.
  // Its default options set SO_REUSEPORT, with which a second server binds the same
  // port and the kernel splits the connections between them: SO_REUSEADDR only (a
  // restart binds at once), so a busy port is an error.
  int listening = -1;
  http.set_socket_options([&](socket_t socket) {
    const int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    listening = socket;
  });
  errno = 0;
  const int port = o.port == 0 ? http.bind_to_any_port(o.bind) : (http.bind_to_port(o.bind, o.port) ? o.port : -1);
  if (port < 0) {
    const int why = errno;
    err << "chessy-sat serve: cannot listen on " << o.bind << ":" << o.port
        << (why == EADDRINUSE      ? ": address already in use (another server?)"
            : why == EADDRNOTAVAIL ? ": address not available on this machine"
                                   : "")
        << "\n";
    return 3;
  }
  if (listening >= 0) ::listen(listening, SOMAXCONN);
  const std::string bind = o.bind.find(':') != std::string::npos ? "[" + o.bind + "]" : o.bind;
  hosts = host_names(bind, port);
  err << "chessy-sat: serving http://" << bind << ":" << port << "/ (Ctrl-C stops)" << std::endl;
  // Ctrl-C or SIGTERM: every search told to stop, their streams given a moment to
  // send their last line ("the server is stopping"), then the server, whose threads join.
  if (bound) bound->store(port);
  std::atomic<bool> ended{false};
  std::thread watcher([&] {
    while (!ended.load() && !(interrupt && interrupt->load())) std::this_thread::sleep_for(100ms);
    service.stop_all();
    for (int waited = 0; streams.load() > 0 && waited < 30; ++waited) std::this_thread::sleep_for(100ms);
    http.stop();
  });
  http.listen_after_bind();
  ended.store(true);
  watcher.join();
  err << "chessy-sat: server stopped" << std::endl;
  return 0;
}

}  // namespace chessy::server
