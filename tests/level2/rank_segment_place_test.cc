// The segment form's unit arithmetic (src/kernels/level2/segment_place.hh), enumerated on the
// host: over every unit of triangles of n = 1..300 (P = 1..10 panels) with segments of h = 1, 2,
// 4 blocks (32, 64, 128 rows: complex<double>, the 8-byte types, float), the units cover each
// element of the named triangle exactly once (a unit's rows clipped at n, its columns at
// min(c0 + 32, n), the triangle mask applied as the kernel does), and segment_place inverts the
// numbering. The GPU tests (Level2Native/*.RankSegments*) run the kernel itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "kernels/level2/segment_place.hh"

namespace {

using namespace batchlas::kernels::level2::rank_detail;

TEST(RankSegmentPlace, UnitsCoverEveryTriangleElementOnce) {
  for (int64_t h : {1, 2, 4})
    for (int64_t n = 1; n <= 300; n += (n < 70 ? 1 : 7))
      for (bool lower : {true, false}) {
        const int64_t P = (n + 31) / 32, R = 32 * h;
        std::vector<int> hits(size_t(n * n), 0);
        std::set<std::pair<int64_t, int64_t>> seen;  // (t, s) pairs named
        const int64_t units = segment_units(P, h);
        for (int64_t u = 0; u < units; ++u) {
          int64_t t = -1, s = -1, c0 = -1, r0 = -1;
          segment_place(u, h, t, s);
          ASSERT_TRUE(t >= 1 && t <= P && s >= 0 && s < (t + h - 1) / h)
              << "h=" << h << " n=" << n << " u=" << u << " t=" << t << " s=" << s;
          ASSERT_TRUE(seen.insert({t, s}).second) << "h=" << h << " n=" << n << " u=" << u;
          segment_at(lower, P, h, t, s, 32, c0, r0);
          ASSERT_TRUE(c0 >= 0 && c0 < n && r0 >= 0 && r0 % 32 == 0) << "h=" << h << " n=" << n;
          for (int64_t j = c0; j < std::min(n, c0 + 32); ++j)
            for (int64_t i = r0; i < std::min(n, r0 + R); ++i)
              if (lower ? i >= j : i <= j) ++hits[size_t(j * n + i)];
        }
        // Every panel's segments named: sum over t of ceil(t / h).
        int64_t expected_units = 0;
        for (int64_t t = 1; t <= P; ++t) expected_units += (t + h - 1) / h;
        EXPECT_EQ(units, expected_units) << "h=" << h << " n=" << n;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) {
            const bool in = lower ? i >= j : i <= j;
            ASSERT_EQ(hits[size_t(j * n + i)], in ? 1 : 0)
                << "(" << i << ", " << j << ") h=" << h << " n=" << n << " lower=" << lower;
          }
      }
}

// The closed-form inverse at large unit counts (an item of n = 2^20: P = 32,768 panels), where
// the double square root must be corrected: every group boundary named exactly.
TEST(RankSegmentPlace, InverseAtLargeCounts) {
  for (int64_t h : {1, 2, 4}) {
    const int64_t P = int64_t(1) << 15;
    const int64_t units = segment_units(P, h);
    for (int64_t q = 0; q * h < P; q += 97) {
      const int64_t first = h * q * (q + 1) / 2;  // the group's first unit
      for (int64_t u : {first, first + h * (q + 1) - 1}) {
        if (u >= units) continue;
        int64_t t = -1, s = -1;
        segment_place(u, h, t, s);
        EXPECT_EQ((t - 1) / h, q) << "h=" << h << " u=" << u;
        EXPECT_EQ(s, u == first ? 0 : q) << "h=" << h << " u=" << u;
      }
    }
  }
}

}  // namespace
