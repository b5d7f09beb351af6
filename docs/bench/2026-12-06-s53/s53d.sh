#!/usr/bin/env bash
# Session 53 call D (any card; about 480 s after a fresh start): the 32-byte L2 fetch hint set by
# the library around its own triangle launches (core/cuda/fetch_hint.hh, Settings::l2_fetch_hint)
# against no hint (v0: BATCHLAS_L2_FETCH_HINT=0) and against the hint set once for the whole
# context by the bench (v2: knob 0 + --l2-fetch-granularity 32, call 1's v1). v1: main's rule.
# Prediction: if the driver takes the limit at each launch, v1 = v2 wherever the rule sets it
# (1.02-1.23x v0 at 64-byte columns and more, call 1) and v1 = v0 elsewhere (float n = 8, ger,
# gemv), and at batch 64 (launch-bound) v1 costs v0 under 2% for its three API calls a call.
# If the driver applies the limit to the context at once, v1 = v0 everywhere (the restore lands
# before the kernel runs). Then the tests, and issues 5 and 10 counted under main's rule.
set -u
source scripts/lib/device_call.sh s53d ${S53_BUILD:-s53}
call_build
gpu_name
gpu_tests 'FetchHint.*:Concurrency.*:Level2Native/*SyrHerSyr2Her2RoutesAgree:Level2Native/*SymvAndHemvRoutesAgree:Level2Native/*TrmvRoutesAgree:Tiny/*.SyrkEveryFlagEveryExtent:Tiny/*.TrmmEveryFlagEveryExtent' 150; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --no-floors"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1 2; do
  G=""; [ $v = 2 ] && G="--l2-fetch-granularity 32"
  K=""; [ $v != 1 ] && K="BATCHLAS_L2_FETCH_HINT=0"
  env $K timeout 40 $B $R $G --batch saturate --op syr,syr2 --dtype s,d --n 8,16,32,64,128,512 --family stream,packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  env $K timeout 40 $B $R $G --batch saturate --op her,her2 --dtype c,z --n 8,16,32,64 --family stream,packed --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
  env $K timeout 40 $B $R $G --batch saturate --op symv,trmv --dtype s,d --n 8,16,32,64,128 --family native --csv $RES/ab/v$v-c$r.csv > /dev/null 2>&1
  env $K timeout 30 $B $R $G --batch saturate --op hemv --dtype c --n 8,16,32,64 --family native --csv $RES/ab/v$v-e$r.csv > /dev/null 2>&1
  env $K timeout 30 $B $R $G --batch saturate --op ger,gemv --dtype s --n 8,32 --family native,stream --csv $RES/ab/v$v-f$r.csv > /dev/null 2>&1
  env $K timeout 50 $B $R $G --batch saturate --op syrk,trmm,symm --dtype s,d,c,z --n 8,16,32 --family tiny --csv $RES/ab/v$v-d$r.csv > /dev/null 2>&1
  env $K timeout 40 $B $R $G --batch saturate --op herk,her2k,hemm --dtype c,z --n 16,32 --family tiny --csv $RES/ab/v$v-g$r.csv > /dev/null 2>&1
  env $K timeout 20 $B $R $G --batch 64 --op syr --dtype s --n 32 --family stream --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
  env $K timeout 20 $B $R $G --batch 64 --op syrk --dtype s --n 16 --family tiny --csv $RES/ab/v$v-i$r.csv > /dev/null 2>&1
done; t "round $r"; pack; done
grep -h 'L2 fetch' $RES/ab/v*-a1.txt | sort -u >> $RES/log.txt
for fam in stream packed native tiny; do
  python3 docs/bench/2026-12-05-s40/ab.py $RES/ab $fam v0 v1 v2 > $RES/ab-$fam.txt 2>&1; cat $RES/ab-$fam.txt >> $RES/log.txt
done
pack
ONLY="5" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues5.log 2>&1
python3 scripts/issue_targets.py 5 $RES/issues/l2-families.csv $RES/issues/issue5.csv > $RES/issues/targets5.txt 2>&1
t "issue 5: $(tail -1 $RES/issues/targets5.txt)"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 90 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-06-s50/c4/issues/issue10.csv > $RES/issues/targets10.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets10.txt)"
t done; pack
