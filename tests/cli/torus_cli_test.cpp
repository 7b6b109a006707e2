// Tori (issue 24; docs/rules.md "Tori") end to end through run_app: the totals of n
// queens on the n x n torus (OEIS A007705) by both CNF engines, the same totals with
// and without symmetry, --torus beside the files, the outputs that mark a torus
// (text, unicode, SVG, JSON, DIMACS), decode and merge, and the engines that refuse it.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace {

using helpers::run;

// OEIS A007705: n queens on the n x n torus, n = 1..17.
const std::vector<long long> kTorusQueens = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524, 0, 0, 0, 140692};

std::string queens(int n) { return "size " + std::to_string(n) + "\ntorus\n" + std::to_string(n) + "*q\n"; }

std::string total_of(const std::string& input, const std::vector<std::string>& options) {
  std::vector<std::string> args{"-", "--count"};
  args.insert(args.end(), options.begin(), options.end());
  const helpers::AppRun r = run(args, input);
  EXPECT_EQ(r.status, r.out.find("total: 0\n") == std::string::npos ? 0 : 1) << r.err;
  const std::size_t at = r.out.find("total: ");
  return at == std::string::npos ? r.out : r.out.substr(at + 7, r.out.find('\n', at) - at - 7);
}

void expect_torus_queens(int from, int to, const std::string& engine) {
  for (int n = from; n <= to; ++n)
    EXPECT_EQ(total_of(queens(n), {"--engine", engine}), std::to_string(kTorusQueens[n - 1])) << engine << " n = " << n;
}

TEST(TorusCli, QueensOnTheTorusUpTo13) {
  expect_torus_queens(1, 13, "sat");
  expect_torus_queens(1, 13, "backtrack");
  expect_torus_queens(1, 13, "auto");
}

// Slow (tests/slow_tests.cmake): about 20 s with the backtracker (17: 5 s), and the
// CDCL engine to 15 (15: 2 s; 17 takes 83 s, bench/torus.sh).
TEST(TorusCli, QueensOnTheTorusUpTo17) {
  expect_torus_queens(14, 17, "backtrack");
  expect_torus_queens(14, 15, "sat");
}

// The classes under the board's symmetries add up to what the search without them
// finds: the rotations and reflections map a torus's attacks onto themselves.
TEST(TorusCli, ClassesAddUpToEverySolution) {
  const std::vector<std::string> problems = {
      "size 6\ntorus\n6*r\n",          "size 5 7\ntorus\n4*b\n",             "size 5\ntorus\n5*n\n",
      "size 6\ntorus\n9*k\n",          "size 3 4\ntorus\n2*p w\n2*p b\n",   "size 5\ntorus\n2*q w\n3*n b\n",
      "d\nsize 6\ntorus\n3*q\n",       "d\nsize 4 5\ntorus\n4*r\n",          "d\ni\nsize 6\ntorus\n6*n\n",
      "d\nt\nsize 5\ntorus\n3*q\n",    "d\nsize 4\ntorus\n2*k\n2*b\n",       "size 6\ntorus\nx @ 0,0\nx @ 5,5\n5*q\n",
      "size 7\ntorus\n7*q\nq @ 0,0\n", "d\nsize 6\ntorus\nx @ 2,3\n3*q\n",
  };
  for (const std::string& p : problems)
    for (const char* engine : {"sat", "backtrack"})
      EXPECT_EQ(total_of(p, {"--engine", engine}), total_of(p, {"--engine", engine, "--no-symmetry"}))
          << engine << "\n" << p;
}

TEST(TorusCli, OneQueenDominatesTheThreeByThreeTorus) {
  const helpers::AppRun least = run({"-", "--min"}, "d\nsize 3\ntorus\n?*q\n");
  EXPECT_EQ(least.out.substr(0, 17), "minimum: 1\ntorus\n") << least.err;
  EXPECT_EQ(run({"-", "--min"}, "d\nsize 3\n?*q\n").out.substr(0, 11), "minimum: 1\n");  // the centre, on a plain board
  EXPECT_EQ(run({"-", "--count", "--no-symmetry"}, "d\nsize 3\ntorus\nq\n").out, "fundamental: 9\ntotal: 9\n");
}

TEST(TorusCli, TheFlagBesideTheFile) {
  EXPECT_EQ(run({"-", "--torus", "--count"}, "size 5\n5*q\n").out, "fundamental: 2\ntotal: 10\n");
  EXPECT_EQ(run({"-", "--torus", "--count"}, "size 5\ntorus\n5*q\n").out, "fundamental: 2\ntotal: 10\n");
  EXPECT_EQ(run({"-", "--torus", "--count", "--size", "6"}, "5*q\n").out, "fundamental: 0\ntotal: 0\n");
  const helpers::AppRun clash =
      run({"-", "--torus"}, R"({"size": 5, "torus": false, "pieces": [{"piece": "q", "count": 5}]})");
  EXPECT_EQ(clash.status, 2);
  EXPECT_EQ(clash.err, "<stdin>: torus: false, but --torus asks for a torus\n");
  const helpers::AppRun twice = run({"-"}, "torus\nsize 5\ntorus\n5*q\n");
  EXPECT_EQ(twice.status, 2);
  EXPECT_EQ(twice.err, "<stdin>:3: 'torus' given twice (first on line 1)\n");
  const helpers::AppRun help = run({"--help"});
  EXPECT_NE(help.out.find("\n  torus              every ray and step wraps around the edges\n"), std::string::npos);
  EXPECT_NE(help.out.find("--torus"), std::string::npos);
}

TEST(TorusCli, OutputsMarkTheTorus) {
  const std::string five = queens(5);
  EXPECT_EQ(run({"-"}, five).out, "torus\n----Q\n--Q--\nQ----\n---Q-\n-Q---\n");
  const helpers::AppRun all = run({"-", "--all"}, five);
  EXPECT_EQ(all.out, "torus\n----Q\n--Q--\nQ----\n---Q-\n-Q---\n\ntorus\n---Q-\nQ----\n--Q--\n----Q\n-Q---\n");
  const helpers::AppRun unicode = run({"-", "--format", "unicode"}, five);
  EXPECT_EQ(unicode.out.rfind("torus\n", 0), 0u) << unicode.out;
  const helpers::AppRun svg = run({"-", "--format", "svg"}, five);
  EXPECT_NE(svg.out.find("class of 8 (torus)</text>"), std::string::npos) << svg.out;
  EXPECT_NE(svg.out.find("class=\"frame\" width=\"240\" height=\"240\" stroke-dasharray=\"6 4\"/>"), std::string::npos);
  const helpers::AppRun json = run({"-", "--json"}, five);
  EXPECT_NE(json.out.find(",\"torus\":true}\n"), std::string::npos) << json.out;
  const helpers::AppRun dimacs = run({"-", "--dimacs", "-"}, five);
  EXPECT_EQ(dimacs.out.rfind("c chessy-sat CNF of <stdin>: 5x5 independence\nc torus\n", 0), 0u) << dimacs.out;
  // Plain boards print no mark.
  for (const auto& args : std::vector<std::vector<std::string>>{{"-"}, {"-", "--json"}, {"-", "--dimacs", "-"},
                                                                 {"-", "--format", "svg"}, {"-", "--format", "unicode"}})
    EXPECT_EQ(run(args, "size 5\n5*q\n").out.find("torus"), std::string::npos);
}

// decode reads the problem again: with --torus (or its line) it judges the model by
// the torus's attacks.
TEST(TorusCli, DecodeKnowsTheTorus) {
  const helpers::AppRun dimacs = run({"-", "--dimacs", "-", "--torus"}, "size 1 4\n2*n\n");
  ASSERT_EQ(dimacs.status, 0) << dimacs.err;
  // The placement variables of knights on 0,0 and 0,2: two columns apart, which is a
  // knight's move only round the edge of a 1x4 torus.
  std::string model = "s SATISFIABLE\nv";
  const std::regex place(R"(c place (\d+) N - 0 (\d))");
  for (std::sregex_iterator it(dimacs.out.begin(), dimacs.out.end(), place), end; it != end; ++it) {
    model += (*it)[2] == "0" || (*it)[2] == "2" ? " " : " -";  // appended, not " " + string: GCC 12 -Wrestrict
    model += (*it)[1].str();
  }
  model += " 0\n";
  const helpers::TempFile problem("torus-rooks"), answer("torus-model");
  problem.write("size 1 4\n2*n\n");
  answer.write(model);
  const helpers::AppRun torus = run({"decode", problem.path(), answer.path(), "--torus"});
  EXPECT_EQ(torus.out, "not a solution: N on 0,0 attacks N on 0,2\n") << model << torus.err;
  EXPECT_EQ(torus.status, 1);
  EXPECT_EQ(run({"decode", problem.path(), answer.path()}).out, "N-N-\n");
}

TEST(TorusCli, MergeRefusesAPlainPartBesideATorusPart) {
  const helpers::TempDir dir("torus-merge");
  const std::string a = dir / "a.json", b = dir / "b.json";
  ASSERT_EQ(run({"-", "--count", "--part", "0/2", "-o", a, "--torus"}, "size 7\n7*q\n").status, 0);
  ASSERT_EQ(run({"-", "--count", "--part", "1/2", "-o", b}, "size 7\n7*q\n").status, 0);
  const helpers::AppRun merged = run({"merge", a, b});
  EXPECT_EQ(merged.status, 2);
  EXPECT_NE(merged.err.find("a part of another problem"), std::string::npos) << merged.err;
  ASSERT_EQ(run({"-", "--count", "--part", "1/2", "-o", b, "--torus"}, "size 7\n7*q\n").status, 0);
  EXPECT_EQ(run({"merge", a, b}).out, "fundamental: 4\ntotal: 28\n");
}

// A sweep and generate take --torus or the line as any problem does.
TEST(TorusCli, SweepsAndPuzzles) {
  const helpers::AppRun sweep = run({"-", "--size", "4..7", "--torus", "--count", "--csv"}, "n*q\n");
  ASSERT_EQ(sweep.status, 0) << sweep.err;
  const std::vector<std::string> rows = helpers::lines_of(sweep.out);
  ASSERT_EQ(rows.size(), 5u) << sweep.out;
  for (int n = 4; n <= 7; ++n) {  // n,rows,cols,fundamental,total,...
    const std::string side = std::to_string(n), fundamental = n == 5 ? "2" : n == 7 ? "4" : "0";
    EXPECT_EQ(rows[n - 3].rfind(side + "," + side + "," + side + "," + fundamental + "," +
                                    std::to_string(kTorusQueens[n - 1]) + ",true,",
                                0),
              0u)
        << sweep.out;
  }
  const helpers::AppRun puzzle = run({"generate", "-", "--json"}, queens(7));
  ASSERT_EQ(puzzle.status, 0) << puzzle.err;
  EXPECT_NE(puzzle.out.find("\"torus\":true"), std::string::npos) << puzzle.out;
  EXPECT_EQ(run({"-", "--count", "--no-symmetry"}, puzzle.out).out, "fundamental: 1\ntotal: 1\n");
}

TEST(TorusCli, TheBitsEngineRefusesATorus) {
  const helpers::AppRun bits = run({"-", "--count", "--engine", "bits"}, queens(5));
  EXPECT_EQ(bits.status, 2);
  EXPECT_EQ(bits.err, "chessy-sat: --engine bits: the bits engine does not take tori\n");
}

}  // namespace
