#!/usr/bin/env bash
# Session 60 call C (the machine s60a.sh warmed; 76 s): compute-sanitizer racecheck of
# complex<float>'s side tiles, one test a process, both at once, 300 s each (in s60a.sh the two
# tests in one process ran past its 100 s).
set -u
source scripts/lib/device_call.sh s60c s60a
T=$BD/tests/batchlas_tests
for f in SideNative/cfloat.TrmmTriangularWideTiles SideNativeHerm/cfloat.HemmDirectWideTiles; do
  n=$(echo $f | tr '/.' '__')
  ( BATCHLAS_TEST_TARGET=gpu timeout 300 compute-sanitizer --tool racecheck --error-exitcode 9 $T --gtest_filter=$f --gtest_brief=1 > $RES/racecheck-$n.log 2>&1
    echo "rc $?" >> $RES/racecheck-$n.log ) &
done
wait
for l in $RES/racecheck-*.log; do t "$(basename $l): $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED|^rc' $l | tr '\n' ' ')"; done
pack
