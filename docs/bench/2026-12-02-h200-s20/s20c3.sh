#!/usr/bin/env bash
# session 20 call 3 (main at 104e5fb, no kernel change): batchlas-tune of symv, hemv, trmv (their
# tables predate the sweep and the split); the whole GPU suite (9383e57's host-side refactor was
# not run on the GPU in session 19); the demo; ncu of gemv T complex<float> (tiles, the cells
# missed at n = 64-256) beside double.
set -u
S=$(date +%s)
R=/tmp/r3; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-demo batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
timeout 120 $BD/tools/tune/batchlas-tune --op symv,hemv,trmv --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 20 --no-floors --commit 104e5fb > $R/tune.log 2>&1; t "tune rc $?"
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats"
prof() { local name=$1; shift; timeout 60 ncu --kernel-name regex:gemv_t_tiles --launch-skip 2 --launch-count 1 $NS $B $PA $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
PA="--op gemv --trans T --dtype c --n 128"; prof gemvT-c128
PA="--op gemv --trans T --dtype c --n 256"; prof gemvT-c256
PA="--op gemv --trans T --dtype d --n 256"; prof gemvT-d256
timeout 60 $BD/tools/demo/batchlas-demo --csv tools/demo/data/wine.csv --label cultivar > $R/demo.log 2>&1; t "demo rc $?: $(grep -ciE ' ok|pass' $R/demo.log) ok lines, $(grep -ciE 'fail|mismatch' $R/demo.log) fail lines"
pack
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards3 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
t done; pack
