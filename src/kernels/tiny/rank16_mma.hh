// syrk and herk at n = 16, k <= 16 (trans = N) on the FP64 tensor cores, every type (float and
// complex<float> staged as stored and widened to double as the fragments are read,
// mma_tiles.cuh): a warp per item, four warps a block, each on its own ring of item slots
// (square16_mma.cuh's layout and swizzle), no block barrier. The item's X (16 x k) is staged by
// cp.async; P = X op(X)^T (op = T, or C for herk) is two 16 x 8 m16n8k4.f64 tiles over
// ceil(k / 4) steps, and the second factor's fragment is the first's own registers (element (l,
// j) of X^T is X(j, l), which lane (j, l) already read as X's fragment), so a step reads two
// elements a lane. Only C's uplo triangle is read (beta != 0) and written, straight from memory;
// herk keeps the diagonal real and never uses its imaginary part (the reference zherk).
// Why: issue 10's syrk cells at n = 16 run the warp kernels (rank_warp.cu) at 0.55 (float),
// 0.70 (double) and 0.70 (complex<float>) of the H200's copy bandwidth against 0.70 (session
// 50, call 1); symm16_mma, the same layout, ran symm at 0.85-0.95 of copy.
// Measured (H200, session 50, n = k = 16, docs/bench/2026-12-06-s50/c4/ab.txt): float
// 1.17-1.24x the warp kernels (0.65-0.69 of copy), double 1.07-1.10x (0.75-0.76),
// complex<double> 1.12-1.15x (0.83-0.84); complex<float> 0.82-0.99x, so off for it by default
// (kRank16MmaByDefault in tiny.hh; Settings::tiny_rank_mma forces it either way).
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

/// Whether the call is one this kernel takes: rank_form_ok (rank_items.hh), one product (syrk,
/// herk), n = 16, 1 <= k <= 16, and X's columns on 16 bytes (base, ld and item stride; C any).
template <class T> bool rank16_mma_ok(const Call<T>& c);

/// "" when q's device gives a block of the kernel its shared memory (32 KB for float, 48 KB for
/// double and complex<float>, 64 KB for complex<double>), else why not.
template <class T> std::string rank16_mma_device_why_not(const Queue& q);

/// Enqueue a call rank16_mma_ok and rank16_mma_device_why_not accept on q's stream.
template <class T> void run_rank16_mma(const Queue& q, const Call<T>& c);

/// Calls run_rank16_mma has enqueued in this process (the tests' proof that a route took it).
int64_t rank16_mma_calls();

}  // namespace batchlas::kernels::tiny
