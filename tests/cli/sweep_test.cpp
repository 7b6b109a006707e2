// Sweeps (issue 18): a count 'n' in both formats, `--size A..B` against published
// sequences and the brute-force referee, the table's three shapes, --part, the stop
// and resume, the SVG plot read back with an XML parser, and the refusals.
#include <expat.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/options.hpp"
#include "cli/sweep.hpp"
#include "model/parse.hpp"
#include "helpers.hpp"
#include "oeis.hpp"
#include "referee.hpp"

namespace {

using helpers::AppRun;
using helpers::lines_of;
using helpers::run;

// The fields of a CSV line (the table has no quoted fields).
std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> f;
  std::stringstream in(line);
  for (std::string field; std::getline(in, field, ',');) f.push_back(field);
  if (!line.empty() && line.back() == ',') f.push_back("");
  return f;
}

// A CSV table as one map a row, keyed by the header.
std::vector<std::map<std::string, std::string>> csv_rows(const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  std::vector<std::map<std::string, std::string>> rows;
  if (lines.empty()) return rows;
  const std::vector<std::string> header = fields(lines[0]);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = fields(lines[i]);
    EXPECT_EQ(f.size(), header.size()) << lines[i];
    std::map<std::string, std::string> row;
    for (std::size_t c = 0; c < std::min(f.size(), header.size()); ++c) row[header[c]] = f[c];
    rows.push_back(row);
  }
  return rows;
}

bool is_one_line(const std::string& s) {
  return !s.empty() && s.back() == '\n' && std::count(s.begin(), s.end(), '\n') == 1;
}

// ---- A count 'n' -----------------------------------------------------------------

TEST(SizeCount, IsTheRowsInBothFormats) {
  const chessy::Problem t = chessy::parse_input("size 6\nn*q\n", "p.txt");
  ASSERT_EQ(t.counts.size(), 1u);
  EXPECT_EQ(t.counts[0], 6);
  const chessy::Problem j = chessy::parse_input(R"({"size": [5, 7], "pieces": [{"piece": "q", "count": "n"}]})", "p.json");
  EXPECT_EQ(j.counts.at(0), 5);
  // A lone `n` is still a knight; `n*n` is n knights.
  const chessy::Problem k = chessy::parse_input("size 4\nn\nn*n\n", "p.txt");
  EXPECT_EQ(k.counts.at(0), 5);
  EXPECT_EQ(k.types.at(0).kind, chessy::Kind::Knight);
}

TEST(SizeCount, OnTwoLinesEachIsTheSize) {
  const chessy::Problem p = chessy::parse_input("n*q\nn*k\nn*q\n", "p.txt", chessy::BoardSize(5));
  ASSERT_EQ(p.counts.size(), 2u);
  EXPECT_EQ(p.counts[0], 10);  // queens: two lines add up
  EXPECT_EQ(p.counts[1], 5);
}

TEST(SizeCount, CommandLineSizeWinsAndAColumnSweepCountsColumns) {
  EXPECT_EQ(chessy::parse_input("size 4\nn*q\n", "p.txt", chessy::BoardSize(7)).counts.at(0), 7);
  chessy::BoardSize columns(3, 9);
  columns.n_is_cols = true;
  EXPECT_EQ(chessy::parse_input("n*k\n", "p.txt", columns).counts.at(0), 9);
}

TEST(SizeCount, ErrorsNameTheirLine) {
  struct Case {
    std::string text, where, mentions;
  };
  for (const Case& c : {Case{"q\nn*q\n", "p.txt:2: ", "give one ('size M' or --size)"},
                        Case{"size 4\nn*q @ 0,1\n", "p.txt:2: ", "a count 'n' goes on a line of its own"},
                        Case{"size 4\nn*q\n?*q\n", "p.txt:3: ", "open count"},
                        Case{"size 3\nn*q\nn*r\nn*k\nn*b\n", "p.txt:5: ", "12 pieces do not fit on the 3x3 board"},
                        Case{R"({"pieces": [{"piece": "q", "count": "n"}]})", "p.json: pieces[0]: ", "give one"}}) {
    try {
      chessy::parse_input(c.text, c.text[0] == '{' ? "p.json" : "p.txt");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const chessy::InputError& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.rfind(c.where, 0), 0u) << what;
      EXPECT_NE(what.find(c.mentions), std::string::npos) << what;
    }
  }
}

// ---- Sweeps against published figures and the referee ----------------------------

TEST(Sweep, QueensCountsMatchA000170AndA002562) {
  const AppRun r = run({"-", "--size", "1..10", "--count", "--csv"}, "n*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const auto rows = csv_rows(r.out);
  ASSERT_EQ(rows.size(), 10u) << r.out;
  EXPECT_EQ(lines_of(r.out).at(0), "n,rows,cols,fundamental,total,complete,seconds");
  for (int n = 1; n <= 10; ++n) {
    const auto& row = rows[n - 1];
    EXPECT_EQ(row.at("n"), std::to_string(n));
    EXPECT_EQ(row.at("rows"), std::to_string(n));
    EXPECT_EQ(row.at("cols"), std::to_string(n));
    EXPECT_EQ(row.at("fundamental"), std::to_string(oeis::kQueensFundamental[n])) << n;
    EXPECT_EQ(row.at("total"), std::to_string(oeis::kQueensTotal[n])) << n;
    EXPECT_EQ(row.at("complete"), "true");
  }
}

TEST(Sweep, QueenDominationNumbersMatchA075458) {
  const AppRun r = run({"-", "--size", "1..8", "--min", "--json"}, "d\n?*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 8u) << r.out;
  for (int n = 1; n <= 8; ++n) {
    const nlohmann::json row = nlohmann::json::parse(lines[n - 1]);
    EXPECT_EQ(row.at("n"), n);
    EXPECT_EQ(row.at("minimum"), oeis::kQueenDomination[n]) << n;
    EXPECT_TRUE(row.at("complete").get<bool>());
    EXPECT_TRUE(row.at("solution").is_array());  // the single solve's own object, whole
    EXPECT_TRUE(row.at("seconds").is_number());
  }
}

// 8x4..8x6: the columns vary, so 'n' is the number of columns: n kings on 3 x n,
// judged by the referee's brute force.
TEST(Sweep, RectanglesCountTheSideThatVaries) {
  const AppRun r = run({"-", "--size", "3x2..3x5", "--count", "--csv"}, "n*k\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const auto rows = csv_rows(r.out);
  ASSERT_EQ(rows.size(), 4u) << r.out;
  for (int n = 2; n <= 5; ++n) {
    referee::Problem p;
    p.rows = 3;
    p.cols = n;
    p.pieces = {{{'K', 0}, n}};
    const referee::Result want = referee::solve(p);
    const auto& row = rows[n - 2];
    EXPECT_EQ(row.at("n"), std::to_string(n));
    EXPECT_EQ(row.at("rows"), "3");
    EXPECT_EQ(row.at("cols"), std::to_string(n));
    EXPECT_EQ(row.at("fundamental"), std::to_string(want.fundamental)) << n;
    EXPECT_EQ(row.at("total"), std::to_string(want.total)) << n;
  }
  // Rows varying: n is the rows.
  const auto by_rows = csv_rows(run({"-", "--size", "2x3..4x3", "--count", "--csv"}, "n*k\n").out);
  ASSERT_EQ(by_rows.size(), 3u);
  EXPECT_EQ(by_rows[2].at("n"), "4");
  EXPECT_EQ(by_rows[2].at("rows"), "4");
}

// The default mode: one solution a size, the table says whether there is one.
TEST(Sweep, TextTableIsAlignedAndSaysWhetherEachSizeHasASolution) {
  const AppRun r = run({"-", "--size", "2..5"}, "n*q\n");
  EXPECT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 5u) << r.out;
  for (const std::string& line : lines) EXPECT_EQ(line.size(), lines[0].size()) << r.out;  // aligned
  std::istringstream header(lines[0]);
  std::vector<std::string> words;
  for (std::string w; header >> w;) words.push_back(w);
  EXPECT_EQ(words, (std::vector<std::string>{"size", "solution", "complete", "seconds"}));
  const char* want[] = {"no", "no", "yes", "yes"};  // 2 and 3 queens have no solution
  for (int i = 0; i < 4; ++i) {
    std::istringstream row(lines[i + 1]);
    std::string size, solution, complete;
    row >> size >> solution >> complete;
    EXPECT_EQ(size, std::to_string(i + 2));
    EXPECT_EQ(solution, want[i]) << lines[i + 1];
    EXPECT_EQ(complete, "yes");
  }
  // No size with a solution: exit 1, like a single run.
  EXPECT_EQ(run({"-", "--size", "2..3"}, "n*q\n").status, chessy::kExitNoSolution);
}

// A problem without 'n' is solved as it is at every size.
TEST(Sweep, FixedCountsStayAndJsonLinesHoldOneObjectASize) {
  const AppRun r = run({"-", "--size", "4..6", "--count", "--json"}, "4*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  const nlohmann::ordered_json four = nlohmann::ordered_json::parse(lines[0]);  // keys as written
  std::vector<std::string> keys;
  for (const auto& [k, v] : four.items()) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"n", "rows", "cols", "fundamental", "total", "complete", "stats", "seconds"}));
  EXPECT_EQ(four.at("total"), oeis::kQueensTotal[4]);
  const AppRun alone = run({"-", "--size", "6", "--count"}, "4*q\n");  // the same problem, one size
  EXPECT_EQ(alone.out, "fundamental: " + nlohmann::json::parse(lines[2]).at("fundamental").dump() +
                           "\ntotal: " + nlohmann::json::parse(lines[2]).at("total").dump() + "\n");
}

// --part I/P: the sizes n with n mod P = I.
TEST(Sweep, PartRunsTheSizesOfItsResidue) {
  const auto rows = csv_rows(run({"-", "--size", "1..10", "--count", "--csv", "--part", "1/3"}, "n*q\n").out);
  std::vector<std::string> ns;
  for (const auto& row : rows) ns.push_back(row.at("n"));
  EXPECT_EQ(ns, (std::vector<std::string>{"1", "4", "7", "10"}));
  EXPECT_EQ(rows.at(3).at("total"), std::to_string(oeis::kQueensTotal[10]));
}

// ---- Stopping ----------------------------------------------------------------------

// A stop already asked for: the first size is the row cut short, and the note says
// which --size resumes the sweep.
TEST(Sweep, StoppedBeforeTheFirstSizeWritesItIncompleteAndSaysHowToResume) {
  std::atomic<bool> stop{true};
  std::istringstream in("n*q\n");
  std::ostringstream out, err;
  const int status = chessy::run_app({"-", "--size", "5..9", "--count", "--csv"}, in, out, err,
                                     chessy::RunEnvironment{.interrupt = &stop});
  EXPECT_EQ(status, chessy::kExitIncomplete);
  const auto rows = csv_rows(out.str());
  ASSERT_EQ(rows.size(), 1u) << out.str();
  EXPECT_EQ(rows[0].at("n"), "5");
  EXPECT_EQ(rows[0].at("complete"), "false");
  EXPECT_NE(err.str().find("--size 5..9 resumes it"), std::string::npos) << err.str();
}

// A stop in the middle, through a stand-in for the single-size solve: the rows done,
// then the one cut short, then nothing.
TEST(Sweep, StoppedInTheMiddleKeepsTheRowsDone) {
  const chessy::Options o = chessy::parse_options({"-", "--size", "8x3..8x9", "--count", "--json", "--part", "0/2"});
  std::vector<int> seen;
  const chessy::SolveOne fake = [&](const chessy::Options& one, chessy::Problem problem, std::ostream& results,
                                    std::ostream&, const chessy::RunEnvironment&, chessy::StopFlag& stop) {
    EXPECT_TRUE(one.json);
    EXPECT_FALSE(one.size_last);
    EXPECT_EQ(problem.counts.at(0), problem.cols);  // n is the columns here
    seen.push_back(problem.cols);
    if (problem.cols == 6) {
      stop.flag() = true;
      results << R"({"fundamental":3,"total":5,"complete":false})" << '\n';
      return chessy::kExitIncomplete;
    }
    results << R"({"fundamental":1,"total":2,"complete":true})" << '\n';
    return chessy::kExitSolved;
  };
  std::istringstream in("n*q\n");
  std::ostringstream out, err;
  EXPECT_EQ(chessy::run_sweep(o, in, out, err, {}, fake), chessy::kExitIncomplete);
  EXPECT_EQ(seen, (std::vector<int>{4, 6}));  // even columns only (--part 0/2), none after the stop
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 2u) << out.str();
  EXPECT_TRUE(nlohmann::json::parse(lines[0]).at("complete").get<bool>());
  const nlohmann::json cut = nlohmann::json::parse(lines[1]);
  EXPECT_FALSE(cut.at("complete").get<bool>());
  EXPECT_EQ(cut.at("total"), 5);
  EXPECT_EQ(cut.at("cols"), 6);
  EXPECT_NE(err.str().find("--size 8x6..8x9 --part 0/2 resumes it"), std::string::npos) << err.str();
}

// An optimum cut short: the text table shows the bounds proven, and "no".
TEST(Sweep, AnOptimumCutShortShowsItsBounds) {
  const chessy::Options o = chessy::parse_options({"-", "--size", "7..9", "--min"});
  const chessy::SolveOne fake = [](const chessy::Options&, chessy::Problem, std::ostream& results, std::ostream&,
                                   const chessy::RunEnvironment&, chessy::StopFlag&) {
    results << R"({"lower":5,"upper":7,"complete":false})" << '\n';
    return chessy::kExitIncomplete;
  };
  std::istringstream in("d\n?*q\n");
  std::ostringstream out, err;
  EXPECT_EQ(chessy::run_sweep(o, in, out, err, {}, fake), chessy::kExitIncomplete);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 2u) << out.str();
  std::istringstream row(lines[1]);
  std::string size, minimum, complete;
  row >> size >> minimum >> complete;
  EXPECT_EQ(size, "7");
  EXPECT_EQ(minimum, "5..7");
  EXPECT_EQ(complete, "no");
}

// ---- The plot -------------------------------------------------------------------------

// What an XML parser finds in the SVG: the markers' attributes and all the text.
struct Svg {
  std::vector<std::map<std::string, std::string>> points;  // <circle class="point">
  std::string text;                                         // character data, joined
  bool well_formed = false;
};

Svg parse_svg(const std::string& document) {
  Svg svg;
  XML_Parser parser = XML_ParserCreate(nullptr);
  XML_SetUserData(parser, &svg);
  XML_SetElementHandler(
      parser,
      [](void* data, const XML_Char* name, const XML_Char** attributes) {
        std::map<std::string, std::string> a;
        for (int i = 0; attributes[i]; i += 2) a[attributes[i]] = attributes[i + 1];
        if (std::string(name) == "circle" && a["class"] == "point") static_cast<Svg*>(data)->points.push_back(a);
      },
      [](void*, const XML_Char*) {});
  XML_SetCharacterDataHandler(parser, [](void* data, const XML_Char* s, int n) {
    static_cast<Svg*>(data)->text.append(s, static_cast<std::size_t>(n)).append(" ");
  });
  svg.well_formed = XML_Parse(parser, document.data(), static_cast<int>(document.size()), 1) == XML_STATUS_OK;
  XML_ParserFree(parser);
  return svg;
}

TEST(SweepPlot, HasOneMarkerPerRowAndSeriesHoldingTheTablesValues) {
  helpers::TempFile plot("sweep-plot", ".svg");
  const AppRun r = run({"-", "--size", "1..8", "--count", "--csv", "--plot", plot.path()}, "n*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const auto rows = csv_rows(r.out);
  const Svg svg = parse_svg(plot.read());
  ASSERT_TRUE(svg.well_formed);
  for (const char* words : {"Solutions", "Time", "n (board n", "solutions (log scale)", "seconds (log scale)", "--count"})
    EXPECT_NE(svg.text.find(words), std::string::npos) << words;
  ASSERT_EQ(svg.points.size(), rows.size() * 3);  // fundamental, total, seconds
  std::map<std::string, std::map<int, const std::map<std::string, std::string>*>> by_series;
  for (const auto& p : svg.points) by_series[p.at("data-series")][std::stoi(p.at("data-x"))] = &p;
  for (const auto& row : rows) {
    const int n = std::stoi(row.at("n"));
    for (const char* series : {"fundamental", "total"}) {
      ASSERT_TRUE(by_series[series].count(n)) << series << ' ' << n;
      EXPECT_EQ(by_series[series][n]->at("data-y"), row.at(series)) << series << ' ' << n;
      EXPECT_EQ(by_series[series][n]->at("data-complete"), "true");
    }
    ASSERT_TRUE(by_series["seconds"].count(n));
    EXPECT_NEAR(std::stod(by_series["seconds"][n]->at("data-y")), std::stod(row.at("seconds")), 0.0005);
  }
  // On the log axis more is higher (a smaller y), and 0 lies below 1.
  auto cy = [&](int n) { return std::stod(by_series["total"][n]->at("cy")); };
  EXPECT_LT(cy(8), cy(7));  // 92 above 40
  EXPECT_LT(cy(5), cy(6));  // 10 above 4
  EXPECT_LT(cy(1), cy(2));  // 1 above 0
}

TEST(SweepPlot, TheOptimumGetsAChartOfItsOwn) {
  helpers::TempFile plot("sweep-optimum", ".svg");
  const AppRun r = run({"-", "--size", "1..5", "--min", "--plot", plot.path()}, "d\n?*q\n");
  ASSERT_EQ(r.status, chessy::kExitSolved) << r.err;
  const Svg svg = parse_svg(plot.read());
  ASSERT_TRUE(svg.well_formed);
  std::vector<std::string> minimum;
  for (const auto& p : svg.points)
    if (p.at("data-series") == "minimum") minimum.push_back(p.at("data-y"));
  EXPECT_EQ(minimum, (std::vector<std::string>{"1", "1", "1", "2", "3"}));  // A075458
}

// Bad input writes no plot: an old file stays as it was.
TEST(SweepPlot, BadInputLeavesThePlotFileAlone) {
  helpers::TempFile plot("sweep-bad", ".svg");
  plot.write("old");
  const AppRun r = run({"-", "--size", "4..8", "--plot", plot.path()}, "n*q\nq @ 5,5\n");
  EXPECT_EQ(r.status, chessy::kExitBadInput);
  EXPECT_EQ(plot.read(), "old");
}

// ---- Refusals ----------------------------------------------------------------------------

TEST(SweepErrors, AreOneLineWithExitTwoAndNoTable) {
  helpers::TempFile fixed("sweep-fixed");
  fixed.write("5 5\n");
  struct Case {
    std::vector<std::string> args;
    std::string input, mentions;
  };
  for (const Case& c : std::vector<Case>{
           {{"-", "--size", "9..4"}, "n*q\n", "the first size is larger than the last"},
           {{"-", "--size", "0..4"}, "n*q\n", "--size"},
           {{"-", "--size", "1..1001"}, "n*q\n", "between 1 and 1000"},
           {{"-", "--size", "4x5..6x7"}, "n*q\n", "one side varies"},
           {{"-", "--size", "4..6", "--all"}, "n*q\n", "--all"},
           {{"-", "--size", "4..6", "--dimacs", "-"}, "n*q\n", "--dimacs"},
           {{"-", "--size", "4..6", "--format", "svg"}, "n*q\n", "--format"},
           {{"-", "--size", "4..6", "--csv", "--json"}, "n*q\n", "--csv and --json"},
           {{"-", "--csv"}, "8*q\n", "--csv goes with a sweep"},
           {{"-", "--plot", "x.svg"}, "8*q\n", "--plot goes with a sweep"},
           {{"decode", "-", "m.txt", "--size", "4..6"}, "n*q\n", "decode"},
           {{"-"}, "n*q\n", "<stdin>:1: a count 'n' stands for the board size"},
           // A fixed piece on every board but the smaller ones: which size says the message.
           {{"-", "--size", "4..8"}, "n*q\nq @ 5,5\n", "<stdin>:2: cell 5,5 is off the 4x4 board"},
           {{"-", "--size", "4..8", "--fixed", fixed.path()}, "n*q\n", fixed.path() + ":1: cell 5,5 is off the 4x4 board"},
       }) {
    const AppRun r = run(c.args, c.input);
    EXPECT_EQ(r.status, chessy::kExitBadInput) << c.args[2 % c.args.size()] << ": " << r.err;
    EXPECT_EQ(r.out, "") << c.mentions;
    EXPECT_TRUE(is_one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find(c.mentions), std::string::npos) << r.err;
  }
}

}  // namespace
