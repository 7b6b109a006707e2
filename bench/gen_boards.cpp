// gen-boards: n-queens instances with blocked cells, in chessy-sat's text format (issue 17).
//   gen-boards diag FILE.param [K]        CSPLib 079 Excluded Diagonals, its first K diagonals
//   gen-boards random-diag N K SEED [--param]   K random excluded diagonals (the CSPLib rule)
//   gen-boards random-blocked N B SEED    B random blocked cells
// Each writes `size N`, `N*q` and one `x @ ROW,COL` a blocked cell (ascending, each once).
// Errors: one line (FILE:LINE for a .param), exit 2; nothing on standard output then.
// Deterministic for a seed (mt19937_64 and plain modulo, no library distribution).
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr int kMaxSize = 1000;  // chessy-sat's largest board side
constexpr int kMinInLine = 4;   // CSPLib's sets (diag-N-4-ID): cells kept in each row and column

// One excluded diagonal as CSPLib writes it: [index, 1] is the sum diagonal a + b = index,
// [index, 0] the difference diagonal a - b = index - (n - 1).
struct Diagonal {
  int index;  // 0 .. 2n-2
  int sum;    // 1: sum diagonal, 0: difference diagonal
};

struct Error {
  std::string message;  // the whole line, without its newline
};

[[noreturn]] void fail(const std::string& message) { throw Error{message}; }

// The problem text: n queens on n x n, the cells of the diagonals (or `cells`) blocked.
std::string problem(int n, const std::vector<char>& blocked, const std::string& comment) {
  std::ostringstream out;
  out << "# " << comment << "\nsize " << n << "\n" << n << "*q\n";
  for (int cell = 0; cell < n * n; ++cell)
    if (blocked[cell]) out << "x @ " << cell / n << "," << cell % n << "\n";
  return out.str();
}

std::vector<char> cells_of(int n, const std::vector<Diagonal>& diagonals) {
  std::vector<char> blocked(static_cast<size_t>(n) * n, 0);
  for (const Diagonal& d : diagonals)
    for (int a = 0; a < n; ++a) {
      const int b = d.sum ? d.index - a : a - (d.index - (n - 1));
      if (b >= 0 && b < n) blocked[a * n + b] = 1;
    }
  return blocked;
}

// --- the .param reader: Essence' parameters `[letting] NAME (= | be) VALUE`, `$` comments ---

struct Token {
  std::string text;  // an identifier, a number (digits, maybe a leading '-') or one of = [ ] ,
  int line;          // 1-based
};

// The tokens of `in`; `lines` gets its number of lines.
std::vector<Token> tokens_of(std::istream& in, const std::string& file, int& lines) {
  std::vector<Token> tokens;
  std::string text;
  lines = 0;
  for (int line = 1; std::getline(in, text); ++line) {
    lines = line;
    if (line == 1 && text.rfind("language ", 0) == 0) continue;  // "language ESSENCE' 1.0"
    for (size_t i = 0; i < text.size();) {
      const unsigned char c = text[i];
      if (c == '$') break;
      if (std::isspace(c)) { ++i; continue; }
      size_t j = i + 1;
      if (std::isalpha(c) || c == '_') {
        while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
      } else if (std::isdigit(c) || (c == '-' && j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))) {
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      } else if (c != '=' && c != '[' && c != ']' && c != ',') {
        fail(file + ":" + std::to_string(line) + ": unexpected character '" + text.substr(i, 1) + "'");
      }
      tokens.push_back({text.substr(i, j - i), line});
      i = j;
    }
  }
  if (in.bad()) fail(file + ": cannot read");
  return tokens;
}

// The parameters of one .param file.
struct Param {
  int n = 0;                        // board side
  std::optional<int> numdiags;      // as declared (must match diagonals.size() when given)
  std::vector<Diagonal> diagonals;  // in the file's order
  int count_line = 0;               // the line that says how many: numdiags's, else diags's
};

class ParamReader {
 public:
  ParamReader(std::vector<Token> tokens, std::string file, int last_line)
      : tokens_(std::move(tokens)), file_(std::move(file)), last_line_(last_line) {}

  Param read() {
    Param p;
    int n_line = 0, numdiags_line = 0, diags_line = 0;
    while (at_ < tokens_.size()) {
      if (peek().text == "letting") ++at_;
      const Token name = next("a parameter name");
      const Token is = next("'=' after '" + name.text + "'");
      if (is.text != "=" && is.text != "be") error(is, "expected '=' after '" + name.text + "'");
      int* seen = name.text == "n" ? &n_line : name.text == "numdiags" ? &numdiags_line
                : name.text == "diags" ? &diags_line : nullptr;
      if (!seen) error(name, "unknown parameter '" + name.text + "' (expected n, numdiags, diags)");
      if (*seen) error(name, "'" + name.text + "' given twice");
      *seen = name.line;
      if (name.text == "diags") p.diagonals = pairs();
      else if (name.text == "n") p.n = number(0, kMaxSize, "n");
      else p.numdiags = number(0, 4 * kMaxSize, "numdiags");
    }
    if (!n_line) error_at(last_line_, "no 'n'");
    if (p.n < 1) error_at(n_line, "n must be at least 1");
    if (!diags_line) error_at(last_line_, "no 'diags'");
    p.count_line = numdiags_line ? numdiags_line : diags_line;
    if (p.numdiags && *p.numdiags != static_cast<int>(p.diagonals.size()))
      error_at(numdiags_line, "numdiags is " + std::to_string(*p.numdiags) + " but diags has " +
                                  std::to_string(p.diagonals.size()) + " pairs");
    std::vector<char> seen_diagonal(2 * (2 * p.n - 1), 0);
    for (size_t i = 0; i < p.diagonals.size(); ++i) {
      const Diagonal& d = p.diagonals[i];
      std::ostringstream text;  // not "[" + std::to_string(...): GCC 12 warns (-Wrestrict) there
      text << "[" << d.index << ", " << d.sum << "]";
      const std::string pair = text.str();
      if (d.index > 2 * p.n - 2)
        error_at(pair_lines_[i], "diagonal " + pair + " is off the board (index 0.." + std::to_string(2 * p.n - 2) + ")");
      char& seen = seen_diagonal[d.sum * (2 * p.n - 1) + d.index];
      if (seen) error_at(pair_lines_[i], "diagonal " + pair + " given twice");
      seen = 1;
    }
    return p;
  }

 private:
  [[noreturn]] void error_at(int line, const std::string& what) const {
    fail(file_ + ":" + std::to_string(line) + ": " + what);
  }
  [[noreturn]] void error(const Token& t, const std::string& what) const { error_at(t.line, what); }

  const Token& peek() const { return tokens_[at_]; }
  Token next(const std::string& expected) {
    if (at_ == tokens_.size()) error_at(last_line_, "unexpected end of file: expected " + expected);
    return tokens_[at_++];
  }
  void expect(const std::string& text) {
    const Token t = next("'" + text + "'");
    if (t.text != text) error(t, "expected '" + text + "', found '" + t.text + "'");
  }
  int number(int low, int high, const std::string& what) {
    const Token t = next(what);
    const bool digits = !t.text.empty() && std::all_of(t.text.begin() + (t.text[0] == '-'), t.text.end(),
                                                       [](unsigned char c) { return std::isdigit(c); });
    if (!digits || t.text == "-") error(t, "expected a number for " + what + ", found '" + t.text + "'");
    if (t.text[0] == '-' || t.text.size() > 9 || std::stoi(t.text) < low || std::stoi(t.text) > high)
      error(t, what + " must be in " + std::to_string(low) + ".." + std::to_string(high) + ", found " + t.text);
    return std::stoi(t.text);
  }
  // [[i, t], [i, t], ...] (possibly empty, over several lines).
  std::vector<Diagonal> pairs() {
    std::vector<Diagonal> out;
    expect("[");
    if (at_ < tokens_.size() && peek().text == "]") { ++at_; return out; }
    for (;;) {
      const Token open = next("'['");
      if (open.text != "[") error(open, "expected '[' to open a pair, found '" + open.text + "'");
      Diagonal d{};
      d.index = number(0, 4 * kMaxSize, "a diagonal's index");
      expect(",");
      d.sum = number(0, 1, "a diagonal's kind (1 sum, 0 difference)");
      expect("]");
      out.push_back(d);
      pair_lines_.push_back(open.line);
      const Token t = next("',' or ']'");
      if (t.text == "]") return out;
      if (t.text != ",") error(t, "expected ',' or ']' after a pair, found '" + t.text + "'");
    }
  }

  std::vector<Token> tokens_;
  std::string file_;
  int last_line_;
  size_t at_ = 0;
  std::vector<int> pair_lines_;  // the line of each pair's '['
};

Param read_param(const std::string& file) {
  std::ifstream in(file);
  if (!in) fail(file + ": cannot open");
  int lines = 0;
  std::vector<Token> tokens = tokens_of(in, file, lines);
  return ParamReader(std::move(tokens), file, std::max(lines, 1)).read();
}

// --- generators ---

int argument(const std::string& text, int low, int high, const std::string& what) {
  const bool digits = !text.empty() && text.size() <= 9 &&
                      std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
  if (!digits || std::stoi(text) < low || std::stoi(text) > high)
    fail("gen-boards: " + what + " must be in " + std::to_string(low) + ".." + std::to_string(high) +
         ", found '" + text + "'");
  return std::stoi(text);
}

std::uint64_t seed_of(const std::string& text) {
  if (text.empty() || text.size() > 19 || !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); }))
    fail("gen-boards: SEED must be a number, found '" + text + "'");
  return std::stoull(text);
}

void shuffle(std::vector<int>& v, std::mt19937_64& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng() % i]);
}

// queens-diag-gen.py's process (CSPLib 079, Gent 2017): both kinds of diagonal in random
// order, a coin for the kind each step, a diagonal taken unless a row or column it crosses
// would keep fewer than kMinInLine cells (counted as CSPLib does: a cell on two excluded
// diagonals counts twice). All of them, in the order taken; an instance is a prefix.
std::vector<Diagonal> random_diagonals(int n, std::mt19937_64& rng) {
  std::vector<int> sums(2 * n - 1), differences(2 * n - 1);
  for (int i = 0; i < 2 * n - 1; ++i) sums[i] = differences[i] = i;
  shuffle(sums, rng);
  shuffle(differences, rng);
  std::vector<int> in_row(n, n), in_col(n, n);
  std::vector<Diagonal> taken;
  while (!sums.empty() || !differences.empty()) {
    const bool sum = differences.empty() || (!sums.empty() && rng() % 2);
    std::vector<int>& pool = sum ? sums : differences;
    const Diagonal d{pool.back(), sum ? 1 : 0};
    pool.pop_back();
    std::vector<std::pair<int, int>> cells;
    bool keeps = true;
    for (int a = 0; a < n && keeps; ++a) {
      const int b = sum ? d.index - a : a - (d.index - (n - 1));
      if (b < 0 || b >= n) continue;
      keeps = in_row[a] > kMinInLine && in_col[b] > kMinInLine;
      cells.emplace_back(a, b);
    }
    if (!keeps) continue;
    for (auto [a, b] : cells) --in_row[a], --in_col[b];
    taken.push_back(d);
  }
  return taken;
}

std::string param_text(int n, const std::vector<Diagonal>& diagonals, const std::string& comment) {
  std::ostringstream out;
  out << "$ " << comment << "\nn = " << n << "\nnumdiags = " << diagonals.size() << "\ndiags = [";
  for (size_t i = 0; i < diagonals.size(); ++i)
    out << (i ? ", " : "") << "[" << diagonals[i].index << ", " << diagonals[i].sum << "]";
  out << "]\n";
  return out.str();
}

std::string run(const std::vector<std::string>& args) {
  const std::string usage =
      "usage: gen-boards diag FILE.param [K] | random-diag N K SEED [--param] | random-blocked N B SEED";
  const std::string command = args.empty() ? "" : args[0];
  if (command == "diag" && (args.size() == 2 || args.size() == 3)) {
    Param p = read_param(args[1]);
    const int all = static_cast<int>(p.diagonals.size());
    const int k = args.size() == 3 ? argument(args[2], 0, 4 * kMaxSize, "K (diagonals of " + args[1] + ")") : all;
    if (k > all)
      fail(args[1] + ":" + std::to_string(p.count_line) + ": K = " + std::to_string(k) + " asks for more diagonals than the " +
           std::to_string(all) + " it lists");
    p.diagonals.resize(k);
    return problem(p.n, cells_of(p.n, p.diagonals),
                   "Excluded Diagonals (CSPLib 079): " + args[1] + ", the first " + std::to_string(k) +
                       " of " + std::to_string(all) + " diagonals");
  }
  if (command == "random-diag" && (args.size() == 4 || (args.size() == 5 && args[4] == "--param"))) {
    const int n = argument(args[1], 1, kMaxSize, "N");
    const int k = argument(args[2], 0, 4 * n - 2, "K");
    const std::uint64_t seed = seed_of(args[3]);
    std::mt19937_64 rng(seed);
    std::vector<Diagonal> diagonals = random_diagonals(n, rng);
    if (static_cast<int>(diagonals.size()) < k)
      fail("gen-boards: only " + std::to_string(diagonals.size()) + " diagonals can be excluded on " + args[1] +
           "x" + args[1] + " keeping " + std::to_string(kMinInLine) + " cells a row and column (seed " + args[3] + ")");
    diagonals.resize(k);
    const std::string comment = "random Excluded Diagonals: n=" + args[1] + " k=" + args[2] + " seed=" + args[3];
    return args.size() == 5 ? param_text(n, diagonals, comment) : problem(n, cells_of(n, diagonals), comment);
  }
  if (command == "random-blocked" && args.size() == 4) {
    const int n = argument(args[1], 1, kMaxSize, "N");
    const int b = argument(args[2], 0, n * n - n, "B (n queens need n free cells)");
    std::mt19937_64 rng(seed_of(args[3]));
    std::vector<int> cells(n * n);
    for (int i = 0; i < n * n; ++i) cells[i] = i;
    std::vector<char> blocked(n * n, 0);
    for (int i = 0; i < b; ++i) {  // the first b of a partial Fisher-Yates shuffle
      std::swap(cells[i], cells[i + rng() % (n * n - i)]);
      blocked[cells[i]] = 1;
    }
    return problem(n, blocked, "random Blocked n-Queens: n=" + args[1] + " b=" + args[2] + " seed=" + args[3]);
  }
  fail(usage);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    std::cout << run(std::vector<std::string>(argv + 1, argv + argc)) << std::flush;
    if (std::cout) return 0;
    std::cerr << "gen-boards: cannot write standard output\n";
    return 1;
  } catch (const Error& e) {
    std::cerr << e.message << "\n";
    return 2;
  }
}
