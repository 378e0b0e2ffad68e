package codeobj

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// TestAmdCL2UserDataLayout reads the clrxasm-built AMD OpenCL 2.0 binaries
// and checks each kernel's user SGPRs against the table of AmdCl2Abi.md
// (seed 004): useargs 6 (Vega 8), usesetup 8 (Vega 10), useenqueue 10,
// usegeneric 12; the setup (dispatch) pointer at s[4:5] with usesetup, the
// special buffer (queue) at s[6:7] with usegeneric, the arguments after them;
// and the argument layout: the six 8-byte setup arguments, then the user's.
func TestAmdCL2UserDataLayout(t *testing.T) {
	type layout struct {
		user                                  uint32
		dispatch, queue, kernarg, flatScratch bool
	}
	want := map[string]map[string]layout{
		"gfx803": {
			"args":    {6, false, false, true, false},
			"setup":   {8, true, false, true, false},
			"enqueue": {10, true, false, true, true},
			"generic": {12, true, true, true, true},
		},
		"gfx900": {
			"args":    {8, false, false, true, true},
			"setup":   {10, true, false, true, true},
			"enqueue": {10, true, false, true, true},
			"generic": {12, true, true, true, true},
		},
	}
	for target, feats := range want {
		for feat, w := range feats {
			path := filepath.Join(testkernels.Dir(), "amdcl2", fmt.Sprintf("feat_%s-%s.bin", feat, target))
			f, err := Open(path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			k, err := f.Kernel("")
			if err != nil {
				t.Fatal(err)
			}
			p := k.CodeT.Props
			got := layout{k.CodeT.Rsrc2.UserSGPRCount, p.EnableSGPRDispatchPtr != 0, p.EnableSGPRQueuePtr != 0, p.EnableSGPRKernargSegmentPtr != 0, p.EnableSGPRFlatScratchInit != 0}
			if got != w || p.EnableSGPRPrivateSegmentBuffer == 0 {
				t.Errorf("%s %s: user SGPRs %+v (private segment buffer %d), want %+v", target, feat, got, p.EnableSGPRPrivateSegmentBuffer, w)
			}
			if k.Name != "feat_"+feat || k.Meta == nil {
				t.Fatalf("%s %s: kernel %q, metadata %v", target, feat, k.Name, k.Meta != nil)
			}
			// gen.sh's kernels use v0-v6, and v7-v9 with usegeneric.
			if wantV := map[string]int64{"generic": 10}[feat]; k.Meta.VGPRCount != max(wantV, 7) {
				t.Errorf("%s %s: %d VGPRs, want %d", target, feat, k.Meta.VGPRCount, max(wantV, 7))
			}
			kinds := []string{"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_printf_buffer", "hidden_default_queue", "hidden_completion_action", "global_buffer", "global_buffer", "by_value"}
			names := []string{"", "", "", "", "", "", "out", "in", "scale"}
			sizes := []int64{8, 8, 8, 8, 8, 8, 8, 8, 4}
			if len(k.Meta.Args) != len(kinds) {
				t.Fatalf("%s %s: %d arguments, want %d", target, feat, len(k.Meta.Args), len(kinds))
			}
			for i, a := range k.Meta.Args {
				if a.ValueKind != kinds[i] || a.Offset != int64(8*i) || a.Size != sizes[i] || (names[i] != "" && a.Name != names[i]) {
					t.Errorf("%s %s: argument %d: %s %s at %d, %d bytes; want %s %s at %d, %d bytes", target, feat, i, a.ValueKind, a.Name, a.Offset, a.Size, kinds[i], names[i], 8*i, sizes[i])
				}
			}
			if k.Meta.KernargSegmentSize != 80 {
				t.Errorf("%s %s: kernarg segment %d bytes, want 80 (68 rounded up to 16)", target, feat, k.Meta.KernargSegmentSize)
			}
		}
	}
}

// TestAmdCL2DamagedInputIsAnError parses truncations and byte flips of an
// AMD OpenCL 2.0 binary: each gives a File or an error, never a panic.
func TestAmdCL2DamagedInputIsAnError(t *testing.T) {
	good, err := os.ReadFile(filepath.Join(testkernels.Dir(), "amdcl2", "feat_generic-gfx803.bin"))
	if err != nil {
		t.Fatal(err)
	}
	try := func(what string, b []byte) {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("%s: panic: %v", what, r)
			}
		}()
		if _, err := Parse(b, "damaged.bin", Options{}); err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error of several lines: %q", what, err)
		}
	}
	for n := 0; n < len(good); n += 7 {
		try(fmt.Sprintf("truncated to %d bytes", n), good[:n])
	}
	rng := rand.New(rand.NewSource(4))
	for i := 0; i < 3000; i++ {
		b := bytes.Clone(good)
		for j := 0; j < 1+i%4; j++ {
			b[rng.Intn(len(b))] = byte(rng.Intn(256))
		}
		try(fmt.Sprintf("flip %d", i), b)
	}
}
