package testkernels

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestStoreMarksNameTheStoredVariable checks every "// store: NAME" marker in
// the kernel sources: the line must assign NAME (and nothing more) to an
// element of a buffer, inside a function.
func TestStoreMarksNameTheStoredVariable(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(Dir(), "kernels", "*.*"))
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, path := range files {
		src := filepath.Base(path)
		if src == "gcn.h" {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for _, m := range StoreMarks(t, src) {
			total++
			store := regexp.MustCompile(`\]\s*=\s*` + regexp.QuoteMeta(m.Name) + `\s*;\s*//`)
			if !store.MatchString(lines[m.Line-1]) {
				t.Errorf("%s:%d: marked \"store: %s\" but the line is %q", src, m.Line, m.Name, strings.TrimSpace(lines[m.Line-1]))
			}
			if m.Function == "" {
				t.Errorf("%s:%d: store mark outside any function", src, m.Line)
			}
		}
	}
	if total < 40 {
		t.Errorf("found %d store marks, want at least 40", total)
	}
}

func TestStoreMarksOfVadd(t *testing.T) {
	got := StoreMarks(t, "vadd.cl")
	if len(got) != 1 || got[0].Name != "v" || got[0].Function != "vadd" {
		t.Fatalf("StoreMarks(vadd.cl) = %+v, want one mark of v in vadd", got)
	}
	data, err := os.ReadFile(SourcePath(t, "vadd.cl"))
	if err != nil {
		t.Fatal(err)
	}
	if line := strings.Split(string(data), "\n")[got[0].Line-1]; !strings.Contains(line, "c[i] = v;") {
		t.Errorf("line %d is %q, want the store c[i] = v", got[0].Line, line)
	}
}

func TestStoreMarksNameTheEnclosingFunction(t *testing.T) {
	want := map[string]string{"v": "call_chain", "p": "chain"}
	got := map[string]string{}
	for _, m := range StoreMarks(t, "calls.cl") {
		got[m.Name+"@"+m.Function] = m.Function
	}
	for name, fn := range want {
		if _, ok := got[name+"@"+fn]; !ok {
			t.Errorf("calls.cl: no mark of %s in %s; marks: %v", name, fn, got)
		}
	}
	saxpy := false
	for _, m := range StoreMarks(t, "hip_kernels.hip") {
		saxpy = saxpy || m.Function == "saxpy"
	}
	if !saxpy {
		t.Error("hip_kernels.hip: the store in the template kernel saxpy is not found in saxpy")
	}
}
