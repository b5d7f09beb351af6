#!/usr/bin/env bash
# Session 64, after s64b.sh on the same machine (build s64d): complex<float>'s FP64 side tiles at
# 3 blocks an SM except the Right 32 x 64 tile (s64b: trmm there 0.964x), landed form: the
# complex<float> side suites, then issue 7's count.
set -u
source scripts/lib/device_call.sh s64e ${S64E_BUILD:-s64d}
call_build
gpu_name
gpu_tests 'SideNativeCfloat.*:SideNative/cfloat.*:SideNativeHerm/cfloat.*' 150 tests-cfloat.log; pack
left issue7 240 && { mkdir -p $RES/issues; count_issue 7 $RES/issues; pack; }
t done; pack
