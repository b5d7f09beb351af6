// Every family of gemm, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/gemm/args.hh"

namespace batchlas::ops {

/// gemm's families in fallback order (src/ops/gemm/families.cc).
template <class T> const std::vector<select::Family<GemmArgs<T>>>& gemm_families();

namespace gemm_family {
template <class T> select::Family<GemmArgs<T>> host();    // src/backends/host/gemm.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<GemmArgs<T>> tiny();  // src/ops/gemm/tiny.cu (extents <= 32)
template <class T> select::Family<GemmArgs<T>> vendor();  // src/backends/cublas/gemm.cc
#endif
}  // namespace gemm_family

}  // namespace batchlas::ops
