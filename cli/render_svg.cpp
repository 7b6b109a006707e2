#include <algorithm>
#include <ostream>

#include "cli/pictures.hpp"

namespace chessy {

namespace {

// Every diagram is the same size whatever the board, so a grid of them lines up.
constexpr double kBoard = 240, kGap = 24, kLabel = 22;
constexpr std::size_t kColumns = 4;

void write_diagram(std::ostream& out, const Problem& problem, const Diagram& d, double x, double y) {
  const int rows = problem.rows, cols = problem.cols;
  // The longer side spans the diagram; a rectangle's shorter one is centred on it.
  const double cell = kBoard / std::max(rows, cols), width = cols * cell, height = rows * cell;
  out << "<g class=\"diagram\" transform=\"translate(" << x << ' ' << y << ")\">\n"
      << "<text class=\"label\" x=\"" << kBoard / 2 << "\" y=\"" << kLabel - 6 << "\">" << d.label << "</text>\n"
      << "<g transform=\"translate(" << (kBoard - width) / 2 << ' ' << kLabel + (kBoard - height) / 2 << ")\">\n"
      << "<rect class=\"light\" width=\"" << width << "\" height=\"" << height << "\"/>\n";
  for (int row = 0; row < rows; ++row)
    for (int col = (row + 1) % 2; col < cols; col += 2)  // the dark squares; a8 is light
      out << "<rect class=\"dark\" x=\"" << col * cell << "\" y=\"" << row * cell << "\" width=\"" << cell
          << "\" height=\"" << cell << "\"/>\n";
  for (const BlockedCell& b : problem.blocked) {  // a dark cross over the hole
    const double x0 = (b.col + 0.15) * cell, y0 = (b.row + 0.15) * cell, x1 = x0 + 0.7 * cell, y1 = y0 + 0.7 * cell;
    out << "<path class=\"hole\" stroke-width=\"" << 0.12 * cell << "\" d=\"M" << x0 << ' ' << y0 << 'L' << x1 << ' '
        << y1 << 'M' << x0 << ' ' << y1 << 'L' << x1 << ' ' << y0 << "\"/>\n";
  }
  for (const Placed& p : *d.solution)
    out << "<text class=\"piece\" x=\"" << (p.cell % cols + 0.5) * cell << "\" y=\"" << (p.cell / cols + 0.5) * cell
        << "\" font-size=\"" << 0.8 * cell << "\">" << piece_glyph(problem.types[p.type]) << "</text>\n";
  out << "<rect class=\"frame\" width=\"" << width << "\" height=\"" << height << "\"/>\n</g>\n</g>\n";
}

}  // namespace

void write_svg(std::ostream& out, const Problem& problem, const std::vector<Diagram>& diagrams) {
  const std::size_t columns = std::clamp<std::size_t>(diagrams.size(), 1, kColumns);
  const std::size_t rows = std::max<std::size_t>(1, (diagrams.size() + columns - 1) / columns);
  const double width = kGap + columns * (kBoard + kGap), height = kGap + rows * (kBoard + kLabel + kGap);
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\">\n"
      << "<style>.light{fill:#f0d9b5}.dark{fill:#b58863}.frame{fill:none;stroke:#333}"
         ".hole{stroke:#222;stroke-linecap:round}"
         ".label{font:14px sans-serif;text-anchor:middle}"
         ".piece{font-family:serif;text-anchor:middle;dominant-baseline:central}</style>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (std::size_t i = 0; i < diagrams.size(); ++i)
    write_diagram(out, problem, diagrams[i], kGap + (i % columns) * (kBoard + kGap),
                  kGap + (i / columns) * (kBoard + kLabel + kGap));
  out << "</svg>\n";
}

}  // namespace chessy
