#include "split/part_file.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <sstream>
#include <nlohmann/json.hpp>

#include "api/read_input.hpp"
#include "chessy/version.hpp"
#include "model/canonical.hpp"
#include "model/check.hpp"
#include "util/json_holds.hpp"
#include "util/json_read.hpp"
#include "encoder/encoder.hpp"
#include "model/parse.hpp"
#include "model/parse_builder.hpp"
#include "model/problem_text.hpp"
#include "util/fnv1a.hpp"
#include "split/parts.hpp"
#include "split/sha256.hpp"
#include "split/stats_json.hpp"

namespace chessy {

namespace {

using Json = nlohmann::ordered_json;

constexpr int kDocumentVersion = 2;
constexpr const char* kProgram = "chessy-sat " CHESSY_VERSION_STRING;  // who wrote a part
constexpr const char* kTag = "chessy-sat part";
constexpr const char* kDigest = "sha256";

// The document with its digest, which goes last, over all that comes before it.
std::string sealed(Json doc) {
  doc.erase(kDigest);
  doc[kDigest] = sha256_hex(doc.dump());
  return doc.dump() + '\n';
}

std::string hex64(std::uint64_t h) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

// "3:Q 12:Qw": each piece as CELL:LETTERS, by cell.
std::string pieces_text(const Problem& problem, const Solution& s) {
  std::string text;
  for (const Placed& p : s) {
    const PieceType type = problem.types[p.type];
    if (!text.empty()) text += ' ';
    text += std::to_string(p.cell) + ':' + kind_letter(type.kind);
    if (type.colour != Colour::None) text += colour_letter(type.colour);
  }
  return text;
}

// Everything wrong in a part file is said the same way: "FILE: what".
[[noreturn]] void corrupt(const std::string& file, const std::string& what) {
  throw InputError(file + ": " + what);
}

std::optional<Solution> parse_pieces(const Problem& problem, const std::string& text) {
  Solution s;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string token = text.substr(at, end - at);
    at = end + 1;
    const std::size_t colon = token.find(':');
    if (colon == std::string::npos || colon == 0 || colon > 9 ||
        token.find_first_not_of("0123456789") != colon || token.size() < colon + 2 || token.size() > colon + 3)
      return std::nullopt;
    const long long cell = std::stoll(token.substr(0, colon));
    const std::optional<Kind> kind = kind_of_letter(token[colon + 1]);
    Colour colour = Colour::None;
    if (token.size() == colon + 3) {
      if (token[colon + 2] == 'w') colour = Colour::White;
      else if (token[colon + 2] == 'b') colour = Colour::Black;
      else return std::nullopt;
    }
    const int type = kind ? problem.type_index({*kind, colour}) : -1;
    if (type < 0 || cell >= problem.cells() || (!s.empty() && s.back().cell >= cell)) return std::nullopt;
    s.push_back({static_cast<int>(cell), type});
  }
  return s;
}

const Json& field(const Json& doc, const std::string& file, const char* key, Json::value_t type) {
  auto it = doc.find(key);
  const bool number = type == Json::value_t::number_unsigned;
  if (it == doc.end() || (number ? !it->is_number_unsigned() : it->type() != type))
    corrupt(file, std::string("corrupt: no valid \"") + key + "\"");
  return *it;
}

std::uint64_t number(const Json& doc, const std::string& file, const char* key) {
  return field(doc, file, key, Json::value_t::number_unsigned).get<std::uint64_t>();
}

// An optional field (the statistics, the settings): `fallback` when absent, "corrupt"
// when of another type or out of T's range.
template <class T>
T optional_field(const Json& doc, const std::string& file, const char* key, T fallback) {
  const auto it = doc.find(key);
  if (it == doc.end()) return fallback;
  if (!json_holds<T>(*it)) corrupt(file, std::string("corrupt: no valid \"") + key + "\"");
  return it->get<T>();
}


// 1 when s is the least of its orbit under `group` (the one model --no-symmetry's
// search finds for the orbit), else 0.
std::uint64_t least_of_its_orbit(const Problem& problem, const std::vector<Symmetry>& group, const Solution& s) {
  for (const Symmetry& g : group)
    if (std::optional<Solution> img = image(problem, g, s); img && compare_boards(problem, *img, s) < 0) return 0;
  return 1;
}

// --no-symmetry --all: each model brought its whole orbit under the symmetries the
// CNF breaks into its part, so what a part lists is closed under them.
void check_orbits_listed(const Problem& problem, const std::vector<Symmetry>& broken, const PartResult& r) {
  auto less = [&](const Solution& a, const Solution& b) { return compare_boards(problem, a, b) < 0; };
  std::vector<Solution> listed;
  for (const SolutionClass& c : r.classes) listed.push_back(c.representative);
  std::sort(listed.begin(), listed.end(), less);
  for (std::size_t i = 0; i < r.classes.size(); ++i)
    for (const Symmetry& g : broken)
      if (std::optional<Solution> img = image(problem, g, r.classes[i].representative);
          !img || !std::binary_search(listed.begin(), listed.end(), *img, less))
        corrupt(r.file, "corrupt: classes[" + std::to_string(i) + "] is listed without the rest of its orbit");
}

// The invariants between a part's counts, which hold for any part a correct run
// writes, whatever its digest says. `most`: the largest class (|G|, or 1 when every
// solution is its own class); `broken`: the symmetries the CNF breaks (|H|).
void check_counts(const PartResult& r, std::uint64_t found_classes, std::uint64_t most, std::uint64_t broken) {
  const std::uint64_t f = r.counted_fundamental, t = r.counted_total, listed = r.classes.size();
  constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
  const std::string counted = "corrupt: \"counted\" ";
  if (r.mode == Mode::All && (f || t)) corrupt(r.file, counted + "in an --all part, which lists every class");
  if (t < f) corrupt(r.file, counted + "total " + std::to_string(t) + " is less than its " + std::to_string(f) + " classes");
  if (t / most > f || (t / most == f && t % most))
    corrupt(r.file, counted + "total " + std::to_string(t) + " is more than " + std::to_string(f) + " classes of at most " +
                        std::to_string(most) + " solutions hold");
  if (f > kMax - listed || found_classes != f + listed)
    corrupt(r.file, "corrupt: \"found\" says " + std::to_string(found_classes) + " classes, it holds " +
                        std::to_string(f) + " counted and " + std::to_string(listed) + " listed");
  // Every class was found through a model of this part; every model (an orbit under
  // the broken symmetries) was one of its classes' orbits (--no-symmetry: each model
  // gave its whole orbit, 1 to |H| classes).
  std::uint64_t orbits = 0;
  for (std::uint64_t o : r.orbits) orbits = o > kMax - orbits ? kMax : orbits + o;
  std::uint64_t low = found_classes, high = orbits > kMax - f ? kMax : f + orbits;
  if (r.no_symmetry && r.mode == Mode::All) low = high = orbits;  // one model an orbit, listed whole
  else if (r.no_symmetry) low = found_classes / broken + (found_classes % broken != 0), high = found_classes;
  if (r.found_models < low || r.found_models > high)
    corrupt(r.file, "corrupt: " + std::to_string(r.found_models) + " models for its " + std::to_string(found_classes) +
                        " classes, which stand for " + std::to_string(low) + " to " + std::to_string(high));
}

}  // namespace

std::string fingerprint(const Problem& problem) {
  Fnv1a h;
  h.add(problem_text(problem));
  return hex64(h.value());
}

std::string settings_json(const PartSettings& settings) {
  Json json{{"mode", word_of(settings.mode)},
            {"no_symmetry", settings.no_symmetry},
            {"breaking", settings.breaking},
            {"split", kSplitVersion}};
  if (settings.optimize != Optimize::None) json["optimize"] = word_of(settings.optimize);
  return json.dump();
}

std::string part_document(const Problem& problem, const PartSettings& settings, const Enumeration& e,
                          long long optimum) {
  std::uint64_t counted_fundamental = 0, counted_total = 0;
  Json classes = Json::array();
  for (const SolutionClass& c : e.classes) {
    if (settings.mode == Mode::Count && c.one_model) {
      ++counted_fundamental;
      counted_total += c.size;
    } else {
      classes.push_back(Json::array({pieces_text(problem, c.representative), c.size}));
    }
  }
  // A count that lists no class, only its sums (the n-queens counter's share of its
  // tasks): every class of it lies in this part alone.
  if (settings.mode == Mode::Count && e.classes.empty()) {
    counted_fundamental = e.fundamental;
    counted_total = e.total;
  }
  const Json stats = stats_json(e);
  Json doc{{kTag, kDocumentVersion},
                 {"program", kProgram},
                 {"problem", problem_text(problem)},
                 {"fingerprint", fingerprint(problem)},
                 {"settings", Json::parse(settings_json(settings))},
                 {"split", hex64(e.split_digest)},
                 {"part", settings.part},
                 {"parts", settings.parts},
                 {"complete", e.complete},
                 {"found", {{"models", e.models}, {"classes", counted_fundamental + classes.size()}}},
                 {"counted", {{"fundamental", counted_fundamental}, {"total", counted_total}}},
                 {"classes", std::move(classes)},
                 {"stats", stats}};
  if (problem.open >= 0) doc["optimum"] = optimum >= 0 ? Json(optimum) : Json(nullptr);
  return sealed(doc);
}

std::string restamped(const std::string& document) { return sealed(Json::parse(document)); }

PartOnDisk part_on_disk(const std::string& file, const Problem& problem, const PartSettings& settings) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) return {};
  try {
    const PartResult r = read_part(file);
    // Another version of the program might split differently: solved again.
    return {r.complete && r.program == kProgram && r.fingerprint == fingerprint(problem) &&
                r.settings == settings_json(settings) && r.part == settings.part && r.parts == settings.parts,
            ""};
  } catch (const InputError& e) {
    return {false, e.what()};  // damaged or foreign: solved again and replaced
  }
}

Problem PartResult::problem() const { return parse_problem(problem_text, file + " (its problem)"); }

PartResult read_part(const std::string& file) {
  std::istringstream none;
  return parse_part(read_input(file, none), file);
}

PartResult parse_part(const std::string& text, const std::string& file) {
  Json doc;
  try {
    doc = read_ordered_json(text, file);
  } catch (const JsonRefused& e) {  // a key given twice, nesting too deep
    corrupt(file, "not a part file: " + e.reason);
  } catch (const Json::parse_error& e) {
    if (e.byte >= text.size()) corrupt(file, "truncated: the document ends early (an unfinished or damaged part file)");
    corrupt(file, "not a part file: not JSON (at byte " + std::to_string(e.byte) + ")");
  } catch (const Json::out_of_range&) {  // 1e999: no double holds it
    corrupt(file, "not a part file: a number too large for JSON's doubles");
  }
  if (!doc.is_object() || !doc.contains(kTag)) corrupt(file, "not a chessy-sat part file");
  if (doc[kTag] != kDocumentVersion)
    corrupt(file, "part file version " + doc[kTag].dump() + ", this program reads " + std::to_string(kDocumentVersion));
  // Damage anywhere, in a byte or a whole class, shows here before anything is read.
  if (const auto last = std::prev(doc.end()); last.key() != kDigest || !last->is_string())
    corrupt(file, "corrupt: no \"sha256\" digest at its end");
  const std::string digest = doc[kDigest].get<std::string>();
  doc.erase(kDigest);
  if (sha256_hex(doc.dump()) != digest)
    corrupt(file, "corrupt: its content does not match its SHA-256 digest (damaged or edited)");

  PartResult r;
  r.file = file;
  r.problem_text = field(doc, file, "problem", Json::value_t::string).get<std::string>();
  r.fingerprint = field(doc, file, "fingerprint", Json::value_t::string).get<std::string>();
  r.settings = field(doc, file, "settings", Json::value_t::object).dump();
  r.split = field(doc, file, "split", Json::value_t::string).get<std::string>();
  r.program = field(doc, file, "program", Json::value_t::string).get<std::string>();
  // Said as the file says them: a forged 2^63 was once cut to "of 1073741824".
  const std::uint64_t parts = number(doc, file, "parts"), part = number(doc, file, "part");
  if (parts > static_cast<std::uint64_t>(kMaxParts))
    corrupt(file, "corrupt: \"parts\": " + std::to_string(parts) + ", more than the " + std::to_string(kMaxParts) +
                      " a run is split into (--part I/P)");
  if (parts < 1 || part >= parts) corrupt(file, "corrupt: part " + std::to_string(part) + " of " + std::to_string(parts));
  r.parts = static_cast<int>(parts);
  r.part = static_cast<int>(part);
  r.complete = field(doc, file, "complete", Json::value_t::boolean).get<bool>();
  const Json& settings = doc["settings"];
  const std::optional<Mode> mode = named<Mode>(optional_field(settings, file, "mode", std::string()));
  if (!mode) corrupt(file, "corrupt: no valid \"mode\"");
  r.mode = *mode;
  r.no_symmetry = optional_field(settings, file, "no_symmetry", false);
  const bool breaking = optional_field(settings, file, "breaking", true);
  const Json& found = field(doc, file, "found", Json::value_t::object);
  r.found_models = number(found, file, "models");
  const std::uint64_t found_classes = number(found, file, "classes");
  const Json& counted = field(doc, file, "counted", Json::value_t::object);
  r.counted_fundamental = number(counted, file, "fundamental");
  r.counted_total = number(counted, file, "total");

  Problem problem;
  try {
    problem = r.problem();
  } catch (const InputError& e) {
    corrupt(file, std::string("corrupt: its problem does not parse: ") + e.what());
  }
  if (fingerprint(problem) != r.fingerprint) corrupt(file, "corrupt: the problem does not match its fingerprint");
  // No part holds a board above 1000 a side (split runs are refused there: docs/rules.md
  // "Huge boards"), and the checks below number its cells.
  if (problem.huge()) corrupt(file, "corrupt: its board is above " + std::to_string(kMaxBoardSize) + " a side, which no part holds");
  const std::string optimize_word = optional_field(settings, file, "optimize", std::string());
  const std::optional<Optimize> optimize = named<Optimize>(optimize_word);
  if (!optimize_word.empty() && !optimize) corrupt(file, "corrupt: no valid \"optimize\"");
  if ((problem.open >= 0) != optimize.has_value()) corrupt(file, "corrupt: \"optimize\" with a problem without an open count, or the reverse");
  if (optimize) {
    r.optimize = *optimize;
    const auto at = doc.find("optimum");
    if (at == doc.end() || !(at->is_null() || at->is_number_unsigned()) ||
        (at->is_number_unsigned() && at->get<std::uint64_t>() > static_cast<std::uint64_t>(problem.cells())))
      corrupt(file, "corrupt: no valid \"optimum\"");
    r.optimum = at->is_null() ? -1 : at->get<long long>();
    if (r.optimum < problem.counts[static_cast<std::size_t>(problem.open)] && r.optimum >= 0)
      corrupt(file, "corrupt: \"optimum\" is less than the fixed pieces of its type");
    // Its classes are of the part's best count: a part without one holds none.
    problem = problem.with_count(
        static_cast<int>(r.optimum >= 0 ? r.optimum : problem.counts[static_cast<std::size_t>(problem.open)]));
    if (r.optimum < 0 && (found_classes || r.found_models))
      corrupt(file, "corrupt: classes found in a part without a solution");
  }
  const std::size_t group = symmetry_group(problem).size();
  const std::vector<Symmetry> broken = broken_group(problem, {.break_symmetry = breaking});
  // Nothing listed is taken on trust: each representative must be a solution, the
  // least of its class, and the class as large as the file says.
  std::size_t i = 0;
  for (const Json& c : field(doc, file, "classes", Json::value_t::array)) {
    const std::string where = "corrupt: classes[" + std::to_string(i++) + "] ";
    if (!c.is_array() || c.size() != 2 || !c[0].is_string() || !c[1].is_number_unsigned())
      corrupt(file, where + "is not [\"PIECES\", SIZE]");
    std::optional<Solution> s = parse_pieces(problem, c[0].get<std::string>());
    if (!s || !is_solution(problem, *s)) corrupt(file, where + "is not a solution");
    std::uint64_t size = 1, orbits = 0;
    if (!r.no_symmetry) {
      const std::vector<Solution> members = class_members(problem, *s);
      if (members.front() != *s) corrupt(file, where + "is not its class's representative");
      size = members.size();
      orbits = orbits_in(problem, broken, group, members);
    } else {
      orbits = least_of_its_orbit(problem, broken, *s);
    }
    if (c[1].get<std::uint64_t>() != size) corrupt(file, where + "has the wrong class size");
    // A class that one model stands for is counted, never listed (--all lists all).
    if (r.mode == Mode::Count && (r.no_symmetry || orbits == 1))
      corrupt(file, where + "stands for one model: --count counts it, never lists it");
    r.classes.push_back({std::move(*s), size, false});
    r.orbits.push_back(orbits);
  }
  // --min/--max alone: the part's one solution at its best count, or none.
  if (r.mode == Mode::One) {
    if (r.optimize == Optimize::None) corrupt(file, "corrupt: mode \"one\" without --min or --max");
    if (r.classes.size() != (r.optimum >= 0 ? 1u : 0u) || found_classes != r.classes.size() || r.counted_fundamental || r.counted_total)
      corrupt(file, "corrupt: a --min/--max part holds its one solution, or none");
  } else {
    check_counts(r, found_classes, r.no_symmetry ? 1 : group, broken.size());
  }
  if (r.no_symmetry && r.mode == Mode::All) check_orbits_listed(problem, broken, r);
  const Json& stats = field(doc, file, "stats", Json::value_t::object);
  r.stats.vars = optional_field(stats, file, "variables", 0);
  r.stats.clauses = optional_field(stats, file, "clauses", 0LL);
  r.stats.calls = optional_field(stats, file, "calls", std::uint64_t{0});
  r.stats.models = r.found_models;
  if (optional_field(stats, file, "models", r.found_models) != r.found_models)
    corrupt(file, "corrupt: \"stats\" and \"found\" differ on the models");
  r.stats.cubes = optional_field(stats, file, "cubes", std::size_t{0});
  r.stats.workers = optional_field(stats, file, "workers", 1);
  r.stats.engine = named<Engine>(optional_field(stats, file, "engine", std::string("sat"))).value_or(Engine::Sat);
  r.stats.rule = named<Rule>(optional_field(stats, file, "rule", std::string("learning"))).value_or(Rule::Learning);
  r.stats.sat_cubes = optional_field(stats, file, "sat_cubes", std::uint64_t{0});
  r.stats.encode_seconds = optional_field(stats, file, "encode_seconds", 0.0);
  r.stats.solve_seconds = optional_field(stats, file, "solve_seconds", 0.0);
  return r;
}

}  // namespace chessy
