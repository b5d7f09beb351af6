// Every family of her2k, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/her2k/args.hh"

namespace batchlas::ops {

/// her2k's families in fallback order (src/ops/her2k/families.cc).
template <class T> const std::vector<select::Family<Her2kArgs<T>>>& her2k_families();

namespace her2k_family {
template <class T> select::Family<Her2kArgs<T>> host();    // src/backends/host/her2k.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<Her2kArgs<T>> tiny();  // src/ops/her2k/tiny.cu (extents <= 32)
template <class T> select::Family<Her2kArgs<T>> triangular();  // src/ops/her2k/triangular.cu
template <class T> select::Family<Her2kArgs<T>> gemm_fold();  // src/ops/her2k/gemm_fold.cc
template <class T> select::Family<Her2kArgs<T>> vendor();  // src/backends/cublas/her2k.cc
#endif
}  // namespace her2k_family

}  // namespace batchlas::ops
