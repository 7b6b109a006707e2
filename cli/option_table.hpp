// The command line's options, each declared once: the parser (options.cpp), --help of
// each command, which command takes which option, and the tests that keep the shell
// completion and the man page in step all read this table. A new option is one row.
#pragma once
#include <span>
#include <string>
#include <vector>

namespace chessy {

struct Options;

// What `chessy-sat WORD ...` does: solve INPUT (no word), decode or merge. Bits, so
// that an option can name every command that takes it.
enum Command : unsigned { kSolve = 1, kDecode = 2, kMerge = 4, kEveryCommand = 7 };

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
  // Stores a given value (a flag: ""); throws InputError for a bad one.
  void (*apply)(Options& o, const std::string& value);
};

std::span<const OptionSpec> option_table();
// The row named `name` ("-j" or "--jobs"), or nullptr.
const OptionSpec* find_option(const std::string& name);
// The spelling of an option closest to `unknown` (a typo), or "" when none is close.
std::string closest_option(const std::string& unknown);
// The command (`merge`, `decode`, `generate`, `serve`) that `unknown` is a typo of, or ""
// (also for a command spelt right).
std::string closest_command(const std::string& unknown);
// " (did you mean 'CLOSE'?)", the hint that ends a message about a typo.
std::string did_you_mean(const std::string& close);
// --help of a command: what it does, its input, its options, examples, exit statuses.
std::string help_text(Command command);
// "decode", "merge"; "" for kSolve.
const char* command_name(Command command);

}  // namespace chessy
