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
# A missing old CSV is an empty one.
rm "$c"
"$tune" --device host --op syrk --quick --n 128 --merge --out "$dir" --no-floors --no-progress
[ "$(grep -c '^syrk,s,' "$c")" = 1 ] || fail "a missing CSV was not started afresh"
[ "$(grep -c '^dtype=s uplo=L trans=N n=32 k=64 :' "$t")" = 1 ] || fail "the n = 32 row was lost"
# Rows with a batch key merged into a table without: refused before measuring, nothing changed.
cp "$t" "$dir/before.txt"
if "$tune" --device host --op syrk --quick --n 32 --batch 4,saturate --merge --out "$dir" --no-floors \
     --no-progress 2>"$dir/err.txt"; then fail "a batch-key mismatch was merged"; fi
grep -q 'batch key' "$dir/err.txt" || fail "the refusal does not name the batch key: $(cat "$dir/err.txt")"
cmp -s "$t" "$dir/before.txt" || fail "a refused merge changed the table"
# --m: rows off m = n, merged beside the square ones; an op without m refused before measuring.
"$tune" --device host --op trmm --quick --n 16 --out "$dir" --no-floors --no-progress
"$tune" --device host --op trmm --quick --m 8 --n 16 --merge --out "$dir" --no-floors --no-progress
t="$dir/trmm.host.txt"
[ "$(grep -c '^dtype=s side=L uplo=L trans=N diag=N m=16 n=16 :' "$t")" = 1 ] || fail "the square trmm row was not kept"
[ "$(grep -c '^dtype=s side=L uplo=L trans=N diag=N m=8 n=16 :' "$t")" = 1 ] || fail "no m = 8 n = 16 trmm row"
grep -q '^# merged: .* m=8 n=16 ' "$t" || fail "the merged grid does not name m = 8"
cp "$t" "$dir/before.txt"
if "$tune" --device host --op trmm,syrk --quick --m 8 --out "$dir" --no-floors --no-progress 2>"$dir/err.txt"; then
  fail "--m was taken for syrk"
fi
grep -q -- '--m: syrk has no m extent' "$dir/err.txt" || fail "the --m refusal does not name syrk: $(cat "$dir/err.txt")"
cmp -s "$t" "$dir/before.txt" || fail "the refused --m run changed the trmm table"
grep -q '^# merged: .*device host' "$t" || fail "the merged line does not name the device"
# A table measured at one fixed batch takes no cells measured at another (or at saturation).
"$tune" --device host --op gemv --quick --n 16 --batch 8 --out "$dir" --no-floors --no-progress
t="$dir/gemv.host.txt"
cp "$t" "$dir/before.txt"
if "$tune" --device host --op gemv --quick --n 16 --merge --out "$dir" --no-floors --no-progress 2>"$dir/err.txt"; then
  fail "saturating cells were merged into a batch-8 table"
fi
grep -q 'cells ran at batch 8 and this sweep.s would run at batch saturate(8 MiB)' "$dir/err.txt" ||
  fail "the refusal does not name both batches: $(cat "$dir/err.txt")"
cmp -s "$t" "$dir/before.txt" || fail "a refused merge changed the gemv table"
# Every table is checked before any op is measured: syrk (merge-compatible) stays untouched when
# gemv's table refuses the sweep.
cp "$dir/syrk.host.txt" "$dir/syrk-before.txt"
if "$tune" --device host --op syrk,gemv --quick --n 32 --merge --out "$dir" --no-floors --no-progress 2>"$dir/err.txt"; then
  fail "a sweep gemv's table refuses was merged"
fi
cmp -s "$dir/syrk.host.txt" "$dir/syrk-before.txt" || fail "syrk was measured and written before gemv's refusal"
# The batch comes from the '# grid:' line (tune before 7fab30e wrote "saturating batch" in the
# no-batch-key line whatever --batch was).
sed -i 's/every cell ran at batch 8/every cell ran at saturating batch/' "$t"
"$tune" --device host --op gemv --quick --n 16 --batch 8 --merge --out "$dir" --no-floors --no-progress ||
  fail "a batch-8 sweep was refused by a batch-8 table with the old wording"
echo "merge_test: ok"
