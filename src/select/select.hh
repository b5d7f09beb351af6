// The selection layer (DESIGN.md §3): every operation call names its candidate families and the
// layer picks one, from a pin, a tuned table row, or the fixed fallback order.
//
// A family answers the CUTLASS-style questions: can it run this problem (and if not, why), and
// run. The order of an operation's family list is its fallback order.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "batchlas/queue.hh"
#include "batchlas/settings.hh"
#include "batchlas/types.hh"

namespace batchlas::select {

/// What a family is built from; the pin words `native` and `vendor` select by kind.
enum class Kind { Native, Vendor, Expansion };
std::string to_string(Kind k);

/// What the tables are keyed on: dtype, categorical flags, numeric extents.
struct Key {
  Dtype dtype = Dtype::Float;
  std::vector<std::pair<std::string, char>> flags;       ///< e.g. {"uplo", 'L'}
  std::vector<std::pair<std::string, int64_t>> sizes;    ///< e.g. {"n", 64}, {"batch", 1000}
  /// "dtype=s uplo=L trans=N n=64 k=128 batch=1000"
  std::string text() const;
};

/// One candidate as seen by the chooser: its name, kind and why it cannot run ("" = it can).
struct Candidate {
  std::string_view name;
  Kind kind;
  std::string refusal;
};

/// Pick a candidate for `op` on `q`: the pin (settings().route(op)) if set, else the first
/// runnable entry of the nearest table row, else the first runnable candidate in list order.
/// Throws std::invalid_argument for a bad pin and NoRouteError when nothing can run. Writes the
/// trace line when settings().trace is on. Returns the index into `cands`.
std::size_t choose(std::string_view op, const Queue& q, const Key& key,
                   const std::vector<Candidate>& cands);

/// Throws std::invalid_argument when the route pin (BATCHLAS_<OP>_ROUTE) names no candidate,
/// or a kind (native, vendor) none of them has. choose() asks it first; every operation also
/// asks it on entry, so the calls that return before selection (alpha == 0, k == 0, empty
/// problems) refuse a bad pin too. Whether the pinned family could run is not asked here.
void check_route(std::string_view op, Dtype dtype, const std::vector<Candidate>& cands);

/// The family chosen by the last choose() on this thread (for tools and the demo).
const std::string& last_family();

template <class Args> struct Family {
  const char* name;
  Kind kind;
  Backend backend;
  /// "" when the family can run `a` on `q` (the backend is already checked); else the reason.
  std::string (*why_not)(const Args& a, const Queue& q);
  void (*run)(Queue& q, const Args& a);
};

/// Choose among `fams` for `a` and run the chosen family.
template <class Args>
void run(std::string_view op, Queue& q, const Args& a, std::span<const Family<Args>> fams) {
  std::vector<Candidate> cands;
  cands.reserve(fams.size());
  for (const auto& f : fams) {
    std::string why;
    if (f.backend != q.backend())
      why = f.backend == Backend::Cuda ? "needs a CUDA queue" : "needs the host queue";
    else
      why = f.why_not(a, q);
    cands.push_back({f.name, f.kind, std::move(why)});
  }
  fams[choose(op, q, a.key(), cands)].run(q, a);
}

/// check_route over an operation's family list (builds the candidates only when a pin is set).
/// Reading settings() here also refuses a malformed BATCHLAS_* knob on every call, before
/// anything is written (settings() throws std::invalid_argument naming it).
template <class Args>
void check_route(std::string_view op, Dtype dtype, const std::vector<Family<Args>>& fams) {
  if (settings().route(std::string(op)) == "auto") return;
  std::vector<Candidate> cands;
  for (const auto& f : fams) cands.push_back({f.name, f.kind, {}});
  check_route(op, dtype, cands);
}

template <class Args>
void run(std::string_view op, Queue& q, const Args& a, const std::vector<Family<Args>>& fams) {
  run(op, q, a, std::span<const Family<Args>>(fams.data(), fams.size()));
}

}  // namespace batchlas::select
