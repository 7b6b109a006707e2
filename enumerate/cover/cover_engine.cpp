#include "enumerate/cover/cover_engine.hpp"

#include <algorithm>
#include <chrono>
#include <set>

#include "model/board.hpp"
#include "model/canonical.hpp"
#include "model/check.hpp"
#include "encoder/symmetry.hpp"

namespace chessy {

namespace {

// The cells a piece on `cell` attacks on the empty board (rays over holes too; on a
// torus a ray ends before its own cell, and a cell two rays reach is listed twice).
std::vector<int> attacks(const Board& board, PieceType piece, int cell) {
  std::vector<int> out = board.leap_targets(piece, cell);
  for (int d = 0; d < 8; ++d)
    if (slides_along(piece.kind, d))
      for (int t : board.ray(cell, d)) out.push_back(t);
  return out;
}

// The group the counter searches with: on a torus the whole group (translations too,
// whatever classes are printed: docs/design.md "The domination counter"), else G.
Problem search_group_problem(const Problem& problem) {
  Problem whole = problem;
  whole.translations = problem.torus;
  return whole;
}

}  // namespace

bool cover_takes(const Problem& problem) {
  return !problem.region_puzzle() && asks_domination(problem.goal) && !problem.coloured && problem.open < 0 &&
         problem.cells() <= kCoverMaxCells && !problem.types.empty() && problem.only_type() >= 0;
}

std::optional<CoverProblem> cover_problem(const Problem& problem) {
  if (!cover_takes(problem)) return std::nullopt;
  const int type = problem.only_type();
  const Board board(problem);
  const PieceType piece = problem.types[type];
  CoverProblem p;
  p.cells = problem.cells();
  p.independent = asks_independence(problem.goal);
  p.count = problem.counts[type];
  p.cover.resize(p.cells);
  p.conflict.resize(p.independent ? p.cells : 0);
  for (int c = 0; c < p.cells; ++c) {
    const std::vector<int> hit = attacks(board, piece, c);
    p.cover[c] = hit;
    if (covers_own_cell(problem.goal)) p.cover[c].push_back(c);  // not in total domination
    if (!p.independent) continue;
    for (int t : hit) {  // a conflict either way round (pawns attack one way)
      p.conflict[c].push_back(t);
      p.conflict[t].push_back(c);
    }
  }
  const std::vector<char> holes = problem.blocked_mask();
  p.need.resize(p.cells);
  p.usable.resize(p.cells);
  for (int c = 0; c < p.cells; ++c) p.need[c] = p.usable[c] = !holes[c];
  for (const FixedPiece& f : problem.fixed) p.fixed.push_back(board.cell(f.row, f.col));
  return p;
}

std::vector<std::vector<int>> cover_symmetries(const Problem& problem) {
  const Problem whole = search_group_problem(problem);
  const std::vector<Symmetry> own = own_group(whole);
  if (problem.only_type() < 0) return {};
  // Each permutation once, the identity left out (on 1x1 or 2x2 several maps move the
  // cells alike). One colourless kind: a map moves each piece by its square part.
  const Board board(problem);
  std::set<std::vector<int>> out;
  std::vector<int> identity(static_cast<std::size_t>(problem.cells()));
  for (int c = 0; c < problem.cells(); ++c) identity[static_cast<std::size_t>(c)] = c;
  for (const Symmetry& s : own) {
    std::vector<int> g(identity.size());
    for (int c = 0; c < problem.cells(); ++c) g[static_cast<std::size_t>(c)] = s.square.apply(board, c);
    if (g != identity) out.insert(std::move(g));
  }
  return {out.begin(), out.end()};
}

Enumeration enumerate_covers(const Problem& problem, const CoverProblem& board, const EnumerateOptions& options,
                             int share, int shares) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const int type = problem.only_type();
  const std::vector<Symmetry> own = own_group(problem);
  Enumeration e;
  e.engine = Engine::Bits;
  // Under a limit, which classes are kept depends on which worker meets them first:
  // one worker keeps the answer the same on every run.
  e.workers = options.limit ? 1 : std::max(1, options.workers);
  bool limited = false;
  CoverOptions how{.workers = e.workers, .interrupt = options.encode.stop, .on_set = {}, .share = share, .shares = shares};
  CoverProblem symmetric = board;
  // --no-breaking: the plain search, which meets every set (a second method to check a
  // count by: docs/results.md).
  if (options.merge_symmetric && !options.limit && options.encode.break_symmetry)
    symmetric.symmetries = cover_symmetries(problem);
  // The counter meets one set of each orbit under its group H (cover_symmetries: on a
  // torus with the translations, which G may lack), or every set in the plain search.
  const Problem whole = search_group_problem(problem);
  const std::vector<Symmetry> searched =
      symmetric.symmetries.empty() ? std::vector<Symmetry>{symmetry_group(whole).front()} : own_group(whole);
  // Where H is G itself (`translations` on a torus, or a board's own group with nothing
  // fixed off the centre), an orbit is a class: no class to take a member at a time (on
  // the 12x12 torus that took 60 s where the count took 0.25 s). H is then own_group of
  // the problem itself, a part of G: as large means the same. (A torus without
  // `translations` searches with another group, whose size may still be G's: on the
  // 5x1 torus with a hole, a reflection about the hole against a mirror that moves no
  // cell.)
  const bool orbit_is_class = options.merge_symmetric && !symmetric.symmetries.empty() &&
                              (!problem.torus || problem.translations) &&
                              searched.size() == symmetry_group(problem).size();
  how.on_set = [&](const std::vector<int>& cells) {
    Solution s;
    for (int c : cells) s.push_back({c, type});
    if (auto why = violation(problem, s)) throw InternalError("the domination counter's set is not a solution: " + *why);
    ++e.models;
    if (options.progress) options.progress->models.store(e.models, std::memory_order_relaxed);
    // Each member of the set's orbit under H that is the least of its class under G
    // (every solution is its own class with --no-symmetry) stands for that class: one
    // report a class, whichever orbit holds its representative.
    std::vector<Solution> orbit;
    for (const Symmetry& g : searched) orbit.push_back(*image(whole, g, s));
    sort_distinct(problem, orbit);
    for (const Solution& m : orbit) {
      std::vector<Solution> members =
          options.merge_symmetric && !orbit_is_class ? class_members(problem, m, own) : std::vector<Solution>{m};
      if (members.front() != m) continue;
      SolutionClass c{std::move(members.front()), orbit_is_class ? orbit.size() : members.size(), false};
      ++e.fundamental;
      e.total += c.size;
      if (options.progress) options.progress->classes.store(e.fundamental, std::memory_order_relaxed);
      if (options.on_class) options.on_class(c);
      else e.classes.push_back(std::move(c));
      limited = options.limit && e.fundamental >= options.limit;
      if (limited) return false;
      if (orbit_is_class) break;  // its least member stands for it
    }
    return true;
  };
  const CoverResult found = count_covers(symmetric, how);
  e.complete = found.complete;
  e.interrupted = !found.complete && !limited;
  e.calls = e.cubes = found.tasks;
  e.split_digest = found.split;
  std::sort(e.classes.begin(), e.classes.end(), [&](const SolutionClass& a, const SolutionClass& b) {
    return compare_boards(problem, a.representative, b.representative) < 0;
  });
  e.solve_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return e;
}

}  // namespace chessy
