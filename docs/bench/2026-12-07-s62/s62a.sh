#!/usr/bin/env bash
# Session 62 call A (any card; about 520 s after a fresh start): the whole GPU suite on main
# under session 61's default (float Gram tiles on the FP64 tensor cores: only the rank-k suites
# had run with it), then issue 6 counted (its float cells were measured by an A/B, never by the
# issue's own script), then issue 10 and issue 7 as the call's limit leaves time.
set -u
source scripts/lib/device_call.sh s62a s62a
call_build
gpu_name
gpu_suite '*' 260; pack
left issue6 120 && { count_issue 6 $RES/issues; pack; }
left issue10 90 && { count_issue 10 $RES/issues; pack; }
t done; pack
