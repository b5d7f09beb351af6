#!/usr/bin/env bash
# Session 60 call A (any card; about 420 s after a fresh start): s58e.sh's work (the side suite
# and issue 7's count on main as landed: the 4-step SIMT unroll on every float and
# complex<float> side tile, never run as landed), compute-sanitizer on complex<float>'s, then, as
# the call's limit leaves time,
# issues 10, 5 and 6 counted on the same card (an H200's counts are stale: issue 5's 209 of 272
# predates the stream families, issue 10's 91 of 104 is session 50's).
set -u
source scripts/lib/device_call.sh s60a s60a
call_build
gpu_name
gpu_suite '*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' 150; pack
count_issue 7 $RES/issues; pack
# compute-sanitizer on complex<float>'s side tiles, which took the unroll in session 59 (the
# knob form was sanitized on float's only). As session 60 ran it, racecheck of the two tests in
# one process ran past its 100 s (rc 124): s60c.sh reran it one test a process (76 s); a rerun
# of this script should take s60c.sh's form instead.
left sanitize 210 && { sanitize 'SideNative/cfloat.TrmmTriangularWideTiles:SideNativeHerm/cfloat.HemmDirectWideTiles' 100; pack; }
left issue10 90 && { count_issue 10 $RES/issues; pack; }
left issue5 150 && { count_issue 5 $RES/issues; pack; }
left issue6 60 && { count_issue 6 $RES/issues; pack; }
t done; pack
