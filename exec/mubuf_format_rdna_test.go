package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// GFX10+ typed buffer accesses: one 7-bit unified format in the MTBUF
// instruction (and in the V#), which stands for a data and numeric format
// pair and is numbered differently on GFX10 and GFX11+. The kernels are
// assembled by llvm-mc from the format names, so the number each target
// encodes is LLVM's; the expected values come from the format definitions
// as in TestTypedBufferLoadsConvertTheFormat (UNORM c/(2^n-1), SNORM
// max(c/(2^(n-1)-1), -1), USCALED/SSCALED the integer as a float, UINT/SINT
// the integer, FLOAT the half or single value; components from X up).
var rdnaFormatTargets = []string{"gfx1030", "gfx1100", "gfx1200"}

func TestRDNATypedBufferLoadsDecodeTheUnifiedFormat(t *testing.T) {
	data := []byte{0x80, 0x7f, 0x01, 0xff, 0x00, 0x3c, 0x00, 0xc0, 0x78, 0x56, 0x34, 0x12, 0x11, 0x22, 0x33, 0x44}
	f32 := func(v float64) uint32 { return math.Float32bits(float32(v)) }
	cases := []struct {
		asm  string // operands after the opcode's vdata
		n    int    // components loaded
		want []uint32
	}{
		{"format:[BUF_FMT_8_8_UNORM]", 2, []uint32{f32(128.0 / 255), f32(127.0 / 255)}},
		{"format:[BUF_FMT_16_16_FLOAT] offset:4", 2, []uint32{f32(1), f32(-2)}},
		{"format:[BUF_FMT_8_8_8_8_SINT]", 4, []uint32{0xffff_ff80, 0x7f, 1, 0xffff_ffff}},
		// 8_8_8_8_UNORM is 56 on GFX10 and 42 on GFX11+.
		{"format:[BUF_FMT_8_8_8_8_UNORM]", 4, []uint32{f32(128.0 / 255), f32(127.0 / 255), f32(1.0 / 255), f32(1)}},
		{"format:[BUF_FMT_8_8_8_8_SSCALED]", 4, []uint32{f32(-128), f32(127), f32(1), f32(-1)}},
		{"format:[BUF_FMT_16_SNORM]", 1, []uint32{f32(float64(int16(0x7f80)) / 32767)}},
		{"format:[BUF_FMT_8_USCALED]", 1, []uint32{f32(128)}},
		// A format with fewer components than loaded: the rest read 0.
		{"format:[BUF_FMT_32_32_FLOAT] offset:8", 3, []uint32{0x12345678, 0x44332211, 0}},
		{"format:[BUF_FMT_32_32_32_32_UINT]", 4, []uint32{0xff017f80, 0xc0003c00, 0x12345678, 0x44332211}},
	}
	for _, target := range rdnaFormatTargets {
		for _, c := range cases {
			t.Run(target+" "+c.asm, func(t *testing.T) {
				op := [...]string{"x", "xy", "xyz", "xyzw"}[c.n-1]
				vd := "v0"
				if c.n > 1 {
					vd = fmt.Sprintf("v[0:%d]", c.n-1)
				}
				asm := fmt.Sprintf("tbuffer_load_format_%s %s, off, s[4:7], s8 %s", op, vd, c.asm)
				w, err := runAsm(t, target, asm, func(w *Wave, e *testEnv) {
					w.SetWaveSize(32)
					buf, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
					copy(buf.Data, data)
					// The V#'s own format must not matter for tbuffer.
					copy(w.SGPR[4:9], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, 64, 20<<12 | rawOOB(target), 0})
				})
				if err != nil {
					t.Fatal(err)
				}
				for k, want := range c.want {
					if got := w.V(k)[0]; got != want {
						t.Errorf("component %d = %#x, want %#x", k, got, want)
					}
				}
			})
		}
	}
}

// buffer_load_format reads the V#'s unified format (word3 [18:12] on
// GFX10, [17:12] on GFX11+): 8_8_8_8_UNORM, 56 on GFX10 and 42 on GFX11+
// (LLVM's UfmtGFX10/UfmtGFX11 tables, checked against llvm-mc by the isa
// package's TestUnifiedFormatSplitMatchesLLVMMC), with DST_SEL (W, Z, 1, 0).
func TestRDNABufferLoadFormatReadsTheVSharpUnifiedFormat(t *testing.T) {
	for _, target := range rdnaFormatTargets {
		t.Run(target, func(t *testing.T) {
			ufmt := uint32(42)
			if target == "gfx1030" {
				ufmt = 56
			}
			w, err := runAsm(t, target, "buffer_load_format_xyzw v[0:3], off, s[4:7], s8", func(w *Wave, e *testEnv) {
				w.SetWaveSize(32)
				buf, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
				copy(buf.Data, []byte{10, 20, 30, 40})
				copy(w.SGPR[4:9], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, 64, 7 | 6<<3 | 1<<6 | 0<<9 | ufmt<<12 | rawOOB(target), 0})
			})
			if err != nil {
				t.Fatal(err)
			}
			u := func(b float64) uint32 { return math.Float32bits(float32(b / 255)) }
			for k, want := range []uint32{u(40), u(30), math.Float32bits(1), 0} {
				if got := w.V(k)[0]; got != want {
					t.Errorf("component %d = %#x, want %#x", k, got, want)
				}
			}
		})
	}
}

func TestRDNATypedBufferStoreAndUnmodelledFormats(t *testing.T) {
	for _, target := range rdnaFormatTargets {
		t.Run(target, func(t *testing.T) {
			var buf []byte
			w, err := runAsm(t, target, "tbuffer_store_format_xy v[0:1], v4, s[4:7], s8 format:[BUF_FMT_32_32_UINT] offen offset:16", func(w *Wave, e *testEnv) {
				w.SetWaveSize(32)
				a, _ := e.mem.Allocate("buf", AllocBuffer, 512, 0)
				buf = a.Data
				copy(w.SGPR[4:9], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 512, rawOOB(target), 0})
				for l := range 32 {
					w.V(0)[l], w.V(1)[l], w.V(4)[l] = uint32(l), 0xabc0_0000|uint32(l), uint32(8*l)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if uint32(w.EXEC) == 0 {
				t.Fatal("no lane is active")
			}
			want := make([]byte, 512)
			for l := range 32 {
				if w.EXEC>>uint(l)&1 != 0 {
					binary.LittleEndian.PutUint32(want[16+8*l:], uint32(l))
					binary.LittleEndian.PutUint32(want[20+8*l:], 0xabc0_0000|uint32(l))
				}
			}
			compareLDS(t, buf, want)
			// A value without a name is no format (packed formats: see
			// TestPackedBufferFormatLoads).
			for _, f := range []string{"100"} {
				_, err := runAsm(t, target, "tbuffer_load_format_x v0, off, s[4:7], s8 format:"+f, func(w *Wave, e *testEnv) { w.SetWaveSize(32) })
				if fl := faultOf(t, err); fl.Kind != FaultUnimplemented {
					t.Errorf("format:%s: got %v, want an unimplemented fault", f, err)
				}
			}
		})
	}
}
