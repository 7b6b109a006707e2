// --format unicode and svg, end to end through run_app: one picture per fundamental
// solution, the right glyph on the right square, and SVG that is well-formed XML.
#include <gtest/gtest.h>

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
  EXPECT_EQ(occurrences(xml, "♕"), 12u * 8);
  EXPECT_NE(xml.find(">#1 (class of 8)<"), std::string::npos);
  EXPECT_NE(xml.find(">#12 (class of 8)<"), std::string::npos);
  EXPECT_EQ(occurrences(xml, " (class of 4)<"), 1u);  // the one symmetric solution
  EXPECT_EQ(xml.find("#13"), std::string::npos);
}

TEST(Pictures, SvgOfColouredPiecesAndOfNothing) {
  auto r = run({"-", "--size", "4", "--all", "--format", "svg"}, "2*r w\n2*r b\n");
  ASSERT_EQ(r.status, 0) << r.err;
  std::string why;
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  EXPECT_EQ(occurrences(r.out, "♖"), 2 * occurrences(r.out, "<g class=\"diagram\""));
  EXPECT_EQ(occurrences(r.out, "♜"), occurrences(r.out, "♖"));
  r = run({"-", "--size", "3", "--format", "svg"}, "3*q\n");  // no solution: an empty picture
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  EXPECT_EQ(occurrences(r.out, "<g class=\"diagram\""), 0u);
}

// A rectangle with holes: as many rows and columns as the board, a dark cross a hole.
TEST(Pictures, RectanglesAndTheirHoles) {
  const std::string problem = "size 2 3\nq\nx @ 0,0\nx @ 1,2\n";
  auto r = run({"-", "--format", "unicode", "--no-symmetry", "--all"}, problem);
  ASSERT_EQ(r.status, 0) << r.err;
  // The first board in order: the queen on 1,1 ('-' sorts before 'Q').
  EXPECT_EQ(r.out.substr(0, r.out.find("\n\n") + 1), "✖ ·  \n· ♕ ✖\n");
  r = run({"-", "--all", "--format", "svg"}, problem);
  ASSERT_EQ(r.status, 0) << r.err;
  std::string why;
  EXPECT_TRUE(well_formed(r.out, why)) << why;
  const std::size_t diagrams = occurrences(r.out, "<g class=\"diagram\"");
  EXPECT_EQ(diagrams, 2u);  // 0,1 and 1,1, each with its half turn
  EXPECT_EQ(occurrences(r.out, "<path class=\"hole\""), 2 * diagrams);
  EXPECT_EQ(occurrences(r.out, "<rect class=\"dark\""), 3 * diagrams);  // 0,1 1,0 1,2
  // The longer side spans the diagram; the 2-row board is centred in its height.
  EXPECT_NE(r.out.find("<rect class=\"light\" width=\"240\" height=\"160\"/>"), std::string::npos) << r.out;
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
        expected += col == queen ? "♕" : (row + col) % 2 ? "·" : " ";
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
