// The parameter block of the tiny engine's rank-k kernels that take a call's items directly
// (rank_items.cu: one item per thread; rank_warp.cu: 4 x 4 tiles per lane), built from a Call
// that rank_form_ok accepts (rank_items.hh).
#pragma once

#include <cstdint>

#include "kernels/level3/arith.cuh"
#include "kernels/tiny/tiny.hh"

namespace batchlas::kernels::tiny {

template <class D> struct ItemParams {
  const D* a[2];  ///< operand o of item g at a[o] + g * stride[o]: n x k, column l at l * ld[o]
  int64_t ld[2], stride[2];
  D* C;
  int64_t ldc, stride_c, batch;
  int k;
  D scale[2];  ///< the products' scales (syrk, herk: scale[1] == scale[0])
  D beta;
  bool beta_zero, herm_out, lower;
};

template <class T> ItemParams<level3::dev_t<T>> item_params(const Call<T>& c) {
  using D = level3::dev_t<T>;
  ItemParams<D> p{};
  for (int o = 0; o < 2; ++o) {
    const Operand& a = c.op[o < c.nops ? o : 0];
    p.a[o] = static_cast<const D*>(a.data), p.ld[o] = a.ld, p.stride[o] = a.stride;
  }
  p.C = reinterpret_cast<D*>(c.C), p.ldc = c.ldc, p.stride_c = c.stride_c, p.batch = c.batch;
  p.k = int(c.k);
  p.scale[0] = level3::to_dev(c.prod[0].scale);
  p.scale[1] = level3::to_dev(c.prod[c.nprod - 1].scale);
  p.beta = level3::to_dev(c.beta);
  p.beta_zero = c.beta_zero, p.herm_out = c.herm_out, p.lower = c.region == Region::Lower;
  return p;
}

}  // namespace batchlas::kernels::tiny
