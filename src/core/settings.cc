#include "batchlas/settings.hh"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace batchlas {
namespace {

// The operations that take a BATCHLAS_<OP>_ROUTE knob.
constexpr const char* kOps[] = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm",
                                "gemv", "ger",  "gerc", "trmv", "symv", "hemv", "syr",   "her",
                                "syr2", "her2"};

const char* env(const std::string& name) { return std::getenv(name.c_str()); }

int64_t parse_int(const char* name, const char* v) {
  // Decimal digits only (std::stoll took a sign and leading blanks: "+5", " 7"); from_chars
  // reports trailing characters and overflow.
  const char* end = v + std::strlen(v);
  int64_t x = 0;
  const auto [stop, ec] = std::from_chars(v, end, x);
  if (v == end || *v < '0' || *v > '9' || ec != std::errc() || stop != end)
    throw std::invalid_argument(std::string(name) + "='" + v + "' is not a non-negative integer");
  return x;
}

// The live ScopedSettings of this thread, oldest first: the newest one that is still alive is in
// force. A stack rather than each scope's saved predecessor: scopes held in unique_ptr or
// optional may be destroyed out of order, and restoring a saved pointer then pointed into a
// destroyed scope's Settings (a use after free found by helper-112, session 61).
thread_local std::vector<const Settings*> g_overrides;

}  // namespace

std::string Settings::route(const std::string& op) const {
  auto it = routes.find(op);
  return it == routes.end() || it->second.empty() ? "auto" : it->second;
}

Settings Settings::from_environment() {
  Settings s;
  for (const char* op : kOps) {
    std::string knob = "BATCHLAS_";
    for (const char* c = op; *c; ++c) knob += static_cast<char>(std::toupper(*c));
    knob += "_ROUTE";
    if (const char* v = env(knob)) s.routes[op] = v;
  }
  auto switch01 = [](const char* knob, const std::string& w) {
    if (w != "0" && w != "1") throw std::invalid_argument(std::string(knob) + "='" + w + "' is not '1' or '0'");
    return w == "1";
  };
  // An empty value reads as unset (off); "yes" or "true" were silently off until session 7.
  if (const char* v = env("BATCHLAS_SELECT_TRACE"); v && *v) s.trace = switch01("BATCHLAS_SELECT_TRACE", v);
  if (const char* v = env("BATCHLAS_EXPAND_ROUTE")) {
    s.expand_route = v;
    if (s.expand_route != "expand" && s.expand_route != "loop" && !s.expand_route.empty())
      throw std::invalid_argument("BATCHLAS_EXPAND_ROUTE='" + s.expand_route +
                                  "' is not 'expand' or 'loop'");
  }
  if (const char* v = env("BATCHLAS_EXPAND_MAX_BYTES"))
    s.expand_max_bytes = parse_int("BATCHLAS_EXPAND_MAX_BYTES", v);
  if (const char* v = env("BATCHLAS_TUNED_DIR")) s.tuned_dir = v;
  if (const char* v = env("BATCHLAS_BLOCKED_NB")) {
    s.blocked_nb = parse_int("BATCHLAS_BLOCKED_NB", v);
    if (*s.blocked_nb == 0)
      throw std::invalid_argument(std::string("BATCHLAS_BLOCKED_NB='") + v + "' is not a block size (>= 1)");
  }
  if (const char* v = env("BATCHLAS_TINY_WIDE")) s.tiny_wide = switch01("BATCHLAS_TINY_WIDE", v);
  if (const char* v = env("BATCHLAS_TINY_TILES")) s.tiny_tiles = switch01("BATCHLAS_TINY_TILES", v);
  if (const char* v = env("BATCHLAS_TINY_XRUN")) s.tiny_xrun = switch01("BATCHLAS_TINY_XRUN", v);
  if (const char* v = env("BATCHLAS_TINY_ITEMS")) s.tiny_items = switch01("BATCHLAS_TINY_ITEMS", v);
  if (const char* v = env("BATCHLAS_TINY_ITEMS_STAGED"))
    s.tiny_items_staged = switch01("BATCHLAS_TINY_ITEMS_STAGED", v);
  if (const char* v = env("BATCHLAS_TINY_RANK32")) s.tiny_rank32 = switch01("BATCHLAS_TINY_RANK32", v);
  if (const char* v = env("BATCHLAS_TINY_RANK_WARP")) s.tiny_rank_warp = switch01("BATCHLAS_TINY_RANK_WARP", v);
  if (const char* v = env("BATCHLAS_TINY_RANK_MMA")) s.tiny_rank_mma = switch01("BATCHLAS_TINY_RANK_MMA", v);
  if (const char* v = env("BATCHLAS_GRAM_WARP")) s.gram_warp = switch01("BATCHLAS_GRAM_WARP", v);
  if (const char* v = env("BATCHLAS_GRAM_F64")) s.gram_f64 = switch01("BATCHLAS_GRAM_F64", v);
  if (const char* v = env("BATCHLAS_RANKK_F64")) s.rankk_f64 = switch01("BATCHLAS_RANKK_F64", v);
  if (const char* v = env("BATCHLAS_SIDE_F64")) s.side_f64 = switch01("BATCHLAS_SIDE_F64", v);
  if (const char* v = env("BATCHLAS_SIDE_WIDE")) s.side_wide = switch01("BATCHLAS_SIDE_WIDE", v);
  if (const char* v = env("BATCHLAS_TRMM_WARP")) s.trmm_warp = switch01("BATCHLAS_TRMM_WARP", v);
  if (const char* v = env("BATCHLAS_SYMM_WARP")) s.symm_warp = switch01("BATCHLAS_SYMM_WARP", v);
  if (const char* v = env("BATCHLAS_SYMM_MMA")) s.symm_mma = switch01("BATCHLAS_SYMM_MMA", v);
  if (const char* v = env("BATCHLAS_GEMM_MMA")) s.gemm_mma = switch01("BATCHLAS_GEMM_MMA", v);
  if (const char* v = env("BATCHLAS_TRMM_MMA")) s.trmm_mma = switch01("BATCHLAS_TRMM_MMA", v);
  if (const char* v = env("BATCHLAS_L2_SWEEP")) s.l2_sweep = switch01("BATCHLAS_L2_SWEEP", v);
  if (const char* v = env("BATCHLAS_MAX_GRID")) {
    s.max_grid = parse_int("BATCHLAS_MAX_GRID", v);
    if (*s.max_grid == 0)
      throw std::invalid_argument(std::string("BATCHLAS_MAX_GRID='") + v + "' is not a block count (>= 1)");
  }
  return s;
}

const Settings& settings() {
  if (!g_overrides.empty()) return *g_overrides.back();
  static const Settings from_env = Settings::from_environment();
  return from_env;
}

namespace {

/// The checks from_environment makes on the knobs' values, for Settings built in code (the
/// message names the field): a value the environment parser refuses must not reach a kernel
/// (max_grid = 0 was a zero-block launch, a negative one undefined std::clamp bounds).
void check_values(const Settings& s) {
  auto at_least = [](const char* field, const std::optional<int64_t>& v, int64_t lo, const char* what) {
    if (v && *v < lo)
      throw std::invalid_argument(std::string("Settings::") + field + " (" + std::to_string(*v) + ") is not " + what);
  };
  at_least("max_grid", s.max_grid, 1, "a block count (>= 1)");
  at_least("blocked_nb", s.blocked_nb, 1, "a block size (>= 1)");
  at_least("expand_max_bytes", s.expand_max_bytes, 0, "a byte count (>= 0)");
  if (s.expand_route != "expand" && s.expand_route != "loop" && !s.expand_route.empty())
    throw std::invalid_argument("Settings::expand_route ('" + s.expand_route + "') is not 'expand' or 'loop'");
}

}  // namespace

ScopedSettings::ScopedSettings(Settings s) : mine_(std::move(s)) {
  check_values(mine_);  // before it takes effect: a throw leaves the settings in force as they were
  g_overrides.push_back(&mine_);
}
ScopedSettings::~ScopedSettings() {
  // Its own entry, wherever it is (the newest but for out-of-order destruction).
  const auto it = std::find(g_overrides.rbegin(), g_overrides.rend(), &mine_);
  if (it != g_overrides.rend()) g_overrides.erase(std::next(it).base());
}

Settings with_route(const std::string& op, const std::string& word) {
  Settings s = settings();
  s.routes[op] = word;
  return s;
}

}  // namespace batchlas
