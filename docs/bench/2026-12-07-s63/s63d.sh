#!/usr/bin/env bash
# Session 63 call D (after s63c and s63b on the same warm machine; build s63): issues 6 and 7
# counted with both FP64 switches on (BATCHLAS_SIDE_F64=1, BATCHLAS_RANKK_F64=1), then the whole
# GPU suite under them.
set -u
source scripts/lib/device_call.sh s63d s63
call_build
gpu_name
export BATCHLAS_SIDE_F64=1 BATCHLAS_RANKK_F64=1
mkdir -p $RES/issues
count_issue 7 $RES/issues; pack
count_issue 6 $RES/issues; pack
left suite 340 && gpu_suite '*' 330; pack
t done; pack
