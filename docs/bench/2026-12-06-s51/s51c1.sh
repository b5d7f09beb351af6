#!/usr/bin/env bash
# Session 51 call 1 (any card; about 450 s on a fresh machine): the `stream` families of the rank
# updates (rank_stream.cuh: the batch's packs as one flat list, a thread per pack, new this
# session, never run).
# 1. the Level-2 rank-update tests, every family pinned (stream included), and the stream tests;
# 2. memcheck and racecheck of StreamRankUpdatesSanitizerLight;
# 3. bench-l2-families.sh (native, packed, stream side by side, n = 8..1024, saturating batch)
#    and issue 5's rank-update cells counted from it;
# 4. the six ops' sm_90 tables re-tuned with stream among the families (RES/tuned: copy into
#    tuned/ if the card was an H200 and the tests passed).
# Prediction: float syr / syr2 at n = 8 / 16 / 32 from 0.32 / 0.46 / 0.50 of copy toward the
# sector caps 0.59 / 0.72 / 0.83 (about 0.53 / 0.65 / 0.75); double and complex at n <= 64
# 1.0-1.2x packed; at n >= 256 no better than the tiles (half the threads of a warp idle
# nowhere, but no reuse of x either: about equal).
set -u
source scripts/lib/device_call.sh s51c1 s51
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
F='Level2Native/*Stream*:Level2Native/*Syr*:Level2Native/*Ger*:Level2Native/*TinySize*:Syr/*:Syr2/*:Her/*:Her2/*:Ger/*:Gerc/*'
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter="$F" --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -12 | tr '\n' ' ')"; pack
sanitize 'Level2Native/*StreamRankUpdatesSanitizerLight*' 120; pack
BUILD_DIR=$BD OUT=$RES/l2 timeout 200 bash scripts/bench-l2-families.sh > $RES/l2.log 2>&1; t "l2 families rc $?"
python3 scripts/issue_targets.py 5 $RES/l2/l2-families.csv > $RES/l2/targets.txt 2>&1
t "issue 5 (rank updates, ger): $(tail -1 $RES/l2/targets.txt)"
python3 - $RES/l2/l2-families.csv >> $RES/log.txt <<'PY'
import csv, sys, collections
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r['status'] == 'ok' and r['op'] not in ('gemv',)]
best = collections.defaultdict(dict)
for r in rows:
    best[(r['op'], r['dtype'], int(r['n']))][r['family']] = float(r['frac_floor'] or 'nan')
print('op dtype n native packed stream stream/best-other')
for k in sorted(best):
    f = best[k]; o = max(f.get('native', 0), f.get('packed', 0))
    print(*k, *(f"{f.get(x, float('nan')):.3f}" for x in ('native', 'packed', 'stream')), f"{f.get('stream', 0) / o:.2f}" if o else '-')
PY
pack
timeout 120 $BD/tools/tune/batchlas-tune --op ger,gerc,syr,her,syr2,her2 --out $RES/tuned --saturate-bytes 256M \
  --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --no-progress --commit $(git rev-parse --short HEAD) > $RES/tune.log 2>&1
t "tune rc $?: stream first in $(cat $RES/tuned/*.sm_90.txt | grep -c ': stream') of $(cat $RES/tuned/*.sm_90.txt | grep -c '^dtype') rows"
t done; pack
