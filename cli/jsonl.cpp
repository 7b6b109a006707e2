#include "cli/jsonl.hpp"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <cstdint>
#include <streambuf>
#include <string>
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
// class lines as "solutions" and the summary line's keys. Spliced as text while the
// solve prints (the objects are compact dumps already, and a batch of small puzzles
// should not pay to parse them): a listing of 16 queens buffered whole reached 694 MB
// under --max-memory 60 (issue 41), so no more than a line is held; and without --all,
// where the one object is the answer (a huge board's 10^7 pieces), not even that.
// Nothing is written until the solve prints something.
class LineAnswer : public std::streambuf {
 public:
  LineAnswer(std::ostream& out, int number, bool all) : out_(out), number_(number), all_(all) {}
  bool printed() const { return printed_; }  // the solve printed something
  // The answer's end (an empty answer when nothing was printed), its newline, flushed.
  void finish() {
    if (all_) {
      if (!line_.empty()) end_line();
      start();
      out_ << ']';
      summary(last_);
    } else {
      start();
      if (!opened_) out_ << '}';
    }
    (out_ << '\n').flush();
  }

 protected:
  int_type overflow(int_type c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    xsputn(&ch, 1);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    for (std::streamsize i = 0; i < n; ++i) {
      const char c = s[i];
      printed_ |= c != '\n';
      if (all_) {
        if (c == '\n') end_line();
        else line_ += c;
      } else if (c != '\n') {
        one(c);
      }
    }
    return n;
  }

 private:
  void start() {
    if (started_) return;
    started_ = true;
    out_ << "{\"line\":" << number_ << (all_ ? ",\"solutions\":[" : "");
  }
  // A line of a listing: the one before it was a class, not the summary.
  void end_line() {
    if (line_.empty()) return;
    if (!last_.empty()) {
      start();
      out_ << (classes_++ ? "," : "") << last_;
    }
    last_.swap(line_);
    line_.clear();
  }
  // "{...}" minus its '{', after a comma; an empty object adds nothing.
  void summary(const std::string& object) {
    if (object.size() > 2) out_ << ',' << std::string_view(object).substr(1);
    else out_ << '}';
  }
  // The one object, a character at a time: its '{' held until the next shows whether
  // it is empty.
  void one(char c) {
    start();
    if (!brace_) {
      brace_ = true;  // the object's '{'
      return;
    }
    if (!opened_) {
      opened_ = true;
      if (c == '}') {
        out_ << '}';
        return;
      }
      out_ << ',';
    }
    out_ << c;
  }

  std::ostream& out_;
  const int number_;
  const bool all_;
  bool printed_ = false, started_ = false, brace_ = false, opened_ = false;
  std::string line_, last_;  // with --all: the line being printed, the one before it
  std::uint64_t classes_ = 0;
};

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
    LineAnswer answer(out, number, o.mode == Mode::All);
    std::ostream printed(&answer);
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
      if (answer.printed()) answer.finish();
      err << "chessy-sat: the run stopped at " << stopped_at() << '\n';
      return kExitIncomplete;
    }
    answer.finish();  // a long file shows its progress
    solved |= status == kExitSolved;
    undecided |= status == kExitUndecided;
  }
  return bad ? kExitBadInput : undecided ? kExitUndecided : solved ? kExitSolved : kExitNoSolution;
}

}  // namespace chessy
