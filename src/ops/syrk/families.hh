// Every family of syrk, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syrk/args.hh"

namespace batchlas::ops {

/// syrk's families in fallback order (src/ops/syrk/families.cc).
template <class T> const std::vector<select::Family<SyrkArgs<T>>>& syrk_families();

namespace syrk_family {
template <class T> select::Family<SyrkArgs<T>> host();    // src/backends/host/syrk.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SyrkArgs<T>> tiny();  // src/ops/syrk/tiny.cu (extents <= 32)
template <class T> select::Family<SyrkArgs<T>> gram();  // src/ops/syrk/gram.cu
template <class T> select::Family<SyrkArgs<T>> triangular();  // src/ops/syrk/triangular.cu
template <class T> select::Family<SyrkArgs<T>> gemm_fold();  // src/ops/syrk/gemm_fold.cc
template <class T> select::Family<SyrkArgs<T>> blocked();  // src/ops/syrk/blocked.cc: panels by GEMM, diagonal blocks folded
template <class T> select::Family<SyrkArgs<T>> recursive();  // src/ops/syrk/blocked.cc: the same, off-diagonal blocks grouped by recursion level
template <class T> select::Family<SyrkArgs<T>> recursive_native();  // src/ops/syrk/recursive_native.cu: off-diagonal squares by GEMM, diagonal blocks by the tile kernel
template <class T> select::Family<SyrkArgs<T>> vendor();  // src/backends/cublas/syrk.cc
#endif
}  // namespace syrk_family

}  // namespace batchlas::ops
