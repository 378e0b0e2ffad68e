package exec

import "testing"

// Accesses of a MUBUF store: per active lane, the raw buffer address
// base + soffset + inst_offset + the lane's VGPR offset (Vega ISA 9.1.5,
// "Range checking" aside), in global memory; a lane whose offset is past
// num_records accesses nothing (the store is dropped).
func TestAccessesOfABufferStore(t *testing.T) {
	p := asmProgram(t, "gfx900", "buffer_store_dword v1, v0, s[4:7], s8 offen offset:8")
	w := NewWave(p.Arch.SGPRs, 32, 0)
	mem := NewMemory()
	buf, err := mem.Allocate("out", AllocBuffer, 1024, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.Env = &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), scratch: &Scratch{WaveSize: 64}}
	r := BufferResource{Base: buf.Base, NumRecords: 512}
	v := r.Encode()
	copy(w.SGPR[4:8], v[:])
	w.SGPR[8] = 16 // soffset
	w.EXEC = 0x8000_0000_0000_00f1
	for l := range 64 {
		w.V(0)[l] = uint32(4 * l)
	}
	w.V(0)[63] = 600 // past num_records
	acc := NewDebugger(p).Accesses(w)
	var want []Access
	for _, l := range []int{0, 4, 5, 6, 7} {
		want = append(want, Access{Lane: l, Space: SpaceGlobal, Addr: buf.Base + 16 + 8 + uint64(4*l), Size: 4, Write: true})
	}
	if len(acc) != len(want) {
		t.Fatalf("accesses %+v, want %+v", acc, want)
	}
	for i := range want {
		if acc[i] != want[i] {
			t.Fatalf("access %d = %+v, want %+v", i, acc[i], want[i])
		}
	}
}

// Accesses of a MUBUF atomic: per active lane whose offset is in the
// buffer's range, one Write+Atomic access of the operation's bytes at the
// raw buffer address (as for the store above); an out-of-range lane's
// atomic does nothing (Vega ISA 9.1.5) and accesses nothing.
func TestAccessesOfABufferAtomic(t *testing.T) {
	for _, c := range []struct {
		asm  string
		size uint32
	}{
		{"buffer_atomic_add v1, v0, s[4:7], s8 offen offset:8 glc", 4},
		{"buffer_atomic_cmpswap_x2 v[2:5], v0, s[4:7], s8 offen offset:8", 8},
	} {
		p := asmProgram(t, "gfx900", c.asm)
		w := NewWave(p.Arch.SGPRs, 32, 0)
		mem := NewMemory()
		buf, err := mem.Allocate("out", AllocBuffer, 1024, 0)
		if err != nil {
			t.Fatal(err)
		}
		w.Env = &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), scratch: &Scratch{WaveSize: 64}}
		v := BufferResource{Base: buf.Base, NumRecords: 512}.Encode()
		copy(w.SGPR[4:8], v[:])
		w.SGPR[8] = 16
		w.EXEC = 0x8000_0000_0000_0003
		for l := range 64 {
			w.V(0)[l] = uint32(8 * l)
		}
		w.V(0)[63] = 600
		acc := NewDebugger(p).Accesses(w)
		var want []Access
		for _, l := range []int{0, 1} {
			want = append(want, Access{Lane: l, Space: SpaceGlobal, Addr: buf.Base + 16 + 8 + uint64(8*l), Size: c.size, Write: true, Atomic: true})
		}
		if len(acc) != len(want) {
			t.Fatalf("%s: accesses %+v, want %+v", c.asm, acc, want)
		}
		for i := range want {
			if acc[i] != want[i] {
				t.Errorf("%s: access %d = %+v, want %+v", c.asm, i, acc[i], want[i])
			}
		}
	}
}

// Accesses of typed buffer accesses: per active lane in range, each
// component's bytes of the format (8_8 UINT: two 1-byte reads; a store of
// x of 16_16: one 2-byte write), a packed format's one dword.
func TestAccessesOfTypedBufferAccesses(t *testing.T) {
	for _, c := range []struct {
		asm   string
		sizes []uint32 // per lane, at offsets 0, size, ...
		write bool
	}{
		{"tbuffer_load_format_xyzw v[0:3], v4, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UINT] offen", []uint32{1, 1}, false},
		{"tbuffer_store_format_x v0, v4, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen", []uint32{2}, true},
		{"tbuffer_load_format_d16_xy v0, v4, s[4:7], 0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_UINT] offen", []uint32{4}, false},
	} {
		p := asmProgram(t, "gfx900", c.asm)
		w := NewWave(p.Arch.SGPRs, 32, 0)
		mem := NewMemory()
		buf, err := mem.Allocate("out", AllocBuffer, 1024, 0)
		if err != nil {
			t.Fatal(err)
		}
		w.Env = &testEnv{arch: p.Arch, mem: mem, acc: mem.Accessor(), scratch: &Scratch{WaveSize: 64}}
		v := BufferResource{Base: buf.Base, NumRecords: 512}.Encode()
		copy(w.SGPR[4:8], v[:])
		w.EXEC = 0x8000_0000_0000_0003
		for l := range 64 {
			w.V(4)[l] = uint32(8 * l)
		}
		w.V(4)[63] = 600 // past num_records
		acc := NewDebugger(p).Accesses(w)
		var want []Access
		for _, l := range []int{0, 1} {
			at := uint64(0)
			for _, s := range c.sizes {
				want = append(want, Access{Lane: l, Space: SpaceGlobal, Addr: buf.Base + uint64(8*l) + at, Size: s, Write: c.write})
				at += uint64(s)
			}
		}
		if len(acc) != len(want) {
			t.Fatalf("%s: accesses %+v, want %+v", c.asm, acc, want)
		}
		for i := range want {
			if acc[i] != want[i] {
				t.Errorf("%s: access %d = %+v, want %+v", c.asm, i, acc[i], want[i])
			}
		}
	}
}
