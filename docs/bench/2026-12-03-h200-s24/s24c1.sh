#!/usr/bin/env bash
# session 24 call 1: l-major panels for NoTrans operands on the MMA engines (double,
# complex<double>): rankk_tiles (syrk/herk/syr2k/her2k triangular) and side_tiles (trmm's A panel
# when !tr, Right's B panel). Focused GPU tests; the A/B (BATCHLAS_AB_ROWPANELS=1 switches the
# rank-k and trmm-A choice back to row panels; Right's B panel is compile-time, compared with
# session 23); then the whole GPU suite and the sanitizers.
# (As run: t and pack inside the A/B loop saw R = the bench options, so they printed tee/tar
# errors there; the bench rows, written to OUT, are complete. Later scripts keep R for options only.)
set -u
S=$(date +%s)
R=/tmp/r1; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
BD=/tmp/b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
T=$BD/tests/batchlas_tests
F='RankkNative*:SideNative*'
GTEST_FILTER="$F" timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/focus1 16 > $R/focused.log 2>&1
t "focused rc $?: $(grep -E "^gpu shards|FAILED  \] .*\." $R/focused.log | head -8 | tr '\n' ' ')"
pack
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for v in new old; do
  if [ $v = old ]; then export BATCHLAS_AB_ROWPANELS=1; else unset BATCHLAS_AB_ROWPANELS; fi
  bench_run rk-$v 60 --op syrk,syr2k --dtype d,z --trans N --n 512 --k 512 --batch 512 --family triangular
  bench_run rk-$v 40 --op syrk --dtype d,z --trans N --n 1024 --k 1024 --batch 64 --family triangular
  for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    bench_run trmmL-$v 40 --op trmm --dtype d,z --side L --uplo L --trans N --diag N $s --family triangular
  done
  t "ab $v done"; pack
done
unset BATCHLAS_AB_ROWPANELS
bench_run rkT 40 --op syrk,syr2k --dtype d --trans T --n 512 --k 512 --batch 512 --family triangular
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  bench_run trmmR 40 --op trmm --dtype d,z --side R --uplo L --trans N --diag N $s --family triangular,blocked,expand
  bench_run symmR 40 --op symm --dtype d --side R --uplo L $s --family direct,expand
done
R=$R_; OUT=$OUT_
t "bench done"; pack
timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards1 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 70 compute-sanitizer --tool $tool $T --gtest_filter='RankkNative/double.SyrkTriangularTileEdges:RankkNative/cdouble.Syr2kTriangularShapesAndTileEdges:SideNative/double.TrmmTriangularAllFlagsSmall:SideNative/cdouble.TrmmTriangularAllFlagsSmall:SideNative/double.SymmDirectAllFlagsSmall' > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $R/$tool.log | tr '\n' ' ')"
  pack
done
t done; pack
