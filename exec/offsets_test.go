package exec

import (
	"testing"
)

// GLOBAL and SCRATCH instruction offsets are signed 13-bit fields, and a
// non-buffer SMEM offset is a signed 21-bit field on GFX9 (Vega ISA 9.3.1
// and 4.3: "signed byte offset"; llvm-mc encodes offset:-4 as 0x1ffc, and
// s_load's -4 as 0x1ffffc): a negative offset addresses below the base
// (clang -O2 emits them for p[i-1]).
func TestNegativeInstructionOffsetsAddressBelowTheBase(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx942"} {
		t.Run(target, func(t *testing.T) {
			src := "global_load_dword v1, v[2:3], off offset:-4\n" +
				"global_load_dword v4, v5, s[6:7] offset:-4096\n" +
				"s_load_dword s8, s[6:7], -0x8"
			src += "\nscratch_store_dword v9, v10, off offset:-12\n" +
				"scratch_load_dword v11, v9, off offset:-12"
			var buf *Allocation
			w, err := runAsm(t, target, src, func(w *Wave, e *testEnv) {
				var err error
				if buf, err = e.mem.Allocate("buf", AllocBuffer, 8192, 0); err != nil {
					t.Fatal(err)
				}
				for i := range buf.Data {
					buf.Data[i] = byte(i) ^ byte(i>>8)
				}
				if e.scratch, err = NewScratch(e.mem, 64, 64, 1); err != nil {
					t.Fatal(err)
				}
				w.FlatScratch = e.scratch.Base()
				mid := buf.Base + 4096
				w.EXEC = 1
				w.V(2)[0], w.V(3)[0] = uint32(mid), uint32(mid>>32)
				w.SGPR[6], w.SGPR[7] = uint32(mid), uint32(mid>>32)
				w.V(5)[0] = 8
				w.V(9)[0], w.V(10)[0] = 20, 0xabcd_1234 // private offset 20 - 12 = 8
			})
			if err != nil {
				t.Fatal(err)
			}
			word := func(off int) uint32 {
				b := buf.Data[off:]
				return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
			}
			for _, c := range []struct {
				what      string
				got, want uint32
			}{
				{"global_load offset:-4 from mid", w.V(1)[0], word(4096 - 4)},
				{"global_load saddr offset:-4096 from mid+8", w.V(4)[0], word(8)},
				{"s_load -0x8 from mid", w.SGPR[8], word(4096 - 8)},
			} {
				if c.got != c.want {
					t.Errorf("%s: %#x, want %#x", c.what, c.got, c.want)
				}
			}
			if w.V(11)[0] != 0xabcd_1234 {
				t.Errorf("scratch store/load at private offset 20-12: %#x, want 0xabcd1234", w.V(11)[0])
			}
		})
	}
}
