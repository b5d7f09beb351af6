// The measuring engine shared by batchlas-bench and batchlas-tune: for one Case, lay out the
// operands (saturating the batch if asked), then time every runnable family pinned in turn and
// the cuBLAS spelling of the same product, rotating through several operand sets.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "batchlas/queue.hh"
#include "bench/catalog.hh"
#include "bench/device.hh"
#include "bench/problem.hh"

namespace batchlas::bench {

struct MeasureOptions {
  int warmup = 3;                          ///< untimed calls before timing (the first is timed
                                           ///< alone to size the repeats)
  int repeats = 20;                        ///< timed calls per family (median reported)
  int min_repeats = 3;                     ///< floor when the budget below cuts repeats
  double family_budget_s = 2.0;            ///< aim for at most this much timing per family
  int64_t saturate_bytes = int64_t(1) << 30;  ///< batch "saturate": operands pass this size
  int64_t rotate_bytes = int64_t(256) << 20;  ///< operand sets cycled span at least this
  int max_sets = 64;
  double mem_fraction = 0.5;               ///< of the free memory, for all operand sets
  double screen_factor = 16;               ///< families this much slower at a small batch are
                                           ///< not run at the full batch but scaled (0 = off)
  int64_t screen_bytes = int64_t(32) << 20;  ///< operand bytes of the screening batch
  bool reference = true;                   ///< time the cuBLAS spelling (GPU only)
  std::vector<std::string> families;       ///< empty: every family; "auto": the library's choice
  uint64_t seed = 1;
};

struct FamilyResult {
  std::string family;
  std::string kind;    ///< native, vendor, expansion, auto, reference
  std::string status;  ///< ok, scaled, unrunnable, error
  std::string note;
  std::vector<double> ms;
  double median_ms = NAN, min_ms = NAN, max_ms = NAN;
  bool timed() const { return status == "ok" || status == "scaled"; }
};

struct CaseResult {
  Case c;
  std::string status = "ok";  ///< ok, invalid (arguments rejected), skipped (memory)
  std::string note;
  int64_t batch = 0;
  int sets = 0;
  int64_t set_bytes = 0;
  double bytes = 0, flops = 0;  ///< minimum bytes and useful flops of the whole batch
  std::vector<FamilyResult> families;
  std::string reference_name;   ///< what the cuBLAS comparison computes ("" = none)
  FamilyResult reference;       ///< its timing (status "" when not run)

  /// The first timed vendor-kind family, or nullptr.
  const FamilyResult* vendor() const;
};

/// Derived numbers of one timed row (NaN where unknown).
struct Metrics {
  double gbps = NAN, gflops = NAN, floor_ms = NAN, frac_floor = NAN, vs_cublas = NAN, vs_vendor = NAN;
  std::string bound;  ///< "memory" or "compute": the larger term of the floor
};
Metrics metrics(const CaseResult& r, const FamilyResult& f, const Floors& floors);

/// Builds a case's problem; make_problem by default, a stand-in in the bench's own tests.
using ProblemFactory = std::function<std::unique_ptr<Problem>(const Case&)>;

class Bench {
 public:
  Bench(Queue& q, MeasureOptions o, ProblemFactory make = make_problem);
  ~Bench();
  /// Measure one case; `step` is called after each family (progress reporting).
  CaseResult run(const Case& c, const std::function<void()>& step = {});
  /// Families this case will try (for progress estimates): the runnable-or-not list after the
  /// --family filter, plus the cuBLAS comparison.
  int planned_steps(const Case& c) const;
  const MeasureOptions& options() const { return o_; }
  /// Change the options between cases (batchlas-tune shortens the timing when a sweep runs long).
  MeasureOptions& options() { return o_; }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Queue& q_;
  MeasureOptions o_;
  ProblemFactory make_;
};

double median_of(std::vector<double> v);

}  // namespace batchlas::bench
