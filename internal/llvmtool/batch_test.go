package llvmtool

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"
)

// A joint run's part for each file is what a run on that file alone
// prints (llvm-readelf's "File:" line aside), for the three tools, on
// files of two processors.
func TestOutputsEqualOneRunPerFile(t *testing.T) {
	// Two processors, twice each and interleaved: llvm-objdump would
	// decode the second processor's code as the first's if it shared a
	// run (it fills its -mcpu option in from the first file).
	var files []string
	for _, p := range []string{"gfx900/vadd-O0.co", "gfx1100/vadd-O2.co", "gfx900/calls-O0.co", "gfx1100/calls-O0.co"} {
		files = append(files, filepath.Join("../../testdata/co", p))
	}
	for _, c := range []struct {
		tool string
		args []string
	}{
		{"llvm-objdump", []string{"-d", "--no-show-raw-insn"}},
		{"llvm-readelf", []string{"-h", "--notes", "--symbols"}},
		{"llvm-dwarfdump", []string{"--debug-line"}},
	} {
		tool := Path(t, c.tool)
		parts := Outputs(t, tool, "", c.args, files)
		for _, f := range files {
			alone, err := exec.Command(tool, append(c.args, f)...).Output()
			if err != nil {
				t.Fatalf("%s %s: %v", c.tool, f, err)
			}
			got := bytes.TrimPrefix(parts[f], []byte("File: "+f+"\n"))
			if !bytes.Equal(bytes.TrimSpace(got), bytes.TrimSpace(alone)) {
				t.Errorf("%s %v: the joint run's part for %s (%d bytes) differs from its own run (%d bytes)", c.tool, c.args, f, len(got), len(alone))
			}
		}
	}
	// A file the tool rejects gives an error naming it, from its own run.
	_, err := outputs(Path(t, "llvm-objdump"), "", []string{"-d"}, []string{files[0], "batch_test.go"})
	if err == nil || !bytes.Contains([]byte(err.Error()), []byte("-d batch_test.go: exit status")) {
		t.Errorf("llvm-objdump on a Go file: error %v, want one naming batch_test.go alone", err)
	}
}
