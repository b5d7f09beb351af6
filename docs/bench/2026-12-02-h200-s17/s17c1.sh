#!/usr/bin/env bash
# session 17 call 1 (main 034e198): issue 5's whole table (every Level-2 op, n = 8..1024, native and
# packed with cuBLAS beside), and ncu of the symv/hemv/trmv/gemv kernels that miss.
set -u
S=$(date +%s)
R=/tmp/r1; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
BD=/tmp/b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 8,16,32,64,128,256,512,1024"
run() { local name=$1; shift; timeout 150 $B "$@" $RC --csv $R/$name.csv > $R/$name.log 2>&1; t "$name rc $?"; }
run gemv --op gemv --dtype s,d,c,z --trans N,T --family native,packed
run ger --op ger,syr,syr2 --dtype s,d --family native,packed
run gerc --op gerc,her,her2 --dtype c,z --family native,packed
run symv --op symv --dtype s,d,c,z --family native
run hemv --op hemv --dtype c,z --family native
run trmv --op trmv --dtype s,d,c,z --trans N,T --family native
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { local name=$1 k=$2; shift 2; timeout 60 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof symv-s512 symv --op symv --dtype s --n 512 --family native
prof symv-s128 symv --op symv --dtype s --n 128 --family native
prof symv-d512 symv --op symv --dtype d --n 512 --family native
prof symv-c256 symv --op symv --dtype c --n 256 --family native
prof trmv-s128 trmv --op trmv --dtype s --n 128 --family native
prof gemvT-s64 gemv --op gemv --trans T --dtype s --n 64 --family native
prof syr-s512 . --op syr --dtype s --n 512 --family packed
t done; pack
