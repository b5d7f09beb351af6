#!/usr/bin/env bash
# session 23 call 1 (main + batchlas-tune --m): the whole GPU suite; trmm, symm, hemm tuned at
# non-square shapes (m x n = {32,128} x {256,512} and {256,512} x {32,128}) merged into a copy of
# tuned/; the library's own choice (--family auto) at issue 7's shapes on the old and the new
# tables beside the families; ncu of double syrk `triangular` (n = 512) and `gram` (n = 128).
set -u
S=$(date +%s)
R=/tmp/r1; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
BD=/tmp/b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards1 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
# Non-square rows, merged into a copy of the committed tables.
TN=$R/tuned; cp -r tuned $TN
TU="$BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 100 --no-floors --no-progress --commit 56b20c9"
timeout 150 $TU --m 32,128 --n 256,512 > $R/tune1.log 2>&1; t "tune m<n rc $?: $(tail -1 $R/tune1.log)"
timeout 150 $TU --m 256,512 --n 32,128 > $R/tune2.log 2>&1; t "tune m>n rc $?: $(tail -1 $R/tune2.log)"
pack
B=$BD/tools/bench/batchlas-bench
R_=$R; OUT_=$OUT; OUT=$R; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024"; do
  BATCHLAS_TUNED_DIR=$TN bench_run issue7new 100 --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family auto,triangular,expand,blocked
  BATCHLAS_TUNED_DIR=$TN bench_run issue7new 100 --op symm --dtype s,d --side L,R --uplo L $s --family auto,direct,expand
  BATCHLAS_TUNED_DIR=$TN bench_run issue7new 100 --op hemm --dtype c --side L,R --uplo L $s --family auto,direct,expand
  bench_run issue7old 60 --op trmm,symm --dtype s,d --side L,R --uplo L --trans N --diag N $s --family auto
done
R=$R_; OUT=$OUT_
t "bench done"; pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress"
NS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section SchedulerStats --section InstructionStats"
prof() { local name=$1 k=$2; shift 2; timeout 80 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof syrk-d512-tri rankk_tiles --op syrk --dtype d --trans T --n 512 --k 512 --batch 128 --family triangular
prof syrk-d128-gram gram_tiles --op syrk --dtype d --trans T --n 128 --k 1024 --batch 512 --family gram
prof syrk-s512-tri rankk_tiles --op syrk --dtype s --trans T --n 512 --k 512 --batch 128 --family triangular
t done; pack
