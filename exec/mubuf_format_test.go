package exec

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// Typed buffer loads and stores, assembled by llvm-mc and run on one wave.
// The expected register values are computed here from the Vega ISA's
// format definitions: UNORM c/(2^n-1), SNORM max(c/(2^(n-1)-1), -1),
// USCALED/SSCALED the integer as a float, UINT/SINT the integer, FLOAT the
// half or single value; components in memory from X up.

// fmtWord3 packs a V# word3 with DST_SEL x..w, NUM_FORMAT and DATA_FORMAT
// (Vega ISA "Buffer Resource": [11:0], [14:12], [18:15]).
func fmtWord3(sel [4]uint32, nfmt, dfmt uint32) uint32 {
	return sel[0] | sel[1]<<3 | sel[2]<<6 | sel[3]<<9 | nfmt<<12 | dfmt<<15
}

var identitySel = [4]uint32{4, 5, 6, 7}

func TestTypedBufferLoadsConvertTheFormat(t *testing.T) {
	data := []byte{0x80, 0x7f, 0x01, 0xff, 0x00, 0x3c, 0x00, 0xc0, 0x78, 0x56, 0x34, 0x12, 0x11, 0x22, 0x33, 0x44}
	f32 := func(v float64) uint32 { return math.Float32bits(float32(v)) }
	cases := []struct {
		format string // tbuffer format operand
		want   [4]uint32
		data   []byte // instead of data
	}{
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UNORM", [4]uint32{f32(128.0 / 255), f32(127.0 / 255), f32(1.0 / 255), f32(1)}, nil},
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SNORM", [4]uint32{f32(-1), f32(1), f32(1.0 / 127), f32(-1.0 / 127)}, nil},
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_USCALED", [4]uint32{f32(128), f32(127), f32(1), f32(255)}, nil},
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SSCALED", [4]uint32{f32(-128), f32(127), f32(1), f32(-1)}, nil},
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT", [4]uint32{0x80, 0x7f, 1, 0xff}, nil},
		{"BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SINT", [4]uint32{0xffff_ff80, 0x7f, 1, 0xffff_ffff}, nil},
		// 16_16: two components, z and w read 0 (identity X Y 0 0).
		{"BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SNORM", [4]uint32{f32(float64(int16(0x7f80)) / 32767), f32(float64(int16(-255)) / 32767), 0, 0}, nil},
		// Halves 1.0, -2, 2^-24 (the smallest subnormal) and 65504.
		{"BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_FLOAT", [4]uint32{f32(1), f32(-2), f32(math.Ldexp(1, -24)), f32(65504)},
			[]byte{0x00, 0x3c, 0x00, 0xc0, 0x01, 0x00, 0xff, 0x7b}},
		{"BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT", [4]uint32{0xff017f80, 0xc0003c00, 0x12345678, 0}, nil},
	}
	for _, c := range cases {
		t.Run(c.format, func(t *testing.T) {
			asm := fmt.Sprintf("tbuffer_load_format_xyzw v[0:3], off, s[4:7], 0 format:[%s]", c.format)
			w, err := runAsm(t, "gfx900", asm, func(w *Wave, e *testEnv) {
				buf, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
				copy(buf.Data, data)
				if c.data != nil {
					copy(buf.Data, c.data)
				}
				// The V#'s own format must not matter for tbuffer.
				copy(w.SGPR[4:8], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, 64, fmtWord3([4]uint32{}, 4, 4)})
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

func TestBufferLoadFormatUsesTheVSharpFormatAndSelects(t *testing.T) {
	// 8_8_8_8 UNORM with DST_SEL (W, Z, 1, 0): x = A, y = B, z = 1.0, w = 0.
	// The last lane's element lies past num_records: all 0 before the selects.
	const n = 64
	w, err := runAsm(t, "gfx900", "buffer_load_format_xyzw v[0:3], v4, s[4:7], 0 idxen", func(w *Wave, e *testEnv) {
		buf, _ := e.mem.Allocate("buf", AllocBuffer, 4*n, 0)
		for i := range buf.Data {
			buf.Data[i] = byte(3*i + 1)
		}
		copy(w.SGPR[4:8], []uint32{uint32(buf.Base), uint32(buf.Base>>32)&0xffff | 4<<16, n - 1, fmtWord3([4]uint32{7, 6, 1, 0}, 0, 10)})
		for l := range 64 {
			w.V(4)[l] = uint32(l)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 64 {
		b := func(k int) float32 {
			if l >= n-1 {
				return 0
			}
			return float32(float64(byte(3*(4*l+k)+1)) / 255)
		}
		want := [4]uint32{math.Float32bits(b(3)), math.Float32bits(b(2)), math.Float32bits(1), 0}
		for k := range 4 {
			if got := w.V(k)[l]; got != want[k] {
				t.Errorf("lane %d component %d = %#x, want %#x", l, k, got, want[k])
			}
		}
	}
}

func TestTypedBufferStores(t *testing.T) {
	var buf []byte
	w, err := runAsm(t, "gfx900", "buffer_store_format_xy v[0:1], v4, s[4:7], 0 offen\ntbuffer_store_format_xyz v[0:2], v4, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:512", func(w *Wave, e *testEnv) {
		a, _ := e.mem.Allocate("buf", AllocBuffer, 1024, 0)
		buf = a.Data
		copy(w.SGPR[4:8], []uint32{uint32(a.Base), uint32(a.Base>>32) & 0xffff, 1024, fmtWord3(identitySel, 4, 11)})
		for l := range 64 {
			w.V(0)[l], w.V(1)[l], w.V(2)[l] = uint32(l), 0xabc0_0000|uint32(l), 0xfeed_0000|uint32(l)
			w.V(4)[l] = uint32(8 * l)
		}
		w.EXEC = 0x0000_ffff_0000_ffff
	})
	if err != nil {
		t.Fatal(err)
	}
	// buffer_store_format_xy (the V#'s 32_32 UINT): x, y at 8*lane;
	// tbuffer_store_format_xyz (32_32_32 FLOAT, offset 512): x, y, z at
	// 512 + 8*lane, each lane's z overwritten by the next lane's x.
	want := make([]byte, 1024)
	for l := range 64 {
		if w.EXEC>>uint(l)&1 == 0 {
			continue
		}
		binary.LittleEndian.PutUint32(want[8*l:], uint32(l))
		binary.LittleEndian.PutUint32(want[8*l+4:], 0xabc0_0000|uint32(l))
	}
	for l := range 64 {
		if w.EXEC>>uint(l)&1 == 0 {
			continue
		}
		if at := 512 + 8*l; at+12 <= 1024 {
			binary.LittleEndian.PutUint32(want[at:], uint32(l))
			binary.LittleEndian.PutUint32(want[at+4:], 0xabc0_0000|uint32(l))
			binary.LittleEndian.PutUint32(want[at+8:], 0xfeed_0000|uint32(l))
		}
	}
	compareLDS(t, buf, want)
}

func TestTypedBufferAccessesOutsideTheModelFault(t *testing.T) {
	for _, asm := range []string{
		// 2-bit floats, a part of a packed format's components, no format.
		"tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_FLOAT]",
		"tbuffer_store_format_xy v[0:1], off, s[4:7], 0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_UINT]",
		"buffer_load_format_d16_x v0, off, s[4:7], 0",
	} {
		_, err := runAsm(t, "gfx900", asm, nil)
		f := faultOf(t, err)
		if f.Kind != FaultUnimplemented {
			t.Errorf("%s: got %v, want an unimplemented fault", asm, err)
		}
	}
}

// testdata/kernels/buffer_format.ll, built with clang-22 (LLVM chooses the
// typed loads and encodes the format), against the format definitions:
// the V# says 8_8_8_8 UNORM with DST_SEL (Z, Y, X, 1), the instruction's
// format 8_8_8_8 SNORM with the identity.
func TestTypedBufferLoadKernelMatchesTheFormats(t *testing.T) {
	const n = 64
	for _, target := range []string{"gfx803", "gfx900", "gfx90a", "gfx942"} {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				co := buildKernels(t, "buffer_format.ll", target, opt, []string{"buffer_load_format_xyzw", "tbuffer_load_format_xyzw"})
				k := loadKernel(t, target, co, "fmt")
				mem := NewMemory()
				src, _ := mem.Allocate("src", AllocBuffer, 4*n, 0)
				for i := range src.Data {
					src.Data[i] = byte(i*97 + 13)
				}
				out, _ := mem.Allocate("out", AllocBuffer, 32*n, 0)
				w3 := fmtWord3([4]uint32{6, 5, 4, 1}, 0, 10)
				r01 := src.Base & 0xffff_ffff_ffff
				r23 := uint64(4*n) | uint64(w3)<<32
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{n, 1, 1}}
				d.Kernarg = k.kernarg(t, d, r01, r23, out.Base)
				if _, err := k.run(t, d, mem); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range n {
					c := src.Data[4*i : 4*i+4]
					unorm := func(b byte) uint32 { return math.Float32bits(float32(float64(b) / 255)) }
					snorm := func(b byte) uint32 { return math.Float32bits(float32(max(float64(int8(b))/127, -1))) }
					want := [8]uint32{unorm(c[2]), unorm(c[1]), unorm(c[0]), math.Float32bits(1),
						snorm(c[0]), snorm(c[1]), snorm(c[2]), snorm(c[3])}
					for j, w := range want {
						if g := binary.LittleEndian.Uint32(out.Data[32*i+4*j:]); g != w && bad < 6 {
							bad++
							t.Errorf("work-item %d value %d (bytes % x): got %#x, want %#x", i, j, c, g, w)
						}
					}
				}
			})
		}
	}
}

// testdata/kernels/buffer_format_d16.ll: LLVM lays out the d16 halves (one
// a VGPR on gfx803, packed on GFX9); the values are the format's: 16-bit
// FLOAT components as they are, 8-bit UINT zero-extended to 16 bits, and
// the 16_16 FLOAT store writes the halves back.
func TestTypedBufferD16KernelMatchesTheFormats(t *testing.T) {
	const n = 64
	for _, target := range []string{"gfx803", "gfx900", "gfx90a", "gfx942"} {
		for _, opt := range []string{"O0", "O2"} {
			t.Run(target+"-"+opt, func(t *testing.T) {
				co := buildKernels(t, "buffer_format_d16.ll", target, opt, []string{"tbuffer_load_format_d16_xyzw", "tbuffer_load_format_d16_xy", "tbuffer_store_format_d16_xy"})
				k := loadKernel(t, target, co, "d16")
				mem := NewMemory()
				src, _ := mem.Allocate("src", AllocBuffer, 2048, 0)
				for i := range src.Data {
					src.Data[i] = byte(i*57 + 5)
				}
				orig := append([]byte(nil), src.Data...)
				out, _ := mem.Allocate("out", AllocBuffer, 24*n, 0)
				r01 := src.Base & 0xffff_ffff_ffff
				r23 := uint64(2048) | uint64(fmtWord3(identitySel, 4, 4))<<32
				d := &Dispatch{Grid: [3]uint32{n, 1, 1}, Workgroup: [3]uint32{n, 1, 1}}
				d.Kernarg = k.kernarg(t, d, r01, r23, out.Base)
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
						check(fmt.Sprintf("half %d", c), i, le.Uint16(out.Data[24*i+2*c:]), le.Uint16(orig[8*i+2*c:]))
					}
					for c := range 2 {
						check(fmt.Sprintf("uint8 %d", c), i, le.Uint16(out.Data[24*i+8+2*c:]), uint16(orig[8*i+c]))
					}
					for c := range 2 {
						check(fmt.Sprintf("stored half %d", c), i, le.Uint16(src.Data[1024+4*i+2*c:]), le.Uint16(orig[8*i+4+2*c:]))
					}
				}
			})
		}
	}
}

// buffer_load_format_d16_hi_x writes the high half and keeps the low one;
// an 8-bit SINT component is sign-extended to 16 bits.
func TestBufferLoadFormatD16HiKeepsTheLowHalf(t *testing.T) {
	w, err := runAsm(t, "gfx900", "buffer_load_format_d16_hi_x v0, v1, s[4:7], 0 offen", func(w *Wave, e *testEnv) {
		buf, _ := e.mem.Allocate("buf", AllocBuffer, 64, 0)
		for i := range buf.Data {
			buf.Data[i] = byte(0x70 + 3*i)
		}
		copy(w.SGPR[4:8], []uint32{uint32(buf.Base), uint32(buf.Base>>32) & 0xffff, 64, fmtWord3(identitySel, 5, 1)})
		for l := range 64 {
			w.V(0)[l], w.V(1)[l] = 0x1234_5678, uint32(2*l)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 64 {
		want := uint32(0x5678) // past num_records (64 bytes) the component reads 0
		if 2*l < 64 {
			want |= uint32(uint16(int16(int8(byte(0x70+6*l))))) << 16
		}
		if got := w.V(0)[l]; got != want {
			t.Errorf("lane %d: v0 = %#x, want %#x", l, got, want)
		}
	}
}
