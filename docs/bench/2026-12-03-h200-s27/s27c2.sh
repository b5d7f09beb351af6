#!/usr/bin/env bash
# Session 27, call 2: the syrk/herk `recursive_native` family (off-diagonal squares by cuBLAS
# GEMM, diagonal blocks by the triangular tile kernel in one launch). Tests and memcheck; issue 6's
# syrk T cells n = 512 / 1024 against triangular, blocked, recursive and cuBLAS GEMM, with the
# diagonal block order (BATCHLAS_BLOCKED_NB) and the repeated levels as pointer-array or strided
# GEMMs (BATCHLAS_AB_STRIDED) varied; two rounds.
set -u
source scripts/lib/device_call.sh call2
call_build
GTEST_FILTER='RankkNative*:RankkNativeHerm*:Syrk/*:Herk/*:LargeBatch*' timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='RankkNative/double.SyrkRecursiveNativeBlocks:RankkNativeHerm/cfloat.HerkRecursiveNativeBlocks*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --op syrk --trans T --dtype s,d"
C512="--n 512 --k 512 --batch 512"
C1024="--n 1024 --k 1024 --batch 64"
for r in 1 2; do
  for st in 0 1; do
    for c in "$C512" "$C1024"; do
      fam=recursive_native; [ $st = 0 ] && fam=triangular,blocked,recursive,recursive_native
      timeout 90 env BATCHLAS_AB_STRIDED=$st $B $R $c --family $fam --csv $RES/def-s$st-$(echo $c | cut -d' ' -f2)-$r.csv > /dev/null 2>&1
      t "default nb, strided=$st, $c round $r rc $?"
    done
    for nbv in 64 256; do
      timeout 60 env BATCHLAS_AB_STRIDED=$st BATCHLAS_BLOCKED_NB=$nbv $B $R $C512 --family recursive_native --csv $RES/nb$nbv-s$st-512-$r.csv > /dev/null 2>&1
      t "nb=$nbv strided=$st n=512 round $r rc $?"
    done
    for nbv in 128 512; do
      timeout 60 env BATCHLAS_AB_STRIDED=$st BATCHLAS_BLOCKED_NB=$nbv $B $R $C1024 --family recursive_native --csv $RES/nb$nbv-s$st-1024-$r.csv > /dev/null 2>&1
      t "nb=$nbv strided=$st n=1024 round $r rc $?"
    done
    pack
  done
done
t done; pack
