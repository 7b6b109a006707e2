// A sweep's table drawn as one SVG document (--plot FILE): charts stacked one above
// the other, each a frame with a title, labelled axes and a legend, its series drawn
// as lines through markers. Every point is one marker,
//   <circle class="point" data-series="total" data-x="8" data-y="92" data-complete="true">
//     <title>n = 8: total 92</title></circle>
// so a reader (or a test) finds each value in the file. Black on white, each series
// also dashed its own way, so that a print in grey still tells them apart.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace chessy {

struct PlotPoint {
  int x;          // the size n
  double y;       // the value
  bool complete;  // false: the run was cut short (drawn hollow)
};

struct PlotSeries {
  std::string name;  // the legend's word and data-series: "total", "seconds"
  std::vector<PlotPoint> points;
};

struct PlotChart {
  std::string title;    // above the frame: "Solutions"
  std::string y_label;  // along the y axis: "count (log scale)"
  // 0: a linear y axis from 0. Otherwise a log axis that starts at this value; smaller
  // values (0 counts, times under a millisecond) lie on a line of their own below it,
  // labelled `below`.
  double log_floor = 0;
  std::string below;    // "0", "< 0.001"
  std::vector<PlotSeries> series;
};

// `title` heads the document; `x_label` names the x axis of every chart.
void write_plot_svg(std::ostream& out, const std::string& title, const std::string& x_label,
                    const std::vector<PlotChart>& charts);

}  // namespace chessy
