#include "cli/jsonl.hpp"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <sstream>
#include <string_view>

#include "cli/input.hpp"
#include "cli/option_values.hpp"
#include "cli/solve_and_report.hpp"
#include "cli/stop_note.hpp"
#include "util/printable.hpp"

namespace chessy {

namespace {

// Line N's answer: what the single solve printed with --json (one object a line) as one
// object after "line": the object itself (one solution, the counts), or with --all the
// class lines as "solutions" and the summary line's keys. Spliced as text: the objects
// are compact dumps already, and a batch of small puzzles should not pay to parse them.
std::string answer(int number, std::string_view printed, bool all) {
  std::vector<std::string_view> objects;
  for (std::size_t at = 0; at < printed.size();) {
    const std::size_t end = std::min(printed.find('\n', at), printed.size());
    if (end > at) objects.push_back(printed.substr(at, end - at));
    at = end + 1;
  }
  std::string line = "{\"line\":" + std::to_string(number);
  if (all) {
    line += ",\"solutions\":[";
    for (std::size_t i = 0; i + 1 < objects.size(); ++i) (line += i ? "," : "") += objects[i];
    line += ']';
  }
  // "{...}" minus its '{', after a comma; an empty object adds nothing.
  if (!objects.empty() && objects.back().size() > 2) (line += ',') += objects.back().substr(1);
  else line += '}';
  return line;
}

// A bad line's answer; its message as standard error shows it (one line, printable).
std::string error_answer(int number, const std::string& message) {
  return nlohmann::ordered_json{{"line", number}, {"error", printable(message)}}.dump();
}

}  // namespace

bool is_jsonl(const Options& o) {
  if (o.jsonl) return true;
  const std::string& input = o.input;
  constexpr std::string_view kExtension = ".jsonl";
  if (input.size() < kExtension.size()) return false;
  return std::equal(kExtension.begin(), kExtension.end(), input.end() - static_cast<long>(kExtension.size()),
                    [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
}

void check_jsonl_options(const Options& o) {
  if (o.merge || !is_jsonl(o)) return;
  if (o.decode || o.check)
    usage_error(std::string(o.decode ? "decode" : "check") + " reads one problem, not a .jsonl file of many");
  const std::string refused = o.size_last         ? "a sweep (--size A..B)"
                              : o.format_given    ? "--format"
                              : o.parts           ? "--part"
                              : !o.dimacs.empty() ? "--dimacs"
                              : o.stream          ? "--stream"
                                                  : "";
  if (!refused.empty()) usage_error("a .jsonl INPUT is answered one JSON line a problem: not with " + refused);
}

int run_jsonl(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const RunEnvironment& env) {
  // One stop for the whole run: Ctrl-C, and --timeout counted from the start.
  StopFlag stopper(o.timeout, env.interrupt, nullptr, memory_limit(o));
  std::optional<ProblemInput> input;
  try {
    input = read_problem_input(o, in, &stopper.flag());
  } catch (const Interrupted&) {
    err << stop_note(o, stopper, "before the input was read");
    return kExitIncomplete;
  }
  // Each line as `chessy-sat LINE --json` solves it, quietly: a progress line, the
  // --limit note or the default-board note would not say which line they are about
  // (the answer's "complete" and the problem's size do).
  Options one = o;
  one.json = true;
  one.quiet = true;
  one.output.clear();
  // The memory allowed, found once (/proc/meminfo), as the stop flag has it, rather than
  // by every line's sizing.
  if (!one.max_memory_mb) one.max_memory_mb = memory_limit(o) >> 20;
  // One worker a line unless -j says otherwise: starting workers costs more than a
  // small puzzle's search (500 queens problems, --count: 0.03-0.08 s with one worker,
  // 0.17-0.21 s with two, on 2 cores).
  if (!one.jobs) one.jobs = 1;

  const std::string_view text = input->text;
  std::ostringstream printed;
  bool bad = false, undecided = false, solved = false;
  int number = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++number;
    if (line.find_first_not_of(" \t\r\f\v") == std::string_view::npos) continue;  // a blank line
    auto stopped_at = [&] {
      return "line " + std::to_string(number) + " of " + input->name + "; the lines before it are answered";
    };
    printed.str("");
    int status;
    try {
      if (stopper.flag()) throw Interrupted();  // stopped between two lines
      status = solve_and_report(one, problem_of_line(*input, line, number, one, &stopper.flag()), printed, err, env,
                                stopper);
    } catch (const Interrupted&) {  // before the line was read whole
      err << stop_note(o, stopper, "before " + stopped_at());
      return kExitIncomplete;
    } catch (const InputError& e) {
      bad = true;
      err << printable(e.what()) << '\n';
      (out << error_answer(number, e.what()) << '\n').flush();
      continue;
    }
    if (status == kExitIncomplete) {  // the solve said how far it got
      if (!printed.view().empty()) (out << answer(number, printed.view(), o.mode == Mode::All) << '\n').flush();
      err << "chessy-sat: the run stopped at " << stopped_at() << '\n';
      return kExitIncomplete;
    }
    (out << answer(number, printed.view(), o.mode == Mode::All) << '\n').flush();  // a long file shows its progress
    solved |= status == kExitSolved;
    undecided |= status == kExitUndecided;
  }
  return bad ? kExitBadInput : undecided ? kExitUndecided : solved ? kExitSolved : kExitNoSolution;
}

}  // namespace chessy
