// The count of float Gram calls on the FP64 tensor cores (Settings::gram_f64, gram_tiles.cuh),
// a plain header so the tests can see which engine a call took. The counter is defined in
// src/ops/syrk/gram.cu, the one family that launches float Gram tiles (gram_tiles.cuh is a header).
#pragma once

#include <cstdint>

namespace batchlas::kernels::level3 {

/// How many float `gram` calls have run on the FP64 engine (MmaWarp<float>) in this process.
int64_t gram_f64_calls();
/// Counts one (gram_tiles_launch, on the host before the launch).
void note_gram_f64_call();

}  // namespace batchlas::kernels::level3
