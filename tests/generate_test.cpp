// chessy-sat generate: every puzzle judged by other means than the generator's own.
// Unique: the command line's --count --no-symmetry and the brute-force referee say
// one completion; minimal: the referee finds more than one without any one clue.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "chessy/effort.hpp"
#include "helpers.hpp"
#include "puzzle/generate.hpp"
#include "referee.hpp"

namespace {

using helpers::run;

// The puzzles of a text output: one block each, after its `#` comment line.
std::vector<std::string> puzzles_of(const std::string& out) { return helpers::boards_of(out); }

// The `X @ r,c` lines of a puzzle (the clues, with the template's own fixed pieces).
std::vector<referee::FixedPiece> fixed_of(const std::string& puzzle) {
  std::vector<referee::FixedPiece> fixed;
  for (const std::string& line : helpers::lines_of(puzzle)) {
    const auto at = line.find(" @ ");
    if (at == std::string::npos || line[0] == 'x' || line[0] == '#') continue;
    referee::FixedPiece f;
    f.piece.type = static_cast<char>(line[0] - 'a' + 'A');
    if (at > 1) f.piece.colour = line[2];
    char comma = 0;
    std::istringstream(line.substr(at + 3)) >> f.row >> comma >> f.col;
    fixed.push_back(f);
  }
  return fixed;
}

// Runs generate on `templ` and checks each puzzle: unique by the CLI and the referee,
// minimal by the referee, the template's own fixed pieces kept.
void check_puzzles(const referee::Problem& templ, const std::vector<std::string>& more_args) {
  helpers::TempFile file("generate-template");
  file.write(referee::problem_text(templ));
  std::vector<std::string> args{"generate", file.path()};
  args.insert(args.end(), more_args.begin(), more_args.end());
  const helpers::AppRun r = run(args);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> puzzles = puzzles_of(r.out);
  ASSERT_FALSE(puzzles.empty());
  for (const std::string& puzzle : puzzles) {
    SCOPED_TRACE(puzzle);
    const helpers::AppRun count = run({"-", "--count", "--no-symmetry"}, puzzle);
    EXPECT_EQ(count.status, 0) << count.err;
    EXPECT_NE(count.out.find("total: 1\n"), std::string::npos) << count.out;
    referee::Problem p = templ;
    p.fixed = fixed_of(puzzle);
    ASSERT_GE(p.fixed.size(), templ.fixed.size());
    for (const referee::FixedPiece& own : templ.fixed) {
      bool kept = false;
      for (const referee::FixedPiece& f : p.fixed) kept |= f.row == own.row && f.col == own.col;
      EXPECT_TRUE(kept) << "the template's fixed piece on " << own.row << "," << own.col;
    }
    EXPECT_EQ(referee::solve(p).total, 1);
    for (std::size_t i = 0; i < p.fixed.size(); ++i) {
      const bool own = i < p.fixed.size() && [&] {
        for (const referee::FixedPiece& t : templ.fixed)
          if (t.row == p.fixed[i].row && t.col == p.fixed[i].col) return true;
        return false;
      }();
      if (own) continue;  // the template's: not a clue
      referee::Problem fewer = p;
      fewer.fixed.erase(fewer.fixed.begin() + static_cast<std::ptrdiff_t>(i));
      EXPECT_GT(referee::solve(fewer).total, 1) << "clue " << p.fixed[i].row << "," << p.fixed[i].col << " is not needed";
    }
  }
}

referee::Problem queens(int n) {
  referee::Problem p;
  p.rows = p.cols = n;
  p.pieces = {{{'Q', 0}, n}};
  return p;
}

TEST(Generate, QueensFiveAndSixUniqueAndMinimal) {
  check_puzzles(queens(5), {"--count", "3", "--seed", "7"});
  check_puzzles(queens(6), {"--count", "2", "--seed", "2"});
}

TEST(Generate, DominationTemplate) {
  referee::Problem p;  // 3 queens dominating 5x5 (gamma = 3)
  p.rows = p.cols = 5;
  p.domination = true;
  p.pieces = {{{'Q', 0}, 3}};
  check_puzzles(p, {"--count", "3", "--seed", "4"});
}

TEST(Generate, TemplateWithBlockedCellAndFixedPiece) {
  referee::Problem p = queens(6);  // 6 queens around a hole, one queen given
  p.blocked = {{2, 2}};
  p.pieces[0].count = 5;
  p.fixed = {{{'Q', 0}, 0, 1}};
  check_puzzles(p, {"--count", "2", "--seed", "3"});
}

TEST(Generate, ColouredTemplate) {
  referee::Problem p;  // 2 white rooks and 2 black knights on 4x4
  p.rows = p.cols = 4;
  p.coloured = true;
  p.pieces = {{{'R', 'w'}, 2}, {{'N', 'b'}, 2}};
  check_puzzles(p, {"--count", "2", "--seed", "5"});
}

TEST(Generate, EightQueensByTheCommandLine) {
  const helpers::AppRun r = run({"generate", "--count", "10", "--seed", "11"});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> puzzles = puzzles_of(r.out);
  ASSERT_EQ(puzzles.size(), 10u);
  for (const std::string& puzzle : puzzles) {
    const helpers::AppRun count = run({"-", "--count", "--no-symmetry"}, puzzle);
    EXPECT_NE(count.out.find("total: 1\n"), std::string::npos) << puzzle;
    // Minimal: each clue left out leaves more than one completion.
    const std::vector<std::string> lines = helpers::lines_of(puzzle);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].find(" @ ") == std::string::npos) continue;
      std::string fewer;
      for (std::size_t j = 0; j < lines.size(); ++j)
        if (j != i) fewer += lines[j] + "\n";
      const helpers::AppRun more = run({"-", "--count", "--no-symmetry"}, fewer);
      EXPECT_EQ(more.out.find("total: 1\n"), std::string::npos) << fewer;
    }
  }
}

TEST(Generate, ReproducibleBySeed) {
  const helpers::AppRun a = run({"generate", "--seed", "42", "--count", "3"});
  const helpers::AppRun b = run({"generate", "--seed", "42", "--count", "3"});
  ASSERT_EQ(a.status, 0);
  EXPECT_EQ(a.out, b.out);
  bool differs = false;  // another seed gives other puzzles (the comment aside)
  for (const char* seed : {"1", "2", "3"}) {
    const helpers::AppRun c = run({"generate", "--seed", seed, "--count", "3"});
    differs |= c.out.substr(c.out.find('\n')) != a.out.substr(a.out.find('\n'));
  }
  EXPECT_TRUE(differs);
}

TEST(Generate, CluesRangeAndDifficultyHonoured) {
  const helpers::AppRun r = run({"generate", "--clues", "3..3", "--count", "4", "--seed", "5"});
  ASSERT_EQ(r.status, 0) << r.err;
  for (const std::string& puzzle : puzzles_of(r.out)) EXPECT_EQ(fixed_of(puzzle).size(), 3u) << puzzle;
  for (const char* d : {"easy", "medium", "hard"}) {
    const helpers::AppRun h = run({"generate", "--difficulty", d, "--count", "2", "--seed", "9"});
    ASSERT_EQ(h.status, 0) << h.err;
    for (const std::string& puzzle : puzzles_of(h.out))
      EXPECT_NE(puzzle.find(std::string("(") + d + ")"), std::string::npos) << puzzle;
  }
}

// The rating is relative to the board: on 8x8 and on 12x12 alike, a fixed seed's
// puzzles reach every level, and for one size the rating and the level only grow with
// the measured guesses.
TEST(Generate, RatingRelativeToTheBoardAndMonotoneInWork) {
  namespace api = chessy::api;
  namespace puzzle = chessy::puzzle;
  for (const int n : {8, 12}) {
    SCOPED_TRACE(n);
    puzzle::GenerateOptions o;
    o.seed = 1;
    o.count = 30;
    std::vector<puzzle::Puzzle> got = puzzle::generate(
        api::Problem::parse("size " + std::to_string(n) + "\n" + std::to_string(n) + "*q\n", "<queens>"), o);
    ASSERT_EQ(got.size(), 30u);
    std::set<puzzle::Difficulty> seen;
    for (const puzzle::Puzzle& p : got) {
      seen.insert(p.difficulty);
      EXPECT_EQ(p.work, api::effort(p.problem).decisions);  // the measured work, independently
      EXPECT_DOUBLE_EQ(p.rating, 100.0 * static_cast<double>(p.work) / (n * n));
    }
    EXPECT_EQ(seen.size(), 3u);
    std::sort(got.begin(), got.end(), [](const puzzle::Puzzle& a, const puzzle::Puzzle& b) { return a.work < b.work; });
    for (std::size_t i = 1; i < got.size(); ++i) {
      EXPECT_LE(got[i - 1].rating, got[i].rating);
      EXPECT_LE(static_cast<int>(got[i - 1].difficulty), static_cast<int>(got[i].difficulty)) << got[i].work;
    }
  }
}

TEST(Generate, JsonReadsBackAsTheSamePuzzle) {
  const helpers::AppRun text = run({"generate", "--seed", "6"});
  const helpers::AppRun json = run({"generate", "--seed", "6", "--json"});
  ASSERT_EQ(json.status, 0) << json.err;
  ASSERT_EQ(helpers::lines_of(json.out).size(), 1u);
  const helpers::AppRun a = run({"-"}, json.out), b = run({"-"}, text.out);
  EXPECT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const helpers::AppRun count = run({"-", "--count", "--no-symmetry"}, json.out);
  EXPECT_NE(count.out.find("total: 1\n"), std::string::npos) << json.out;
}

TEST(Generate, SvgShowsPuzzleAndSolution) {
  const helpers::AppRun r = run({"generate", "--seed", "6", "--format", "svg"});
  ASSERT_EQ(r.status, 0) << r.err;
  const helpers::AppRun text = run({"generate", "--seed", "6"});
  const std::size_t clues = fixed_of(text.out).size();
  auto occurrences = [&](const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = r.out.find(what); at != std::string::npos; at = r.out.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(occurrences("class=\"diagram\""), 2u);
  EXPECT_EQ(occurrences("xlink:href=\"#fixed\""), 2 * clues);  // framed on both
  EXPECT_EQ(occurrences("xlink:href=\"#Q\""), clues + 8);  // the clues, then the 8 queens
}

// --count 5 --format svg: one sheet, the 5 puzzles (each its clues, framed), then from
// a new row the 5 solutions in the same order (all 8 queens, the clues framed), the
// clues those of the text output of the same seed; -o replaces a file only when the
// run succeeds.
TEST(Generate, SvgSheetHasEveryPuzzleThenEverySolution) {
  helpers::TempFile sheet("generate-sheet", ".svg");
  sheet.write("old\n");
  const std::vector<std::string> args{"generate", "--seed", "4", "--count", "5", "--format", "svg", "-o", sheet.path()};
  std::vector<std::string> bad = args;
  bad.push_back("--clues");
  bad.push_back("9..9");  // no 8-queens puzzle has 9 clues: exit 2, the file kept
  EXPECT_EQ(run(bad).status, 2);
  EXPECT_EQ(sheet.read(), "old\n");
  const helpers::AppRun r = run(args);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string svg = sheet.read();
  ASSERT_EQ(svg.rfind("</svg>\n"), svg.size() - 7);
  const std::vector<std::string> puzzles = puzzles_of(run({"generate", "--seed", "4", "--count", "5"}).out);
  ASSERT_EQ(puzzles.size(), 5u);
  std::vector<std::string> diagrams;  // each <g class="diagram"> to the next
  for (std::size_t at = svg.find("<g class=\"diagram\""); at != std::string::npos;) {
    const std::size_t next = svg.find("<g class=\"diagram\"", at + 1);
    diagrams.push_back(svg.substr(at, next == std::string::npos ? std::string::npos : next - at));
    at = next;
  }
  ASSERT_EQ(diagrams.size(), 10u);
  auto occurrences = [](const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  auto title = [](const std::string& d) {
    const std::size_t at = d.find("class=\"title\"");
    return d.substr(d.find('>', at) + 1, d.find("</text>", at) - d.find('>', at) - 1);
  };
  for (std::size_t i = 0; i < 5; ++i) {
    SCOPED_TRACE(puzzles[i]);
    const std::size_t clues = fixed_of(puzzles[i]).size();
    EXPECT_EQ(title(diagrams[i]).rfind("puzzle " + std::to_string(i + 1) + ": " + std::to_string(clues) + " clues, ", 0), 0u)
        << title(diagrams[i]);
    EXPECT_EQ(occurrences(diagrams[i], "xlink:href=\"#Q\""), clues);
    EXPECT_EQ(occurrences(diagrams[i], "xlink:href=\"#fixed\""), clues);
    EXPECT_EQ(title(diagrams[5 + i]), "solution " + std::to_string(i + 1));
    EXPECT_EQ(occurrences(diagrams[5 + i], "xlink:href=\"#Q\""), 8u);
    EXPECT_EQ(occurrences(diagrams[5 + i], "xlink:href=\"#fixed\""), clues);
    // The framed cells of the solution are its puzzle's clues.
    for (const referee::FixedPiece& f : fixed_of(puzzles[i])) {
      const std::string pos = "x=\"" + std::to_string(f.col * 30) + "\" y=\"" + std::to_string(f.row * 30) + "\"";
      EXPECT_NE(diagrams[5 + i].find("#fixed\" " + pos), std::string::npos) << pos;
    }
  }
  // The solutions start a row of their own: the sixth diagram in the first column,
  // below the fifth puzzle's row.
  auto where = [](const std::string& d) {
    double x = 0, y = 0;
    std::istringstream(d.substr(d.find("translate(") + 10)) >> x >> y;
    return std::pair(x, y);
  };
  EXPECT_EQ(where(diagrams[5]).first, where(diagrams[0]).first);
  EXPECT_GT(where(diagrams[5]).second, where(diagrams[4]).second);
  EXPECT_EQ(where(diagrams[4]).first, where(diagrams[0]).first);  // puzzle 5 opens row 2
}

TEST(Generate, BadInputOneLineExitTwo) {
  helpers::TempFile none("generate-none"), open("generate-open");
  none.write("size 2\n2*q\n");
  open.write("size 6\n?*q\n");
  const std::vector<std::vector<std::string>> cases{
      {"generate", "--clues", "5..3"}, {"generate", none.path()},         {"generate", "--count", "0"},
      {"generate", open.path()},       {"generate", "--difficulty", "x"}, {"generate", "--size", "8", open.path()},
      {"generate", "--bogus"}};
  for (const auto& args : cases) {
    const helpers::AppRun r = run(args);
    SCOPED_TRACE(args.back());
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
}

// The template on standard input is read as INPUT is: at most 64 MiB (it was read
// whole, so `generate - < /dev/zero` ate memory until it ran out).
TEST(Generate, TemplateOnStandardInputHasTheInputLimit) {
  std::string comments;
  for (std::size_t i = 0; i <= (std::size_t{32} << 20); ++i) comments += "#\n";  // 64 MiB + 2 bytes
  const helpers::AppRun r = run({"generate", "-"}, comments);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "<stdin>: larger than 64 MiB\n");
}

}  // namespace
