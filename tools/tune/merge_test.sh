#!/usr/bin/env bash
# batchlas-tune --merge on the host: a quick sweep (n = 32, 128), then --merge of n = 32 alone.
# The merged table must keep the n = 128 row, hold the n = 32 row once, carry one '# merged:'
# line, and its CSV one row per cell.
#   merge_test.sh BATCHLAS_TUNE WORK_DIR
set -euo pipefail
tune=${1:?batchlas-tune}
dir=${2:?work directory}
rm -rf "$dir"
"$tune" --device host --op syrk --quick --out "$dir" --no-floors --no-progress
"$tune" --device host --op syrk --quick --n 32 --merge --out "$dir" --no-floors --no-progress
t="$dir/syrk.host.txt" c="$dir/syrk.host.csv"
fail() { echo "merge_test: $*"; cat "$t" "$c"; exit 1; }
[ "$(grep -c '^dtype=s uplo=L trans=N n=128 k=64 :' "$t")" = 1 ] || fail "the n = 128 row was not kept"
[ "$(grep -c '^dtype=s uplo=L trans=N n=32 k=64 :' "$t")" = 1 ] || fail "the n = 32 row is not there once"
[ "$(grep -c '^# merged: .*n=32 k=64' "$t")" = 1 ] || fail "no '# merged:' line for the n = 32 sweep"
[ "$(grep -c '^syrk,s,,L,N,,,,,32,64,' "$c")" = 1 ] || fail "the CSV's n = 32 cell is not there once"
[ "$(grep -c '^syrk,s,,L,N,,,,,128,64,' "$c")" = 1 ] || fail "the CSV's n = 128 cell was not kept"
[ ! -e "$dir/syrk.host.new.csv" ] || fail "the sweep's own CSV was left behind"
echo "merge_test: ok"
