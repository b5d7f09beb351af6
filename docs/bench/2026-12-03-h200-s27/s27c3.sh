#!/usr/bin/env bash
# Session 27, call 3: recursive_native variants, one binary, environment switches: the off-diagonal
# blocks by recursion level (default) or by block row (BATCHLAS_AB_ROWS=1), the diagonal blocks on
# a second stream beside the GEMMs (BATCHLAS_AB_FORK=1), each with the repeated levels as
# pointer-array or strided GEMMs (BATCHLAS_AB_STRIDED); syrk T s,d,c,z and herk C c,z at issue 6's
# n = 512 / 1024 cells; two rounds. Tests of the family under the fork first.
set -u
source scripts/lib/device_call.sh call3
call_build
BATCHLAS_AB_FORK=1 GTEST_FILTER='*RecursiveNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3 16 > $RES/tests-fork.log 2>&1
t "tests (fork) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-fork.log | head -8 | tr '\n' ' ')"
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --family recursive_native"
for r in 1 2; do
  for v in base rows fork; do
    for st in 0 1; do
      E="BATCHLAS_AB_STRIDED=$st"; [ $v = rows ] && E="$E BATCHLAS_AB_ROWS=1"; [ $v = fork ] && E="$E BATCHLAS_AB_FORK=1"
      for c in "--n 512 --k 512 --batch 512" "--n 1024 --k 1024 --batch 64"; do
        n=$(echo $c | cut -d' ' -f2)
        timeout 60 env $E $B $R $c --op syrk --trans T --dtype s,d,c,z --csv $RES/syrk-$v-s$st-$n-$r.csv > /dev/null 2>&1
        timeout 60 env $E $B $R $c --op herk --trans C --dtype c,z --csv $RES/herk-$v-s$st-$n-$r.csv > /dev/null 2>&1
        t "$v strided=$st n=$n round $r rc $?"
      done
    done
  done
  pack
done
t done; pack
