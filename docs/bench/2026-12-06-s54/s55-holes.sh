#!/usr/bin/env bash
# Prepared in session 54 for the next device session (any card; about 170 s after a fresh start):
# does a gap after every column cost the DRAM what the triangles lose past their byte caps?
# Sessions 53-54 (H100): the rank updates run their triangles at 0.86-0.87 of their byte caps
# while ger's full square runs 0.95 of copy (packed, stream); neither more bytes in flight (call A,
# the cp.async ring) nor the next tile's indices taken early (call C) moved them, and the tile
# kernel on ger's square (call B) ran float 0.90 against the rectangle's 0.95. Here ger on tight
# matrices (v0) against ld = 2n (v1, --ld-pad n: a gap as long as the column after each one, the
# triangle's average gap) with each family pinned; syr beside them.
# Prediction if the gaps cost the DRAM: every family of ger at ld = 2n falls toward syr's
# fraction (0.82-0.86 of copy at n = 256-1024 float, session 54 call B), gap/tight 0.90-0.93; if
# not, 0.98-1.02. Saturating batches differ (the padding counts in the stored bytes: half the
# items at ld = 2n), so the join compares fractions of the floor (per item), not times.
set -u
source scripts/lib/device_call.sh s55h ${S55_BUILD:-s55}
bench_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for n in 128 256 512 1024; do for v in 0 1; do
  P=0; [ $v = 1 ] && P=$n
  timeout 40 $B $R --batch saturate --op ger --dtype s,d --n $n --ld-pad $P --family packed,stream --csv $RES/ab/v$v-n$n-$r.csv > /dev/null 2>&1
done; done; t "round $r"; pack; done
timeout 40 $B $R --batch saturate --op syr --dtype s,d --n 128,256,512,1024 --family packed,stream --csv $RES/syr.csv > /dev/null 2>&1
# ab.py keeps padded and tight rows apart (its key holds the padding): join them here by shape.
python3 - $RES/ab > $RES/gaps.txt 2>&1 <<'PY'
import csv, glob, statistics, sys, collections
t = collections.defaultdict(list)
for f in glob.glob(sys.argv[1] + "/v*.csv"):
    v = f.rsplit("/", 1)[1][:2]
    for r in csv.DictReader(open(f)):
        if r["status"] == "ok": t[(r["op"], r["dtype"], int(r["n"]), r["family"], v)].append(float(r["frac_floor"]))
print("op dtype n family | tight gap (fractions of copy on the minimum bytes) | gap/tight")
for k in sorted({k[:4] for k in t}):
    a, b = (statistics.median(t[k + (v,)]) if t[k + (v,)] else None for v in ("v0", "v1"))
    print(*k, "|", a, b, "|", f"{b / a:.3f}" if a and b else "-")
PY
cat $RES/gaps.txt >> $RES/log.txt; pack
# ncu of ger s n = 512 on packed, tight and gapped: DRAM bytes and throughput, L2 hit rate.
for P in 0 512; do
  timeout 60 ncu --kernel-name-base demangled --kernel-name regex:rank_update --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct \
    $B --op ger --dtype s --n 512 --ld-pad $P --batch saturate --family packed --repeats 3 --warmup 1 \
    --no-reference --no-floors --no-progress > $RES/ncu-ger-s-512-pad$P.txt 2>&1
  t "ncu pad $P rc $?: $(grep -E '^ +(Duration|DRAM Throughput|dram__bytes_read.sum|dram__bytes_write.sum|lts__t_sector_hit_rate.pct) ' $RES/ncu-ger-s-512-pad$P.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
done
t done; pack
