package args

import (
	"fmt"
	"testing"
)

// BenchmarkMaterialise makes 1M-element buffers as the bench kernels'
// args files do (vadd's range and fill, reduce's integer range) and the
// random inits.
func BenchmarkMaterialise(b *testing.B) {
	for _, c := range []struct{ name, init string }{
		{"f32-range", "{type: f32, count: 1048576, init: {range: [0, 1]}}"},
		{"f32-fill", "{type: f32, count: 1048576, init: {fill: 2}}"},
		{"i32-range", "{type: i32, count: 1048576, init: {range: [0, 1]}}"},
		{"i32-random", "{type: i32, count: 1048576, init: {random: {seed: 1, min: -100, max: 100}}}"},
		{"f32-random", "{type: f32, count: 1048576, init: {random: {seed: 1, min: 0, max: 1}}}"},
	} {
		src := fmt.Sprintf("grid: 1\nargs:\n  x: %s\n", c.init)
		f, err := Parse([]byte(src), "b.yaml")
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(4 << 20)
			for range b.N {
				if _, err := f.materialise(f.Args[0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
