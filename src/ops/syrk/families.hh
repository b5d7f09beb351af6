// Every family of syrk, declared once; families.cc orders them.
#pragma once

#include "ops/syrk/args.hh"

namespace batchlas::ops::syrk_family {
template <class T> select::Family<SyrkArgs<T>> host();    // src/backends/host/syrk.cc
#ifdef BATCHLAS_HAVE_CUDA
template <class T> select::Family<SyrkArgs<T>> vendor();  // src/backends/cublas/syrk.cc
#endif
}  // namespace batchlas::ops::syrk_family
