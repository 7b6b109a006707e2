#include "enumerate/backtrack.hpp"

#include <algorithm>

namespace chessy {

void Backtracker::grow(int var) {
  const std::size_t codes = 2 * static_cast<std::size_t>(var) + 2;
  if (value_.size() >= codes) return;
  value_.resize(codes, 0);
  implied_.resize(codes);
  watches_.resize(codes);
}

void Backtracker::emit(std::span<const int> lits) {
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
  projection_.clear();  // the clauses with auxiliaries are listed anew
}

void Backtracker::add_lex_leq(std::span<const std::pair<int, int>> pairs) {
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
bool Backtracker::advance(int k) {
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

bool Backtracker::propagate() {
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

void Backtracker::undo(std::size_t trail_size) {
  while (trail_.size() > trail_size) {
    const int c = trail_.back();
    trail_.pop_back();
    value_[c] = value_[c ^ 1] = 0;
  }
  // A front moved with the trail at most trail_size long rests on values that stay.
  while (!lex_changes_.empty() && lex_changes_.back().trail > trail_size) {
    lexes_[static_cast<std::size_t>(lex_changes_.back().lex)].front = lex_changes_.back().front;
    lex_changes_.pop_back();
  }
  head_ = trail_size;  // what stays was propagated before the decision above it
}

bool Backtracker::backtrack() {
  while (!decisions_.empty()) {
    const Decision d = decisions_.back();
    decisions_.pop_back();
    undo(d.trail);
    if (!d.flipped) {
      decisions_.push_back({d.trail, d.lit ^ 1, d.pos, d.aux, true});
      assign(d.lit ^ 1);
      return true;
    }
  }
  return false;
}

void Backtracker::decide(int c, std::size_t pos, bool aux) {
  if (!aux) ++decisions_made_;
  decisions_.push_back({trail_.size(), c, pos, aux, false});
  assign(c);
}

void Backtracker::list_auxiliaries(std::span<const int> project) {
  if (std::equal(project.begin(), project.end(), projection_.begin(), projection_.end())) return;
  projection_.assign(project.begin(), project.end());
  std::vector<char> projected(static_cast<std::size_t>(vars()) + 1, 0);
  for (int v : project) projected[static_cast<std::size_t>(v)] = 1;
  auto aux = [&](int c) { return !projected[static_cast<std::size_t>(c >> 1)]; };
  auxiliaries_.clear();
  for (int v = 1; v <= vars(); ++v)
    if (!projected[static_cast<std::size_t>(v)]) auxiliaries_.push_back(v);
  // Setting the open auxiliaries false can break only a clause with an auxiliary in
  // it positively: the others are listed no more.
  auto positive_aux = [&](int c) { return !(c & 1) && aux(c); };
  aux_binaries_.clear();
  for (std::size_t a = 0; a < implied_.size(); ++a)
    for (int b : implied_[a])  // the clause (a ^ 1, b), seen from both ends: keep one
      if (static_cast<int>(a ^ 1) < b && (positive_aux(static_cast<int>(a ^ 1)) || positive_aux(b)))
        aux_binaries_.push_back({static_cast<int>(a ^ 1), b});
  aux_clauses_.clear();
  for (std::size_t at = 0; at < arena_.size(); at += static_cast<std::size_t>(arena_[at]) + 2)
    if (std::any_of(&arena_[at + 2], &arena_[at + 2] + arena_[at], positive_aux))
      aux_clauses_.push_back(static_cast<int>(at));
}

// With every projection variable set and no conflict, every clause is satisfied but
// those whose watched literals (the first two) are both open: a watch is made false
// only with a true literal in the clause that stays true as long as the watch is false
// (propagate()). Open variables are auxiliaries, read as false by value(), so only a
// clause whose two watches are open and positive needs a look at the rest. An order
// not yet decided waits on an open variable: the auxiliaries are searched.
bool Backtracker::open_false_satisfies() const {
  for (const Lex& lex : lexes_)
    if (lex.front < lex.end) return false;  // waits on an open variable: search it
  auto holds = [&](int c) { return value_[c] > 0 || (value_[c] == 0 && (c & 1)); };
  auto open_positive = [&](int c) { return value_[c] == 0 && !(c & 1); };
  for (const auto& [a, b] : aux_binaries_)
    if (!holds(a) && !holds(b)) return false;
  for (int at : aux_clauses_) {
    const int* lits = &arena_[static_cast<std::size_t>(at) + 2];
    if (!open_positive(lits[0]) || !open_positive(lits[1])) continue;
    if (!std::any_of(lits + 2, lits + arena_[static_cast<std::size_t>(at)], holds)) return false;
  }
  return true;
}

bool Backtracker::enumerate(std::span<const int> project, std::span<const int> cube,
                            const std::function<bool()>& on_model, const std::function<bool()>& keep_going) {
  grow(vars());
  list_auxiliaries(project);
  undo(0);
  decisions_.clear();
  for (Lex& lex : lexes_) lex.front = lex.begin;
  lex_changes_.clear();
  if (empty_clause_) return true;
  for (const int c : units_) {
    if (value_[c] < 0) return true;
    if (value_[c] == 0) assign(c);
  }
  for (const int lit : cube) {
    const int c = code(lit);
    if (value_[c] < 0) return true;
    if (value_[c] == 0) assign(c);
  }
  std::size_t next = 0, next_aux = 0;  // everything before them has a value
  // After a backtrack: search on from the variable just flipped.
  auto resume = [&] {
    const Decision& d = decisions_.back();
    next = d.aux ? project.size() : d.pos;
    next_aux = d.aux ? d.pos : 0;
  };
  // A model: reported, then the search moves past it; false once it is over.
  auto found = [&] {
    if (!on_model()) return false;
    while (!decisions_.empty() && decisions_.back().aux) {  // one completion is enough
      undo(decisions_.back().trail);
      decisions_.pop_back();
    }
    if (!backtrack()) return false;
    resume();
    return true;
  };
  for (std::uint64_t steps = 0;; ++steps) {
    if (keep_going && (steps & 4095) == 0 && !keep_going()) return false;
    if (!propagate()) {
      if (!backtrack()) return true;
      resume();
      continue;
    }
    while (next < project.size() && value_[code(project[next])]) ++next;
    if (next < project.size()) {
      decide(code(-project[next]), next, false);  // almost every placement is empty
      continue;
    }
    if (decisions_.empty() || !decisions_.back().aux) {
      if (open_false_satisfies()) {
        if (!found()) return true;
        continue;
      }
    }
    while (next_aux < auxiliaries_.size() && value_[code(auxiliaries_[next_aux])]) ++next_aux;
    if (next_aux == auxiliaries_.size()) {
      if (!found()) return true;
      continue;
    }
    decide(code(-auxiliaries_[next_aux]), next_aux, true);
  }
}

}  // namespace chessy
