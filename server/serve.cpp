#include "server/serve.hpp"

#include <httplib.h>
#include <sys/socket.h>

#include <chrono>
#include <ostream>
#include <thread>

#include "chessy/chessy.hpp"
#include "server/http_api.hpp"
#include "server/page.hpp"

namespace chessy::server {

const char* const kServeUsage =
    "usage: chessy-sat serve [--port 8080] [--bind 127.0.0.1] [--jobs N]\n"
    "Serves a web page and a JSON API for the solver until Ctrl-C; the line on\n"
    "standard error names the address to open.\n"
    "  --port N          the port (default 8080; 0: a free one)\n"
    "  --bind ADDRESS    listen on ADDRESS (default 127.0.0.1: this machine only)\n"
    "  --jobs N          searches at once, more refused with 503 (default: cores)\n"
    "The JSON API (POST /api/solve, /api/check, /api/generate) is in the manual,\n"
    "docs/manual.md, \"Web page\".\n";

namespace {

using namespace std::chrono_literals;

struct ServeOptions {
  std::string bind = "127.0.0.1";  // loopback unless told otherwise
  int port = 8080;                 // 0: any free port (printed)
  int jobs = 0;                    // searches at once (0: one per core)
  bool help = false;               // --help: the usage, no server
};

int whole(const std::string& option, const std::string& value, int low, int high) {
  std::size_t used = 0;
  long long n = -1;
  try {
    n = std::stoll(value, &used);
  } catch (const std::exception&) {
  }
  if (used != value.size() || value.empty() || n < low || n > high)
    throw InputError("chessy-sat serve: " + option + " takes a whole number " + std::to_string(low) + ".." +
                     std::to_string(high) + ", not '" + value + "'");
  return static_cast<int>(n);
}

ServeOptions read_options(const std::vector<std::string>& args) {
  ServeOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      o.help = true;
      continue;
    }
    if (a != "--port" && a != "--bind" && a != "--jobs")
      throw InputError("chessy-sat serve: unknown option '" + a + "' (serve takes --port N, --bind ADDRESS, --jobs N; see 'chessy-sat serve --help')");
    if (i + 1 == args.size()) throw InputError("chessy-sat serve: " + a + " needs a value");
    const std::string& value = args[++i];
    if (a == "--port") o.port = whole(a, value, 0, 65535);
    if (a == "--jobs") o.jobs = whole(a, value, 1, 1024);
    if (a == "--bind") o.bind = value;
  }
  return o;
}

void answer(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, reply.type.c_str());
}

// A search's answer: whole when it comes within a second (so a solver's error is a
// 500), streamed otherwise. The stream writes a line at least every half second, so a
// closed connection (the page's Cancel) is seen and the search stopped.
void answer_search(httplib::Response& res, std::shared_ptr<Job> job, const Limits& limits) {
  if (job->mode() != Mode::All &&
      job->wait_done(std::chrono::milliseconds(static_cast<long>(limits.wait_for_status * 1000)))) {
    answer(res, job->reply());
    return;
  }
  // Types httplib does not gzip: compressed, a heartbeat stays in the compressor's
  // buffer, never reaches the socket, and a closed connection goes unseen.
  const char* type = job->mode() == Mode::All ? "application/x-ndjson" : "application/json; charset=utf-8";
  res.set_chunked_content_provider(type, [job](std::size_t, httplib::DataSink& sink) {
    std::string lines;
    const bool more = job->take(lines, 500ms);
    if (!more && job->mode() != Mode::All) lines += job->last_line();
    // Heartbeat: a progress line, or white space before the one JSON object.
    if (lines.empty() && more) lines = job->mode() == Mode::All ? job->progress_line() : "\n";
    if (!sink.write(lines.data(), lines.size())) {
      job->cancel();
      return false;
    }
    if (!more) sink.done();
    return true;
  });
}

}  // namespace

int serve(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
          const std::atomic<bool>* interrupt, std::atomic<int>* bound) {
  const ServeOptions o = read_options(args);
  if (o.help) {
    out << kServeUsage;
    return 0;
  }
  Limits limits;
  limits.max_running = o.jobs > 0 ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  Service service(limits);
  httplib::Server http;
  http.set_payload_max_length(limits.max_body);
  http.new_task_queue = [&] { return new httplib::ThreadPool(static_cast<std::size_t>(limits.max_running) + 8); };
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
  http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty())
      answer(res, {res.status, error_body(res.status == 413 ? "request body over the server's limit of 64 KiB"
                                          : res.status == 404 ? "no such page"
                                                              : "HTTP " + std::to_string(res.status))});
  });
  http.Get("/", [](const httplib::Request&, httplib::Response& res) {
    res.set_content(std::string(page_html()), "text/html; charset=utf-8");
  });
  http.Get("/api/version", [](const httplib::Request&, httplib::Response& res) {
    answer(res, version_reply());
  });
  http.Post("/api/solve", [&](const httplib::Request& req, httplib::Response& res) {
    auto started = service.solve(req.body);
    if (auto* reply = std::get_if<Reply>(&started)) return answer(res, *reply);
    answer_search(res, std::get<std::shared_ptr<Job>>(started), limits);
  });
  http.Post("/api/check", [&](const httplib::Request& req, httplib::Response& res) { answer(res, service.check(req.body)); });
  http.Post("/api/generate", [&](const httplib::Request& req, httplib::Response& res) {
    answer(res, service.generate(req.body));
  });

  // cpp-httplib 0.11 listens with a backlog of 5: 20 clients at once overflow it and
  // the kernel resets some connections. The socket kept, to listen again with more.
  int listening = -1;
  http.set_socket_options([&](socket_t socket) {
    httplib::default_socket_options(socket);
    listening = socket;
  });
  const int port = o.port == 0 ? http.bind_to_any_port(o.bind) : (http.bind_to_port(o.bind, o.port) ? o.port : -1);
  if (port < 0) {
    err << "chessy-sat serve: cannot listen on " << o.bind << ":" << o.port << "\n";
    return 3;
  }
  if (listening >= 0) ::listen(listening, SOMAXCONN);
  const std::string host = o.bind.find(':') != std::string::npos ? "[" + o.bind + "]" : o.bind;
  err << "chessy-sat: serving http://" << host << ":" << port << "/ (Ctrl-C stops)" << std::endl;
  // Ctrl-C or SIGTERM: every search told to stop, then the server, whose threads join.
  if (bound) bound->store(port);
  std::atomic<bool> ended{false};
  std::thread watcher([&] {
    while (!ended.load() && !(interrupt && interrupt->load())) std::this_thread::sleep_for(100ms);
    service.stop_all();
    http.stop();
  });
  http.listen_after_bind();
  ended.store(true);
  watcher.join();
  err << "chessy-sat: server stopped" << std::endl;
  return 0;
}

}  // namespace chessy::server
