// gemm host family: one CBLAS ?gemm per item, OpenMP over the batch.
#include "backends/host/common.hh"
#include "ops/gemm/families.hh"

namespace batchlas::ops::gemm_family {

template <class T> select::Family<GemmArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const GemmArgs<T>& a, const Queue&) {
            return host::int32_limit({{"m", a.m()}, {"n", a.n()}, {"k", a.k()},
                                      host::ld_arg("A", a.A), host::ld_arg("B", a.B),
                                      host::ld_arg("C", a.C)});
          },
          [](Queue&, const GemmArgs<T>& a) {
            host::zero_if_beta_zero(a.beta, a.C, kernels::Region::Full);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::gemm(a.transa, a.transb, a.m(), a.n(), a.k(), a.alpha, a.A.item(b),
                             host::cblas_ld(a.A), a.B.item(b), host::cblas_ld(a.B), a.beta,
                             a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<GemmArgs<float>> host<float>();
template select::Family<GemmArgs<double>> host<double>();
template select::Family<GemmArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<GemmArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::gemm_family
