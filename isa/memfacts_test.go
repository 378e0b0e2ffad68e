package isa

import (
	"testing"
)

// TestMemFactsAreCurrent regenerates zz_memfacts.go from data/ and fails
// when the committed file differs.
func TestMemFactsAreCurrent(t *testing.T) { sameAsGenerated(t, "zz_memfacts.go") }

// TestMemFacts checks facts of a few operations against the ISA guides
// (Vega ISA 12.13 "LDS Instructions", 12.14 "MUBUF", 12.18 "FLAT").
func TestMemFacts(t *testing.T) {
	for _, c := range []struct {
		op   Op
		want MemFacts
	}{
		{OpDS_READ_B32, MemFacts{Kind: MemLoad, Seg: SegLDS, Bytes: 4, Count: 1}},
		{OpDS_WRITE_B32, MemFacts{Kind: MemStore, Seg: SegLDS, Bytes: 4, Count: 1}}, // LLVM marks it IsAtomicNoRet: not an atomic
		{OpDS_READ_I8_D16_HI, MemFacts{Kind: MemLoad, Seg: SegLDS, Bytes: 1, Count: 1, Signed: true, D16: true, D16Hi: true}},
		{OpDS_READ2ST64_B64, MemFacts{Kind: MemLoad, Seg: SegLDS, Bytes: 8, Count: 2, Stride: 512}},
		{OpDS_WRITE2_B32, MemFacts{Kind: MemStore, Seg: SegLDS, Bytes: 4, Count: 2, Stride: 4}},
		{OpDS_ADD_U32, MemFacts{Kind: MemAtomic, Seg: SegLDS, Bytes: 4, Count: 1}},
		{OpDS_CMPST_RTN_B64, MemFacts{Kind: MemAtomicRtn, Seg: SegLDS, Bytes: 8, Count: 1}},
		{OpDS_WRXCHG2ST64_RTN_B32, MemFacts{Kind: MemAtomicRtn, Seg: SegLDS, Bytes: 4, Count: 2, Stride: 256}},
		{OpFLAT_LOAD_SSHORT, MemFacts{Kind: MemLoad, Seg: SegFlat, Bytes: 2, Count: 1, Signed: true}},
		{OpGLOBAL_STORE_DWORDX3, MemFacts{Kind: MemStore, Seg: SegGlobal, Bytes: 12, Count: 1}},
		{OpSCRATCH_STORE_BYTE_D16_HI, MemFacts{Kind: MemStore, Seg: SegScratch, Bytes: 1, Count: 1, D16: true, D16Hi: true}},
		{OpFLAT_ATOMIC_CMPSWAP_X2, MemFacts{Kind: MemAtomic, Seg: SegFlat, Bytes: 8, Count: 1, GLCReturns: true}},
		{OpBUFFER_LOAD_UBYTE, MemFacts{Kind: MemLoad, Seg: SegBuffer, Bytes: 1, Count: 1}},
		{OpBUFFER_STORE_FORMAT_XYZ, MemFacts{Kind: MemStore, Seg: SegBuffer, Bytes: 4, Count: 3, Format: true}},
		{OpGLOBAL_LOAD_LDS_UBYTE, MemFacts{Kind: MemLoad, Seg: SegGlobal, Bytes: 1, Count: 1, LDSDMA: true}},
		{OpDS_BPERMUTE_B32, MemFacts{Seg: SegLDS}},
		{OpDS_APPEND, MemFacts{Seg: SegLDS}},
		{OpBUFFER_WBINVL1, MemFacts{Seg: SegBuffer}},
		{OpV_ADD_F32, MemFacts{}},
	} {
		if got := c.op.Mem(); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.op, got, c.want)
		}
	}
}

// TestEncodingMemKind: a FLAT atomic returns exactly in its glc encoding;
// a DS write stays a store whatever LLVM's atomic flags say.
func TestEncodingMemKind(t *testing.T) {
	seen := 0
	for i := range encodings {
		e := &encodings[i]
		switch e.Op {
		case OpFLAT_ATOMIC_ADD, OpBUFFER_ATOMIC_SMAX:
			seen++
			want := MemAtomic
			if e.Format.Has(FormatIsAtomicRet) {
				want = MemAtomicRtn
			}
			if got := e.MemKind(); got != want {
				t.Errorf("%s: MemKind %d, want %d", e.Name, got, want)
			}
		case OpDS_WRITE_B32:
			seen++
			if got := e.MemKind(); got != MemStore {
				t.Errorf("%s: MemKind %d, want MemStore", e.Name, got)
			}
		}
	}
	if seen < 4 {
		t.Fatalf("only %d encodings checked", seen)
	}
}
