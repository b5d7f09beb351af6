// Every family of her2, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/syr2/args.hh"

namespace batchlas::ops {

/// her2's families in fallback order (src/ops/her2/families.cc).
template <class T> const std::vector<select::Family<Syr2Args<T>>>& her2_families();

namespace her2_family {
template <class T> select::Family<Syr2Args<T>> host();    // src/backends/host/her2.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<Syr2Args<T>> native();  // src/ops/her2/native.cu
template <class T> select::Family<Syr2Args<T>> packed();  // src/ops/her2/native.cu
template <class T> select::Family<Syr2Args<T>> stream();  // src/ops/her2/native.cu
template <class T> select::Family<Syr2Args<T>> vendor();  // src/backends/cublas/her2.cc
#endif
}  // namespace her2_family

}  // namespace batchlas::ops
