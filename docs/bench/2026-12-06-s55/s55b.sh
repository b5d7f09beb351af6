#!/usr/bin/env bash
# Session 55 call B (any card; about 330 s after a fresh start): session 54's s55-holes.sh (ger
# tight against ld = 2n, beside syr; ncu of ger s 512 with and without the gaps), then issue 10
# counted with the same bench (main: built in its own folder, so that call A's patched build
# cannot leak in).
set -u
S55_BUILD=s55m bash docs/bench/2026-12-06-s54/s55-holes.sh
source scripts/lib/device_call.sh s55b s55m
B=$BD/tools/bench/batchlas-bench
gpu_name
count_issue 10 $RES/issues
t done; pack
