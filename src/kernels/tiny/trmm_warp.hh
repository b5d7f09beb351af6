// trmm on a warp per item, for A of order 32: trmm's `tiny` family runs it where
// trmm_warp_by_default says (the shapes measured faster) and its gates allow
// (Settings::trmm_warp: BATCHLAS_TRMM_WARP=1 wherever the gates allow, 0 nowhere):
//   C := alpha * op(A) * B (Left, A 32 x 32, B and C 32 x n, n <= 32)
//   C := alpha * B * op(A) (Right, A 32 x 32, B and C m x 32, m <= 32)
// Why: tiny's staged engine spends on a trmm item what it spends on a gemm item of the same
// order (every type at n = 32, docs/PERFORMANCE-LOG.md session 42): issue-bound, it executes
// as many instructions (3,182 per float item against gemm's 3,070, session 43), though trmm
// needs half the multiply-adds. Here a lane owns one column of C (Left) or one row (Right), so
// the triangle's shape is the same for every lane of the warp: each lane does only the 528
// multiply-adds of the stored triangle (session 43's unstaged form: 1,279 warp instructions per
// float item against the engine's 3,182). Each
// warp keeps two copies of its operands in shared memory: while it computes one item, cp.async
// brings the next item's stored triangle (packed) and B into the other, and the products read A
// by warp-uniform 16-byte shared loads (one broadcast to all 32 lanes). Left moves C through
// shared memory too (coalesced stores); Right stores a lane's row one column at a time (each
// store 32 consecutive rows). No block barrier, no fix phase.
// Measured at m = n = 32 (session 44): on the H200 1.56-1.67x the staged engine (Left Lower N,
// float, double, complex<float>); on an H100 1.13-1.44x over Left Lower / Upper x N / T and
// Right Lower N / T. complex<double> (session 46, H100; blocks of one warp, 4 warps per SM,
// 204-255 registers): Left N 1.23-1.30x, Left Upper C 1.35-1.37x, Right C 1.44-1.49x, Right
// Upper N 1.12-1.14x; the gather form on the Lower triangle spills 136-176 bytes and ran
// 0.98-1.06x (Right Lower N, Left Lower C), so the default keeps it on the engine. The form that
// read A and B from global memory ran 0.72-1.05x (session 43): each warp waited on its own
// item's loads. A's 16-byte pieces that cross the diagonal
// are read whole (up to 3 float elements of the other triangle per column, 1 of the 8-byte
// types; never used); terms of op(A)'s zero triangle are skipped, as reference BLAS does, so
// an Inf in B does not reach outputs through them (the engine multiplies through the zeros:
// docs/DESIGN.md).
// In place (C aliases B) is safe: an item's B is staged whole, and waited for, before any of its
// C is written, and by the warp that writes it.
#pragma once

#include <cstdint>
#include <string>

#include <complex>
#include <type_traits>

#include "batchlas/queue.hh"
#include "ops/trmm/args.hh"

namespace batchlas::kernels::tiny {

/// The kernel's form for a side and op(A): scatter (Left N, Right T / C: a column of A is a
/// column of op(A), the lane's 32 accumulators stay live) or gather (Left T / C, Right N: a
/// column of A is a row of op(A), the lane's 32 elements of B stay live).
constexpr bool trmm_warp_scatters(bool left, bool notrans) { return left == notrans; }

/// Where the `tiny` family takes the warp route unless Settings::trmm_warp says otherwise: the
/// other extent 32 too (m = n = 32: 1.56-1.67x the staged engine on the H200, session 44), but
/// not complex<double>'s gather form on the Lower triangle (Left Lower T / C, Right Lower N),
/// which spills 136-176 bytes and ran 0.98-1.06x on an H100 against 1.12-1.49x elsewhere
/// (docs/PERFORMANCE-LOG.md session 46).
template <class T> bool trmm_warp_by_default(const ops::TrmmArgs<T>& c) {
  const bool left = c.side == Side::Left;
  const bool z_spills = std::is_same_v<T, std::complex<double>> && c.uplo == Uplo::Lower &&
                        !trmm_warp_scatters(left, c.transa == Op::NoTrans);
  return (left ? c.n() : c.m()) == 32 && !z_spills;
}

/// "" when run_trmm_warp takes the validated call's layout, else why not (order32_why_not,
/// kernels/tiny/warp_item.hh: A of order 32 on 16-byte aligned columns, the other extent 1..32;
/// every type).
template <class T> std::string trmm_warp_why_not(const ops::TrmmArgs<T>& c);

/// "" when q's device admits the kernel's shared memory per block, else why not: 52,224 bytes
/// for float, 102,400 for the 8-byte types (more than sm_86 and sm_89 allow after opt-in),
/// 50,688 for complex<double> (a block of one warp).
template <class T> std::string trmm_warp_device_why_not(const Queue& q);

/// Enqueue the call on q's stream. Both gates must say "", and alpha != 0 (trmm.cc writes
/// zeros for alpha = 0 before any family runs; here 0 * Inf would be NaN).
template <class T> void run_trmm_warp(const Queue& q, const ops::TrmmArgs<T>& c);

/// How many calls run_trmm_warp has enqueued in this process: lets the tests check that a call
/// took the warp route rather than the staged engine.
int64_t trmm_warp_calls();
/// run_trmm_warp's increment of that count (shared by its per-precision parts).
void note_trmm_warp_call();

}  // namespace batchlas::kernels::tiny
