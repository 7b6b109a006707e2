// chessy::api::Problem (include/chessy/problem.hpp): the model of the layers below,
// parsed from the formats or built in code one text line at a time.
#include "chessy/problem.hpp"

#include <algorithm>
#include <sstream>
#include <utility>

#include "api/model_of.hpp"
#include "api/read_input.hpp"
#include "model/parse.hpp"
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

Problem::Problem(std::shared_ptr<const chessy::Problem> model, std::string source)
    : model_(std::move(model)), source_(std::move(source)), rows_(model_->rows), cols_(model_->cols) {}

Problem Problem::parse(std::string_view text, const std::string& name) {
  return Problem(std::make_shared<const chessy::Problem>(parse_input(text, name)), {});
}

namespace {
Problem read_stoppable(const std::string& path, const std::atomic<bool>* stop) {
  std::istringstream none;
  if (path == "-") throw InputError("chessy: Problem::read needs a file name, not '-'");
  return Problem::parse(read_input(path, none, stop), display_name(path));
}
}  // namespace

Problem Problem::read(const std::string& path) { return read_stoppable(path, nullptr); }
Problem Problem::read(const std::string& path, const std::atomic<bool>& stop) { return read_stoppable(path, &stop); }

Problem::Problem(int rows, int cols)
    : source_("size " + std::to_string(rows) + " " + std::to_string(cols) + "\n"), rows_(rows), cols_(cols) {
  for (int side : {rows, cols})
    if (side < 1 || side > kMaxHugeSide) throw InputError(std::string(kBuilt) + ":1: " + board_size_out_of_range(side));
}

const chessy::Problem& model_of(const Problem& problem) {
  // A board with no pieces yet is no problem: "no pieces to place", as the formats say.
  if (!problem.model_) problem.model_ = std::make_shared<const chessy::Problem>(parse_problem(problem.source_, kBuilt));
  return *problem.model_;
}

namespace {
// A built problem with one more line, checked by the text format's parser once it has
// a piece line (before that the parser would only say that it has none).
void extend(std::shared_ptr<const chessy::Problem>& model, std::string& source, const std::string& line,
            bool piece) {
  if (source.empty()) throw InputError("chessy: only a problem built in code can be extended");
  std::string more = source + line + "\n";
  if (piece || model) model = std::make_shared<const chessy::Problem>(parse_problem(more, kBuilt));
  source = std::move(more);
}
}  // namespace

Problem& Problem::goal(Goal goal) {
  if (goal != Goal::Independence) extend(model_, source_, "d", false);
  if (goal == Goal::IndependentDomination) extend(model_, source_, "i", false);
  if (goal == Goal::TotalDomination) extend(model_, source_, "t", false);
  return *this;
}

Problem& Problem::add(Piece piece, int count, Colour colour) {
  extend(model_, source_, std::to_string(count) + "*" + piece_text(piece, colour), true);
  return *this;
}

Problem& Problem::add_open(Piece piece, Colour colour) {
  extend(model_, source_, "?*" + piece_text(piece, colour), true);
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
  return Problem(std::make_shared<const chessy::Problem>(parse_problem(source, kBuilt)), source);
}

Problem& Problem::fix(Piece piece, int row, int col, Colour colour) {
  // A region puzzle's fixed star is its `* @` line (a king, docs/input.md).
  const bool star = model_ && model_->region_puzzle() && piece == Piece::King && colour == Colour::None;
  extend(model_, source_, (star ? std::string("*") : piece_text(piece, colour)) + " @ " + std::to_string(row) + "," + std::to_string(col), true);
  return *this;
}

Problem& Problem::block(int row, int col) {
  extend(model_, source_, "x @ " + std::to_string(row) + "," + std::to_string(col), false);
  return *this;
}

Problem& Problem::torus(bool on) {
  if (on) extend(model_, source_, "torus", false);
  else if (source_.empty() ? model_->torus : (source_.find("\ntorus\n") != std::string::npos))
    throw InputError("chessy: torus(false): the problem is a torus already");
  return *this;
}

int Problem::rows() const { return rows_; }
int Problem::cols() const { return cols_; }
const std::string& Problem::name() const {
  static const std::string built = kBuilt;  // a built board before its first piece has no model yet
  return model_ ? model_->name : built;
}
std::string Problem::text() const { return problem_text(model_of(*this)); }

Problem Problem::with_count(int count) const {
  const chessy::Problem& model = model_of(*this);
  if (model.open < 0) throw InputError("chessy: with_count: the problem has no open count '?'");
  if (count < 0) throw InputError("chessy: with_count: a count must not be negative");
  return Problem(std::make_shared<const chessy::Problem>(model.with_count(count)), {});
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

bool Problem::torus() const { return model_ ? model_->torus : source_.find("\ntorus\n") != std::string::npos; }

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

std::vector<std::string> Problem::regions() const { return model_ ? model_->region_rows() : std::vector<std::string>{}; }
int Problem::stars() const { return model_ ? model_->stars : 0; }

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
