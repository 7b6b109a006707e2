// Output files that would destroy what the run reads or writes: `-o` naming the INPUT
// file (the problem replaced by its answer), or two outputs naming one file (`--dimacs F
// -o F`: the CNF written, then replaced by the empty results). Refused before any work.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace chessy {

// A file as the command line gives it: the option ("-o", "INPUT") and the path.
using NamedFile = std::pair<std::string, std::string>;

// InputError "chessy-sat: -o and INPUT name the same file 'F'" when an output is the
// same regular file as an input or another output (by device and inode where both
// exist, else by path). Empty paths and "-" (standard streams) are passed over, and so
// are devices and FIFOs (`-o /dev/null --dimacs /dev/null` is fine); an input "-" is
// standard input, refused as an output when it is a regular file (`- -o p.txt < p.txt`).
void check_file_clashes(const std::vector<NamedFile>& outputs, const std::vector<NamedFile>& inputs);

}  // namespace chessy
