// float and complex<float> rank-k tile kernels (rankk_tiles.cuh: `triangular`, `recursive_native`'s
// diagonal blocks) on the FP64 tensor cores (Settings::rankk_f64): the switch and the count of
// launches, in a plain header so the tests can see which engine a call took. The counter is
// defined in src/ops/syrk/triangular.cu.
#pragma once

#include <cstdint>

#include "batchlas/settings.hh"

namespace batchlas::kernels::level3 {

/// Whether float's and complex<float>'s rank-k tiles run on the FP64 tensor cores (MmaWarp<float>,
/// MmaWarp<float2>, as the Gram kernel's under gram_f64): Settings::rankk_f64, off unless set
/// true. Built in session 62 after the Gram kernel's engines ran 1.05-1.72x its SIMT engine; not
/// yet timed here (docs/bench/2026-12-07-s62/s63b.sh), so the SIMT engine stays the default.
inline bool rankk_f64() { return settings().rankk_f64.value_or(false); }
/// How many float and complex<float> rank-k tile launches (syrk, herk, syr2k, her2k) have run
/// on the FP64 engine in this process.
int64_t rankk_f64_calls();
/// Counts one (rankk_launch, on the host before the launch).
void note_rankk_f64_call();

}  // namespace batchlas::kernels::level3
