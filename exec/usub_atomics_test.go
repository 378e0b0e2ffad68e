package exec

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// GFX12's cond_sub_u32 and sub_clamp_u32 atomics as LLVM 22 selects them
// for atomicrmw usub_cond and usub_sat: testdata/kernels/usub_atomics.ll
// (global, flat, buffer fat pointer, LDS; returning and not) built by
// llc-22 for gfx1200 in wave32 and wave64 and gfx1250 in wave32, at -O0
// and -O2. The oracle is the same IR operations compiled for the host CPU
// (usub_atomics_host.ll, driven by usub_atomics_host.c), applied in lane
// order. Contended words get one value per word wherever the result
// depends on the order otherwise (usub_cond always; usub_sat where the old
// values return), so final memory is compared bit for bit and the old
// values of a contended word as a multiset; each lane's own words compare
// exactly, old value included, on gfx1250 too (its V#, a 57-bit base and a
// 45-bit NUM_RECORDS, is decodeBufferResource1250's).
func TestGFX12USubAtomicsMatchHost(t *testing.T) {
	ref := buildUSubHost(t)
	const n, wg = 256, 128
	const groups = n / wg
	const rs = 4*groups + 2*n // words per region
	const regions = 7
	sat := func(c int) bool { return c == 1 || c == 4 || c == 6 }
	lds := func(c int) bool { return c >= 5 }
	want := []string{"global_atomic_cond_sub_u32", "global_atomic_sub_clamp_u32", "flat_atomic_cond_sub_u32",
		"buffer_atomic_cond_sub_u32", "buffer_atomic_sub_clamp_u32",
		"ds_cond_sub_u32", "ds_cond_sub_rtn_u32", "ds_sub_clamp_u32", "ds_sub_clamp_rtn_u32"}

	// Inputs: contended words hold v*k+r so that some run out before the
	// last lane (64 lanes share a global word, 32 an LDS word); own words
	// include the edges (v > old, v == old, v == 0, old == 0, 2^32-1).
	r := rand.New(rand.NewPCG(12, 10))
	le := binary.LittleEndian
	mem0 := make([]uint32, regions*rs)
	vals := make([]uint32, 2*regions*n)
	for i := range mem0 {
		mem0[i] = r.Uint32()
	}
	edge := []uint32{0, 1, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff}
	for c := range regions {
		base := c * rs
		perWord := map[int]uint32{}
		contended := func(i int) int { // the mem index lane i's contended value acts on
			if lds(c) {
				return base + 4*(i/wg) + (i%wg)&3
			}
			return base + i&3
		}
		for i := range n {
			w := contended(i)
			v, ok := perWord[w]
			if !ok {
				v = uint32(r.IntN(1000))
				if w%7 == 0 {
					v = 0
				}
				mem0[w] = v*uint32(r.IntN(80)) + uint32(r.IntN(1000))
				perWord[w] = v
			}
			if sat(c) && (i&3) == 3 { // no return: any values
				v = uint32(r.IntN(1 << 20))
			}
			vals[c*n+i] = v
			own := r.Uint32()
			switch r.IntN(6) {
			case 0:
				own = mem0[base+4*groups+i] + uint32(r.IntN(3)) // v >= old
			case 1:
				own = 0
			case 2:
				own = edge[r.IntN(len(edge))]
			case 3:
				own = mem0[base+4*groups+i] - uint32(r.IntN(1000))
			}
			vals[(regions+c)*n+i] = own
		}
		if c == 0 { // an own word at 0 and one at 2^32-1
			mem0[base+4*groups] = 0
			mem0[base+4*groups+1] = 0xffff_ffff
		}
	}

	// The host applies every lane's three operations per region in lane
	// order and returns the old values.
	var in bytes.Buffer
	type opRef struct{ region, lane, kind int } // kind 0 contended, 1 own returning, 2 own not
	var ops []opRef
	var trip []uint32
	for c := range regions {
		base := c * rs
		for i := range n {
			var cw, o1 int
			if lds(c) {
				g, lid := i/wg, i%wg
				cw = base + 4*g + lid&3
			} else {
				cw = base + i&3
			}
			o1 = base + 4*groups + i
			op := uint32(0)
			if sat(c) {
				op = 1
			}
			trip = append(trip, uint32(cw), vals[c*n+i], op, uint32(o1), vals[(regions+c)*n+i], op, uint32(o1+n), vals[(regions+c)*n+i], op)
			ops = append(ops, opRef{c, i, 0}, opRef{c, i, 1}, opRef{c, i, 2})
		}
	}
	for _, v := range append(append([]uint32{uint32(len(mem0)), uint32(len(ops))}, mem0...), trip...) {
		binary.Write(&in, le, v)
	}
	cmd := exec.Command(ref)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("host oracle: %v", err)
	}
	if len(out) != 4*(len(ops)+len(mem0)) {
		t.Fatalf("host oracle wrote %d bytes", len(out))
	}
	hostRet := func(k int) uint32 { return le.Uint32(out[4*k:]) }
	hostMem := func(k int) uint32 { return le.Uint32(out[4*(len(ops)+k):]) }
	// Old values per contended returning word (slots 0 and 1), by word.
	hostMulti := map[int][]uint32{}
	for k, o := range ops {
		if o.kind == 0 && o.lane&3 < 2 {
			hostMulti[contendedKey(o.region, o.lane, wg, lds(o.region))] = append(hostMulti[contendedKey(o.region, o.lane, wg, lds(o.region))], hostRet(k))
		}
	}

	const unwritten = 0xdead_beef
	for _, b := range []struct {
		cpu   string
		flags []string
	}{{"gfx1200", nil}, {"gfx1200", []string{"-mattr=+wavefrontsize64"}}, {"gfx1250", nil}} {
		for _, opt := range []string{"O0", "O2"} {
			name := b.cpu + "/" + opt
			if b.flags != nil {
				name += "/wave64"
			}
			t.Run(name, func(t *testing.T) {
				co := buildFor(t, b.cpu, "usub_atomics.ll", opt, want, b.flags...)
				k := loadKernel(t, b.cpu, co, "usub")
				mem := NewMemory()
				m, _ := mem.Allocate("mem", AllocBuffer, uint64(4*len(mem0)), 0)
				v, _ := mem.Allocate("vals", AllocBuffer, uint64(4*len(vals)), 0)
				rt, _ := mem.Allocate("ret", AllocBuffer, uint64(4*len(vals)), 0)
				for i, x := range mem0 {
					le.PutUint32(m.Data[4*i:], x)
				}
				for i, x := range vals {
					le.PutUint32(v.Data[4*i:], x)
					le.PutUint32(rt.Data[4*i:], unwritten)
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
				d.Kernarg = k.kernarg(t, d, m.Base, m.Base, v.Base, rt.Base, n, wg)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range mem0 {
					if got, w := le.Uint32(m.Data[4*i:]), hostMem(i); got != w && bad < 10 {
						bad++
						t.Errorf("mem[region %d word %d] = %#x, host %#x (was %#x)", i/rs, i%rs, got, w, mem0[i])
					}
				}
				multi := map[int][]uint32{}
				for k, o := range ops {
					c, i := o.region, o.lane
					switch {
					case o.kind == 1:
						if got, w := le.Uint32(rt.Data[4*((regions+c)*n+i):]), hostRet(k); got != w && bad < 20 {
							bad++
							t.Errorf("region %d lane %d: own old value %#x, host %#x", c, i, got, w)
						}
					case o.kind == 0 && i&3 >= 2:
						if got := le.Uint32(rt.Data[4*(c*n+i):]); got != unwritten && bad < 20 {
							bad++
							t.Errorf("region %d lane %d: non-returning lane wrote %#x", c, i, got)
						}
					case o.kind == 0:
						key := contendedKey(c, i, wg, lds(c))
						multi[key] = append(multi[key], le.Uint32(rt.Data[4*(c*n+i):]))
					}
				}
				for key, w := range hostMulti {
					got := multi[key]
					slices.Sort(got)
					w = slices.Clone(w)
					slices.Sort(w)
					if !slices.Equal(got, w) {
						t.Errorf("contended word %d: old values %v, host %v", key, got, w)
					}
				}
			})
		}
	}
}

// contendedKey names the contended word lane i of region c uses.
func contendedKey(c, i, wg int, lds bool) int {
	if lds {
		return c<<20 | (i/wg)<<4 | i&3
	}
	return c<<20 | i&3
}

// buildUSubHost builds the host oracle of usub_atomics.ll.
func buildUSubHost(t *testing.T) string {
	t.Helper()
	clang := llvmtool.Path(t, "clang")
	exe := filepath.Join(t.TempDir(), "usub_host")
	src := filepath.Join("testdata", "kernels", "usub_atomics_host")
	if out, err := exec.Command(clang, "-O1", "-Wno-override-module", src+".c", src+".ll", "-o", exe).CombinedOutput(); err != nil {
		t.Fatalf("clang (host): %v\n%s", err, out)
	}
	return exe
}
