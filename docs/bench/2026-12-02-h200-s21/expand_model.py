# session 21: a thread-level model of expand_tiles (src/kernels/common/expand.cu) against the element
# kernel: values bit for bit, forbidden reads, single writes, shared-memory races (a helper's review;
# PERFORMANCE.md session 21). Run: python3 expand_model.py (about 16 s).
import struct, itertools, sys
NAN = complex(float('nan'), float('nan'))
def bits(z): return struct.pack('<dd', z.real, z.imag)
def conj(z): return complex(z.real, -z.imag)
def real_only(z): return complex(z.real, 0.0)

class Mem:
    def __init__(s, data, forbidden): s.d, s.forb, s.bad = data, forbidden, []
    def rd(s, k):
        if k < 0 or k >= len(s.d) or k in s.forb: s.bad.append(k); return NAN
        return s.d[k]

def ref(mode, lower, A, lda, stride, n, batch):
    S = [None]*(n*n*batch)
    for t in range(n*n*batch):
        b, r = divmod(t, n*n); j, i = divmod(r, n); a = b*stride
        st = i >= j if lower else i <= j
        if mode <= 1:
            v = A.rd(a+i+j*lda) if st else (conj(A.rd(a+j+i*lda)) if mode == 1 else A.rd(a+j+i*lda))
            if mode == 1 and i == j: v = real_only(v)
        elif i == j and mode == 3: v = complex(1.0, 0.0)
        else: v = A.rd(a+i+j*lda) if st else 0j
        S[t] = v
    return S

class Race(Exception): pass

def tiles_model(mode, lower, A, lda, stride, n, batch, grid, nS):
    S = [None]*nS; wcount = [0]*nS; oob = []
    tiles = (n+31)//32; per_item = tiles*tiles; units = per_item*batch
    for blk in range(grid):
        tile = {}  # (r,c) -> value
        acc = {}   # (r,c) -> list of (thread, epoch, 'w'/'r')
        epoch = [0]
        def sh(r, c, th, kind, val=None):
            assert 0 <= r < 32 and 0 <= c < 33
            for (t2, e2, k2) in acc.get((r,c), []):
                if e2 == epoch[0] and t2 != th and ('w' in (kind, k2)):
                    raise Race((blk, r, c, th, t2, kind, k2))
            acc.setdefault((r,c), []).append((th, epoch[0], kind))
            if kind == 'w': tile[(r,c)] = val
            else:
                if (r,c) not in tile: raise Race(('uninit', r, c))
                return tile[(r,c)]
        def wS(k, v):
            if k < 0 or k >= nS: oob.append(k); return
            S[k] = v; wcount[k] += 1
        u = blk
        while u < units:
            b = u // per_item; r = u - b*per_item; tj = r // tiles; ti = r - tj*tiles
            i0, j0 = ti*32, tj*32; a = b*stride; s = b*n*n
            diag = ti == tj; stored = ti > tj if lower else ti < tj
            paths = set()
            for th in range(256):
                tx, ty = th & 31, th >> 5
                if stored:
                    paths.add('s'); i = i0+tx
                    for jl in range(ty, 32, 8):
                        j = j0+jl
                        if i < n and j < n: wS(s+i+j*n, A.rd(a+i+j*lda))
                    continue
                if not diag and mode >= 2:
                    paths.add('z'); i = i0+tx
                    for jl in range(ty, 32, 8):
                        j = j0+jl
                        if i < n and j < n: wS(s+i+j*n, 0j)
                    continue
                paths.add('t')
                if diag:
                    for jl in range(ty, 32, 8):
                        i, j = i0+tx, j0+jl
                        st = tx >= jl if lower else tx <= jl
                        rd = i < n and j < n and st and not (mode == 3 and tx == jl)
                        sh(jl, tx, th, 'w', A.rd(a+i+j*lda) if rd else 0j)
                else:
                    for il in range(ty, 32, 8):
                        i, j = i0+il, j0+tx
                        sh(tx, il, th, 'w', A.rd(a+j+i*lda) if (i < n and j < n) else 0j)
            assert len(paths) == 1  # block-uniform
            if paths == {'t'}:
                epoch[0] += 1  # __syncthreads
                for th in range(256):
                    tx, ty = th & 31, th >> 5
                    for jl in range(ty, 32, 8):
                        i, j = i0+tx, j0+jl
                        if i >= n or j >= n: continue
                        if diag:
                            st = tx >= jl if lower else tx <= jl
                            if tx == jl and mode == 3: v = complex(1.0, 0.0)
                            elif st: v = sh(jl, tx, th, 'r')
                            elif mode >= 2: v = 0j
                            else:
                                x = sh(tx, jl, th, 'r'); v = conj(x) if mode == 1 else x
                            if mode == 1 and tx == jl: v = real_only(v)
                        else:
                            x = sh(jl, tx, th, 'r'); v = conj(x) if mode == 1 else x
                        wS(s+i+j*n, v)
                epoch[0] += 1
            u += grid
    return S, wcount, oob

fails = 0; cases = 0
for n in [32, 33, 63, 64, 65, 97]:
  for ldx in [0, 3]:
    lda = n + ldx
    for batch, stride in [(1, 0), (1, n*lda), (2, n*lda), (2, n*lda+5)]:
      for lower in [True, False]:
        for mode in range(4):
          size = stride*(batch-1) + lda*n
          data = [complex(k+1.25, -(k+0.5)) for k in range(size)]
          forb = set(range(size))
          for b in range(batch):
            for j in range(n):
              for i in range(n):
                st = i >= j if lower else i <= j
                if st and not (mode == 3 and i == j): forb.discard(b*stride+i+j*lda)
          for k in forb: data[k] = NAN
          tiles = (n+31)//32; units = tiles*tiles*batch
          for grid in sorted({min(units, 65536), 1, 3}):
            cases += 1
            Ar = Mem(data, forb); R = ref(mode, lower, Ar, lda, stride, n, batch)
            At = Mem(data, forb)
            try:
              S, wc, oob = tiles_model(mode, lower, At, lda, stride, n, batch, grid, n*n*batch)
            except Race as e:
              fails += 1; print('RACE', n, lda, batch, lower, mode, grid, e); continue
            errs = []
            if Ar.bad: errs.append(('ref forbidden', len(Ar.bad)))
            if At.bad: errs.append(('tiles forbidden', sorted(set(At.bad))[:5]))
            if oob: errs.append(('oob', oob[:5]))
            if any(c != 1 for c in wc): errs.append(('writecount', [k for k,c in enumerate(wc) if c != 1][:5]))
            mism = [k for k in range(len(R)) if S[k] is None or bits(S[k]) != bits(R[k])]
            if mism: errs.append(('mismatch', mism[:5]))
            if any(x != x for z in R for x in (z.real, z.imag)): errs.append('ref has NaN')
            if errs: fails += 1; print('FAIL', n, lda, batch, stride, lower, mode, grid, errs)
print('cases', cases, 'fails', fails)
