// The command line's options, each declared once, for every command: the parser
// (options.cpp), --help of each command, which command takes which option, the "did
// you mean" of a typo, and the tests that keep the shell completion and the man page in
// step all read this table. A new option is one row. One name may have a row in each
// of several commands when it means something else there (`--count` is a flag when
// solving, a number of puzzles in generate).
#pragma once
#include <span>
#include <string>
#include <vector>

#include "cli/command_line.hpp"

namespace chessy {

// What the shell completes as an option's value.
enum class ValueKind { Flag, Number, File, ShellCommand, Choice, Text };

struct OptionSpec {
  const char* short_name;  // "-j", or nullptr
  const char* long_name;   // "--jobs" (every option has one)
  const char* value;       // the value's name in --help ("N"); nullptr for a flag
  ValueKind kind;          // Flag exactly when `value` is nullptr
  unsigned commands;       // the Command bits of the commands that take it
  const char* help;        // --help's text, one paragraph, wrapped to 80 columns there
  // Choice: the values it takes, as --help and the completion offer them.
  std::vector<std::string> (*choices)();
  // Stores a given value (a flag: "") in the part of `c` its command reads; throws
  // InputError for a bad one.
  void (*apply)(CommandLine& c, const std::string& value);
};

std::span<const OptionSpec> option_table();
// The row named `name` ("-j" or "--jobs") of one of `commands`, or nullptr.
const OptionSpec* find_option(const std::string& name, unsigned commands = kEveryCommand);
// The spelling of an option of `command` closest to `unknown` (a typo), or "" when
// none is close.
std::string closest_option(const std::string& unknown, Command command);
// The command (`merge`, `decode`, `generate`, `serve`, `check`) that `unknown` is a typo of, or ""
// (also for a command spelt right).
std::string closest_command(const std::string& unknown);
// " (did you mean 'CLOSE'?)", the hint that ends a message about a typo.
std::string did_you_mean(const std::string& close);
// --help of a command: what it does, its input, its options, examples, exit statuses.
std::string help_text(Command command);
// "decode", "merge", "generate", "serve", "check"; "" for kSolve.
const char* command_name(Command command);
// The command that `word`, the command line's first, names (kSolve: none).
Command command_of(const std::string& word);

}  // namespace chessy
