#include "enumerate/backtrack/backtrack.hpp"

#include <algorithm>

namespace chessy {

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
  const std::pair<int, long long> cnf{vars(), clauses()};
  if (cnf == listed_for_ && std::equal(project.begin(), project.end(), projection_.begin(), projection_.end())) return;
  listed_for_ = cnf;
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
  decisions_.clear();
  if (!start(cube)) return true;
  list_auxiliaries(project);
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
