#!/usr/bin/env bash
# Renders the SURE catalog into OUT and compares every page with the committed docs/catalog.
#   catalog_committed_test.sh BATCHLAS_SURE OUT FILE...   (run from the repository root; FILEs in
#   the sure_catalog target's order, which sets the index's rows)
set -euo pipefail
sure=$1 out=$2
shift 2
rm -rf "$out"
mkdir -p "$out"
"$sure" render "$@" -o "$out" > /dev/null
status=0
for f in "$out"/*.html; do
  name=$(basename "$f")
  if ! cmp -s "$f" "docs/catalog/$name"; then
    echo "docs/catalog/$name differs from what the renderer writes today" >&2
    status=1
  fi
done
for f in docs/catalog/*.html; do
  [ -e "$out/$(basename "$f")" ] || { echo "$f is not rendered from any sure/*.sure" >&2; status=1; }
done
[ $status -eq 0 ] || echo "regenerate: cmake --build BUILD --target sure_catalog, and commit docs/catalog" >&2
exit $status
