// What the command line reads: INPUT (a problem, text or JSON) and decode's MODEL, and
// the CNF options both the solving run and --dimacs/decode derive from the options.
#pragma once
#include <atomic>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api/read_input.hpp"
#include "cli/options.hpp"
#include "encoder/encoder.hpp"

namespace chessy {

// INPUT, parsed (either format), with --size applied and check_open_count passed.
Problem read_problem(const Options& o, std::istream& in, const std::atomic<bool>* stop = nullptr);

// INPUT and the --fixed and --blocked lists as read, before the board size is known: a
// sweep (cli/sweep.hpp) builds its problem at every size from them.
struct ProblemInput {
  std::string text;          // INPUT's bytes
  std::string name;          // INPUT for messages (display_name)
  std::vector<Entry> more;   // the --fixed and --blocked lists, in that order
};
ProblemInput read_problem_input(const Options& o, std::istream& in, const std::atomic<bool>* stop = nullptr);
// The problem at `size` (nothing: the file's), check_open_count passed.
Problem problem_at(const ProblemInput& input, const Options& o, std::optional<BoardSize> size,
                   const std::atomic<bool>* stop = nullptr);
// One line of a .jsonl INPUT (cli/jsonl.hpp): `line`, its line `number`, read as JSON
// whatever it looks like, with the --fixed and --blocked lists and --size, checked as
// problem_at checks; messages name it "FILE:N".
Problem problem_of_line(const ProblemInput& input, std::string_view line, int number, const Options& o,
                        const std::atomic<bool>* stop = nullptr);

// An open count ('?') goes with --min or --max, and they with it; never with --dimacs or
// decode, which need one count's CNF. InputError naming the '?' line otherwise.
void check_open_count(const Options& o, const Problem& problem);

// A board above kMaxBoardSize (docs/rules.md "Huge boards") asked for what only boards
// up to it have: a count, an optimum, an engine by name (check_huge_run), decode,
// --dimacs, a text board above 1000 columns, unicode or SVG. InputError naming the
// limit and the size line. `check` reads any problem.
void check_huge_board(const Options& o, const Problem& problem);

// The CNF the options ask for: what the solvers get, what --dimacs writes, and what
// decode rebuilds to read a model of that CNF back.
EncodeOptions cnf_options(const Options& o);

}  // namespace chessy
