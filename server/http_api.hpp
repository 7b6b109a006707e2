// The JSON endpoints of `chessy-sat serve`, without sockets: a body in, a status and a
// body out, so that tests drive them in process. serve.cpp puts them behind HTTP.
#pragma once
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>

#include "chessy/chessy.hpp"
#include "chessy/search.hpp"
#include "server/limits.hpp"

namespace chessy::server {

// An answer that is whole: status, body, its type.
struct Reply {
  int status = 200;  // 200, 400 (bad request), 500 (a bug), 501, 503 (busy)
  std::string body;  // JSON; errors are {"error": "one line"}
  std::string type = "application/json";
};

// A /api/solve body read: the problem (the JSON problem format) and the keys for the
// server. InputError with the command line's message, named "request".
struct SolveRequest {
  api::Problem problem;  // the problem, within the limits
  Mode mode = Mode::One;  // "mode": "one" (default), "count", "all"
  double timeout = 0;     // seconds, the default or the request's, at most the limit
  // "optimize": "min" or "max" with an open count '?': the search at the optimum
  // (one, count or all), as the command line's --min/--max.
  api::Optimize optimize = api::Optimize::None;
  // "progress": true: a streamed one/count answer is JSON Lines, a progress line every
  // half second (with the optimum's bounds) before the answer's object, as "all" has.
  bool progress = false;
};
SolveRequest read_solve_request(std::string_view body, const Limits& limits);

class Service;

// Whether the client of a request has closed its connection (connections.hpp's
// client_gone()); empty: never asked.
using Gone = std::function<bool()>;

// One search on a search handle (chessy/search.hpp); what it finds becomes lines of
// JSON, taken by the connection as they come. Destroying the job stops the search and
// joins its thread.
class Job {
 public:
  Job(Service& service, SolveRequest request);
  ~Job();
  Job(const Job&) = delete;
  Job& operator=(const Job&) = delete;

  Mode mode() const { return mode_; }
  // Waits up to `wait` for lines; appends those ready to `out`, about
  // Limits::stream_batch bytes at most. False once the search has ended and every line
  // was taken.
  bool take(std::string& out, std::chrono::milliseconds wait);
  // Waits up to `wait` for the end; true when ended.
  bool wait_done(std::chrono::milliseconds wait);
  // The whole answer of an ended one/count search (500 for an error in the solver).
  Reply reply();
  // A streamed one/count answer's last line: the answer, or its error as error_line.
  std::string last_line();
  // An error once the status (200) is sent: the stream's last line,
  // {"error": "...", "status": 400 or 500, "complete": false}.
  static std::string error_line(const Reply& reply);
  // Asks the search to stop (the connection closed, the server stops).
  void cancel();
  // {"progress": ...}: seconds so far, solutions found (a list), the optimum's bounds
  // (with "optimize"), for a streamed list or a one/count that asked for "progress".
  std::string progress_line() const;
  // What a stream writes when nothing else comes: a progress line, or white space
  // before a one/count answer's one JSON object.
  std::string heartbeat() const;
  // The search has not returned yet: it holds one of the server's slots.
  bool searching() const { return !search_.done(); }

 private:
  // Takes what the search has, waiting up to `wait`: a list's lines, then the answer.
  void pull(std::chrono::milliseconds wait);
  // pull() until the end, a line to take (`lines`), or `until`.
  void pull_until(std::chrono::steady_clock::time_point until, bool lines);
  // The search has returned: its answer (one/count) or last lines (all), or its error.
  void finish(std::optional<Reply> error);
  bool stopped_by_server() const;  // cancelled by Service::stop_all

  Service& service_;
  Mode mode_;
  api::Optimize optimize_;  // the answers name the optimum ("minimum": K)
  bool progress_;           // one/count: progress lines in the stream
  bool stars_;              // a region puzzle: its pieces are written "*" (docs/output.md)
  std::atomic<bool> cancelled_{false};
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::mutex mutex_;     // one puller at a time (the handle has one consumer)
  std::string pending_;  // lines not yet taken
  std::size_t batch_;    // pull() stops once pending_ holds so many bytes (Limits::stream_batch)
  bool done_ = false;
  std::optional<api::Solution> solution_;  // one: the solution found
  std::uint64_t listed_ = 0;               // all: the lines' index
  Reply final_;          // one/count: the answer
  api::OptimumProgress bounds_;  // "optimize": the search's bounds as it runs
  api::Search search_;   // last: started once the rest is ready
};

// The endpoints and what they share: the limits, the running searches.
class Service {
 public:
  explicit Service(Limits limits) : limits_(limits) {}
  const Limits& limits() const { return limits_; }

  // POST /api/solve: an error now (400, 503), or the job that answers.
  std::variant<Reply, std::shared_ptr<Job>> solve(std::string_view body);
  // POST /api/check: {"solved": true} or {"solved": false, "reason": "..."}; a region
  // puzzle's also names the cells of the fault ("cells") and whether the puzzle is
  // unique ("unique", counted to 2 in a search's slot).
  Reply check(std::string_view body, const Gone& gone = {});
  // POST /api/generate: puzzles of the template, each with its clues and solution; with
  // "regions": true, region puzzles of "size" and "stars" (puzzle/region_generate.hpp).
  Reply generate(std::string_view body, const Gone& gone = {});
  // POST /api/explain: a region puzzle's steps by human techniques and its rating
  // (puzzle/explain.hpp); "next": true, the first step only (the page's Hint). Each of
  // the three stops its search once `gone` says the client has gone, or the server stops.
  Reply explain(std::string_view body, const Gone& gone = {});
  // Stops every running search (the server is stopping); later solves are refused.
  void stop_all();
  bool stopping() const;  // stop_all was called
  int running() const;  // searches running (generations, explanations, counts in check not counted)

 private:
  friend class Job;
  friend class SideSearch;
  void leave(Job* job);
  int searching() const;  // jobs whose search has not returned, the mutex held
  // A search that is no Job (a generation, an explanation, the count of /api/check)
  // takes a slot as a Job does: the 503 when none is free (or the server stops).
  std::optional<Reply> enter_side_search();
  std::optional<Reply> busy_reply() const;  // the 503 when every slot is held, the mutex held
  void leave_side_search();

  Limits limits_;
  mutable std::mutex mutex_;
  std::set<Job*> jobs_;  // alive, for stop_all
  bool stopping_ = false;
  int side_searches_ = 0;                 // searches that are no Job running (each a slot)
  std::atomic<bool> stop_side_{false};    // set by stop_all: they stop
};

// GET /api/version: {"version": "chessy-sat 0.2.0 (...)"}.
Reply version_reply();

// {"error": message}
std::string error_body(const std::string& message);

// 413 for a request body over `max_body` bytes, whichever check finds it.
Reply body_too_large(std::size_t max_body);

}  // namespace chessy::server
