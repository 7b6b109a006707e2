#include "enumerate/budget.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <span>
#include <string>
#include <utility>

#include "enumerate/cubes.hpp"

namespace chessy {

namespace {
// Upper bounds, not averages: CaDiCaL's peak RSS per variable and per clause measured on
// independence, coloured, completion and domination runs (-j 1/2, one solution and
// --count), plus 30 %: 120/100 ran 15-21 % under the peak on domination.
constexpr std::uint64_t kBytesPerVar = 160, kBytesPerClause = 130;
constexpr std::uint64_t kBaseBytes = 16 << 20;  // the process itself (~10 MiB RSS) and slack
constexpr std::uint64_t kMiB = 1 << 20;
}  // namespace

namespace {
// Counts as a solver holds the CNF (orders as clauses), and what a recording of it
// would hold (cnf/formula.hpp), storing nothing.
class SizingSink final : public ClauseSink {
 public:
  Formula::Size size;
  void add_lex_leq(std::span<const std::pair<int, int>> pairs) override {
    ++size.orders;
    size.pairs += static_cast<long long>(pairs.size());
    ClauseSink::add_lex_leq(pairs);
  }

 protected:
  void emit(std::span<const int> lits) override {
    size.literals += static_cast<long long>(lits.size());
    size.longest = std::max(size.longest, static_cast<long long>(lits.size()));
  }
};
}  // namespace

SizeEstimate estimate_size(const Problem& problem, const EncodeOptions& options) {
  SizingSink count;
  encode(problem, count, options);
  count.size.vars = count.vars();
  count.size.clauses = count.clauses();
  SizeEstimate e{count.vars(), count.clauses(), 0, Formula::bytes_at_most(count.size)};
  e.bytes = kBytesPerVar * static_cast<std::uint64_t>(e.vars) +
            kBytesPerClause * static_cast<std::uint64_t>(e.clauses);
  return e;
}

std::uint64_t cube_list_bytes(int window) {
  // split_cubes: W(W+1)/2 + 1 cubes, cube (a, b) holds b + 1 literals (b <= W), so at
  // most W(W+1)(W+2)/3 ints in all; each vector adds its header and a malloc chunk.
  const std::uint64_t w = static_cast<std::uint64_t>(std::max(0, window));
  return 4 * (w * (w + 1) * (w + 2) / 3) + 48 * (w * (w + 1) / 2 + 1);
}

std::uint64_t estimated_bytes(const SizeEstimate& e, int cube_window, int workers) {
  workers = std::max(1, workers);
  return kBaseBytes + e.bytes * static_cast<std::uint64_t>(workers) +
         (workers > 1 ? e.recording + cube_list_bytes(cube_window) : 0);
}

std::uint64_t available_memory() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  std::uint64_t kb = 0;
  std::string unit;
  while (meminfo >> key >> kb >> unit)
    if (key == "MemAvailable:") return kb * 1024;
  return 0;
}

std::uint64_t resident_memory() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  if (!(statm >> size >> resident)) return 0;
  return resident * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

std::uint64_t default_memory_limit() {
  const std::uint64_t available = available_memory();
  const std::uint64_t gib = std::uint64_t{1} << 30;
  const std::uint64_t less_1g = available > gib ? available - gib : 0;
  return std::min(available / 10 * 8, less_1g);
}

void check_memory(const Problem& problem, const EncodeOptions& options, int workers,
                  std::uint64_t limit_bytes) {
  if (!limit_bytes) limit_bytes = default_memory_limit();
  if (!limit_bytes) return;
  const SizeEstimate e = estimate_size(problem, options);
  const std::uint64_t need = estimated_bytes(e, cube_window(problem), workers);
  if (need > limit_bytes)
    throw InputError(problem.name + ": needs about " + std::to_string(need / kMiB) + " MiB (" +
                     std::to_string(e.vars) + " variables, " + std::to_string(e.clauses) +
                     " clauses, " + std::to_string(workers) + " solver(s)), more than the " +
                     std::to_string(limit_bytes / kMiB) +
                     " MiB allowed; raise it with --max-memory MB or use fewer -j workers");
}

void check_engine_memory(const Problem& problem, std::string_view engine, std::uint64_t bytes,
                         std::uint64_t limit_bytes) {
  if (!limit_bytes) limit_bytes = default_memory_limit();
  const std::uint64_t need = kBaseBytes + bytes;
  if (limit_bytes && need > limit_bytes)
    throw InputError(problem.name + ": needs about " + std::to_string(need / kMiB) + " MiB (the " + std::string(engine) +
                     " engine), more than the " + std::to_string(limit_bytes / kMiB) +
                     " MiB allowed; raise it with --max-memory MB");
}

}  // namespace chessy
