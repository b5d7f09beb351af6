// The tiny engine's FP64 tensor-core kernel for the rank-k updates at n = 32 (syrk, herk, syr2k,
// her2k with trans = N; every type, float and complex<float> staged as stored and widened to
// double as the fragments are read, mma_tiles.cuh): a block of five warps per item, each warp one
// 16 x 8 tile of P = X * op(Y) (two 8 x 8 tiles of the lower block triangle stacked as one
// mma.sync.m16n8k4.f64: (0,0)+(1,0), (2,0)+(3,0), (1,1)+(2,1), (2,2)+(3,2), and (1,3)+(3,3), whose
// (1,3) is (3,1) transposed: P is symmetric, or Hermitian when the second factors are
// conjugated). The upper triangle stores the same tiles transposed. Items are staged whole (k <=
// 32) by cp.async into a ring of slots, their columns swizzled so a quarter warp's fragment loads
// meet distinct banks; C is read and written straight from memory at the accumulators' places.
// Why: at n = 32 complex<double> the 4 x 4-tile warp kernels (rank_warp.hh) hold one block of
// nine warps per SM at 134-156 registers and ran 0.40-0.43 of the copy bandwidth
// (docs/PERFORMANCE.md, issue 10); here 96-116 registers a thread for complex<double> (48-64 for double) and 4 real products per
// complex step on the tensor cores (complex: the four real products of the parts).
#pragma once

#include <cstdint>
#include <string>

#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

/// Whether the call is one this kernel takes: rank_form_ok (rank_items.hh), n = 32,
/// 1 <= k <= 32; every operand column and C column 16-byte aligned (any ld, any stride,
/// broadcast included); two products only as syr2k / her2k build them (second
/// scale equal to the first, conjugated for her2k), which lets the first operand carry the scale.
template <class T> bool rank_mma_ok(const Call<T>& c);

/// "" when q's device gives a block of the kernel its shared memory for call c, else why not
/// (16-64 KB: complex<double> syr2k / her2k 64 KB, float 16-32 KB; every sm_80+ device allows 99 KB
/// or more after opt-in).
template <class T> std::string rank_mma_device_why_not(const Queue& q, const Call<T>& c);

/// Enqueue a call rank_mma_ok and rank_mma_device_why_not accept on q's stream.
template <class T> void run_rank_mma(const Queue& q, const Call<T>& c);

/// Calls run_rank_mma has enqueued in this process (the tests' proof that a route took it).
int64_t rank_mma_calls();

}  // namespace batchlas::kernels::tiny
