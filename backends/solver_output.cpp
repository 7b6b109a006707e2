#include "backends/solver_output.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "util/printable.hpp"
#include "chessy/errors.hpp"

namespace chessy {

namespace {

constexpr std::string_view kSpace = " \t\r\f\v";

// The answer a status word gives ("s SATISFIABLE", MiniSat's "SAT"), if it is one.
std::optional<Result> status_of(std::string_view word) {
  if (word == "SATISFIABLE" || word == "SAT") return Result::Sat;
  if (word == "UNSATISFIABLE" || word == "UNSAT") return Result::Unsat;
  if (word == "UNKNOWN" || word == "INDETERMINATE" || word == "INDET") return Result::Unknown;
  return std::nullopt;
}

std::string_view next_word(std::string_view& s) {
  const std::size_t b = std::min(s.find_first_not_of(kSpace), s.size());
  const std::size_t e = std::min(s.find_first_of(kSpace, b), s.size());
  std::string_view word = s.substr(b, e - b);
  s.remove_prefix(e);
  return word;
}

class AnswerReader {
 public:
  AnswerReader(const std::string& name, int max_var) : name_(name), max_var_(max_var) {
    answer_.values.assign(static_cast<std::size_t>(max_var) + 1, 0);
  }

  [[noreturn]] void fail(int line, const std::string& what) const {
    throw InputError(name_ + ":" + std::to_string(std::max(line, 1)) + ": " + what);
  }

  void read_line(std::string_view s, int line) {
    std::string_view rest = s;
    const std::string_view first = next_word(rest);
    if (first.empty() || first == "c") return;
    if (first == "s" || (status_of(first) && next_word(rest).empty())) {
      const std::string_view word = first == "s" ? next_word(rest) : first;
      const std::optional<Result> result = status_of(word);
      if (!result || (first == "s" && !next_word(rest).empty()))
        fail(line, "unknown answer " + excerpt(s) + " (s SATISFIABLE, s UNSATISFIABLE or s UNKNOWN)");
      if (status_line_) fail(line, "a second answer (the first is on line " + std::to_string(status_line_) + ")");
      answer_.result = *result;
      answer_.answer_line = status_line_ = line;
      return;
    }
    if (first == "v") {
      v_lines_ = true;
    } else if (first[0] == '-' || (first[0] >= '0' && first[0] <= '9')) {
      rest = s;  // a bare list of literals
    } else {
      fail(line, "expected a 'c', 's' or 'v' line or literals, found " + excerpt(s));
    }
    for (std::string_view word = next_word(rest); !word.empty(); word = next_word(rest)) literal(word, line);
  }

  SolverAnswer finish(int last_line) {
    const bool solver_output = status_line_ || v_lines_;
    if (!status_line_ && !first_literal_line_) fail(last_line, "no answer: neither an 's' line nor literals");
    if (!status_line_) answer_.result = Result::Sat;  // a bare model
    if (answer_.result == Result::Sat && !first_literal_line_)
      fail(status_line_, "SATISFIABLE, but no model follows (no 'v' lines)");
    if (answer_.result != Result::Sat && first_literal_line_)
      fail(first_literal_line_, std::string("a model, but the answer is ") +
                                    (answer_.result == Result::Unsat ? "UNSATISFIABLE" : "UNKNOWN"));
    // A solver ends its model in 0; without it the output was cut short.
    if (solver_output && answer_.result == Result::Sat && !zero_line_) fail(last_line, "the model does not end in 0 (cut short?)");
    return std::move(answer_);
  }

 private:
  void literal(std::string_view word, int line) {
    long long lit = 0;
    const char* end = word.data() + word.size();
    const bool negative = word[0] == '-';
    auto [ptr, ec] = std::from_chars(word.data() + negative, end, lit);
    if (ec == std::errc::result_out_of_range || (ec == std::errc() && ptr == end && lit > max_var_))
      fail(line, "variable " + std::string(word.substr(negative)) + " is beyond the CNF's " +
                     std::to_string(max_var_) + " variables");
    // from_chars reads a sign of its own: "--3" must not pass as a variable -3.
    if (ec != std::errc() || ptr != end || lit < 0 || (negative && lit == 0))
      fail(line, "expected a literal (a whole number), found " + excerpt(word));
    if (!first_literal_line_) first_literal_line_ = line;
    if (lit == 0) {
      zero_line_ = line;
      return;
    }
    if (zero_line_) fail(line, "a literal after the model's final 0 (on line " + std::to_string(zero_line_) + ")");
    signed char& value = answer_.values[static_cast<std::size_t>(lit)];
    const signed char given = negative ? -1 : 1;
    if (value == -given) fail(line, "variable " + std::to_string(lit) + " is given both true and false");
    value = given;
  }

  const std::string& name_;
  int max_var_;
  SolverAnswer answer_;
  int status_line_ = 0;         // the line of the answer (s ... or SAT/UNSAT/INDET)
  int first_literal_line_ = 0;  // the first line holding a literal
  int zero_line_ = 0;           // the line of the model's final 0
  bool v_lines_ = false;
};

}  // namespace

std::string excerpt(std::string_view s, std::size_t max) {
  std::string quoted(1, '\'');  // built up, not 'a' + string: GCC 12 -Wrestrict
  quoted += printable(s.substr(0, max));
  return quoted += s.size() > max ? "...'" : "'";
}

long long falsified_clause(const SolverAnswer& answer, std::span<const int> clauses) {
  long long clause = 1;
  bool satisfied = false;
  for (int lit : clauses) {
    if (lit != 0) {
      satisfied = satisfied || answer.satisfies(lit);
      continue;
    }
    if (!satisfied) return clause;
    ++clause;
    satisfied = false;
  }
  return 0;
}

SolverAnswer read_solver_answer(std::string_view text, const std::string& name, int max_var) {
  AnswerReader reader(name, max_var);
  int line = 0;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    reader.read_line(text.substr(start, end - start), ++line);
    start = end + 1;
  }
  return reader.finish(line);
}

}  // namespace chessy
