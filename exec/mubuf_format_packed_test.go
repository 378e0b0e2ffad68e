package exec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

// Packed buffer formats (10_11_11, 11_11_10, 10_10_10_2, 2_10_10_10) and
// the d16 format forms, run from kernels llvm-mc assembles (so the format
// numbers are LLVM's on each target). The expected values come from the
// layout and format definitions written out here, not from the
// interpreter: a packed format's name lists the component widths from the
// most significant component down to X in the lowest bits (AMD PAL's
// palFormat.h and its gfx10/11/12 format tables: X11Y11Z10_Float is
// BUF_FMT_10_11_11_FLOAT, X10Y10Z10W2 is 2_10_10_10); UNORM c/(2^n-1),
// SNORM max(c/(2^(n-1)-1), -1), SCALED the integer, UINT/SINT the
// integer, FLOAT the unsigned 11/10-bit float of the Vulkan spec (5-bit
// exponent, bias 15, 6/5 mantissa bits: E=0 -> M*2^-14/2^m, E=31 -> Inf
// or NaN, else 2^(E-15)*(1+M/2^m)).

// packedWidths is the widths of a packed format's components from X up,
// read from its name.
func packedWidths(name string) []int {
	var ws []int
	parts := strings.Split(name, "_")
	for i := len(parts) - 1; i >= 0; i-- {
		n, _ := strconv.Atoi(parts[i])
		ws = append(ws, n)
	}
	return ws
}

// refSmallFloat is the value of an unsigned float of m mantissa bits and a
// 5-bit exponent (bias 15).
func refSmallFloat(c uint32, m int) float64 {
	e, man := int(c>>m), float64(c&(1<<m-1))
	switch e {
	case 0:
		return man * math.Ldexp(1, -14-m)
	case 31:
		if man == 0 {
			return math.Inf(1)
		}
		return math.NaN()
	}
	return math.Ldexp(1+man/float64(int(1)<<m), e-15)
}

// refComponent is the f32/integer register value of a component of n bits.
func refComponent(nfmt string, c uint32, n int) uint32 {
	s := int64(c)
	if c>>(n-1)&1 != 0 {
		s -= 1 << n
	}
	f32 := func(v float64) uint32 { return math.Float32bits(float32(v)) }
	switch nfmt {
	case "UNORM":
		return f32(float64(c) / float64(int64(1)<<n-1))
	case "SNORM":
		return f32(max(float64(s)/float64(int64(1)<<(n-1)-1), -1))
	case "USCALED":
		return f32(float64(c))
	case "SSCALED":
		return f32(float64(s))
	case "UINT":
		return c
	case "SINT":
		return uint32(s)
	case "FLOAT":
		return f32(refSmallFloat(c, n-5))
	}
	panic(nfmt)
}

// packedCase is one packed data format and numeric format.
type packedCase struct{ dfmt, nfmt string }

// packedCases are the packed formats each target's assembler names:
// GFX9's dfmt/nfmt pairs (every combination but FLOAT on the 2-bit
// formats), GFX10's unified list and GFX11+'s shorter one.
func packedCases(target string) []packedCase {
	all := []string{"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT"}
	var cs []packedCase
	add := func(d string, ns ...string) {
		for _, n := range ns {
			cs = append(cs, packedCase{d, n})
		}
	}
	switch target {
	case "gfx900", "gfx90a", "gfx1030":
		add("10_11_11", append(all, "FLOAT")...)
		add("11_11_10", append(all, "FLOAT")...)
		add("10_10_10_2", all...)
		add("2_10_10_10", all...)
	default:
		add("10_11_11", "FLOAT")
		add("11_11_10", "FLOAT")
		add("10_10_10_2", "UNORM", "SNORM", "UINT", "SINT")
		add("2_10_10_10", all...)
	}
	return cs
}

// formatOperand is the assembler's format operand for a data and numeric
// format on target.
func formatOperand(target, dfmt, nfmt string) string {
	if strings.HasPrefix(target, "gfx9") {
		return fmt.Sprintf("format:[BUF_DATA_FORMAT_%s,BUF_NUM_FORMAT_%s]", dfmt, nfmt)
	}
	return fmt.Sprintf("format:[BUF_FMT_%s_%s]", dfmt, nfmt)
}

// rawOOB is V# word 3's OOB_SELECT for a raw buffer (offset checked
// against NUM_RECORDS) on GFX10 and later: 3 in bits 29:28, as Mesa's
// ac_build_raw_buffer_descriptor sets it; GCN has no such field.
func rawOOB(target string) uint32 {
	if strings.HasPrefix(target, "gfx9") {
		return 0
	}
	return 3 << 28
}

// soffsetZero is the zero soffset operand (GFX12 spells it null).
func soffsetZero(target string) string {
	if strings.HasPrefix(target, "gfx12") {
		return "null"
	}
	return "0"
}

// packedDwords are the dwords the load tests read: every field 0, every
// field all ones, alternating bits, and values that put a float
// component's exponent at 0, 1, 30 and 31 with mantissas, and the sign
// bit of each signed field.
var packedDwords = []uint32{0, 0xffff_ffff, 0xaaaa_aaaa, 0x5555_5555, 0x3c00_7c01, 0x7fdf_f7c0, 0x0001_0802, 0x8020_0401,
	0x3e0f_83e0, 0x07c1_f03f, 0x1234_5678, 0x9abc_def0, 0xc000_0200, 0x4010_0401, 0xf800_07ff, 0x0003_ffff}

func TestPackedBufferFormatLoads(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1200"} {
		for _, c := range packedCases(target) {
			t.Run(target+" "+c.dfmt+"_"+c.nfmt, func(t *testing.T) {
				asm := fmt.Sprintf("tbuffer_load_format_xyzw v[0:3], v4, s[4:7], %s %s offen", soffsetZero(target), formatOperand(target, c.dfmt, c.nfmt))
				n := len(packedDwords)
				w, err := runAsm(t, target, asm, func(w *Wave, e *testEnv) {
					if !strings.HasPrefix(target, "gfx9") {
						w.SetWaveSize(32)
					}
					buf, _ := e.mem.Allocate("buf", AllocBuffer, 4*64, 0)
					for i, v := range packedDwords {
						binary.LittleEndian.PutUint32(buf.Data[4*i:], v)
					}
					copy(w.SGPR[4:8], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, uint32(4 * n), rawOOB(target)})
					for l := range 64 {
						w.V(4)[l] = uint32(4 * l)
					}
				})
				if err != nil {
					t.Fatal(err)
				}
				ws := packedWidths(c.dfmt)
				lanes := 32
				if strings.HasPrefix(target, "gfx9") {
					lanes = 64
				}
				for l := range lanes {
					var dw uint32
					if l < n {
						dw = packedDwords[l]
					}
					at := 0
					for k := range 4 {
						var want uint32 // a component the format lacks reads 0
						if k < len(ws) {
							want = refComponent(c.nfmt, dw>>at&(1<<ws[k]-1), ws[k])
							at += ws[k]
						}
						if l >= n {
							want = 0 // past num_records
						}
						got := w.V(k)[l]
						if f := math.Float32frombits(want); c.nfmt == "FLOAT" && f != f {
							if g := math.Float32frombits(got); g == g {
								t.Errorf("lane %d (%#08x) component %d = %#x, want a NaN", l, dw, k, got)
							}
							continue
						}
						if got != want {
							t.Errorf("lane %d (%#08x) component %d = %#x, want %#x", l, dw, k, got, want)
						}
					}
				}
			})
		}
	}
}

// refEncode is the raw field that stores value v (an f32 or integer
// register value) exactly in a component of n bits, from the definitions.
func refEncode(nfmt string, v uint32, n int) uint32 {
	mask := uint32(1)<<n - 1
	x := float64(math.Float32frombits(v))
	switch nfmt {
	case "UNORM":
		return uint32(math.Round(x*float64(mask))) & mask
	case "SNORM":
		return uint32(int32(math.Round(x*float64(mask/2)))) & mask
	case "USCALED", "SSCALED":
		return uint32(int32(x)) & mask
	case "UINT", "SINT":
		return v & mask
	case "FLOAT":
		if math.IsInf(x, 1) {
			return 31 << (n - 5)
		}
		m := n - 5
		for e := 0; e < 31; e++ {
			for man := uint32(0); man < 1<<m; man++ {
				c := uint32(e)<<m | man
				if refSmallFloat(c, m) == x {
					return c
				}
			}
		}
	}
	panic(fmt.Sprintf("%s %#x", nfmt, v))
}

// packedStoreValues are values each numeric format holds exactly in every
// component (the 2-bit ones included): component k of lane l gets entry
// (l+k) mod len.
var packedStoreValues = map[string][]uint32{
	"UNORM":   {0, math.Float32bits(1), math.Float32bits(1.0 / 3), math.Float32bits(2.0 / 3)},
	"SNORM":   {0, math.Float32bits(1), math.Float32bits(-1), math.Float32bits(float32(-0.0))},
	"USCALED": {0, math.Float32bits(1), math.Float32bits(2), math.Float32bits(3)},
	"SSCALED": {0, math.Float32bits(1), math.Float32bits(-1), math.Float32bits(-2)},
	"UINT":    {0, 1, 2, 3},
	"SINT":    {0, 1, 0xffff_ffff, 0xffff_fffe},
	// 64512 is the largest finite 10-bit float, 3*2^-19 a 10-bit subnormal.
	"FLOAT": {0, math.Float32bits(1), math.Float32bits(64512), math.Float32bits(float32(math.Ldexp(1, -14))),
		math.Float32bits(float32(math.Ldexp(3, -19))), math.Float32bits(float32(math.Inf(1))), math.Float32bits(0.5)},
}

func TestPackedBufferFormatStores(t *testing.T) {
	for _, target := range []string{"gfx900", "gfx1030", "gfx1100", "gfx1200"} {
		for _, c := range packedCases(target) {
			t.Run(target+" "+c.dfmt+"_"+c.nfmt, func(t *testing.T) {
				vals := packedStoreValues[c.nfmt]
				ws := packedWidths(c.dfmt)
				if c.nfmt == "UNORM" && (ws[0] == 10 || ws[0] == 11) && len(ws) == 3 {
					// 1/3 is k/(2^n-1) only for even n; 10_11_11 and 11_11_10
					// have 11-bit components.
					vals = []uint32{0, math.Float32bits(1)}
				}
				var buf []byte
				asm := fmt.Sprintf("tbuffer_store_format_xyzw v[0:3], v4, s[4:7], %s %s offen", soffsetZero(target), formatOperand(target, c.dfmt, c.nfmt))
				w, err := runAsm(t, target, asm, func(w *Wave, e *testEnv) {
					if !strings.HasPrefix(target, "gfx9") {
						w.SetWaveSize(32)
					}
					a, _ := e.mem.Allocate("buf", AllocBuffer, 4*64, 0)
					buf = a.Data
					copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 4 * 64, rawOOB(target)})
					for l := range 64 {
						for k := range 4 {
							w.V(k)[l] = vals[(l+k)%len(vals)]
						}
						w.V(4)[l] = uint32(4 * l)
					}
				})
				if err != nil {
					t.Fatal(err)
				}
				want := make([]byte, 4*64)
				for l := range 64 {
					if w.EXEC>>uint(l)&1 == 0 {
						continue
					}
					var dw uint32
					at := 0
					for k, n := range ws {
						dw |= refEncode(c.nfmt, vals[(l+k)%len(vals)], n) << at
						at += n
					}
					binary.LittleEndian.PutUint32(want[4*l:], dw)
				}
				compareLDS(t, buf, want)
			})
		}
	}
}

// A store of a value the format does not hold exactly faults as
// unimplemented and writes nothing; so do a packed store of fewer
// components than the format has and the conversions a d16 load would
// have to round.
func TestTypedBufferStoresOfInexactValuesFault(t *testing.T) {
	for _, c := range []struct {
		target, asm string
		v           uint32
	}{
		{"gfx900", "tbuffer_store_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_UINT]", 0x1_0000},
		{"gfx900", "tbuffer_store_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UNORM]", math.Float32bits(0.3)},
		{"gfx1030", "tbuffer_store_format_x v0, off, s[4:7], 0 format:[BUF_FMT_16_FLOAT]", math.Float32bits(1.0 / 3)},
		{"gfx1100", "tbuffer_store_format_xyzw v[0:3], off, s[4:7], 0 format:[BUF_FMT_10_10_10_2_SINT]", 2}, // X is the 2-bit field
		{"gfx1200", "tbuffer_store_format_xyz v[0:2], off, s[4:7], null format:[BUF_FMT_10_11_11_FLOAT]", math.Float32bits(-1)},
		{"gfx1100", "tbuffer_store_format_xyz v[0:2], off, s[4:7], 0 format:[BUF_FMT_2_10_10_10_UINT]", 0},
		{"gfx1030", "tbuffer_load_format_d16_x v0, off, s[4:7], 0 format:[BUF_FMT_8_UNORM]", 0},
		{"gfx1100", "tbuffer_load_d16_format_x v0, off, s[4:7], 0 format:[BUF_FMT_32_FLOAT]", 0},
	} {
		var buf []byte
		_, err := runAsm(t, c.target, c.asm, func(w *Wave, e *testEnv) {
			w.SetWaveSize(32)
			a, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
			buf = a.Data
			for i := range buf {
				buf[i] = 0x5a
			}
			copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 64, rawOOB(c.target)})
			for l := range 64 {
				w.V(0)[l], w.V(1)[l], w.V(2)[l], w.V(3)[l] = 0, 0, 0, 0
			}
			w.V(0)[3] = c.v // one lane's value
		})
		if f, ok := errors.AsType[*Fault](err); !ok || f.Kind != FaultUnimplemented {
			t.Errorf("%s %s: got %v, want an unimplemented fault", c.target, c.asm, err)
		}
		for i, b := range buf {
			if b != 0x5a {
				t.Errorf("%s %s: byte %d written (%#x)", c.target, c.asm, i, b)
				break
			}
		}
	}
}

// A 16-bit FLOAT store keeps the sign of -0 (a half has one); the
// unsigned 11-bit float stores it as +0 (Vulkan spec).
func TestTypedBufferStoresOfNegativeZero(t *testing.T) {
	var buf []byte
	_, err := runAsm(t, "gfx1030", "tbuffer_store_format_xy v[0:1], off, s[4:7], 0 format:[BUF_FMT_16_16_FLOAT]\ntbuffer_store_format_xyz v[0:2], off, s[4:7], 0 format:[BUF_FMT_10_11_11_FLOAT] offset:4", func(w *Wave, e *testEnv) {
		w.SetWaveSize(32)
		a, _ := e.mem.Allocate("buf", AllocBuffer, 8, 0)
		buf = a.Data
		copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 8, rawOOB("gfx1030")})
		for l := range 64 {
			w.V(0)[l], w.V(1)[l], w.V(2)[l] = 0x8000_0000, math.Float32bits(-2), 0x8000_0000 // -0, -2, -0
		}
		w.EXEC = 1
		w.V(1)[0] = 0x8000_0000
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0x00, 0x80, 0x00, 0x80, 0, 0, 0, 0}
	for i := range want {
		if buf[i] != want[i] {
			t.Fatalf("memory % x, want % x", buf, want)
		}
	}
}
