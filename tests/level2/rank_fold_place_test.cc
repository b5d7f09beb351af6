// The fold kernel's index arithmetic (src/kernels/level2/fold_place.hh), enumerated on the host:
// over every virtual block and virtual row of triangles of P = 1..70 packs of V = 1, 2, 4 rows,
// the elements the kernel stores are exactly the named triangle, each once. The GPU tests
// (Level2Native/*.PackedLayoutsSyrHerSyr2Her2RoutesAgree) run the kernel itself.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <utility>

#include "kernels/level2/fold_place.hh"

namespace {

using namespace batchlas::kernels::level2::rank_detail;

TEST(RankFoldPlace, EveryTriangleElementStoredExactlyOnce) {
  for (int V : {1, 2, 4})
    for (int64_t P = 1; P <= 70; ++P)
      for (bool lower : {true, false}) {
        const int64_t n = P * V;
        std::map<std::pair<int64_t, int64_t>, int> stores;
        for (int64_t w = 0; w < fold_blocks(P); ++w)
          for (int64_t r = 0; r < P; ++r) {
            int64_t blk = -1, pr = -1;
            const bool placed = fold_place(lower, P, w, r, blk, pr);
            // The stream kernel's rank-2 form folds in 32-bit: the same places and masks.
            int32_t blk32 = -1, pr32 = -1;
            const bool placed32 = fold_place<int32_t>(lower, int32_t(P), int32_t(w), int32_t(r), blk32, pr32);
            ASSERT_EQ(placed32, placed) << "P=" << P << " lower=" << lower << " w=" << w << " r=" << r;
            if (!placed) continue;
            ASSERT_TRUE(blk32 == blk && pr32 == pr) << "32-bit fold differs: P=" << P << " w=" << w << " r=" << r;
            ASSERT_TRUE(blk >= 0 && blk < P && pr >= 0 && pr < P)
                << "V=" << V << " P=" << P << " lower=" << lower << " w=" << w << " r=" << r;
            for (int e = 0; e < V; ++e)
              for (int t = 0; t < V; ++t) {
                if (!fold_in_triangle(lower, pr == blk, t, e)) continue;
                const int64_t i = pr * V + t, j = blk * V + e;
                ASSERT_TRUE(lower ? i >= j : i <= j)
                    << "stores (" << i << ", " << j << ") outside the triangle: V=" << V
                    << " P=" << P << " lower=" << lower << " w=" << w << " r=" << r;
                ++stores[{i, j}];
              }
          }
        int64_t expected = 0;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) {
            if (lower ? i < j : i > j) continue;
            ++expected;
            const auto it = stores.find({i, j});
            ASSERT_TRUE(it != stores.end() && it->second == 1)
                << "(" << i << ", " << j << ") stored " << (it == stores.end() ? 0 : it->second)
                << " times: V=" << V << " P=" << P << " lower=" << lower;
          }
        EXPECT_EQ(int64_t(stores.size()), expected);
      }
}

}  // namespace
