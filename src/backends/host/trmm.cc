// trmm host family: CBLAS ?trmm is in place on B, so each item first copies B into C (unless C
// is B, the exact alias the op layer allows) and then runs ?trmm on C. OpenMP over the batch.
#include <algorithm>

#include "backends/host/common.hh"
#include "ops/trmm/families.hh"

namespace batchlas::ops::trmm_family {

template <class T> select::Family<TrmmArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const TrmmArgs<T>& a, const Queue&) {
            // B is copied into C with 64-bit indexing: only A and C reach CBLAS.
            return host::int32_limit({{"m", a.m()}, {"n", a.n()}, host::ld_arg("A", a.A),
                                      host::ld_arg("C", a.C)});
          },
          [](Queue&, const TrmmArgs<T>& a) {
            const bool in_place = a.in_place();
            host::for_each_item(a.C.batch, [&](int64_t b) {
              T* c = a.C.item(b);
              if (!in_place) {
                // Copy only the m x n item: C's padding between ld and rows stays untouched.
                const T* src = a.B.item(b);
                for (int64_t j = 0; j < a.n(); ++j)
                  std::copy_n(src + j * a.B.ld, a.m(), c + j * a.C.ld);
              }
              host::cb::trmm(a.side, a.uplo, a.transa, a.diag, a.m(), a.n(), a.alpha,
                             a.A.item(b), host::cblas_ld(a.A), c, host::cblas_ld(a.C));
            });
          }};
}

template select::Family<TrmmArgs<float>> host<float>();
template select::Family<TrmmArgs<double>> host<double>();
template select::Family<TrmmArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<TrmmArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::trmm_family
