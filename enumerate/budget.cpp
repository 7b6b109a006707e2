#include "enumerate/budget.hpp"

#include <fstream>
#include <string>

namespace chessy {

namespace {
constexpr std::uint64_t kBytesPerVar = 120, kBytesPerClause = 100;
constexpr long long kAlwaysFits = 40'000;  // placements below which no sizing is done
constexpr std::uint64_t kMiB = 1 << 20;
}  // namespace

SizeEstimate estimate_size(const Problem& problem, const EncodeOptions& options) {
  CountingSink count;
  encode(problem, count, options);
  SizeEstimate e{count.vars(), count.clauses(), 0};
  e.bytes = kBytesPerVar * static_cast<std::uint64_t>(e.vars) +
            kBytesPerClause * static_cast<std::uint64_t>(e.clauses);
  return e;
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

void check_memory(const Problem& problem, const EncodeOptions& options, int workers,
                  std::uint64_t limit_bytes) {
  if (static_cast<long long>(problem.cells()) * static_cast<long long>(problem.types.size()) < kAlwaysFits)
    return;
  if (!limit_bytes) limit_bytes = available_memory();
  if (!limit_bytes) return;
  const SizeEstimate e = estimate_size(problem, options);
  const std::uint64_t need = e.bytes * static_cast<std::uint64_t>(std::max(1, workers));
  if (need > limit_bytes)
    throw InputError(problem.name + ": needs about " + std::to_string(need / kMiB) + " MiB (" +
                     std::to_string(e.vars) + " variables, " + std::to_string(e.clauses) +
                     " clauses, " + std::to_string(workers) + " solver(s)), more than the " +
                     std::to_string(limit_bytes / kMiB) +
                     " MiB allowed; raise it with --max-memory MB or use fewer -j workers");
}

}  // namespace chessy
