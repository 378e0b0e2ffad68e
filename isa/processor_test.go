package isa_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/isa"
)

// retired processors LLVM 22 no longer accepts (merged into gfx942); their
// EF_AMDGPU_MACH values are only read.
var retired = map[string]bool{"gfx940": true, "gfx941": true}

// The Mach, XNACK and SRAMECC columns agree with the e_flags llvm-mc writes
// for an empty object assembled for each processor: the MACH value, and
// the xnack and sramecc fields "any" (supported) or 0 (unsupported).
func TestProcessorTableMatchesLLVMMCEFlags(t *testing.T) {
	mc := llvmtool.Path(t, "llvm-mc")
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.s")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range isa.ProcessorTable() {
		if p.Mach == 0 || retired[p.Name] {
			continue
		}
		obj := filepath.Join(dir, p.Name+".o")
		out, err := exec.Command(mc, "-triple", "amdgcn-amd-amdhsa", "-mcpu="+p.Name, "-filetype=obj", "-o", obj, empty).CombinedOutput()
		if err != nil || len(out) > 0 {
			t.Errorf("%s: llvm-mc: %v %s", p.Name, err, out)
			continue
		}
		ef := readEFlags(t, obj)
		if got := ef & 0xff; got != p.Mach {
			t.Errorf("%s: EF_AMDGPU_MACH %#x, table %#x", p.Name, got, p.Mach)
		}
		if got := ef&0x300 != 0; got != p.XNACK {
			t.Errorf("%s: llvm-mc xnack supported %v, table %v", p.Name, got, p.XNACK)
		}
		if got := ef&0xc00 != 0; got != p.SRAMECC {
			t.Errorf("%s: llvm-mc sramecc supported %v, table %v", p.Name, got, p.SRAMECC)
		}
		n++
	}
	if n < 50 {
		t.Fatalf("checked only %d processors", n)
	}
}

// readEFlags returns the ELF header's e_flags (offset 48 in ELF64).
func readEFlags(t *testing.T, path string) uint32 {
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 52 {
		t.Fatalf("%s: %v", path, err)
	}
	return uint32(b[48]) | uint32(b[49])<<8 | uint32(b[50])<<16 | uint32(b[51])<<24
}

// The generation, default wave size and AGPR columns agree with the
// target features clang 22 attaches to a kernel compiled for each
// processor: wavefrontsize32/64, mai-insts, and the gfxN-insts features
// that mark each generation.
func TestProcessorTableMatchesClangTargetFeatures(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	dir := t.TempDir()
	src := filepath.Join(dir, "k.cl")
	if err := os.WriteFile(src, []byte("kernel void k(global int *p) { *p = 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`"target-features"="([^"]*)"`)
	for _, p := range isa.ProcessorTable() {
		if retired[p.Name] || p.Gen < isa.GenGFX8 {
			continue
		}
		out, err := exec.Command(clang, "-x", "cl", "-target", "amdgcn-amd-amdhsa", "-mcpu="+p.Name, "-nogpulib",
			"-S", "-emit-llvm", "-o", "-", src).CombinedOutput()
		if err != nil {
			t.Errorf("%s: clang: %v %s", p.Name, err, out)
			continue
		}
		m := re.FindSubmatch(out)
		if m == nil {
			t.Errorf("%s: no target-features in clang's IR", p.Name)
			continue
		}
		feats := map[string]bool{}
		for _, f := range strings.Split(string(m[1]), ",") {
			feats[strings.TrimPrefix(f, "+")] = true
		}
		check := func(what string, got, want bool) {
			if got != want {
				t.Errorf("%s: clang %s %v, table %v", p.Name, what, got, want)
			}
		}
		check("wavefrontsize32", feats["wavefrontsize32"], p.DefaultWaveSize == 32)
		check("wavefrontsize64", feats["wavefrontsize64"], p.DefaultWaveSize == 64)
		check("mai-insts", feats["mai-insts"], p.AGPRs > 0)
		check("gfx9-insts", feats["gfx9-insts"], p.Gen >= isa.GenGFX9)
		check("gfx90a-insts", feats["gfx90a-insts"], p.Gen == isa.GenGFX90A || p.Gen == isa.GenGFX940)
		check("gfx940-insts", feats["gfx940-insts"], p.Gen == isa.GenGFX940)
		check("gfx10-insts", feats["gfx10-insts"], p.Gen >= isa.GenGFX10)
		check("gfx10-3-insts", feats["gfx10-3-insts"], p.Gen >= isa.GenGFX10_3)
		check("gfx11-insts", feats["gfx11-insts"], p.Gen >= isa.GenGFX11)
		check("gfx12-insts", feats["gfx12-insts"], p.Gen >= isa.GenGFX12)
		check("gfx1250-insts", feats["gfx1250-insts"], p.Gen >= isa.GenGFX1250)
	}
}

// Every row the decoder knows is found by LookupTarget, and only those.
func TestProcessorTableDecodersAreTheKnownTargets(t *testing.T) {
	for _, p := range isa.ProcessorTable() {
		_, err := isa.LookupTarget(p.Name)
		if (err == nil) != p.Decodes() {
			t.Errorf("%s: LookupTarget error %v, Decodes %v", p.Name, err, p.Decodes())
		}
		row, ok := isa.LookupProcessor("amdgcn-amd-amdhsa--" + strings.ToUpper(p.Name) + ":xnack-")
		if !ok || row.Name != p.Name {
			t.Errorf("%s: LookupProcessor of its target ID gave %v", p.Name, row)
		}
	}
}
