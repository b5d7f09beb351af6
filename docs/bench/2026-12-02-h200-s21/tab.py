#!/usr/bin/env python3
"""A/B table of a call: tab.py DIR -> per case, each knob's vs_cublas and median (us)."""
import csv, glob, os, sys, collections
d = sys.argv[1]
rows = collections.OrderedDict()
knobs = []
for f in sorted(glob.glob(os.path.join(d, '*.csv'))):
    base = os.path.basename(f)[:-4]
    op, shape, knob = base.split('-')
    if knob not in knobs: knobs.append(knob)
    for r in csv.DictReader(open(f)):
        if r['family'] in ('cublas',): continue
        key = (r['op'], r['dtype'], r['side'], r['m'], r['n'], r['batch'])
        rows.setdefault(key, {})[knob] = (float(r['vs_cublas'] or 'nan'), float(r['median_us']), r['frac_floor'])
order = [k for k in ['old', 'oldexpand', 'nonarrow', 'new', 'ns5', 'ns8', 'rmw8', 'rmw32'] if k in knobs]
print('op dtype side m n batch | ' + ' | '.join(order) + '   (x cuBLAS, us)')
for k, v in rows.items():
    print(' '.join(k), '|', ' | '.join(f"{v[o][0]:.2f} {v[o][1]:.0f}" if o in v else '-' for o in order))
