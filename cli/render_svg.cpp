#include <algorithm>
#include <ostream>
#include <string>
#include <utility>

#include "util/piece_shapes.hpp"
#include "cli/pictures.hpp"
#include "model/square.hpp"

namespace chessy {

namespace {

// Every diagram is the same size whatever the board, so a grid of them lines up: the
// title just above the board, the rank numbers left of it and the files below it.
constexpr double kBoard = 240, kGap = 24, kTitle = 22, kRanks = 20, kFiles = 16;
constexpr double kSlotWidth = kRanks + kBoard, kSlotHeight = kTitle + kBoard + kFiles;
constexpr std::size_t kColumns = 4;
// Coordinates are 10px sans-serif: digits ~7px tall, ~6px a character wide.
constexpr double kDigitHeight = 8, kCharWidth = 6;

// The first of 1, 2, 5, 10, 20, 50, ... such that labels that many cells apart, each
// `need` pixels long, do not run into each other on cells `cell` pixels wide.
int label_step(double cell, double need) {
  for (int step = 1;; step *= 10)
    for (int m : {1, 2, 5})
      if (step * m * cell >= need) return step * m;
}

// Every step-th label, and 1 too where it stays clear of the step-th.
bool labelled(int k, int step, double cell, double need) { return k % step == 0 || (k == 1 && (step - 1) * cell >= need); }

// The k-th file (from 1): a..z on boards of up to 26 columns, else 1, 2, ...; with
// `letters`, the square's file as input reads it (a, ..., z, aa, ...: model/square.hpp).
std::string file_label(int k, bool letters) { return letters ? file_name(k - 1) : std::to_string(k); }

void write_coordinates(std::ostream& out, const Problem& problem, double cell, double x0, double y0, bool algebraic) {
  const int rows = problem.rows, cols = problem.cols;
  const bool letters = algebraic || cols <= 26;
  const double file_need = kCharWidth * file_label(cols, letters).size() + 2, rank_need = kDigitHeight;
  const int file_step = label_step(cell, file_need), rank_step = label_step(cell, rank_need);
  out << "<g class=\"coord\">";
  for (int k = 1; k <= cols; ++k)
    if (labelled(k, file_step, cell, file_need))
      out << "<text x=\"" << x0 + (k - 0.5) * cell << "\" y=\"" << y0 + rows * cell + 12 << "\">"
          << file_label(k, letters) << "</text>";
  for (int rank = 1; rank <= rows; ++rank)  // rank 1 is the bottom line, row rows-1
    if (labelled(rank, rank_step, cell, rank_need))
      out << "<text class=\"rank\" x=\"" << x0 - 5 << "\" y=\"" << y0 + (rows - rank + 0.5) * cell + 3.5 << "\">"
          << rank << "</text>";
  out << "</g>\n";
}

// A <use> of a symbol on the cell at (row, col).
void place(std::ostream& out, const char* symbol, const char* cls, int row, int col, double cell) {
  out << "<use xlink:href=\"#" << symbol << '"';
  if (cls) out << " class=\"" << cls << '"';
  out << " x=\"" << col * cell << "\" y=\"" << row * cell << "\" width=\"" << cell << "\" height=\"" << cell << "\"/>\n";
}

// A region puzzle's board: each cell in its region's colour, a thick line where two
// regions meet (as the game draws them).
void write_regions(std::ostream& out, const Problem& problem, double cell) {
  const int n = problem.rows;
  auto region = [&](int r, int c) { return problem.region[static_cast<std::size_t>(r) * n + c]; };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      out << "<rect x=\"" << c * cell << "\" y=\"" << r * cell << "\" width=\"" << cell << "\" height=\"" << cell
          << "\" fill=\"" << region_colour(region(r, c)).svg << "\" stroke=\"#888\" stroke-width=\"0.5\"/>\n";
  out << "<path class=\"walls\" d=\"";
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n && region(r, c) != region(r, c + 1))
        out << 'M' << (c + 1) * cell << ' ' << r * cell << 'v' << cell;
      if (r + 1 < n && region(r, c) != region(r + 1, c))
        out << 'M' << c * cell << ' ' << (r + 1) * cell << 'h' << cell;
    }
  out << "\"/>\n";
}

void write_diagram(std::ostream& out, const Problem& sheet, const Diagram& d, double x, double y, bool algebraic) {
  if (!d.solution) return;
  const Problem& problem = d.own ? *d.own : sheet;
  const int rows = problem.rows, cols = problem.cols;
  // The longer side spans the diagram; a rectangle's shorter one is centred on it.
  const double cell = kBoard / std::max(rows, cols), width = cols * cell, height = rows * cell;
  const double x0 = kRanks + (kBoard - width) / 2, y0 = kTitle + (kBoard - height) / 2;
  out << "<g class=\"diagram\" transform=\"translate(" << x << ' ' << y << ")\">\n"
      << "<text class=\"title\" x=\"" << kRanks + kBoard / 2 << "\" y=\"" << y0 - 6 << "\">" << d.label
      << (problem.torus ? " (torus)" : "") << "</text>\n";
  write_coordinates(out, problem, cell, x0, y0, algebraic);
  out << "<g transform=\"translate(" << x0 << ' ' << y0 << ")\">\n";
  if (problem.region_puzzle()) write_regions(out, problem, cell);
  else out << "<rect class=\"board\" width=\"" << width << "\" height=\"" << height << "\" fill=\"url(#squares)\"/>\n";
  for (const BlockedCell& b : problem.blocked) place(out, "hole", nullptr, b.row, b.col, cell);
  for (const FixedPiece& f : problem.fixed) place(out, "fixed", nullptr, f.row, f.col, cell);
  for (const Placed& p : *d.solution) {  // colourless pieces are drawn black
    const PieceType type = problem.types[p.type];
    if (problem.region_puzzle()) {
      place(out, "star", nullptr, p.cell / cols, p.cell % cols, cell);
      continue;
    }
    place(out, piece_symbol_id(kind_letter(type.kind)), type.colour == Colour::White ? "w" : "b", p.cell / cols,
          p.cell % cols, cell);
  }
  // A torus's edges are no edges: its frame is dashed (docs/output.md "Pictures").
  out << "<rect class=\"frame\" width=\"" << width << "\" height=\"" << height
      << (problem.torus ? "\" stroke-dasharray=\"6 4" : "") << "\"/>\n</g>\n</g>\n";
}

// The shapes every diagram uses, once: the squares as a pattern of 2x2 cells (a8 light),
// a hole, the mark of a fixed piece, and the problem's kinds of piece.
void write_defs(std::ostream& out, const Problem& problem) {
  const double cell = kBoard / std::max(problem.rows, problem.cols);
  out << "<defs>\n<pattern id=\"squares\" width=\"" << 2 * cell << "\" height=\"" << 2 * cell
      << "\" patternUnits=\"userSpaceOnUse\"><rect class=\"light\" width=\"" << 2 * cell << "\" height=\""
      << 2 * cell << "\"/><rect class=\"dark\" x=\"" << cell << "\" width=\"" << cell << "\" height=\"" << cell
      << "\"/><rect class=\"dark\" y=\"" << cell << "\" width=\"" << cell << "\" height=\"" << cell
      << "\"/></pattern>\n"
      // A hole: a grey square under a dark cross, unlike any piece.
      << "<symbol id=\"hole\" viewBox=\"0 0 100 100\"><rect width=\"100\" height=\"100\" fill=\"#9a9a9a\"/>"
         "<path d=\"M20 20L80 80M20 80L80 20\" stroke=\"#333\" stroke-width=\"12\" stroke-linecap=\"round\"/></symbol>\n"
      // A fixed piece: a blue frame inside its square, around the piece.
      << "<symbol id=\"fixed\" viewBox=\"0 0 100 100\"><rect x=\"4\" y=\"4\" width=\"92\" height=\"92\" fill=\"none\" "
         "stroke=\"#1f5fd0\" stroke-width=\"8\"/></symbol>\n";
  if (problem.region_puzzle()) {  // a dark star, not a king
    out << "<symbol id=\"star\" viewBox=\"0 0 100 100\"><path d=\"M50.0 13.0L59.4 40.1L88.0 40.6L65.2 57.9L73.5 "
           "85.4L50.0 69.0L26.5 85.4L34.8 57.9L12.0 40.6L40.6 40.1Z\" fill=\"#222\"/></symbol>\n</defs>\n";
    return;
  }
  bool written[6] = {};
  for (const PieceType& type : problem.types)
    if (!std::exchange(written[static_cast<int>(type.kind)], true)) write_piece_symbol(out, kind_letter(type.kind));
  out << "</defs>\n";
}

}  // namespace

void write_svg(std::ostream& out, const Problem& problem, const std::vector<Diagram>& diagrams, bool algebraic) {
  write_svg(out, problem, diagrams.size(), [&](std::size_t i) { return diagrams[i]; }, algebraic);
}

void write_svg(std::ostream& out, const Problem& problem, std::size_t count,
               const std::function<Diagram(std::size_t)>& diagram, bool algebraic) {
  const std::size_t columns = std::clamp<std::size_t>(count, 1, kColumns);
  const std::size_t rows = std::max<std::size_t>(1, (count + columns - 1) / columns);
  const double width = kGap + columns * (kSlotWidth + kGap), height = kGap + rows * (kSlotHeight + kGap);
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" << width
      << "\" height=\"" << height << "\" viewBox=\"0 0 " << width << ' ' << height << "\">\n"
      << "<style>.light{fill:#f0d9b5}.dark{fill:#b58863}.frame{fill:none;stroke:#333}"
         ".title{font:14px sans-serif;text-anchor:middle}"
         ".coord{font:10px sans-serif;fill:#333;text-anchor:middle}.coord .rank{text-anchor:end}"
         ".walls{fill:none;stroke:#222;stroke-width:2.5;stroke-linecap:square}"
      << kPieceStyle << "</style>\n";
  write_defs(out, problem);
  out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (std::size_t i = 0; i < count; ++i)
    write_diagram(out, problem, diagram(i), kGap + (i % columns) * (kSlotWidth + kGap),
                  kGap + (i / columns) * (kSlotHeight + kGap), algebraic);
  out << "</svg>\n";
}

}  // namespace chessy
