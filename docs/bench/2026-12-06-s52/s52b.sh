#!/usr/bin/env bash
# Session 52 call B (after s52a.sh on the same warm machine; about 260 s): the six rank-update
# tables re-tuned on this card with the stream family (the committed rows put stream first only
# where session 51's H100 timed it >= 1.05x), then s50c6.sh's ncu of complex<float> at n = 32
# (syr2k on rank_mma, hemm on symm_mma: how busy the FP64 tensor pipe is), and of the stream
# kernel's DRAM bytes at float syr n = 32.
set -u
source scripts/lib/device_call.sh s52b s52
if [ "${S52B_TUNE:-1}" = 1 ]; then CALL_TARGETS=batchlas-tune call_build; else call_build; fi
gpu_name
# S52B_TESTS=1: main's GPU tests of what sessions 51-52 landed first (session 52 ran this call on
# an H100 that way, with S52B_TUNE=0: no H200 could be had, and the tables are the H200's).
# (That filter ran past its 150 s limit with no failure printed; call 4 ran a narrower one.)
[ "${S52B_TESTS:-0}" = 1 ] && { gpu_tests 'TinyMma/*:Tiny/*Symm*:Tiny/*Hemm*:Tiny/*Rank*:Level2Native/*Stream*:Level2NativeStream.*:FastDiv.*:Syr2/*:Her2/*'; pack; }
if [ "${S52B_TUNE:-1}" = 1 ]; then
  timeout 130 $BD/tools/tune/batchlas-tune --op ger,gerc,syr,her,syr2,her2 --out $RES/tuned --saturate-bytes 256M \
    --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --no-progress --commit $(git rev-parse --short HEAD) > $RES/tune.log 2>&1
  t "tune rc $?: stream first in $(cat $RES/tuned/*.sm_90.txt | grep -c ': stream') of $(cat $RES/tuned/*.sm_90.txt | grep -c '^dtype') rows"; pack
fi
ncu_tiny syr2k-c-mma rank_mma --op syr2k --dtype c --uplo L --trans N --n 32 --k 32; pack
ncu_tiny hemm-c-mma square_mma --op hemm --dtype c --side L --uplo L --n 32; pack
# stream float syr n = 32: the DRAM bytes read and written against the minimum (the triangle's
# 528 floats read and written an item; the sector cap counts 0.83 of copy there): where do
# session 51's 0.531 of copy (H100) go: extra sectors, or too few bytes in flight?
timeout 60 ncu --kernel-name regex:rank_stream --launch-skip 2 --launch-count 1 --section SpeedOfLight \
  --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy \
  --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_requests_srcunit_tex_op_write.sum \
  $B --op syr --dtype s --uplo L --n 32 --batch saturate --family stream --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 --csv $RES/stream-syr-s32.csv > $RES/ncu-stream-syr-s32.txt 2>&1
t "ncu stream syr s 32 rc $?: $(grep -E 'dram__bytes|lts__t_sectors|Duration|DRAM Throughput' $RES/ncu-stream-syr-s32.txt | awk '{print $1, $(NF-1), $NF}' | tr '\n' ';')"; pack
t done; pack
