# Emulates src/kernels/tiny/trmm_warp.cu's per-lane algorithm (forms, lane roles, smem transpose,
# unit diagonal, in place, whole-piece loads of A) against a dense reference, every flag.
import itertools, random, math
K=32; PAD=33
random.seed(1)
NAN=complex(float('nan'),0)
def rnd(): return complex(random.uniform(-1,1),random.uniform(-1,1))
def ref(side,lower,tr,unit,alpha,A,B,m,n):
    def T(i,j):
        if i==j and unit: return 1
        if (lower and i<j) or (not lower and i>j): return 0
        return A[i][j]
    def op(i,j): return T(i,j) if tr==0 else (T(j,i) if tr==1 else T(j,i).conjugate())
    if side=='L': return [[alpha*sum(op(i,l)*B[l][j] for l in range(K)) for j in range(n)] for i in range(m)]
    return [[alpha*sum(B[i][l]*op(l,j) for l in range(K)) for j in range(n)] for i in range(m)]
def load_column(A,c,lo,hi,V):
    a=[None]*K
    for q in range(K//V):
        if q*V+V-1<lo or q*V>hi: continue
        for e in range(V): a[q*V+e]=A[q*V+e][c]
    return a
def mac(acc,b,a,cj): return acc + b*(a.conjugate() if cj else a)
def scatter(get_b,A,lower,cj,unit,V):
    acc=[0j]*K
    for c in range(K):
        lo,hi=(c,K-1) if lower else (0,c)
        a=load_column(A,c,lo,hi,V); bc=get_b(c)
        for r in range(K):
            if r<lo or r>hi: continue
            prod=mac(acc[r],bc,a[r],cj)
            acc[r]= acc[r]+bc if (r==c and unit) else prod
    return acc
def gather(b,put,A,lower,cj,unit,V):
    for c in range(K):
        lo,hi=(c,K-1) if lower else (0,c)
        a=load_column(A,c,lo,hi,V); acc=0j
        for r in range(K):
            if r<lo or r>hi: continue
            prod=mac(acc,b[r],a[r],cj)
            acc= acc+b[r] if (r==c and unit) else prod
        put(c,acc)
def kernel(side,lower,tr,unit,alpha,A,Bm,Cm,lanes,V):
    LEFT= side=='L'; SC = LEFT==(tr==0); CJ= tr==2
    s=[NAN]*(K*PAD)
    if LEFT:
        for lane in range(32):
            for c in range(lanes): s[c*PAD+lane]=Bm[lane][c]
        for lane in range(lanes):
            ms=lane*PAD
            if SC:
                acc=scatter(lambda c: s[ms+c],A,lower,CJ,unit,V)
                for i in range(K): s[ms+i]=alpha*acc[i]
            else:
                b=[s[ms+l] for l in range(K)]
                def put(c,v): s[ms+c]=alpha*v
                gather(b,put,A,lower,CJ,unit,V)
        for lane in range(32):
            for c in range(lanes): Cm[lane][c]=s[c*PAD+lane]
    else:
        for lane in range(lanes):
            if SC:
                acc=scatter(lambda c: Bm[lane][c],A,lower,CJ,unit,V)
                for j in range(K): Cm[lane][j]=alpha*acc[j]
            else:
                b=[Bm[lane][l] for l in range(K)]
                def put(c,v): Cm[lane][c]=alpha*v
                gather(b,put,A,lower,CJ,unit,V)
bad=n=0
for side,lower,tr,unit,inplace,other,V in itertools.product('LR',(True,False),(0,1,2),(False,True),(False,True),(1,5,32),(4,2,1)):
    if V!=4 and other!=5: continue   # V only changes which unused elements are loaded
    A=[[rnd() for j in range(K)] for i in range(K)]
    for i in range(K):
        for j in range(K):
            if (lower and i<j) or (not lower and i>j) or (unit and i==j): A[i][j]=NAN  # never used
    m,nn=(K,other) if side=='L' else (other,K)
    B=[[rnd() for j in range(nn)] for i in range(m)]; alpha=0.7-0.3j
    want=ref(side,lower,tr,unit,alpha,A,B,m,nn)
    Bm=[row[:] for row in B]; Cm=Bm if inplace else [[NAN]*nn for _ in range(m)]
    kernel(side,lower,tr,unit,alpha,A,Bm,Cm,other,V)
    n+=1
    err=max(abs(Cm[i][j]-want[i][j]) if not math.isnan(abs(Cm[i][j])) else 1e9 for i in range(m) for j in range(nn))
    if err>1e-9: bad+=1; print("MISMATCH",side,lower,tr,unit,inplace,other,V,err)
print(n,"cases,",bad,"bad")
