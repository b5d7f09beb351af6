# Sourced by the bench scripts: bench_run NAME LIMIT_S ARGS... runs "$B" ARGS $R (both set by the
# caller) under a time limit, appends its stdout table to $OUT/NAME.txt and its rows to
# $OUT/NAME.csv (one header). A run that fails or times out is noted in NAME.txt; what it wrote
# before that is kept (the bench writes its CSV row by row).
bench_run() {
  local name=$1 limit=$2
  shift 2
  local part=$OUT/.$name.$RANDOM.csv
  timeout -k 5 "$limit" "$B" "$@" $R --csv "$part" >>"$OUT/$name.txt" 2>&1 ||
    echo "bench_run: $name $* stopped (exit $?)" | tee -a "$OUT/$name.txt" >&2
  if [ -f "$part" ]; then
    if [ -f "$OUT/$name.csv" ]; then tail -n +2 "$part" >>"$OUT/$name.csv"; else cp "$part" "$OUT/$name.csv"; fi
    rm -f "$part"
  fi
}
