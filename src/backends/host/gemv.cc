// gemv host family: one CBLAS ?gemv per item, OpenMP over the batch. Negative increments pass
// straight to CBLAS: a VectorView's data is the lowest address, as BLAS expects.
#include "backends/host/common.hh"
#include "ops/gemv/families.hh"

namespace batchlas::ops::gemv_family {

template <class T> select::Family<GemvArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const GemvArgs<T>& a, const Queue&) {
            return host::int32_limit({{"m", a.m()}, {"n", a.n()}, host::ld_arg("A", a.A),
                                      host::inc_arg("x", a.x), host::inc_arg("y", a.y)});
          },
          [](Queue&, const GemvArgs<T>& a) {
            host::zero_if_beta_zero(a.beta, a.y);
            host::for_each_item(a.y.batch, [&](int64_t b) {
              host::cb::gemv(a.trans, a.m(), a.n(), a.alpha, a.A.item(b),
                             host::cblas_ld(a.A), a.x.item(b), host::cblas_inc(a.x), a.beta,
                             a.y.item(b), host::cblas_inc(a.y));
            });
          }};
}

template select::Family<GemvArgs<float>> host<float>();
template select::Family<GemvArgs<double>> host<double>();
template select::Family<GemvArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<GemvArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::gemv_family
