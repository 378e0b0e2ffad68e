package truth

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
)

// csmithInclude is where Debian's libcsmith-dev puts csmith.h.
const csmithInclude = "/usr/include/csmith"

// csmithKnownFailures are the code objects of testdata/csmith whose
// checksum differs from the host's today, each with what is known. The
// test requires the list to be exact.
var csmithKnownFailures = map[string]string{
	// p10 at -O0 on gfx900/gfx90a differed until unaligned MUBUF scratch
	// accesses were split at swizzle-element boundaries (an 18-bit field
	// crossed one in a buffer_store_dword at offset 19).
}

var checksumLine = regexp.MustCompile(`(?m)^checksum = ([0-9A-F]+)$`)

// TestCsmithProgramsMatchTheHost runs every Csmith program of
// testdata/csmith (random C with globals holding addresses: the code
// objects carry R_AMDGPU_RELATIVE64 relocations) as a one-lane kernel for
// each committed target and level, and compares the checksum the kernel
// stores with the one the same source prints when compiled (clang -O0)
// and run on the host.
func TestCsmithProgramsMatchTheHost(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "csmith")
	srcs, _ := filepath.Glob(filepath.Join(dir, "p*.c"))
	if len(srcs) == 0 {
		t.Fatalf("no Csmith programs in %s", dir)
	}
	if _, err := os.Stat(filepath.Join(csmithInclude, "csmith.h")); err != nil {
		if llvmtool.Required() {
			t.Fatalf("%s/csmith.h is missing: install libcsmith-dev (scripts/setup.sh)", csmithInclude)
		}
		t.Skipf("%s/csmith.h is missing (libcsmith-dev)", csmithInclude)
	}
	cc := llvmtool.Path(t, "clang")
	tmp := t.TempDir()
	sort.Strings(srcs)
	var failures []string
	agree, total := 0, 0
	for _, src := range srcs {
		prog := strings.TrimSuffix(filepath.Base(src), ".c")
		bin := filepath.Join(tmp, prog)
		if out, err := osexec.Command(cc, "-w", "-O0", "-I"+csmithInclude, src, "-o", bin).CombinedOutput(); err != nil {
			t.Fatalf("%s: host build: %v\n%s", src, err, out)
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		out, err := osexec.CommandContext(ctx, bin).Output()
		cancel()
		m := checksumLine.FindSubmatch(out)
		if err != nil || m == nil {
			t.Fatalf("%s: host run: %v, output %q", src, err, out)
		}
		want := string(m[1])
		cos, _ := filepath.Glob(filepath.Join(dir, "co", prog+"-*.co"))
		if len(cos) == 0 {
			t.Errorf("%s: no code objects in co/ (run testdata/csmith/build.sh)", prog)
		}
		for _, co := range cos {
			name := strings.TrimSuffix(filepath.Base(co), ".co")
			a, err := args.Load(filepath.Join(dir, "args.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			total++
			bufs, err := RunDevice(co, "", a)
			got := ""
			switch {
			case err != nil:
				got = Outcome(err)
			case len(bufs[0]) < 4:
				got = "no output"
			default:
				got = fmt.Sprintf("%X", binary.LittleEndian.Uint32(bufs[0]))
			}
			if got == want {
				agree++
				continue
			}
			failures = append(failures, name)
			if _, ok := csmithKnownFailures[name]; !ok {
				t.Errorf("%s: checksum %s, the host's is %s", name, got, want)
			}
		}
	}
	msg := fmt.Sprintf("Csmith: %d of %d code objects agree with the host (%d programs)", agree, total, len(srcs))
	t.Log(msg)
	fmt.Println(msg)
	for name := range csmithKnownFailures {
		if !contains(failures, name) {
			t.Errorf("%s is listed as a known failure but now agrees with the host: remove it", name)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
