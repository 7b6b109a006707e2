#include "server/http_api.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <thread>
#include <random>
#include <vector>

#include "util/json_holds.hpp"
#include "util/json_pieces.hpp"
#include "util/json_read.hpp"
#include "puzzle/generate.hpp"
#include "server/region_verdict.hpp"
#include "puzzle/explain.hpp"
#include "puzzle/region_generate.hpp"

namespace chessy::server {

namespace {

using nlohmann::json;
constexpr const char* kName = "request";  // what messages about a body call it

std::string text_of(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", seconds);
  return buffer;
}

// Where `text` stops being UTF-8 (overlong forms, surrogates and code points over
// U+10FFFF included), or npos.
std::size_t bad_utf8_at(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    const unsigned lead = byte(i);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4                 ? 4
                                                                               : 0;
    if (length == 0) return i;
    // The second byte's range narrows after E0, ED, F0, F4; the rest are 80..BF.
    const unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    const unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    for (std::size_t k = 1; k < length; ++k)
      if (byte(i + k) < (k == 1 ? low : 0x80) || byte(i + k) > (k == 1 ? high : 0xBF)) return i;
    i += length;
  }
  return std::string_view::npos;
}

// The body as a JSON object, or the problem parser's own message for what it is not.
// nlohmann's parser takes a NUL byte for the end of its input and lets invalid UTF-8
// through (to fail later, when the object is written out): both refused first.
json object_of(std::string_view body) {
  if (const std::size_t nul = body.find('\0'); nul != std::string_view::npos)
    throw InputError(std::string(kName) + ": a NUL byte at offset " + std::to_string(nul) +
                     ": a request is one JSON object and nothing after it");
  if (const std::size_t bad = bad_utf8_at(body); bad != std::string_view::npos)
    throw InputError(std::string(kName) + ": invalid UTF-8 at offset " + std::to_string(bad) + ": a request is UTF-8 JSON");
  json parsed;
  try {
    parsed = read_json(body, kName);  // keys given twice refused as the problem reader refuses them
  } catch (const json::exception&) {
    api::Problem::parse(body, kName);  // throws the command line's message
    throw InputError(std::string(kName) + R"(: a JSON problem is one object, {"pieces": [...], ...})");
  }
  if (!parsed.is_object()) {
    api::Problem::parse(body, kName);
    throw InputError(std::string(kName) + R"(: a JSON problem is one object, {"pieces": [...], ...})");
  }
  return parsed;
}

// Takes `key` out of `object` (the problem parser refuses keys it does not know).
std::optional<json> take_key(json& object, const char* key) {
  auto at = object.find(key);
  if (at == object.end()) return std::nullopt;
  json value = *at;
  object.erase(at);
  return value;
}

// The choice a request's key names by its word ("mode": "count"), or nothing.
template <class Choice>
std::optional<Choice> choice_of(const json& value) {
  return value.is_string() ? named<Choice>(value.get_ref<const std::string&>()) : std::nullopt;
}

api::Problem problem_within(const json& object, const Limits& limits) {
  api::Problem problem = api::Problem::parse(object.dump(), kName);
  if (problem.rows() > limits.max_board || problem.cols() > limits.max_board)
    throw InputError(std::string(kName) + ": size: " + std::to_string(problem.rows()) + "x" +
                     std::to_string(problem.cols()) + " is over the server's limit of " +
                     std::to_string(limits.max_board) + "x" + std::to_string(limits.max_board));
  return problem;
}

// `stars`: a region puzzle's, whose kings are stars, "*" as the command line's --json
// writes them (docs/output.md).
json pieces_json(const std::vector<api::Placement>& pieces, bool stars) {
  json out = json::array();
  for (const api::Placement& p : pieces)
    out.push_back(piece_json<json>(stars ? '*' : static_cast<char>(p.piece), p.colour == api::Colour::None ? '\0' : static_cast<char>(p.colour),
                                   p.row, p.col));
  return out;
}

json solution_json(const api::Solution& s, bool stars) {
  return {{"class_size", s.class_size}, {"pieces", pieces_json(s.pieces, stars)}, {"board", s.board}};
}

// The bounds an optimum search has proven so far (docs/manual.md, "optimum"): "lower"
// and "upper", both null before a first solution, as the command line's --json says
// when stopped; `trying` adds the bound of the call under way (a progress line).
json bounds_json(const api::OptimumProgress& bounds, bool trying) {
  const long long upper = bounds.upper, under_way = bounds.trying;
  json out{{"lower", upper < 0 ? json(nullptr) : json(bounds.lower.load())}, {"upper", upper < 0 ? json(nullptr) : json(upper)}};
  if (trying) out["trying"] = under_way < 0 ? json(nullptr) : json(under_way);
  return out;
}

// With "optimize": the optimum as the command line's --json names it ("minimum": 5;
// null when no count works or it was not proven), and the bounds reached when the
// search stopped before it was proven.
void add_optimum(json& out, api::Optimize optimize, std::optional<long long> optimum, bool complete,
                 const api::OptimumProgress& bounds) {
  if (optimize == api::Optimize::None) return;
  out[std::string(optimum_word(optimize))] = optimum ? json(*optimum) : json(nullptr);
  if (!optimum && !complete) out.update(bounds_json(bounds, false));
}

json counts_json(const api::Counts& c, api::Optimize optimize, const api::OptimumProgress& bounds) {
  json out{{"fundamental", c.fundamental}, {"total", c.total}, {"complete", c.complete}};
  add_optimum(out, optimize, c.optimum, c.complete, bounds);
  return out;
}

// A piece of the "placed" list of /api/check (a region puzzle's stars: star_of).
api::Placement placement_of(const json& item, std::size_t index) {
  const std::string where = std::string(kName) + ": placed[" + std::to_string(index) + "]: ";
  if (!item.is_object() || !item.contains("piece") || !item["piece"].is_string() || item["piece"].get<std::string>().size() != 1 ||
      !item.contains("row") || !json_holds<int>(item["row"]) || !item.contains("col") || !json_holds<int>(item["col"]))
    throw InputError(where + R"(a piece is {"piece": "q", "colour": null, "row": 0, "col": 3})");
  for (const auto& [key, value] : item.items())
    if (key != "piece" && key != "colour" && key != "row" && key != "col") throw InputError(where + key + ": unknown key");
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(item["piece"].get<std::string>()[0])));
  if (std::string("QRBNKP").find(letter) == std::string::npos) throw InputError(where + "unknown piece");
  api::Colour colour = api::Colour::None;
  if (item.contains("colour") && !item["colour"].is_null()) {
    const json& c = item["colour"];
    if (c == "w") colour = api::Colour::White;
    else if (c == "b") colour = api::Colour::Black;
    else throw InputError(where + R"(colour: "w", "b" or null)");
  }
  return {static_cast<api::Piece>(letter), colour, item["row"].get<int>(), item["col"].get<int>()};
}

}  // namespace

// A message may quote what a client sent: bytes that are no UTF-8 become U+FFFD rather
// than make dump() throw (a 500, or an exception inside the exception handler).
std::string error_body(const std::string& message) {
  return json{{"error", message}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

Reply body_too_large(std::size_t max_body) {
  return {413, error_body("request body over the server's limit of " + std::to_string(max_body / 1024) + " KiB")};
}

Reply version_reply() { return {200, json{{"version", api::version()}}.dump()}; }

SolveRequest read_solve_request(std::string_view body, const Limits& limits) {
  json object = object_of(body);
  SolveRequest request{api::Problem(), Mode::One, limits.default_timeout};
  if (auto mode = take_key(object, "mode")) {
    const std::optional<Mode> named_mode = choice_of<Mode>(*mode);
    if (!named_mode) throw InputError(std::string(kName) + R"(: mode: "one", "count" or "all")");
    request.mode = *named_mode;
  }
  if (auto timeout = take_key(object, "timeout")) {
    if (!timeout->is_number() || !(timeout->get<double>() > 0) || !std::isfinite(timeout->get<double>()))
      throw InputError(std::string(kName) + ": timeout: seconds, a number > 0");
    if (timeout->get<double>() > limits.max_timeout)
      throw InputError(std::string(kName) + ": timeout: at most " + text_of(limits.max_timeout) + " seconds on this server");
    request.timeout = timeout->get<double>();
  }
  if (auto optimize = take_key(object, "optimize")) {
    const std::optional<api::Optimize> named_optimize = choice_of<api::Optimize>(*optimize);
    if (!named_optimize)
      throw InputError(std::string(kName) + R"(: optimize: "min" or "max" (the open count '?' at its fewest or most))");
    request.optimize = *named_optimize;
  }
  if (auto progress = take_key(object, "progress")) {
    if (!progress->is_boolean()) throw InputError(std::string(kName) + ": progress: true or false");
    request.progress = progress->get<bool>();
  }
  request.problem = problem_within(object, limits);
  // Known now, so a 400 before the stream begins, not an error line inside it.
  const auto open = request.problem.open();
  if (open && request.optimize == api::Optimize::None)
    throw InputError(open->where + R"(: an open count '?' needs "optimize": "min" or "max" (the command line's --min, --max))");
  if (!open && request.optimize != api::Optimize::None)
    throw InputError(std::string(kName) + R"(: optimize needs a piece with an open count, "count": "?")");
  return request;
}

namespace {
// The search a request asks for, on one core: the limit of searches is the number of cores.
api::Search start_search(const SolveRequest& request, api::OptimumProgress& bounds, const Limits& limits) {
  api::Options options;
  options.jobs = 1;
  options.timeout = request.timeout;
  options.optimize = request.optimize;
  options.bounds = &bounds;
  switch (request.mode) {
    case Mode::One: return api::Search::one(request.problem, options);
    case Mode::Count: return api::Search::count(request.problem, options);
    case Mode::All: break;
  }
  // Bounded: a slow reader holds the search (until its timeout), not the answer in memory.
  return api::Search::list(request.problem, options, std::max<std::size_t>(1, limits.stream_queue));
}
}  // namespace

Job::Job(Service& service, SolveRequest request)
    : service_(service),
      mode_(request.mode),
      optimize_(request.optimize),
      progress_(request.progress),
      stars_(request.problem.stars() > 0),
      batch_(service.limits().stream_batch),
      search_(start_search(request, bounds_, service.limits())) {}

Job::~Job() { service_.leave(this); }  // then search_ stops and joins its worker

void Job::cancel() {
  if (!search_.done()) cancelled_ = true;  // an answer already found stays the answer
  search_.stop();
}

void Job::pull(std::chrono::milliseconds wait) {
  if (done_) return;
  try {
    for (api::Search::Next next = search_.next(wait);; next = search_.next(std::chrono::milliseconds(0))) {
      if (next.state == api::Search::State::NotYet) return;
      if (next.state != api::Search::State::Found) break;
      if (mode_ != Mode::All) {
        solution_ = std::move(next.solution);
        continue;
      }
      json line = solution_json(*next.solution, stars_);
      line["index"] = ++listed_;
      pending_ += line.dump() + "\n";
      if (pending_.size() >= batch_) return;  // written before more is taken: the search may be faster
    }
    finish(std::nullopt);
  } catch (const Interrupted& e) {  // solve() stopped by the timeout: no solution, incomplete
    json stopped{{"solution", nullptr}, {"complete", false}};
    add_optimum(stopped, optimize_, std::nullopt, false, bounds_);
    finish(mode_ == Mode::One ? Reply{200, stopped.dump()} : Reply{500, error_body(std::string("internal error: ") + e.what())});
  } catch (const InputError& e) {  // the problem passed the parser but not the search
    finish(Reply{400, error_body(e.what())});
  } catch (const std::exception& e) {  // a bug or a solver's failure: said, never a crash
    finish(Reply{500, error_body(std::string("internal error: ") + e.what())});
  }
}

void Job::finish(std::optional<Reply> error) {
  Reply reply;
  if (error) {
    reply = std::move(*error);
  } else if (mode_ == Mode::One) {
    json one{{"solution", solution_ ? solution_json(*solution_, stars_) : json(nullptr)}, {"complete", true}};
    // The search ended proven: its bounds met at the optimum.
    add_optimum(one, optimize_, solution_ ? std::optional<long long>(bounds_.lower) : std::nullopt, true, bounds_);
    reply.body = one.dump();
  } else if (mode_ == Mode::Count) {
    reply.body = counts_json(*search_.counts(), optimize_, bounds_).dump();
  } else {
    const api::Counts c = *search_.counts();
    json done = counts_json(c, optimize_, bounds_);
    // Stopped: what was listed (the API's counts can miss the last few handed over).
    if (!c.complete) done["fundamental"] = search_.so_far().fundamental, done["total"] = search_.so_far().total;
    done["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (!stopped_by_server()) pending_ += json{{"done", done}}.dump() + "\n";
  }
  // Cut short by the server stopping (Ctrl-C, SIGTERM): said so, as the last line.
  if (stopped_by_server()) reply = {503, error_body("the server is stopping")};
  if (mode_ == Mode::All && reply.status != 200) pending_ += error_line(reply) + "\n";
  final_ = std::move(reply);
  done_ = true;
}

void Job::pull_until(std::chrono::steady_clock::time_point until, bool lines) {
  for (;;) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
    pull(std::max(left, std::chrono::milliseconds(0)));
    if (done_ || (lines && !pending_.empty()) || std::chrono::steady_clock::now() >= until) return;
  }
}

bool Job::take(std::string& out, std::chrono::milliseconds wait) {
  std::lock_guard lock(mutex_);
  pull_until(std::chrono::steady_clock::now() + wait, true);
  out += pending_;
  pending_.clear();
  return !done_;
}

bool Job::wait_done(std::chrono::milliseconds wait) {
  std::lock_guard lock(mutex_);
  pull_until(std::chrono::steady_clock::now() + wait, false);
  return done_;
}

Reply Job::reply() {
  std::lock_guard lock(mutex_);
  return final_;
}

std::string Job::error_line(const Reply& reply) {
  return json{{"error", json::parse(reply.body)["error"]}, {"status", reply.status}, {"complete", false}}.dump();
}

std::string Job::last_line() {
  const Reply r = reply();
  return (r.status == 200 ? r.body : error_line(r)) + "\n";
}

std::string Job::progress_line() const {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  json progress{{"seconds", seconds}};
  // Classes so far: a list's handed over, a count's found (the page's count and rate).
  if (mode_ != Mode::One) progress["found"] = search_.so_far().fundamental;
  if (optimize_ != api::Optimize::None) progress.update(bounds_json(bounds_, true));
  return json{{"progress", progress}}.dump() + "\n";
}

std::string Job::heartbeat() const { return mode_ == Mode::All || progress_ ? progress_line() : "\n"; }

std::variant<Reply, std::shared_ptr<Job>> Service::solve(std::string_view body) {
  SolveRequest request;
  try {
    request = read_solve_request(body, limits_);
  } catch (const InputError& e) {
    return Reply{400, error_body(e.what())};
  }
  std::lock_guard lock(mutex_);
  if (stopping_) return Reply{503, error_body("the server is stopping")};
  if (auto busy = busy_reply()) return *busy;
  auto job = std::make_shared<Job>(*this, std::move(request));
  jobs_.insert(job.get());
  return job;
}

// A search that is no Job (a generation, an explanation, the count of /api/check) in a
// slot of the server's, or the reply refusing it; the slot is given back at the end.
// Its stop flag is set once the server stops or the client has gone (`gone`, looked
// at every 100 ms): a closed connection ends it as it ends a solve's stream.
class SideSearch {
 public:
  SideSearch(Service& service, Gone gone) : service_(service), refused_(service.enter_side_search()) {
    if (refused_) return;
    watcher_ = std::thread([this, gone = std::move(gone)] {
      std::unique_lock lock(mutex_);
      while (!ended_ && !stop_.load()) {
        if (service_.stop_side_.load() || (gone && gone())) stop_.store(true);
        wake_.wait_for(lock, std::chrono::milliseconds(100));
      }
    });
  }
  ~SideSearch() {
    if (refused_) return;
    {
      std::lock_guard lock(mutex_);
      ended_ = true;
    }
    wake_.notify_all();
    watcher_.join();
    service_.leave_side_search();
  }
  SideSearch(const SideSearch&) = delete;
  SideSearch& operator=(const SideSearch&) = delete;
  const std::optional<Reply>& refused() const { return refused_; }
  const std::atomic<bool>* stop() const { return &stop_; }  // true once the server stops or the client went

 private:
  Service& service_;
  std::optional<Reply> refused_;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool ended_ = false;
  std::thread watcher_;
};

namespace {

// Sets `flag` once `seconds` have passed or `server_stop` becomes true, until destroyed:
// the stop of a search that takes a flag but no timeout (puzzle::explain).
class Deadline {
 public:
  Deadline(std::atomic<bool>& flag, const std::atomic<bool>* server_stop, double seconds)
      : watcher_([this, &flag, server_stop, seconds] {
          const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
          std::unique_lock lock(mutex_);
          while (!ended_ && !server_stop->load() && std::chrono::steady_clock::now() < until)
            wake_.wait_for(lock, std::chrono::milliseconds(100));
          if (!ended_) flag = true;
        }) {}
  ~Deadline() {
    {
      std::lock_guard lock(mutex_);
      ended_ = true;
    }
    wake_.notify_all();
    watcher_.join();
  }
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable wake_;
  bool ended_ = false;
  std::thread watcher_;  // last: started once the rest is ready
};

json cells_json(const std::vector<api::Cell>& cells) {
  json out = json::array();
  for (const api::Cell& cell : cells) out.push_back({{"row", cell.row}, {"col", cell.col}});
  return out;
}

// A region puzzle's grid, K, marked cells and given stars; nothing when the problem is
// no region puzzle.
std::optional<RegionBoard> region_board_of(const api::Problem& problem) {
  if (problem.stars() == 0) return std::nullopt;
  RegionBoard board{problem.regions(), problem.stars(), problem.blocked(), {}};
  for (const api::Placement& p : problem.fixed()) board.given.push_back({p.row, p.col});
  return board;
}

// A star of the "placed" list of a region puzzle's /api/check, as the answers write it
// ("colour": null beside it taken too).
api::Cell star_of(const json& item, std::size_t index) {
  const std::string where = std::string(kName) + ": placed[" + std::to_string(index) + "]: ";
  if (!item.is_object() || !item.contains("row") || !json_holds<int>(item["row"]) || !item.contains("col") ||
      !json_holds<int>(item["col"]) || (item.contains("piece") && item["piece"] != "*") ||
      (item.contains("colour") && !item["colour"].is_null()))
    throw InputError(where + R"(a star is {"piece": "*", "row": 0, "col": 3})");
  for (const auto& [key, value] : item.items())
    if (key != "piece" && key != "colour" && key != "row" && key != "col") throw InputError(where + key + ": unknown key");
  return {item["row"].get<int>(), item["col"].get<int>()};
}

// Whether `problem` has one solution (symmetric ones counted apart), counted up to 2:
// {"unique": true or false, "solutions": 0, 1 or 2 (two or more)}, "unique": null when
// the count stopped first.
json uniqueness_json(const api::Problem& problem, const SideSearch& side, double timeout) {
  api::Options options;
  options.jobs = 1;
  options.symmetry = false;
  options.limit = 2;
  options.timeout = timeout;
  options.stop = side.stop();
  const api::Counts counts = api::count(problem, options);
  const bool known = counts.complete || counts.total >= 2;
  return {{"unique", known ? json(counts.total == 1) : json(nullptr)}, {"solutions", std::min<std::uint64_t>(counts.total, 2)}};
}

// The reply of a search that is no Job, its errors said as the others' are: 400 for
// the request, 503 when stopped, 500 for a bug.
template <class Answer>
Reply side_reply(const char* what, Answer answer) {
  try {
    return {200, answer().dump()};
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  } catch (const Interrupted&) {
    return {503, error_body(std::string(what) + " stopped (the server's time limit, or the server stopping)")};
  } catch (const std::exception& e) {
    return {500, error_body(std::string("internal error: ") + e.what())};
  }
}

// "request: size: ..." for a region puzzle over the side /api/explain and /api/generate take.
void within_region_side(int side, const Limits& limits, const char* key) {
  if (side > limits.max_region_side)
    throw InputError(std::string(kName) + ": " + key + ": a " + std::to_string(side) + "x" + std::to_string(side) +
                     " grid is over the server's limit of " + std::to_string(limits.max_region_side) + "x" +
                     std::to_string(limits.max_region_side) + " for region puzzles explained or generated");
}

}  // namespace

Reply Service::check(std::string_view body, const Gone& gone) {
  try {
    json object = object_of(body);
    const json placed = take_key(object, "placed").value_or(json::array());
    if (!placed.is_array()) throw InputError(std::string(kName) + ": placed: a list of pieces");
    const json coordinates = take_key(object, "coordinates").value_or(json("numeric"));
    if (coordinates != "numeric" && coordinates != "algebraic")
      throw InputError(std::string(kName) + R"(: coordinates: "numeric" (4,3) or "algebraic" (d4))");
    const api::Problem problem = problem_within(object, limits_);
    if (const std::optional<RegionBoard> board = region_board_of(problem)) {
      std::vector<api::Cell> stars;
      for (std::size_t i = 0; i < placed.size(); ++i) stars.push_back(star_of(placed[i], i));
      const std::optional<RegionFault> fault = region_fault(*board, stars);
      SideSearch side(*this, gone);
      if (side.refused()) return *side.refused();
      return side_reply("the count", [&] {
        json out{{"solved", !fault}};
        if (fault) out["reason"] = fault->reason, out["cells"] = cells_json(fault->cells);
        out.update(uniqueness_json(problem, side, limits_.default_timeout));
        return out;
      });
    }
    std::vector<api::Placement> pieces;
    for (std::size_t i = 0; i < placed.size(); ++i) pieces.push_back(placement_of(placed[i], i));
    const std::optional<api::CheckFault> broken = api::check_fault(problem, pieces, coordinates == "algebraic");
    json out{{"solved", !broken}};
    if (broken) out["reason"] = broken->reason, out["cells"] = cells_json(broken->cells);
    return {200, out.dump()};
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  } catch (const std::exception& e) {
    return {500, error_body(std::string("internal error: ") + e.what())};
  }
}

namespace {

// What /api/generate's "regions": true asks for (docs/manual.md "Web page").
struct RegionRequest {
  int size = 0;
  int stars = 1;
  std::string difficulty;  // "easy", "medium", "hard", "expert", or "" for any
};

RegionRequest region_request(json& object, const Limits& limits) {
  RegionRequest request;
  for (const auto& [key, value] : object.items())
    if (key != "size" && key != "stars" && key != "difficulty")
      throw InputError(std::string(kName) + ": " + key +
                       ": unknown key (a region generation takes regions, size, stars, difficulty, seed, count)");
  const auto size = object.find("size");
  if (size == object.end() || !json_holds<int>(*size) || *size < 1)
    throw InputError(std::string(kName) + R"(: size: a region generation needs "size": N, a whole number >= 1)");
  request.size = size->get<int>();
  within_region_side(request.size, limits, "size");
  if (const auto stars = object.find("stars"); stars != object.end()) {
    if (!json_holds<int>(*stars) || *stars < 1) throw InputError(std::string(kName) + ": stars: a whole number >= 1");
    request.stars = stars->get<int>();
  }
  if (2 * request.stars - 1 > request.size)
    throw InputError(std::string(kName) + ": stars: " + std::to_string(request.stars) +
                     " stars cannot sit in one row of " + std::to_string(request.size) + " without touching");
  if (const auto difficulty = object.find("difficulty"); difficulty != object.end()) {
    static const std::vector<std::string> words{"easy", "medium", "hard", "expert"};
    if (!difficulty->is_string() || std::find(words.begin(), words.end(), *difficulty) == words.end())
      throw InputError(std::string(kName) + R"(: difficulty: "easy", "medium", "hard" or "expert")");
    request.difficulty = *difficulty;
  }
  return request;
}

// The region generator's puzzles (puzzle/region_generate.hpp), all that were asked for
// or none: each the JSON problem the input reads, its text, its solution and rating.
json region_puzzles(const RegionRequest& request, puzzle::GenerateOptions options) {
  puzzle::RegionShape shape;
  shape.size = request.size;
  shape.stars = request.stars;
  if (!request.difficulty.empty()) {
    options.difficulty = puzzle::difficulty_named(request.difficulty);
    if (!options.difficulty)
      throw InputError(std::string(kName) + ": difficulty: '" + request.difficulty + "' is no band of this generator");
  }
  const puzzle::Generated made = puzzle::generate_regions_some(shape, options);
  if (static_cast<int>(made.puzzles.size()) < options.count) {
    if (made.ending == puzzle::Ending::Stopped) throw Interrupted();
    throw InputError(made.why);
  }
  json puzzles = json::array();
  for (const puzzle::Puzzle& p : made.puzzles) {
    json solution = json::array();
    for (const api::Placement& star : p.solution.pieces) solution.push_back({{"piece", "*"}, {"row", star.row}, {"col", star.col}});
    puzzles.push_back({{"problem", {{"regions", p.problem.regions()}, {"stars", p.problem.stars()}}},
                       {"text", p.problem.text()},
                       {"solution", solution},
                       {"rating", p.rating},
                       {"difficulty", puzzle::difficulty_name(p.difficulty)}});
  }
  return puzzles;
}

}  // namespace

Reply Service::generate(std::string_view body, const Gone& gone) {
  puzzle::GenerateOptions options;
  api::Problem templ;
  std::optional<RegionRequest> regions;
  try {
    json object = object_of(body);
    options.seed = std::random_device{}();
    if (auto seed = take_key(object, "seed")) {
      if (!seed->is_number_unsigned()) throw InputError(std::string(kName) + ": seed: a whole number >= 0");
      options.seed = seed->get<std::uint64_t>();
    }
    if (auto count = take_key(object, "count")) {
      if (!count->is_number_integer() || *count < 1 || *count > 10) throw InputError(std::string(kName) + ": count: 1..10");
      options.count = count->get<int>();
    }
    // "regions": true asks for region puzzles; a grid is a template, which this
    // generator of clues does not take.
    if (const auto grid = object.find("regions"); grid != object.end()) {
      if (*grid != true)
        throw InputError(std::string(kName) + R"(: regions: region puzzles are generated with "regions": true, "size" and "stars")");
      object.erase(grid);
      regions = region_request(object, limits_);
    } else {
      if (auto difficulty = take_key(object, "difficulty")) {
        if (difficulty->is_string()) options.difficulty = puzzle::difficulty_named(difficulty->get<std::string>());
        if (!options.difficulty) throw InputError(std::string(kName) + R"(: difficulty: "easy", "medium" or "hard")");
      }
      templ = problem_within(object, limits_);
    }
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  }
  SideSearch side(*this, gone);
  if (side.refused()) return *side.refused();
  options.timeout = limits_.default_timeout;
  options.stop = side.stop();
  return side_reply("puzzle generation", [&] {
    if (regions) return json{{"seed", options.seed}, {"puzzles", region_puzzles(*regions, options)}};
    json puzzles = json::array();
    for (const puzzle::Puzzle& p : puzzle::generate(templ, options))
      puzzles.push_back({{"text", p.problem.text()},
                         {"fixed", pieces_json(p.problem.fixed(), p.problem.stars() > 0)},
                         {"solution", pieces_json(p.solution.pieces, p.problem.stars() > 0)},
                         {"clues", p.clues},
                         {"work", p.work},
                         {"rating", p.rating},
                         {"difficulty", puzzle::difficulty_name(p.difficulty)}});
    return json{{"seed", options.seed}, {"puzzles", puzzles}};
  });
}

namespace {
json step_json(const puzzle::ExplainStep& step) {
  return {{"technique", step.technique},
          {"text", step.text},
          {"stars", cells_json(step.stars)},
          {"excluded", cells_json(step.excluded)},
          {"concerned", cells_json(step.concerned)}};
}
}  // namespace

Reply Service::explain(std::string_view body, const Gone& gone) {
  bool next = false;
  api::Problem problem;
  try {
    json object = object_of(body);
    if (auto only_next = take_key(object, "next")) {
      if (!only_next->is_boolean()) throw InputError(std::string(kName) + ": next: true or false");
      next = only_next->get<bool>();
    }
    problem = problem_within(object, limits_);
    if (problem.stars() == 0)
      throw InputError(std::string(kName) + R"(: explain takes a region puzzle, {"regions": ["AAB", ...], "stars": 1})");
    within_region_side(problem.rows(), limits_, "regions");
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  }
  SideSearch side(*this, gone);
  if (side.refused()) return *side.refused();
  return side_reply("explain", [&] {
    std::atomic<bool> stop{false};
    puzzle::Explanation explanation;
    {
      Deadline deadline(stop, side.stop(), limits_.default_timeout);
      explanation = puzzle::explain(problem, &stop);
    }
    if (stop.load()) throw Interrupted();  // what it found stopped early is no answer
    json steps = json::array();
    for (const puzzle::ExplainStep& step : explanation.steps) {
      steps.push_back(step_json(step));
      if (next) break;
    }
    return json{{"steps", steps},
                {"solved_by_techniques", explanation.solved_by_techniques},
                {"solution", cells_json(explanation.solution)},
                {"unique", explanation.unique},
                {"rating", explanation.rating},
                {"difficulty", puzzle::rating_band(explanation.rating)}};
  });
}

bool Service::stopping() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

void Service::stop_all() {
  std::lock_guard lock(mutex_);
  stopping_ = true;
  stop_side_.store(true);
  for (Job* job : jobs_) job->cancel();
}

int Service::running() const {
  std::lock_guard lock(mutex_);
  return searching();
}

int Service::searching() const {
  return static_cast<int>(std::count_if(jobs_.begin(), jobs_.end(), [](const Job* job) { return job->searching(); }));
}

// A generation, an explanation or a check's count holds a slot as a solve does (issue
// 41): both kinds count against --jobs, whichever asks.
std::optional<Reply> Service::busy_reply() const {
  if (const int running = searching() + side_searches_; running >= limits_.max_running)
    return Reply{503, error_body("busy: " + std::to_string(running) + " searches running, the limit (one per core); try again")};
  return std::nullopt;
}

std::optional<Reply> Service::enter_side_search() {
  std::lock_guard lock(mutex_);
  if (stopping_) return Reply{503, error_body("the server is stopping")};
  if (auto busy = busy_reply()) return *busy;
  ++side_searches_;
  return std::nullopt;
}

void Service::leave_side_search() {
  std::lock_guard lock(mutex_);
  --side_searches_;
}

bool Job::stopped_by_server() const { return cancelled_.load() && service_.stopping(); }

void Service::leave(Job* job) {
  std::lock_guard lock(mutex_);
  jobs_.erase(job);
}

}  // namespace chessy::server
