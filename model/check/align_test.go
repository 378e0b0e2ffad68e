package check

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	gexec "github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// TestMisalignedRuleMatchesLLC: memcheck's requiredAlign against llc-22's
// own decision, per target, address space and size, for a load of align 1
// in an amdhsa kernel (LLVM's unaligned-access-mode and the
// unaligned-buffer/ds/scratch-access features of the target): where llc
// makes one load of the whole size, the hardware takes it unaligned and
// the rule must ask for no alignment; where llc splits it into byte loads,
// the rule must ask for alignment. (Splits into dwords, as MUBUF scratch
// does for 8 and 16 bytes whatever the alignment, decide nothing.)
func TestMisalignedRuleMatchesLLC(t *testing.T) {
	llc := llvmtool.Path(t, "llc")
	dir := t.TempDir()
	types := map[int]string{2: "i16", 4: "i32", 8: "i64", 16: "<4 x i32>"}
	spaces := []struct {
		as    int
		space gexec.Space
	}{{1, gexec.SpaceGlobal}, {3, gexec.SpaceLocal}, {5, gexec.SpacePrivate}}
	load := regexp.MustCompile(`(?m)^\s+((?:global|flat|buffer|scratch)_load_\w+|ds_(?:read|load)\w*)\s`)
	decided := 0
	// One module per target: a kernel k_AS_SIZE per address space and size.
	var mod strings.Builder
	for _, sp := range spaces {
		for size, ty := range types {
			as := strconv.Itoa(sp.as)
			fmt.Fprintf(&mod, "define amdgpu_kernel void @k_%d_%d(ptr addrspace(%s) %%p, ptr addrspace(1) %%o) {\n  %%v = load %s, ptr addrspace(%s) %%p, align 1\n  store %s %%v, ptr addrspace(1) %%o\n  ret void\n}\n", sp.as, size, as, ty, as, ty)
		}
	}
	ll := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(ll, []byte(mod.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	fn := regexp.MustCompile(`(?m)^k_(\d+)_(\d+):`)
	for _, cpu := range []string{"gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		arch, err := gexec.ArchByName(cpu)
		if err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-O2", ll, "-o", "-").CombinedOutput()
		if err != nil {
			t.Fatalf("%s: llc: %v\n%s", cpu, err, out)
		}
		text := string(out)
		heads := fn.FindAllStringSubmatchIndex(text, -1)
		if len(heads) != len(spaces)*len(types) {
			t.Fatalf("%s: %d kernels in llc's output, want %d", cpu, len(heads), len(spaces)*len(types))
		}
		for i, h := range heads {
			end := len(text)
			if i+1 < len(heads) {
				end = heads[i+1][0]
			}
			as, _ := strconv.Atoi(text[h[2]:h[3]])
			size, _ := strconv.Atoi(text[h[4]:h[5]])
			var space gexec.Space
			for _, sp := range spaces {
				if sp.as == as {
					space = sp.space
				}
			}
			var ops []string
			for _, m := range load.FindAllStringSubmatch(text[h[1]:end], -1) {
				ops = append(ops, m[1])
			}
			bytes := len(ops) == size
			for _, op := range ops {
				bytes = bytes && (strings.HasSuffix(op, "u8") || strings.HasSuffix(op, "ubyte"))
			}
			whole := len(ops) == 1
			a := gexec.Access{Space: space, Size: uint32(size), Addr: 1}
			al := requiredAlign(arch, false, &a)
			switch {
			case whole && al > 1:
				t.Errorf("%s addrspace(%d) %d bytes: llc makes one %s of align 1, the rule asks alignment %d", cpu, as, size, ops[0], al)
			case bytes && al <= 1:
				t.Errorf("%s addrspace(%d) %d bytes: llc splits into %d byte loads, the rule asks no alignment", cpu, as, size, len(ops))
			}
			if whole || bytes {
				decided++
			}
		}
	}
	if decided < 60 {
		t.Errorf("llc decided %d of the 84 cases, want at least 60", decided)
	}
	// Atomics are naturally aligned everywhere; plain global accesses
	// need no alignment.
	arch, _ := gexec.ArchByName("gfx900")
	if al := requiredAlign(arch, false, &gexec.Access{Space: gexec.SpaceGlobal, Size: 4, Atomic: true, Write: true}); al != 4 {
		t.Errorf("a 4-byte atomic: alignment %d, want 4", al)
	}
	g1010, _ := gexec.ArchByName("gfx1010")
	if requiredAlign(g1010, true, &gexec.Access{Space: gexec.SpaceLocal, Size: 8}) != 8 || requiredAlign(g1010, false, &gexec.Access{Space: gexec.SpaceLocal, Size: 8}) != 1 {
		t.Errorf("gfx1010 LDS b64: natural alignment in WGP mode only")
	}
}
