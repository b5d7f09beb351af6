#!/usr/bin/env bash
# session 26 call 5: DRAM bytes of the rank tiles against the minimum (ncu metrics; main's
# kernels): syr s n = 512 and 1024, syr d n = 1024 (tiles), ger s n = 1024 (rectangle) -- is
# float's 0.80 of copy extra traffic or a lower rate on the same traffic?
set -u
source scripts/lib/device_call.sh call5
call_build
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
prof() { local name=$1 kn=$2; shift 2; timeout 60 ncu --kernel-name regex:$kn --launch-skip 2 --launch-count 1 --metrics $M $B $P "$@" > $RES/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof syr-s1024 rank_tiles --op syr --dtype s --n 1024
prof syr-s512 rank_tiles --op syr --dtype s --n 512
prof syr-d1024 rank_tiles --op syr --dtype d --n 1024
prof ger-s1024 rank_update_packs --op ger --dtype s --n 1024
timeout 60 $B --op syr,ger --dtype s,d --n 512,1024 $P --csv $RES/sizes.csv > /dev/null 2>&1; t "sizes rc $?"
t done; pack
