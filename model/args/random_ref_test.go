package args

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"testing"
)

// refSplitmix64 is Vigna's SplitMix64 (the published reference C code,
// prng.di.unimi.it/splitmix64.c), written here independently of init.go so
// that the data {random: ...} gives for a seed is pinned.
func refSplitmix64(seed uint64, n int) []uint64 {
	out := make([]uint64, n)
	x := seed
	for i := range out {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		out[i] = z ^ (z >> 31)
	}
	return out
}

// refHalfBits rounds f to the nearest binary16 (ties to the even
// significand) by searching all finite halves, decoded from their fields.
func refHalfBits(f float32, decode func(uint16) float64, maxFinite uint16) uint16 {
	x := math.Abs(float64(f))
	best, bestD := uint16(0), math.Inf(1)
	for h := uint16(0); h <= maxFinite; h++ {
		d := math.Abs(decode(h) - x)
		if d < bestD || d == bestD && h&1 == 0 {
			best, bestD = h, d
		}
	}
	if math.Signbit(float64(f)) {
		best |= 0x8000
	}
	return best
}

func decodeHalf(h uint16) float64 {
	e, m := int(h>>10)&0x1f, float64(h&0x3ff)
	if e == 0 {
		return math.Ldexp(m, -24)
	}
	return math.Ldexp(1024+m, e-25)
}

func decodeBF16(h uint16) float64 {
	return float64(math.Float32frombits(uint32(h) << 16))
}

// The random data of a seed is the published SplitMix64 sequence mapped as
// the README says: floats min + (max-min)*(next>>11)/2^53 rounded to the
// type, integers min + next mod (max-min+1); pinned for every type.
func TestRandomMatchesReferenceSplitmix64(t *testing.T) {
	const n = 8
	cases := []struct {
		typ      string
		min, max string
		seed     uint64
	}{
		{"i8", "-128", "127", 1}, {"u8", "0", "255", 2}, {"i16", "-300", "299", 3},
		{"u16", "0", "65535", 4}, {"i32", "-5", "5", 7}, {"u32", "0", "4294967295", 5},
		{"i64", "-9223372036854775808", "9223372036854775807", 6}, {"i64", "-3", "3", 8},
		{"u64", "0", "18446744073709551615", 9}, {"u64", "10", "1000", 10},
		{"u64", "18446744073709551000", "18446744073709551615", 11},
		{"f32", "1", "2", 7}, {"f64", "-1", "1", 12}, {"f16", "0", "10", 13}, {"bf16", "-100", "100", 14},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s/%s..%s", c.typ, c.min, c.max), func(t *testing.T) {
			src := fmt.Sprintf("grid: 1\nargs:\n  x: {type: %s, count: %d, init: {random: {seed: %d, min: %s, max: %s}}}\n", c.typ, n, c.seed, c.min, c.max)
			f, err := Parse([]byte(src), "r.yaml")
			if err != nil {
				t.Fatal(err)
			}
			bs, err := f.Bind([]Param{{Name: "x", Size: 8, TypeName: "void*", Pointer: true}})
			if err != nil {
				t.Fatal(err)
			}
			typ, _ := ParseElemType(c.typ)
			es := typ.Size()
			got := bs[0].Data
			if len(got) != n*es {
				t.Fatalf("%d bytes, want %d", len(got), n*es)
			}
			for i, r := range refSplitmix64(c.seed, n) {
				want := make([]byte, 8)
				switch c.typ {
				case "f32", "f64", "f16", "bf16":
					lo, _ := new(big.Float).SetString(c.min)
					hi, _ := new(big.Float).SetString(c.max)
					a, _ := lo.Float64()
					b, _ := hi.Float64()
					v := a + (b-a)*(float64(r>>11)/(1<<53))
					switch c.typ {
					case "f32":
						binary.LittleEndian.PutUint32(want, math.Float32bits(float32(v)))
					case "f64":
						binary.LittleEndian.PutUint64(want, math.Float64bits(v))
					case "f16":
						binary.LittleEndian.PutUint16(want, refHalfBits(float32(v), decodeHalf, 0x7bff))
					case "bf16":
						binary.LittleEndian.PutUint16(want, refHalfBits(float32(v), decodeBF16, 0x7f7f))
					}
				default:
					lo, _ := new(big.Int).SetString(c.min, 10)
					hi, _ := new(big.Int).SetString(c.max, 10)
					span := new(big.Int).Sub(hi, lo)
					span.Add(span, big.NewInt(1))
					v := new(big.Int).Mod(new(big.Int).SetUint64(r), span)
					v.Add(v, lo)
					// Two's complement in 64 bits, then the low es bytes.
					v.And(v, new(big.Int).SetUint64(math.MaxUint64))
					binary.LittleEndian.PutUint64(want, v.Uint64())
				}
				if g, w := got[i*es:(i+1)*es], want[:es]; string(g) != string(w) {
					t.Errorf("element %d = % x, want % x", i, g, w)
				}
			}
		})
	}
}

// {fill: v} repeats v's bytes in every element, whatever the count (the
// fill doubles a prefix, so counts that are not powers of two matter).
func TestFillRepeatsEveryElement(t *testing.T) {
	cases := []struct {
		typ, val string
		elem     []byte
	}{
		{"u8", "200", []byte{200}},
		{"i16", "-2", []byte{0xfe, 0xff}},
		{"f32", "2.5", binary.LittleEndian.AppendUint32(nil, math.Float32bits(2.5))},
		{"f64", "-0.75", binary.LittleEndian.AppendUint64(nil, math.Float64bits(-0.75))},
	}
	for _, c := range cases {
		for _, n := range []int{1, 2, 3, 7, 1000, 4097} {
			src := fmt.Sprintf("grid: 1\nargs:\n  x: {type: %s, count: %d, init: {fill: %s}}\n", c.typ, n, c.val)
			f, err := Parse([]byte(src), "f.yaml")
			if err != nil {
				t.Fatal(err)
			}
			bs, err := f.Bind([]Param{{Name: "x", Size: 8, TypeName: "void*", Pointer: true}})
			if err != nil {
				t.Fatal(err)
			}
			got := bs[0].Data
			if len(got) != n*len(c.elem) {
				t.Fatalf("%s x%d: %d bytes", c.typ, n, len(got))
			}
			for i := 0; i < n; i++ {
				if e := got[i*len(c.elem) : (i+1)*len(c.elem)]; string(e) != string(c.elem) {
					t.Fatalf("%s x%d: element %d = % x, want % x", c.typ, n, i, e, c.elem)
				}
			}
		}
	}
}

// {range: [start, step]} is start + i*step: for floats computed in float64
// and rounded once to the type (fillRange's documented rule), for integers
// exactly and stored in two's complement.
func TestRangeFollowsTheFormula(t *testing.T) {
	const n = 1000
	cases := []struct {
		typ, init string
		want      func(i int) []byte
	}{
		{"f32", "[0.1, 0.3]", func(i int) []byte {
			return binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(0.1+float64(i)*0.3)))
		}},
		{"f64", "[-2.5, 0.001]", func(i int) []byte {
			return binary.LittleEndian.AppendUint64(nil, math.Float64bits(-2.5+float64(i)*0.001))
		}},
		{"i32", "[100, -7]", func(i int) []byte { return binary.LittleEndian.AppendUint32(nil, uint32(int32(100-7*i))) }},
		{"u32", "[4294960000, 3]", func(i int) []byte { return binary.LittleEndian.AppendUint32(nil, uint32(4294960000+3*i)) }},
		{"i64", "[-5000000000, 1000003]", func(i int) []byte {
			return binary.LittleEndian.AppendUint64(nil, uint64(int64(-5000000000+1000003*i)))
		}},
		{"i16", "[-500, 1]", func(i int) []byte { return binary.LittleEndian.AppendUint16(nil, uint16(int16(-500+i))) }},
	}
	for _, c := range cases {
		src := fmt.Sprintf("grid: 1\nargs:\n  x: {type: %s, count: %d, init: {range: %s}}\n", c.typ, n, c.init)
		f, err := Parse([]byte(src), "r.yaml")
		if err != nil {
			t.Fatal(err)
		}
		bs, err := f.Bind([]Param{{Name: "x", Size: 8, TypeName: "void*", Pointer: true}})
		if err != nil {
			t.Fatalf("%s: %v", c.typ, err)
		}
		es := len(c.want(0))
		for i := 0; i < n; i++ {
			if g, w := bs[0].Data[i*es:(i+1)*es], c.want(i); string(g) != string(w) {
				t.Fatalf("%s %s: element %d = % x, want % x", c.typ, c.init, i, g, w)
			}
		}
	}
}
