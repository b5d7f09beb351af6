// float and complex<float> Gram tiles on the FP64 tensor cores (Settings::gram_f64,
// gram_tiles.cuh): the switch and the count of calls, in a plain header so the tests can see
// which engine a call took. The counter is defined in src/ops/syrk/gram.cu.
#pragma once

#include <cstdint>

#include "batchlas/settings.hh"

namespace batchlas::kernels::level3 {

/// Whether float's and complex<float>'s Gram tiles run on the FP64 tensor cores (MmaWarp<float>,
/// MmaWarp<float2>): Settings::gram_f64, on unless set false. Measured against the SIMT engine:
/// float (H100, session 61, docs/bench/2026-12-07-s61/s61b and s61c): 1.44-1.61x at n = 64 and
/// 128, k = 1024 (trans T and N), 1.10-1.13x at n = 32, k = 256 (T); complex<float> (H100,
/// session 62, docs/bench/2026-12-07-s62/s62b/ab.txt): 1.35-1.72x at n = 64 and 128, k = 1024,
/// 1.05-1.13x at n = 32, k = 256 (syrk T / N, herk C / N).
inline bool gram_f64() { return settings().gram_f64.value_or(true); }
/// How many float and complex<float> `gram` calls (syrk and herk) have run on the FP64 engine in
/// this process.
int64_t gram_f64_calls();
/// Counts one (gram_tiles_launch, on the host before the launch).
void note_gram_f64_call();

}  // namespace batchlas::kernels::level3
