package check

import (
	"bufio"
	"context"
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
	"github.com/gcndbg/gcndbg/model/codeobj"
	"github.com/gcndbg/gcndbg/model/launch"
)

// Checker test kernels live in testdata/check: kernels/CHECKER.cl holds
// kernels NAME (one bug, its line marked "// BUG: CHECKER KIND") and
// NAME_fixed; args/CHECKER/NAME.yaml is the dispatch of both; build.sh
// makes co/gfx900/CHECKER-O0.co and -O2.co.

// checkDir is testdata/check.
func checkDir() string { return filepath.Join(testkernels.Dir(), "check") }

// bugMark is a marked line: the checker and kind expected there.
type bugMark struct {
	line          int
	checker, kind string
}

var (
	kernelDecl = regexp.MustCompile(`^KERNEL\s+(\w+)\s*\(`)
	bugComment = regexp.MustCompile(`//\s*BUG:\s*(\w+)\s+([\w-]+)`)
)

// bugMarks reads the marked lines of a kernel source, by kernel.
func bugMarks(t *testing.T, src string) map[string][]bugMark {
	t.Helper()
	fh, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[string][]bugMark{}
	kernel := ""
	sc := bufio.NewScanner(fh)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m := kernelDecl.FindStringSubmatch(line); m != nil {
			kernel = m[1]
			if _, ok := out[kernel]; !ok {
				out[kernel] = nil
			}
		}
		if m := bugComment.FindStringSubmatch(line); m != nil && kernel != "" {
			out[kernel] = append(out[kernel], bugMark{line: n, checker: m[1], kind: m[2]})
		}
	}
	return out
}

// runChecked runs kernel (the args file's when "") of obj under the
// checkers names and returns the findings and the run's error.
func runChecked(t *testing.T, obj, argsPath, kernel string, names []string) ([]Finding, error) {
	t.Helper()
	f, err := codeobj.Open(obj, codeobj.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := args.Load(argsPath)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.New(f, kernel, a)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(l, names)
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.Run(context.Background(), r.Options(exec.Options{Jobs: 2}))
	return r.Findings(), err
}

// dwarfLine asks llvm-dwarfdump for the source line of a code object
// address.
func dwarfLine(t *testing.T, obj string, addr uint64) int {
	t.Helper()
	out, err := osexec.Command(llvmtool.Path(t, "llvm-dwarfdump"), fmt.Sprintf("--lookup=%#x", addr), obj).Output()
	if err != nil {
		t.Fatalf("llvm-dwarfdump --lookup=%#x %s: %v", addr, obj, err)
	}
	m := regexp.MustCompile(`Line info: file '[^']*', line (\d+)`).FindSubmatch(out)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// lineOf is the line number of a finding's "file:N: text".
func lineOf(s string) int {
	m := regexp.MustCompile(`^[^:]*:(\d+)`).FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// testCheckerKernels runs every NAME of kernels/CHECKER.cl with its args
// at -O0 and -O2: NAME must give exactly its marked findings (checker,
// kind, line, the line also the one llvm-dwarfdump gives the PC), and
// NAME_fixed none.
func testCheckerKernels(t *testing.T, checker string, minKernels int) {
	testCheckerSource(t, checker, checker+".cl", minKernels)
}

// testCheckerSource is testCheckerKernels for the kernels of source
// (kernels/NAME.cl or NAME.hip, args/NAME/, co/gfx900/NAME-O0.co and
// -O2.co) checked by checker.
func testCheckerSource(t *testing.T, checker, source string, minKernels int) {
	dir := checkDir()
	src := filepath.Join(dir, "kernels", source)
	base := strings.TrimSuffix(strings.TrimSuffix(source, ".cl"), ".hip")
	marks := bugMarks(t, src)
	files, _ := filepath.Glob(filepath.Join(dir, "args", base, "*.yaml"))
	if len(files) < minKernels {
		t.Fatalf("%d args files for %s, want at least %d", len(files), base, minKernels)
	}
	for _, lvl := range []string{"O0", "O2"} {
		obj := filepath.Join(dir, "co", "gfx900", base+"-"+lvl+".co")
		for _, af := range files {
			name := strings.TrimSuffix(filepath.Base(af), ".yaml")
			want, ok := marks[name]
			if !ok || len(want) == 0 {
				t.Errorf("%s: no kernel %s with a BUG mark in %s", af, name, src)
				continue
			}
			t.Run(lvl+"/"+name, func(t *testing.T) {
				fs, err := runChecked(t, obj, af, name, []string{checker})
				if err != nil {
					t.Errorf("run: %v", err)
				}
				var got, exp []string
				for _, f := range fs {
					got = append(got, fmt.Sprintf("%s %s line %d", f.Checker, f.Kind, lineOf(f.Line)))
					if dl := dwarfLine(t, obj, f.Addr); dl != lineOf(f.Line) {
						t.Errorf("finding at pc %#x says line %d, llvm-dwarfdump says %d", f.Addr, lineOf(f.Line), dl)
					}
				}
				for _, m := range want {
					exp = append(exp, fmt.Sprintf("%s %s line %d", m.checker, m.kind, m.line))
				}
				sort.Strings(got)
				sort.Strings(exp)
				if strings.Join(got, "\n") != strings.Join(exp, "\n") {
					t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(exp, "\n  "))
					for _, f := range fs {
						t.Logf("%s: %s", f.Kind, f.Message)
					}
				}
				if _, ok := marks[name+"_fixed"]; !ok {
					return
				}
				fs, err = runChecked(t, obj, af, name+"_fixed", []string{checker})
				if err != nil {
					t.Errorf("%s_fixed: run: %v", name, err)
				}
				for _, f := range fs {
					t.Errorf("%s_fixed: unexpected %s %s at %s: %s", name, f.Checker, f.Kind, f.Line, f.Message)
				}
			})
		}
	}
}

func TestMemcheckKernels(t *testing.T)  { testCheckerKernels(t, "memcheck", 10) }
func TestInitcheckKernels(t *testing.T) { testCheckerKernels(t, "initcheck", 10) }

// TestMemcheckHIPKernels: the HIP memcheck kernels (memcheck_hip.hip,
// built as hipcc would with clang -x hip) as TestMemcheckKernels.
func TestMemcheckHIPKernels(t *testing.T) { testCheckerSource(t, "memcheck", "memcheck_hip.hip", 5) }
