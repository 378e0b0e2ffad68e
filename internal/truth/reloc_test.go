package truth

import (
	"encoding/binary"
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// TestRelocKernelMatchesTheHost runs testdata/reloc (a pointer to a
// global, pointer, function-pointer and string tables, a linked list, an
// exported global: R_AMDGPU_RELATIVE64 and R_AMDGPU_ABS64) for each target
// and level and sel 0..2, and compares every output with reloc.c run on
// the host (host.c, built with clang).
func TestRelocKernelMatchesTheHost(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "reloc")
	cc := llvmtool.Path(t, "clang")
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "host")
	if out, err := osexec.Command(cc, "-O0", "-w", filepath.Join(dir, "host.c"), "-o", bin).CombinedOutput(); err != nil {
		t.Fatalf("host build: %v\n%s", err, out)
	}
	cos, _ := filepath.Glob(filepath.Join(dir, "reloc-*.co"))
	if len(cos) != 6 {
		t.Fatalf("%d code objects in %s, expected 6 (run build.sh)", len(cos), dir)
	}
	base, err := os.ReadFile(filepath.Join(dir, "args.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for sel := 0; sel < 3; sel++ {
		out, err := osexec.Command(bin, strconv.Itoa(sel)).Output()
		if err != nil {
			t.Fatalf("host run: %v", err)
		}
		want := strings.Fields(string(out))
		y := filepath.Join(tmp, fmt.Sprintf("sel%d.yaml", sel))
		if err := os.WriteFile(y, []byte(strings.Replace(string(base), "arg1: 1", fmt.Sprintf("arg1: %d", sel), 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, co := range cos {
			a, err := args.Load(y)
			if err != nil {
				t.Fatal(err)
			}
			bufs, err := RunDevice(co, "", a)
			if err != nil {
				t.Errorf("%s sel %d: %v", filepath.Base(co), sel, err)
				continue
			}
			var got []string
			for i := 0; i+4 <= len(bufs[0]); i += 4 {
				got = append(got, strconv.Itoa(int(int32(binary.LittleEndian.Uint32(bufs[0][i:])))))
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s sel %d: out = %v, the host's is %v", filepath.Base(co), sel, got, want)
			}
		}
	}
}

var readelfReloc = regexp.MustCompile(`(?m)^([0-9a-f]{16})\s+([0-9a-f]{16})\s+(R_AMDGPU_\w+)`)

// TestDynamicRelocationsMatchReadelf checks codeobj's reading of .rela.dyn
// against llvm-readelf -r on the relocation test objects.
func TestDynamicRelocationsMatchReadelf(t *testing.T) {
	readelf := llvmtool.Path(t, "llvm-readelf")
	cos, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "reloc", "*.co"))
	more, _ := filepath.Glob(filepath.Join(testkernels.Dir(), "csmith", "co", "p1-*.co"))
	cos = append(cos, more...)
	if len(cos) == 0 {
		t.Fatal("no code objects in testdata/reloc")
	}
	for _, co := range cos {
		out, err := osexec.Command(readelf, "-r", co).Output()
		if err != nil {
			t.Fatalf("%s: llvm-readelf: %v", co, err)
		}
		var want []string
		for _, m := range readelfReloc.FindAllStringSubmatch(string(out), -1) {
			off, _ := strconv.ParseUint(m[1], 16, 64)
			info, _ := strconv.ParseUint(m[2], 16, 64)
			want = append(want, fmt.Sprintf("%#x %s sym %d", off, m[3], info>>32))
		}
		f, err := codeobj.Open(co, codeobj.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rels, err := f.DynamicRelocations()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range rels {
			got = append(got, fmt.Sprintf("%#x %s sym %d", r.Offset, codeobj.RelocTypeName(r.Type), r.SymIndex))
		}
		if len(want) == 0 || strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: relocations\n%s\nllvm-readelf -r shows\n%s", filepath.Base(co), strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
