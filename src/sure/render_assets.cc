// Inline stylesheet and script of the catalog pages (no network: nothing is fetched).
#include "html.hh"

namespace batchlas::sure::detail {

const char* const kCatalogCss = R"CSS(
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 1100px; padding: 0 1em; color: #222; }
h1 small { font-weight: normal; color: #666; font-size: 60%; }
h2 { border-bottom: 1px solid #ddd; padding-bottom: .2em; margin-top: 1.6em; }
nav { color: #666; } a { color: #1f5fa8; }
pre { background: #f6f7f9; padding: .7em 1em; overflow-x: auto; border-radius: 4px; }
pre.src .kw { color: #7a2d8f; font-weight: bold; } pre.src .cm { color: #6a7a6a; font-style: italic; }
table { border-collapse: collapse; margin: .5em 0; } td, th { border: 1px solid #ddd; padding: .25em .6em; text-align: left; vertical-align: top; }
table.facts th { background: #f3f3f3; width: 11em; }
.pass { color: #fff; background: #2a7d2a; padding: 0 .4em; border-radius: 3px; font-weight: bold; }
.fail { color: #fff; background: #b22; padding: 0 .4em; border-radius: 3px; font-weight: bold; }
li.bad, p.bad { color: #b22; } li.ok { color: #333; }
details.check { margin: .3em 0; } details.check ul { margin: .2em 0 .6em; font-size: 90%; }
.controls { display: flex; gap: .5em; align-items: center; margin: .5em 0; }
.controls button { font-size: 14px; padding: .2em .7em; }
.controls input[type=range] { flex: 1; }
#clock { font-family: monospace; min-width: 16em; }
#legend span.item { margin-right: 1.2em; white-space: nowrap; }
.sw { display: inline-block; width: .9em; height: .9em; border-radius: 50%; margin-right: .3em; vertical-align: -1px; }
.views { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; flex: 0 1 auto; max-width: 620px; } figcaption { font-size: 85%; color: #555; }
svg { border: 1px solid #e3e3e3; background: #fff; }
#errors:empty { display: none; } #errors { color: #b22; }
#selftest { font-size: 80%; color: #777; background: none; padding: 0; }
footer { margin-top: 2em; color: #777; font-size: 85%; }
)CSS";

const char* const kCatalogJs = R"JS(
(function () {
  'use strict';
  const errorsEl = document.getElementById('errors');
  window.addEventListener('error', function (e) { errorsEl.textContent += 'error: ' + e.message + '\n'; });
  const D = DATA;
  const SVGNS = 'http://www.w3.org/2000/svg';
  const n = D.indices.length;
  const feed = n >= 2 ? n - 1 : -1;               // the last index is the feed axis
  const rowDim = n >= 3 ? 0 : -1, colDim = 0 + (n >= 3 ? 1 : 0);
  const lo = new Array(n).fill(Infinity), hi = new Array(n).fill(-Infinity);
  let tmin = Infinity, tmax = -Infinity;
  const P = r => r.slice(2);
  for (const r of D.inst) {
    for (let d = 0; d < n; ++d) { lo[d] = Math.min(lo[d], r[2 + d]); hi[d] = Math.max(hi[d], r[2 + d]); }
    tmin = Math.min(tmin, r[0]); tmax = Math.max(tmax, r[0]);
  }
  for (const r of D.drains) tmax = Math.max(tmax, r[0]);
  const frames = Math.max(1, tmax - tmin + 1);
  const atTime = new Map(), readsOf = D.inst.map(() => []), drainsAt = new Map();
  D.inst.forEach((r, k) => { if (!atTime.has(r[0])) atTime.set(r[0], []); atTime.get(r[0]).push(k); });
  for (const r of D.reads) readsOf[r[0]].push(r);
  for (const r of D.drains) { if (!drainsAt.has(r[0])) drainsAt.set(r[0], []); drainsAt.get(r[0]).push(r); }

  function el(tag, attrs, parent, text) {
    const e = document.createElementNS(SVGNS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function arrowMarkers(svg) {
    const defs = el('defs', {}, svg);
    const colors = D.vars.map(v => v.color).concat(['#000', '#999']);
    colors.forEach((c, k) => {
      const m = el('marker', { id: svg.id + '-ah' + k, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, defs);
      el('path', { d: 'M0,0 L10,5 L0,10 z', fill: c }, m);
    });
  }
  const BLACK = D.vars.length, GREY = D.vars.length + 1;

  // ---- plane view: rows and columns from the first indices, slots along the feed axis ----
  const plane = document.getElementById('plane');
  const depth = feed >= 0 ? hi[feed] - lo[feed] + 1 : 1;
  const slotW = Math.max(14, Math.min(34, Math.floor(84 / depth)));
  const cellW = slotW * depth + 16, cellH = 56, left = 40, top = 30;
  const nRows = rowDim >= 0 ? hi[rowDim] - lo[rowDim] + 3 : 1, nCols = hi[colDim] - lo[colDim] + 3;
  plane.setAttribute('width', left + nCols * cellW + 10);
  plane.setAttribute('height', top + nRows * cellH + 10);
  plane.parentNode.style.maxWidth = Math.max(320, left + nCols * cellW + 10) + 'px';
  arrowMarkers(plane);
  function cellOrigin(p) {
    const c = p[colDim] - lo[colDim] + 1, r = rowDim >= 0 ? p[rowDim] - lo[rowDim] + 1 : 0;
    return [left + c * cellW, top + r * cellH];
  }
  function slotCenter(p) {
    const o = cellOrigin(p), s = feed >= 0 ? p[feed] - lo[feed] : 0;
    return [o[0] + 8 + (s + 0.5) * slotW, o[1] + cellH / 2 + 4];
  }
  const staticG = el('g', {}, plane), dynG = el('g', {}, plane);
  for (let c = lo[colDim]; c <= hi[colDim]; ++c) {
    const p = new Array(n).fill(0); p[colDim] = c; if (rowDim >= 0) p[rowDim] = lo[rowDim];
    el('text', { x: cellOrigin(p)[0] + cellW / 2, y: top - 8, 'text-anchor': 'middle', 'font-size': 11, fill: '#666' }, staticG, D.indices[colDim] + '=' + c);
  }
  if (rowDim >= 0) for (let r = lo[rowDim]; r <= hi[rowDim]; ++r) {
    const p = new Array(n).fill(0); p[rowDim] = r; p[colDim] = lo[colDim] - 1;
    el('text', { x: 4, y: cellOrigin(p)[1] + cellH / 2 + 4, 'font-size': 11, fill: '#666' }, staticG, D.indices[rowDim] + '=' + r);
  }
  const slotRect = new Map(), cellSeen = new Set();
  for (const r of D.inst) {
    const p = P(r), key = p.join(','), o = cellOrigin(p);
    const ck = (rowDim >= 0 ? p[rowDim] : 0) + ',' + p[colDim];
    if (!cellSeen.has(ck)) {
      cellSeen.add(ck);
      el('rect', { x: o[0] + 2, y: o[1] + 2, width: cellW - 4, height: cellH - 4, rx: 5, fill: 'none', stroke: '#bbb' }, staticG);
      for (let s = 0; s + 1 < depth; ++s) {  // the feed axis inside the cell
        const x = o[0] + 8 + (s + 1) * slotW;
        el('line', { x1: x - 4, y1: o[1] + cellH - 7, x2: x + 4, y2: o[1] + cellH - 7, stroke: '#999', 'marker-end': 'url(#plane-ah' + GREY + ')' }, staticG);
      }
    }
    if (!slotRect.has(key)) {
      const c = slotCenter(p);
      slotRect.set(key, el('rect', { x: c[0] - slotW / 2 + 1, y: o[1] + 14, width: slotW - 2, height: cellH - 26, fill: '#f4f4f4' }, staticG));
      if (feed >= 0) el('text', { x: c[0], y: o[1] + 11, 'text-anchor': 'middle', 'font-size': 8, fill: '#aaa' }, staticG, D.indices[feed] + p[feed]);
    }
  }

  // ---- processor array ----
  const arr = document.getElementById('array');
  const proc = D.proc;
  let procOf = null, procSet = new Map(), pDims = 0, plo = [], phi = [];
  if (proc) {
    pDims = proc.P.length;
    procOf = D.inst.map(r => proc.P.map(row => row.reduce((s, a, d) => s + a * r[2 + d], 0)));
    plo = new Array(pDims).fill(Infinity); phi = new Array(pDims).fill(-Infinity);
    for (const q of procOf) { procSet.set(q.join(','), q); q.forEach((x, d) => { plo[d] = Math.min(plo[d], x); phi[d] = Math.max(phi[d], x); }); }
  }
  const pitch = 46;
  function procXY(q) {
    const c = pDims >= 2 ? q[1] - plo[1] : q[0] - plo[0], r = pDims >= 2 ? q[0] - plo[0] : 0;
    return [30 + c * pitch, 30 + r * pitch];
  }
  const procCircle = new Map();
  let arrDyn = null;
  if (proc) {
    const cols = pDims >= 2 ? phi[1] - plo[1] + 1 : phi[0] - plo[0] + 1, rows = pDims >= 2 ? phi[0] - plo[0] + 1 : 1;
    arr.setAttribute('width', 70 + (cols - 1) * pitch);
    arr.setAttribute('height', 70 + (rows - 1) * pitch);
    arr.parentNode.style.maxWidth = Math.max(320, 70 + (cols - 1) * pitch) + 'px';
    arrowMarkers(arr);
    const g = el('g', {}, arr);
    proc.wires.forEach(w => {
      if (w.dir.every(x => x === 0)) return;
      for (const q of procSet.values()) {
        const to = q.map((x, d) => x + w.dir[d]);
        if (!procSet.has(to.join(','))) continue;
        const a = procXY(q), b = procXY(to);
        el('line', { x1: a[0], y1: a[1], x2: (a[0] + b[0]) / 2, y2: (a[1] + b[1]) / 2, stroke: D.vars[w.var].color, 'stroke-opacity': 0.45, 'marker-end': 'url(#array-ah' + w.var + ')' }, g);
      }
    });
    for (const [key, q] of procSet) {
      const c = procXY(q);
      procCircle.set(key, el('circle', { cx: c[0], cy: c[1], r: 11, fill: '#fff', stroke: '#555' }, g));
      el('text', { x: c[0], y: c[1] + 22, 'text-anchor': 'middle', 'font-size': 8, fill: '#888' }, g, '(' + q.join(',') + ')');
    }
    arrDyn = el('g', {}, arr);
    const wires = proc.wires.map(w => D.vars[w.var].name + ' ' + (w.dir.every(x => x === 0) ? 'local' : '(' + w.dir.join(',') + ')') + ' delay ' + w.delay).join('; ');
    document.getElementById('array-caption').textContent = 'Processor array along u = (' + proc.u.join(',') + '): ' + procSet.size + ' processors. Wires: ' + wires + '. Filled: busy at this step.';
  } else {
    arr.setAttribute('width', 10); arr.setAttribute('height', 10);
    document.getElementById('array-caption').textContent = 'no projection';
  }
  document.getElementById('plane-caption').textContent = 'Plane view at ' + D.sizes + (rowDim >= 0 ? ': rows ' + D.indices[rowDim] + ', columns ' + D.indices[colDim] : ': ' + D.indices[colDim] + ' across') +
    (feed >= 0 ? ', slots along the feed axis ' + D.indices[feed] + ' (grey arrows).' : '.') + ' Dots: values computed at this step; arrows: the values they read (dashed: injected on a face); black: drained results.';
  const legend = document.getElementById('legend');
  D.vars.forEach(v => { const s = document.createElement('span'); s.className = 'item'; s.innerHTML = '<span class="sw" style="background:' + v.color + '"></span>'; s.appendChild(document.createTextNode(v.name)); legend.appendChild(s); });

  // ---- frames ----
  let frame = 0, timer = null, drawnTokens = 0, drawnArrows = 0;
  const scrub = document.getElementById('scrub'), clock = document.getElementById('clock');
  scrub.max = frames - 1;
  function draw() {
    const t = tmin + frame;
    while (dynG.firstChild) dynG.removeChild(dynG.firstChild);
    if (arrDyn) while (arrDyn.firstChild) arrDyn.removeChild(arrDyn.firstChild);
    for (const rect of slotRect.values()) rect.setAttribute('fill', '#f4f4f4');
    D.inst.forEach(r => { if (r[0] < t) slotRect.get(P(r).join(',')).setAttribute('fill', '#dde7f3'); });
    for (const c of procCircle.values()) c.setAttribute('fill', '#fff');
    drawnTokens = 0; drawnArrows = 0;
    const now = atTime.get(t) || [];
    for (const k of now) {
      const r = D.inst[k], p = P(r), c = slotCenter(p), v = r[1];
      for (const rd of readsOf[k]) {
        const q = rd.slice(3), from = slotCenter(q), face = rd[2] < 0;
        let x1 = from[0], y1 = from[1];
        const samePlane = q.every((x, d) => d === feed || x === p[d]);
        if (face && samePlane) { x1 = c[0] - 15; y1 = c[1] - 19; }     // injected along the feed axis, drawn as depth
        if (x1 === c[0] && y1 === c[1]) continue;
        const len = Math.hypot(c[0] - x1, c[1] - y1), sh = Math.min(7, len / 3);
        el('line', { x1: x1, y1: y1, x2: c[0] - (c[0] - x1) * sh / len, y2: c[1] - (c[1] - y1) * sh / len, stroke: D.vars[rd[1]].color, 'stroke-width': 1.6,
          'stroke-dasharray': face ? '4 3' : '', 'marker-end': 'url(#plane-ah' + rd[1] + ')' }, dynG);
        ++drawnArrows;
      }
      const jx = ((v % 3) - 1) * 4, jy = ((Math.floor(v / 3) % 3) - 1) * 4;
      el('circle', { cx: c[0] + jx, cy: c[1] + jy, r: 5, fill: D.vars[v].color, stroke: '#fff', 'stroke-width': 1 }, dynG);
      ++drawnTokens;
      if (procOf) { const pc = procCircle.get(procOf[k].join(',')); if (pc) pc.setAttribute('fill', D.vars[v].color); }
    }
    for (const d of (drainsAt.get(t) || [])) {
      const c = slotCenter(d.slice(2));
      el('line', { x1: c[0], y1: c[1], x2: c[0] + 16, y2: c[1] - 18, stroke: '#000', 'stroke-width': 1.6, 'marker-end': 'url(#plane-ah' + BLACK + ')' }, dynG);
      el('text', { x: c[0] + 17, y: c[1] - 19, 'font-size': 10 }, dynG, d[1]);
      ++drawnArrows;
    }
    scrub.value = frame;
    clock.textContent = 't = ' + (BigInt(D.t0) + BigInt(t)) + '  (step ' + (frame + 1) + ' of ' + frames + ', ' + now.length + ' values)';
  }
  function setFrame(f) { frame = Math.max(0, Math.min(frames - 1, f)); draw(); }
  function step() { setFrame(frame + 1 >= frames ? 0 : frame + 1); }
  function pause() { if (timer) { clearInterval(timer); timer = null; } }
  function play() { if (!timer) timer = setInterval(step, 700); }
  document.getElementById('step').addEventListener('click', () => { pause(); step(); });
  document.getElementById('back').addEventListener('click', () => { pause(); setFrame(frame - 1); });
  document.getElementById('play').addEventListener('click', play);
  document.getElementById('pause').addEventListener('click', pause);
  scrub.addEventListener('input', () => { pause(); setFrame(parseInt(scrub.value, 10)); });
  // #t=N opens frame N; a negative N counts from the last frame (#t=-1 is the last).
  const m = /t=(-?\d+)/.exec(location.hash);
  const t0 = m ? parseInt(m[1], 10) : 0;
  setFrame(t0 < 0 ? frames + t0 : t0);
  window.sureAnimation = { step: step, setFrame: setFrame, frame: () => frame, frames: frames };

  // Page-side self-test for headless checks: one step must advance the frame and redraw.
  if (location.hash.indexOf('selftest') >= 0) {
    const before = frame, sig0 = clock.textContent + '|' + drawnTokens + '|' + drawnArrows;
    document.getElementById('step').click();
    const sig1 = clock.textContent + '|' + drawnTokens + '|' + drawnArrows;
    const ok = frame === (before + 1) % frames && sig0 !== sig1 && frames > 1 && errorsEl.textContent === '';
    document.getElementById('selftest').textContent = (ok ? 'SELFTEST PASS' : 'SELFTEST FAIL') + ': frame ' + before + ' -> ' + frame + ' of ' + frames + ' [' + sig0 + '] -> [' + sig1 + ']';
  } else {
    document.getElementById('selftest').textContent = '';
  }
})();
)JS";

}  // namespace batchlas::sure::detail
