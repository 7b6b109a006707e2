#include "server/http_api.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <random>
#include <sstream>
#include <vector>

#include "util/json_holds.hpp"
#include "util/json_pieces.hpp"
#include "util/json_read.hpp"
#include "model/problem.hpp"
#include "puzzle/generate.hpp"

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

api::Problem problem_within(const json& object, const Limits& limits) {
  api::Problem problem = api::Problem::parse(object.dump(), kName);
  if (problem.rows() > limits.max_board || problem.cols() > limits.max_board)
    throw InputError(std::string(kName) + ": size: " + std::to_string(problem.rows()) + "x" +
                     std::to_string(problem.cols()) + " is over the server's limit of " +
                     std::to_string(limits.max_board) + "x" + std::to_string(limits.max_board));
  return problem;
}

json pieces_json(const std::vector<api::Placement>& pieces) {
  json out = json::array();
  for (const api::Placement& p : pieces)
    out.push_back(piece_json<json>(static_cast<char>(p.piece), p.colour == api::Colour::None ? '\0' : static_cast<char>(p.colour),
                                   p.row, p.col));
  return out;
}

json solution_json(const api::Solution& s) {
  return {{"class_size", s.class_size}, {"pieces", pieces_json(s.pieces)}, {"board", s.board}};
}

json counts_json(const api::Counts& c) {
  return {{"fundamental", c.fundamental}, {"total", c.total}, {"complete", c.complete}};
}

// A piece of the "placed" list of /api/check.
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

Reply version_reply() { return {200, json{{"version", api::version()}}.dump()}; }

SolveRequest read_solve_request(std::string_view body, const Limits& limits) {
  json object = object_of(body);
  SolveRequest request{api::Problem(), Mode::One, limits.default_timeout};
  if (auto mode = take_key(object, "mode")) {
    if (*mode == "one") request.mode = Mode::One;
    else if (*mode == "count") request.mode = Mode::Count;
    else if (*mode == "all") request.mode = Mode::All;
    else throw InputError(std::string(kName) + R"(: mode: "one", "count" or "all")");
  }
  if (auto timeout = take_key(object, "timeout")) {
    if (!timeout->is_number() || !(timeout->get<double>() > 0) || !std::isfinite(timeout->get<double>()))
      throw InputError(std::string(kName) + ": timeout: seconds, a number > 0");
    if (timeout->get<double>() > limits.max_timeout)
      throw InputError(std::string(kName) + ": timeout: at most " + text_of(limits.max_timeout) + " seconds on this server");
    request.timeout = timeout->get<double>();
  }
  request.problem = problem_within(object, limits);
  // Known now, so a 400 before the stream begins, not an error line inside it.
  if (request.problem.model().open >= 0)
    throw InputError(request.problem.model().open_at + ": an open count '?': the server takes fixed counts (the command line's --min, --max find the optimum)");
  return request;
}

Job::Job(Service& service, SolveRequest request) : service_(service), mode_(request.mode) {
  thread_ = std::thread([this, request = std::move(request)] { run(request); });
}

Job::~Job() {
  cancel();
  thread_.join();
}

void Job::push(std::string line) {
  std::lock_guard lock(mutex_);
  pending_ += line;
  pending_ += '\n';
  changed_.notify_all();
}

void Job::run(SolveRequest request) {
  api::Options options;
  options.jobs = 1;  // one core a search: the limit of searches is the number of cores
  options.timeout = request.timeout;
  options.stop = &stop_;
  Reply reply;
  try {
    if (mode_ == Mode::One) {
      try {
        const std::optional<api::Solution> s = api::solve(request.problem, options);
        reply.body = json{{"solution", s ? solution_json(*s) : json(nullptr)}, {"complete", true}}.dump();
      } catch (const Interrupted&) {
        reply.body = json{{"solution", nullptr}, {"complete", false}}.dump();
      }
    } else if (mode_ == Mode::Count) {
      reply.body = counts_json(api::count(request.problem, options)).dump();
    } else {
      std::uint64_t sent_total = 0;  // solutions in the classes listed
      const api::Counts c = api::enumerate(
          request.problem,
          [&](const api::Solution& s) {
            json line = solution_json(s);
            line["index"] = found_.fetch_add(1) + 1;
            sent_total += s.class_size;
            push(line.dump());
            return true;
          },
          options);
      json done = counts_json(c);
      // Stopped: what was listed (the API's counts can miss the last few handed over).
      if (!c.complete) done["fundamental"] = found_.load(), done["total"] = sent_total;
      done["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
      if (!stopped_by_server()) push(json{{"done", done}}.dump());
    }
  } catch (const InputError& e) {  // the problem passed the parser but not the search
    reply = {400, error_body(e.what())};
  } catch (const std::exception& e) {  // a bug or a solver's failure: said, never a crash
    reply = {500, error_body(std::string("internal error: ") + e.what())};
  }
  // Cut short by the server stopping (Ctrl-C, SIGTERM): said so, as the last line.
  if (stopped_by_server()) reply = {503, error_body("the server is stopping")};
  if (mode_ == Mode::All && reply.status != 200) push(error_line(reply));
  service_.leave(this);
  std::lock_guard lock(mutex_);
  final_ = std::move(reply);
  done_ = true;
  changed_.notify_all();
}

bool Job::take(std::string& out, std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, wait, [&] { return done_ || !pending_.empty(); });
  out += pending_;
  pending_.clear();
  return !done_;
}

bool Job::wait_done(std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  return changed_.wait_for(lock, wait, [&] { return done_; });
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
  return json{{"progress", {{"seconds", seconds}, {"found", found_.load()}}}}.dump() + "\n";
}

std::variant<Reply, std::shared_ptr<Job>> Service::solve(std::string_view body) {
  SolveRequest request;
  try {
    request = read_solve_request(body, limits_);
  } catch (const InputError& e) {
    return Reply{400, error_body(e.what())};
  }
  std::lock_guard lock(mutex_);
  if (stopping_) return Reply{503, error_body("the server is stopping")};
  if (static_cast<int>(jobs_.size()) >= limits_.max_running)
    return Reply{503, error_body("busy: " + std::to_string(jobs_.size()) + " searches running, the limit (one per core); try again")};
  auto job = std::make_shared<Job>(*this, std::move(request));
  jobs_.insert(job.get());
  return job;
}

Reply Service::check(std::string_view body) const {
  try {
    json object = object_of(body);
    const json placed = take_key(object, "placed").value_or(json::array());
    if (!placed.is_array()) throw InputError(std::string(kName) + ": placed: a list of pieces");
    const api::Problem problem = problem_within(object, limits_);
    std::vector<api::Placement> pieces;
    for (std::size_t i = 0; i < placed.size(); ++i) pieces.push_back(placement_of(placed[i], i));
    const std::optional<std::string> broken = api::check(problem, pieces);
    json out{{"solved", !broken}};
    if (broken) out["reason"] = *broken;
    return {200, out.dump()};
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  } catch (const std::exception& e) {
    return {500, error_body(std::string("internal error: ") + e.what())};
  }
}

// The fixed pieces of a problem's text, "Q @ 3,3" or "Q w @ 3,3" lines (blocked cells,
// "x @ ...", are not pieces).
json fixed_of(const std::string& text) {
  json out = json::array();
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const auto at = line.find(" @ ");
    if (at == std::string::npos || line[0] == 'x' || line[0] == 'X') continue;
    const auto comma = line.find(',', at);
    const char colour = at > 2 ? line[2] : '-';
    out.push_back({{"piece", std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(line[0]))))},
                   {"colour", colour == 'w' || colour == 'b' ? json(std::string(1, colour)) : json(nullptr)},
                   {"row", std::stoi(line.substr(at + 3, comma - at - 3))},
                   {"col", std::stoi(line.substr(comma + 1))}});
  }
  return out;
}

Reply Service::generate(std::string_view body) {
  puzzle::GenerateOptions options;
  api::Problem templ;
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
    if (auto difficulty = take_key(object, "difficulty")) {
      if (*difficulty == "easy") options.difficulty = puzzle::Difficulty::Easy;
      else if (*difficulty == "medium") options.difficulty = puzzle::Difficulty::Medium;
      else if (*difficulty == "hard") options.difficulty = puzzle::Difficulty::Hard;
      else throw InputError(std::string(kName) + R"(: difficulty: "easy", "medium" or "hard")");
    }
    templ = problem_within(object, limits_);
  } catch (const InputError& e) {
    return {400, error_body(e.what())};
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return {503, error_body("the server is stopping")};
    if (static_cast<int>(jobs_.size()) + generating_ >= limits_.max_running)
      return {503, error_body("busy: " + std::to_string(jobs_.size() + generating_) + " searches running, the limit (one per core); try again")};
    ++generating_;
  }
  options.timeout = limits_.default_timeout;
  options.stop = &stop_generating_;
  Reply reply;
  try {
    json puzzles = json::array();
    for (const puzzle::Puzzle& p : puzzle::generate(templ, options))
      puzzles.push_back({{"text", p.problem.text()},
                         {"fixed", fixed_of(p.problem.text())},
                         {"solution", pieces_json(p.solution.pieces)},
                         {"clues", p.clues},
                         {"work", p.work},
                         {"rating", p.rating},
                         {"difficulty", puzzle::difficulty_name(p.difficulty)}});
    reply = {200, json{{"seed", options.seed}, {"puzzles", puzzles}}.dump()};
  } catch (const InputError& e) {
    reply = {400, error_body(e.what())};
  } catch (const Interrupted&) {
    reply = {503, error_body("puzzle generation stopped (timeout or the server stopping)")};
  } catch (const std::exception& e) {
    reply = {500, error_body(std::string("internal error: ") + e.what())};
  }
  std::lock_guard lock(mutex_);
  --generating_;
  return reply;
}

bool Job::stopped_by_server() const { return stop_.load() && service_.stopping(); }

bool Service::stopping() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

void Service::stop_all() {
  std::lock_guard lock(mutex_);
  stopping_ = true;
  stop_generating_.store(true);
  for (Job* job : jobs_) job->cancel();
}

int Service::running() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(jobs_.size());
}

void Service::leave(Job* job) {
  std::lock_guard lock(mutex_);
  jobs_.erase(job);
}

}  // namespace chessy::server
