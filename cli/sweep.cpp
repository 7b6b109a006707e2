#include "cli/sweep.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>
#include <nlohmann/json.hpp>

#include "cli/input.hpp"
#include "cli/optimum.hpp"
#include "cli/output_file.hpp"
#include "cli/plot_svg.hpp"
#include "cli/stop_note.hpp"
#include "cnf/sink.hpp"

namespace chessy {

namespace {

using Json = nlohmann::ordered_json;

// One size of the sweep and its problem.
struct SweepSize {
  BoardSize size;
  int n;  // the side that varies: what a count 'n' stands for
  Problem problem;
};

// One row of the table, as --json prints it: n, rows, cols, the single solve's object,
// complete, seconds.
struct Row {
  int n;
  BoardSize size;
  Json json;
};

// A sweep of squares (4..12), not of rectangles with one side fixed (8x4..8x12).
bool of_squares(const Options& o) { return o.size->rows == o.size->cols && o.size_last->rows == o.size_last->cols; }

// "8" in a sweep of squares, "8x12" in a sweep of rectangles: as --size takes it.
std::string size_label(const Options& o, BoardSize s) {
  return of_squares(o) ? std::to_string(s.rows) : std::to_string(s.rows) + "x" + std::to_string(s.cols);
}

// Every size of the range, in order, that --part leaves to this run.
std::vector<BoardSize> sizes_of(const Options& o) {
  const BoardSize first = *o.size, last = *o.size_last;
  const bool cols = first.n_is_cols;
  std::vector<BoardSize> sizes;
  for (int n = cols ? first.cols : first.rows; n <= (cols ? last.cols : last.rows); ++n) {
    if (o.parts && n % o.parts != o.part) continue;
    BoardSize s = of_squares(o) ? BoardSize(n) : first;
    if (cols) s.cols = n;
    else s.rows = n;
    s.n_is_cols = cols;
    sizes.push_back(s);
  }
  return sizes;
}

// The columns of the table after the size, as the mode asks: their JSON keys.
std::vector<std::string> columns(const Options& o) {
  std::vector<std::string> keys;
  if (o.optimize != Optimize::None) keys.push_back(optimum_word(o));
  else if (o.mode == Mode::One) keys.push_back("solution");
  if (o.mode == Mode::Count) keys.insert(keys.end(), {"fundamental", "total"});
  keys.insert(keys.end(), {"complete", "seconds"});
  return keys;
}

// A cell of the text table or the CSV: "" where the row has no value (cut short).
std::string cell(const Json& row, const std::string& key, bool csv) {
  const auto it = row.find(key);
  if (key == "solution")  // a board, or null for none
    return it == row.end() ? "" : it->is_null() ? "no" : "yes";
  if (key == "complete") return row.at(key).get<bool>() ? (csv ? "true" : "yes") : (csv ? "false" : "no");
  if (key == "seconds") {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", row.at(key).get<double>());
    return buffer;
  }
  if (it != row.end() && !it->is_null()) return it->dump();
  // An optimum cut short: the bounds proven, in the text table.
  if (!csv && row.contains("lower") && row["lower"].is_number())
    return row["lower"].dump() + ".." + row["upper"].dump();
  return "";
}

// Prints the table as rows arrive: text (aligned), CSV or JSON Lines.
class Table {
 public:
  Table(std::ostream& out, const Options& o, const std::vector<SweepSize>& sizes)
      : out_(out), o_(o), keys_(columns(o)) {
    for (const SweepSize& s : sizes) size_width_ = std::max(size_width_, size_label(o, s.size).size());
    if (o.json) return;
    if (o.csv) {
      out_ << "n,rows,cols";
      for (const std::string& k : keys_) out_ << ',' << k;
    } else {
      out_ << std::setw(static_cast<int>(size_width_)) << "size";
      for (const std::string& k : keys_) out_ << "  " << std::setw(width(k)) << k;
    }
    out_ << '\n';
  }

  void add(const Row& row) {
    if (o_.json) {
      out_ << row.json.dump() << '\n';
    } else if (o_.csv) {
      out_ << row.n << ',' << row.size.rows << ',' << row.size.cols;
      for (const std::string& k : keys_) out_ << ',' << cell(row.json, k, true);
      out_ << '\n';
    } else {
      out_ << std::setw(static_cast<int>(size_width_)) << size_label(o_, row.size);
      for (const std::string& k : keys_) {
        const std::string c = cell(row.json, k, false);
        out_ << "  " << std::setw(width(k)) << (c.empty() ? "-" : c);
      }
      out_ << '\n';
    }
    out_.flush();  // a long sweep shows each row when it is done
  }

 private:
  // Counts get room for 12 digits; the rest for their header.
  static int width(const std::string& key) {
    return key == "fundamental" || key == "total" ? 12 : std::max<int>(8, static_cast<int>(key.size()));
  }

  std::ostream& out_;
  const Options& o_;
  std::vector<std::string> keys_;
  std::size_t size_width_ = 4;  // "size"
};

// --plot: the optimum (a linear axis), the counts (log), the seconds (log).
void write_plot(std::ostream& out, const Options& o, const std::vector<Row>& rows) {
  std::vector<PlotChart> charts;
  auto series = [&](const std::string& key) {
    PlotSeries s{key, {}};
    for (const Row& r : rows)
      if (r.json.contains(key) && r.json[key].is_number())
        s.points.push_back({r.n, r.json[key].get<double>(), r.json["complete"].get<bool>()});
    return s;
  };
  const std::string word = o.optimize != Optimize::None ? optimum_word(o) : "";
  if (!word.empty()) charts.push_back({"The " + word, word, 0, "", {series(word)}});
  if (o.mode == Mode::Count) {
    PlotChart counts{"Solutions" + (word.empty() ? std::string() : " at the " + word), "solutions (log scale)", 1, "0", {}};
    if (!o.no_symmetry) counts.series.push_back(series("fundamental"));
    counts.series.push_back(series("total"));
    charts.push_back(std::move(counts));
  }
  charts.push_back({"Time", "seconds (log scale)", 0.001, "< 0.001", {series("seconds")}});
  const BoardSize first = *o.size, last = *o.size_last;
  const std::string x_label = of_squares(o) ? "n (board n x n)"
                              : first.n_is_cols ? "n (columns; " + std::to_string(first.rows) + " rows)"
                                                : "n (rows; " + std::to_string(first.cols) + " columns)";
  std::string mode = o.mode == Mode::Count ? " --count" : "";
  if (!word.empty()) mode = " --" + std::string(word_of(o.optimize)) + mode;
  write_plot_svg(out, "chessy-sat " + display_name(o.input) + mode + ", --size " + size_label(o, first) + ".." + size_label(o, last),
                 x_label, charts);
}

}  // namespace

int run_sweep(const Options& o, std::istream& in, std::ostream& out, std::ostream& err, const RunEnvironment& env,
              const SolveOne& solve_one) {
  std::optional<OutputFile> plot_file;  // opened before the work, like -o FILE
  if (!o.plot.empty()) plot_file.emplace(o.plot);
  StopFlag stopper(o.timeout, env.interrupt, nullptr, memory_limit(o));
  std::vector<SweepSize> sizes;
  try {
    const ProblemInput input = read_problem_input(o, in, &stopper.flag());
    for (const BoardSize& s : sizes_of(o))  // all checked before any is solved
      sizes.push_back({s, s.n_is_cols ? s.cols : s.rows, problem_at(input, o, s, &stopper.flag())});
  } catch (const Interrupted&) {
    err << stop_note(o, stopper, "before the input was read");
    return kExitIncomplete;
  }

  // Each size as `chessy-sat INPUT --size M --json` solves it, into a string.
  Options one = o;
  one.size_last.reset();
  one.json = true;
  one.csv = false;
  one.plot.clear();
  one.output.clear();
  one.part = one.parts = 0;

  Table table(out, o, sizes);
  std::vector<Row> rows;
  int status = kExitNoSolution;
  // Stopped between two sizes, the next one stops at once (its encoder checks the flag)
  // and is the row cut short.
  for (const SweepSize& s : sizes) {
    one.size = s.size;
    std::ostringstream result;
    const auto start = std::chrono::steady_clock::now();
    const int solved = solve_one(one, s.problem, result, err, env, stopper);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Row row{s.n, s.size, Json{{"n", s.n}, {"rows", s.size.rows}, {"cols", s.size.cols}}};
    const std::string line = result.str().substr(0, result.str().find('\n'));
    const Json solved_json = line.empty() ? Json::object() : Json::parse(line);  // nothing: stopped before any result
    for (const auto& [key, value] : solved_json.items()) row.json[key] = value;
    row.json["complete"] = solved != kExitIncomplete && row.json.value("complete", true);
    row.json["seconds"] = std::round(seconds * 1000) / 1000;
    table.add(row);
    rows.push_back(std::move(row));
    if (solved == kExitSolved) status = kExitSolved;
    if (solved == kExitIncomplete) {
      status = kExitIncomplete;
      err << "chessy-sat: the sweep stopped at size " << size_label(o, s.size) << "; --size " << size_label(o, s.size)
          << ".." << size_label(o, *o.size_last) << (o.parts ? " --part " + std::to_string(o.part) + "/" + std::to_string(o.parts) : "")
          << " resumes it\n";
      break;
    }
  }
  if (plot_file) {
    write_plot(plot_file->stream(), o, rows);
    plot_file->commit();
  }
  return status;
}

}  // namespace chessy
