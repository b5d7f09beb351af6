#!/usr/bin/env bash
# Prepared in session 63 for a later device call (any card; about 420 s after a fresh start, or
# about 300 s after s64a.sh on the same warm machine with S64B_BUILD=s64a): complex<float>'s side
# tiles on the FP64 engine at 3 blocks of 128 threads an SM (168 registers; ptxas 60-176 bytes of
# spill) against the landed 2 (228-248 registers, none), as session 62 found for the Gram kernel
# (its spilling budget at more warps ran 1.16-1.5x the no-spill one). Variant A = main's library
# (kept), variant B = SideShape's kPer128 for kF64 complex<float> set to 3; both with the FP64
# engine (the default). hemm / symm c and trmm c at issue 7's four shapes, two interleaved rounds.
# Prediction: 8 -> 12 warps an SM; the tile is MMA-bound at 2 warps a scheduler only if each
# warp's 32 dmma16 per 4 indices keep the pipe busy across the staging barriers: 0.95-1.15x.
set -u
source scripts/lib/device_call.sh s64b ${S64B_BUILD:-s64b}
bench_build
gpu_name
keep_variant A
sed -i 's/  static constexpr int kPer128 = kF64 ? (is_cplx<D> ? 2 : kRealBlocks)/  static constexpr int kPer128 = kF64 ? (is_cplx<D> ? 3 : kRealBlocks)/' src/kernels/level3/side_tiles.cu
git diff --stat > $RES/variantB.diff
build_targets batchlas-bench
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype c"
mkdir -p $RES/ab
for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
  i=0
  for sh in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    i=$((i + 1))
    for op in "hemm --family direct" "symm --family direct" "trmm --family triangular"; do
      name=$(echo $op | awk '{print $1}')$i-$r
      if [ $v = 0 ]; then with_variant A timeout 40 $B $R --op $op $sh --csv $RES/ab/v0-$name.csv > /dev/null 2>&1
      else timeout 40 $B $R --op $op $sh --csv $RES/ab/v1-$name.csv > /dev/null 2>&1; fi
    done
  done
done; done
git checkout src/kernels/level3/side_tiles.cu
for f in direct triangular; do python3 scripts/ab.py $RES/ab $f v0 v1 > $RES/ab-$f.txt 2>&1; done
t "A/B 2 -> 3 blocks, direct: $(tail -n +2 $RES/ab-direct.txt | awk '{print $1, $3, $(NF-7), $(NF-2), $NF}' | tr '\n' ';')"
t "A/B 2 -> 3 blocks, triangular: $(tail -n +2 $RES/ab-triangular.txt | awk '{print $1, $3, $(NF-7), $(NF-2), $NF}' | tr '\n' ';')"
t done; pack
