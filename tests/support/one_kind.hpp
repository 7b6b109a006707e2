// Random problems cut down to one kind of piece: what the domination counter takes
// (enumerate/cover/cover_engine.hpp), and where sliders alone take coverage's line shortcut
// (encoder/coverage.cpp).
#pragma once
#include <algorithm>
#include <random>

#include "referee.hpp"

namespace one_kind {

// `p` with one of its kinds of piece (drawn by `rng`) and `more` more of it, up to its
// free cells; its fixed pieces of that kind kept.
inline referee::Problem cut(referee::Problem p, std::mt19937_64& rng, int more = 0) {
  referee::PieceCount kept = p.pieces[rng() % p.pieces.size()];
  kept.count = std::min(kept.count + more, p.rows * p.cols - static_cast<int>(p.blocked.size()));
  p.pieces = {kept};
  std::erase_if(p.fixed, [&](const referee::FixedPiece& f) { return !(f.piece == kept.piece); });
  return p;
}

}  // namespace one_kind
