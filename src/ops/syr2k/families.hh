// Every family of syr2k, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syr2k/args.hh"

namespace batchlas::ops {

/// syr2k's families in fallback order (src/ops/syr2k/families.cc).
template <class T> const std::vector<select::Family<Syr2kArgs<T>>>& syr2k_families();

namespace syr2k_family {
template <class T> select::Family<Syr2kArgs<T>> host();    // src/backends/host/syr2k.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<Syr2kArgs<T>> tiny();  // src/ops/syr2k/tiny.cu (extents <= 32)
template <class T> select::Family<Syr2kArgs<T>> triangular();  // src/ops/syr2k/triangular.cu
template <class T> select::Family<Syr2kArgs<T>> gemm_fold();  // src/ops/syr2k/gemm_fold.cc
template <class T> select::Family<Syr2kArgs<T>> vendor();  // src/backends/cublas/syr2k.cc
#endif
}  // namespace syr2k_family

}  // namespace batchlas::ops
