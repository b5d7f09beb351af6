// float Gram tiles on the FP64 tensor cores (Settings::gram_f64, gram_tiles.cuh): the switch and
// the count of calls, in a plain header so the tests can see which engine a call took. The counter
// is defined in src/ops/syrk/gram.cu, the one family that launches float Gram tiles.
#pragma once

#include <cstdint>

#include "batchlas/settings.hh"

namespace batchlas::kernels::level3 {

/// Whether float's Gram tiles run on the FP64 tensor cores (MmaWarp<float>): Settings::gram_f64,
/// on unless set false. Measured against the SIMT engine (H100, session 61,
/// docs/bench/2026-12-07-s61/s61b and s61c): 1.44-1.61x at n = 64 and 128, k = 1024 (trans T and
/// N), 1.10-1.13x at n = 32, k = 256 (T).
inline bool gram_f64() { return settings().gram_f64.value_or(true); }
/// How many float `gram` calls have run on the FP64 engine (MmaWarp<float>) in this process.
int64_t gram_f64_calls();
/// Counts one (gram_tiles_launch, on the host before the launch).
void note_gram_f64_call();

}  // namespace batchlas::kernels::level3
