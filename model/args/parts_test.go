package args

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"testing"
)

// Buffers of a megabyte and more are made in parts on several goroutines
// (inChunks). Their bytes must not depend on the split: every element at
// and around the part boundaries, and everywhere else, is what the
// formula (written here independently) gives.
func TestLargeBuffersMadeInPartsFollowTheFormulas(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3)) // three parts of a 3-4 MB buffer
	const n = 3<<18 + 5                             // 786437 elements: parts that are not powers of two
	cases := []struct {
		typ, init string
		want      func(i int) []byte
	}{
		{"f32", "{range: [0.1, 0.3]}", func(i int) []byte {
			return binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(0.1+float64(i)*0.3)))
		}},
		{"u32", "{range: [4000000000, -3]}", func(i int) []byte { return binary.LittleEndian.AppendUint32(nil, uint32(4000000000-3*i)) }},
		{"i16", "{range: [-30000, 0]}", func(int) []byte { return binary.LittleEndian.AppendUint16(nil, uint16(0x10000-30000)) }},
		{"f32", "{fill: -1.5}", func(int) []byte { return binary.LittleEndian.AppendUint32(nil, math.Float32bits(-1.5)) }},
		{"f64", "{fill: 3}", func(int) []byte { return binary.LittleEndian.AppendUint64(nil, math.Float64bits(3)) }},
		{"u32", "{random: {seed: 42, min: 0, max: 4294967295}}", func(i int) []byte {
			return binary.LittleEndian.AppendUint32(nil, uint32(refSplitmix64(42, i+1)[i]))
		}},
		{"f64", "{random: {seed: 7, min: 0, max: 1}}", func(i int) []byte {
			return binary.LittleEndian.AppendUint64(nil, math.Float64bits(float64(refSplitmix64(7, i+1)[i]>>11)/(1<<53)))
		}},
	}
	for _, c := range cases {
		t.Run(c.typ+" "+c.init, func(t *testing.T) {
			src := fmt.Sprintf("grid: 1\nargs:\n  x: {type: %s, count: %d, init: %s}\n", c.typ, n, c.init)
			f, err := Parse([]byte(src), "p.yaml")
			if err != nil {
				t.Fatal(err)
			}
			bs, err := f.Bind([]Param{{Name: "x", Size: 8, TypeName: "void*", Pointer: true}})
			if err != nil {
				t.Fatal(err)
			}
			got := bs[0].Data
			es := len(c.want(0))
			if len(got) != n*es {
				t.Fatalf("%d bytes, want %d", len(got), n*es)
			}
			// Every element near a third of the buffer, and a stride of
			// the rest (the random reference is quadratic in i).
			check := func(i int) {
				if g, w := got[i*es:(i+1)*es], c.want(i); string(g) != string(w) {
					t.Fatalf("element %d = % x, want % x", i, g, w)
				}
			}
			for _, b := range []int{0, n / 3, 2 * n / 3, n - 1} {
				for i := max(b-3, 0); i <= min(b+3, n-1); i++ {
					check(i)
				}
			}
			for i := 0; i < n; i += 9973 {
				check(i)
			}
		})
	}
}
