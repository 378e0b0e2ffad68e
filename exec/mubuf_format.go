package exec

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
)

// Typed buffer loads and stores: buffer_load/store_format_* (the data and
// numeric format from the V#, word3 DATA_FORMAT[18:15] and NUM_FORMAT
// [14:12]) and tbuffer_load/store_format_* (the format from the
// instruction: LLVM's format operand, dfmt in bits 3:0 and nfmt in 6:4).
// GCN3/Vega ISA "Buffer Instructions" and "Data Formats". GFX10 and later
// replace both pairs by one unified format (formatOf).
//
// Modelled: the formats of whole 8-, 16- and 32-bit components (8, 16, 8_8,
// 32, 16_16, 8_8_8_8, 32_32, 16_16_16_16, 32_32_32, 32_32_32_32), component
// X in the lowest bytes; loads convert with every numeric format (UNORM c /
// (2^n - 1) and SNORM max(c / (2^(n-1) - 1), -1) correctly rounded to f32,
// USCALED/SSCALED the integer as f32, UINT/SINT zero/sign extension, FLOAT
// 16-bit halves widened exactly, 32-bit passed through). A format load
// returns the components the instruction names (x .. xyzw); one the format
// lacks reads 0. buffer_load_format_* then routes them through the V#'s
// DST_SEL (0: 0, 1: 1 (1.0 for a float format), 4-7: component X-W), as
// the RDNA2 ISA's "Buffer Data" table says the resource's selects apply to
// BUFFER_LOAD_FORMAT and not to TBUFFER. Stores are modelled for 32-bit
// components (the bits stored as they are) with an identity DST_SEL.
// Everything else — the packed formats (10_11_11, 2_10_10_10 ...), narrower
// stores, a non-identity store select — faults as unimplemented rather
// than guessing. The d16 forms: see bufferFormatD16. Each component's dword is range
// checked as untyped accesses are (an out-of-range one reads 0, is not
// written).

// bufFormat is a decoded data/numeric format pair.
type bufFormat struct {
	dfmt, nfmt uint8
	size       uint32 // bytes per component
	n          int    // components
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

// bufDataFormats are the modelled data formats: component bytes and count.
var bufDataFormats = map[uint8][2]int{
	1: {1, 1}, 2: {2, 1}, 3: {1, 2}, 4: {4, 1}, 5: {2, 2}, 10: {1, 4}, 11: {4, 2}, 12: {2, 4}, 13: {4, 3}, 14: {4, 4},
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
	v := int64(r.NumFormat) | int64(r.DataFormat)<<3
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
	if !typed && gen >= GFX11 {
		v &= 0x3f
	}
	dfmt, nfmt, ok := isa.UnifiedFormat(int(v), gen >= GFX11)
	if !ok {
		return 0, 0, fmt.Errorf("unified format %d", v)
	}
	return dfmt, nfmt, nil
}

func decodeBufFormat(dfmt, nfmt uint8) (bufFormat, error) {
	f, ok := bufDataFormats[dfmt]
	if !ok {
		return bufFormat{}, fmt.Errorf("data format %d", dfmt)
	}
	switch nfmt {
	case nfmtUnorm, nfmtSnorm, nfmtUscaled, nfmtSscaled:
		if f[0] == 4 {
			return bufFormat{}, fmt.Errorf("numeric format %d with 32-bit components", nfmt)
		}
	case nfmtUint, nfmtSint:
	case nfmtFloat:
		if f[0] == 1 {
			return bufFormat{}, fmt.Errorf("float 8-bit components")
		}
	default:
		return bufFormat{}, fmt.Errorf("numeric format %d", nfmt)
	}
	return bufFormat{dfmt: dfmt, nfmt: nfmt, size: uint32(f[0]), n: f[1]}, nil
}

// isFloat reports whether the format's values are floats in the VGPRs.
func (f bufFormat) isFloat() bool { return f.nfmt != nfmtUint && f.nfmt != nfmtSint }

// toVGPR converts a component's raw bits c to its 32-bit register value.
func (f bufFormat) toVGPR(c uint32) uint32 {
	bitsN := 8 * f.size
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
		if f.size == 2 {
			// Exact, a NaN quieted to the canonical one as v_cvt_f32_f16 does.
			return quietF32(math.Float32bits(float32(f16ToF64(uint16(c)))))
		}
	}
	return c
}

// bufferFormatOp is a typed load or store of count components; typed says
// the format comes from the instruction (tbuffer).
func bufferFormatOp(count int, store, typed bool) semFn {
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		dfmt, nfmt, err := formatOf(w, d, r, typed)
		var f bufFormat
		if err == nil {
			f, err = decodeBufFormat(dfmt, nfmt)
		}
		if err != nil {
			return errUnimplemented(fmt.Sprintf("%s with %v", d.op, err))
		}
		// The VGPR each returned component comes from (loads: goes to):
		// the V#'s DST_SEL for buffer_load_format, else the identity.
		var sel [4]uint8
		for k := range sel {
			sel[k] = uint8(4 + k)
		}
		if !typed && !store {
			sel = r.DstSel
		}
		if store {
			if f.size != 4 {
				return errUnimplemented(fmt.Sprintf("%s of %d-byte components", d.op, f.size))
			}
			if !typed {
				for k := range min(count, f.n) {
					if r.DstSel[k] != uint8(4+k) {
						return errUnimplemented(d.op.String() + " with a V# DST_SEL that is not the identity")
					}
				}
			}
		}
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := bufferLane(w, d, l, offen, idxen, soff)
			var comps [4]uint32 // the format's components, as register values
			var err error
			for k := 0; k < f.n && err == nil; k++ {
				if store && k >= count {
					break
				}
				at := uint32(k) * f.size
				addr, in := r.Address(a, at)
				if !in {
					continue
				}
				err = bufferAccess(w, l, addr, f.size, store, func(b []byte) {
					if store {
						put32(b, w.vdstLanes(&d.vdata, k)[l])
						return
					}
					var c uint32
					switch f.size {
					case 1:
						c = uint32(b[0])
					case 2:
						c = uint32(le16(b))
					default:
						c = le32(b)
					}
					comps[k] = f.toVGPR(c)
				})
			}
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if store {
				continue
			}
			for k := range count {
				var v uint32
				switch s := sel[k]; {
				case s == 1 && f.isFloat():
					v = math.Float32bits(1)
				case s == 1:
					v = 1
				case s >= 4:
					v = comps[s-4] // 0 for a component the format lacks
				}
				w.vdstLanes(&d.vdata, k)[l] = v
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// toD16 converts a component's raw bits c to the 16 bits a d16 access
// keeps in a VGPR half, for the conversions that are exact: 16-bit FLOAT
// (the half itself) and 8- or 16-bit UINT/SINT (zero or sign extension).
func (f bufFormat) toD16(c uint32) (uint16, bool) {
	switch {
	case f.nfmt == nfmtFloat && f.size == 2, f.nfmt == nfmtUint && f.size <= 2:
		return uint16(c), true
	case f.nfmt == nfmtSint && f.size == 1:
		return uint16(int16(int8(c))), true
	case f.nfmt == nfmtSint && f.size == 2:
		return uint16(c), true
	}
	return 0, false
}

// bufferFormatD16 is a d16 typed load or store of count components (hi:
// the d16_hi_x form, the high half of the VGPR). GFX9 packs two components
// a VGPR (x low, y high; a lone last component's high half reads 0); GFX8
// keeps each in the low half of its own VGPR, the high half 0 (LLVM's
// UnpackedD16VMem). Modelled for the exact conversions of toD16 (stores:
// 16-bit FLOAT and 16-bit UINT/SINT, the halves stored as they are);
// others fault as unimplemented.
func bufferFormatD16(count int, store, typed, hi bool) semFn {
	return func(w *Wave, d *instr) error {
		r, offen, idxen, soff := bufferSetup(w, d)
		dfmt, nfmt, err := formatOf(w, d, r, typed)
		var f bufFormat
		if err == nil {
			f, err = decodeBufFormat(dfmt, nfmt)
		}
		if err == nil {
			if _, ok := f.toD16(0); !ok || (store && f.size != 2) {
				err = fmt.Errorf("a %d-byte numeric format %d (not an exact 16-bit conversion)", f.size, f.nfmt)
			}
		}
		if err != nil {
			return errUnimplemented(fmt.Sprintf("%s with %v", d.op, err))
		}
		if !typed {
			for k := range min(count, f.n) {
				if r.DstSel[k] != uint8(4+k) {
					return errUnimplemented(d.op.String() + " with a V# DST_SEL that is not the identity")
				}
			}
		}
		unpacked := w.Env.Arch().Gen == GFX8
		// half returns the VGPR lanes and bit shift of component k.
		half := func(k int) ([]uint32, uint) {
			switch {
			case hi:
				return w.vdstLanes(&d.vdata, 0), 16
			case unpacked:
				return w.vdstLanes(&d.vdata, k), 0
			}
			return w.vdstLanes(&d.vdata, k/2), 16 * uint(k%2)
		}
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			a := bufferLane(w, d, l, offen, idxen, soff)
			var comps [4]uint16
			var err error
			for k := 0; k < min(count, f.n) && err == nil; k++ {
				addr, in := r.Address(a, uint32(k)*f.size)
				if !in {
					continue
				}
				err = bufferAccess(w, l, addr, f.size, store, func(b []byte) {
					if store {
						v, sh := half(k)
						put16(b, uint16(v[l]>>sh))
						return
					}
					c := uint32(b[0])
					if f.size == 2 {
						c = uint32(le16(b))
					}
					comps[k], _ = f.toD16(c)
				})
			}
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if store {
				continue
			}
			switch {
			case hi:
				v := w.vdstLanes(&d.vdata, 0)
				v[l] = v[l]&0xffff | uint32(comps[0])<<16
			case unpacked:
				for k := range count {
					w.vdstLanes(&d.vdata, k)[l] = uint32(comps[k])
				}
			default:
				for k := 0; k < count; k += 2 {
					w.vdstLanes(&d.vdata, k/2)[l] = uint32(comps[k]) | uint32(comps[k+1])<<16
				}
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

func init() {
	m := map[isa.Op]semFn{}
	for i, c := range []string{"x", "xy", "xyz", "xyzw"} {
		for _, pre := range []string{"buffer", "tbuffer"} {
			for _, dir := range []string{"load", "store"} {
				name := pre + "_" + dir + "_format_" + c
				if hasOp(name) {
					m[opByName(name)] = bufferFormatOp(i+1, dir == "store", pre == "tbuffer")
				}
				name = pre + "_" + dir + "_format_d16_" + c
				if hasOp(name) {
					m[opByName(name)] = bufferFormatD16(i+1, dir == "store", pre == "tbuffer", false)
				}
			}
		}
	}
	for _, dir := range []string{"load", "store"} {
		if name := "buffer_" + dir + "_format_d16_hi_x"; hasOp(name) {
			m[opByName(name)] = bufferFormatD16(1, dir == "store", false, true)
		}
	}
	register(m)
}
