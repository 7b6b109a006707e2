#include "cnf/dimacs.hpp"

namespace chessy {

void DimacsWriter::emit(std::span<const int> lits) {
  for (int lit : lits) out_ << lit << ' ';
  out_ << "0\n";
}

}  // namespace chessy
