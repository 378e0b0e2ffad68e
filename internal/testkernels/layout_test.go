package testkernels

import (
	"bytes"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEverySourceIsBuiltForEveryTarget checks the layout other packages rely
// on: each kernels/*.cl, *.hip and *.c file has a linked code object for each
// of the targets at -O0 and -O2.
func TestEverySourceIsBuiltForEveryTarget(t *testing.T) {
	var sources []string
	for _, pat := range []string{"*.cl", "*.hip", "*.c"} {
		m, err := filepath.Glob(filepath.Join(Dir(), "kernels", pat))
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, m...)
	}
	if len(sources) == 0 {
		t.Fatal("no kernel sources in testdata/kernels")
	}
	have := map[string]bool{}
	for _, o := range Objects(t) {
		have[o.Rel] = true
	}
	for _, src := range sources {
		name := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
		for _, target := range Targets {
			for _, opt := range []string{"O0", "O2"} {
				rel := target + "/" + name + "-" + opt + ".co"
				if !have[rel] {
					t.Errorf("kernels/%s: co/%s is missing", filepath.Base(src), rel)
				}
			}
		}
	}
}

// TestObjectsAreAMDGPUELF checks that every code object is an AMDGPU ELF of
// the type its place in the layout promises.
func TestObjectsAreAMDGPUELF(t *testing.T) {
	for _, o := range Objects(t) {
		if o.Group == "fatbin" {
			continue // host objects and raw bundles, not AMDGPU ELF
		}
		f, err := elf.Open(o.Path)
		if err != nil {
			t.Errorf("%s: %v", o.Rel, err)
			continue
		}
		want := elf.ET_DYN
		if strings.HasSuffix(o.Rel, ".o") {
			want = elf.ET_REL
		}
		if f.Machine != elf.EM_AMDGPU || f.Class != elf.ELFCLASS64 || f.Type != want {
			t.Errorf("%s: %v %v %v, want ELFCLASS64 EM_AMDGPU %v", o.Rel, f.Class, f.Machine, f.Type, want)
		}
		f.Close()
	}
}

// TestDescribeReadsTheLayout pins how paths under co/ are read.
func TestDescribeReadsTheLayout(t *testing.T) {
	tests := []struct {
		rel                       string
		group, target, src, level string
	}{
		{"gfx900/vadd-O2.co", "gfx900", "gfx900", "vadd", "O2"},
		{"gfx1100/control-O0.co", "gfx1100", "gfx1100", "control", "O0"},
		{"rel/vadd-gfx900-O2.o", "rel", "gfx900", "vadd", "O2"},
		{"generic/vadd-gfx9-4-generic-O2.co", "generic", "gfx9-4-generic", "vadd", "O2"},
		{"cov/vadd-v4.co", "cov", "gfx900", "vadd", "O2"},
		{"wave64/wave-gfx1100-O3.co", "wave64", "gfx1100", "wave", "O3"},
		{"fatbin/hip_kernels.o", "fatbin", "", "", ""},
	}
	for _, tc := range tests {
		o := describe(filepath.Join(os.TempDir(), tc.rel), tc.rel)
		if o.Group != tc.group || o.Target != tc.target || o.Source != tc.src || o.Opt != tc.level {
			t.Errorf("describe(%q) = %+v, want group %q target %q source %q opt %q", tc.rel, o, tc.group, tc.target, tc.src, tc.level)
		}
	}
}

// TestObjectsDoNotNameTheCheckout checks that no object records where it was
// built: DWARF must name sources relative to testdata ("kernels/vadd.cl"),
// so no absolute path through testdata/ or a temporary directory appears.
func TestObjectsDoNotNameTheCheckout(t *testing.T) {
	for _, o := range Objects(t) {
		data, err := os.ReadFile(o.Path)
		if err != nil {
			t.Fatal(err)
		}
		for _, leak := range []string{"/testdata", os.TempDir() + "/", Dir()} {
			if bytes.Contains(data, []byte(leak)) {
				t.Errorf("%s contains the path %q", o.Rel, leak)
			}
		}
	}
}
