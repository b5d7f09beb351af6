// Run under one malformed BATCHLAS_* knob (tests.cmake): every operation refuses with
// std::invalid_argument naming the knob, and leaves its output untouched, on the paths that never
// reach family selection (alpha == 0, k == 0, trmv, an ordinary call) alike.
#include <batchlas/batchlas.hh>

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace batchlas;
using Z = std::complex<double>;

namespace {

int failures = 0;

void expect_refused(const char* what, std::vector<Z>& out, const std::function<void()>& call) {
  const std::vector<Z> before = out;
  std::string got = "no exception";
  try {
    call();
  } catch (const std::invalid_argument& e) {
    got = e.what();
  } catch (const std::exception& e) {
    got = std::string("wrong exception type: ") + e.what();
  }
  const bool names_knob = got.find("BATCHLAS_") != std::string::npos;
  const bool untouched = std::memcmp(out.data(), before.data(), out.size() * sizeof(Z)) == 0;
  if (!names_knob || !untouched) {
    ++failures;
    std::printf("FAIL %s: %s%s\n", what, got.c_str(), untouched ? "" : " (output written)");
  }
}

}  // namespace

int main() {
  if (!std::getenv("BATCHLAS_BLOCKED_NB") && !std::getenv("BATCHLAS_EXPAND_MAX_BYTES") &&
      !std::getenv("BATCHLAS_EXPAND_ROUTE") && !std::getenv("BATCHLAS_GEMM_ROUTE") &&
      !std::getenv("BATCHLAS_TINY_WIDE") && !std::getenv("BATCHLAS_TINY_TILES") && !std::getenv("BATCHLAS_TINY_XRUN") &&
      !std::getenv("BATCHLAS_TINY_ITEMS") && !std::getenv("BATCHLAS_TINY_ITEMS_STAGED") &&
      !std::getenv("BATCHLAS_TINY_RANK32") && !std::getenv("BATCHLAS_TINY_RANK_WARP") &&
      !std::getenv("BATCHLAS_GRAM_WARP") && !std::getenv("BATCHLAS_GRAM_F64") && !std::getenv("BATCHLAS_RANKK_F64") &&
      !std::getenv("BATCHLAS_SIDE_F64") &&
      !std::getenv("BATCHLAS_TRMM_WARP") &&
      !std::getenv("BATCHLAS_SYMM_WARP") &&
      !std::getenv("BATCHLAS_L2_SWEEP") &&
      !std::getenv("BATCHLAS_MAX_GRID") &&
      !std::getenv("BATCHLAS_SELECT_TRACE")) {
    std::printf("env_knobs: run under a malformed BATCHLAS_* knob (see tests.cmake)\n");
    return 2;
  }
  Queue q = Queue::host();
  const int64_t n = 3;
  std::vector<Z> a(n * n, Z(1, 2)), b(n * n, Z(3, -1)), c(n * n, Z(5, 7)), x(n, Z(1, 1)),
      y(n, Z(2, -2));
  MatrixView<const Z> A{a.data(), n, n, n, n * n, 1}, B{b.data(), n, n, n, n * n, 1};
  MatrixView<const Z> A0{a.data(), n, 0, n, 0, 1};  // k == 0
  MatrixView<Z> C{c.data(), n, n, n, n * n, 1}, Am{c.data(), n, n, n, n * n, 1};
  VectorView<const Z> X{x.data(), n, 1, n, 1};
  VectorView<Z> Y{y.data(), n, 1, n, 1}, Xm{y.data(), n, 1, n, 1};
  const Z zero(0), one(1), half(0.5);

  for (const Z alpha : {zero, one}) {
    const std::string tag = alpha == zero ? " alpha=0" : " alpha=1";
    auto name = [&](const char* op) { return std::string(op) + tag; };
    expect_refused(name("gemm").c_str(), c, [&] { gemm<Z>(q, Op::NoTrans, Op::NoTrans, alpha, A, B, half, C); });
    expect_refused(name("symm").c_str(), c, [&] { symm<Z>(q, Side::Left, Uplo::Lower, alpha, A, B, half, C); });
    expect_refused(name("hemm").c_str(), c, [&] { hemm<Z>(q, Side::Left, Uplo::Lower, alpha, A, B, half, C); });
    expect_refused(name("syrk").c_str(), c, [&] { syrk<Z>(q, Uplo::Lower, Op::NoTrans, alpha, A, half, C); });
    expect_refused(name("herk").c_str(), c, [&] { herk<Z>(q, Uplo::Lower, Op::NoTrans, alpha.real(), A, 0.5, C); });
    expect_refused(name("syr2k").c_str(), c, [&] { syr2k<Z>(q, Uplo::Lower, Op::NoTrans, alpha, A, B, half, C); });
    expect_refused(name("her2k").c_str(), c, [&] { her2k<Z>(q, Uplo::Lower, Op::NoTrans, alpha, A, B, 0.5, C); });
    expect_refused(name("trmm").c_str(), c, [&] { trmm<Z>(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, alpha, A, B, C); });
    expect_refused(name("gemv").c_str(), y, [&] { gemv<Z>(q, Op::NoTrans, alpha, A, X, half, Y); });
    expect_refused(name("symv").c_str(), y, [&] { symv<Z>(q, Uplo::Lower, alpha, A, X, half, Y); });
    expect_refused(name("hemv").c_str(), y, [&] { hemv<Z>(q, Uplo::Lower, alpha, A, X, half, Y); });
    expect_refused(name("ger").c_str(), c, [&] { ger<Z>(q, alpha, X, X, Am); });
    expect_refused(name("gerc").c_str(), c, [&] { gerc<Z>(q, alpha, X, X, Am); });
    expect_refused(name("syr").c_str(), c, [&] { syr<Z>(q, Uplo::Lower, alpha, X, Am); });
    expect_refused(name("her").c_str(), c, [&] { her<Z>(q, Uplo::Lower, alpha.real(), X, Am); });
    expect_refused(name("syr2").c_str(), c, [&] { syr2<Z>(q, Uplo::Lower, alpha, X, X, Am); });
    expect_refused(name("her2").c_str(), c, [&] { her2<Z>(q, Uplo::Lower, alpha, X, X, Am); });
  }
  expect_refused("gemm k=0", c, [&] { gemm<Z>(q, Op::NoTrans, Op::NoTrans, one, A0, MatrixView<const Z>{b.data(), 0, n, 1, 0, 1}, half, C); });
  expect_refused("syrk k=0", c, [&] { syrk<Z>(q, Uplo::Lower, Op::NoTrans, one, A0, half, C); });
  expect_refused("herk k=0", c, [&] { herk<Z>(q, Uplo::Lower, Op::NoTrans, 1.0, A0, 1.0, C); });
  expect_refused("trmv", y, [&] { trmv<Z>(q, Uplo::Lower, Op::NoTrans, Diag::NonUnit, A, Xm); });

  if (failures) {
    std::printf("env_knobs: %d failures\n", failures);
    return 1;
  }
  std::printf("env_knobs: ok\n");
  return 0;
}
