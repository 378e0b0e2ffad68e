package exec

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Typed buffer loads and stores: buffer_load/store_format_* (the data and
// numeric format from the V#, word3 DATA_FORMAT[18:15] and NUM_FORMAT
// [14:12]) and tbuffer_load/store_format_* (the format from the
// instruction: LLVM's format operand, dfmt in bits 3:0 and nfmt in 6:4).
// GCN3/Vega ISA "Buffer Instructions" and "Data Formats". GFX10 and later
// replace both pairs by one unified format (formatOf).
//
// Modelled: every data format. The formats of whole 8-, 16- and 32-bit
// components (8, 16, 8_8, 32, 16_16, 8_8_8_8, 32_32, 16_16_16_16,
// 32_32_32, 32_32_32_32) keep component X in the lowest bytes. The packed
// formats hold all components in one dword, X in the lowest bits; the
// name lists the widths from the most significant component down (W..X):
//
//	10_11_11   X[10:0]  Y[21:11]  Z[31:22]
//	11_11_10   X[9:0]   Y[20:10]  Z[31:21]
//	10_10_10_2 X[1:0]   Y[11:2]   Z[21:12]  W[31:22]
//	2_10_10_10 X[9:0]   Y[19:10]  Z[29:20]  W[31:30]
//
// Sources: AMD's PAL lists channels least significant first
// (inc/core/palFormat.h) and maps X11Y11Z10_Float to BUF_FMT_10_11_11_FLOAT,
// X10Y11Z11_Float to BUF_FMT_11_11_10_FLOAT and X10Y10Z10W2 to
// BUF_FMT_2_10_10_10 (tools/generate/formats/data/gfx10.yaml, gfx11.yaml,
// gfx12.yaml); Mesa's ac_translate_buffer_dataformat maps R11G11B10_FLOAT
// (R in bits 10:0) to 10_11_11 and R10G10B10A2 to 2_10_10_10; 10_10_10_2
// is the same rule reversed (CLRX's GcnMemHandling table: "one 2-bit and
// three 10-bit components from lowest bit").
//
// Loads convert with every numeric format (UNORM c / (2^n - 1) and SNORM
// max(c / (2^(n-1) - 1), -1) correctly rounded to f32, USCALED/SSCALED the
// integer as f32, UINT/SINT zero/sign extension, FLOAT: 16-bit halves
// widened exactly, 32-bit passed through, the 11- and 10-bit unsigned
// floats of the packed formats (5-bit exponent with bias 15, 6 or 5
// mantissa bits: Vulkan spec "Unsigned 11-Bit Floating-Point Numbers" and
// "Unsigned 10-Bit ...") widened exactly; they are a half's bits 14:4 and
// 14:5, so their NaNs widen as that half's would, an assumption no AMD
// document confirms). A format load returns the components the
// instruction names (x .. xyzw); one the format lacks reads 0.
// buffer_load_format_* then routes them through the V#'s DST_SEL (0: 0, 1:
// 1 (1.0 for a float format), 4-7: component X-W), as the RDNA2 ISA's
// "Buffer Data" table says the resource's selects apply to
// BUFFER_LOAD_FORMAT and not to TBUFFER.
//
// Stores: 32-bit components store the register's bits. A narrower
// component stores the value when the format represents it exactly (an
// integer in range for UINT/SINT/USCALED/SSCALED; for UNORM and SNORM the
// f32 a load of code k returns (k / (2^n - 1), k / (2^(n-1) - 1) rounded
// to f32) stores as k, as any rounding to nearest does, -1.0 as
// -(2^(n-1) - 1) (Vulkan's float-to-normalized rule); a value a half or
// the 11/10-bit float holds (-0 as +0 for the unsigned floats)); for
// other values the guides give
// neither the rounding nor the clamping, so such a store faults as
// unimplemented, naming the lane and value, before it writes anything. A
// store of fewer components than a packed format has, and a store with a
// non-identity V# DST_SEL, fault as unimplemented too. The d16 forms: see
// bufferFormatD16. Each component's dword is range checked as untyped
// accesses are (an out-of-range one reads 0, is not written); a packed
// format is one dword.

// bufFormat is a decoded data/numeric format pair.
type bufFormat struct {
	dfmt, nfmt uint8
	size       uint32 // bytes per component; 4 for a packed format (one dword for all)
	n          int    // components
	packed     bool
	width      [4]uint8 // bits of each component
	shift      [4]uint8 // its lowest bit in the dword (packed formats)
}

// Numeric formats (SQ_BUF_NUM_FORMAT).
const (
	nfmtUnorm   = 0
	nfmtSnorm   = 1
	nfmtUscaled = 2
	nfmtSscaled = 3
	nfmtUint    = 4
	nfmtSint    = 5
	nfmtFloat   = 7
)

// bufDataFormats are the data formats of whole-byte components: component
// bytes and count.
var bufDataFormats = map[uint8][2]int{
	1: {1, 1}, 2: {2, 1}, 3: {1, 2}, 4: {4, 1}, 5: {2, 2}, 10: {1, 4}, 11: {4, 2}, 12: {2, 4}, 13: {4, 3}, 14: {4, 4},
}

// bufPackedFormats are the packed data formats: component widths from X
// up (see the layout table above).
var bufPackedFormats = map[uint8][]uint8{
	6: {11, 11, 10},    // 10_11_11
	7: {10, 11, 11},    // 11_11_10
	8: {2, 10, 10, 10}, // 10_10_10_2
	9: {10, 10, 10, 2}, // 2_10_10_10
}

// formatOf is the data and numeric format of a typed access: the
// instruction's for tbuffer (typed), else the V#'s. GCN splits them (the
// instruction's format operand: dfmt in bits 3:0, nfmt in 6:4; the V#'s
// word3 DATA_FORMAT [18:15], NUM_FORMAT [14:12]); GFX10 and later have one
// unified format instead, 7 bits in the instruction and in V# word3
// [18:12] on GFX10, 6 bits ([17:12]) in the V# on GFX11 and GFX12 (RDNA2
// ISA and RDNA3 ISA, "Buffer Resource" and the MTBUF FORMAT field). Each
// unified value stands for a data and numeric format pair, as LLVM's
// DfmtNfmt2UFmtGFX10/GFX11 tables (isa.UnifiedFormat) give it; GFX11 and
// later renumber them (no 10_11_11 or 11_11_10 but FLOAT, fewer
// 10_10_10_2 numeric formats).
func formatOf(w *Wave, d *instr, r BufferResource, typed bool) (dfmt, nfmt uint8, err error) {
	v := int64(r.Format)
	if typed {
		o := d.in.Operand("format")
		if o == nil {
			return 0, 0, fmt.Errorf("no format operand")
		}
		v = o.Imm
	}
	gen := w.Env.Arch().Gen
	if gen < GFX10 {
		if typed {
			return uint8(v & 0xf), uint8(v >> 4 & 7), nil
		}
		return r.DataFormat, r.NumFormat, nil
	}
	dfmt, nfmt, ok := isa.UnifiedFormat(int(v), gen >= GFX11)
	if !ok {
		return 0, 0, fmt.Errorf("unified format %d", v)
	}
	return dfmt, nfmt, nil
}

func decodeBufFormat(dfmt, nfmt uint8) (bufFormat, error) {
	f := bufFormat{dfmt: dfmt, nfmt: nfmt}
	if ws, ok := bufPackedFormats[dfmt]; ok {
		f.size, f.n, f.packed = 4, len(ws), true
		at := uint8(0)
		for k, wd := range ws {
			f.width[k], f.shift[k] = wd, at
			at += wd
		}
	} else if c, ok := bufDataFormats[dfmt]; ok {
		f.size, f.n = uint32(c[0]), c[1]
		for k := range f.n {
			f.width[k] = uint8(8 * c[0])
		}
	} else {
		return bufFormat{}, fmt.Errorf("data format %d", dfmt)
	}
	switch nfmt {
	case nfmtUnorm, nfmtSnorm, nfmtUscaled, nfmtSscaled:
		if f.width[0] == 32 {
			return bufFormat{}, fmt.Errorf("numeric format %d with 32-bit components", nfmt)
		}
	case nfmtUint, nfmtSint:
	case nfmtFloat:
		for k := range f.n {
			if wd := f.width[k]; wd != 10 && wd != 11 && wd != 16 && wd != 32 {
				return bufFormat{}, fmt.Errorf("float %d-bit components", wd)
			}
		}
	default:
		return bufFormat{}, fmt.Errorf("numeric format %d", nfmt)
	}
	return f, nil
}

// isFloat reports whether the format's values are floats in the VGPRs.
func (f bufFormat) isFloat() bool { return f.nfmt != nfmtUint && f.nfmt != nfmtSint }

// raw extracts component k's bits from the bytes b its access read (the
// dword of a packed format, else the component's own bytes).
func (f bufFormat) raw(k int, b []byte) uint32 {
	switch {
	case f.packed:
		return le32(b) >> f.shift[k] & (1<<f.width[k] - 1)
	case f.size == 1:
		return uint32(b[0])
	case f.size == 2:
		return uint32(le16(b))
	}
	return le32(b)
}

// smallFloatHalf is the half an unsigned 11- or 10-bit float c is: the
// half's bits 14:4 or 14:5 (same exponent field and bias), sign 0.
func smallFloatHalf(c uint32, width uint8) uint16 { return uint16(c << (16 - 1 - width)) }

// toVGPR converts component k's raw bits c to its 32-bit register value.
func (f bufFormat) toVGPR(k int, c uint32) uint32 {
	bitsN := uint32(f.width[k])
	signed := int32(c<<(32-bitsN)) >> (32 - bitsN)
	switch f.nfmt {
	case nfmtUnorm:
		return math.Float32bits(float32(float64(c) / float64(uint32(1)<<bitsN-1)))
	case nfmtSnorm:
		return math.Float32bits(float32(max(float64(signed)/float64(int32(1)<<(bitsN-1)-1), -1)))
	case nfmtUscaled:
		return math.Float32bits(float32(c))
	case nfmtSscaled:
		return math.Float32bits(float32(signed))
	case nfmtSint:
		return uint32(signed)
	case nfmtFloat:
		switch bitsN {
		case 16:
			// Exact, a NaN quieted to the canonical one as v_cvt_f32_f16 does.
			return quietF32(math.Float32bits(float32(f16ToF64(uint16(c)))))
		case 10, 11:
			return quietF32(math.Float32bits(float32(f16ToF64(smallFloatHalf(c, uint8(bitsN))))))
		}
	}
	return c
}

// exactHalf is the half that holds x exactly, if one does (not for NaN).
func exactHalf(x float64) (uint16, bool) {
	var sign uint16
	if math.Signbit(x) {
		sign, x = 0x8000, -x
	}
	switch {
	case math.IsNaN(x):
		return 0, false
	case math.IsInf(x, 0):
		return sign | 0x7c00, true
	case x > 65504:
		return 0, false
	}
	m := x * (1 << 24) // halves are multiples of 2^-24
	if m != math.Trunc(m) {
		return 0, false
	}
	u := uint64(m)
	if u < 1024 {
		return sign | uint16(u), true // zero or subnormal
	}
	e := bits.Len64(u) - 1 // >= 10
	if u&(1<<(e-10)-1) != 0 {
		return 0, false // more than 11 significant bits
	}
	return sign | uint16(e-9)<<10 | uint16(u>>(e-10)&0x3ff), true
}

// fromValue converts the value a register holds for component k — the
// 32-bit register value v, or with d16 the half or 16-bit integer h — to
// the component's raw bits, if the format represents it exactly (see the
// comment at the top).
func (f bufFormat) fromValue(k int, v uint32, d16 bool) (uint32, bool) {
	width := f.width[k]
	if width == 32 && !d16 {
		return v, true
	}
	if width == 16 && f.nfmt == nfmtFloat && d16 {
		return v & 0xffff, true // the half as it is, NaNs too
	}
	mask := uint32(1)<<width - 1
	switch f.nfmt {
	case nfmtUint, nfmtSint:
		iv := int64(v)
		switch {
		case d16 && f.nfmt == nfmtSint:
			iv = int64(int16(v))
		case d16:
			iv = int64(uint16(v))
		case f.nfmt == nfmtSint:
			iv = int64(int32(v))
		}
		lo, hi := int64(0), int64(mask)
		if f.nfmt == nfmtSint {
			lo, hi = -int64(mask/2)-1, int64(mask/2)
		}
		if iv < lo || iv > hi {
			return 0, false
		}
		return uint32(iv) & mask, true
	}
	x := float64(math.Float32frombits(v))
	if d16 {
		x = f16ToF64(uint16(v))
	}
	if math.IsNaN(x) {
		return 0, false
	}
	var scale, lo, hi float64 // the integer x*scale stores, in [lo, hi]
	switch f.nfmt {
	case nfmtUnorm:
		scale, lo, hi = float64(mask), 0, float64(mask)
	case nfmtSnorm:
		scale, lo, hi = float64(mask/2), -float64(mask/2), float64(mask/2)
	case nfmtUscaled:
		scale, lo, hi = 1, 0, float64(mask)
	case nfmtSscaled:
		scale, lo, hi = 1, -float64(mask/2)-1, float64(mask/2)
	case nfmtFloat:
		if x == 0 && width < 16 {
			x = 0 // the unsigned floats store -0 as +0
		}
		h, ok := exactHalf(x)
		if !ok || width == 32 {
			return 0, false
		}
		if width == 16 {
			return uint32(h), true
		}
		drop := 16 - 1 - width // mantissa bits the small float lacks
		if h&0x8000 != 0 || h&(1<<drop-1) != 0 {
			return 0, false
		}
		return uint32(h) >> drop, true
	}
	s := x * scale // exact: a f32 or half times at most 2^16-1
	if (f.nfmt == nfmtUnorm || f.nfmt == nfmtSnorm) && !d16 {
		// The f32 a load of code k returns stores back as k.
		k := math.Round(s)
		if k >= lo && k <= hi && float32(k/scale) == float32(x) {
			return uint32(int64(k)) & mask, true
		}
	}
	if s != math.Trunc(s) || s < lo || s > hi {
		return 0, false
	}
	return uint32(int64(s)) & mask, true
}

// d16Exact reports whether component k converts exactly to the 16 bits a
// d16 load keeps: FLOAT of 16 or fewer bits (a half), UINT/SINT of 16 or
// fewer bits, USCALED of 11 and SSCALED of 12 or fewer bits (integers a
// half holds). UNORM/SNORM and 32-bit components would need a rounding
// the guides do not give.
func (f bufFormat) d16Exact(k int) bool {
	wd := f.width[k]
	switch f.nfmt {
	case nfmtFloat, nfmtUint, nfmtSint:
		return wd <= 16
	case nfmtUscaled:
		return wd <= 11
	case nfmtSscaled:
		return wd <= 12
	}
	return false
}

// toD16 converts component k's raw bits c to the 16 bits a d16 load keeps
// (for a component d16Exact allows).
func (f bufFormat) toD16(k int, c uint32) uint16 {
	wd := f.width[k]
	signed := int32(c<<(32-wd)) >> (32 - wd)
	switch f.nfmt {
	case nfmtFloat:
		if wd < 16 {
			return smallFloatHalf(c, wd)
		}
	case nfmtSint:
		return uint16(signed)
	case nfmtUscaled:
		h, _ := exactHalf(float64(c))
		return h
	case nfmtSscaled:
		h, _ := exactHalf(float64(signed))
		return h
	}
	return uint16(c)
}

// fmtAccess says which typed access a semantic function makes.
type fmtAccess struct {
	count      int  // components the instruction names
	store      bool // a store, else a load
	typed      bool // the format from the instruction (tbuffer)
	d16, d16hi bool // 16 bits a component; the d16_hi form (the VGPR's high half)
}

// bufferFormatOp is a typed load or store. The d16 forms keep 16 bits a
// component: GFX9 and later pack two a VGPR (x low, y high; a lone last
// component's high half reads 0); GFX8 keeps each in the low half of its
// own VGPR, the high half 0 (LLVM's UnpackedD16VMem); the d16_hi form
// moves one component to or from the high half of its VGPR, leaving the
// low half as it was. A d16 load converts only where the conversion is
// exact (d16Exact); a d16 store as a store of the half or 16-bit integer.
func bufferFormatOp(a fmtAccess) semFn {
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		dfmt, nfmt, err := formatOf(w, d, r, a.typed)
		var f bufFormat
		if err == nil {
			f, err = decodeBufFormat(dfmt, nfmt)
		}
		if err != nil {
			return errUnimplemented(fmt.Sprintf("%s with %v", d.op, err))
		}
		// Loads read every component of the format (DST_SEL may pick any);
		// stores write those the instruction names.
		used := f.n
		if a.store {
			used = min(a.count, f.n)
		}
		for k := range used {
			if a.d16 && (f.width[k] == 32 || !a.store && !f.d16Exact(k)) {
				return errUnimplemented(fmt.Sprintf("%s of a %d-bit component with numeric format %d (not an exact 16-bit conversion)", d.op, f.width[k], f.nfmt))
			}
		}
		if a.store && f.packed && a.count < f.n {
			return errUnimplemented(fmt.Sprintf("%s of %d of the %d components of a packed format", d.op, a.count, f.n))
		}
		// The component each returned value comes from (loads: goes to):
		// the V#'s DST_SEL for buffer_load_format, else the identity.
		var sel [4]uint8
		for k := range sel {
			sel[k] = uint8(4 + k)
		}
		if !a.typed {
			if a.store {
				for k := range used {
					if r.DstSel[k] != sel[k] {
						return errUnimplemented(d.op.String() + " with a V# DST_SEL that is not the identity")
					}
				}
			} else {
				sel = r.DstSel
			}
		}
		// The VGPR lanes and bit shift of value k.
		unpacked := w.Env.Arch().Gen == GFX8
		vgpr := func(k int) ([]uint32, uint) {
			switch {
			case !a.d16:
				return w.vdstLanes(&d.vdata, k), 0
			case a.d16hi:
				return w.vdstLanes(&d.vdata, 0), 16
			case unpacked:
				return w.vdstLanes(&d.vdata, k), 0
			}
			return w.vdstLanes(&d.vdata, k/2), 16 * uint(k%2)
		}
		// Stores convert every lane's values first: one that the format
		// does not hold exactly faults before anything is written.
		var stored [64][4]uint32
		if a.store {
			for m := w.EXEC; m != 0; m &= m - 1 {
				l := bits.TrailingZeros64(m)
				for k := range used {
					v, sh := vgpr(k)
					x := v[l] >> sh
					if a.d16 {
						x &= 0xffff
					}
					c, ok := f.fromValue(k, x, a.d16)
					if !ok {
						return errUnimplemented(fmt.Sprintf("%s of lane %d's %c value %#x to a %d-bit numeric format %d component (not exactly representable; the ISA guides give no rounding or clamping)",
							d.op, l, "xyzw"[k], x, f.width[k], f.nfmt))
					}
					stored[l][k] = c
				}
			}
		}
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			ba := bufferLane(w, d, l, offen, idxen, soff)
			var comps [4]uint32 // the format's components: register values, or d16 halves
			var err error
			accesses := used
			if f.packed {
				accesses = 1
			}
			for k := 0; k < accesses && err == nil; k++ {
				addr, in := r.Address(ba, uint32(k)*f.size)
				if !in {
					continue
				}
				err = bufferAccess(w, l, addr, f.size, a.store, func(b []byte) {
					if a.store {
						switch {
						case f.packed:
						case f.size == 1:
							b[0] = byte(stored[l][k])
							return
						case f.size == 2:
							put16(b, uint16(stored[l][k]))
							return
						default:
							put32(b, stored[l][k])
							return
						}
						var dw uint32
						for j := range f.n {
							dw |= stored[l][j] << f.shift[j]
						}
						put32(b, dw)
						return
					}
					for j := k; j < k+1 || (f.packed && j < used); j++ {
						c := f.raw(j, b)
						if a.d16 {
							comps[j] = uint32(f.toD16(j, c))
						} else {
							comps[j] = f.toVGPR(j, c)
						}
					}
				})
			}
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if a.store {
				continue
			}
			one := uint32(1)
			if f.isFloat() {
				one = math.Float32bits(1)
				if a.d16 {
					one = 0x3c00 // 1.0 as a half
				}
			}
			var vals [5]uint32 // vals[count] stays 0: a lone last half's partner
			for k := range a.count {
				switch s := sel[k]; {
				case s == 1:
					vals[k] = one
				case s >= 4:
					vals[k] = comps[s-4] // 0 for a component the format lacks
				default:
					vals[k] = 0
				}
			}
			switch {
			case !a.d16 || unpacked:
				for k := range a.count {
					v, _ := vgpr(k)
					v[l] = vals[k]
				}
			case a.d16hi:
				v, _ := vgpr(0)
				v[l] = v[l]&0xffff | vals[0]<<16
			default:
				for k := 0; k < a.count; k += 2 {
					v, _ := vgpr(k)
					v[l] = vals[k] | vals[k+1]<<16 // vals[count] is 0 for an odd count
				}
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// bufferFormatAccesses lists the accesses of a typed load or store as
// bufferFormatOp makes them: per active lane each component's bytes (a
// load reads every component of the format, a store writes those it
// names), a packed format's one dword, those in the buffer's range; none
// for a format the interpreter does not run.
func bufferFormatAccesses(w *Wave, d *instr, out []Access) []Access {
	mf := d.op.Mem()
	r, offen, idxen, soff := bufferSetup(w, d)
	dfmt, nfmt, err := formatOf(w, d, r, strings.HasPrefix(d.op.String(), "tbuffer_"))
	if err != nil {
		return out
	}
	f, err := decodeBufFormat(dfmt, nfmt)
	if err != nil {
		return out
	}
	store := mf.Kind == isa.MemStore
	n := f.n
	switch {
	case f.packed:
		n = 1
	case store:
		n = min(int(mf.Count), f.n)
	}
	for m := w.EXEC; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		ba := bufferLane(w, d, l, offen, idxen, soff)
		for k := range n {
			if addr, in := r.Address(ba, uint32(k)*f.size); in {
				out = append(out, bufferAccessAt(w, l, addr, f.size, store, r.Base))
			}
		}
	}
	return out
}

func init() {
	m := map[isa.Op]semFn{}
	for _, op := range isa.MemOps() {
		mf := op.Mem()
		if !mf.Format || mf.Seg != isa.SegBuffer || (mf.Kind != isa.MemLoad && mf.Kind != isa.MemStore) {
			continue
		}
		m[op] = bufferFormatOp(fmtAccess{count: int(mf.Count), store: mf.Kind == isa.MemStore,
			typed: strings.HasPrefix(op.String(), "tbuffer_"), d16: mf.D16, d16hi: mf.D16Hi})
	}
	register(m)
}
