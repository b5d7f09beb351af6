#!/usr/bin/env bash
# Prepared in session 35 for a later session's first device call (not yet run), about 260 s.
# Before it: git show f09ac61:src/kernels/tiny/tiny.cu > docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu
# Session 35's issue-10 run (call 5) read four tiny cells 3-5% below session 34's, cells whose
# kernels changed but which no same-run A/B covered: hemm complex<double> n = 8 (0.826 -> 0.787),
# her2k / syr2k complex<double> n = 4 (0.762 -> 0.728, 0.770 -> 0.736), syr2k double n = 8
# (0.734 -> 0.712); all still above their targets. A/B of main (C) against f09ac61's tiny.cu (A)
# in one run, libraries preloaded (keep_variant / with_variant), three rounds.
set -u
source scripts/lib/device_call.sh next1
call_build
keep_variant C
cp src/kernels/tiny/tiny.cu /tmp/tiny-C.cu
cp docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-a.log 2>&1; t "build A rc $?"; keep_variant A
cp /tmp/tiny-C.cu src/kernels/tiny/tiny.cu
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2 3; do
  for v in A C; do
    with_variant $v timeout 60 /tmp/b$v $R --op hemm,her2k,syr2k,herk,symm --dtype z --n 4,8 --csv $RES/v$v-z$r.csv > /dev/null 2>&1
    with_variant $v timeout 60 /tmp/b$v $R --op syr2k,syrk,symm,trmm --dtype d --n 8 --csv $RES/v$v-d$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vA vC > $RES/ab.txt 2>&1
t done; pack
