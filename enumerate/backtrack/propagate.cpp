#include "enumerate/backtrack/propagate.hpp"

#include <algorithm>

namespace chessy {

void Propagator::grow(int var) {
  const std::size_t codes = 2 * static_cast<std::size_t>(var) + 2;
  if (value_.size() >= codes) return;
  value_.resize(codes, 0);
  implied_.resize(codes);
  watches_.resize(codes);
}

void Propagator::emit(std::span<const int> lits) {
  grow(vars());
  std::vector<int>& c = scratch_;
  c.clear();
  for (int lit : lits) c.push_back(code(lit));
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  for (std::size_t i = 1; i < c.size(); ++i)
    if (c[i] == (c[i - 1] ^ 1)) return;  // x or -x: always true
  if (c.empty()) empty_clause_ = true;
  else if (c.size() == 1) units_.push_back(c[0]);
  else if (c.size() == 2) {
    implied_[c[0] ^ 1].push_back(c[1]);
    implied_[c[1] ^ 1].push_back(c[0]);
  } else {
    const int at = static_cast<int>(arena_.size());
    arena_.push_back(static_cast<int>(c.size()));
    arena_.push_back(2);  // where the next search for a watch starts
    arena_.insert(arena_.end(), c.begin(), c.end());
    watches_[c[0] ^ 1].push_back({at, c[1]});
    watches_[c[1] ^ 1].push_back({at, c[0]});
  }
}

void Propagator::add_lex_leq(std::span<const std::pair<int, int>> pairs) {
  grow(vars());
  lex_at_.resize(static_cast<std::size_t>(vars()) + 1);  // made only for CNFs with orders
  const int k = static_cast<int>(lexes_.size());
  const int begin = static_cast<int>(lex_pairs_.size());
  for (const auto& [x, y] : pairs) {
    const int at = static_cast<int>(lex_pairs_.size());
    lex_pairs_.push_back({code(x), code(y)});
    lex_at_[static_cast<std::size_t>(std::abs(x))].push_back({k, at});
    if (std::abs(y) != std::abs(x)) lex_at_[static_cast<std::size_t>(std::abs(y))].push_back({k, at});
  }
  lexes_.push_back({begin, static_cast<int>(lex_pairs_.size()), begin});
}

// Moves the order's front past the positions now known equal, forcing where x is
// true (y must be) or y false (x must be); a position with x false and y true decides
// the order, one with x true and y false breaks it.
bool Propagator::advance(int k) {
  Lex& lex = lexes_[static_cast<std::size_t>(k)];
  int i = lex.front;
  for (; i < lex.end; ++i) {
    const auto [x, y] = lex_pairs_[static_cast<std::size_t>(i)];
    const int a = value_[x], b = value_[y];
    if (a != 0 && a == b) continue;
    if (a > 0 && b < 0) return false;
    if (a < 0 && b > 0) {
      i = lex.end;
      break;
    }
    if (a > 0) assign(y);
    else if (b < 0) assign(x ^ 1);
    else break;  // waits for x or y
  }
  if (i != lex.front) {
    lex_changes_.push_back({trail_.size(), k, lex.front});
    lex.front = i;
  }
  return true;
}

bool Propagator::propagate() {
  while (head_ < trail_.size()) {
    const int t = trail_[head_++];  // just made true; t ^ 1 just made false
    for (int c : implied_[t]) {
      if (value_[c] > 0) continue;
      if (value_[c] < 0) return false;
      assign(c);
    }
    std::vector<Watch>& ws = watches_[t];
    const int f = t ^ 1;
    std::size_t i = 0, j = 0;
    bool conflict = false;
    while (i < ws.size()) {
      const Watch w = ws[i++];
      if (value_[w.blocker] > 0) {
        ws[j++] = w;
        continue;
      }
      int* lits = &arena_[static_cast<std::size_t>(w.clause) + 2];
      const int n = arena_[static_cast<std::size_t>(w.clause)];
      int& from = arena_[static_cast<std::size_t>(w.clause) + 1];
      if (lits[0] == f) std::swap(lits[0], lits[1]);  // the false watch in lits[1]
      if (value_[lits[0]] > 0) {
        ws[j++] = {w.clause, lits[0]};
        continue;
      }
      // A new watch, searched for from where the last search ended and then round
      // (Gent 2013): long clauses falsified in order are not rescanned from the start.
      int k = from;
      while (k < n && value_[lits[k]] < 0) ++k;
      if (k == n)
        for (k = 2; k < from && value_[lits[k]] < 0;) ++k;
      if (k < n && value_[lits[k]] >= 0) {  // watch lits[k] instead
        from = k;
        std::swap(lits[1], lits[k]);
        watches_[lits[1] ^ 1].push_back({w.clause, lits[0]});
        continue;
      }
      ws[j++] = w;
      if (value_[lits[0]] < 0) {
        conflict = true;
        break;
      }
      assign(lits[0]);
    }
    while (i < ws.size()) ws[j++] = ws[i++];
    ws.resize(j);
    if (conflict) return false;
    if (static_cast<std::size_t>(t >> 1) >= lex_at_.size()) continue;
    for (const auto& [k, at] : lex_at_[static_cast<std::size_t>(t >> 1)])
      if (lexes_[static_cast<std::size_t>(k)].front == at && !advance(k)) return false;
  }
  return true;
}

void Propagator::undo(std::size_t level) {
  while (trail_.size() > level) {
    const int c = trail_.back();
    trail_.pop_back();
    value_[c] = value_[c ^ 1] = 0;
  }
  // A front moved with the trail at most `level` long rests on values that stay.
  while (!lex_changes_.empty() && lex_changes_.back().trail > level) {
    lexes_[static_cast<std::size_t>(lex_changes_.back().lex)].front = lex_changes_.back().front;
    lex_changes_.pop_back();
  }
  head_ = level;  // what stays was propagated before the values above it
}

bool Propagator::set(int c) {
  if (value_[c] < 0) return false;
  if (value_[c] == 0) assign(c);
  return true;
}

bool Propagator::start(std::span<const int> lits) {
  grow(vars());
  undo(0);
  for (Lex& lex : lexes_) lex.front = lex.begin;
  lex_changes_.clear();
  if (empty_clause_) return false;
  for (const int c : units_)
    if (!set(c)) return false;
  for (const int lit : lits)
    if (!set(code(lit))) return false;
  return true;
}

bool Propagator::extend(std::span<const int> lits) {
  for (const int lit : lits)
    if (!set(code(lit))) return false;
  return propagate();
}

}  // namespace chessy
