package exec

import (
	"debug/elf"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/isa"
)

// TestCoverageOfTestdataCode lists, per target, the operations in the
// testdata code objects that decode but have no semantics yet. It fails
// only if decoding breaks; the list is the interpreter's to-do.
func TestCoverageOfTestdataCode(t *testing.T) {
	missing := map[string]map[string][]string{} // target -> op -> files
	for _, o := range testkernels.Objects(t) {
		arch, err := ArchByName(o.Target)
		if err != nil || o.Source == "" {
			continue // RDNA and non-target groups
		}
		f, err := elf.Open(o.Path)
		if err != nil {
			t.Fatal(err)
		}
		text := f.Section(".text")
		code, err := text.Data()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		tgt, err := isa.LookupTarget(o.Target)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 63}, o.Rel, code, text.Addr, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range p.Unimplemented() {
			if missing[o.Target] == nil {
				missing[o.Target] = map[string][]string{}
			}
			missing[o.Target][op] = append(missing[o.Target][op], o.Source+"-"+o.Opt)
		}
	}
	for _, target := range testkernels.Targets {
		ops := missing[target]
		if len(ops) == 0 {
			continue
		}
		names := make([]string, 0, len(ops))
		for op := range ops {
			names = append(names, op)
		}
		slices.Sort(names)
		t.Logf("%s: %d operations without semantics: %s", target, len(names), strings.Join(names, " "))
	}
}

// TestCoverageOfMGPUSimCorpus lists the operations of the MGPUSim
// benchmark kernels (testdata/corpus/mgpusim: gfx803 code object v2 with 256-byte
// amd_kernel_code_t headers before each kernel's code, and gfx942 ET_REL
// objects) that decode but have no semantics.
func TestCoverageOfMGPUSimCorpus(t *testing.T) {
	root := filepath.Join("..", "testdata", "corpus", "mgpusim")
	var files []string
	_ = filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
		if err == nil && !de.IsDir() && (strings.HasSuffix(p, ".hsaco") || strings.HasSuffix(p, ".o")) {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatal("no MGPUSim corpus at " + root)
	}
	missing := map[string]map[string]int{}
	scanned := map[string]int{}
	for _, path := range files {
		f, err := elf.Open(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		text := f.Section(".text")
		if text == nil {
			f.Close()
			continue
		}
		code, err := text.Data()
		if err != nil {
			t.Fatal(err)
		}
		target := "gfx942"
		if !strings.Contains(path, "gfx942") && !strings.Contains(path, "/native/") {
			target = "gfx803"
		}
		// Kernel code starts after each v2 kernel symbol's 256-byte header.
		var starts []uint64
		syms, _ := f.Symbols()
		for _, s := range syms {
			if elf.ST_TYPE(s.Info) == 10 { // STT_AMDGPU_HSA_KERNEL
				starts = append(starts, s.Value-text.Addr+256)
			}
		}
		f.Close()
		if len(starts) == 0 {
			starts = []uint64{0}
		}
		arch, _ := ArchByName(target)
		tgt, _ := isa.LookupTarget(target)
		slices.Sort(starts)
		scanned[target] += len(starts)
		for i, st := range starts {
			end := uint64(len(code))
			if i+1 < len(starts) {
				end = starts[i+1] - 256
			}
			if st >= end {
				continue
			}
			p, err := NewProgram(arch, tgt, KernelConfig{GranulatedWorkitemVGPRCount: 63}, path, code[st:end], 0, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, op := range p.Unimplemented() {
				if missing[target] == nil {
					missing[target] = map[string]int{}
				}
				missing[target][op]++
			}
		}
	}
	t.Logf("kernels scanned per target: %v", scanned)
	for target, ops := range missing {
		names := make([]string, 0, len(ops))
		for op := range ops {
			names = append(names, op)
		}
		slices.Sort(names)
		t.Logf("%s: %d operations without semantics: %s", target, len(names), strings.Join(names, " "))
	}
}
