#!/usr/bin/env bash
# Session 36, call 2 (about 450 s): the warp kernels with C's tile loaded when its round starts
# (PREF, float / double / complex<float>) and the diagonal tiles stored by aligned runs
# (store_rows). Tests (RankWarp, then the Tiny suites and rank-k routes-agree); A/B in one binary
# of PREF against BATCHLAS_AB_PREF=0 (a measuring switch of this call only), three rounds, n = 16,
# k = 16 and 32; a mutant (lower diagonal tiles store one row above the diagonal) preloaded into
# the test binary; memcheck, racecheck (main's library preloaded after the mutant's build, as
# everything below it); ncu of float syrk n = 16; issue 10's cells.
set -u
source scripts/lib/device_call.sh call2
call_build
keep_variant C
mkdir -p $RES/k32
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests.log 2>&1
t "warp tests rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/warp-tests.log) failed; $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests.log | tr '\n' ' ')"; pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*.RankKFamilies' \
  timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests.log 2>&1 &
TP=$!
cp src/kernels/tiny/rank_warp.cu /tmp/rank_warp-C.cu
python3 - <<'PY'
s = open('/tmp/rank_warp-C.cu').read()
a = "else if (p.lower) store_rows(col, v, s, 3);"
assert s.count(a) == 1
open('src/kernels/tiny/rank_warp.cu', 'w').write(s.replace(a, "else if (p.lower) store_rows(col, v, s > 0 ? s - 1 : 0, 3);"))
PY
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-m.log 2>&1; t "build M rc $?"; keep_variant M
cp /tmp/rank_warp-C.cu src/kernels/tiny/rank_warp.cu
wait $TP; t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
with_variant M env BATCHLAS_TEST_TARGET=gpu timeout 100 $T --gtest_filter='Tiny/*.RankWarpEveryLayout' --gtest_brief=1 > $RES/mutant.log 2>&1
t "mutant rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/mutant.log) failed tests, $(grep -c 'Failure' $RES/mutant.log) failures"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2 3; do
  for v in 0 1; do
    export BATCHLAS_AB_PREF=$v
    with_variant C timeout 60 $B $R --op syrk,syr2k --dtype s,d,c,z --n 16 --csv $RES/v$v-r$r.csv > /dev/null 2>&1
    with_variant C timeout 60 $B $R --op herk,her2k --dtype c,z --n 16 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    with_variant C timeout 60 $B $R --op syrk,syr2k --dtype s,d,c --n 16 --k 32 --csv $RES/k32/v$v-k$r.csv > /dev/null 2>&1
    unset BATCHLAS_AB_PREF
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES v0 v1 > $RES/ab.txt 2>&1
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k32 v0 v1 > $RES/ab-k32.txt 2>&1
with_variant C env BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
with_variant C env BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum,lts__t_requests_srcunit_tex_op_write.sum,lts__t_requests_srcunit_tex_op_read.sum,sm__warps_active.avg.pct_of_peak_sustained_active"
for v in 1 0; do
  with_variant C env BATCHLAS_AB_PREF=$v timeout 60 ncu --kernel-name regex:'rank_' --launch-skip 2 --launch-count 1 --section SpeedOfLight $MET \
    $B --op syrk --dtype s --n 16 $NC > $RES/ncu-syrk-s16-p$v.txt 2>&1
  t "ncu p$v rc $?: $(grep -E 'inst_executed.sum|time_duration|dram__bytes|warps_active|lts__t_req|L2 Cache|DRAM Through' $RES/ncu-syrk-s16-p$v.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"
done
pack
export LD_PRELOAD=/tmp/libC/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/libC
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 120 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"
unset LD_PRELOAD LD_LIBRARY_PATH
t done; pack
