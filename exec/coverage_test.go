package exec

import (
	"debug/elf"
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
