#!/usr/bin/env bash
# Session 60 call E (an H200 only; about 330 s after a fresh start): s60a.sh without its
# sanitizer step, for the H200's counts (stale: issue 5's 209 of 272 from sessions 17-19, issue
# 10's 91 of 104 from session 50, issue 7's from session 40). Runs nothing on another card.
set -u
if ! nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200; then
  echo "not an H200: $(nvidia-smi --query-gpu=name --format=csv,noheader); nothing run"; exit 0
fi
source scripts/lib/device_call.sh s60e s60e
call_build
gpu_name
gpu_suite '*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' 150; pack
count_issue 7 $RES/issues; pack
left issue10 90 && { count_issue 10 $RES/issues; pack; }
left issue5 60 && { count_issue 5 $RES/issues; pack; }
left issue6 40 && { count_issue 6 $RES/issues; pack; }
t done; pack
