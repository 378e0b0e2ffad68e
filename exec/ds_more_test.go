package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// ds_read/write_addtid_b32, ds_condxchg32_rtn_b64 and ds_*_src2_*, assembled
// by llvm-mc and run on one wave; the expected LDS and VGPRs are computed
// here from the ISA pseudo-code quoted with each reference.

func TestDSAddTIDAddressesLDSByLane(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			const exec uint64 = 0xffff_0000_8000_7ff1
			// M0[31:16] is not part of the address (MI300 ISA: MEM[{OFFSET1,
			// OFFSET0} + M0[15:0] + laneID * 4]).
			const m0 = 0xabcd_0104
			var before []byte
			w, err := runAsm(t, target, "ds_write_addtid_b32 v2 offset:8\nds_read_addtid_b32 v1 offset:4", func(w *Wave, e *testEnv) {
				fillPattern(e.lds.Data, 0x21)
				before = append([]byte(nil), e.lds.Data...)
				for l := range 64 {
					w.V(1)[l] = 0xeeee_0000 | uint32(l)
					w.V(2)[l] = 0x1234_0000 + uint32(l)*0x11
				}
				w.M0 = m0
				w.EXEC = exec
			})
			if err != nil {
				t.Fatal(err)
			}
			want := append([]byte(nil), before...)
			for l := range 64 {
				if exec>>uint(l)&1 != 0 {
					binary.LittleEndian.PutUint32(want[0x104+8+4*l:], 0x1234_0000+uint32(l)*0x11)
				}
			}
			compareLDS(t, w.Env.LDS().Data, want)
			for l := range 64 {
				wantV := uint32(0xeeee_0000 | uint32(l)) // inactive lanes keep v1
				if exec>>uint(l)&1 != 0 {
					wantV = binary.LittleEndian.Uint32(want[0x104+4+4*l:])
				}
				if got := w.V(1)[l]; got != wantV {
					t.Errorf("v1 lane %d = %#x, want %#x", l, got, wantV)
				}
			}
		})
	}
}

// condxchgRef is the MI300 ISA DS_CONDXCHG32_RTN_B64 pseudo-code for one
// lane: ADDR0 = (ADDR + offset) & 0xfff8, ADDR1 = ADDR0 + 4; RETURN_DATA[i]
// = LDS[ADDRi]; if DATA[32i+31] then LDS[ADDRi] = {0, DATA[32i+30:32i]}.
func condxchgRef(lds []byte, addr, offset uint32, data uint64) (ret [2]uint32) {
	a0 := (addr + offset) & 0xfff8
	for i, a := range []uint32{a0, a0 + 4} {
		ret[i] = binary.LittleEndian.Uint32(lds[a:])
		half := uint32(data >> (32 * i))
		if half>>31 == 1 {
			binary.LittleEndian.PutUint32(lds[a:], half&^(1<<31))
		}
	}
	return ret
}

func TestDSCondxchg32WritesTheHalvesWithBit31Set(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			const exec uint64 = 0xffff_ffff_0fff_fffd
			var before []byte
			addr := func(l int) uint32 { return uint32(8*l + l%8) } // low bits dropped by & 0xfff8
			data := func(l int) uint64 {
				lo, hi := uint32(0x1111_1111*uint32(l)), uint32(0x0f0f_0f0f+uint32(l))
				if l%3 == 0 {
					lo |= 1 << 31
				} else {
					lo &^= 1 << 31
				}
				if l%2 == 0 {
					hi |= 1 << 31
				} else {
					hi &^= 1 << 31
				}
				return uint64(hi)<<32 | uint64(lo)
			}
			w, err := runAsm(t, target, "ds_condxchg32_rtn_b64 v[2:3], v1, v[4:5] offset:16", func(w *Wave, e *testEnv) {
				fillPattern(e.lds.Data, 0x4c)
				before = append([]byte(nil), e.lds.Data...)
				for l := range 64 {
					w.V(1)[l] = addr(l)
					w.V(4)[l], w.V(5)[l] = uint32(data(l)), uint32(data(l)>>32)
				}
				w.EXEC = exec
			})
			if err != nil {
				t.Fatal(err)
			}
			want := append([]byte(nil), before...)
			for l := range 64 {
				if exec>>uint(l)&1 == 0 {
					continue
				}
				ret := condxchgRef(want, addr(l), 16, data(l))
				if w.V(2)[l] != ret[0] || w.V(3)[l] != ret[1] {
					t.Errorf("lane %d returned %#x %#x, want %#x %#x", l, w.V(2)[l], w.V(3)[l], ret[0], ret[1])
				}
			}
			compareLDS(t, w.Env.LDS().Data, want)
		})
	}
}

// src2Ref applies a ds_*_src2_* operation to lds lane by lane, in lane
// order, from the GCN3/Vega ISA pseudo-code: A = ADDR_base; B = A + 4 *
// (offset[15] ? {A[31], A[31:17]} : {offset[14], offset[14:0]}) as a
// signed 16-bit dword count, only ADDR[16:0] addressing LDS in the first
// case; MEM[A] = op(MEM[A], MEM[B]); A and B aligned to the data size
// (CLRX GcnInstrsDs).
func src2Ref(lds []byte, exec uint64, addr func(l int) uint32, offset uint32, width int, op func(a, b uint64) uint64) {
	for l := range 64 {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		x := addr(l)
		var stride int32
		var a uint32
		if offset&0x8000 != 0 {
			stride = int32(x) >> 17 // x[31:17], sign-extended from x[31]
			a = x & 0x1ffff
		} else {
			stride = int32(offset<<17) >> 17 // offset[14:0], sign-extended from offset[14]
			a = x
		}
		size := uint32(width / 8)
		a &^= size - 1
		b := uint32(int32(a)+4*stride) &^ (size - 1)
		if width == 32 {
			va, vb := binary.LittleEndian.Uint32(lds[a:]), binary.LittleEndian.Uint32(lds[b:])
			binary.LittleEndian.PutUint32(lds[a:], uint32(op(uint64(va), uint64(vb))))
		} else {
			va, vb := binary.LittleEndian.Uint64(lds[a:]), binary.LittleEndian.Uint64(lds[b:])
			binary.LittleEndian.PutUint64(lds[a:], op(va, vb))
		}
	}
}

func TestDSSrc2CombinesTwoLDSLocations(t *testing.T) {
	f32 := func(f func(x, y float32) float32) func(a, b uint64) uint64 {
		return func(a, b uint64) uint64 {
			return uint64(math.Float32bits(f(math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)))))
		}
	}
	cases := []struct {
		op     string
		width  int
		offset uint32
		addr   func(l int) uint32
		ref    func(a, b uint64) uint64
	}{
		// B = A + 16: each lane reads a location no earlier lane changed.
		{"ds_add_src2_u32", 32, 4, func(l int) uint32 { return uint32(4 * l) }, func(a, b uint64) uint64 { return a + b }},
		// offset[14] set: stride -4 dwords, B = A - 16, a running chain.
		{"ds_xor_src2_b32", 32, 0x7ffc, func(l int) uint32 { return uint32(64 + 4*l) }, func(a, b uint64) uint64 { return a ^ b }},
		// offset[15] set: the stride is ADDR[31:17] (here 3 and -2).
		{"ds_sub_src2_u32", 32, 0x8000, func(l int) uint32 {
			if l%2 == 0 {
				return 3<<17 | uint32(128+4*l)
			}
			return 0xfffc<<16 | uint32(128+4*l)
		}, func(a, b uint64) uint64 { return uint64(uint32(a - b)) }},
		{"ds_rsub_src2_u32", 32, 1, func(l int) uint32 { return uint32(4*l + 2) }, func(a, b uint64) uint64 { return uint64(uint32(b - a)) }},
		{"ds_max_src2_i32", 32, 2, func(l int) uint32 { return uint32(4 * l) }, func(a, b uint64) uint64 { return uint64(uint32(max(int32(a), int32(b)))) }},
		{"ds_min_src2_u32", 32, 3, func(l int) uint32 { return uint32(4 * l) }, func(a, b uint64) uint64 { return min(a, b) }},
		{"ds_inc_src2_u32", 32, 5, func(l int) uint32 { return uint32(4 * l) }, func(a, b uint64) uint64 {
			if a >= b {
				return 0
			}
			return a + 1
		}},
		{"ds_write_src2_b32", 32, 0x7fff, func(l int) uint32 { return uint32(256 + 4*l) }, func(a, b uint64) uint64 { return b }},
		{"ds_min_src2_f32", 32, 4, func(l int) uint32 { return uint32(4 * l) }, f32(func(x, y float32) float32 { return float32(math.Min(float64(x), float64(y))) })},
		{"ds_add_src2_f32", 32, 4, func(l int) uint32 { return uint32(4 * l) }, f32(func(x, y float32) float32 { return x + y })},
		// 64-bit: offset 2 dwords is one element; A and B aligned to 8.
		{"ds_add_src2_u64", 64, 2, func(l int) uint32 { return uint32(8*l + 4) }, func(a, b uint64) uint64 { return a + b }},
		{"ds_max_src2_u64", 64, 0x7ffe, func(l int) uint32 { return uint32(64 + 8*l) }, func(a, b uint64) uint64 { return max(a, b) }},
		{"ds_write_src2_b64", 64, 6, func(l int) uint32 { return uint32(8 * l) }, func(a, b uint64) uint64 { return b }},
	}
	for _, target := range []string{"gfx803", "gfx900", "gfx908"} {
		for _, c := range cases {
			t.Run(target+"/"+c.op, func(t *testing.T) {
				const exec uint64 = 0xff7f_ffff_ffff_fffe
				var before []byte
				w, err := runAsm(t, target, fmt.Sprintf("%s v1 offset:%d", c.op, c.offset), func(w *Wave, e *testEnv) {
					// Finite floats (no NaN, which min/max treat specially) of
					// both signs.
					for i := 0; i < len(e.lds.Data); i += 4 {
						v := uint32(i*2654435761) & 0xbfff_ffff
						binary.LittleEndian.PutUint32(e.lds.Data[i:], v)
					}
					before = append([]byte(nil), e.lds.Data...)
					for l := range 64 {
						w.V(1)[l] = c.addr(l)
					}
					w.EXEC = exec
				})
				if err != nil {
					t.Fatal(err)
				}
				want := append([]byte(nil), before...)
				src2Ref(want, exec, c.addr, c.offset, c.width, c.ref)
				compareLDS(t, w.Env.LDS().Data, want)
			})
		}
	}
}

func TestDSSrc2OutsideTheLDSFaults(t *testing.T) {
	// Lane 0's B lies 4 dwords before address 0.
	_, err := runAsm(t, "gfx900", "ds_add_src2_u32 v1 offset:0x7ffc", nil)
	f := faultOf(t, err)
	if f.Kind != FaultMemory || len(f.Lanes) == 0 || f.Lanes[0].Lane != 0 {
		t.Fatalf("got %v, want an LDS fault of lane 0", err)
	}
}

// vdst overlapping vaddr and data: every input is read before any output
// is written (vdst v[3:4] over data v[2:3]'s second dword).
func TestDSCondxchg32WithOverlappingRegisters(t *testing.T) {
	var before []byte
	w, err := runAsm(t, "gfx900", "ds_condxchg32_rtn_b64 v[3:4], v1, v[2:3]", func(w *Wave, e *testEnv) {
		fillPattern(e.lds.Data, 0x3d)
		before = append([]byte(nil), e.lds.Data...)
		for l := range 64 {
			w.V(1)[l] = uint32(8 * l)
			w.V(2)[l] = 0x8000_0000 | uint32(l)
			w.V(3)[l] = 0x8000_0100 | uint32(l)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	want := append([]byte(nil), before...)
	for l := range 64 {
		data := uint64(0x8000_0100|uint32(l))<<32 | uint64(0x8000_0000|uint32(l))
		ret := condxchgRef(want, uint32(8*l), 0, data)
		if w.V(3)[l] != ret[0] || w.V(4)[l] != ret[1] {
			t.Errorf("lane %d returned %#x %#x, want %#x %#x", l, w.V(3)[l], w.V(4)[l], ret[0], ret[1])
		}
	}
	compareLDS(t, w.Env.LDS().Data, want)
}
