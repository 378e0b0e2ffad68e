package codeobj

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// bigBundle bundles two testdata code objects with clang-offload-bundler,
// with a 3 MB host entry so that Open maps the file.
func bigBundle(t *testing.T) (path string, gfx900, gfx90a []byte) {
	t.Helper()
	dir := t.TempDir()
	a := filepath.Join(testkernels.Dir(), "co", "gfx900", "calls-O2.co")
	b := filepath.Join(testkernels.Dir(), "co", "gfx90a", "calls-O2.co")
	host := filepath.Join(dir, "host")
	junk := make([]byte, 3<<20)
	rand.New(rand.NewSource(1)).Read(junk)
	if err := os.WriteFile(host, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(dir, "big.fatbin")
	cmd := exec.Command(llvmtool.Path(t, "clang-offload-bundler"), "--type=o",
		"--targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx900,hipv4-amdgcn-amd-amdhsa--gfx90a",
		"--input="+host, "--input="+a, "--input="+b, "--output="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-offload-bundler: %v\n%s", err, out)
	}
	var err error
	if gfx900, err = os.ReadFile(a); err != nil {
		t.Fatal(err)
	}
	if gfx90a, err = os.ReadFile(b); err != nil {
		t.Fatal(err)
	}
	return path, gfx900, gfx90a
}

// TestOpenMapsBundlesAndKeepsOneCodeObject opens each target of a large
// bundle: the File holds that code object's bytes (as the files bundled),
// the same kernels as Parse of the whole file, and no other entry's bytes.
func TestOpenMapsBundlesAndKeepsOneCodeObject(t *testing.T) {
	path, gfx900, gfx90a := bigBundle(t)
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string][]byte{"gfx900": gfx900, "gfx90a": gfx90a} {
		f, err := Open(path, Options{Target: target})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.Data, want) || !bytes.Equal(f.Bundle.Data(), want) {
			t.Errorf("%s: Data is not the bundled code object (%d bytes, want %d)", target, len(f.Data), len(want))
		}
		if len(f.Bundles) != 3 {
			t.Fatalf("%s: %d bundle entries, want 3", target, len(f.Bundles))
		}
		for _, e := range f.Bundles {
			if e.ID != f.Bundle.ID && e.Data() != nil {
				t.Errorf("%s: entry %s keeps %d bytes", target, e.ID, len(e.Data()))
			}
		}
		g, err := Parse(whole, path, Options{Target: target})
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Kernels) != len(g.Kernels) || f.Target != g.Target || len(f.Symbols) != len(g.Symbols) {
			t.Errorf("%s: Open and Parse differ: %d/%d kernels, %v/%v", target, len(f.Kernels), len(g.Kernels), f.Target, g.Target)
		}
	}
}

// TestMappedFileShrinking truncates a mapped bundle before it is parsed:
// reading the lost pages faults, which is an error naming the file, not a
// crash.
func TestMappedFileShrinking(t *testing.T) {
	path, _, _ := bigBundle(t)
	data, unmap, err := mapFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if unmap == nil {
		t.Skip("this system reads files instead of mapping them")
	}
	defer unmap()
	if err := os.Truncate(path, 4096); err != nil {
		t.Fatal(err)
	}
	_, err = parseMapped(data, path, Options{Target: "gfx90a"})
	if err == nil || !strings.Contains(err.Error(), "changed while it was read") || !strings.Contains(err.Error(), path) {
		t.Fatalf("parse of a shrunk mapping: %v, want the file changed", err)
	}
}
