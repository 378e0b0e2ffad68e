package codeobj_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// notesKernelSource is one kernel with its own metadata note, as Tensile
// writes each kernel of its libraries before linking them together.
func notesKernelSource(name string, kernarg int, version string, printf bool) string {
	pf := ""
	if printf {
		pf = "amdhsa.printf:\n  - '1:1:4:%d\\n'\n"
	}
	return fmt.Sprintf(`.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl %[1]s
.p2align 8
.type %[1]s,@function
%[1]s:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel %[1]s
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ %[3]s ]
%[4]samdhsa.kernels:
  - .name: %[1]s
    .symbol: %[1]s.kd
    .kernarg_segment_size: %[2]d
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
    .args:
      - { .name: Address%[1]s, .size: 8, .offset: 0, .value_kind: by_value, .value_type: u64 }
...
.end_amdgpu_metadata
`, name, kernarg, version, pf)
}

// linkNotes assembles each source into its own object and links them into
// one code object, whose .note then holds one metadata note per kernel.
func linkNotes(t *testing.T, srcs map[string]string) string {
	t.Helper()
	mc, lld := llvmtool.Path(t, "llvm-mc"), llvmtool.Path(t, "ld.lld")
	dir := t.TempDir()
	var objs []string
	for name, src := range srcs {
		s, o := filepath.Join(dir, name+".s"), filepath.Join(dir, name+".o")
		if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj", s, "-o", o).CombinedOutput(); err != nil {
			t.Fatalf("llvm-mc %s: %v\n%s", name, err, out)
		}
		objs = append(objs, o)
	}
	co := filepath.Join(dir, "lib.co")
	if out, err := exec.Command(lld, append([]string{"-shared", "-o", co}, objs...)...).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	return co
}

// A code object linked from several objects has one NT_AMDGPU_METADATA
// note per object (Tensile's libraries: one per kernel, 290 in rocBLAS
// 6.4's HH_HPA gfx1100 library). Every kernel gets its note's metadata;
// before the merge only the first note was read and 289 of those 290
// kernels had none. Expected values: llvm-readelf --notes.
func TestMetadataNotesAreMerged(t *testing.T) {
	readelf := llvmtool.Path(t, "llvm-readelf")
	co := linkNotes(t, map[string]string{
		"ka": notesKernelSource("ka", 24, "1, 1", false),
		"kb": notesKernelSource("kb", 40, "1, 1", true),
		"kc": notesKernelSource("kc", 8, "1, 1", false),
	})
	out, err := exec.Command(readelf, "--notes", co).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-readelf: %v\n%s", err, out)
	}
	if n := strings.Count(string(out), "NT_AMDGPU_METADATA"); n != 3 {
		t.Fatalf("llvm-readelf shows %d metadata notes, want 3 (the test's premise)", n)
	}
	// .symbol and .kernarg_segment_size per note, from llvm-readelf.
	want := map[string]int64{}
	re := regexp.MustCompile(`(?s)\.kernarg_segment_size:\s*(\d+).*?\.symbol:\s*(\S+)`)
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		n, _ := strconv.ParseInt(m[1], 10, 64)
		want[strings.TrimSuffix(m[2], ".kd")] = n
	}
	if len(want) != 3 {
		t.Fatalf("parsed %d kernels from llvm-readelf, want 3:\n%s", len(want), out)
	}
	f, err := codeobj.Open(co, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Kernels) != 3 {
		t.Fatalf("%d kernels, want 3", len(f.Kernels))
	}
	for _, k := range f.Kernels {
		if k.Meta == nil {
			t.Errorf("kernel %s has no metadata", k.Name)
			continue
		}
		if w, ok := want[k.Name]; !ok || k.Meta.KernargSegmentSize != w {
			t.Errorf("kernel %s: .kernarg_segment_size %d, llvm-readelf says %d (found %v)", k.Name, k.Meta.KernargSegmentSize, w, ok)
		}
		if len(k.Meta.Args) != 1 || k.Meta.Args[0].Name != "Address"+k.Name {
			t.Errorf("kernel %s: args %+v, want one named Address%s", k.Name, k.Meta.Args, k.Name)
		}
	}
	if len(f.Metadata.Printf) != 1 {
		t.Errorf("amdhsa.printf %q, want the one entry of kb's note", f.Metadata.Printf)
	}
}

// comgr merges notes only with the same amdhsa.version and at most one
// amdhsa.printf; others are refused with a one-line error.
func TestMetadataNotesThatDoNotMerge(t *testing.T) {
	for _, c := range []struct {
		name string
		srcs map[string]string
		want string
	}{
		{"versions", map[string]string{
			"ka": notesKernelSource("ka", 8, "1, 1", false),
			"kb": notesKernelSource("kb", 8, "1, 2", false),
		}, "amdhsa.version"},
		{"printf", map[string]string{
			"ka": notesKernelSource("ka", 8, "1, 1", true),
			"kb": notesKernelSource("kb", 8, "1, 1", true),
		}, "amdhsa.printf"},
	} {
		t.Run(c.name, func(t *testing.T) {
			co := linkNotes(t, c.srcs)
			_, err := codeobj.Open(co, codeobj.Options{})
			if err == nil {
				t.Fatal("opened without an error")
			}
			msg := err.Error()
			if !strings.Contains(msg, c.want) || !strings.Contains(msg, "lib.co") || strings.Contains(msg, "\n") {
				t.Errorf("error %q: want one line naming the file and %s", msg, c.want)
			}
		})
	}
}
