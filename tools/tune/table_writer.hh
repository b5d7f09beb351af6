// Text of a tuned table (tuned/<op>.<arch>.txt) as batchlas-tune writes it; the format is the one
// src/select/table.hh parses: "# key: value" provenance lines, then rows
//   dtype=s uplo=L trans=N n=64 k=256 : famA famB famC
// ranked fastest first. Header-only and free of the bench machinery so that the round-trip test
// (tests/select/tune_roundtrip_test.cc) checks exactly what the tuner emits.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace batchlas::tune {

/// "dtype=s uplo=L trans=N n=64 k=256": flags and extents in the order of the operation's
/// select::Key (src/ops/<op>/args.hh), the same spelling as select::Key::text().
inline std::string format_keys(char dtype, const std::vector<std::pair<std::string, char>>& flags,
                               const std::vector<std::pair<std::string, int64_t>>& sizes) {
  std::string s = "dtype=";
  s += dtype;
  for (const auto& [k, v] : flags) s += " " + k + "=" + v;
  for (const auto& [k, v] : sizes) s += " " + k + "=" + std::to_string(v);
  return s;
}

/// One family's measured time in one grid cell; ok = false when it could not run there.
struct Timed {
  std::string family;
  double ms = 0;
  bool ok = false;
};

/// Names of the families that ran, fastest first (a stable sort: equal times keep list order).
inline std::vector<std::string> rank(std::vector<Timed> cells) {
  cells.erase(std::remove_if(cells.begin(), cells.end(),
                             [](const Timed& t) { return !t.ok || !std::isfinite(t.ms); }),
              cells.end());
  std::stable_sort(cells.begin(), cells.end(),
                   [](const Timed& a, const Timed& b) { return a.ms < b.ms; });
  std::vector<std::string> names;
  for (const auto& c : cells) names.push_back(c.family);
  return names;
}

/// "keys : famA famB\n", or a comment when no family ran (parse_table rejects an empty row).
inline std::string format_row(const std::string& keys, const std::vector<std::string>& ranked,
                              const std::string& why_empty = "") {
  if (ranked.empty()) return "# " + keys + " : no family ran" +
                             (why_empty.empty() ? "" : " (" + why_empty + ")") + "\n";
  std::string s = keys + " :";
  for (const auto& f : ranked) s += " " + f;
  return s + "\n";
}

/// A title comment then "# key: value" lines (keys are single words: device, date, tool,
/// commit, grid, ...). Newlines inside a value are flattened so each stays one header line.
inline std::string format_header(const std::string& title,
                                 const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string s = "# " + title + "\n";
  for (const auto& [k, v] : fields) {
    std::string flat = v;
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    s += "# " + k + ": " + flat + "\n";
  }
  return s;
}

}  // namespace batchlas::tune
