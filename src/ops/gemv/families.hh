// Every family of gemv, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/gemv/args.hh"

namespace batchlas::ops {

/// gemv's families in fallback order (src/ops/gemv/families.cc).
template <class T> const std::vector<select::Family<GemvArgs<T>>>& gemv_families();

namespace gemv_family {
template <class T> select::Family<GemvArgs<T>> host();    // src/backends/host/gemv.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<GemvArgs<T>> native();  // src/ops/gemv/native.cu
template <class T> select::Family<GemvArgs<T>> packed();  // src/ops/gemv/native.cu
template <class T> select::Family<GemvArgs<T>> vendor();  // src/backends/cublas/gemv.cc
#endif
}  // namespace gemv_family

}  // namespace batchlas::ops
