// gemm host family: one CBLAS ?gemm per item, OpenMP over the batch.
#include "backends/host/common.hh"
#include "ops/gemm/families.hh"

namespace batchlas::ops::gemm_family {

template <class T> select::Family<GemmArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const GemmArgs<T>& a, const Queue&) {
            return host::int32_limit({a.m(), a.n(), a.k(), a.A.ld, a.B.ld, a.C.ld});
          },
          [](Queue&, const GemmArgs<T>& a) {
            host::zero_if_beta_zero(a.beta, a.C, kernels::Region::Full);
#pragma omp parallel for schedule(static)
            for (int64_t b = 0; b < a.C.batch; ++b)
              host::cb::gemm(a.transa, a.transb, a.m(), a.n(), a.k(), a.alpha, a.A.item(b),
                             a.A.ld, a.B.item(b), a.B.ld, a.beta, a.C.item(b), a.C.ld);
          }};
}

template select::Family<GemmArgs<float>> host<float>();
template select::Family<GemmArgs<double>> host<double>();
template select::Family<GemmArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<GemmArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::gemm_family
