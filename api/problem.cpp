// chessy::api::Problem (include/chessy/problem.hpp): the model of the layers below,
// parsed from the formats or built in code one text line at a time.
#include "chessy/problem.hpp"

#include <algorithm>
#include <array>
#include <mutex>
#include <sstream>
#include <unordered_set>
#include <utility>

#include "api/model_of.hpp"
#include "api/read_input.hpp"
#include "model/parse.hpp"
#include "model/parse_builder.hpp"
#include "model/problem.hpp"
#include "model/problem_text.hpp"

namespace chessy::api {

namespace {
constexpr const char* kBuilt = "<built>";

const char* colour_word(Colour colour) {
  return colour == Colour::White ? " w" : colour == Colour::Black ? " b" : "";
}
}  // namespace

std::string piece_text(Piece piece, Colour colour) {
  return std::string(1, static_cast<char>(piece)) + colour_word(colour);
}

Piece piece_of(Kind kind) { return static_cast<Piece>(kind_letter(kind)); }

Colour colour_of(chessy::Colour colour) {
  return colour == chessy::Colour::White ? Colour::White
         : colour == chessy::Colour::Black ? Colour::Black
                                           : Colour::None;
}

Problem::Problem(std::shared_ptr<const chessy::Problem> model)
    : model_(std::move(model)), rows_(model_->rows), cols_(model_->cols) {}

Problem Problem::parse(std::string_view text, const std::string& name) {
  return Problem(std::make_shared<const chessy::Problem>(parse_input(text, name)));
}

namespace {
Problem read_stoppable(const std::string& path, const std::atomic<bool>* stop) {
  std::istringstream none;
  if (path == "-") throw InputError("chessy: Problem::read needs a file name, not '-'");
  return Problem::parse(read_input(path, none, stop), display_name(path));
}

// A piece type as an index, 0..17 (the parser's order: kind, then colour).
int type_order(Kind kind, chessy::Colour colour) { return static_cast<int>(kind) * 3 + static_cast<int>(colour); }
constexpr int kTypes = 18;
}  // namespace

Problem Problem::read(const std::string& path) { return read_stoppable(path, nullptr); }
Problem Problem::read(const std::string& path, const std::atomic<bool>& stop) { return read_stoppable(path, &stop); }

// One call's line, and what it says for the quick check (Built::fits).
struct Problem::Step {
  enum class What { Other, Count, Fix, Block } what = What::Other;
  std::string line;
  bool piece = false;  // a piece line: from the first one on, every line is checked
  int type = -1;       // Count, Fix: type_order; -1 for a piece the parser refuses
  long long count = 0;
  long long row = 0, col = 0;
  bool star = false;  // a region puzzle's fixed star
};

// A problem built in code (issue 41): the text format's parser checked the whole text
// again at each call, and 8,000 blocked cells took 20 s. Now a line that cannot be
// wrong, by what the last whole parse and the lines after it say (the cell is on the
// board and free, the type is in the piece list, the pieces fit), is only added; any
// other line (a goal, `torus`, an open count, the first piece, a line the check is
// unsure of) has the whole text parsed again, which says what is wrong with the
// parser's own message, and leaves the problem as it was. The model is parsed once
// asked for (model_of), and kept until the next call.
struct Problem::Built {
  std::string source;
  bool piece = false;   // a piece line came: every line from then on is checked
  bool torus = false;   // the `torus` line came
  bool region = false;  // a region puzzle
  // The quick check's picture, from the last whole parse and the lines after it;
  // `quick` false where it has none (before the first piece).
  bool quick = false;
  bool huge = false;  // a side above kMaxBoardSize: the huge-board engine's, one type only
  long long rows = 0, cols = 0;
  std::unordered_set<long long> blocked, fixed;  // cells, row * cols + col
  std::array<long long, kTypes> count{}, fixed_of{};  // a type's pieces in the piece list, fixed
  int open = -1;        // the open count's type
  long long total = 0;  // the piece list's pieces (a region puzzle: its stars)
  bool coloured = false, domination = false;

  mutable std::mutex mutex;                              // guards `model`
  mutable std::shared_ptr<const chessy::Problem> model;  // the source parsed; null: not yet

  Built() = default;
  Built(const Built& other)
      : source(other.source), piece(other.piece), torus(other.torus), region(other.region), quick(other.quick),
        huge(other.huge), rows(other.rows), cols(other.cols), blocked(other.blocked), fixed(other.fixed), count(other.count),
        fixed_of(other.fixed_of), open(other.open), total(other.total), coloured(other.coloured),
        domination(other.domination) {
    const std::lock_guard lock(other.mutex);
    model = other.model;
  }
  Built& operator=(const Built&) = delete;

  const chessy::Problem& parsed() const {
    const std::lock_guard lock(mutex);
    // A board with no pieces yet is no problem: "no pieces to place", as the formats say.
    if (!model) model = std::make_shared<const chessy::Problem>(parse_problem(source, kBuilt));
    return *model;
  }

  // The picture after a whole parse.
  void take(const chessy::Problem& p) {
    quick = true;
    huge = p.huge();
    rows = p.rows;
    cols = p.cols;
    blocked.clear();
    fixed.clear();
    count.fill(0);
    fixed_of.fill(0);
    open = -1;
    total = 0;
    for (const BlockedCell& b : p.blocked) blocked.insert(b.row * cols + b.col);
    for (std::size_t t = 0; t < p.types.size(); ++t) {
      const int type = type_order(p.types[t].kind, p.types[t].colour);
      if (static_cast<int>(t) == p.open) {
        open = type;  // its count is its fixed pieces
      } else {
        count[type] = p.counts[t];
        total += p.counts[t];
      }
    }
    for (const FixedPiece& f : p.fixed) {
      fixed.insert(static_cast<long long>(f.row) * cols + f.col);
      ++fixed_of[type_order(p.types[f.type].kind, p.types[f.type].colour)];
    }
    coloured = p.coloured;
    domination = p.goal != chessy::Goal::Independence;
  }

  bool on_board(const Step& s) const { return s.row >= 0 && s.row < rows && s.col >= 0 && s.col < cols; }
  long long cell(const Step& s) const { return s.row * cols + s.col; }

  // Whether the line is right for certain, as the whole parse would find (false: unsure).
  bool fits(const Step& s) const {
    if (!quick) return false;
    switch (s.what) {
      case Step::What::Block:
        return on_board(s) && !blocked.contains(cell(s)) && !fixed.contains(cell(s)) &&
               total <= rows * cols - static_cast<long long>(blocked.size()) - 1;
      case Step::What::Fix:
        // A type of the piece list (its colour checked then, no goal line since), on a
        // free cell, within its count; a region puzzle's fixed pieces are stars.
        return s.type >= 0 && s.star == region && (count[s.type] > 0 || open == s.type) && on_board(s) &&
               !blocked.contains(cell(s)) && !fixed.contains(cell(s)) &&
               (open == s.type || fixed_of[s.type] < count[s.type]);
      case Step::What::Count: {
        const bool colour = s.type % 3 != static_cast<int>(chessy::Colour::None);
        // (On a huge board a type may be the only one: parsed whole.)
        return s.type >= 0 && !region && !huge && s.count >= 0 && s.count <= kMaxCount && open != s.type &&
               (colour ? coloured && !domination : !coloured) &&
               total + s.count <= rows * cols - static_cast<long long>(blocked.size());
      }
      case Step::What::Other: break;
    }
    return false;
  }

  // Takes a line that fits.
  void add(const Step& s) {
    if (s.what == Step::What::Block) blocked.insert(cell(s));
    if (s.what == Step::What::Fix) {
      fixed.insert(cell(s));
      ++fixed_of[s.type];
    }
    if (s.what == Step::What::Count) {
      count[s.type] += s.count;
      total += s.count;
    }
  }
};

Problem::Problem(int rows, int cols) : built_(std::make_shared<Built>()), rows_(rows), cols_(cols) {
  for (int side : {rows, cols})
    if (side < 1 || side > kMaxHugeSide) throw InputError(std::string(kBuilt) + ":1: " + board_size_out_of_range(side));
  built_->source = "size " + std::to_string(rows) + " " + std::to_string(cols) + "\n";
}

const chessy::Problem& model_of(const Problem& problem) {
  return problem.built_ ? problem.built_->parsed() : *problem.model_;
}

void Problem::extend(const Step& step) {
  if (!built_) throw InputError("chessy: only a problem built in code can be extended");
  if (built_.use_count() > 1) built_ = std::make_shared<Built>(*built_);  // a copy's own from now on
  Built& b = *built_;
  if (!b.piece && !step.piece) {  // before the first piece the parser would only say it has none
    b.source += step.line + "\n";
    return;
  }
  if (b.fits(step)) {
    b.source += step.line + "\n";
    b.add(step);
    const std::lock_guard lock(b.mutex);
    b.model.reset();
    return;
  }
  std::string more = b.source + step.line + "\n";
  auto model = std::make_shared<const chessy::Problem>(parse_problem(more, kBuilt));  // throws: nothing changed
  b.source = std::move(more);
  b.piece = true;
  b.take(*model);
  const std::lock_guard lock(b.mutex);
  b.model = std::move(model);
}

namespace {
int step_type(Piece piece, Colour colour) {
  const std::optional<Kind> kind = kind_of_letter(static_cast<char>(piece));
  if (!kind || (colour != Colour::None && colour != Colour::White && colour != Colour::Black)) return -1;
  return type_order(*kind, colour == Colour::White   ? chessy::Colour::White
                           : colour == Colour::Black ? chessy::Colour::Black
                                                     : chessy::Colour::None);
}
}  // namespace

Problem& Problem::goal(Goal goal) {
  if (goal != Goal::Independence) extend({.line = "d"});
  if (goal == Goal::IndependentDomination) extend({.line = "i"});
  if (goal == Goal::TotalDomination) extend({.line = "t"});
  return *this;
}

Problem& Problem::add(Piece piece, int count, Colour colour) {
  extend({.what = Step::What::Count, .line = std::to_string(count) + "*" + piece_text(piece, colour), .piece = true,
          .type = step_type(piece, colour), .count = count});
  return *this;
}

Problem& Problem::add_open(Piece piece, Colour colour) {
  extend({.line = "?*" + piece_text(piece, colour), .piece = true});
  return *this;
}

Problem Problem::region_puzzle(std::vector<std::string> rows, int stars) {
  std::string source = "regions\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    // One row a line, checked before it is one: a line break, a space or a '#' would
    // make the text format read something else ('#' a comment: a row left out).
    if (const std::string fault = region_row_fault(rows[i]); !fault.empty())
      throw InputError(std::string(kBuilt) + ":" + std::to_string(i + 2) + ": " + fault);
    source += rows[i] + "\n";
  }
  if (stars < 0) throw InputError(std::string(kBuilt) + ":" + std::to_string(rows.size() + 2) + ": a negative number of stars");
  source += "stars " + std::to_string(stars) + "\n";
  auto model = std::make_shared<const chessy::Problem>(parse_problem(source, kBuilt));
  Problem out(model->rows, model->cols);
  Built& b = *out.built_;
  b.source = std::move(source);
  b.piece = b.region = true;
  b.take(*model);
  b.model = std::move(model);
  return out;
}

Problem& Problem::fix(Piece piece, int row, int col, Colour colour) {
  // A region puzzle's fixed star is its `* @` line (a king, docs/input.md).
  const bool star = built_ && built_->region && piece == Piece::King && colour == Colour::None;
  extend({.what = Step::What::Fix,
          .line = (star ? std::string("*") : piece_text(piece, colour)) + " @ " + std::to_string(row) + "," + std::to_string(col),
          .piece = true, .type = step_type(piece, colour), .row = row, .col = col, .star = star});
  return *this;
}

Problem& Problem::block(int row, int col) {
  extend({.what = Step::What::Block, .line = "x @ " + std::to_string(row) + "," + std::to_string(col), .row = row, .col = col});
  return *this;
}

Problem& Problem::torus(bool on) {
  if (on) {
    extend({.line = "torus"});
    built_->torus = true;
  } else if (torus()) {
    throw InputError("chessy: torus(false): the problem is a torus already");
  }
  return *this;
}

int Problem::rows() const { return rows_; }
int Problem::cols() const { return cols_; }
const std::string& Problem::name() const {
  static const std::string built = kBuilt;  // a built board is parsed once asked for
  return built_ ? built : model_->name;
}
std::string Problem::text() const { return problem_text(model_of(*this)); }

Problem Problem::with_count(int count) const {
  const chessy::Problem& model = model_of(*this);
  if (model.open < 0) throw InputError("chessy: with_count: the problem has no open count '?'");
  if (count < 0) throw InputError("chessy: with_count: a count must not be negative");
  return Problem(std::make_shared<const chessy::Problem>(model.with_count(count)));
}

Goal Problem::goal() const {
  switch (model_of(*this).goal) {
    case chessy::Goal::Domination: return Goal::Domination;
    case chessy::Goal::IndependentDomination: return Goal::IndependentDomination;
    case chessy::Goal::TotalDomination: return Goal::TotalDomination;
    case chessy::Goal::Independence: break;
  }
  return Goal::Independence;
}

bool Problem::torus() const { return built_ ? built_->torus : model_->torus; }

std::vector<PieceCount> Problem::pieces() const {
  const chessy::Problem& model = model_of(*this);
  std::vector<PieceCount> out;
  for (std::size_t t = 0; t < model.types.size(); ++t)
    out.push_back({piece_of(model.types[t].kind), colour_of(model.types[t].colour), model.counts[t],
                   static_cast<int>(t) == model.open});
  return out;
}

std::vector<Placement> Problem::fixed() const {
  const chessy::Problem& model = model_of(*this);
  std::vector<Placement> out;
  for (const FixedPiece& f : model.fixed)
    out.push_back({piece_of(model.types[f.type].kind), colour_of(model.types[f.type].colour), f.row, f.col});
  std::sort(out.begin(), out.end(),
            [](const Placement& a, const Placement& b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
  return out;
}

std::vector<std::string> Problem::regions() const {
  return !built_ || built_->region ? model_of(*this).region_rows() : std::vector<std::string>{};
}
int Problem::stars() const { return !built_ || built_->region ? model_of(*this).stars : 0; }

std::vector<Cell> Problem::blocked() const {
  std::vector<Cell> out;
  for (const BlockedCell& b : model_of(*this).blocked) out.push_back({b.row, b.col});  // sorted by cell
  return out;
}

std::optional<OpenCount> Problem::open() const {
  const chessy::Problem& model = model_of(*this);
  if (model.open < 0) return std::nullopt;
  const PieceType type = model.types[static_cast<std::size_t>(model.open)];
  return OpenCount{piece_of(type.kind), colour_of(type.colour), model.counts[static_cast<std::size_t>(model.open)],
                   model.open_at};
}

}  // namespace chessy::api
