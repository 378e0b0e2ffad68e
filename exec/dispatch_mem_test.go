package exec

import "testing"

// BenchmarkNewWorkgroupWaves times the set-up of one workgroup of four
// waves (a 256-work-item 1-D workgroup, as vadd and reduce dispatch, and a
// 16x16 one, as matmul), the waves going back to the pool as a runner
// returns them.
func BenchmarkNewWorkgroupWaves(b *testing.B) {
	arch, err := ArchByName("gfx900")
	if err != nil {
		b.Fatal(err)
	}
	cfg := &KernelConfig{EnableSGPRKernargSegmentPtr: true, EnableSGPRWorkgroupID: [3]bool{true, true, false},
		KernargSize: 32, GranulatedWorkitemVGPRCount: 3, GranulatedWavefrontSGPRCount: 1, EnableVGPRWorkitemID: 1}
	for _, c := range []struct {
		name     string
		grid, wg [3]uint32
	}{{"256x1", [3]uint32{1 << 20, 1, 1}, [3]uint32{256, 1, 1}}, {"16x16", [3]uint32{256, 256, 1}, [3]uint32{16, 16, 1}}} {
		b.Run(c.name, func(b *testing.B) {
			s, err := NewSetup(arch, cfg, &Dispatch{Grid: c.grid, Workgroup: c.wg}, NewMemory(), 4)
			if err != nil {
				b.Fatal(err)
			}
			i := uint32(0)
			for b.Loop() {
				waves, err := s.NewWorkgroupWaves([3]uint32{i % 64, i / 64 % 16, 0}, 0)
				if err != nil {
					b.Fatal(err)
				}
				releaseWaves(waves)
				i++
			}
		})
	}
}
