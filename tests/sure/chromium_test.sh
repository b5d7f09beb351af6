#!/usr/bin/env bash
# Renders the catalog and loads every page in headless Chromium: no console message (an
# uncaught error shows up as one), no network reference, and on operator pages the page's
# own self-test (#selftest: one step must advance the animation) reports PASS.
# Usage: chromium_test.sh BATCHLAS_SURE SURE_DIR WORK_DIR. Exit 77 (skip) without chromium.
set -u
tool=$1 sure_dir=$2 work=$3
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "SKIP: chromium is not installed (apt-get install chromium)"
    exit 77
fi
rm -rf "$work" && mkdir -p "$work"
"$tool" render "$sure_dir"/*.sure -o "$work/catalog" || exit 1
fail=0
pages=0
for page in "$work"/catalog/*.html; do
    name=$(basename "$page" .html)
    pages=$((pages + 1))
    if grep -Eq '(src|href)="(https?:)?//' "$page"; then
        echo "FAIL $name: references the network"
        fail=1
    fi
    profile=$(mktemp -d "$work/profile.XXXXXX")
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --enable-logging=stderr --v=0 \
        --dump-dom "file://$page#selftest" >"$work/$name.dom" 2>"$work/$name.log"
    rc=$?
    rm -rf "$profile"
    if [ $rc -ne 0 ] || [ ! -s "$work/$name.dom" ]; then
        echo "FAIL $name: chromium exited with $rc"; tail -5 "$work/$name.log"; fail=1; continue
    fi
    if grep -q ':CONSOLE' "$work/$name.log"; then
        echo "FAIL $name: console output"; grep ':CONSOLE' "$work/$name.log"; fail=1
    fi
    if grep -q '<pre id="errors">[^<]' "$work/$name.dom"; then
        echo "FAIL $name: page reported errors"; fail=1
    fi
    if [ "$name" != index ]; then
        result=$(grep -o 'SELFTEST [A-Z]*[^<]*' "$work/$name.dom" | head -1)
        case "$result" in
            "SELFTEST PASS"*) echo "ok   $name: $result" ;;
            *) echo "FAIL $name: self-test said '${result:-nothing}'"; fail=1 ;;
        esac
    else
        echo "ok   index"
    fi
done
[ $pages -ge 2 ] || { echo "FAIL: no pages rendered"; fail=1; }
# #t=-2 opens the frame before the last (a negative frame counts from the end, it does not clamp):
# the self-test then steps from frame frames-2 to frames-1 and must pass.
page=$(ls "$work"/catalog/*.html | grep -v '/index.html$' | head -1)
profile=$(mktemp -d "$work/profile.XXXXXX")
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --dump-dom "file://$page#t=-2&selftest" >"$work/last.dom" 2>/dev/null
rm -rf "$profile"
result=$(grep -o 'SELFTEST [A-Z]*[^<]*' "$work/last.dom" | head -1)
if [[ "$result" =~ ^SELFTEST\ PASS:\ frame\ ([0-9]+)\ -(\>|\&gt\;)\ ([0-9]+)\ of\ ([0-9]+) ]] &&
   [ $((BASH_REMATCH[1] + 2)) = "${BASH_REMATCH[4]}" ] && [ $((BASH_REMATCH[3] + 1)) = "${BASH_REMATCH[4]}" ]; then
    echo "ok   #t=-2: $result"
else
    echo "FAIL #t=-2 did not open the frame before the last: '${result:-nothing}'"; fail=1
fi
exit $fail
