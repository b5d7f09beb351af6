#include "select/select.hh"

#include <iostream>
#include <sstream>
#include <stdexcept>

#include "batchlas/errors.hh"
#include "batchlas/settings.hh"
#include "select/table.hh"

namespace batchlas::select {

std::string to_string(Kind k) {
  switch (k) {
    case Kind::Native: return "native";
    case Kind::Vendor: return "vendor";
    case Kind::Expansion: return "expansion";
  }
  return "?";
}

std::string Key::text() const {
  std::string s = "dtype=";
  s += to_char(dtype);
  for (const auto& [k, v] : flags) s += " " + k + "=" + v;
  for (const auto& [k, v] : sizes) s += " " + k + "=" + std::to_string(v);
  return s;
}

namespace {

thread_local std::string g_last_family;

std::string upper(std::string_view s) {
  std::string u(s);
  for (auto& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

/// The words a route pin takes: auto, the kinds, then the family names not already among them
/// (gemv has families named native and vendor).
std::string pin_words(const std::vector<Candidate>& cands) {
  std::string s = "auto, native, vendor";
  for (const auto& c : cands)
    if (c.name != "auto" && c.name != "native" && c.name != "vendor")
      s += ", " + std::string(c.name);
  return s;
}

std::string refusals(const std::vector<Candidate>& cands, std::size_t except = SIZE_MAX) {
  std::string s;
  for (std::size_t i = 0; i < cands.size(); ++i)
    if (i != except && !cands[i].refusal.empty())
      s += (s.empty() ? "" : "; ") + std::string(cands[i].name) + " (" + cands[i].refusal + ")";
  return s;
}

void trace(std::string_view op, const Key& key, const std::string& row, const Candidate& c,
           const std::string& why, const std::vector<Candidate>& cands, std::size_t chosen) {
  std::ostringstream os;
  os << "batchlas: " << op << " " << key.text() << " | row " << row << " | family " << c.name
     << " (" << why << ")";
  std::string skipped = refusals(cands, chosen);
  if (!skipped.empty()) os << " | skipped " << skipped;
  os << "\n";
  std::cerr << os.str();
}

}  // namespace

const std::string& last_family() { return g_last_family; }

namespace {
std::size_t choose_impl(std::string_view op, const Queue& q, const Key& key,
                        const std::vector<Candidate>& cands);
}  // namespace

void check_route(std::string_view op, Dtype dtype, const std::vector<Candidate>& cands) {
  const std::string pin = settings().route(std::string(op));
  if (pin == "auto") return;
  const std::string knob = "BATCHLAS_" + upper(op) + "_ROUTE";
  const bool by_kind = pin == "native" || pin == "vendor";
  for (const auto& c : cands)
    if (by_kind ? c.kind == (pin == "native" ? Kind::Native : Kind::Vendor) : c.name == pin) return;
  throw std::invalid_argument(std::string(op) + ": " + knob + "=" + pin + ": " +
                              (by_kind ? "no " + pin + " family is compiled for dtype " + to_char(dtype)
                                       : "not a family of " + std::string(op) + " for dtype " +
                                             to_char(dtype) + " (words: " + pin_words(cands) + ")"));
}

std::size_t choose(std::string_view op, const Queue& q, const Key& key,
                   const std::vector<Candidate>& cands) {
  const std::size_t i = choose_impl(op, q, key, cands);
  g_last_family = std::string(cands[i].name);
  return i;
}

namespace {
std::size_t choose_impl(std::string_view op, const Queue& q, const Key& key,
                        const std::vector<Candidate>& cands) {
  const std::string pin = settings().route(std::string(op));
  const bool tracing = settings().trace;

  if (pin != "auto") {
    check_route(op, key.dtype, cands);  // the word names a family, or a kind one of them has
    const std::string knob = "BATCHLAS_" + upper(op) + "_ROUTE";
    std::size_t pick = SIZE_MAX;
    if (pin == "native" || pin == "vendor") {
      const Kind want = pin == "native" ? Kind::Native : Kind::Vendor;
      for (std::size_t i = 0; i < cands.size() && pick == SIZE_MAX; ++i)
        if (cands[i].kind == want && cands[i].refusal.empty()) pick = i;
      if (pick == SIZE_MAX)
        throw std::invalid_argument(std::string(op) + ": " + knob + "=" + pin + ": no " + pin +
                                    " family can run " + key.text() + ": " + refusals(cands));
    } else {
      for (std::size_t i = 0; i < cands.size(); ++i)
        if (cands[i].name == pin) pick = i;
      if (!cands[pick].refusal.empty())
        throw std::invalid_argument(std::string(op) + ": " + knob + "=" + pin + ": cannot run " +
                                    key.text() + ": " + cands[pick].refusal);
    }
    if (tracing) trace(op, key, "-", cands[pick], "pinned by " + knob, cands, pick);
    return pick;
  }

  std::string row_text = "none";
  if (const Table* t = table_for(op, q.arch())) {
    if (const Row* r = nearest_row(*t, key)) {
      row_text = t->path + ":" + std::to_string(r->line) + " (" + r->text + ")";
      for (const auto& name : r->families)
        for (std::size_t i = 0; i < cands.size(); ++i)
          if (cands[i].name == name && cands[i].refusal.empty()) {
            if (tracing) trace(op, key, row_text, cands[i], "table", cands, i);
            return i;
          }
    }
  }
  for (std::size_t i = 0; i < cands.size(); ++i)
    if (cands[i].refusal.empty()) {
      if (tracing) trace(op, key, row_text, cands[i], "fallback order", cands, i);
      return i;
    }
  throw NoRouteError(std::string(op) + ": no family can run " + key.text() + " on " +
                     q.device_name() + ": " +
                     (cands.empty() ? std::string("none compiled in") : refusals(cands)));
}

}  // namespace

}  // namespace batchlas::select
