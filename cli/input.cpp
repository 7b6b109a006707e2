#include "cli/input.hpp"

#include <filesystem>
#include <tuple>

#include "api/read_input.hpp"
#include "api/run.hpp"
#include "cli/option_table.hpp"
#include "cli/run_options.hpp"
#include "model/parse.hpp"
#include "model/parse_json.hpp"
#include "util/printable.hpp"
#include "enumerate/enumerate.hpp"

namespace chessy {

ProblemInput read_problem_input(const Options& o, std::istream& in, const std::atomic<bool>* stop) {
  // The --fixed and --blocked lists, in that order, after the file's own.
  ProblemInput input;
  for (const auto& [option, list, parse] : {std::tuple{"--fixed", &o.fixed, &parse_fixed_list},
                                            std::tuple{"--blocked", &o.blocked, &parse_blocked_list}}) {
    if (list->empty()) continue;
    if (*list == "-" && o.input == "-")
      throw InputError(std::string("chessy-sat: INPUT and ") + option + " cannot both be standard input");
    if (*list == "-" && o.fixed == "-" && o.blocked == "-")
      throw InputError("chessy-sat: --fixed and --blocked cannot both be standard input");
    for (Entry& e : parse(read_input(*list, in, stop), display_name(*list), stop)) input.more.push_back(std::move(e));
  }
  if (o.torus) {  // after the file's own lines: a file that says otherwise is told so
    Entry torus;
    torus.torus = true;
    torus.origin = {"chessy-sat: --torus", "--torus", 0};
    input.more.push_back(std::move(torus));
  }
  if (o.translations) {  // checked against the torus when the problem is built
    Entry translations;
    translations.translations = true;
    translations.origin = {"chessy-sat: --translations", "--translations", 0};
    input.more.push_back(std::move(translations));
  }
  try {
    input.text = read_input(o.input, in, stop);
  } catch (const InputError& e) {
    // `chessy-sat mrege`: no such file, and a command spelt nearly so.
    std::error_code ec;
    const std::string command = closest_command(o.input);
    if (command.empty() || std::filesystem::exists(o.input, ec)) throw;
    throw InputError(e.what() + did_you_mean(command));
  }
  input.name = display_name(o.input);
  return input;
}

namespace {

// A problem read, then what the options ask of it checked.
Problem checked(const Options& o, Problem problem) {
  check_open_count(o, problem);
  check_huge_board(o, problem);
  return problem;
}

}  // namespace

Problem problem_at(const ProblemInput& input, const Options& o, std::optional<BoardSize> size,
                   const std::atomic<bool>* stop) {
  return checked(o, parse_input(input.text, input.name, size, input.more, stop));
}

Problem problem_of_line(const ProblemInput& input, std::string_view line, int number, const Options& o,
                        const std::atomic<bool>* stop) {
  const std::string name = input.name + ":" + std::to_string(number);
  try {
    return checked(o, parse_json_problem(line, name, o.size, input.more, stop));
  } catch (const InputError& e) {
    // A syntax error names the line within the text it read, always 1 here: "FILE:N:1: "
    // becomes "FILE:N: ", as every other message of the line reads.
    const std::string what = e.what(), within = name + ":1: ";
    if (what.rfind(within, 0) != 0) throw;
    throw InputError(name + ": " + what.substr(within.size()));
  }
}

Problem read_problem(const Options& o, std::istream& in, const std::atomic<bool>* stop) {
  return problem_at(read_problem_input(o, in, stop), o, o.size, stop);
}

void check_open_count(const Options& o, const Problem& problem) {
  if (problem.open < 0) {
    // A region puzzle can have none: its stars are K a row (docs/rules.md "Region puzzles").
    if (o.optimize != Optimize::None)
      throw InputError("chessy-sat: --" + std::string(word_of(o.optimize)) +
                       (problem.region_puzzle() ? ": a region puzzle has no open count (" + problem.name +
                                                      ": 'stars K' fixes its stars, K a row, column and region)"
                                                : " needs a piece line with an open count, e.g. '?*q' (" + problem.name +
                                                      " has none)"));
    return;
  }
  if (!o.dimacs.empty() || o.decode)
    throw InputError(problem.open_at + ": an open count '?' has no CNF of its own: " +
                     (o.decode ? "decode" : "--dimacs") + " needs the count written, e.g. '6*q'");
  if (o.optimize == Optimize::None)
    throw InputError(problem.open_at +
                     ": an open count '?' needs --min (the fewest pieces that work) or --max (the most)");
}

void check_huge_board(const Options& o, const Problem& problem) {
  if (o.format == Format::Fen && problem.region_puzzle())
    throw InputError(problem.name + ": --format fen writes chess positions; a region puzzle's stars are none "
                                    "(--format placements writes them)");
  if (!problem.huge() || o.check) return;
  check_huge_run(problem, run_options_from_command_line(o));  // the modes, as run() would refuse them
  const std::string board = huge_board_at(problem);
  const std::string most = " boards up to " + std::to_string(kMaxBoardSize);
  if (o.decode) throw InputError(board + "decode reads the CNF of" + most + " a side");
  if (!o.dimacs.empty()) throw InputError(board + "--dimacs writes the CNF of" + most + " a side");
  // Text rows of up to 1000 characters are still a board; glyphs and pictures are not.
  const bool text = o.format == Format::Text && problem.cols <= kMaxBoardSize;
  if (o.format_given && o.format != Format::Placements && !text)
    throw InputError(board + "--format " + (o.format == Format::Text ? "text draws" + most + " columns"
                                            : o.format == Format::Unicode ? "unicode draws" + most + " a side"
                                            : o.format == Format::Fen     ? "fen writes" + most + " a side"
                                                                          : "svg draws" + most + " a side") +
                     "; above it, --format placements");
}

EncodeOptions cnf_options(const Options& o) { return cnf_options(o.mode, !o.no_breaking); }

}  // namespace chessy
