#!/usr/bin/env bash
# session 10 call 1: A = wip/fold-aligned2 (bench only), B = main 97d937b (full build, whole GPU suite,
# memcheck, racecheck test by test with times, demo); then ncu of the fold on both.
set -u
S=$(date +%s)
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $OUT/log.txt; }
W=/tmp/ab
W=$W OUT=$OUT/ab A=.snapshot/a.tgz B=.snapshot/b.tgz REPEATS=7 \
 BENCH='--op syr,syr2 --dtype s,d --n 8,16,32,64,128,256,512 --batch saturate --family packed' \
 BENCH2='--op her,her2 --dtype c,z --n 8,16,32,64,128,256,512 --batch saturate --family packed' \
 timeout 260 bash scripts/gpu-ab.sh > /tmp/ab.log 2>&1
t "ab rc $?"
cd $W/src-b
SHARDS=16 HOST_TESTS=0 BUILD_DIR=$W/build-b OUT=$OUT/chk RACECHECK_FILTER='HostScalars.*' \
  timeout 300 bash scripts/gpu-check.sh > /tmp/chk.log 2>&1
t "check rc $?"
RF='RoutesAgree/cdouble.SymmHemmFamilies:Syrk/float.BetaZero*:Herk/cfloat.BetaZero*:Level2Native/double.TrmvRoutesAgree:Level2Native/double.SymvAndHemvRoutesAgree:RankkNative/float.SyrkNarrowShapesGramAndTriangular:RankkNativeHerm/cdouble.HerkNarrowShapesMatchGemmReference:Tiny/double.SymmEveryFlagEveryExtent:TinyHerm/cfloat.HerkEveryFlagEveryExtent:SideNative/float.TrmmTriangularAllFlagsSmall:SideNativeHerm/cdouble.HemmDirectAllFlagsSmall:Level2Native/float.PackedLayoutsSymvAndHemvRoutesAgree:Level2Native/cdouble.PackedLayoutsTrmvRoutesAgree:RankkNative/double.GramMoreItemsThanResidentBlocks:Tiny/float.GemmEveryTransEveryExtent:TinyHerm/cdouble.PackedAlignedHermitianOps:Level2Native/cfloat.SymvAndHemvRoutesAgree'
export BATCHLAS_TEST_TARGET=gpu
for f in ${RF//:/ }; do
  left=$((560 - $(date +%s) + S)); [ $left -lt 15 ] && { t "racecheck stopped before $f"; break; }
  lim=$((left < 60 ? left : 60)); t0=$(date +%s)
  timeout $lim compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter="$f" --gtest_brief=1 > /tmp/rc.log 2>&1
  rc=$?; t "racecheck $f rc $rc $(($(date +%s) - t0)) s: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' /tmp/rc.log | tr '\n' ' ')"
done
t done
