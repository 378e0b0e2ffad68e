package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
)

// TestPrintSourceTypes prints a struct, its members, a 2-D array element,
// an enum, float4 components and through a global pointer, on dwarf's
// types.cl fixture; the expected values are the C semantics of that source
// and its inputs.
func TestPrintSourceTypes(t *testing.T) {
	dir := filepath.Join(testkernels.Dir(), "..", "dwarf", "testdata")
	co := filepath.Join(dir, "types-gfx900-O0.co")
	if _, err := os.Stat(co); err != nil {
		t.Skip("dwarf/testdata/types-gfx900-O0.co is not there")
	}
	args := filepath.Join(t.TempDir(), "args.yaml")
	// fv[i] = (4i, 4i+1, 4i+2, 4i+3) * 0.5; n = 3.
	yaml := "kernel: k\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: i32, count: 64, output: true}\n" +
		"  arg1: {type: f32, count: 256, init: {range: [0, 0.5]}}\n  arg2: 3\n"
	if err := os.WriteFile(args, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(co, args, Options{SourceDirs: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	r := &kernelRun{t: t, s: s, co: co}
	r.do("break types.cl:11")
	r.do("run")
	r.do("lane 6")
	for _, c := range []struct{ expr, want string }{
		{"p", "{x = 6, y = 1.5}"}, {"p.x", "6"}, {"p.y * 2", "3"}, {"c", "GREEN"}, {"c + 1", "6"},
		{"arr[1][2]", "6"}, {"arr[0]", "{1, 2, 3}"}, {"f.y", "12.5"}, {"f.w", "13.5"}, {"fv[i].z", "13"},
		{"n", "3"}, {"i == 6", "1"}, {"arr[2][0]", "error"}, {"p.z", "error"},
	} {
		var out strings.Builder
		err := s.Execute(t.Context(), "print "+c.expr, &out)
		got := ""
		if err != nil {
			got = "error"
		} else {
			_, got, _ = strings.Cut(strings.TrimSpace(out.String()), " = ")
		}
		if got != c.want {
			t.Errorf("print %s = %q (%v), want %s", c.expr, got, err, c.want)
		}
	}
	locals := r.do("info locals")
	for _, want := range []string{"p = {x = 6, y = 1.5}", "c = GREEN", "arr = {{1, 2, 3}, {4, 5, 6}}"} {
		if !strings.Contains(locals, want) {
			t.Errorf("info locals lacks %q:\n%s", want, locals)
		}
	}
}
