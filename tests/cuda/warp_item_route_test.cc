// Host-side check of what the warp-per-item kernels of order 32 take (src/kernels/tiny/
// trmm_warp.cu and symm_warp.cu, routed by Settings::trmm_warp and symm_warp; their one gate
// is order32_why_not, src/kernels/tiny/warp_item.hh): A of order 32 on 16-byte aligned
// columns, the other extent 1..32 (C's columns on the Left, its rows on the Right); symm_warp
// not complex<double>. Their GPU tests (Tiny/*.TrmmWarpEveryFlag, Tiny/*.SymmWarpEveryFlag) assert
// the same gate on every call they make, so a gate that refused everything fails them too.
#include <gtest/gtest.h>

#ifdef BATCHLAS_HAVE_CUDA
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "kernels/tiny/gemm_mma.hh"
#include "kernels/tiny/symm_mma.hh"
#include "kernels/tiny/trmm16_mma.hh"
#include "kernels/tiny/trmm_mma.hh"
#include "kernels/tiny/symm_warp.hh"
#include "kernels/tiny/trmm_warp.hh"
#include "kernels/tiny/warp_item.hh"

namespace {

using namespace batchlas;
namespace tk = batchlas::kernels::tiny;

/// Views on fake addresses (nothing is dereferenced): A order x order with lda, item stride
/// lda * order (+ a_extra); B, C m x n packed.
template <class T> struct Views {
  MatrixView<const T> A, B;
  MatrixView<T> C;
};
template <class T>
Views<T> views(Side side, int64_t m, int64_t n, int64_t lda, int64_t a_extra, uintptr_t a_base) {
  const int64_t order = side == Side::Left ? m : n;
  const auto* A = reinterpret_cast<const T*>(a_base);
  auto* C = reinterpret_cast<T*>(uintptr_t(1) << 20);
  return {MatrixView<const T>{A, order, order, lda, lda * order + a_extra, 7},
          MatrixView<const T>{C, m, n, m, m * n, 7}, MatrixView<T>{C, m, n, m, m * n, 7}};
}

struct TrmmGate {
  template <class T> static std::string why_not(Side side, int64_t m, int64_t n, int64_t lda, int64_t a_extra = 0, uintptr_t a_base = 4096) {
    const Views<T> v = views<T>(side, m, n, lda, a_extra, a_base);
    return tk::trmm_warp_why_not<T>({side, Uplo::Lower, Op::NoTrans, Diag::NonUnit, T(1), v.A, v.B, v.C});
  }
};
struct SymmGate {
  template <class T> static std::string why_not(Side side, int64_t m, int64_t n, int64_t lda, int64_t a_extra = 0, uintptr_t a_base = 4096) {
    const Views<T> v = views<T>(side, m, n, lda, a_extra, a_base);
    return tk::symm_warp_why_not<T>({side, Uplo::Upper, T(1), v.A, v.B, T(0), v.C});
  }
};

template <class G, class T> void takes_and_refuses() {
  SCOPED_TRACE(sizeof(T));
  for (int64_t other : {1, 5, 31, 32}) {
    EXPECT_EQ(G::template why_not<T>(Side::Left, 32, other, 32), "") << other;
    EXPECT_EQ(G::template why_not<T>(Side::Right, other, 32, 32), "") << other;
    EXPECT_EQ(G::template why_not<T>(Side::Left, 32, other, 36), "") << other;
  }
  EXPECT_NE(G::template why_not<T>(Side::Left, 16, 16, 16), "");   // order 16
  EXPECT_NE(G::template why_not<T>(Side::Right, 32, 31, 31), "");  // order 31
  EXPECT_NE(G::template why_not<T>(Side::Left, 31, 32, 32), "");   // order 31 on the Left (other 32)
  EXPECT_NE(G::template why_not<T>(Side::Left, 32, 33, 32), "");   // other 33 (refused by the API's 32 anyway)
  EXPECT_NE(G::template why_not<T>(Side::Right, 33, 32, 32), "");  // other 33 on the Right
  EXPECT_NE(G::template why_not<T>(Side::Left, 32, 8, 32, 1), "");        // item stride off 16 bytes
  EXPECT_NE(G::template why_not<T>(Side::Left, 32, 8, 32, 0, 4104), "");  // base off 16 bytes
  EXPECT_NE(G::template why_not<T>(Side::Left, 32, 8, 33), "");  // ld 33: columns off 16 bytes
  EXPECT_EQ(G::template why_not<T>(Side::Left, 32, 8, sizeof(T) == 4 ? 36 : 34), "");  // aligned ld > 32
}

TEST(TrmmWarpRoute, TakesOrderThirtyTwoOnAlignedColumns) {
  takes_and_refuses<TrmmGate, float>();
  takes_and_refuses<TrmmGate, double>();
  takes_and_refuses<TrmmGate, std::complex<float>>();
}

// complex<double>: every column starts on 16 bytes where A's base does, whatever ld and stride.
TEST(TrmmWarpRoute, TakesComplexDoubleOfOrderThirtyTwo) {
  using Z = std::complex<double>;
  for (int64_t other : {1, 5, 31, 32}) {
    EXPECT_EQ(TrmmGate::why_not<Z>(Side::Left, 32, other, 33, 1), "") << other;
    EXPECT_EQ(TrmmGate::why_not<Z>(Side::Right, other, 32, 32), "") << other;
  }
  EXPECT_NE(TrmmGate::why_not<Z>(Side::Left, 32, 8, 32, 0, 4104), "");  // base off 16 bytes
  EXPECT_NE(TrmmGate::why_not<Z>(Side::Left, 31, 32, 32), "");          // order 31
  EXPECT_NE(TrmmGate::why_not<Z>(Side::Right, 33, 32, 32), "");         // other 33
}

// The default (Settings::trmm_warp unset): the other extent 32, and complex<double> not on the
// gather form of the Lower triangle (Left Lower T / C, Right Lower N); the other types everywhere.
template <class T> bool trmm_default(Side side, Uplo uplo, Op ta, int64_t other) {
  const int64_t m = side == Side::Left ? 32 : other, n = side == Side::Left ? other : 32;
  const Views<T> v = views<T>(side, m, n, 32, 0, 4096);
  return tk::trmm_warp_by_default<T>({side, uplo, ta, Diag::NonUnit, T(1), v.A, v.B, v.C});
}
template <class T> void trmm_default_everywhere_at_32(bool z) {
  SCOPED_TRACE(sizeof(T));
  for (Side side : {Side::Left, Side::Right})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
        const bool gather = (side == Side::Left) != (ta == Op::NoTrans);
        EXPECT_EQ(trmm_default<T>(side, uplo, ta, 32), !(z && gather && uplo == Uplo::Lower))
            << to_char(side) << to_char(uplo) << to_char(ta);
        EXPECT_FALSE(trmm_default<T>(side, uplo, ta, 31)) << to_char(side) << to_char(uplo) << to_char(ta);
      }
}
TEST(TrmmWarpRoute, ByDefaultAtOtherExtentThirtyTwo) {
  trmm_default_everywhere_at_32<float>(false);
  trmm_default_everywhere_at_32<double>(false);
  trmm_default_everywhere_at_32<std::complex<float>>(false);
  trmm_default_everywhere_at_32<std::complex<double>>(true);
}

TEST(SymmWarpRoute, TakesOrderThirtyTwoOnAlignedColumns) {
  takes_and_refuses<SymmGate, float>();
  takes_and_refuses<SymmGate, double>();
  takes_and_refuses<SymmGate, std::complex<float>>();
}

TEST(SymmWarpRoute, RefusesComplexDouble) {
  EXPECT_NE(SymmGate::why_not<std::complex<double>>(Side::Right, 32, 32, 32), "");
}

// symm_mma (src/kernels/tiny/symm_mma.cu): every type, m = n = 32, A, B and C on 16-byte aligned
// columns; its GPU tests (TinyMma/*.SymmMmaEveryFlag) assert the gate and count the route on
// every call.
template <class T> std::string symm_mma_gate(Side side, int64_t m, int64_t n, int64_t lda, int64_t ldc) {
  const Views<T> v = views<T>(side, m, n, lda, 0, 4096);
  const MatrixView<T> C{v.C.data, m, n, ldc, ldc * n, 7};
  return tk::symm_mma_why_not<T>({side, Uplo::Lower, T(1), v.A, v.B, T(0), C, is_complex_v<T>});
}

TEST(SymmMmaRoute, TakesEveryTypeAtThirtyTwo) {
  for (const Side side : {Side::Left, Side::Right}) {
    EXPECT_EQ(symm_mma_gate<double>(side, 32, 32, 32, 32), "");
    EXPECT_EQ(symm_mma_gate<double>(side, 32, 32, 34, 36), "");
    EXPECT_EQ(symm_mma_gate<std::complex<double>>(side, 32, 32, 33, 33), "");  // 16-byte elements
    EXPECT_EQ(symm_mma_gate<float>(side, 32, 32, 36, 32), "");
    EXPECT_EQ(symm_mma_gate<std::complex<float>>(side, 32, 32, 34, 34), "");
  }
}

TEST(SymmMmaRoute, RefusesOtherExtentsAndUnalignedColumns) {
  EXPECT_NE(symm_mma_gate<float>(Side::Left, 32, 32, 34, 32), "");                // A's ld 34 (136 bytes)
  EXPECT_NE(symm_mma_gate<std::complex<float>>(Side::Left, 32, 32, 32, 33), "");  // C's ld 33 (264 bytes)
  EXPECT_NE(symm_mma_gate<double>(Side::Left, 32, 31, 32, 32), "");   // n = 31
  EXPECT_NE(symm_mma_gate<double>(Side::Right, 17, 32, 32, 17), "");  // m = 17
  EXPECT_NE(symm_mma_gate<double>(Side::Left, 32, 32, 33, 32), "");   // A's ld 33 (264 bytes)
  EXPECT_NE(symm_mma_gate<double>(Side::Left, 32, 32, 32, 33), "");   // C's ld 33
}

// gemm_mma (src/kernels/tiny/gemm_mma.cu): every type, m = n = k = 32, A, B and C on 16-byte
// aligned columns.
template <class T> std::string gemm_mma_gate(Op ta, int64_t m, int64_t n, int64_t k, int64_t lda) {
  const auto* base = reinterpret_cast<const T*>(uintptr_t(4096));
  const int64_t ar = ta == Op::NoTrans ? m : k, ac = ta == Op::NoTrans ? k : m;
  return tk::gemm_mma_why_not<T>({ta, Op::NoTrans, T(1), MatrixView<const T>{base, ar, ac, lda, lda * ac, 7},
                                  MatrixView<const T>{base, k, n, k, k * n, 7}, T(0),
                                  MatrixView<T>{reinterpret_cast<T*>(uintptr_t(1) << 20), m, n, m, m * n, 7}});
}

TEST(GemmMmaRoute, TakesEveryTypeAtThirtyTwo) {
  for (const Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
    EXPECT_EQ(gemm_mma_gate<double>(ta, 32, 32, 32, 32), "");
    EXPECT_EQ(gemm_mma_gate<double>(ta, 32, 32, 32, 34), "");
    EXPECT_EQ(gemm_mma_gate<std::complex<double>>(ta, 32, 32, 32, 33), "");
    EXPECT_EQ(gemm_mma_gate<float>(ta, 32, 32, 32, 36), "");
    EXPECT_EQ(gemm_mma_gate<std::complex<float>>(ta, 32, 32, 32, 34), "");
  }
}

TEST(GemmMmaRoute, RefusesOtherExtentsAndUnalignedColumns) {
  EXPECT_NE(gemm_mma_gate<float>(Op::NoTrans, 32, 32, 32, 34), "");               // A's ld 34 (136 bytes)
  EXPECT_NE(gemm_mma_gate<std::complex<float>>(Op::Trans, 32, 32, 32, 33), "");   // A's ld 33 (264 bytes)
  EXPECT_NE(gemm_mma_gate<double>(Op::NoTrans, 32, 32, 16, 32), "");  // k = 16
  EXPECT_NE(gemm_mma_gate<double>(Op::NoTrans, 31, 32, 32, 31), "");  // m = 31
  EXPECT_NE(gemm_mma_gate<double>(Op::NoTrans, 32, 31, 32, 32), "");  // n = 31
  EXPECT_NE(gemm_mma_gate<double>(Op::Trans, 32, 32, 32, 33), "");    // A's ld 33 (264 bytes)
}

// trmm_mma (src/kernels/tiny/trmm_mma.cu): every type, m = n = 32, A, B and C on 16-byte aligned
// columns; by default where trmm_mma_by_default says (its GPU tests, TinyMma/*.TrmmMma*, count the
// route). order16: the gate of trmm16_mma instead (m = n = 16, same alignment).
template <class T>
std::string trmm_mma_gate(Side side, int64_t m, int64_t n, int64_t lda, int64_t ldb, bool order16 = false) {
  const auto* base = reinterpret_cast<const T*>(uintptr_t(4096));
  const int64_t ka = side == Side::Left ? m : n;
  auto* c = reinterpret_cast<T*>(uintptr_t(1) << 20);
  const ops::TrmmArgs<T> args{side, Uplo::Lower, Op::NoTrans, Diag::NonUnit, T(1),
                              MatrixView<const T>{base, ka, ka, lda, lda * ka, 7},
                              MatrixView<const T>{c, m, n, ldb, ldb * n, 7}, MatrixView<T>{c, m, n, ldb, ldb * n, 7}};
  return order16 ? tk::trmm16_mma_why_not<T>(args) : tk::trmm_mma_why_not<T>(args);
}

TEST(TrmmMmaRoute, TakesEveryTypeAtThirtyTwo) {
  for (const Side side : {Side::Left, Side::Right}) {
    EXPECT_EQ(trmm_mma_gate<float>(side, 32, 32, 32, 36), "");
    EXPECT_EQ(trmm_mma_gate<double>(side, 32, 32, 34, 32), "");
    EXPECT_EQ(trmm_mma_gate<std::complex<float>>(side, 32, 32, 34, 34), "");
    EXPECT_EQ(trmm_mma_gate<std::complex<double>>(side, 32, 32, 33, 33), "");  // 16-byte elements
  }
}

TEST(TrmmMmaRoute, RefusesOtherExtentsAndUnalignedColumns) {
  EXPECT_NE(trmm_mma_gate<double>(Side::Left, 32, 31, 32, 32), "");   // n = 31
  EXPECT_NE(trmm_mma_gate<double>(Side::Right, 17, 32, 32, 17), "");  // m = 17
  EXPECT_NE(trmm_mma_gate<float>(Side::Left, 32, 32, 34, 32), "");    // A's ld 34 (136 bytes)
  EXPECT_NE(trmm_mma_gate<double>(Side::Right, 32, 32, 32, 33), "");  // B's and C's ld 33
}

TEST(Trmm16MmaRoute, TakesEveryTypeAtSixteen) {
  for (const Side side : {Side::Left, Side::Right}) {
    EXPECT_EQ(trmm_mma_gate<float>(side, 16, 16, 16, 20, true), "");
    EXPECT_EQ(trmm_mma_gate<double>(side, 16, 16, 18, 16, true), "");
    EXPECT_EQ(trmm_mma_gate<std::complex<float>>(side, 16, 16, 18, 18, true), "");
    EXPECT_EQ(trmm_mma_gate<std::complex<double>>(side, 16, 16, 17, 17, true), "");  // 16-byte elements
  }
}

TEST(Trmm16MmaRoute, RefusesOtherExtentsAndUnalignedColumns) {
  EXPECT_NE(trmm_mma_gate<double>(Side::Left, 16, 15, 16, 16, true), "");   // n = 15
  EXPECT_NE(trmm_mma_gate<double>(Side::Right, 32, 32, 32, 32, true), "");  // m = n = 32 (trmm_mma's)
  EXPECT_NE(trmm_mma_gate<float>(Side::Left, 16, 16, 18, 16, true), "");    // A's ld 18 (72 bytes)
  EXPECT_NE(trmm_mma_gate<double>(Side::Right, 16, 16, 16, 17, true), "");  // B's and C's ld 17
  EXPECT_NE(trmm_mma_gate<double>(Side::Left, 16, 16, 16, 16), "");         // trmm_mma refuses 16
}

// The device gates' test of a block's shared memory against the device's (sm_86 / sm_89 allow
// 99 KB per block, below trmm_warp's 100 KB for the 8-byte types): at the limit it runs, past it
// the reason names the kernel and both sizes.
TEST(WarpItemDeviceGate, SharedMemoryPerBlock) {
  EXPECT_EQ(tk::block_bytes_why_not("trmm_warp", 101376, 101376), "");
  const std::string why = tk::block_bytes_why_not("trmm_warp", 102400, 101376);
  EXPECT_NE(why.find("trmm_warp"), std::string::npos) << why;
  EXPECT_NE(why.find("102400"), std::string::npos) << why;
  EXPECT_NE(why.find("101376"), std::string::npos) << why;
}

}  // namespace
#endif
