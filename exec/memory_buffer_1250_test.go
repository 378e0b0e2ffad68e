package exec

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// gfx1250 buffer resources end to end: clang-22 builds rsrc1250.cl, whose
// kernels make their V# with __builtin_amdgcn_make_buffer_rsrc (LLVM 22
// packs a 57-bit base, a 45-bit num_records, the 16-bit stride and the
// flags) and load and store through it at offsets near 4 GiB. The
// expected memory is written here from AMDGPUUsage and the gfx1250 V#
// (decodeBufferResource1250): a dword is in range when its offset is
// below num_records, or, with a stride and the raw bit (flags bit 3)
// clear, when the index (0 for raw loads) is; an out-of-range load reads
// 0 and an out-of-range store is dropped.
func TestGFX1250BufferResource(t *testing.T) {
	le := binary.LittleEndian
	const n, wg = 64, 32
	const far = 0xf000_0000 // a second region 3.75 GiB above the base
	type rcase struct {
		name   string
		voff0  uint32
		nrec   uint64
		stride uint16
		flags  uint32
	}
	cases := []rcase{
		// num_records above 32 bits: every 32-bit offset is in range.
		{"45-bit num_records", far, 1<<32 + 5, 0, 0},
		// The bound at lane 37 near 4 GiB (num_records' low 7 bits, in
		// word 1, are not 0).
		{"bound near 4 GiB", far, far + 4*37, 0, 0},
		// With a stride the raw load's index 0 is checked: all in range.
		{"stride checks the index", 0, 40, 16, 0},
		// The raw bit checks the offset: lanes 0-9.
		{"raw bit checks the offset", 0, 40, 16, 8},
	}
	for _, opt := range []string{"O0", "O2"} {
		co := buildFor(t, "gfx1250", "rsrc1250.cl", opt, []string{"buffer_load_b32", "buffer_store_b32", "buffer_load_b128"})
		k := loadKernel(t, "gfx1250", co, "rsrc")
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/%s", opt, c.name), func(t *testing.T) {
				mem := NewMemory()
				near, _ := mem.Allocate("near", AllocBuffer, 4096, 0)
				farA, err := mem.Map("far", AllocBuffer, near.Base+far, make([]byte, 4096))
				if err != nil {
					t.Fatal(err)
				}
				out, _ := mem.Allocate("out", AllocBuffer, 4*n, 0)
				for i := range 1024 {
					le.PutUint32(near.Data[4*i:], 0x1000_0000+uint32(i))
					le.PutUint32(farA.Data[4*i:], 0x2000_0000+uint32(i))
				}
				// The expected memory: region bytes by buffer offset.
				wantNear := append([]byte(nil), near.Data...)
				wantFar := append([]byte(nil), farA.Data...)
				word := func(off uint32) []byte {
					if off >= far {
						return wantFar[off-far:]
					}
					return wantNear[off:]
				}
				inRange := func(off uint32) bool {
					if c.stride != 0 && c.flags&8 == 0 {
						return 0 < c.nrec
					}
					return uint64(off) < c.nrec
				}
				wantOut := make([]uint32, n)
				for i := range n {
					off := c.voff0 + 4*uint32(i)
					if inRange(off) {
						wantOut[i] = le.Uint32(word(off))
					}
				}
				for i := range n {
					// Stores after every load: no lane's store reaches another's load.
					if off := c.voff0 + 4*uint32(i) + 256; inRange(off) {
						le.PutUint32(word(off), wantOut[i]+1)
					}
				}
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
				d.Kernarg = k.kernarg(t, d, near.Base, c.nrec, uint64(c.stride), uint64(c.flags), uint64(c.voff0), out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range n {
					if got := le.Uint32(out.Data[4*i:]); got != wantOut[i] && bad < 5 {
						t.Errorf("lane %d loaded %#x, want %#x", i, got, wantOut[i])
						bad++
					}
				}
				for _, r := range []struct {
					name      string
					got, want []byte
				}{{"near", near.Data, wantNear}, {"far", farA.Data, wantFar}} {
					for i := 0; i < len(r.got); i += 4 {
						if g, w := le.Uint32(r.got[i:]), le.Uint32(r.want[i:]); g != w && bad < 10 {
							t.Errorf("%s region offset %#x = %#x, want %#x", r.name, i, g, w)
							bad++
						}
					}
				}
			})
		}
		// b128 loads from the far region through a 45-bit num_records.
		t.Run(opt+"/b128", func(t *testing.T) {
			k := loadKernel(t, "gfx1250", co, "rsrc128")
			mem := NewMemory()
			near, _ := mem.Allocate("near", AllocBuffer, 4096, 0)
			farA, err := mem.Map("far", AllocBuffer, near.Base+far, make([]byte, 4096))
			if err != nil {
				t.Fatal(err)
			}
			out, _ := mem.Allocate("out", AllocBuffer, 16*n, 0)
			for i := range 1024 {
				le.PutUint32(farA.Data[4*i:], 0x3000_0000+uint32(i))
			}
			d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{wg, 1, 1}}
			d.Kernarg = k.kernarg(t, d, near.Base, 1<<40+3, far, out.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			for i := range 4 * n {
				if got, want := le.Uint32(out.Data[4*i:]), 0x3000_0000+uint32(i); got != want {
					t.Fatalf("dword %d = %#x, want %#x", i, got, want)
				}
			}
		})
	}
}

// The gfx1250 V# packs and unpacks as LLVM 22's make.buffer.rsrc lowering
// lays it out (the clang-22 code rsrc1250.cl compiles to: base |
// num_records << 57, stride << 108, flags << 124).
func TestGFX1250BufferResourceWords(t *testing.T) {
	base, nrec, stride, flags := uint64(0x1_2345_6789_abcd), uint64(0x1234_5678_9abc), uint32(0xbeef), uint32(8)
	lo := base | nrec<<57
	hi := nrec>>7 | uint64(stride)<<44 | uint64(flags)<<60
	w := [4]uint32{uint32(lo), uint32(lo >> 32), uint32(hi), uint32(hi >> 32)}
	r := DecodeBufferResourceFor(w, GFX1250)
	if r.Base != base || r.NumRecords != nrec || r.Stride != stride || !r.RawBounds {
		t.Errorf("decoded %+v", r)
	}
	if got := r.EncodeFor(GFX1250); got != w {
		t.Errorf("encoded %#x, want %#x", got, w)
	}
}
