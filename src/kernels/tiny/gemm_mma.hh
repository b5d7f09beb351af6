// gemm at m = n = k = 32 on the FP64 tensor cores, every type (float and complex<float> widened
// to double as the fragments are read: mma_tiles.cuh) (Settings::gemm_mma; on by default for every
// type, kGemmMmaByDefault in tiny.hh: 1.05-1.09x the staged engine on an H100, session 49):
//   C := alpha * op(A) * op(B) + beta * C,   op = N, T or C.
// square_mma.cuh's kernel: a block of four warps per item, A and B staged by cp.async into a ring
// of item slots, each with the swizzle its reads want (an untransposed A and a transposed B are
// read down their columns, the others along their rows: mma_tiles.cuh staged / staged_t), then two
// mma.sync.m16n8k4.f64 tiles a warp.
// Why: the staged engine ran complex<double> gemm at n = 32 at 0.742-0.749 of the H200's copy
// bandwidth in every run since session 35 (issue 10's target 0.75), where the same kernel form
// runs symm / hemm at 0.92-0.95 (symm_mma, docs/PERFORMANCE-LOG.md session 47). complex<float>
// read 0.70 there, issue-bound on the FP32 pipes (8,205 instructions per item, S43); one
// m16n8k4.f64 does the work of 16 FP32 FMA instructions a lane.
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/gemm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_gemm_mma takes the validated call, else why not: m = n = k = 32; A's, B's and C's columns on 16 bytes (base, ld and item stride).
template <class T> std::string gemm_mma_why_not(const ops::GemmArgs<T>& c);

/// Whether gemm's `tiny` family runs call c on this kernel: Settings::gemm_mma (BATCHLAS_GEMM_MMA;
/// unset: off, not yet measured) and both gates (gemm_mma_why_not, a block's shared memory).
template <class T> bool gemm_mma_route(const Queue& q, const ops::GemmArgs<T>& c);

/// Enqueue the call on q's stream; gemm_mma_why_not(c) must be "". Where beta is 0, C is not
/// read (NaN there does not propagate: the reference BLAS).
template <class T> void run_gemm_mma(const Queue& q, const ops::GemmArgs<T>& c);

/// How many calls run_gemm_mma has taken (every type), for the tests to check the route.
int64_t gemm_mma_calls();

}  // namespace batchlas::kernels::tiny
