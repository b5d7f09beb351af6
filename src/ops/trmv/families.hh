// Every family of trmv, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/trmv/args.hh"

namespace batchlas::ops {

/// trmv's families in fallback order (src/ops/trmv/families.cc).
template <class T> const std::vector<select::Family<TrmvArgs<T>>>& trmv_families();

namespace trmv_family {
template <class T> select::Family<TrmvArgs<T>> host();    // src/backends/host/trmv.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<TrmvArgs<T>> native();  // src/ops/trmv/native.cu
template <class T> select::Family<TrmvArgs<T>> vendor();  // src/backends/cublas/trmv.cc
#endif
}  // namespace trmv_family

}  // namespace batchlas::ops
