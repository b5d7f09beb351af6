// Every family of syr2, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syr2/args.hh"

namespace batchlas::ops {

/// syr2's families in fallback order (src/ops/syr2/families.cc).
template <class T> const std::vector<select::Family<Syr2Args<T>>>& syr2_families();

namespace syr2_family {
template <class T> select::Family<Syr2Args<T>> host();    // src/backends/host/syr2.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<Syr2Args<T>> native();  // src/ops/syr2/native.cu
template <class T> select::Family<Syr2Args<T>> packed();  // src/ops/syr2/native.cu
template <class T> select::Family<Syr2Args<T>> stream();  // src/ops/syr2/native.cu
template <class T> select::Family<Syr2Args<T>> vendor();  // src/backends/cublas/syr2.cc
#endif
}  // namespace syr2_family

}  // namespace batchlas::ops
