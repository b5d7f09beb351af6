// complex<double> operands 8 bytes off a 16-byte boundary, on every CUDA family that runs them.
// std::complex<double> is 8-byte aligned, so such a pointer is a valid operand (a view into an
// array of doubles, an odd offset into an interleaved buffer), while the kernels load complex<double>
// as 16-byte double2: each one must take its element path there, never a 16-byte load at an 8-byte
// address (a misaligned-address fault, or a silently wrong result). Every operand of each call is
// off 16, first with ld and stride even (every column off 16), then odd (columns alternate). Each
// family is pinned in turn and compared with the host family on the same inputs; a family that
// refuses the problem is skipped, and each operation must have run at least two CUDA families.
// Skipped without a device.
#include "cuda/gpu_support.hh"

namespace {

using namespace gpu_support;
using Z = std::complex<double>;

constexpr int64_t kBatch = 3;
constexpr std::size_t kOff = 8;  // bytes: complex<double>'s own alignment, not 16

/// Every family name the library has (DESIGN.md); each op's refusals are skipped.
const std::vector<std::string> kFamilies = {"vendor",  "native",    "packed",  "tiny",
                                            "expand",  "blocked",   "recursive", "direct",
                                            "gram",    "triangular", "gemm_fold"};

auto filler(std::mt19937_64& rng) {
  return [&rng](auto& s) { s.fill(rng); };
}

/// The host family's result, then each CUDA family pinned in turn against it; returns how many
/// CUDA families ran.
template <class S, class Call>
int agree_where_runnable(Queue& gq, const std::string& op, Twin<S>& out, int64_t terms, Call call,
                         const std::string& what) {
  Queue hq = Queue::host();
  out.reset();
  call(hq, false);
  out.h.buf.download();
  const auto ref = out.h.buf.host;
  int ran = 0;
  for (const auto& f : kFamilies) {
    ScopedSettings pin(with_route(op, f));
    out.reset();
    try {
      call(gq, true);
    } catch (const NoRouteError&) {
      continue;  // the pinned family refuses this problem
    } catch (const std::invalid_argument& e) {
      if (std::string(e.what()).find(f) == std::string::npos) throw;
      continue;  // no such family for this operation
    }
    out.g.buf.download();
    EXPECT_TRUE(agree(ref, out.g.buf.host, terms)) << op << " family " << f << ": " << what;
    ++ran;
  }
  out.reset();
  return ran;
}

/// pad / extra of an operand with `rows` rows: ld and stride even (every column off 16 bytes
/// like the base) or odd.
std::pair<int64_t, int64_t> layout(int64_t rows, int64_t cols, bool even) {
  const int64_t pad = (rows % 2 == 0) == even ? 2 : 1;
  const int64_t ld = rows + pad;
  const int64_t extra = ((ld * cols) % 2 == 0) == even ? 2 : 1;
  return {pad, extra};
}

template <class T = Z> Twin<Mat<T>> mat(Queue& gq, int64_t r, int64_t c, bool even) {
  auto [pad, extra] = layout(r, c, even);
  return Twin<Mat<T>>(gq, r, c, kBatch, pad, extra, kOff);
}
Twin<Vec<Z>> vec(Queue& gq, int64_t n, bool even) {
  return Twin<Vec<Z>>(gq, n, kBatch, 1, even ? 1 : 2, kOff);
}

class Misaligned : public ::testing::Test {};

TEST_F(Misaligned, Level3ComplexDoubleOff16Bytes) {
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  const Z alpha{0.7, -0.4}, beta{-0.3, 0.9};
  for (bool even : {true, false})
    for (int64_t n : {5, 37, 70}) {
      const int64_t k = n == 5 ? 3 : 29;
      const std::string what = "n=" + std::to_string(n) + (even ? " even ld" : " odd ld");
      auto A = mat(gq, n, n, even), B = mat(gq, n, n, even), C = mat(gq, n, n, even);
      auto K1 = mat(gq, n, k, even), K2 = mat(gq, n, k, even);
      for (auto* m : {&A, &B, &C, &K1, &K2}) m->fill(filler(rng));
      const auto run = [&](const std::string& op, auto& out, int64_t terms, auto call) {
        EXPECT_GE(agree_where_runnable(gq, op, out, terms, call, what), 2) << op << " " << what;
      };
      run("gemm", C, n, [&](Queue& q, bool g) {
        gemm(q, Op::NoTrans, Op::ConjTrans, alpha, A.on(g).cview(), B.on(g).cview(), beta, C.on(g).view());
      });
      for (Side side : {Side::Left, Side::Right}) {
        run("symm", C, n, [&](Queue& q, bool g) {
          symm(q, side, Uplo::Lower, alpha, A.on(g).cview(), B.on(g).cview(), beta, C.on(g).view());
        });
        run("hemm", C, n, [&](Queue& q, bool g) {
          hemm(q, side, Uplo::Upper, alpha, A.on(g).cview(), B.on(g).cview(), beta, C.on(g).view());
        });
        for (Op ta : {Op::NoTrans, Op::ConjTrans})
          run("trmm", C, n, [&](Queue& q, bool g) {
            trmm(q, side, Uplo::Lower, ta, Diag::NonUnit, alpha, A.on(g).cview(), B.on(g).cview(), C.on(g).view());
          });
      }
      run("syrk", C, k, [&](Queue& q, bool g) {
        syrk(q, Uplo::Lower, Op::NoTrans, alpha, K1.on(g).cview(), beta, C.on(g).view());
      });
      run("herk", C, k, [&](Queue& q, bool g) {
        herk(q, Uplo::Upper, Op::NoTrans, 0.6, K1.on(g).cview(), -0.2, C.on(g).view());
      });
      run("syr2k", C, 2 * k, [&](Queue& q, bool g) {
        syr2k(q, Uplo::Lower, Op::NoTrans, alpha, K1.on(g).cview(), K2.on(g).cview(), beta, C.on(g).view());
      });
      run("her2k", C, 2 * k, [&](Queue& q, bool g) {
        her2k(q, Uplo::Upper, Op::NoTrans, alpha, K1.on(g).cview(), K2.on(g).cview(), -0.2, C.on(g).view());
      });
      // A is k x n: the trans = ConjTrans forms read the panels the other way.
      auto T1 = mat(gq, k, n, even), T2 = mat(gq, k, n, even);
      T1.fill(filler(rng)), T2.fill(filler(rng));
      run("herk", C, k, [&](Queue& q, bool g) {
        herk(q, Uplo::Lower, Op::ConjTrans, 0.6, T1.on(g).cview(), -0.2, C.on(g).view());
      });
      run("her2k", C, 2 * k, [&](Queue& q, bool g) {
        her2k(q, Uplo::Lower, Op::ConjTrans, alpha, T1.on(g).cview(), T2.on(g).cview(), -0.2, C.on(g).view());
      });
    }
}

TEST_F(Misaligned, Level2ComplexDoubleOff16Bytes) {
  GPU_ONLY();
  Queue gq = Queue::cuda(0);
  auto rng = rng_for_test();
  const Z alpha{0.7, -0.4}, beta{-0.3, 0.9};
  for (bool even : {true, false})
    for (int64_t n : {5, 37, 300}) {
      const std::string what = "n=" + std::to_string(n) + (even ? " even ld" : " odd ld");
      auto A = mat(gq, n, n, even);
      auto x = vec(gq, n, even), y = vec(gq, n, even);
      A.fill(filler(rng)), x.fill(filler(rng)), y.fill(filler(rng));
      const auto run = [&](const std::string& op, auto& out, int64_t terms, auto call) {
        EXPECT_GE(agree_where_runnable(gq, op, out, terms, call, what), 2) << op << " " << what;
      };
      for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        run("gemv", y, n, [&](Queue& q, bool g) {
          gemv(q, t, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
        });
      for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
        run("symv", y, n, [&](Queue& q, bool g) {
          symv(q, u, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
        });
        run("hemv", y, n, [&](Queue& q, bool g) {
          hemv(q, u, alpha, A.on(g).cview(), x.on(g).cview(), beta, y.on(g).view());
        });
        for (Op t : {Op::NoTrans, Op::ConjTrans})
          run("trmv", x, n, [&](Queue& q, bool g) { trmv(q, u, t, Diag::NonUnit, A.on(g).cview(), x.on(g).view()); });
        run("syr", A, 1, [&](Queue& q, bool g) { syr(q, u, alpha, x.on(g).cview(), A.on(g).view()); });
        run("her", A, 1, [&](Queue& q, bool g) { her(q, u, 0.6, x.on(g).cview(), A.on(g).view()); });
        run("syr2", A, 2, [&](Queue& q, bool g) { syr2(q, u, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view()); });
        run("her2", A, 2, [&](Queue& q, bool g) { her2(q, u, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view()); });
      }
      run("ger", A, 1, [&](Queue& q, bool g) { ger(q, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view()); });
      run("gerc", A, 1, [&](Queue& q, bool g) { gerc(q, alpha, x.on(g).cview(), y.on(g).cview(), A.on(g).view()); });
    }
}

}  // namespace
