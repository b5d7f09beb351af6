#!/usr/bin/env bash
# Session 32, call 4 (the landing tree s32-land): trmm/symm/hemm re-tuned at issue 7's m = 32 and
# 128 rows (x n = 256, 512, into RES/tuned, merged); issue 7's four shapes, Left / Right, `auto` on
# those tables and every family, same run. About 350 s. Run twice: the first run reused call 3's
# build folder, where the copied-in side_tiles.cu (older mtime) did not replace call 3's mutant
# object, so it measured the mutant; the second run touches the source first (build.log shows the
# recompile) and is the one kept.
set -u
source scripts/lib/device_call.sh s32c4
BD=/tmp/build-s32c3   # call 3's tree when the machine is still warm
touch src/kernels/level3/side_tiles.cu  # call 3 left a mutant object there
CALL_TARGETS=batchlas-tune call_build
TN=$RES/tuned; cp -r tuned $TN
timeout 130 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 100 --no-floors --no-progress --m 32,128 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"; pack
for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  m=$(echo $c | cut -d' ' -f2)
  S7="$c --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
  BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,blocked,recursive,expand,tiny --csv $RES/issue7-trmm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand,blocked,recursive,tiny --csv $RES/issue7-symm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand,blocked,recursive,tiny --csv $RES/issue7-hemm-m$m.csv > /dev/null 2>&1
  t "issue 7 m=$m"; pack
done
t done; pack
