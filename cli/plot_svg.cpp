#include "cli/plot_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

namespace chessy {

namespace {

// The page: charts of kChartHeight one under the other, kWidth wide; room on the left
// for the y ticks and label, on the right for the legend.
constexpr double kWidth = 760, kTitle = 44, kChartHeight = 330;
constexpr double kLeft = 90, kRight = 150, kTop = 34, kBottom = 56;  // inside each chart
constexpr double kBelowGap = 22;  // a log axis: from its floor down to the line below it
// Each series: its colour and dashes (a grey print still tells them apart).
constexpr const char* kColours[] = {"#1f4e9c", "#b03020", "#2e7d32", "#6a3d9a"};
constexpr const char* kDashes[] = {"", "7 4", "2 3", "9 3 2 3"};

std::string escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

// A value as the data attributes and labels show it: whole numbers whole, others to
// six significant digits.
std::string number_text(double v) {
  char buffer[32];
  if (v == std::floor(v) && std::fabs(v) < 1e15) std::snprintf(buffer, sizeof buffer, "%.0f", v);
  else std::snprintf(buffer, sizeof buffer, "%.6g", v);
  return buffer;
}

// A line's stroke attributes: its series' colour and dashes.
std::string stroke(std::size_t series) {
  const char* dash = kDashes[series % std::size(kDashes)];
  return std::string("stroke=\"") + kColours[series % std::size(kColours)] + '"' +
         (*dash ? std::string(" stroke-dasharray=\"") + dash + '"' : "");
}

// Pixels with one decimal: the file stays small and diffable.
std::string px(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

// 1, 2 or 5 times a power of ten, at least span / most_ticks.
double nice_step(double span, int most_ticks) {
  const double raw = std::max(span / most_ticks, 1e-12);
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * power >= raw) return m * power;
  return 10 * power;
}

// Where values go on a chart's y axis, and its ticks.
class YAxis {
 public:
  YAxis(const PlotChart& chart, double top, double bottom) : chart_(chart), top_(top), bottom_(bottom) {
    double most = 0;
    for (const PlotSeries& s : chart.series)
      for (const PlotPoint& p : s.points) most = std::max(most, p.y);
    if (log()) {
      lo_ = std::log10(chart.log_floor);
      hi_ = std::max(lo_ + 1, std::ceil(std::log10(std::max(most, chart.log_floor)) - 1e-9));
    } else {
      step_ = nice_step(std::max(most, 1.0), 6);
      max_ = std::max(step_, std::ceil(most / step_ - 1e-9) * step_);
    }
  }
  bool log() const { return chart_.log_floor > 0; }
  double y(double v) const {
    if (!log()) return bottom_ - v / max_ * (bottom_ - top_);
    if (v < chart_.log_floor) return bottom_;
    const double floor_y = bottom_ - kBelowGap;
    return floor_y - (std::log10(v) - lo_) / (hi_ - lo_) * (floor_y - top_);
  }
  // (value, label) of each tick, bottom up.
  std::vector<std::pair<double, std::string>> ticks() const {
    std::vector<std::pair<double, std::string>> t;
    if (!log()) {
      for (double v = 0; v <= max_ + step_ / 2; v += step_) t.push_back({v, number_text(v)});
      return t;
    }
    t.push_back({0, chart_.below});
    const int decades = static_cast<int>(std::lround(hi_ - lo_));
    const int every = std::max(1, (decades + 7) / 8);  // at most about 8 labels
    for (int d = 0; d <= decades; d += every) {
      const double v = std::pow(10.0, lo_ + d);
      // 1e7 and up as powers of ten, so that the label fits left of the frame.
      const std::string label = lo_ + d >= 7 ? "1e" + std::to_string(static_cast<int>(std::lround(lo_ + d)))
                                : v >= 1     ? number_text(v)
                                             : number_text(std::round(v * 1e6) / 1e6);
      t.push_back({v, label});
    }
    return t;
  }

 private:
  const PlotChart& chart_;
  double top_, bottom_;
  double lo_ = 0, hi_ = 1;       // log: the axis spans 10^lo_ .. 10^hi_ above its floor line
  double step_ = 1, max_ = 1;    // linear: 0 .. max_ in steps
};

void write_chart(std::ostream& out, const PlotChart& chart, const std::string& x_label, int x_min, int x_max,
                 double origin) {
  const double left = kLeft, right = kWidth - kRight, top = origin + kTop, bottom = origin + kChartHeight - kBottom;
  const double pad = 18;  // the first and last sizes stand off the frame
  auto x = [&](int n) {
    return x_min == x_max ? (left + right) / 2
                          : left + pad + (n - x_min) * (right - left - 2 * pad) / static_cast<double>(x_max - x_min);
  };
  const YAxis axis(chart, top, bottom);
  out << "<g class=\"chart\">\n"
      << "<text class=\"chart-title\" x=\"" << px((left + right) / 2) << "\" y=\"" << px(origin + 22) << "\">"
      << escaped(chart.title) << "</text>\n";
  // Grid and y ticks.
  for (const auto& [v, label] : axis.ticks()) {
    const double y = axis.y(v);
    out << "<line class=\"grid\" x1=\"" << px(left) << "\" y1=\"" << px(y) << "\" x2=\"" << px(right) << "\" y2=\""
        << px(y) << "\"/>\n"
        << "<text class=\"tick y\" x=\"" << px(left - 6) << "\" y=\"" << px(y + 4) << "\">" << escaped(label)
        << "</text>\n";
  }
  // x ticks: every size when there are few, else a round step.
  const int step = static_cast<int>(std::max(1.0, nice_step(x_max - x_min, 14)));
  for (int n = x_min; n <= x_max; ++n) {
    if (n % step != 0 && n != x_min) continue;
    out << "<text class=\"tick x\" x=\"" << px(x(n)) << "\" y=\"" << px(bottom + 18) << "\">" << n << "</text>\n";
  }
  out << "<rect class=\"frame\" x=\"" << px(left) << "\" y=\"" << px(top) << "\" width=\"" << px(right - left)
      << "\" height=\"" << px(bottom - top) << "\"/>\n"
      << "<text class=\"axis-label\" x=\"" << px((left + right) / 2) << "\" y=\"" << px(bottom + 42) << "\">"
      << escaped(x_label) << "</text>\n"
      << "<text class=\"axis-label\" transform=\"translate(" << px(24) << ' ' << px((top + bottom) / 2)
      << ") rotate(-90)\">" << escaped(chart.y_label) << "</text>\n";
  // The series: a line through the points, then one marker a point.
  for (std::size_t i = 0; i < chart.series.size(); ++i) {
    const PlotSeries& s = chart.series[i];
    const char* colour = kColours[i % std::size(kColours)];
    out << "<g class=\"series\" data-series=\"" << escaped(s.name) << "\">\n";
    if (s.points.size() > 1) {
      out << "<polyline class=\"line\" " << stroke(i) << " points=\"";
      for (const PlotPoint& p : s.points) out << px(x(p.x)) << ',' << px(axis.y(p.y)) << ' ';
      out << "\"/>\n";
    }
    for (const PlotPoint& p : s.points)
      out << "<circle class=\"point\" data-series=\"" << escaped(s.name) << "\" data-x=\"" << p.x << "\" data-y=\""
          << number_text(p.y) << "\" data-complete=\"" << (p.complete ? "true" : "false") << "\" cx=\"" << px(x(p.x))
          << "\" cy=\"" << px(axis.y(p.y)) << "\" r=\"4\" stroke=\"" << colour << "\" fill=\""
          << (p.complete ? colour : "white") << "\"><title>n = " << p.x << ": " << escaped(s.name) << ' '
          << number_text(p.y) << (p.complete ? "" : " (incomplete)") << "</title></circle>\n";
    // The legend, right of the frame.
    const double ly = top + 14 + 22 * static_cast<double>(i);
    out << "<line class=\"line\" " << stroke(i) << " x1=\"" << px(right + 14) << "\" y1=\"" << px(ly) << "\" x2=\"" << px(right + 44) << "\" y2=\"" << px(ly)
        << "\"/>\n"
        << "<text class=\"legend\" x=\"" << px(right + 50) << "\" y=\"" << px(ly + 4) << "\">" << escaped(s.name)
        << "</text>\n</g>\n";
  }
  out << "</g>\n";
}

}  // namespace

void write_plot_svg(std::ostream& out, const std::string& title, const std::string& x_label,
                    const std::vector<PlotChart>& charts) {
  int x_min = 0, x_max = 0;
  bool any = false;
  for (const PlotChart& c : charts)
    for (const PlotSeries& s : c.series)
      for (const PlotPoint& p : s.points) {
        x_min = any ? std::min(x_min, p.x) : p.x;
        x_max = any ? std::max(x_max, p.x) : p.x;
        any = true;
      }
  const double height = kTitle + kChartHeight * static_cast<double>(charts.size());
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << px(kWidth) << "\" height=\"" << px(height)
      << "\" viewBox=\"0 0 " << px(kWidth) << ' ' << px(height) << "\">\n"
      << "<style>text{font-family:sans-serif;fill:#000}"
         ".title{font-size:18px;font-weight:bold;text-anchor:middle}"
         ".chart-title{font-size:15px;font-weight:bold;text-anchor:middle}"
         ".axis-label{font-size:13px;text-anchor:middle}.legend{font-size:13px}"
         ".tick{font-size:12px}.tick.y{text-anchor:end}.tick.x{text-anchor:middle}"
         ".frame{fill:none;stroke:#000;stroke-width:1}.grid{stroke:#ccc;stroke-width:0.8}"
         ".line{fill:none;stroke-width:1.8}.point{stroke-width:1.5}</style>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text class=\"title\" x=\"" << px(kWidth / 2) << "\" y=\"" << px(28) << "\">" << escaped(title)
      << "</text>\n";
  for (std::size_t i = 0; i < charts.size(); ++i)
    write_chart(out, charts[i], x_label, x_min, x_max, kTitle + kChartHeight * static_cast<double>(i));
  out << "</svg>\n";
}

}  // namespace chessy
