// `chessy-sat serve [--port 8080] [--bind 127.0.0.1] [--jobs N]`: the page and the
// JSON API over HTTP (cpp-httplib) until `interrupt` becomes true (Ctrl-C, SIGTERM).
#pragma once
#include <atomic>
#include <iosfwd>
#include <string>
#include <vector>

namespace chessy::server {

// `chessy-sat serve --help`: the usage, the options and where the docs are.
extern const char* const kServeUsage;

// args: after "serve". Bad options: InputError; --help (-h): kServeUsage on `out`, and
// no server. The bound address goes to `err` as
// "chessy-sat: serving http://HOST:PORT/". Returns 0 when stopped, 3 when the port
// cannot be bound (the command line's statuses). `bound`, when given, receives the
// port once the server listens (tests serve on port 0 in process).
int serve(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
          const std::atomic<bool>* interrupt, std::atomic<int>* bound = nullptr);

}  // namespace chessy::server
