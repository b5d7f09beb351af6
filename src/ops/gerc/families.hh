// Every family of gerc, declared once; families.cc orders them (the fallback order).
#pragma once

#include "ops/ger/args.hh"

namespace batchlas::ops {

/// gerc's families in fallback order (src/ops/gerc/families.cc).
template <class T> const std::vector<select::Family<GerArgs<T>>>& gerc_families();

namespace gerc_family {
template <class T> select::Family<GerArgs<T>> host();    // src/backends/host/gerc.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<GerArgs<T>> native();  // src/ops/gerc/native.cu
template <class T> select::Family<GerArgs<T>> packed();  // src/ops/gerc/native.cu
template <class T> select::Family<GerArgs<T>> stream();  // src/ops/gerc/native.cu
template <class T> select::Family<GerArgs<T>> vendor();  // src/backends/cublas/gerc.cc
#endif
}  // namespace gerc_family

}  // namespace batchlas::ops
