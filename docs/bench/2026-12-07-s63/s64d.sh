#!/usr/bin/env bash
# Prepared in session 64 (any card; about 330 s after s64a.sh on the same warm machine with
# S64D_BUILD=s64a, about 450 s fresh): double's wide side tiles (side_tiles.cu kDepth 4, 32 x 64
# warp tiles on WideDoubleWarp, Left 64 x 128 / Right 128 x 64 blocks, 2 blocks an SM at 255
# registers, 3 stages of BK 16) against the landed 64 x 64 tiles (32 x 32 warp tiles, 3 blocks
# at 168), at issue 7's double cells: symm d `direct` runs at 0.65-0.78 of cuBLAS DGEMM's
# per-flop rate at m >= 128 (S63d: 0.68-0.87x), trmm d misses 6 cells at 1.00-1.42 x cuBLAS.
# Variant A = main's library (kDoubleWide false, kept), variant B = kDoubleWide true. First B's
# double side suites and the sanitizers on its wide-tile tests, then symm d / trmm d at issue
# 7's four shapes in two interleaved rounds.
# Ran in session 64 (results: docs/bench/2026-12-07-s64/s64d): it lost on the Left, so the code
# it measures (kDoubleWide, WideDoubleWarp) lives only at commit d55f7ff9; it was dropped after.
# Prediction: 3/4 of the shared loads per product and 16 independent products per warp step
# against 8, at 8 warps an SM instead of 12: symm d m >= 256 1.05-1.2x, m = 128 0.95-1.1x
# (4 tiles of 64 x 128 per item at Left n = 512: fewer blocks in flight), trmm alike.
set -u
source scripts/lib/device_call.sh s64d ${S64D_BUILD:-s64d}
call_build
gpu_name
keep_variant A
sed -i 's/^inline constexpr bool kDoubleWide = false;/inline constexpr bool kDoubleWide = true;/' src/kernels/level3/side_tiles.cu
git diff --stat > $RES/variantB.diff
build_targets batchlas_tests batchlas-bench
gpu_tests 'SideNative/double.*' 150 tests-wide.log; pack
left sanitize 150 && { sanitize 'SideNative/double.*WideTiles:SideNative/double.*Small' 70; pack; }
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype d"
mkdir -p $RES/ab
for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
  i=0
  for sh in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    i=$((i + 1))
    for op in "symm --family direct" "trmm --family triangular"; do
      name=$(echo $op | awk '{print $1}')$i-$r
      left "bench $name v$v" 20 || continue
      if [ $v = 0 ]; then with_variant A timeout 40 $B $R --op $op $sh --csv $RES/ab/v0-$name.csv > /dev/null 2>&1
      else timeout 40 $B $R --op $op $sh --csv $RES/ab/v1-$name.csv > /dev/null 2>&1; fi
    done
  done
done; done
git checkout src/kernels/level3/side_tiles.cu
for f in direct triangular; do python3 scripts/ab.py $RES/ab $f v0 v1 > $RES/ab-$f.txt 2>&1; done
t "A/B wide double, direct: $(tail -n +2 $RES/ab-direct.txt | awk '{print $1, $3, $(NF-7), $(NF-2), $NF}' | tr '\n' ';')"
t "A/B wide double, triangular: $(tail -n +2 $RES/ab-triangular.txt | awk '{print $1, $3, $(NF-7), $(NF-2), $NF}' | tr '\n' ';')"
t done; pack
