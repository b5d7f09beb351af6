// symm and hemm at m = n = 16 on the FP64 tensor cores, every type (float and complex<float>
// widened to double as the fragments are read) (Settings::symm_mma; unset: every type,
// kSymm16MmaByDefault in tiny.hh, H200, session 50: symm 1.12-1.54x the staged engine, 0.85-0.95
// of the copy bandwidth):
//   C := alpha * A * B + beta * C (Left) or alpha * B * A + beta * C (Right),
// A symmetric (symm) or Hermitian (hemm: the mirror conjugated, the diagonal's imaginary part not
// read), its uplo triangle stored. square16_mma.cuh's warp per item: A's stored triangle and B
// staged by cp.async, then each fragment element of A read from the stored triangle where it
// lies there and from its mirror (conjugated for hemm) where not, so no pass in shared memory
// and no block barrier (symm_mma's order-32 form mirrors in shared memory behind one).
// Why: issue 10's float symm at n = 16 runs on the staged engine at 0.59 of the H200's copy
// bandwidth against 0.70 (session 47); its order-32 sibling symm_mma runs double and
// complex<double> at 0.91-0.94 of copy on an H100.
#pragma once

#include <cstdint>
#include <string>

#include "batchlas/queue.hh"
#include "ops/symm/args.hh"

namespace batchlas::kernels::tiny {

/// "" when run_symm16_mma takes the validated call, else why not: m = n = 16; A's, B's and C's
/// columns on 16 bytes (base, ld and item stride).
template <class T> std::string symm16_mma_why_not(const ops::SymmArgs<T>& c);

/// Whether the `tiny` families of symm and hemm run call c on this kernel: Settings::symm_mma
/// (BATCHLAS_SYMM_MMA) true, or unset where kSymm16MmaByDefault says; symm16_mma_why_not; and a
/// block's shared memory on q's device.
template <class T> bool symm16_mma_route(const Queue& q, const ops::SymmArgs<T>& c);

/// Enqueue the call on q's stream (symm, or hemm when c.hermitian); symm16_mma_why_not(c) must
/// be "". Where beta is 0, C is not read (NaN there does not propagate: the reference BLAS).
template <class T> void run_symm16_mma(const Queue& q, const ops::SymmArgs<T>& c);

/// How many calls run_symm16_mma has taken (every type), for the tests to check the route.
int64_t symm16_mma_calls();

}  // namespace batchlas::kernels::tiny
