// The command line (docs/manual.md "Use") parsed into a CommandLine (command_line.hpp),
// for every command (the options themselves: option_table.hpp); errors are InputError "chessy-sat: ..." ("chessy-sat
// generate: ...", "chessy-sat serve: ..." for those commands).
#pragma once
#include <atomic>
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/command_line.hpp"

namespace chessy {

// Throws InputError "chessy-sat: ..." (one line) for a bad command line. args[0] may
// name the command (decode, merge, generate, serve). `--` ends the options; a long
// option may be shortened to any prefix that names one option of the command. No INPUT
// reads standard input ("-") unless `in_is_terminal`.
CommandLine parse_command_line(const std::vector<std::string>& args, bool in_is_terminal = true);
// The same for solve, decode and merge (their part and help, version).
Options parse_options(const std::vector<std::string>& args, bool in_is_terminal = true);
// generate's (args[0] "generate").
GenerateArgs parse_generate(const std::vector<std::string>& args);

// `chessy-sat serve [options]` (args[0] "serve"): --help on `out`, or the server
// (server::serve) until `interrupt`.
int run_serve(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
              const std::atomic<bool>* interrupt);

extern const char* const kVersion;

}  // namespace chessy
