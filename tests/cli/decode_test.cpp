// `chessy-sat decode INPUT MODEL`, end to end through run_app: models of the CNF that
// --dimacs writes (found here by the in-process CaDiCaL fed that very DIMACS text, or
// written by hand through its `c place` comments) are read back in every answer
// format, checked, and printed; non-solutions, UNSAT answers and malformed model files
// get one precise line each.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "backends/solver.hpp"
#include "helpers.hpp"

namespace {

using helpers::AppRun;
using helpers::run;
using helpers::TempFile;

// The CNF chessy-sat writes for `problem` (with `options` such as --all).
std::string dimacs_of(const std::string& problem, std::vector<std::string> options = {}) {
  options.insert(options.begin(), {"-", "--dimacs", "-"});
  const AppRun r = run(options, problem);
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  return r.out;
}

// A solver's answer for a DIMACS text, in the SAT competition's format, from the
// in-process CaDiCaL behind the public Solver interface.
std::string answer_for(const std::string& cnf) {
  std::unique_ptr<chessy::Solver> solver = chessy::make_solver("cadical");
  std::istringstream in(cnf);
  std::vector<int> clause;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == 'c') continue;
    std::istringstream words(line);
    if (line[0] == 'p') {
      std::string p, format;
      int vars = 0;
      words >> p >> format >> vars;
      while (solver->vars() < vars) solver->new_var();
      continue;
    }
    for (int lit; words >> lit;) {
      if (lit != 0) {
        clause.push_back(lit);
        continue;
      }
      solver->add_clause(clause);
      clause.clear();
    }
  }
  if (solver->solve() != chessy::Result::Sat) return "s UNSATISFIABLE\n";
  std::string answer = "s SATISFIABLE\nv";
  for (int v = 1; v <= solver->vars(); ++v) {
    answer += ' ';  // not ' ' + to_string(...): GCC 12 warns (-Wrestrict) on that
    answer += std::to_string(solver->value(v) ? v : -v);
  }
  return answer + " 0\n";
}

// The placement variables of a CNF, from its comments "c place VAR PIECE COLOUR ROW COL".
using Square = std::tuple<std::string, int, int>;  // piece ("Q", "Rw"), row, col
std::map<Square, int> placement_variables(const std::string& cnf) {
  std::map<Square, int> vars;
  std::istringstream in(cnf);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string c, place, piece, colour;
    int var = 0, row = 0, col = 0;
    if (!(words >> c >> place >> var >> piece >> colour >> row >> col) || c != "c" || place != "place") continue;
    vars[{colour == "-" ? piece : piece + colour, row, col}] = var;
  }
  return vars;
}

// An answer that places exactly `pieces` (every other variable false).
std::string answer_placing(const std::string& cnf, const std::vector<Square>& pieces) {
  const std::map<Square, int> vars = placement_variables(cnf);
  std::string answer = "s SATISFIABLE\nv";
  for (const Square& s : pieces) {
    const auto var = vars.find(s);
    if (var == vars.end()) {
      ADD_FAILURE() << std::get<0>(s) << " on " << std::get<1>(s) << "," << std::get<2>(s) << " has no variable";
      continue;
    }
    answer += ' ';
    answer += std::to_string(var->second);
  }
  return answer + " 0\n";
}

// V of the CNF's header "p cnf V C".
std::string variables_of(const std::string& cnf) {
  const std::size_t p = cnf.find("\np cnf ") + 7;
  return cnf.substr(p, cnf.find(' ', p) - p);
}

// decode with the problem on standard input and the model in a file.
AppRun decode(const std::string& problem, const std::string& model, std::vector<std::string> options = {}) {
  TempFile file("chessy-decode-model");
  file.write(model);
  options.insert(options.begin(), {"decode", "-", file.path()});
  return run(options, problem);
}

const std::string kQueens6 = "size 6\n6*q\n";

TEST(Decode, ModelOfTheCnfPrintsOneOfTheSolutions) {
  const AppRun r = decode(kQueens6, answer_for(dimacs_of(kQueens6)));
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  const AppRun all = run({"-", "--all", "--no-symmetry"}, kQueens6);
  const std::vector<std::string> boards = helpers::boards_of(all.out);
  ASSERT_EQ(boards.size(), 4u);
  EXPECT_NE(std::find(boards.begin(), boards.end(), r.out), boards.end()) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(Decode, ModelOnStandardInputAndProblemInAFile) {
  TempFile problem("chessy-decode-problem");
  problem.write(kQueens6);
  const std::string answer = answer_for(dimacs_of(kQueens6));
  const AppRun r = run({"decode", problem.path(), "-"}, answer);
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  EXPECT_EQ(r.out, decode(kQueens6, answer).out);
}

TEST(Decode, ReadsEveryAnswerFormatAlike) {
  const std::string cnf = dimacs_of(kQueens6);
  const std::string answer = answer_for(cnf);  // "s SATISFIABLE\nv ... 0\n"
  const std::string literals = answer.substr(answer.find('v') + 2);
  std::string split = "c a comment first\ns SATISFIABLE\n";  // v lines of three literals
  {
    std::istringstream words(literals);
    int n = 0;
    for (std::string w; words >> w; ++n) split += (n % 3 == 0 ? (n ? "\nv " : "v ") : " ") + w;
    split += "\n";
  }
  std::string true_only;  // a bare list of the true literals, no final 0
  {
    std::istringstream words(literals);
    for (int lit; words >> lit;)
      if (lit > 0) true_only += std::to_string(lit) + "\n";
  }
  const std::string expected = decode(kQueens6, answer).out;
  for (const std::string& model : {split, "SAT\n" + literals,  // MiniSat's result file
                                   literals, literals.substr(0, literals.size() - 3) + "\n", true_only,
                                   "\r\n" + answer}) {
    SCOPED_TRACE(model);
    const AppRun r = decode(kQueens6, model);
    EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
    EXPECT_EQ(r.out, expected);
  }
}

TEST(Decode, UnsatisfiableAnswerSaysNoSolution) {
  const std::string problem = "size 3\n3*q\n";
  EXPECT_EQ(answer_for(dimacs_of(problem)), "s UNSATISFIABLE\n");
  for (const char* model : {"s UNSATISFIABLE\n", "c solved\ns UNSATISFIABLE\n", "UNSAT\n"}) {
    const AppRun r = decode(problem, model);
    EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
    EXPECT_EQ(r.out, "no solution\n");
    EXPECT_EQ(r.err, "");
  }
}

struct NonSolution {
  std::string problem;
  std::vector<Square> pieces;  // what the model places
  std::string why;             // the line decode must print
};

TEST(Decode, NonSolutionsAreNamedPrecisely) {
  const std::vector<NonSolution> cases = {
      {"size 4\n4*q\n", {{"Q", 0, 1}, {"Q", 1, 3}, {"Q", 2, 0}, {"Q", 2, 2}}, "Q on 1,3 attacks Q on 2,2"},
      {"size 4\n4*q\n", {{"Q", 0, 1}, {"Q", 1, 3}, {"Q", 2, 0}}, "3 pieces of type Q placed, 4 asked for"},
      // (cells off the fixed queen's lines: the others may have no variable)
      {"size 4\n4*q\nq @ 0,1\n", {{"Q", 1, 3}, {"Q", 2, 0}, {"Q", 3, 2}, {"Q", 3, 3}}, "the fixed Q on 0,1 is missing"},
      {"size 3\nr w\nr b\n", {{"Rw", 0, 0}, {"Rb", 0, 2}}, "Rw on 0,0 attacks Rb on 0,2"},
      {"size 3\nd\nq\n", {{"Q", 0, 0}}, "cell 1,2 is neither occupied nor attacked"},
      {"size 3\nq\nr\n", {{"Q", 1, 1}, {"R", 1, 1}}, "two pieces on 1,1"},
  };
  for (const NonSolution& c : cases) {
    SCOPED_TRACE(c.problem);
    const AppRun r = decode(c.problem, answer_placing(dimacs_of(c.problem), c.pieces));
    EXPECT_EQ(r.status, chessy::kExitNoSolution) << r.err;
    EXPECT_EQ(r.out, "not a solution: " + c.why + "\n");
    EXPECT_EQ(r.err, "");
  }
}

TEST(Decode, MalformedModelFilesGetFileLineAndWhatIsWrong) {
  const std::string vars = variables_of(dimacs_of(kQueens6));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"hello\n", ":1: expected a 'c', 's' or 'v' line or literals, found 'hello'"},
      {"", ":1: no answer: neither an 's' line nor literals"},
      {"c only comments\n", ":1: no answer: neither an 's' line nor literals"},
      {"s SATISFIABLE\n", ":1: SATISFIABLE, but no model follows (no 'v' lines)"},
      {"s SATISFIABLE\nv 1 2\n", ":2: the model does not end in 0 (cut short?)"},
      {"s UNSATISFIABLE\nv 1 0\n", ":2: a model, but the answer is UNSATISFIABLE"},
      {"s MAYBE\n", ":1: unknown answer 's MAYBE' (s SATISFIABLE, s UNSATISFIABLE or s UNKNOWN)"},
      {"s UNKNOWN\n", ":1: the solver gave no answer (UNKNOWN)"},
      {"s SATISFIABLE\ns SATISFIABLE\nv 1 0\n", ":2: a second answer (the first is on line 1)"},
      {"c x\n1 -1\n", ":2: variable 1 is given both true and false"},
      {"1 0\n2\n", ":2: a literal after the model's final 0 (on line 1)"},
      {"v 1 99999 0\n", ":1: variable 99999 is beyond the CNF's " + vars + " variables"},
      {"v 1 99999999999999999999 0\n", ":1: variable 99999999999999999999 is beyond the CNF's " + vars + " variables"},
      {"s SATISFIABLE\nv 1 x2 0\n", ":2: expected a literal (a whole number), found 'x2'"},
      {"s SATISFIABLE\nv 1 -0 0\n", ":2: expected a literal (a whole number), found '-0'"},
      // Found by tests/fuzz/model_fuzz.cpp: "--3" once reached the model as variable -3.
      {"s SATISFIABLE\nv 1 2 --3 0\n", ":2: expected a literal (a whole number), found '--3'"},
      {"+4 0\n", ":1: expected a 'c', 's' or 'v' line or literals, found '+4 0'"},
  };
  for (const auto& [model, message] : cases) {
    SCOPED_TRACE(model);
    TempFile file("chessy-decode-bad");
    file.write(model);
    const AppRun r = run({"decode", "-", file.path()}, kQueens6);
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, file.path() + message + "\n");
  }
}

TEST(Decode, RebuildsTheCnfOfTheSameOptions) {
  // --all adds symmetry-breaking variables: a model of that CNF names more variables
  // than the plain one has, and is read back with the same options.
  const std::string answer = answer_for(dimacs_of(kQueens6, {"--all"}));
  const AppRun same = decode(kQueens6, answer, {"--all"});
  EXPECT_EQ(same.status, chessy::kExitSolved) << same.err;
  const AppRun other = decode(kQueens6, answer);
  EXPECT_EQ(other.status, chessy::kExitBadInput);
  EXPECT_NE(other.err.find("is beyond the CNF's " + variables_of(dimacs_of(kQueens6)) + " variables"),
            std::string::npos)
      << other.err;
  // --size shapes the CNF as well.
  const AppRun sized = decode("6*q\n", answer_for(dimacs_of("6*q\n", {"--size", "6"})), {"--size", "6"});
  EXPECT_EQ(sized.status, chessy::kExitSolved) << sized.err;
}

TEST(Decode, JsonOutputForEachVerdict) {
  const AppRun ok = decode(kQueens6, answer_for(dimacs_of(kQueens6)), {"--json"});
  EXPECT_EQ(ok.status, chessy::kExitSolved) << ok.err;
  const nlohmann::json solution = nlohmann::json::parse(ok.out);
  ASSERT_TRUE(solution["solution"].is_array());
  EXPECT_EQ(solution["solution"].size(), 6u);

  const AppRun none = decode(kQueens6, "s UNSATISFIABLE\n", {"--json"});
  EXPECT_EQ(none.status, chessy::kExitNoSolution);
  EXPECT_EQ(nlohmann::json::parse(none.out), nlohmann::json::parse(R"({"solution": null})"));

  const AppRun bad = decode(kQueens6, "0\n", {"--json"});
  EXPECT_EQ(bad.status, chessy::kExitNoSolution);
  EXPECT_EQ(nlohmann::json::parse(bad.out),
            nlohmann::json::parse(R"({"solution": null, "violation": "0 pieces of type Q placed, 6 asked for"})"));
}

TEST(Decode, CommandLineMistakes) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"decode", "p.txt"}, "chessy-sat: decode needs INPUT and MODEL (see --help)\n"},
      {{"decode", "p.txt", "m", "x"}, "chessy-sat: decode takes INPUT and MODEL ('p.txt', 'm', 'x') (see --help)\n"},
      {{"decode", "-", "-"}, "chessy-sat: INPUT and MODEL cannot both be standard input (see --help)\n"},
      {{"decode", "p.txt", "m", "--limit", "3"}, "chessy-sat: --limit has no meaning with decode (see --help)\n"},
      {{"decode", "p.txt", "m", "--backend", "picosat"}, "chessy-sat: --backend has no meaning with decode (see --help)\n"},
  };
  for (const auto& [args, message] : cases) {
    const AppRun r = run(args);
    EXPECT_EQ(r.status, chessy::kExitBadInput);
    EXPECT_EQ(r.err, message);
  }
}

}  // namespace
