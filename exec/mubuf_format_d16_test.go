package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"
)

// The d16 typed buffer accesses on GFX9, GFX10 (buffer_load_format_d16_*,
// the GCN names) and GFX11/GFX12 (buffer_load_d16_format_*), assembled by
// llvm-mc. A d16 access keeps 16 bits a component, two a VGPR (x low, y
// high; a lone last component's high half 0); the d16_hi form uses the
// high half and keeps the low one. The expected halves come from the
// format definitions (see mubuf_format_packed_test.go) through a half
// table written from the IEEE binary16 definition, the expected integers
// from zero/sign extension to 16 bits.

// refHalfValue is the value of IEEE binary16 bits h (not NaN).
func refHalfValue(h uint16) float64 {
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	v := math.Ldexp(1+m/1024, e-15)
	switch e {
	case 0:
		v = math.Ldexp(m/1024, -14)
	case 31:
		v = math.Inf(1)
	}
	if h&0x8000 != 0 {
		return -v
	}
	return v
}

// refHalfOf is the half holding v exactly (every value a d16 test expects
// is one).
func refHalfOf(t *testing.T, v float64) uint16 {
	for h := range 0x10000 {
		if e := h >> 10 & 0x1f; e == 31 && h&0x3ff != 0 {
			continue // NaN
		}
		if x := refHalfValue(uint16(h)); x == v && math.Signbit(x) == math.Signbit(v) {
			return uint16(h)
		}
	}
	t.Fatalf("no half holds %v", v)
	return 0
}

// d16Name is the mnemonic of a d16 format access on target: GFX9/GFX10
// spell it buffer_load_format_d16_x, GFX11 and later buffer_load_d16_format_x.
func d16Name(target, pre, dir, comps string, hi bool) string {
	h := ""
	if hi {
		h = "hi_"
	}
	if strings.HasPrefix(target, "gfx9") || strings.HasPrefix(target, "gfx10") {
		return fmt.Sprintf("%s_%s_format_d16_%s%s", pre, dir, h, comps)
	}
	return fmt.Sprintf("%s_%s_d16_%sformat_%s", pre, dir, h, comps)
}

// vsharpFormat is V# word3's format bits for buffer_load/store_format:
// GFX9's DATA_FORMAT/NUM_FORMAT pair, else the unified format (LLVM's
// UfmtGFX10 and UfmtGFX11 numbers, as llvm-mc-22 encodes the names: gfx10 8_8_8_8_USCALED 58, 16_UINT 11;
// gfx11+ 8_8_8_8_USCALED 44, 16_UINT 11).
func vsharpFormat(target string, dfmt, nfmt, ufmt10, ufmt11 uint32) uint32 {
	switch {
	case strings.HasPrefix(target, "gfx9"):
		return nfmt<<12 | dfmt<<15
	case strings.HasPrefix(target, "gfx10"):
		return ufmt10 << 12
	}
	return ufmt11 << 12
}

var d16Targets = []string{"gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1200"}

func TestD16FormatLoads(t *testing.T) {
	data := []byte{0x00, 0x3c, 0x01, 0x80, 0xff, 0x7b, 0x00, 0x7c, 0x80, 0x7f, 0x01, 0xff, 0xc1, 0x03, 0x2d, 0x5e}
	le := binary.LittleEndian
	h := func(i int) uint32 { return uint32(le.Uint16(data[2*i:])) }
	s8 := func(i int) uint32 { return uint32(uint16(int16(int8(data[i])))) }
	small := func(c uint32, m int) uint32 { return uint32(refHalfOf(t, refSmallFloat(c, m))) }
	dw := le.Uint32(data[12:]) // 0x5e2d03c1: 10_11_11 x, y, z no NaN
	for _, target := range d16Targets {
		gfx9 := strings.HasPrefix(target, "gfx9")
		cases := []struct {
			name string
			op   string // mnemonic and vdata
			fmt  string // tbuffer format: GFX9 pair / unified name; "" for buffer_load with the V#'s
			w3   uint32 // V# word3
			v0   uint32 // v0's value before
			want []uint32
		}{
			{"16_16_16_16 float", d16Name(target, "tbuffer", "load", "xyzw", false) + " v[0:1]", "16_16_16_16/FLOAT", 0, 0,
				[]uint32{h(0) | h(1)<<16, h(2) | h(3)<<16}},
			{"8_8_8_8 sint xyz", d16Name(target, "tbuffer", "load", "xyz", false) + " v[0:1]", "8_8_8_8/SINT", 0, 0,
				[]uint32{s8(0) | s8(1)<<16, s8(2)}},
			{"10_11_11 float", d16Name(target, "tbuffer", "load", "xyz", false) + " v[0:1]", "10_11_11/FLOAT", 0, 0,
				[]uint32{small(dw&0x7ff, 6) | small(dw>>11&0x7ff, 6)<<16, small(dw>>22, 5)}},
			{"2_10_10_10 uint", d16Name(target, "tbuffer", "load", "xyzw", false) + " v[0:1]", "2_10_10_10/UINT", 0, 0,
				[]uint32{dw&0x3ff | (dw>>10&0x3ff)<<16, dw>>20&0x3ff | (dw>>30)<<16}},
			// The V#'s 8_8_8_8_USCALED with DST_SEL (W, Z, 1, 0).
			{"V# uscaled selects", d16Name(target, "buffer", "load", "xyzw", false) + " v[0:1]", "",
				7 | 6<<3 | 1<<6 | 0<<9 | vsharpFormat(target, 10, 2, 58, 44), 0,
				[]uint32{uint32(refHalfOf(t, float64(data[3]))) | uint32(refHalfOf(t, float64(data[2])))<<16, 0x3c00}},
			// d16_hi: the V#'s 16_UINT into the high half, the low kept.
			{"V# d16_hi", d16Name(target, "buffer", "load", "x", true) + " v0", "",
				4 | 5<<3 | 6<<6 | 7<<9 | vsharpFormat(target, 2, 4, 11, 11), 0x1234_5678,
				[]uint32{0x5678 | h(0)<<16}},
		}
		for _, c := range cases {
			t.Run(target+" "+c.name, func(t *testing.T) {
				asm := c.op + ", off, s[4:7], " + soffsetZero(target)
				if c.fmt != "" {
					d, n, _ := strings.Cut(c.fmt, "/")
					asm += " " + formatOperand(target, d, n)
				}
				w, err := runAsm(t, target, asm, func(w *Wave, e *testEnv) {
					if !gfx9 {
						w.SetWaveSize(32)
					}
					buf, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
					copy(buf.Data, data)
					if strings.Contains(c.fmt, "10_11_11") || strings.Contains(c.fmt, "2_10_10_10") {
						copy(buf.Data, data[12:16])
					}
					copy(w.SGPR[4:8], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, 64, c.w3 | rawOOB(target)})
					w.V(0)[0] = c.v0
				})
				if err != nil {
					t.Fatal(err)
				}
				for k, want := range c.want {
					if got := w.V(k)[0]; got != want {
						t.Errorf("v%d = %#x, want %#x", k, got, want)
					}
				}
			})
		}
	}
}

func TestD16FormatStores(t *testing.T) {
	for _, target := range d16Targets {
		gfx9 := strings.HasPrefix(target, "gfx9")
		t.Run(target, func(t *testing.T) {
			// x, y halves 1.0 and -2 (16_16_FLOAT) at 0; a 2_10_10_10_UINT
			// dword of 5, 1000, 0, 3 at 16; the d16_hi half 0xabcd (the V#'s
			// 16_UINT) at 32.
			var buf []byte
			src := strings.Join([]string{
				d16Name(target, "tbuffer", "store", "xy", false) + " v0, off, s[4:7], " + soffsetZero(target) + " " + formatOperand(target, "16_16", "FLOAT"),
				d16Name(target, "tbuffer", "store", "xyzw", false) + " v[4:5], off, s[4:7], " + soffsetZero(target) + " " + formatOperand(target, "2_10_10_10", "UINT") + " offset:16",
				d16Name(target, "buffer", "store", "x", true) + " v3, off, s[4:7], " + soffsetZero(target) + " offset:32",
			}, "\n")
			w, err := runAsm(t, target, src, func(w *Wave, e *testEnv) {
				if !gfx9 {
					w.SetWaveSize(32)
				}
				a, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
				buf = a.Data
				copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 64,
					4 | 5<<3 | 6<<6 | 7<<9 | vsharpFormat(target, 2, 4, 11, 11) | rawOOB(target)})
				for l := range 64 {
					w.V(0)[l], w.V(4)[l], w.V(5)[l], w.V(3)[l] = 0xc000_3c00, 1000<<16|5, 3<<16, 0xabcd_1234
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if w.EXEC&1 == 0 {
				t.Fatal("lane 0 is not active")
			}
			want := make([]byte, 64)
			binary.LittleEndian.PutUint32(want[0:], 0xc000_3c00)
			binary.LittleEndian.PutUint32(want[16:], 5|1000<<10|0<<20|3<<30)
			binary.LittleEndian.PutUint16(want[32:], 0xabcd)
			compareLDS(t, buf, want)
		})
	}
}

// testdata/kernels/buffer_format_d16_vsharp.ll, built with clang-22: d16
// format loads and a store whose format is the V#'s. The first V# says
// 16_16_16_16 FLOAT with the identity selects (the halves as they are),
// the second 8_8_8_8 UINT with DST_SEL (Z, Y, X, 1) (the bytes
// zero-extended, then the integer 1); the store writes a's z and w as the
// x and y halves of the first format at 1024 + 8*i.
func TestD16FormatKernelReadsTheVSharpFormat(t *testing.T) {
	const n = 64
	for _, target := range d16Targets {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				want := []string{d16Name(target, "buffer", "load", "xyzw", false), d16Name(target, "buffer", "store", "xy", false)}
				co := buildKernels(t, "buffer_format_d16_vsharp.ll", target, opt, want)
				k := loadKernel(t, target, co, "d16v")
				mem := NewMemory()
				src, _ := mem.Allocate("src", AllocBuffer, 2048, 0)
				for i := range src.Data {
					src.Data[i] = byte(i*57 + 5)
				}
				orig := append([]byte(nil), src.Data...)
				out, _ := mem.Allocate("out", AllocBuffer, 16*n, 0)
				word3 := func(sel uint32, dfmt, nfmt, u10, u11 uint32) uint64 {
					return uint64(sel|vsharpFormat(target, dfmt, nfmt, u10, u11)|rawOOB(target)) << 32
				}
				// LLVM's unified numbers (as llvm-mc-22 encodes the names): 16_16_16_16_FLOAT 71 (gfx10) and 57
				// (gfx11+); 8_8_8_8_UINT 60 and 46.
				r23 := uint64(2048) | word3(4|5<<3|6<<6|7<<9, 12, 7, 71, 57)
				s23 := uint64(2048) | word3(6|5<<3|4<<6|1<<9, 10, 4, 60, 46)
				r01 := src.Base & 0xffff_ffff_ffff
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{n, 1, 1}}
				d.Kernarg = k.kernarg(t, d, r01, r23, r01, s23, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				le := binary.LittleEndian
				bad := 0
				check := func(what string, i int, got, want uint16) {
					if got != want && bad < 6 {
						bad++
						t.Errorf("work-item %d %s: got %#04x, want %#04x", i, what, got, want)
					}
				}
				for i := range n {
					for c := range 4 {
						check(fmt.Sprintf("half %d", c), i, le.Uint16(out.Data[16*i+2*c:]), le.Uint16(orig[8*i+2*c:]))
					}
					b := orig[4*i : 4*i+4]
					for c, w := range []uint16{uint16(b[2]), uint16(b[1]), uint16(b[0]), 1} {
						check(fmt.Sprintf("uint8 %d", c), i, le.Uint16(out.Data[16*i+8+2*c:]), w)
					}
				}
				for i := range n {
					for c := range 2 {
						check(fmt.Sprintf("stored half %d", c), i, le.Uint16(src.Data[1024+8*i+2*c:]), le.Uint16(orig[8*i+4+2*c:]))
					}
				}
			})
		}
	}
}
