// Many problems in one run (docs/input.md "Many problems: .jsonl"): an INPUT whose name
// ends in ".jsonl" (or any INPUT, standard input too, with --jsonl) holds one JSON
// problem a line, and the answer is one JSON line a
// problem, in the file's order, each naming its line:
//   one solution  {"line":1,"solution":[...]}            (as --json prints it)
//   --count       {"line":2,"fundamental":12,"total":92,"complete":true,"stats":{...}}
//   --all         {"line":3,"solutions":[{"index":1,...},...],"summary":{...}}
//   a bad line    {"line":4,"error":"FILE:4: pieces[0].count: must be ..."}
// Each line is solved by the single solve (solve_and_report.hpp) with the command line's
// options, in one process: a line costs its parse and its search, nothing more. Each
// answer is written while its line is solved (a listing a class at a time) and flushed
// when it is done. A bad line is answered by its error
// (on standard error too) and the others still are; exit 2 then, at the end. Blank lines
// are skipped. Options: --limit, --engine, -j (default 1 here), --backend, --min/--max,
// --size, --fixed, --blocked and --torus apply to each line; --timeout bounds the whole run, as Ctrl-C
// stops it (the lines done are written, the one cut short too when it printed
// something, then the stop note and the line it stopped at: exit 4); --format, --part,
// --dimacs, --stream and a sweep are refused.
#pragma once
#include <iosfwd>
#include <string>

#include "cli/options.hpp"
#include "cli/run_environment.hpp"

namespace chessy {

// INPUT is a .jsonl file: its name ends in ".jsonl" (in any case), or --jsonl says so.
bool is_jsonl(const Options& o);

// The options a .jsonl INPUT cannot take, refused (usage_error: one line, exit 2).
void check_jsonl_options(const Options& o);

// The run above; its exit status: 4 stopped, else 2 a bad line, else 5 a line
// undecided (a board above 1000 a side), else 0 some line has a solution, else 1.
int run_jsonl(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const RunEnvironment& env);

}  // namespace chessy
