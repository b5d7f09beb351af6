#!/usr/bin/env bash
# session 22 call 1 (branch s22-dmma16, the prepared wip/dmma16 rebased on main): real double's
# MMA engine as two m8n8k4 (-DBATCHLAS_DMMA16=0, main's form), one m16n8k4 (=1) or one m16n8k8
# (=2). Issue 6's and 7's double cells (native families) on each build, speed-up over cuBLAS in
# each run; the double GPU tests on 1 and 2.
set -u
S=$(date +%s)
R=/tmp/r1; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
build() {  # build VARIANT TARGETS...
  local v=$1; shift
  cmake -S . -B /tmp/bd$v -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON "-DCMAKE_CUDA_FLAGS=-DBATCHLAS_DMMA16=$v" > $R/cfg$v.log 2>&1
  cmake --build /tmp/bd$v -j 16 --target "$@" > $R/build$v.log 2>&1; t "build $v rc $?"; tail -2 $R/build$v.log
}
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
bench() {  # bench VARIANT
  local v=$1 B=/tmp/bd$1/tools/bench/batchlas-bench
  timeout 60 $B --op syrk --trans T --dtype d --n 32 --k 256 --batch 2048 --family gram,triangular $LB --csv $R/i6-$v.csv > $R/i6-$v.txt 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 64 --k 1024 --batch 1024 --family gram,triangular $LB --csv $R/i6b-$v.csv > $R/i6b-$v.txt 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family gram,triangular $LB --csv $R/i6c-$v.csv > $R/i6c-$v.txt 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular $LB --csv $R/i6d-$v.csv > $R/i6d-$v.txt 2>&1
  timeout 60 $B --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family triangular $LB --csv $R/i6e-$v.csv > $R/i6e-$v.txt 2>&1
  timeout 60 $B --op syr2k --trans T --dtype d --n 512 --k 512 --batch 512 --family triangular $LB --csv $R/i6f-$v.csv > $R/i6f-$v.txt 2>&1
  local k=0
  for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    k=$((k + 1))
    timeout 60 $B --op trmm --dtype d --side L,R --uplo L --trans N --diag N $s --family triangular $LB --csv $R/i7t$k-$v.csv > $R/i7t$k-$v.txt 2>&1
    timeout 60 $B --op symm --dtype d --side L,R --uplo L $s --family direct $LB --csv $R/i7s$k-$v.csv > $R/i7s$k-$v.txt 2>&1
  done
  t "bench $v done"
}
build 1 batchlas_tests batchlas-bench
build 0 batchlas-bench
bench 1; bench 0; pack
timeout 120 env GTEST_FILTER='*/double.*' bash scripts/lib/gpu_shards.sh /tmp/bd1/tests/batchlas_tests $R/tests1 16 > $R/tests1.log 2>&1
t "double tests (1) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests1.log | head -12 | tr '\n' ' ')"
pack
build 2 batchlas_tests batchlas-bench
bench 2; pack
timeout 120 env GTEST_FILTER='*/double.*' bash scripts/lib/gpu_shards.sh /tmp/bd2/tests/batchlas_tests $R/tests2 16 > $R/tests2.log 2>&1
t "double tests (2) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests2.log | head -12 | tr '\n' ' ')"
t done; pack
