// `chessy-sat serve [--port 8080] [--bind 127.0.0.1] [--jobs N]`: the page and the
// JSON API over HTTP (cpp-httplib) until `interrupt` becomes true (Ctrl-C, SIGTERM).
// The command line is read by cli/ (its option table): this floor gets the settings.
#pragma once
#include <atomic>
#include <iosfwd>
#include <string>

namespace chessy::server {

struct ServeSettings {
  std::string bind = "127.0.0.1";  // loopback unless told otherwise (--bind)
  int port = 8080;                 // --port; 0: any free port (printed)
  int jobs = 0;                    // --jobs: searches at once (0: one per core)
};

// The bound address goes to `err` as "chessy-sat: serving http://HOST:PORT/". Returns 0
// when stopped, 3 when the port cannot be bound (the command line's statuses).
// `bound`, when given, receives the port once the server listens (tests serve on port
// 0 in process).
int serve(const ServeSettings& settings, std::ostream& err, const std::atomic<bool>* interrupt,
          std::atomic<int>* bound = nullptr);

}  // namespace chessy::server
