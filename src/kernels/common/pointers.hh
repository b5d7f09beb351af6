// The pointer arrays of a pointer-array batched GEMM (cublas?gemmBatched) whose problems are
// `count` repeats of one GEMM shape over `items` items of a batch (the repeated steps of
// ops/common/blocked_plan.hh), written on the device so no host-to-device copy is needed.
#pragma once

#include <cstdint>

#include "batchlas/queue.hh"

namespace batchlas::kernels {

/// One operand of the repeated GEMM: problem j*items + b (j < count, b < items) uses the matrix
/// at base + j*delta + b*stride (in elements; stride 0 broadcasts one item to all, delta 0 one
/// repeat to all).
template <class T> struct PointerRun {
  const T* base;
  int64_t delta, stride;
};

/// The pointer arrays of the A, B and C operands: pa[j*items + b] = a.base + j*a.delta +
/// b*a.stride for j < count, b < items, and likewise pb from b, pc from c. pa, pb, pc are device
/// memory (8-byte aligned at least; cuBLAS reads them). 64-bit indices and a grid-stride loop.
/// Enqueued on q's stream.
template <class T>
void repeat_pointers(Queue& q, PointerRun<T> a, PointerRun<T> b, PointerRun<T> c, int64_t count,
                     int64_t items, T** pa, T** pb, T** pc);

}  // namespace batchlas::kernels
