package exec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"testing"
)

// LDS DMA loads and buffer_store_lds_dword, assembled by llvm-mc and run on
// one wave. The expected LDS contents come from ldsDMARef, written from the
// address rule the ISA guides give (Vega ISA "Buffer Instructions": LDS_ADDR
// = M0[15:0] + inst_offset + TID*4; MI300 ISA GLOBAL_LOAD_LDS_*: the loaded
// byte or short zero- or sign-extended to 32 bits), not from the code
// under test.

// ldsDMARef returns the LDS after a DMA load: for each lane in exec, the
// dword at m0 + off + 4*lane is the value load(lane) extended as the
// mnemonic suffix says; other bytes keep before.
func ldsDMARef(before []byte, m0 uint32, off int64, exec uint64, suffix string, load func(l int) []byte) []byte {
	out := append([]byte(nil), before...)
	for l := range 64 {
		if exec>>uint(l)&1 == 0 {
			continue
		}
		b := load(l)
		var v uint32
		switch suffix {
		case "ubyte":
			v = uint32(b[0])
		case "sbyte":
			v = uint32(int32(int8(b[0])))
		case "ushort":
			v = uint32(binary.LittleEndian.Uint16(b))
		case "sshort":
			v = uint32(int32(int16(binary.LittleEndian.Uint16(b))))
		case "dword":
			v = binary.LittleEndian.Uint32(b)
		}
		binary.LittleEndian.PutUint32(out[int(m0&0xffff)+int(off)+4*l:], v)
	}
	return out
}

// fillPattern fills b with bytes whose high bits vary (so sign extension
// shows).
func fillPattern(b []byte, seed byte) {
	for i := range b {
		b[i] = byte(i*37) ^ seed
	}
}

func compareLDS(t *testing.T, got, want []byte) {
	t.Helper()
	bad := 0
	for i := 0; i+4 <= len(want); i += 4 {
		g, w := binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(want[i:])
		if g != w && bad < 6 {
			bad++
			t.Errorf("LDS dword at %#x = %#x, want %#x", i, g, w)
		}
	}
}

var ldsDMASuffixes = []string{"ubyte", "sbyte", "ushort", "sshort", "dword"}

func TestGlobalLoadLDSWritesEachLanesDwordAtM0(t *testing.T) {
	size := map[string]int{"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "dword": 4}
	// gfx942 has global_load_lds_*; gfx900-gfx90a the global loads' lds bit.
	// (LLVM 22 no longer knows gfx940.)
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		for _, sfx := range ldsDMASuffixes {
			pre, post := "global_load_lds_", ""
			if target != "gfx942" {
				pre, post = "global_load_", " lds"
			}
			for _, form := range []struct {
				name, asm string
				off       int64
			}{
				{"saddr", pre + "%s v1, s[2:3] offset:-8" + post, -8},
				{"vaddr64", pre + "%s v[2:3], off offset:12" + post, 12},
			} {
				t.Run(fmt.Sprintf("%s/%s/%s", target, sfx, form.name), func(t *testing.T) {
					const exec = 0xf0f0_0000_ffff_7ffe // partial EXEC: lane 0 and others off
					const m0 = 0x200
					var buf *Allocation
					var before []byte
					w, err := runAsm(t, target, fmt.Sprintf(form.asm, sfx), func(w *Wave, e *testEnv) {
						buf, _ = e.mem.Allocate("src", AllocBuffer, 1024, 0)
						fillPattern(buf.Data, 0x81)
						fillPattern(e.lds.Data, 0x5a)
						before = append([]byte(nil), e.lds.Data...)
						w.SGPR[2], w.SGPR[3] = uint32(buf.Base+16), uint32((buf.Base+16)>>32)
						for l := range 64 {
							o := uint32(64 + 7*l) // unaligned on purpose
							w.V(1)[l] = o
							a := buf.Base + 4 + uint64(o)
							w.V(2)[l], w.V(3)[l] = uint32(a), uint32(a>>32)
						}
						w.M0 = m0
						w.EXEC = exec
					})
					if err != nil {
						t.Fatal(err)
					}
					want := ldsDMARef(before, m0, form.off, exec, sfx, func(l int) []byte {
						at := 16 + 64 + 7*l + int(form.off) // saddr form: base+16 + v1 + off
						if form.name == "vaddr64" {
							at = 4 + 64 + 7*l + int(form.off)
						}
						return buf.Data[at : at+size[sfx]]
					})
					compareLDS(t, w.Env.LDS().Data, want)
				})
			}
		}
	}
}

func TestScratchLoadLDSReadsTheLanesPrivateSegment(t *testing.T) {
	for _, c := range []struct{ target, pre, post string }{
		{"gfx942", "scratch_load_lds_", ""},
		{"gfx900", "scratch_load_", " lds"}, // the scratch loads' lds bit before gfx940
		{"gfx90a", "scratch_load_", " lds"},
	} {
		for _, sfx := range ldsDMASuffixes {
			t.Run(c.target+"/"+sfx, func(t *testing.T) {
				const exec = 0x8000_0001_0000_fff0
				const m0 = 0x100
				var before []byte
				// Each lane stores 0x80808000 + lane*0x0103 at private offset 16,
				// then loads it back into LDS (v1 = 8, offset 8 applying to both).
				w, err := runAsm(t, c.target, "scratch_store_dword v1, v0, off offset:8\n"+c.pre+sfx+" v1, off offset:8"+c.post, func(w *Wave, e *testEnv) {
					s, err := NewScratch(e.mem, 64, 64, 1)
					if err != nil {
						t.Fatal(err)
					}
					e.scratch = s
					w.FlatScratch = s.Base()
					fillPattern(e.lds.Data, 0x33)
					before = append([]byte(nil), e.lds.Data...)
					for l := range 64 {
						w.V(0)[l] = 0x8080_8000 + uint32(l)*0x0103
						w.V(1)[l] = 8
					}
					w.M0 = m0
					w.EXEC = exec
				})
				if err != nil {
					t.Fatal(err)
				}
				want := ldsDMARef(before, m0, 8, exec, sfx, func(l int) []byte {
					return binary.LittleEndian.AppendUint32(nil, 0x8080_8000+uint32(l)*0x0103)
				})
				compareLDS(t, w.Env.LDS().Data, want)
			})
		}
	}
}

// bufferVSharp returns the four SGPR words of a buffer of n records (bytes
// when stride is 0) at base, packed by hand from the Vega ISA "Buffer
// Resource" table: word1[29:16] stride, word3[23] add_tid_enable,
// word3[20:19] element size (1: 4 bytes), word3[22:21] index stride (3: 64).
func bufferVSharp(base uint64, n, stride uint32, addTID bool) *[4]uint32 {
	w3 := uint32(1<<19 | 3<<21)
	if addTID {
		w3 |= 1 << 23
	}
	return &[4]uint32{uint32(base), uint32(base>>32)&0xffff | stride<<16, n, w3}
}

func TestBufferLoadLDSWritesEachLanesDword(t *testing.T) {
	size := map[string]int{"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "dword": 4}
	for _, target := range []string{"gfx803", "gfx900", "gfx90a", "gfx942"} {
		for _, sfx := range ldsDMASuffixes {
			t.Run(target+"/"+sfx, func(t *testing.T) {
				const exec = 0x7fff_ffff_ffff_fffe
				const m0 = 0x40
				const records = 300 // lanes whose offset is past it read 0
				var buf *Allocation
				var before []byte
				w, err := runAsm(t, target, "buffer_load_"+sfx+" v1, s[4:7], s8 offen offset:4 lds", func(w *Wave, e *testEnv) {
					buf, _ = e.mem.Allocate("src", AllocBuffer, 1024, 0)
					fillPattern(buf.Data, 0x9c)
					fillPattern(e.lds.Data, 0x11)
					before = append([]byte(nil), e.lds.Data...)
					copy(w.SGPR[4:8], bufferVSharp(buf.Base, records, 0, false)[:])
					w.SGPR[8] = 32 // soffset: not range-checked
					for l := range 64 {
						w.V(1)[l] = uint32(5 * l)
					}
					w.M0 = m0
					w.EXEC = exec
				})
				if err != nil {
					t.Fatal(err)
				}
				want := ldsDMARef(before, m0, 4, exec, sfx, func(l int) []byte {
					off := 5*l + 4 // VGPR offset + instruction offset, checked against num_records
					if off >= records {
						return make([]byte, 4)
					}
					at := 32 + off
					return buf.Data[at : at+size[sfx]]
				})
				compareLDS(t, w.Env.LDS().Data, want)
			})
		}
	}
}

func TestBufferStoreLDSDwordMovesLDSToTheBuffer(t *testing.T) {
	for _, target := range []string{"gfx803", "gfx900", "gfx90a"} {
		t.Run(target, func(t *testing.T) {
			const exec = 0x0000_ffff_0000_fff7
			const m0 = 0x80
			var buf *Allocation
			var lds []byte
			// add_tid_enable with a 4-byte stride: lane l's record is l.
			w, err := runAsm(t, target, "buffer_store_lds_dword s[4:7], s8 offset:16 lds", func(w *Wave, e *testEnv) {
				buf, _ = e.mem.Allocate("dst", AllocBuffer, 512, 0)
				fillPattern(e.lds.Data, 0x77)
				lds = append([]byte(nil), e.lds.Data...)
				copy(w.SGPR[4:8], bufferVSharp(buf.Base, 48, 4, true)[:])
				w.SGPR[8] = 8
				w.M0 = m0
				w.EXEC = exec
			})
			if err != nil {
				t.Fatal(err)
			}
			// Lane l: LDS dword at m0+16+4l to base + soffset + l*stride +
			// offset, records (lanes) 48 and up dropped.
			want := make([]byte, 512)
			for l := range 48 {
				if exec>>uint(l)&1 != 0 {
					copy(want[8+4*l+16:], lds[m0+16+4*l:m0+16+4*l+4])
				}
			}
			compareLDS(t, buf.Data, want)
			_ = w
		})
	}
}

func TestLDSDMAOutsideTheLDSFaults(t *testing.T) {
	// LDS is 4096 bytes: with M0 = 4096-64 lane 16 is the first whose
	// dword lies past the end.
	_, err := runAsm(t, "gfx942", "global_load_lds_dword v1, s[2:3]", func(w *Wave, e *testEnv) {
		buf, _ := e.mem.Allocate("src", AllocBuffer, 256, 0)
		w.SGPR[2], w.SGPR[3] = uint32(buf.Base), uint32(buf.Base>>32)
		w.M0 = 4096 - 64
	})
	f := faultOf(t, err)
	var mf *MemoryFault
	if f.Kind != FaultMemory || !errors.As(f, &mf) || mf.Space != SpaceLocal || mf.Addr != 4096 {
		t.Fatalf("fault %v, want an LDS write fault at offset 0x1000", f)
	}
	if len(f.Lanes) == 0 || f.Lanes[0].Lane != 16 {
		t.Errorf("fault lanes %v, want lane 16 first", f.Lanes)
	}
}
