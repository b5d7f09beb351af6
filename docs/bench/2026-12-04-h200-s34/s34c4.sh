#!/usr/bin/env bash
# Session 34, call 4 (the landing tree: SimtWarpXL on float's Left 32 x 128 trmm N and Right
# 64 x 64 tiles, no switch; PTX-identical to call 3's BATCHLAS_AB_FLX=3 instances), about 400 s:
# side + routes-agree tests; trmm/symm float rows re-tuned; issue 7's shapes with `auto` on the
# re-tuned tables; the whole GPU suite; memcheck / racecheck; a mutant (the 16-byte epilogue store
# taken while only row i < m, not i + 3 < m) that the side tests must catch.
set -u
source scripts/lib/device_call.sh call4
M=/tmp/mut4; rm -rf $M; mkdir -p $M; git ls-files -z | xargs -0 cp --parents -t $M
sed -i 's|if (vec \&\& i + 3 < p.m) {|if (vec \&\& i < p.m) {|' $M/src/kernels/level3/side_tiles.cu
grep -c "if (vec && i < p.m) {" $M/src/kernels/level3/side_tiles.cu > $RES/mutant-applied.txt
( cmake -S $M -B /tmp/build-mut4 -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg-mut.log 2>&1
  cmake --build /tmp/build-mut4 -j 5 --target batchlas_tests > $RES/build-mut.log 2>&1; echo "mutant build rc $?" >> $RES/log.txt ) &
MP=$!
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-side 16 > $RES/tests-side.log 2>&1
t "side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-side.log | head -8 | tr '\n' ' ')"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--op trmm,symm --dtype s --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress"
timeout 100 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 80 --m 32,128 --n 256,512 > $RES/tune1.log 2>&1
t "tune 1 rc $?: $(tail -1 $RES/tune1.log)"; pack
timeout 100 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 80 --n 128,256,1024 > $RES/tune2.log 2>&1
t "tune 2 rc $?: $(tail -1 $RES/tune2.log)"; pack
for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  m=$(echo $c | cut -d' ' -f2)
  S7="$c --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
  BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,blocked,recursive,expand --csv $RES/issue7-trmm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand,blocked,recursive --csv $RES/issue7-symm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand,blocked,recursive --csv $RES/issue7-hemm-m$m.csv > /dev/null 2>&1
  t "issue 7 m=$m"; pack
done
wait $MP; t "$(grep 'mutant build' $RES/log.txt)"
GTEST_FILTER='SideNative/float.*:RoutesAgree/float.*' timeout 60 bash scripts/lib/gpu_shards.sh /tmp/build-mut4/tests/batchlas_tests /tmp/shards-mut 16 > $RES/tests-mut.log 2>&1
t "mutant tests rc $?: $(grep -E '^gpu shards' $RES/tests-mut.log | tr '\n' ' ')"
grep -E 'FAILED  \] .*\(' $RES/tests-mut.log | sort -u > $RES/mutant-failed.txt; pack
timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack
