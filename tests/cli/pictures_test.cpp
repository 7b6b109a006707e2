// --format unicode and svg, end to end through run_app: one picture per fundamental
// solution, the right glyph or shape on the right square, and SVG that is well-formed XML.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>

#include "helpers.hpp"

namespace {

using helpers::run;

// A small XML well-formedness check (no xmllint by default): one root, every tag
// closed in order, attributes quoted, no stray '<' or '&' in text.
bool well_formed(const std::string& xml, std::string& why) {
  std::vector<std::string> open;
  std::size_t i = 0, roots = 0;
  if (xml.rfind("<?xml", 0) == 0) i = xml.find("?>") + 2;
  const std::regex tag(R"(<(/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(/?)>)");
  while (i < xml.size()) {
    const std::size_t lt = xml.find('<', i);
    const std::string text = xml.substr(i, lt == std::string::npos ? std::string::npos : lt - i);
    if (text.find('&') != std::string::npos) return why = "'&' in text", false;
    if (open.empty() && text.find_first_not_of(" \n") != std::string::npos) return why = "text outside the root", false;
    if (lt == std::string::npos) break;
    const std::size_t gt = xml.find('>', lt);
    if (gt == std::string::npos) return why = "unclosed '<'", false;
    std::smatch m;
    const std::string t = xml.substr(lt, gt - lt + 1);
    if (!std::regex_match(t, m, tag)) return why = "bad tag " + t, false;
    if (m[1].length()) {
      if (open.empty() || open.back() != m[2]) return why = "mismatched " + t, false;
      open.pop_back();
    } else if (!m[4].length()) {
      if (open.empty()) ++roots;
      open.push_back(m[2]);
    } else if (open.empty()) {
      ++roots;
    }
    i = gt + 1;
  }
  if (!open.empty()) return why = "unclosed <" + open.back() + ">", false;
  if (roots != 1) return why = std::to_string(roots) + " root elements", false;
  return true;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Pictures, TheCheckerAcceptsAndRejects) {
  std::string why;
  EXPECT_TRUE(well_formed("<?xml version=\"1.0\"?>\n<a x=\"1\"><b/><c>t</c></a>\n", why)) << why;
  EXPECT_FALSE(well_formed("<a><b></a></b>", why));
  EXPECT_FALSE(well_formed("<a><b></b>", why));
  EXPECT_FALSE(well_formed("<a x=1></a>", why));
  EXPECT_FALSE(well_formed("<a></a><a></a>", why));
}

// The diagrams of an SVG document.
std::vector<std::string> diagrams_of(const std::string& xml) {
  std::vector<std::string> parts;
  const std::string mark = "<g class=\"diagram\"";
  for (std::size_t at = xml.find(mark); at != std::string::npos;) {
    const std::size_t next = xml.find(mark, at + 1);
    parts.push_back(xml.substr(at, next == std::string::npos ? std::string::npos : next - at));
    at = next;
  }
  return parts;
}

// A diagram read back as the text board of docs/output.md from its <use> elements: a piece's
// symbol and colour class, a hole 'x'; the cell from the element's place and size.
std::string board_of(const std::string& diagram, int rows, int cols, bool coloured) {
  const std::string empty = coloured ? "- " : "-";
  std::vector<std::string> cells(static_cast<std::size_t>(rows * cols), empty);
  const std::regex use(R"re(<use xlink:href="#(\w+)"(?: class="(w|b)")? x="([\d.e-]+)" y="([\d.e-]+)" width="([\d.e-]+)")re");
  for (std::sregex_iterator it(diagram.begin(), diagram.end(), use), end; it != end; ++it) {
    const std::smatch& m = *it;
    const double cell = std::stod(m[5]);
    const int col = static_cast<int>(std::lround(std::stod(m[3]) / cell)), row = static_cast<int>(std::lround(std::stod(m[4]) / cell));
    if (m[1] == "fixed") continue;
    std::string& c = cells.at(static_cast<std::size_t>(row * cols + col));
    if (c != empty) return "two things drawn on " + std::to_string(row) + "," + std::to_string(col);
    const bool hole = m[1] == "hole";
    c = hole ? std::string(coloured ? "x " : "x") : m[1].str() + (coloured ? m[2].str() : "");
    if (!hole && !coloured && m[2] != "b") return "a colourless piece not drawn black";
  }
  std::string board;
  for (int row = 0; row < rows; ++row) {
    for (int col = 0; col < cols; ++col) board += cells[static_cast<std::size_t>(row * cols + col)];
    board += '\n';
  }
  return board;
}

// The texts of a diagram's <text> elements, in order.
std::vector<std::string> texts_of(const std::string& diagram) {
  std::vector<std::string> texts;
  const std::regex text(R"(<text[^>]*>([^<]*)</text>)");
  for (std::sregex_iterator it(diagram.begin(), diagram.end(), text), end; it != end; ++it) texts.push_back((*it)[1]);
  return texts;
}

// Every --all picture against the text boards of the same run: the same boards in the
// same order, each piece one <use> of its symbol, each symbol defined once.
void expect_svg_draws_the_text_boards(const std::string& problem, const std::vector<std::string>& args, int rows,
                                      int cols, bool coloured) {
  std::vector<std::string> svg_args = args, text_args = args;
  svg_args.insert(svg_args.end(), {"--format", "svg"});
  const auto text = run(text_args, problem), svg = run(svg_args, problem);
  ASSERT_EQ(svg.status, text.status) << svg.err;
  std::string why;
  ASSERT_TRUE(well_formed(svg.out, why)) << why;
  const auto boards = helpers::boards_of(text.out);
  const auto diagrams = diagrams_of(svg.out);
  ASSERT_EQ(diagrams.size(), boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i)
    EXPECT_EQ(board_of(diagrams[i], rows, cols, coloured), boards[i]) << "diagram " << i;
  for (const char* symbol : {"Q", "R", "B", "N", "K", "P", "hole", "fixed"})
    EXPECT_LE(occurrences(svg.out, "<symbol id=\"" + std::string(symbol) + "\""), 1u) << symbol;
  EXPECT_EQ(svg.out.find("<text class=\"piece\""), std::string::npos) << "no font glyphs";
}

TEST(Pictures, SvgHasOneLabelledDiagramPerFundamentalSolution) {
  helpers::TempFile svg("pictures", ".svg");
  const auto r = run({"-", "--all", "--format", "svg", "-o", svg.path()}, "8*q\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
  const std::string xml = svg.read();
  std::string why;
  EXPECT_TRUE(well_formed(xml, why)) << why;
  EXPECT_NE(xml.find("<svg xmlns=\"http://www.w3.org/2000/svg\""), std::string::npos);
  EXPECT_EQ(occurrences(xml, "<g class=\"diagram\""), 12u);
  EXPECT_EQ(occurrences(xml, "<symbol id=\"Q\""), 1u);
  EXPECT_EQ(occurrences(xml, "<symbol "), 3u);  // the queen, the hole and the fixed mark
  EXPECT_EQ(occurrences(xml, "<use xlink:href=\"#Q\" class=\"b\""), 12u * 8);
  EXPECT_NE(xml.find(">#1 (class of 8)<"), std::string::npos);
  EXPECT_NE(xml.find(">#12 (class of 8)<"), std::string::npos);
  EXPECT_EQ(occurrences(xml, " (class of 4)<"), 1u);  // the one symmetric solution
  EXPECT_EQ(xml.find("#13"), std::string::npos);
  expect_svg_draws_the_text_boards("8*q\n", {"-", "--all"}, 8, 8, false);
}

TEST(Pictures, SvgDrawsEveryPieceOfEitherColourWhereTheTextDoes) {
  // All six kinds in both colours, a hole and a fixed piece; and a colourless mix.
  const std::string problem = "size 5\nq w\nr b\nb w\nn b\nk w\np b\nq b\nr w\nb b\nn w\nk b\np w\nq w @ 0,0\nx @ 1,1\n";
  expect_svg_draws_the_text_boards(problem, {"-", "--all", "--limit", "3", "-j", "1"}, 5, 5, true);
  expect_svg_draws_the_text_boards("q\nr\nb\nn\nk\np\n", {"-", "--size", "4", "--all", "--limit", "5", "-j", "1"}, 4, 4, false);
  const auto r = run({"-", "--format", "svg"}, problem);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "<symbol "), 8u);  // six pieces, the hole, the fixed mark
  for (const char* kind : {"Q", "R", "B", "N", "K", "P"})
    for (const char* colour : {"w", "b"})
      EXPECT_EQ(occurrences(r.out, "<use xlink:href=\"#" + std::string(kind) + "\" class=\"" + colour + '"'), 1u)
          << kind << ' ' << colour;
  // The fixed queen on a8 (0,0), marked under its piece: cells of 240 / 5 = 48.
  EXPECT_NE(r.out.find("<use xlink:href=\"#fixed\" x=\"0\" y=\"0\" width=\"48\" height=\"48\"/>\n"
                       "<use xlink:href=\"#Q\" class=\"w\" x=\"0\" y=\"0\""),
            std::string::npos)
      << r.out;
  EXPECT_EQ(occurrences(r.out, "<use xlink:href=\"#fixed\""), 1u);
}

TEST(Pictures, SvgOfColouredPiecesAndOfNothing) {
  auto r = run({"-", "--size", "4", "--all", "--format", "svg"}, "2*r w\n2*r b\n");
  ASSERT_EQ(r.status, 0) << r.err;
  std::string why;
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  EXPECT_EQ(occurrences(r.out, "#R\" class=\"w\""), 2 * occurrences(r.out, "<g class=\"diagram\""));
  EXPECT_EQ(occurrences(r.out, "#R\" class=\"b\""), occurrences(r.out, "#R\" class=\"w\""));
  r = run({"-", "--size", "3", "--format", "svg"}, "3*q\n");  // no solution: an empty picture
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  EXPECT_EQ(occurrences(r.out, "<g class=\"diagram\""), 0u);
}

// Files a.. below the board, ranks 1.. from the bottom, as on a chess board.
TEST(Pictures, SvgLabelsFilesAndRanks) {
  auto r = run({"-", "--format", "svg"}, "8*q\n");
  ASSERT_EQ(r.status, 0) << r.err;
  auto texts = texts_of(r.out);
  const std::vector<std::string> expected = {"class of 8", "a", "b", "c", "d", "e", "f", "g", "h",
                                             "1", "2", "3", "4", "5", "6", "7", "8"};
  EXPECT_EQ(texts, expected);
  // Rank 1 is the bottom line (row 7), rank 8 the top one (row 0): 30 pixels a row.
  const std::regex rank(R"re(<text class="rank" x="[\d.]+" y="([\d.]+)">(\d+)</text>)re");
  std::map<int, double> y;
  for (std::sregex_iterator it(r.out.begin(), r.out.end(), rank), end; it != end; ++it)
    y[std::stoi((*it)[2])] = std::stod((*it)[1]);
  ASSERT_EQ(y.size(), 8u);
  for (int k = 1; k < 8; ++k) EXPECT_DOUBLE_EQ(y[k] - y[k + 1], 30) << k;
  // 27 columns and more: numbers; a crowded edge labels every 2nd, 5th, 10th... line.
  r = run({"-", "--size", "3x27", "--format", "svg"}, "r\n");
  ASSERT_EQ(r.status, 0) << r.err;
  texts = texts_of(r.out);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "a"), 0);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "26"), 1);  // the 26th file
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "27"), 0);  // between 26 and the edge
  r = run({"-", "--size", "100", "--format", "svg"}, "100*q\n");
  ASSERT_EQ(r.status, 0) << r.err;
  texts = texts_of(r.out);
  // Cells of 2.4 pixels: every 5th rank (8 pixels a number), every 10th file (20 pixels).
  for (const char* label : {"1", "10", "50", "100"}) EXPECT_EQ(std::count(texts.begin(), texts.end(), label), 2) << label;
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "5"), 1);
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "2"), 0);
  // Small: the squares one pattern, each queen one <use>.
  EXPECT_LT(r.out.size(), 20000u);
  EXPECT_EQ(occurrences(r.out, "<use xlink:href=\"#Q\""), 100u);
}

// A rectangle with holes: as many rows and columns as the board, a hole a grey square.
TEST(Pictures, RectanglesAndTheirHoles) {
  const std::string problem = "size 2 3\nq\nx @ 0,0\nx @ 1,2\n";
  auto r = run({"-", "--format", "unicode", "--no-symmetry", "--all"}, problem);
  ASSERT_EQ(r.status, 0) << r.err;
  // The first board in order: the queen on 1,1 ('-' sorts before 'Q').
  EXPECT_EQ(r.out.substr(0, r.out.find("\n\n") + 1), "✖ ·  \n· ♛ ✖\n");
  r = run({"-", "--all", "--format", "svg"}, problem);
  ASSERT_EQ(r.status, 0) << r.err;
  std::string why;
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  const std::size_t diagrams = occurrences(r.out, "<g class=\"diagram\"");
  EXPECT_EQ(diagrams, 2u);  // 0,1 and 1,1, each with its half turn
  EXPECT_EQ(occurrences(r.out, "<use xlink:href=\"#hole\""), 2 * diagrams);
  // The longer side spans the diagram; the 2-row board is centred in its height.
  EXPECT_NE(r.out.find("<rect class=\"board\" width=\"240\" height=\"160\" fill=\"url(#squares)\"/>"), std::string::npos)
      << r.out;
  expect_svg_draws_the_text_boards(problem, {"-", "--all", "--no-symmetry"}, 2, 3, false);
  const auto texts = texts_of(r.out);
  EXPECT_EQ(std::vector<std::string>(texts.begin() + 1, texts.begin() + 6),
            (std::vector<std::string>{"a", "b", "c", "1", "2"}));
}

TEST(Pictures, UnicodeHasOneLinePerRowAndTheGlyphsOfTheText) {
  const auto text = run({"-", "--all"}, "8*q\n");
  const auto uni = run({"-", "--all", "--format", "unicode"}, "8*q\n");
  ASSERT_EQ(uni.status, 0) << uni.err;
  const auto text_boards = helpers::boards_of(text.out), uni_boards = helpers::boards_of(uni.out);
  ASSERT_EQ(uni_boards.size(), 12u);
  for (std::size_t b = 0; b < uni_boards.size(); ++b) {
    const auto rows = helpers::lines_of(uni_boards[b]), text_rows = helpers::lines_of(text_boards[b]);
    ASSERT_EQ(rows.size(), 8u);
    for (std::size_t row = 0; row < 8; ++row) {
      // Cells are separated by spaces: cell c starts at byte 2c when all before are ASCII.
      const std::size_t queen = text_rows[row].find('Q');
      std::string expected;
      for (std::size_t col = 0; col < 8; ++col) {
        if (col) expected += ' ';
        expected += col == queen ? "♛" : (row + col) % 2 ? "·" : " ";
      }
      EXPECT_EQ(rows[row], expected) << "board " << b << " row " << row;
    }
  }
  EXPECT_EQ(uni.out.find('\x1b'), std::string::npos) << "no colours when not on a terminal";
}

TEST(Pictures, UnicodeOnATerminalIsCheckeredInColour) {
  std::istringstream in("2*k w\n1*k b\n");
  std::ostringstream out, err;
  chessy::RunEnvironment env;
  env.out_is_terminal = true;
  ASSERT_EQ(chessy::run_app({"-", "--size", "3", "--format", "unicode"}, in, out, err, env), 0) << err.str();
  const auto rows = helpers::lines_of(out.str());
  ASSERT_EQ(rows.size(), 3u);
  for (const std::string& row : rows) {
    EXPECT_EQ(occurrences(row, "\x1b[30;48;5;"), 3u) << "a background per square";
    EXPECT_EQ(row.substr(row.size() - 4), "\x1b[0m") << "reset at the end of the line";
  }
  EXPECT_EQ(occurrences(out.str(), "♔"), 2u);
  EXPECT_EQ(occurrences(out.str(), "♚"), 1u);
}

TEST(Pictures, FormatIsCheckedAndOnlyForBoards) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-", "--format", "png"}, {"-", "--format", "svg", "--json"},
        {"-", "--format", "unicode", "--count"}, {"-", "--format", "svg", "--dimacs", "-"}}) {
    const auto r = run(args, "8*q\n");
    EXPECT_EQ(r.status, 2) << args[2];
    EXPECT_EQ(helpers::lines_of(r.err).size(), 1u) << r.err;
  }
  EXPECT_EQ(run({"-", "--format", "text"}, "8*q\n").out, run({"-"}, "8*q\n").out);
}

}  // namespace
