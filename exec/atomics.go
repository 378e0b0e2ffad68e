package exec

import (
	"math"
	"math/bits"
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// Atomic read-modify-writes shared by DS, FLAT/GLOBAL and MUBUF atomics:
// the new memory value from the old one, the source data and (for compare
// and swap) the compare value. Width is 32 or 64 bits.
type rmwFn func(old, src, cmp uint64, width int) uint64

// atomicRMW maps the operation part of an atomic mnemonic to its function.
var atomicRMW = map[string]rmwFn{
	"add":  func(o, s, _ uint64, w int) uint64 { return o + s },
	"sub":  func(o, s, _ uint64, w int) uint64 { return o - s },
	"rsub": func(o, s, _ uint64, w int) uint64 { return s - o },
	"swap": func(_, s, _ uint64, w int) uint64 { return s },
	"and":  func(o, s, _ uint64, w int) uint64 { return o & s },
	"or":   func(o, s, _ uint64, w int) uint64 { return o | s },
	"xor":  func(o, s, _ uint64, w int) uint64 { return o ^ s },
	"umin": func(o, s, _ uint64, w int) uint64 { return min(o, s) },
	"umax": func(o, s, _ uint64, w int) uint64 { return max(o, s) },
	"smin": func(o, s, _ uint64, w int) uint64 { return uint64(min(signed(o, w), signed(s, w))) },
	"smax": func(o, s, _ uint64, w int) uint64 { return uint64(max(signed(o, w), signed(s, w))) },
	// inc/dec wrap at the source value (Vega ISA: "tmp = MEM; MEM = (tmp >= DATA) ? 0 : tmp + 1").
	"inc": func(o, s, _ uint64, w int) uint64 {
		if o >= s {
			return 0
		}
		return o + 1
	},
	"dec": func(o, s, _ uint64, w int) uint64 {
		if o == 0 || o > s {
			return s
		}
		return o - 1
	},
	"cmpswap": func(o, s, c uint64, w int) uint64 {
		if o == c {
			return s
		}
		return o
	},
	"add_f32": func(o, s, _ uint64, w int) uint64 {
		return uint64(math.Float32bits(math.Float32frombits(uint32(o)) + math.Float32frombits(uint32(s))))
	},
	"add_f64": func(o, s, _ uint64, w int) uint64 {
		return math.Float64bits(math.Float64frombits(o) + math.Float64frombits(s))
	},
	"min_f64": func(o, s, _ uint64, w int) uint64 { return minMaxF64(o, s, false) },
	"max_f64": func(o, s, _ uint64, w int) uint64 { return minMaxF64(o, s, true) },
	"min_f32": func(o, s, _ uint64, w int) uint64 {
		return uint64(minF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
	},
	"max_f32": func(o, s, _ uint64, w int) uint64 {
		return uint64(maxF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
	},
	// GFX12 renames the float min/max atomics after v_max_num_* (LLVM's
	// FLATInstructions.td/DSInstructions.td: global_atomic_max_num_f32 is
	// GFX11's global_atomic_max_f32, ds_max_num_f32 ds_max_f32); clang 22
	// emits them for __hip_atomic_fetch_max/min on float.
	"max_num_f32": func(o, s, _ uint64, w int) uint64 {
		return uint64(maxF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
	},
	"min_num_f32": func(o, s, _ uint64, w int) uint64 {
		return uint64(minF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
	},
	"max_num_f64": func(o, s, _ uint64, w int) uint64 { return minMaxF64(o, s, true) },
	"min_num_f64": func(o, s, _ uint64, w int) uint64 { return minMaxF64(o, s, false) },
	// GFX10 float atomics (RDNA ISA: fmin/fmax "floating point", 32-bit or
	// _x2 64-bit; fcmpswap: MEM = (tmp == cmp) ? src : tmp compared as
	// floats), GFX11's cmpswap_f32, and the clamped subtract csub (GFX10
	// csub, GFX11 csub_u32: MEM = (src > tmp) ? 0 : tmp - src, unsigned).
	"fmin": func(o, s, _ uint64, w int) uint64 {
		if w == 32 {
			return uint64(minF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
		}
		return minMaxF64(o, s, false)
	},
	"fmax": func(o, s, _ uint64, w int) uint64 {
		if w == 32 {
			return uint64(maxF32(math.Float32frombits(uint32(o)), math.Float32frombits(uint32(s))))
		}
		return minMaxF64(o, s, true)
	},
	"fcmpswap":    cmpstF,
	"cmpswap_f32": cmpstF,
	"csub":        csub,
	"csub_u32":    csub,
	// GFX12 renames csub to sub_clamp_u32 and adds cond_sub_u32; LLVM 22
	// selects them for atomicrmw usub_sat and usub_cond (LangRef: usub_sat
	// *ptr = *ptr u>= val ? *ptr - val : 0, usub_cond *ptr = *ptr u>= val ?
	// *ptr - val : *ptr).
	"sub_clamp_u32": csub,
	"cond_sub_u32":  condSub,
}

// cmpRMW reports whether the atomic operation op takes a compare value
// (after the source, in the next register(s)).
func cmpRMW(op string) bool { return op == "cmpswap" || op == "fcmpswap" || op == "cmpswap_f32" }

func csub(o, s, _ uint64, _ int) uint64 {
	if s > o {
		return 0
	}
	return o - s
}

func condSub(o, s, _ uint64, _ int) uint64 {
	if o >= s {
		return o - s
	}
	return o
}

func signed(v uint64, width int) int64 {
	if width == 32 {
		return int64(int32(v))
	}
	return int64(v)
}

func minMaxF64(a, b uint64, isMax bool) uint64 {
	x, y := math.Float64frombits(a), math.Float64frombits(b)
	switch {
	case x != x:
		return b
	case y != y:
		return a
	case isMax && y > x, !isMax && y < x:
		return b
	}
	return a
}

// atomicAt performs one lane's atomic on the n bytes b (4 or 8) and
// returns the old value. lock, when not nil, serialises it with other
// goroutines.
func atomicAt(b []byte, f rmwFn, src, cmp uint64, width int) uint64 {
	var old uint64
	if width == 32 {
		old = uint64(le32(b))
		put32(b, uint32(f(old, src, cmp, 32)))
	} else {
		old = le64(b)
		put64(b, f(old, src, cmp, 64))
	}
	return old
}

// flatAtomic is a FLAT/GLOBAL atomic: vdata holds the source (and, for
// cmpswap, the compare value in the next register(s)); with glc the old
// value returns to vdst.
func flatAtomic(f rmwFn, width int, cmp bool) semFn {
	dw := width / 32
	return func(w *Wave, d *instr) error {
		ret := d.in.Enc.MemKind() == isa.MemAtomicRtn
		var fault *laneError
		if mu := w.Env.Atomic(); mu != nil {
			mu.Lock()
			defer mu.Unlock()
		}
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			src := readLaneN(w, &d.vdata, 0, dw, l)
			var c uint64
			if cmp {
				c = readLaneN(w, &d.vdata, dw, dw, l)
			}
			var old uint64
			err := laneAccess(w, d, l, flatAddress(w, d, l), uint32(width/8), true, func(b []byte, _ uint32) {
				old = atomicAt(b, f, src, c, width)
			})
			if err != nil {
				laneFault(&fault, l, err)
				continue
			}
			if ret {
				writeLaneN(w, &d.vdst, dw, l, old)
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

// readLaneN reads n dwords (1 or 2) of a VGPR operand from register k on.
func readLaneN(w *Wave, o *opnd, k, n, l int) uint64 {
	v := uint64(w.vdstLanes(o, k)[l])
	if n == 2 {
		v |= uint64(w.vdstLanes(o, k+1)[l]) << 32
	}
	return v
}

// writeLaneN writes n dwords (1 or 2) of a VGPR operand.
func writeLaneN(w *Wave, o *opnd, n, l int, v uint64) {
	w.vdstLanes(o, 0)[l] = uint32(v)
	if n == 2 {
		w.vdstLanes(o, 1)[l] = uint32(v >> 32)
	}
}

func init() {
	m := map[isa.Op]semFn{}
	for op, f := range atomicRMW {
		for _, prefix := range []string{"flat_atomic_", "global_atomic_"} {
			for _, name := range atomicNames(prefix, op) {
				o := opByName(name)
				m[o] = flatAtomic(f, 8*int(o.Mem().Bytes), cmpRMW(op))
			}
		}
	}
	register(m)
}

// atomicNames are the FLAT or buffer atomics (prefix) of read-modify-write
// op that isa knows: prefix+op, and its 64-bit _x2 form where op is an
// integer or cmpswap one. Their widths come from the memory facts.
func atomicNames(prefix, op string) []string {
	var out []string
	if hasOp(prefix + op) {
		out = append(out, prefix+op)
	}
	if !strings.HasSuffix(op, "f64") && !strings.HasPrefix(op, "add_f") && hasOp(prefix+op+"_x2") {
		out = append(out, prefix+op+"_x2")
	}
	return out
}
