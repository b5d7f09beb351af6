#!/usr/bin/env bash
# Session 52 call C (any card; about 330 s after a fresh start, less after s52a on the same
# machine): wip-warp-ring.patch (rank16_mma and square16_mma walk their items through one shared
# cp.async ring helper instead of two copies of the loop). Compiled in session 51: rank16's
# registers identical, symm16's moved 96-168 -> 113-160. It lands only if its tests pass, the
# sanitizers are clean and the A/B at n = 16 never loses.
# Prediction: rank16 and trmm16 1.00x (same code after inlining); symm16 / hemm16 0.97-1.03x.
set -u
source scripts/lib/device_call.sh s52c s52
call_build
keep_variant 0
D=docs/bench/2026-12-06-s51
git apply $D/wip-warp-ring.patch || { t "patch does not apply"; pack; exit 1; }
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > $RES/build1.log 2>&1; t "v1 build rc $?"
keep_variant 1
F='TinyMma/*16*:Tiny/*Trmm*:Tiny/*Symm*:Tiny/*Hemm*:Tiny/*Syrk*:Tiny/*Herk*'
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter="$F" --gtest_brief=1 > $RES/tests1.log 2>&1
t "v1 tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests1.log | head -8 | tr '\n' ' ')"; pack
sanitize 'TinyMma/*16MmaSanitizerLight*' 120; pack
git apply -R $D/wip-warp-ring.patch
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --no-reference --n 16 --family tiny"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  with_variant $v timeout 40 /tmp/b$v $R --op trmm,symm --dtype s,d,c,z --side L,R --csv $RES/ab/v$v-a$r.csv > /dev/null 2>&1
  with_variant $v timeout 30 /tmp/b$v $R --op syrk --dtype s,d,z --trans N,T --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
  with_variant $v timeout 30 /tmp/b$v $R --op hemm,herk --dtype z --csv $RES/ab/v$v-c$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt
t done; pack
