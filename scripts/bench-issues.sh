#!/usr/bin/env bash
# The target shapes of the open performance issues (6, 7, 10, 5), each family beside cuBLAS in
# the same run; one CSV per issue in $OUT. About 4 minutes on the H200.
#   BUILD_DIR (default build-gpu), OUT (default $BUILD_DIR/bench-issues), ONLY (e.g. "7 10"),
#   BENCH_EXTRA (more batchlas-bench options for every run, e.g. "--l2-fetch-granularity 32").
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-issues}
ONLY=${ONLY:-"6 7 10 5"}
mkdir -p "$OUT"
B=$BUILD_DIR/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress ${BENCH_EXTRA:-}"
want() { [[ " $ONLY " == *" $1 "* ]]; }
. scripts/lib/bench_run.sh
run() { bench_run "$1" 120 "${@:2}"; }  # run CSVNAME ARGS...

if want 6; then  # syrk/herk gram + triangular, syr2k/her2k, issue 6's shapes (A is k x n)
  for op in "syrk --trans T --dtype s,d,c" "herk --trans C --dtype c"; do
    run issue6 --op $op --n 32 --k 256 --batch 2048 --family gram,triangular,gemm_fold
    run issue6 --op $op --n 64 --k 1024 --batch 1024 --family gram,triangular,gemm_fold,blocked,recursive
    run issue6 --op $op --n 128 --k 1024 --batch 512 --family gram,triangular,gemm_fold,blocked,recursive,recursive_native
    run issue6 --op $op --n 512 --k 512 --batch 512 --family triangular,gemm_fold,blocked,recursive,recursive_native,auto
    run issue6 --op $op --n 1024 --k 1024 --batch 64 --family triangular,gemm_fold,blocked,recursive,recursive_native,auto
  done
  run issue6 --op syr2k --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family triangular,gemm_fold
  run issue6 --op her2k --trans C --dtype c --n 512 --k 512 --batch 512 --family triangular,gemm_fold
fi

if want 7; then  # trmm both sides, symm/hemm, issue 7's shapes
  for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    run issue7 --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular,expand,blocked,recursive,vendor
    run issue7 --op symm --dtype s,d --side L,R --uplo L $s --family direct,expand,blocked,vendor
    run issue7 --op hemm --dtype c --side L,R --uplo L $s --family direct,expand,blocked,vendor
  done
fi

if want 10; then  # the tiny family, n = 4, 8, 16, 32, every Level-3 op, saturating batch
  run issue10 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny,vendor
  run issue10 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny,vendor
fi

if want 5; then  # Level-2: native vs packed families; symv, hemv, trmv (native only)
  OUT=$OUT bash scripts/bench-l2-families.sh
  L2="--n 8,16,32,64,128,256,512,1024 --batch saturate --family native"
  run issue5 --op symv,hemv --dtype s,d,c,z $L2
  run issue5 --op trmv --trans N,T --dtype s,d,c,z $L2
fi
echo "bench-issues: done"
