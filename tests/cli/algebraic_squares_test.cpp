// Algebraic squares (issue 28: `q @ d4` beside `q @ 4,3`) refereed end to end through
// run_app by a converter of the tests' own (tests/support/algebraic_referee.hpp): random
// small problems with fixed pieces and blocked cells, and long ones past the 26th file
// and the 9th rank, written numerically, algebraically and mixed, in the text format,
// as JSON and as `--fixed`/`--blocked` lists, give byte-identical answers (one solution,
// --count, --all); `--coordinates algebraic --format placements` reads back to the
// numeric list; bad squares get one FILE:LINE line and exit 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <random>
#include <regex>
#include <string>
#include <vector>

#include "algebraic_referee.hpp"
#include "helpers.hpp"
#include "sanitizer_share.hpp"

namespace {

using algebraic_referee::Squares;
using helpers::run;

// What every writing of a problem is asked.
const std::vector<std::vector<std::string>> kModes = {{}, {"--count"}, {"--all"}};

// The answers of chessy-sat `args` (and each mode) to `input`: status, standard output
// and standard error of every mode, one string; `input_error` set when one was exit 2.
std::string answers(const std::vector<std::string>& args, const std::string& input, bool& input_error) {
  std::string all;
  for (const std::vector<std::string>& mode : kModes) {
    std::vector<std::string> full = args;
    full.insert(full.end(), mode.begin(), mode.end());
    const helpers::AppRun r = run(full, input);
    input_error = input_error || r.status == 2;
    all += "[" + (mode.empty() ? std::string("one") : mode[0]) + "] exit " + std::to_string(r.status) + "\n" + r.out +
           "[stderr]\n" + r.err;
  }
  return all;
}

// One writing of a problem run: gets the problem, the writing and a random stream, sets
// `shown` to what it wrote, returns answers().
using Write = std::string (*)(const referee::Problem&, Squares, std::mt19937_64&, bool& input_error, std::string& shown);

std::string text(const referee::Problem& p, Squares squares, std::mt19937_64& rng, bool& error, std::string& shown) {
  shown = algebraic_referee::problem_text(p, squares, rng);
  return answers({"-"}, shown, error);
}

std::string json(const referee::Problem& p, Squares squares, std::mt19937_64& rng, bool& error, std::string& shown) {
  shown = algebraic_referee::problem_json(p, squares, rng);
  return answers({"-"}, shown, error);
}

// The fixed pieces and blocked cells as `--fixed` and `--blocked` lists, in files of
// one name for every writing (an answer on standard error may name them).
std::string lists(const referee::Problem& p, Squares squares, std::mt19937_64& rng, bool& error, std::string& shown) {
  static const helpers::TempFile fixed("algebraic-fixed"), blocked("algebraic-blocked");
  const algebraic_referee::Lists lists = algebraic_referee::problem_lists(p, squares, rng);
  std::vector<std::string> args{"-"};
  fixed.write(lists.fixed);
  blocked.write(lists.blocked);
  if (!lists.fixed.empty()) args.insert(args.end(), {"--fixed", fixed.path()});
  if (!lists.blocked.empty()) args.insert(args.end(), {"--blocked", blocked.path()});
  shown = lists.problem + "--fixed:\n" + lists.fixed + "--blocked:\n" + lists.blocked;
  return answers(args, lists.problem, error);
}

// Each problem written numerically, then algebraically and mixed by `write`: the three
// answers must be byte for byte the same, and the numeric one no input error.
// Under the sanitizers a share of them (tests/support/sanitizer_share.hpp).
void expect_same_answers(Write write, const std::vector<referee::Problem>& problems) {
  std::mt19937_64 rng(4);
  for (const referee::Problem& p : in_this_build(problems)) {
    bool input_error = false;
    std::string shown;
    const std::string numeric = write(p, Squares::kNone, rng, input_error, shown);
    ASSERT_FALSE(input_error) << shown << numeric;
    for (const Squares squares : {Squares::kAll, Squares::kMixed}) {
      std::string shown_too;
      bool error_too = false;
      EXPECT_EQ(write(p, squares, rng, error_too, shown_too), numeric) << "numeric:\n" << shown << "algebraic:\n"
                                                                       << shown_too;
    }
  }
}

TEST(AlgebraicSquares, TextGivesTheSameAnswers) { expect_same_answers(text, algebraic_referee::problems_with_cells()); }

TEST(AlgebraicSquares, JsonGivesTheSameAnswers) { expect_same_answers(json, algebraic_referee::problems_with_cells()); }

TEST(AlgebraicSquares, FixedAndBlockedListsGiveTheSameAnswers) {
  expect_same_answers(lists, algebraic_referee::problems_with_cells());
}

// A square's row is the board's rows less its rank, so it waits for the board: a `size`
// line after the squares, `--size` instead of it (docs/input.md, "Squares"), a JSON
// "size" after "fixed" all give the answers of the numeric problem.
TEST(AlgebraicSquares, TheBoardMayComeLater) {
  std::mt19937_64 rng(11);
  for (const referee::Problem& p : in_this_build(algebraic_referee::problems_with_cells(3, 10))) {
    bool error = false;
    const std::string numeric = answers({"-"}, referee::problem_text(p), error);
    ASSERT_FALSE(error) << referee::problem_text(p);
    std::string ahead, size;  // the text without its size line, and that line
    for (const std::string& line : helpers::lines_of(algebraic_referee::problem_text(p, Squares::kMixed, rng)))
      (line.rfind("size ", 0) == 0 ? size : ahead) += line + "\n";
    EXPECT_EQ(answers({"-"}, ahead + size, error), numeric) << ahead + size;
    const std::string sides = std::to_string(p.rows) + "x" + std::to_string(p.cols);
    EXPECT_EQ(answers({"-", "--size", sides}, ahead, error), numeric) << ahead << "--size " << sides;
    const nlohmann::ordered_json json = nlohmann::ordered_json::parse(algebraic_referee::problem_json(p, Squares::kMixed, rng));
    nlohmann::ordered_json last;  // the same keys, "size" last
    for (const auto& [key, value] : json.items())
      if (key != "size") last[key] = value;
    last["size"] = json["size"];
    EXPECT_EQ(answers({"-"}, last.dump(), error), numeric) << last.dump();
  }
}

// Slow (tests/slow_tests.cmake): five times the problems, other seeds, every path. Not
// under the sanitizers: the quick cases above take every path there, and these many
// problems more cost 71 s of CI's half hour (docs/design.md "Tests").
TEST(AlgebraicSquaresSlow, ManyMoreProblems) {
  if (kSanitized) GTEST_SKIP() << "the quick cases take every path under the sanitizers";
  const std::vector<referee::Problem> problems = algebraic_referee::problems_with_cells(40, 150, 1);
  ASSERT_EQ(problems.size(), 550u);
  for (const Write write : {text, json, lists}) expect_same_answers(write, problems);
}

// Every line of an algebraic placement list names its square as a square, on the board.
testing::AssertionResult all_squares(const std::string& list, const referee::Problem& p) {
  for (const std::string& line : helpers::lines_of(list)) {
    if (line.empty()) continue;
    const std::size_t at = line.find(" @ ");
    if (at == std::string::npos || !algebraic_referee::cell_of(line.substr(at + 3), p.rows, p.cols))
      return testing::AssertionFailure() << "not a placement on a square: \"" << line << "\"";
  }
  return testing::AssertionSuccess();
}

// `--coordinates algebraic` prints the placement list of the same run, each cell as its
// square: read back by the converter, the numeric list; and `check` finds the list a
// solution of the problem.
TEST(AlgebraicSquares, PlacementListsReadBack) {
  const helpers::TempFile problem("algebraic-problem"), answer("algebraic-answer");
  std::mt19937_64 rng(5);
  int pieces = 0;
  for (const referee::Problem& p : in_this_build(algebraic_referee::problems_with_cells())) {
    const std::string text = algebraic_referee::problem_text(p, Squares::kMixed, rng);
    for (const std::vector<std::string>& mode : {std::vector<std::string>{}, {"--all"}}) {
      std::vector<std::string> args{"-", "--format", "placements"};
      args.insert(args.end(), mode.begin(), mode.end());
      const helpers::AppRun numeric = run(args, text);
      ASSERT_NE(numeric.status, 2) << numeric.err << text;
      args.insert(args.end(), {"--coordinates", "algebraic"});
      const helpers::AppRun algebraic = run(args, text);
      EXPECT_EQ(algebraic.status, numeric.status) << text;
      EXPECT_EQ(algebraic.err, numeric.err) << text;
      if (numeric.out == "no solution\n") {
        EXPECT_EQ(algebraic.out, numeric.out);
        continue;
      }
      EXPECT_TRUE(all_squares(algebraic.out, p)) << text;
      EXPECT_EQ(algebraic_referee::to_numeric(algebraic.out, p.rows, p.cols), numeric.out) << text << algebraic.out;
      pieces += static_cast<int>(helpers::lines_of(numeric.out).size());
      if (!mode.empty()) continue;
      problem.write(text);
      answer.write(algebraic.out);
      const helpers::AppRun check = run({"check", problem.path(), answer.path()});
      EXPECT_EQ(check.out, "valid\n") << check.err << text << algebraic.out;
      EXPECT_EQ(check.status, 0);
    }
  }
  EXPECT_GT(pieces, share_of(500));  // the lists were not all empty
}

// With --min and --max the list follows the optimum's line, in squares as well.
TEST(AlgebraicSquares, OptimumPlacementLists) {
  const std::pair<std::string, std::string> problems[] = {{"d\nsize 3 4\n?*q\nx @ a1\n", "--min"},
                                                          {"size 4 30\n?*r\nx @ ad4\nr @ ab2\n", "--max"},
                                                          {"d\nsize 11 3\ntorus\n?*k\nk @ b10\n", "--min"}};
  for (const auto& [text, optimum] : problems) {
    const helpers::AppRun numeric = run({"-", optimum, "--format", "placements"}, text);
    ASSERT_EQ(numeric.status, 0) << numeric.err << text;
    const helpers::AppRun algebraic = run({"-", optimum, "--format", "placements", "--coordinates", "algebraic"}, text);
    EXPECT_EQ(algebraic.status, 0) << algebraic.err;
    const std::size_t first = numeric.out.find('\n') + 1;  // after "minimum: K"
    EXPECT_EQ(algebraic.out.substr(0, first), numeric.out.substr(0, first));
    const int rows = std::stoi(text.substr(text.find("size ") + 5));
    const int cols = std::stoi(text.substr(text.find(' ', text.find("size ") + 5)));
    referee::Problem board;
    board.rows = rows, board.cols = cols;
    EXPECT_TRUE(all_squares(algebraic.out.substr(first), board)) << algebraic.out;
    EXPECT_EQ(algebraic_referee::to_numeric(algebraic.out, rows, cols), numeric.out) << text;
  }
}

// What prints no cell prints the same with `--coordinates algebraic`: boards as text,
// counts, JSON (which keeps rows and columns: docs/output.md), its seconds aside.
TEST(AlgebraicSquares, OtherOutputsUnchanged) {
  const std::regex seconds(R"(("[a-z_]*seconds":)[0-9.e+-]+)");
  std::mt19937_64 rng(8);
  for (const referee::Problem& p : algebraic_referee::problems_with_cells(2, 10)) {
    const std::string text = algebraic_referee::problem_text(p, Squares::kMixed, rng);
    for (const std::vector<std::string>& mode :
         {std::vector<std::string>{}, {"--all"}, {"--count"}, {"--json"}, {"--all", "--json"}, {"--count", "--json"}}) {
      std::vector<std::string> args{"-"};
      args.insert(args.end(), mode.begin(), mode.end());
      const helpers::AppRun numeric = run(args, text);
      args.insert(args.end(), {"--coordinates", "algebraic"});
      const helpers::AppRun algebraic = run(args, text);
      EXPECT_EQ(std::regex_replace(algebraic.out, seconds, "$1 S"), std::regex_replace(numeric.out, seconds, "$1 S"))
          << text;
      EXPECT_EQ(algebraic.status, numeric.status) << text;
    }
  }
}

// The number of characters (code points) of UTF-8 `text`.
std::size_t width(const std::string& text) {
  std::size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// The unicode board with `--coordinates algebraic` (docs/output.md, "Pictures") is the
// plain one with each row led by its rank (R at the top, 1 at the bottom) and a line of
// files under it, each file's name over its column; beyond 26 columns a file is left
// out where its name would touch the one before.
testing::AssertionResult labelled(const std::string& algebraic, const std::string& plain, const referee::Problem& p) {
  std::vector<std::string> rows = helpers::lines_of(algebraic), want = helpers::lines_of(plain);
  if (!want.empty() && want[0] == "torus") {
    if (rows.empty() || rows[0] != "torus") return testing::AssertionFailure() << "no torus line";
    rows.erase(rows.begin());
    want.erase(want.begin());
  }
  if (rows.size() != want.size() + 1 || want.size() != static_cast<std::size_t>(p.rows))
    return testing::AssertionFailure() << rows.size() << " lines for " << want.size() << " rows and the files";
  std::size_t label = std::string::npos;  // the width of the ranks and the space after them
  for (std::size_t i = 0; i < want.size(); ++i) {
    const std::string rank = std::to_string(p.rows - static_cast<int>(i)) + " ";
    const std::size_t at = rows[i].find(rank);
    if (at == std::string::npos || rows[i].find_first_not_of(' ') != at || rows[i].substr(at + rank.size()) != want[i] ||
        (label != std::string::npos && at + rank.size() != label))
      return testing::AssertionFailure() << "row " << i << " \"" << rows[i] << "\" is not rank " << rank
                                         << "and \"" << want[i] << "\"";
    label = at + rank.size();
  }
  // Each column is 2 characters wide: its cell and a space.
  std::string files(label, ' ');
  std::size_t end = 0;  // where the last name shown ends
  for (std::int64_t col = 0; col < p.cols; ++col) {
    const std::string name = algebraic_referee::file_letters(col);
    const std::size_t at = label + 2 * static_cast<std::size_t>(col);
    if (end != 0 && at <= end) continue;  // it would touch the name before
    files += std::string(at - files.size(), ' ') + name;
    end = at + name.size();
  }
  if (rows.back() != files) return testing::AssertionFailure() << "files \"" << rows.back() << "\", not \"" << files << "\"";
  if (width(rows[0]) != width(files) && p.cols <= 26)
    return testing::AssertionFailure() << "the files' line is not as wide as the board";
  return testing::AssertionSuccess();
}

TEST(AlgebraicSquares, UnicodeLabels) {
  std::mt19937_64 rng(9);
  int boards = 0;
  for (const referee::Problem& p : algebraic_referee::problems_with_cells(3, 30)) {
    const std::string text = algebraic_referee::problem_text(p, Squares::kMixed, rng);
    const helpers::AppRun plain = run({"-", "--format", "unicode", "--color", "never"}, text);
    const helpers::AppRun algebraic = run({"-", "--format", "unicode", "--color", "never", "--coordinates", "algebraic"}, text);
    EXPECT_EQ(algebraic.status, plain.status);
    if (plain.status != 0) continue;
    EXPECT_TRUE(labelled(algebraic.out, plain.out, p)) << text << algebraic.out;
    ++boards;
  }
  EXPECT_GT(boards, 30);
}

// The svg diagrams with `--coordinates algebraic` are the numeric ones but for the files
// beyond 26 columns: letters (aa, ab, ..) where numbers are (27, 28, ..), docs/output.md.
TEST(AlgebraicSquares, SvgLabels) {
  std::mt19937_64 rng(10);
  const std::regex number(R"((<text x="[0-9.]+" y="[0-9.]+">)([0-9]+)(</text>))");
  int wide = 0;
  for (const referee::Problem& p : algebraic_referee::problems_with_cells(1, 30)) {
    const std::string text = algebraic_referee::problem_text(p, Squares::kMixed, rng);
    const helpers::AppRun plain = run({"-", "--format", "svg", "--all"}, text);
    const helpers::AppRun algebraic = run({"-", "--format", "svg", "--all", "--coordinates", "algebraic"}, text);
    EXPECT_EQ(algebraic.status, plain.status);
    if (plain.status != 0) continue;
    std::string want;
    std::sregex_iterator it(plain.out.begin(), plain.out.end(), number), last;
    std::size_t copied = 0;
    for (; it != last; ++it) {
      want += plain.out.substr(copied, static_cast<std::size_t>(it->position()) - copied);
      want += (*it)[1].str() + algebraic_referee::file_letters(std::stoll((*it)[2].str()) - 1) + (*it)[3].str();
      copied = static_cast<std::size_t>(it->position() + it->length());
    }
    want += plain.out.substr(copied);
    EXPECT_TRUE(algebraic.out == want) << text;  // not printed: whole SVG documents
    wide += want != plain.out;
    if (p.cols <= 26) {
      EXPECT_TRUE(algebraic.out == plain.out) << text;
    }
  }
  EXPECT_GT(wide, 5);
}

// A board past 1000 columns prints placements by default (docs/output.md): 20000
// queens, two of them fixed on three-letter files and five-digit ranks, a hole on
// another; the same answer whichever way the cells are written, and its algebraic
// list reads back to the numeric one.
TEST(AlgebraicSquares, HugeBoard) {
  referee::Problem p;
  p.rows = p.cols = 20000;
  p.pieces = {{{'Q', 0}, 20000}};
  p.fixed = {{{'Q', 0}, 123, 19000}, {{'Q', 0}, 19999, 702}};
  p.blocked = {{5, 18277}};
  std::mt19937_64 rng(6);
  const std::string numeric_text = algebraic_referee::problem_text(p, Squares::kNone, rng);
  const std::string algebraic_text = algebraic_referee::problem_text(p, Squares::kAll, rng);
  EXPECT_NE(algebraic_text.find("Q @ abbu19877\nQ @ aaa1\nx @ zzz19995\n"), std::string::npos) << algebraic_text;
  const helpers::AppRun numeric = run({"-", "-q"}, numeric_text);
  ASSERT_EQ(numeric.status, 0) << numeric.err;
  EXPECT_EQ(helpers::lines_of(numeric.out).size(), 20000u);
  const helpers::AppRun algebraic = run({"-", "-q"}, algebraic_text);
  EXPECT_EQ(algebraic.status, 0) << algebraic.err;
  EXPECT_TRUE(algebraic.out == numeric.out);  // not printed: 20000 lines
  const helpers::AppRun squares = run({"-", "-q", "--coordinates", "algebraic"}, algebraic_text);
  EXPECT_EQ(squares.status, 0) << squares.err;
  EXPECT_TRUE(all_squares(squares.out, p));
  EXPECT_TRUE(algebraic_referee::to_numeric(squares.out, p.rows, p.cols) == numeric.out);
}

// One line naming `where` (FILE:LINE, or FILE and a JSON path), exit 2, nothing on
// standard output.
testing::AssertionResult refused(const helpers::AppRun& r, const std::string& where) {
  if (r.status == 2 && r.out.empty() && r.err.rfind(where, 0) == 0 && r.err.find('\n') == r.err.size() - 1)
    return testing::AssertionSuccess();
  return testing::AssertionFailure() << "exit " << r.status << ", stdout \"" << r.out << "\", stderr \"" << r.err
                                     << "\"; expected one line starting \"" << where << "\"";
}

// Squares that are no square of the board: off it (a file beyond its columns, rank 0,
// a rank beyond its rows), or not a square at all (no rank, no file, the rank first).
const std::vector<std::string> kBadOn8x8 = {"z9", "d", "4d", "d0", "i1", "a9", "aa1", "d4x", "d-4"};

TEST(AlgebraicSquares, BadSquaresInTheText) {
  for (const std::string& bad : kBadOn8x8) {
    EXPECT_TRUE(refused(run({"-"}, "size 8\n8*q\nq @ " + bad + "\n"), "<stdin>:3: ")) << bad;
    EXPECT_TRUE(refused(run({"-"}, "size 8\n8*q\nx @ " + bad + "\n"), "<stdin>:3: ")) << bad;
    EXPECT_TRUE(refused(run({"-"}, "size 8\n8*q\nq @ d4\n\nx @ " + bad + "\n"), "<stdin>:5: ")) << bad;
  }
  // A rectangle's own sides: 3 rows of 30 columns end at ad3.
  EXPECT_EQ(run({"-", "--count"}, "size 3 30\n3*r\nr @ ad3\nr @ a1\n").status, 0);
  for (const std::string bad : {"ae1", "a4", "ad0", "ba1"})
    EXPECT_TRUE(refused(run({"-"}, "size 3 30\n3*r\nr @ " + bad + "\n"), "<stdin>:3: ")) << bad;
  // Ambiguous: a black queen whose cell lacks a column, or a queen on b4 without its `@`.
  EXPECT_TRUE(refused(run({"-"}, "size 8\n8*q\nq b4\n"), "<stdin>:3: "));
  // A file that names the problem names itself.
  const helpers::TempFile file("algebraic-bad");
  file.write("size 8\n8*q\nq @ z9\n");
  EXPECT_TRUE(refused(run({file.path()}), file.path() + ":3: "));
}

TEST(AlgebraicSquares, BadSquaresInTheLists) {
  const helpers::TempFile fixed("algebraic-fixed"), blocked("algebraic-blocked");
  // Ambiguous without the `@`: a queen on bc4 or a black one on c4; a queen on b4 or a
  // black one missing its column.
  for (const std::string line : {"q bc4", "q b4"}) {
    fixed.write("q w @ a1\n" + line + "\n");
    EXPECT_TRUE(refused(run({"-", "--fixed", fixed.path()}, "size 8\nq w\nq b\n"), fixed.path() + ":2: ")) << line;
  }
  for (const std::string& bad : kBadOn8x8) {
    fixed.write("q @ a1\nq @ " + bad + "\n");
    EXPECT_TRUE(refused(run({"-", "--fixed", fixed.path()}, "size 8\n8*q\n"), fixed.path() + ":2: ")) << bad;
    fixed.write("# a comment\nr w @ " + bad + "\n");
    EXPECT_TRUE(refused(run({"-", "--fixed", fixed.path()}, "size 8\nr w\n"), fixed.path() + ":2: ")) << bad;
    blocked.write("a1\n" + bad + "\n");
    EXPECT_TRUE(refused(run({"-", "--blocked", blocked.path()}, "size 8\n8*q\n"), blocked.path() + ":2: ")) << bad;
  }
}

TEST(AlgebraicSquares, BadSquaresInJson) {
  for (const std::string& bad : kBadOn8x8) {
    const helpers::AppRun fixed =
        run({"-"}, R"({"size": 8, "pieces": [{"piece": "q", "count": 8}], "fixed": [{"piece": "q", "square": ")" + bad +
                       R"("}]})");
    EXPECT_TRUE(refused(fixed, "<stdin>: fixed[0]")) << bad;
    const helpers::AppRun blocked =
        run({"-"}, R"({"size": 8, "pieces": [{"piece": "q", "count": 8}], "blocked": [[0, 0], ")" + bad + R"("]})");
    EXPECT_TRUE(refused(blocked, "<stdin>: blocked[1]")) << bad;
  }
}

}  // namespace
