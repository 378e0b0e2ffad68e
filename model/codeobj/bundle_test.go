package codeobj_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/codeobj/codeobjtest"
)

// unbundle cuts target's code object out of a bundle with
// clang-offload-bundler, the oracle.
func unbundle(t *testing.T, bundle []byte, id string) []byte {
	t.Helper()
	tool := llvmtool.Path(t, "clang-offload-bundler")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, bundle, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(tool, "--unbundle", "--type=o", "--input="+in, "--targets="+id, "--output="+out).CombinedOutput(); err != nil {
		t.Fatalf("clang-offload-bundler: %v\n%s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// zlibCCOB wraps a bundle in clang's compressed-bundle format version 2
// (magic, u16 version, u16 method 0 = zlib, u32 total size, u32
// uncompressed size, u64 hash), as clang writes it when built without zstd.
func zlibCCOB(t *testing.T, bundle []byte) []byte {
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write(bundle)
	w.Close()
	h := make([]byte, 24)
	copy(h, "CCOB")
	binary.LittleEndian.PutUint16(h[4:], 2)
	binary.LittleEndian.PutUint16(h[6:], 0)
	binary.LittleEndian.PutUint32(h[8:], uint32(24+z.Len()))
	binary.LittleEndian.PutUint32(h[12:], uint32(len(bundle)))
	return append(h, z.Bytes()...)
}

func TestBundlesYieldTheCodeObjectsClangOffloadBundlerExtracts(t *testing.T) {
	hipfb := readTestdata(t, "fatbin/hip_kernels.hipfb")
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"uncompressed bundle", hipfb},
		{"zlib compressed bundle v2", zlibCCOB(t, hipfb)},
		{"zstd compressed host object", readTestdata(t, "fatbin/hip_kernels-compressed.o")},
		{"host object with .hip_fatbin", readTestdata(t, "fatbin/hip_kernels.o")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, target := range []string{"gfx900", "gfx90a"} {
				f, err := codeobj.Parse(tt.data, "fat", codeobj.Options{Target: target})
				if err != nil {
					t.Fatal(err)
				}
				want := unbundle(t, hipfb, "hipv4-amdgcn-amd-amdhsa--"+target)
				if !bytes.Equal(f.Data, want) {
					t.Errorf("--target %s: %d bytes differ from clang-offload-bundler's %d", target, len(f.Data), len(want))
				}
				if f.Target.Processor != target || f.Bundle == nil || f.Bundle.TargetID() != target {
					t.Errorf("--target %s: got target %s, bundle %+v", target, f.Target.Processor, f.Bundle)
				}
			}
		})
	}
}

func TestBundleTargetMismatchListsTheTargets(t *testing.T) {
	data := readTestdata(t, "fatbin/hip_kernels.o")
	for _, target := range []string{"gfx1100", "", "gfx90"} {
		_, err := codeobj.Parse(data, "fat.o", codeobj.Options{Target: target})
		if !errors.Is(err, codeobj.ErrNoTarget) {
			t.Fatalf("--target %q: %v, want ErrNoTarget", target, err)
		}
		if msg := err.Error(); !strings.Contains(msg, "gfx900") || !strings.Contains(msg, "gfx90a") || !strings.HasPrefix(msg, "fat.o") {
			t.Errorf("--target %q: %q does not list gfx900 and gfx90a", target, msg)
		}
	}
}

func TestKernelPicksAmongCodeObjectsOfOneTarget(t *testing.T) {
	first, second := readTestdata(t, "gfx1100/control-O2.co"), readTestdata(t, "gfx1100/float-O2.co")
	names := func(data []byte) map[string]bool {
		f, err := codeobj.Parse(data, "one", codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]bool{}
		for _, k := range f.Kernels {
			m[k.Name] = true
		}
		return m
	}
	inFirst, inSecond := names(first), names(second)
	var only string // a kernel of the second object only
	for n := range inSecond {
		if !inFirst[n] && (only == "" || n < only) {
			only = n
		}
	}
	if only == "" {
		t.Fatal("float-O2.co has no kernel that control-O2.co lacks")
	}
	fat, err := codeobjtest.OneTargetFatbin(llvmtool.Path(t, "clang-offload-bundler"), "gfx1100", first, second)
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"", "gfx1100"} {
		// Without a kernel: the first code object, with no error even
		// without --target, since the file holds one target only.
		f, err := codeobj.Parse(fat, "lib", codeobj.Options{Target: target})
		if err != nil {
			t.Fatalf("--target %q: %v", target, err)
		}
		if !bytes.Equal(f.Data, first) {
			t.Errorf("--target %q without --kernel: not the first code object", target)
		}
		if pos, n := codeobj.EntryOf(f.Bundles, f.Bundle); pos != 1 || n != 2 {
			t.Errorf("--target %q: EntryOf = %d of %d, want 1 of 2", target, pos, n)
		}
		// --kernel picks the object that defines it.
		f, err = codeobj.Parse(fat, "lib", codeobj.Options{Target: target, Kernel: only})
		if err != nil {
			t.Fatalf("--target %q --kernel %s: %v", target, only, err)
		}
		if !bytes.Equal(f.Data, second) {
			t.Errorf("--target %q --kernel %s: not the code object that defines it", target, only)
		}
		if _, err := f.Kernel(only); err != nil {
			t.Error(err)
		}
		if pos, n := codeobj.EntryOf(f.Bundles, f.Bundle); pos != 2 || n != 2 {
			t.Errorf("--target %q --kernel %s: EntryOf = %d of %d, want 2 of 2", target, only, pos, n)
		}
		// A kernel nobody defines: ErrNoKernel, naming the count.
		_, err = codeobj.Parse(fat, "lib", codeobj.Options{Target: target, Kernel: "no_such_kernel"})
		if !errors.Is(err, codeobj.ErrNoKernel) || !strings.Contains(err.Error(), "none of the 2 code objects for gfx1100") {
			t.Errorf("--target %q --kernel no_such_kernel: %v, want ErrNoKernel naming the 2 code objects", target, err)
		}
	}
}
