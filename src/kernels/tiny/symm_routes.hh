// The tiny family's route for symm and hemm (one chain for both operations: session 50's
// symm16_mma was added to symm's copy of it and missed hemm's): the FP64 tensor cores at
// m = n = 32 (symm_mma.hh) and m = n = 16 (symm16_mma.hh), then a warp per item where A's order
// is 32 (symm_warp.hh), else the staged engine (tiny.hh). c.hermitian picks hemm.
#pragma once

#include <cstdint>

#include "batchlas/settings.hh"
#include "kernels/tiny/calls.hh"
#include "kernels/tiny/symm16_mma.hh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/symm_warp.hh"

namespace batchlas::kernels::tiny {

/// Enqueue a validated symm / hemm call that `tiny`'s gate took on the fastest route measured:
///  - symm_mma (m = n = 32; kSymmMmaByDefault: H100, complex<double> 1.17-1.25x the engine,
///    double 1.02-1.07x symm_warp, complex<float> 1.11-1.24x);
///  - symm16_mma (m = n = 16; H200: symm 1.12-1.54x the engine, hemm 1.22-1.27x);
///  - Settings::symm_warp, by default where the other extent is 32 too, the shape measured
///    (H200: float 1.19-1.25x the engine, double 1.10-1.17x, complex<float> symm 1.05-1.08x,
///    hemm 1.09-1.11x; docs/PERFORMANCE-LOG.md session 46);
///  - the staged engine.
template <class T> void run_symm_family(const Queue& q, const ops::SymmArgs<T>& a) {
  if (symm_mma_route<T>(q, a)) return run_symm_mma<T>(q, a);
  if (symm16_mma_route<T>(q, a)) return run_symm16_mma<T>(q, a);
  const int64_t other = a.side == Side::Left ? a.n() : a.m();
  if (settings().symm_warp.value_or(other == 32) && symm_warp_why_not<T>(a).empty() &&
      symm_warp_device_why_not<T>(q).empty())
    return run_symm_warp<T>(q, a);
  if (a.hermitian) {
    if constexpr (is_complex_v<T>) return run(q, side_call<true, T>(a));
  }
  run(q, side_call<false, T>(a));
}

}  // namespace batchlas::kernels::tiny
