package exec

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSharedOne runs N dispatches of one bench kernel built for gfx1100 in
// one wave size, checking the first, when GCNDBG_BENCH_ONE=kernel/32 (or
// /64) and GCNDBG_BENCH_N=N are set (a process to count instructions of
// under callgrind: the difference of N=3 and N=1 is two dispatches);
// skipped otherwise.
func TestSharedOne(t *testing.T) {
	spec := os.Getenv("GCNDBG_BENCH_ONE")
	if spec == "" {
		t.Skip("GCNDBG_BENCH_ONE not set")
	}
	name, size, _ := strings.Cut(spec, "/")
	n, err := strconv.Atoi(os.Getenv("GCNDBG_BENCH_N"))
	if err != nil {
		t.Fatal(err)
	}
	var sb *sharedBench
	for i := range sharedBenches {
		if sharedBenches[i].kernel == name {
			sb = &sharedBenches[i]
		}
	}
	if sb == nil {
		t.Fatalf("no bench kernel %q", name)
	}
	co := name + "-gfx1100-O2.co"
	if size == "64" {
		co = name + "-gfx1100w64-O2.co"
	}
	k := loadKernel(t, "gfx1100", filepath.Join("..", "bench", co), name)
	for i := range n {
		runShared(t, k, sb, i == 0)
	}
}
