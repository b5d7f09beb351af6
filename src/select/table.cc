#include "select/table.hh"

#include <dlfcn.h>

#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "batchlas/settings.hh"

namespace batchlas::select {
namespace {

std::string trim(std::string_view s) {
  auto b = s.find_first_not_of(" \t\r");
  if (b == std::string_view::npos) return {};
  auto e = s.find_last_not_of(" \t\r");
  return std::string(s.substr(b, e - b + 1));
}

[[noreturn]] void fail(const std::string& path, int line, const std::string& what) {
  throw std::runtime_error("tuned table " + path + ":" + std::to_string(line) + ": " + what);
}

bool is_integer(const std::string& v) {
  if (v.empty()) return false;
  for (char c : v)
    if (c < '0' || c > '9') return false;
  return true;
}

double log2_of(int64_t v) { return std::log2(static_cast<double>(v < 1 ? 1 : v)); }

}  // namespace

Table parse_table(std::string_view text, const std::string& path) {
  Table t;
  t.path = path;
  std::istringstream in{std::string(text)};
  std::string raw;
  int line = 0;
  while (std::getline(in, raw)) {
    ++line;
    std::string s = trim(raw);
    if (s.empty()) continue;
    if (s[0] == '#') {
      auto colon = s.find(':');
      if (colon != std::string::npos) {
        std::string k = trim(std::string_view(s).substr(1, colon - 1));
        if (!k.empty() && k.find(' ') == std::string::npos)
          t.header[k] = trim(std::string_view(s).substr(colon + 1));
      }
      continue;
    }
    auto colon = s.find(':');
    if (colon == std::string::npos) fail(path, line, "expected 'keys : families', found no ':'");
    Row r;
    r.line = line;
    r.text = trim(std::string_view(s).substr(0, colon));
    std::istringstream keys(r.text), fams(s.substr(colon + 1));
    std::string tok;
    while (keys >> tok) {
      auto eq = tok.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == tok.size())
        fail(path, line, "key '" + tok + "' is not name=value");
      std::string k = tok.substr(0, eq), v = tok.substr(eq + 1);
      if (k == "dtype") {
        if (v.size() != 1 || std::string_view("sdcz").find(v[0]) == std::string_view::npos)
          fail(path, line, "dtype '" + v + "' is not one of s, d, c, z");
        r.dtype = v[0];
      } else if (is_integer(v)) {
        int64_t x = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
        if (ec != std::errc() || end != v.data() + v.size())
          fail(path, line, "value '" + v + "' of key '" + k + "' does not fit int64");
        r.sizes[k] = x;
      } else if (v.size() == 1) {
        r.flags[k] = v[0];
      } else {
        fail(path, line, "value '" + v + "' of key '" + k + "' is neither a letter nor an integer");
      }
    }
    while (fams >> tok) r.families.push_back(tok);
    if (r.families.empty()) fail(path, line, "row names no family after ':'");
    t.rows.push_back(std::move(r));
  }
  return t;
}

const Row* nearest_row(const Table& t, const Key& key) {
  const Row* best = nullptr;
  double best_d = std::numeric_limits<double>::infinity();
  // For real types ConjTrans is Trans (BLAS): the tables sweep trans=N,T for s and d, so a
  // trans=C call matches their T rows (it matched none and fell back to the fallback order).
  auto flags = key.flags;
  if (key.dtype == Dtype::Float || key.dtype == Dtype::Double)
    for (auto& [k, v] : flags)
      if (v == 'C' && k.rfind("trans", 0) == 0) v = 'T';
  for (const auto& r : t.rows) {
    if (r.dtype != 0 && r.dtype != to_char(key.dtype)) continue;
    bool ok = true;
    for (const auto& [k, v] : r.flags) {
      bool found = false;
      for (const auto& [kk, vv] : flags)
        if (kk == k) found = true, ok = ok && vv == v;
      ok = ok && found;
    }
    if (!ok) continue;
    double d = 0;
    for (const auto& [k, v] : r.sizes)
      for (const auto& [kk, vv] : key.sizes)
        if (kk == k) d += std::fabs(log2_of(v) - log2_of(vv));
    if (d < best_d) best_d = d, best = &r;
  }
  return best;
}

namespace {

// The installed copy sits at <prefix>/share/batchlas/tuned beside <prefix>/lib*/libbatchlas;
// found once per process from where the library was loaded.
const std::string& installed_dir() {
  static const std::string dir = [] {
    Dl_info info{};
    if (!dladdr(reinterpret_cast<void*>(&table_dirs), &info) || !info.dli_fname) return std::string();
    namespace fs = std::filesystem;
    const fs::path lib = fs::absolute(info.dli_fname).parent_path();
    return (lib.parent_path() / "share" / "batchlas" / "tuned").string();
  }();
  return dir;
}

}  // namespace

std::vector<std::string> table_dirs() {
  std::vector<std::string> dirs;
  if (!settings().tuned_dir.empty()) dirs.push_back(settings().tuned_dir);
  if (!installed_dir().empty()) dirs.push_back(installed_dir());
#ifdef BATCHLAS_TUNED_SOURCE_DIR
  dirs.push_back(BATCHLAS_TUNED_SOURCE_DIR);
#endif
  return dirs;
}

const Table* table_for(std::string_view op, const std::string& arch) {
  // Every operation call asks, so the answer is cached per (tuned_dir setting, op, arch): the
  // directory search and file reads happen once, the later calls are one map lookup.
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<Table>> loaded;  // by path; null = no such file
  static std::map<std::string, const Table*> resolved;          // by "tuned_dir|op.arch"
  const std::string file = std::string(op) + "." + arch + ".txt";
  const std::string key = settings().tuned_dir + "|" + file;
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = resolved.find(key); it != resolved.end()) return it->second;
  const Table* found = nullptr;
  for (const auto& dir : table_dirs()) {
    const std::string path = dir + "/" + file;
    auto it = loaded.find(path);
    if (it == loaded.end()) {
      std::unique_ptr<Table> t;
      if (std::ifstream in(path); in) {
        std::stringstream ss;
        ss << in.rdbuf();
        t = std::make_unique<Table>(parse_table(ss.str(), path));
      }
      it = loaded.emplace(path, std::move(t)).first;
    }
    if (it->second) {
      found = it->second.get();
      break;
    }
  }
  resolved[key] = found;
  return found;
}

}  // namespace batchlas::select
