// A CNF recorded once and given again to any other sink (replay): the encoder runs once
// per run, and every worker's solver or search, the DIMACS writer and the splitter read
// the same recording (encoder/encoder.hpp RecordedCnf; docs/design.md "How it works").
//
// What a sink sees is replayed exactly as the encoder gave it: its variables made in the
// same order (so with the same numbers), the same clauses in the same order, the
// constant made where it was made, and each lexicographic order given whole to the
// sink's add_lex_leq, so a sink that keeps orders whole (the propagator) keeps them and
// one that writes them as clauses (a solver, the DIMACS writer, a counter) writes them.
// A sink fed by the recording thus ends as it would have after encode() itself.
//
// Kept compactly, in blocks of ints (growing to 1 MiB) so that the recording never
// copies itself while it grows: a clause as its size and literals, a mark "the
// variables now number V" wherever they grew between two clauses, the constant and
// each order (its pairs apart) as one entry. Replay only reads: one recording serves
// many threads at once.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "cnf/sink.hpp"

namespace chessy {

class Formula final : public ClauseSink {
 public:
  Formula() = default;
  // One copy of a CNF a run: moved, never copied by accident.
  Formula(Formula&&) = default;
  Formula& operator=(Formula&&) = default;
  Formula(const Formula&) = delete;
  Formula& operator=(const Formula&) = delete;

  // Kept whole, as recorded; replay gives it whole to the other sink.
  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override;

  // Gives `sink` (which must hold no variable yet) everything recorded, in order.
  // Throws Interrupted soon after *stop becomes true (null: never), as encode() does.
  void replay(ClauseSink& sink, const std::atomic<bool>* stop = nullptr) const;

  // The memory the recording holds.
  std::size_t bytes() const;

  // What a sink counting in a sizing pass sees of a CNF (enumerate/budget.hpp), its
  // orders written as clauses as a solver holds them, and the pairs of those orders.
  struct Size {
    long long vars = 0, clauses = 0, literals = 0;
    long long longest = 0;  // literals of the longest clause
    long long orders = 0, pairs = 0;
  };
  // An upper bound of bytes() for the recording of that CNF.
  static std::uint64_t bytes_at_most(const Size& size);

 protected:
  void emit(std::span<const int> lits) override;

 private:
  // Entries that are not a clause (a clause's entry is its size, >= 0).
  static constexpr int kVars = -1;      // then the variable count
  static constexpr int kConstant = -2;  // the sink's constant made here
  static constexpr int kLex = -3;       // then its number of pairs (in lex_pairs_)
  static constexpr std::size_t kFirstBlock = std::size_t{1} << 12;  // ints: 16 KiB
  static constexpr std::size_t kBlock = std::size_t{1} << 18;       // ints: 1 MiB

  // Room for `n` more ints in the last block (an entry never spans two blocks).
  std::vector<int>& room(std::size_t n);
  void mark_vars(int vars);

  std::vector<std::vector<int>> blocks_;
  std::vector<std::pair<int, int>> lex_pairs_;
  int marked_vars_ = 0;          // the variable count the entries so far leave
  bool constant_seen_ = false;
  bool lex_seen_ = false;
};

}  // namespace chessy
