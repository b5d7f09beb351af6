#!/usr/bin/env bash
# Session 54 call D (an H200 wanted; about 300 s after a fresh start): issues 5 and 10 counted on
# main under the driver's L2 fetch granularity, the bench alone built (no test binary: the
# device budget left is about 360 s). The H200's issue-5 count (209 of 272) predates the stream
# families (sessions 17-19); its issue-10 count (91 of 104) is session 50's.
set -u
source scripts/lib/device_call.sh s54d ${S54_BUILD:-s54d}
bench_build
gpu_name
count_issue 5 $RES/issues; pack
count_issue 10 $RES/issues
t done; pack
