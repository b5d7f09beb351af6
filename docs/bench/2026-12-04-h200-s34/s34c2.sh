#!/usr/bin/env bash
# Session 34, call 2 (main + the WideTiles tests): (1) the new side tests on every type, memcheck
# and racecheck of the ones in gpu-check's filters, and a mutant (the 32 x 128 / 128 x 32 tiles
# stage chunk c >= NS into the last stage: wrong once a reduction has more chunks than stages)
# that they must catch; (2) the expansion families' batch chunk (BATCHLAS_EXPAND_MAX_BYTES):
# scratch that fits the 50 MB L2 between cuBLAS's GEMM and the fold / the GEMM after the
# expansion, at issue 6's syr2k/her2k cells and issue 7's symm/hemm/trmm expand cells.
set -u
source scripts/lib/device_call.sh call2
M=/tmp/mut; rm -rf $M; mkdir -p $M; git ls-files -z | xargs -0 cp --parents -t $M
sed -i 's|D\* st = smem + (chunk % NS) \* STAGE;|D* st = smem + ((BM == 32 \&\& BN == 128) \|\| (BM == 128 \&\& BN == 32) ? (chunk < NS ? chunk : NS - 1) : chunk % NS) * STAGE;|' $M/src/kernels/level3/side_tiles.cu
grep -c "chunk < NS ? chunk" $M/src/kernels/level3/side_tiles.cu > $RES/mutant-applied.txt
( cmake -S $M -B /tmp/build-mut -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg-mut.log 2>&1
  cmake --build /tmp/build-mut -j 6 --target batchlas_tests > $RES/build-mut.log 2>&1; echo "mutant build rc $?" >> $RES/log.txt ) &
MP=$!
call_build
GTEST_FILTER='SideNative*WideTiles*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-wide 12 > $RES/tests-wide.log 2>&1
t "wide tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-wide.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
for f in SideNative/float.TrmmTriangularWideTiles SideNative/cfloat.TrmmTriangularWideTiles; do
  timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=$f --gtest_brief=1 > $RES/mc-${f//\//_}.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-${f//\//_}.log | tr '\n' ' ')"
done
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=SideNativeHerm/cfloat.HemmDirectWideTiles --gtest_brief=1 > $RES/rc-hemm-c.log 2>&1
t "racecheck hemm c rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-hemm-c.log | tr '\n' ' ')"; pack
unset BATCHLAS_TEST_TARGET
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
for mb in def 256 128 64 32 16; do
  if [ $mb = def ]; then unset BATCHLAS_EXPAND_MAX_BYTES; else export BATCHLAS_EXPAND_MAX_BYTES=$((mb * 1048576)); fi
  timeout 60 $B --op syr2k --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family gemm_fold $R --csv $RES/fold-$mb.csv > $RES/fold-$mb.log 2>&1
  timeout 60 $B --op her2k --trans C --dtype c --n 512 --k 512 --batch 512 --family gemm_fold $R --csv $RES/fold-$mb.csv > $RES/fold2-$mb.log 2>&1
  timeout 60 $B --op symm --dtype s,d --side L,R --uplo L --m 256 --n 256 --batch 512 --family expand $R --csv $RES/exp-$mb.csv > $RES/exp-$mb.log 2>&1
  timeout 60 $B --op symm --dtype s,d --side L,R --uplo L --m 1024 --n 1024 --batch 32 --family expand $R --csv $RES/exp-$mb.csv > $RES/exp2-$mb.log 2>&1
  timeout 60 $B --op hemm --dtype c --side L,R --uplo L --m 1024 --n 1024 --batch 32 --family expand $R --csv $RES/exp-$mb.csv > $RES/exp3-$mb.log 2>&1
  timeout 60 $B --op trmm --dtype s,d --side L,R --uplo L --m 1024 --n 1024 --batch 32 --family expand,blocked $R --csv $RES/exp-$mb.csv > $RES/exp4-$mb.log 2>&1
  t "chunk sweep $mb MB done"
done
unset BATCHLAS_EXPAND_MAX_BYTES; pack
wait $MP; t "$(tail -1 $RES/log.txt)"
GTEST_FILTER='SideNative*WideTiles*:SideNative*Ragged*:SideNative*RoutesAgree' timeout 90 bash scripts/lib/gpu_shards.sh /tmp/build-mut/tests/batchlas_tests /tmp/shards-mut 12 > $RES/tests-mut.log 2>&1
t "mutant tests rc $?: $(grep -E '^gpu shards' $RES/tests-mut.log | tr '\n' ' ')"
grep -E 'FAILED  \] ' $RES/tests-mut.log | sort -u > $RES/mutant-failed.txt
t "mutant: $(wc -l < $RES/mutant-failed.txt) failing test lines"
t done; pack
