// Text of a tuned table (tuned/<op>.<arch>.txt) as batchlas-tune writes it; the format is the one
// src/select/table.hh parses: "# key: value" provenance lines, then rows
//   dtype=s uplo=L trans=N n=64 k=256 : famA famB famC
// ranked fastest first. Header-only and free of the bench machinery so that the round-trip test
// (tests/select/tune_roundtrip_test.cc) checks exactly what the tuner emits.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <stdexcept>
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

/// "keys : famA famB\n", or a comment when no family ran (parse_table rejects an empty row);
/// the reason is flattened onto that one line.
inline std::string format_row(const std::string& keys, const std::vector<std::string>& ranked,
                              const std::string& why_empty = "") {
  if (ranked.empty()) {
    std::string why = why_empty;
    std::replace(why.begin(), why.end(), '\n', ' ');
    return "# " + keys + " : no family ran" + (why.empty() ? "" : " (" + why + ")") + "\n";
  }
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

/// The lines of a text, without their newlines (a last line without one included; a "\r\n"
/// ending counts as a newline).
inline std::vector<std::string> split_lines(const std::string& t) {
  std::vector<std::string> v;
  std::string::size_type a = 0;
  while (a < t.size()) {
    auto b = t.find('\n', a);
    if (b == std::string::npos) b = t.size();
    const auto e = b > a && t[b - 1] == '\r' ? b - 1 : b;
    v.push_back(t.substr(a, e - a));
    a = b + 1;
  }
  return v;
}

/// The cell key of a table line: "dtype=... k=256" of a row ("keys : families") or of a cell
/// where nothing ran ("# keys : no family ran ..."); "" for any other line.
inline std::string row_key(const std::string& line) {
  std::string s = line;
  if (s.rfind("# dtype=", 0) == 0) s = s.substr(2);
  if (s.rfind("dtype=", 0) != 0) return "";
  const auto colon = s.find(" :");
  return colon == std::string::npos ? "" : s.substr(0, colon);
}

/// Whether a table's rows carry a batch key (batchlas-tune --batch with several values): a
/// merge must not mix rows with and without one (select::nearest_row has no distance for a key
/// only some rows have).
inline bool has_batch_key(const std::string& text) {
  for (const auto& l : split_lines(text))
    if (row_key(l).find(" batch=") != std::string::npos) return true;
  return false;
}

/// The first family of a ranked row ("keys : famA famB"), "" for a comment.
inline std::string first_family(const std::string& line) {
  if (line.rfind("# ", 0) == 0) return "";
  const auto colon = line.find(" : ");
  if (colon == std::string::npos) return "";
  const auto a = colon + 3, b = line.find(' ', a);
  return line.substr(a, b == std::string::npos ? std::string::npos : b - a);
}

/// The fresh sweep's times per cell key, for merge_table's tie rule.
using CellTimes = std::map<std::string, std::vector<Timed>>;

/// A table re-measured in part (batchlas-tune --merge): the old table's header, then
/// "# merged: <note>", then its rows in order, each row whose cell the new sweep measured
/// replaced by the new line, then the new sweep's rows for cells the old table lacked. A cell
/// where nothing ran this time ("# ... : no family ran") keeps its old ranked row, the new
/// comment after it. `fresh`: the new sweep's rows (header lines in it are ignored). Each merge
/// adds one "# merged:" line (parse_table keeps the last as header["merged"]).
/// Ties (`tie` > 0, with `times`): a measured row keeps its old line when its new first family
/// beat the old first by the fraction `tie` or less in `times`. The tuner's saturating batch is
/// not the users', and two families within 2% there ran 10% apart at 1 GB (docs/PERFORMANCE-LOG.md,
/// session 32), so a tie does not move a route. The note then says how many rows were kept.
inline std::string merge_table(const std::string& old_text, const std::string& fresh, const std::string& note,
                               const CellTimes& times = {}, double tie = 0) {
  const auto is_tie = [&](const std::string& key, const std::string& old_line, const std::string& new_line) {
    const std::string was = first_family(old_line), now = first_family(new_line);
    const auto it = times.find(key);
    if (tie <= 0 || was.empty() || now.empty() || was == now || it == times.end()) return false;
    double t_was = -1, t_now = -1;
    for (const auto& c : it->second) {
      if (!c.ok || !std::isfinite(c.ms)) continue;
      if (c.family == was) t_was = c.ms;
      if (c.family == now) t_now = c.ms;
    }
    return t_was > 0 && t_now > 0 && t_was <= t_now * (1 + tie);
  };
  int kept = 0;
  std::vector<std::pair<std::string, std::string>> news;  // key, line
  for (const auto& l : split_lines(fresh))
    if (!row_key(l).empty()) news.emplace_back(row_key(l), l);
  std::vector<bool> used(news.size(), false);
  std::string header, rows;
  for (const auto& l : split_lines(old_text)) {
    const std::string k = row_key(l);
    if (k.empty()) {
      (rows.empty() ? header : rows) += l + "\n";
      continue;
    }
    std::string line = l;
    for (std::size_t i = 0; i < news.size(); ++i)
      if (!used[i] && news[i].first == k) {
        used[i] = true;
        const bool failed = news[i].second.rfind("# ", 0) == 0, ranked = l.rfind("# ", 0) != 0;
        if (is_tie(k, l, news[i].second)) ++kept;
        else line = failed && ranked ? l + "\n" + news[i].second : news[i].second;
        break;
      }
    rows += line + "\n";
  }
  for (std::size_t i = 0; i < news.size(); ++i)
    if (!used[i]) rows += news[i].second + "\n";
  std::string flat = note;
  if (kept > 0)
    flat += "; " + std::to_string(kept) + " rows keep their order: the new first family beat the old by " +
            std::to_string(int(tie * 100 + 0.5)) + "% or less (a tie does not move a route)";
  std::replace(flat.begin(), flat.end(), '\n', ' ');
  return header + "# merged: " + flat + "\n" + rows;
}

/// Raw CSVs (the same column line in both): the old rows whose cell (the first `key_cols`
/// columns) the new sweep did not measure, in order, then all the new rows.
inline std::string merge_csv(const std::string& old_text, const std::string& new_text, int key_cols) {
  auto key = [&](const std::string& l) {
    std::string::size_type p = 0;
    for (int i = 0; i < key_cols; ++i) {
      p = l.find(',', p);
      if (p == std::string::npos) return l;
      ++p;
    }
    return l.substr(0, p);
  };
  std::vector<std::string> olds, fresh;
  for (auto& l : split_lines(old_text))
    if (!l.empty()) olds.push_back(l);
  for (auto& l : split_lines(new_text))
    if (!l.empty()) fresh.push_back(l);
  if (fresh.empty()) return old_text;
  if (!olds.empty() && olds[0] != fresh[0])
    throw std::invalid_argument("merge_csv: the old and new CSVs have different columns");
  std::vector<std::string> keys;
  for (std::size_t i = 1; i < fresh.size(); ++i) keys.push_back(key(fresh[i]));
  std::string out = fresh[0] + "\n";
  for (std::size_t i = 1; i < olds.size(); ++i)
    if (std::find(keys.begin(), keys.end(), key(olds[i])) == keys.end()) out += olds[i] + "\n";
  for (std::size_t i = 1; i < fresh.size(); ++i) out += fresh[i] + "\n";
  return out;
}

}  // namespace batchlas::tune
