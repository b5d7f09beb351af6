#!/usr/bin/env bash
# Prepared in session 52 (any card; an H200 preferred; about 330 s after a fresh start, then up to
# 290 s of GPU probes at the end): does the
# L2 fetch granularity bound the small triangles? Session 52's ncu of stream float syr n = 32 on
# an H100 (c3/ncu-stream-syr-s32.txt): DRAM read 863.6 MB where L1 asked L2 for 719.6 MB
# (22.5 M sectors) and the triangle's 32-byte sectors hold 704.6 MB; 64-byte pieces hold 838.9 MB
# (3,072 + 128 bytes an item): the reads look like 64-byte pieces. Written 658.9 MB: within 2% of the sectors'
# 2,560 bytes an item. At 64-byte reads the cap at n = 32 is 0.756 of copy, not 0.83.
# batchlas-bench --l2-fetch-granularity sets cudaLimitMaxL2FetchGranularity (a hint) before
# measuring; the device line of each run says what held (v0: the driver's, v1: 32 bytes).
# Prediction: if the hint takes, DRAM reads at syr s 32 drop to about 720 MB and the triangle
# kernels gain 1.05-1.20x at float n = 16-64 (where a 64-byte piece holds rows outside the
# triangle); 1.00x at n = 8 (each column one 32-byte sector, read whole either way) and for the
# full-matrix kernels (ger, gemv). The floors are not measured (--no-floors): under the hint
# they would differ between the variants; the ratio of times is what counts.
set -u
source scripts/lib/device_call.sh s53l2 ${S53_BUILD:-s53}
call_build
gpu_name
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --no-reference --no-floors"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  G=""; [ $v = 1 ] && G="--l2-fetch-granularity 32"
  timeout 40 $B $R $G --op syr,syr2 --dtype s,d --n 8,16,32,64 --family stream,packed --csv $RES/ab/v$v-a$r.csv > $RES/ab/v$v-a$r.txt 2>&1
  timeout 30 $B $R $G --op symv,trmv --dtype s,d --n 8,16,32,64 --family native --csv $RES/ab/v$v-b$r.csv > /dev/null 2>&1
  timeout 30 $B $R $G --op ger,gemv --dtype s --n 8,32 --family native,stream --csv $RES/ab/v$v-c$r.csv > /dev/null 2>&1
  timeout 40 $B $R $G --op syrk,trmm,symm --dtype s,c --n 8,16,32 --family tiny --csv $RES/ab/v$v-d$r.csv > /dev/null 2>&1
done; t "round $r"; pack; done
grep -h 'L2 fetch' $RES/ab/v*-a1.txt | sort -u >> $RES/log.txt
for fam in stream packed native tiny; do
  python3 docs/bench/2026-12-05-s40/ab.py $RES/ab $fam v0 v1 > $RES/ab-$fam.txt 2>&1; cat $RES/ab-$fam.txt >> $RES/log.txt
done
pack
for v in 0 1; do
  G=""; [ $v = 1 ] && G="--l2-fetch-granularity 32"
  timeout 60 ncu --kernel-name regex:rank_stream --launch-skip 2 --launch-count 1 --section SpeedOfLight \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum \
    $B $G --op syr --dtype s --uplo L --n 32 --batch saturate --family stream --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-v$v.txt 2>&1
  t "ncu v$v rc $?: $(grep -E 'dram__bytes|lts__t_sectors|Duration' $RES/ncu-v$v.txt | awk '{print $1, $(NF-1), $NF}' | tr '\n' ';')"
done
# Then the GPU probes (docs/bench/2026-12-06-s52/probes: helper-94's host probes on a CUDA queue,
# managed memory, sentinels and NaN poisoning against a long-double loop; never run on a GPU).
timeout 290 bash docs/bench/2026-12-06-s52/probes/build-and-run.sh $BD $RES/probes > /dev/null 2>&1
t "probes rc $?: $(head -2 $RES/probes/summary.txt | tr '\n' ' ')"
t done; pack
