// chessy-sat generate: every puzzle judged by other means than the generator's own.
// Unique: the command line's --count --no-symmetry and the brute-force referee say
// one completion; minimal: the referee finds more than one without any one clue.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <csignal>
#include <fstream>
#include <map>
#include <tuple>

#include "chessy/effort.hpp"
#include "helpers.hpp"
#include "puzzle/generate.hpp"
#include "referee.hpp"
#include "sanitizer_share.hpp"
#include "spawn.hpp"

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
  helpers::TempFile none("generate-none"), open("generate-open"), huge("generate-huge");
  none.write("size 2\n2*q\n");
  open.write("size 6\n?*q\n");
  huge.write("size 2000\n2000*q\n");  // a huge board (issue 24): one solution only, no puzzles
  const std::vector<std::vector<std::string>> cases{
      {"generate", "--clues", "5..3"}, {"generate", none.path()},         {"generate", "--count", "0"},
      {"generate", open.path()},       {"generate", "--difficulty", "x"}, {"generate", "--size", "8", open.path()},
      {"generate", "--bogus"},         {"generate", huge.path()}};
  for (const auto& args : cases) {
    const helpers::AppRun r = run(args);
    SCOPED_TRACE(args.back());
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
  EXPECT_NE(run({"generate", huge.path()}).err.find(":1: generate makes puzzles on boards up to 1000 a side, not 2000x2000"),
            std::string::npos);
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

// 6 knights on 5x5: 13,384 solutions, too many to list every puzzle, so the generator
// goes on drawing; each call of the API on so small a board takes well under the 20 ms
// in which the API looks at a stop flag itself.
constexpr const char* kManySmall = "size 5\n6*n\n";

// Stopped by SIGINT, SIGTERM, SIGHUP (a closed terminal) or --timeout, generate writes the puzzles it has made (to
// -o, in every format), says how many of how many, and exits 4. It went on after the
// signal (the generator never looked at the flag: killed at the deadline) and wrote
// nothing when it did stop.
TEST(Generate, StoppedWritesWhatItMadeInEveryFormat) {
  helpers::TempFile templ("generate-stop");
  templ.write(kManySmall);
  struct Case {
    std::vector<std::string> format;
    int signal;
    std::string extension;
  };
  const std::vector<Case> cases{{{}, SIGTERM, ".txt"}, {{"--json"}, SIGINT, ".json"},
                                {{"--format", "svg"}, SIGHUP, ".svg"}, {{"--timeout", "0.5"}, 0, ".txt"}};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.extension + (c.signal ? " signal " + std::to_string(c.signal) : std::string(" --timeout")));
    helpers::TempFile out("generate-stop-out", c.extension);
    std::vector<std::string> args{"generate", templ.path(), "--count", "100000", "-o", out.path()};
    args.insert(args.end(), c.format.begin(), c.format.end());
    helpers::SpawnOptions options = helpers::signal_after(c.signal, std::chrono::milliseconds(500));
    options.deadline = std::chrono::seconds(20);
    const helpers::Spawned r = helpers::spawn(args, options);
    ASSERT_EQ(r.status, 4) << r.err;
    EXPECT_EQ(r.out, "");
    const std::string how = c.signal ? "interrupted" : "--timeout 0.5 reached";
    const std::string prefix = "chessy-sat: " + how + " after ", suffix = " of 100000 puzzles\n";
    ASSERT_EQ(r.err.rfind(prefix, 0), 0u) << r.err;
    ASSERT_GT(r.err.size(), prefix.size() + suffix.size());
    ASSERT_EQ(r.err.substr(r.err.size() - suffix.size()), suffix) << r.err;
    const std::size_t made = std::stoul(r.err.substr(prefix.size()));
    ASSERT_GT(made, 0u);
    const std::string written = out.read();
    std::size_t puzzles = 0;
    if (c.format.empty() || c.format[0] == "--timeout") {
      puzzles = puzzles_of(written).size();
      EXPECT_NE(written.find("puzzle " + std::to_string(made) + " of " + std::to_string(made) + ":"), std::string::npos);
    } else if (c.format[0] == "--json") {
      puzzles = helpers::lines_of(written).size();
    } else {
      for (std::size_t at = written.find("class=\"diagram\""); at != std::string::npos;
           at = written.find("class=\"diagram\"", at + 1))
        ++puzzles;
      puzzles /= 2;  // each puzzle, then its solution
      EXPECT_EQ(written.substr(written.size() - 7), "</svg>\n");
    }
    EXPECT_EQ(puzzles, made);
  }
  // Stopped before the first puzzle (100 x 100 takes far longer): -o FILE stays as it was.
  helpers::TempFile kept("generate-stop-kept");
  kept.write("old\n");
  const helpers::AppRun none = run({"generate", "--size", "100", "--timeout", "0.01", "-o", kept.path()});
  EXPECT_EQ(none.status, 4);
  EXPECT_EQ(none.err, "chessy-sat: --timeout 0.01 reached after 0 of 1 puzzles\n");
  EXPECT_EQ(kept.read(), "old\n");
}

// The clue sets of every puzzle `templ` has, by brute force over the referee's
// solutions: pieces of one solution (not the template's own fixed ones) that no other
// solution holds all of, and no fewer of them would do.
using Clue = std::tuple<int, int, char, char>;  // row, col, piece, colour
std::set<std::vector<Clue>> every_puzzle(const referee::Problem& templ) {
  std::vector<referee::Board> all;
  for (const std::string& board : helpers::boards_of(referee::solve(templ).all_no_symmetry))
    all.push_back(referee::parse_board(board));
  auto held = [&](const std::vector<Clue>& clues) {
    int n = 0;
    for (const referee::Board& b : all)
      n += std::all_of(clues.begin(), clues.end(), [&](const Clue& c) {
        return b.at(std::get<0>(c), std::get<1>(c)) == referee::Piece{std::get<2>(c), std::get<3>(c)};
      });
    return n;
  };
  std::set<std::vector<Clue>> puzzles;
  for (const referee::Board& s : all) {
    std::vector<Clue> pieces;
    for (int r = 0; r < s.rows; ++r)
      for (int c = 0; c < s.cols; ++c) {
        const bool own = std::any_of(templ.fixed.begin(), templ.fixed.end(),
                                     [&](const referee::FixedPiece& f) { return f.row == r && f.col == c; });
        if (s.at(r, c).type && !own) pieces.push_back({r, c, s.at(r, c).type, s.at(r, c).colour});
      }
    for (unsigned mask = 0; mask < (1u << pieces.size()); ++mask) {
      std::vector<Clue> clues;
      for (std::size_t i = 0; i < pieces.size(); ++i)
        if (mask >> i & 1) clues.push_back(pieces[i]);
      if (held(clues) != 1) continue;
      bool minimal = true;
      for (std::size_t i = 0; i < clues.size() && minimal; ++i) {
        std::vector<Clue> fewer = clues;
        fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
        minimal = held(fewer) > 1;
      }
      if (minimal) puzzles.insert(clues);
    }
  }
  return puzzles;
}

// With few puzzles possible, --count K stops once it has made every one: all of them
// written, each once, exactly those the referee finds; one line says so, exit 1. It
// drew until 50 K + 50 attempts were spent (killed at the deadline), then wrote none.
TEST(Generate, StopsWhenNoOtherPuzzleExists) {
  referee::Problem blocked = queens(6);  // 6 queens around a hole, one queen given
  blocked.blocked = {{2, 2}};
  blocked.pieces[0].count = 5;
  blocked.fixed = {{{'Q', 0}, 0, 1}};
  referee::Problem coloured;  // 2 white rooks and 2 black knights on 4x4
  coloured.rows = coloured.cols = 4;
  coloured.coloured = true;
  coloured.pieces = {{{'R', 'w'}, 2}, {{'N', 'b'}, 2}};
  referee::Problem swapped;  // a white and a black knight on 2x2: 12 puzzles, pairs of them
  swapped.rows = swapped.cols = 2;  // the same cells and kinds in the other colours
  swapped.coloured = true;
  swapped.pieces = {{{'N', 'w'}, 1}, {{'N', 'b'}, 1}};
  for (const referee::Problem& templ : {queens(4), queens(5), blocked, coloured, swapped}) {
    const std::string text = referee::problem_text(templ);
    SCOPED_TRACE(text);
    helpers::TempFile file("generate-all");
    file.write(text);
    helpers::SpawnOptions options;
    options.deadline = std::chrono::seconds(20);
    const helpers::Spawned r = helpers::spawn({"generate", file.path(), "--count", "1000", "--seed", "3"}, options);
    ASSERT_EQ(r.status, 1) << r.err;
    const std::set<std::vector<Clue>> expected = every_puzzle(templ);
    ASSERT_FALSE(expected.empty());
    EXPECT_EQ(r.err, "chessy-sat generate: " + file.path() + ": " + std::to_string(expected.size()) +
                         " of 1000 puzzles with 0.. clues: the template has no other (each of its puzzles with that "
                         "many clues made)\n");
    std::set<std::vector<Clue>> got;
    const std::vector<std::string> puzzles = puzzles_of(r.out);
    for (const std::string& puzzle : puzzles) {
      std::vector<Clue> clues;
      for (const referee::FixedPiece& f : fixed_of(puzzle)) {
        const bool own = std::any_of(templ.fixed.begin(), templ.fixed.end(),
                                     [&](const referee::FixedPiece& t) { return t.row == f.row && t.col == f.col; });
        if (!own) clues.push_back({f.row, f.col, f.piece.type, f.piece.colour});
      }
      std::sort(clues.begin(), clues.end());
      got.insert(clues);
    }
    EXPECT_EQ(got.size(), puzzles.size()) << "a puzzle written twice";
    EXPECT_EQ(got, expected);
  }
  // None in the range at all: nothing written, exit 2, as a template without a solution.
  const helpers::AppRun none = run({"generate", "--size", "5", "--clues", "5..5", "--count", "3"});
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.out, "");
  EXPECT_EQ(none.err, "chessy-sat generate: the default template: 0 of 3 puzzles with 5..5 clues: the template has no "
                      "other (each of its puzzles with that many clues made)\n");
}

// A refusal of the API about the template (here the memory estimate: about 64 GiB for
// 200 coloured pieces on 1000 x 1000) names the template's file as the solver's does,
// "FILE: needs about ..." (it said "chessy-sat <puzzle>: ..."). Slow (10 s: the
// estimate of so large a board), hence in the suite that slow_tests.cmake labels slow.
TEST(MemoryEstimate, GenerateRefusalNamesTheTemplate) {
  // Under the sanitizers the estimate of 10^6 cells alone took 119 s of CI's half hour;
  // the refusal's words are the plain build's to check (SmallBoardsWithManyPiecesAreSizedToo
  // takes the estimate and the refusal there).
  if (kSanitized) GTEST_SKIP() << "the estimate of 10^6 cells, twice: minutes under the sanitizers";
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  long long kb = 0;
  std::string unit;
  while (meminfo >> key >> kb >> unit && key != "MemAvailable:") {
  }
  if (kb > 48LL << 20) GTEST_SKIP() << "a machine with more than 48 GiB free would try it";
  helpers::TempFile templ("generate-huge");
  templ.write("size 1000\n50*q w\n50*r b\n50*b w\n50*n b\n");
  helpers::SpawnOptions options;
  options.deadline = std::chrono::seconds(120);
  const helpers::Spawned r = helpers::spawn({"generate", templ.path()}, options);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err.rfind(templ.path() + ": needs about ", 0), 0u) << r.err;
  EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  const helpers::Spawned solver = helpers::spawn({templ.path()}, options);  // the solver's words, -j aside
  EXPECT_EQ(solver.err.rfind(templ.path() + ": needs about ", 0), 0u) << solver.err;
}

}  // namespace
