// Every family of symv, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/symv/args.hh"

namespace batchlas::ops {

/// symv's families in fallback order (src/ops/symv/families.cc).
template <class T> const std::vector<select::Family<SymvArgs<T>>>& symv_families();

namespace symv_family {
template <class T> select::Family<SymvArgs<T>> host();    // src/backends/host/symv.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SymvArgs<T>> native();  // src/ops/symv/native.cu
template <class T> select::Family<SymvArgs<T>> vendor();  // src/backends/cublas/symv.cc
#endif
}  // namespace symv_family

}  // namespace batchlas::ops
