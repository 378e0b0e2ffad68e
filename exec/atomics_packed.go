package exec

import (
	"math"

	"github.com/gcndbg/gcndbg/isa"
)

// Packed 16-bit float atomics (gfx908+: buffer/global_atomic_pk_add_f16;
// gfx90a+: flat and bf16 forms; gfx90a+: ds_pk_add_*): each half of the
// dword in memory gets the matching half of the data added, rounded to
// nearest even (MI100/MI200 ISA, "PK_ADD_F16: MEM[ADDR].f16[i] +=
// DATA.f16[i]").

// roundToBF16 rounds a float64 to bfloat16 bits (nearest even, with
// subnormals and overflow to infinity).
func roundToBF16(x float64) uint16 {
	sign := uint16(math.Float64bits(x)>>48) & 0x8000
	if x != x {
		return sign | 0x7fc0
	}
	a := math.Abs(x)
	if a == 0 {
		return sign
	}
	if math.IsInf(a, 0) {
		return sign | 0x7f80
	}
	e := max(math.Ilogb(a), -126)
	m := math.RoundToEven(math.Ldexp(a, 7-e)) // [128, 256] for normals
	if m >= 256 {
		m /= 2
		e++
	}
	if e > 127 {
		return sign | 0x7f80
	}
	if m < 128 {
		return sign | uint16(m)
	}
	return sign | uint16(e+127)<<7 | uint16(m-128)
}

func bf16ToF64(h uint16) float64 { return float64(math.Float32frombits(uint32(h) << 16)) }

// pkAddF16 adds the halves of two dwords as f16: the sum of two halves is
// exact in float64, so it is rounded once.
func pkAddF16(o, s uint64) uint64 {
	var r uint64
	for i := uint(0); i < 32; i += 16 {
		r |= uint64(roundToF16(f16ToF64(uint16(o>>i))+f16ToF64(uint16(s>>i)))) << i
	}
	return r
}

// pkAddBF16 adds the halves as bfloat16: the float64 sum is made
// round-to-odd (TwoSum) so one rounding to 8 bits stays correct.
func pkAddBF16(o, s uint64) uint64 {
	var r uint64
	for i := uint(0); i < 32; i += 16 {
		a, b := bf16ToF64(uint16(o>>i)), bf16ToF64(uint16(s>>i))
		sum, e := twoSum(a, b)
		if !math.IsInf(sum, 0) && sum == sum {
			sum = roundOdd(sum, e)
		}
		r |= uint64(roundToBF16(sum)) << i
	}
	return r
}

func init() {
	atomicRMW["pk_add_f16"] = func(o, s, _ uint64, _ int) uint64 { return pkAddF16(o, s) }
	atomicRMW["pk_add_bf16"] = func(o, s, _ uint64, _ int) uint64 { return pkAddBF16(o, s) }
	m := map[isa.Op]semFn{}
	for _, ty := range []string{"f16", "bf16"} {
		f := atomicRMW["pk_add_"+ty]
		// atomics.go's init registered the FLAT/GLOBAL forms of the table
		// before these entries existed; mubuf.go's runs after this one.
		for _, prefix := range []string{"flat_atomic_", "global_atomic_"} {
			if hasOp(prefix + "pk_add_" + ty) {
				m[opByName(prefix+"pk_add_"+ty)] = flatAtomic(f, 32, false)
			}
		}
		if hasOp("ds_pk_add_" + ty) {
			m[opByName("ds_pk_add_"+ty)] = dsAtomic(f, 32, false, dsNoCmp)
		}
		if hasOp("ds_pk_add_rtn_" + ty) {
			m[opByName("ds_pk_add_rtn_"+ty)] = dsAtomic(f, 32, true, dsNoCmp)
		}
	}
	register(m)
}
