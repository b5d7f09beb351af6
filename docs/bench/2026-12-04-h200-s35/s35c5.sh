#!/usr/bin/env bash
# Before the call: git show f09ac61:src/kernels/tiny/tiny.cu > docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu
# (main's tiny.cu, variant A; carried untracked, not committed).
# Session 35, call 5 (the landing tree: per-thread fix offsets at S <= 16 and for 32 x 32 items;
# the warp-local fix dropped; every tiny kernel PTX-identical to call 3's), about 450 s:
# Tiny + routes-agree tests; a mutant of each new fix path (library preloaded into the same test
# binary); A/B against main's tiny.cu (libraries kept and preloaded, as call 4); issue 10's 104
# cells with cuBLAS on the landing library.
set -u
source scripts/lib/device_call.sh call5
call_build
keep() { mkdir -p /tmp/lib$1; cp -P $BD/libbatchlas.so* /tmp/lib$1/; cp $B /tmp/b$1; }
keep C
cp src/kernels/tiny/tiny.cu /tmp/tiny-C.cu
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*.RankKFamilies:RoutesAgree/*.SymmHemmFamilies:RoutesAgree/*.TrmmFamilies:RoutesAgree/*.GemmAndGemvVendor' \
  timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests.log 2>&1 &
TP=$!
sleep 5
cp docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-a.log 2>&1; t "build A rc $?"; keep A
# Mutants: the S <= 16 loop's four-item loads all read the first item; the 32 x 32 path's
# mirror source steps by columns instead of rows.
python3 - <<'PY'
s = open('/tmp/tiny-C.cu').read()
a = "for (int u = 0; u < 4; ++u) v[u] = s[src + u * step];"
b = "v[u] = s[mirror ? src + u * dq : dst + u * dq * a.sld];"
assert s.count(a) == 1 and s.count(b) == 1
s = s.replace(a, "for (int u = 0; u < 4; ++u) v[u] = s[src];").replace(b, "v[u] = s[mirror ? src + u * dq * a.sld : dst + u * dq * a.sld];")
open('src/kernels/tiny/tiny.cu', 'w').write(s)
PY
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-m.log 2>&1; t "build M rc $?"; keep M
cp /tmp/tiny-C.cu src/kernels/tiny/tiny.cu
wait $TP; t "tests (C) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
LD_PRELOAD=/tmp/libM/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/libM BATCHLAS_TEST_TARGET=gpu timeout 150 $T \
  --gtest_filter='Tiny/*.PackedWholeRounds*:Tiny/*.PackedManySmallItems' --gtest_brief=1 > $RES/mutant.log 2>&1
t "mutant rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/mutant.log) failed tests: $(grep -E '^\[  FAILED  \] Tiny' $RES/mutant.log | cut -c14- | tr '\n' ' ' | cut -c1-600)"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
ab() {
  for v in A C; do
    export LD_PRELOAD=/tmp/lib$v/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/lib$v
    timeout 60 /tmp/b$v $R --op symm,trmm,gemm --dtype s,d,c,z --n 16 --csv $RES/v$v-s$1.csv > /dev/null 2>&1
    timeout 40 /tmp/b$v $R --op hemm,herk --dtype c,z --n 16 --csv $RES/v$v-h$1.csv > /dev/null 2>&1
    timeout 30 /tmp/b$v $R --op syrk --dtype s,d --n 8,16 --csv $RES/v$v-k$1.csv > /dev/null 2>&1
    unset LD_PRELOAD LD_LIBRARY_PATH
  done
  t "round $1"; pack
}
ab 1
ab 2
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vA vC > $RES/ab.txt 2>&1
export LD_PRELOAD=/tmp/libC/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/libC
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"
unset LD_PRELOAD LD_LIBRARY_PATH
t done; pack
