package demo

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
	"github.com/gcndbg/gcndbg/model/session"
)

// TestBuildScriptReproducesEmbeddedObject rebuilds demo.co with build.sh
// and LLVM 22 and compares it with the embedded bytes: the code object the
// demo runs is the one its recipe makes from demo.cl.
func TestBuildScriptReproducesEmbeddedObject(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	lld := llvmtool.Path(t, "ld.lld")
	if filepath.Dir(clang) != filepath.Dir(lld) {
		t.Fatalf("clang (%s) and ld.lld (%s) are not in one LLVM directory", clang, lld)
	}
	out := filepath.Join(t.TempDir(), "demo.co")
	cmd := exec.Command("bash", "build.sh", out)
	cmd.Env = append(os.Environ(), "LLVM_BIN="+filepath.Dir(clang))
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build.sh: %v\n%s", err, msg)
	}
	for name, want := range map[string][]byte{"demo.co": CodeObject, "demo-gfx1100.co": CodeObjectGFX1100, "demo-gfx1100w64.co": CodeObjectGFX1100W64} {
		got, err := os.ReadFile(filepath.Join(filepath.Dir(out), name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("build.sh made %d bytes that differ from the embedded %s (%d bytes): rebuild it with internal/demo/build.sh", len(got), name, len(want))
		}
	}
}

// TestEmbeddedFilesAreTheDirectorysFiles checks that the embedded variables
// hold the files of this directory (go:embed pairs them by name).
func TestEmbeddedFilesAreTheDirectorysFiles(t *testing.T) {
	for name, b := range map[string][]byte{SourceName: Source, ArgsName: Args, CodeObjectName: CodeObject,
		"demo-gfx1100.co": CodeObjectGFX1100, "demo-gfx1100w64.co": CodeObjectGFX1100W64} {
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, want) || len(b) == 0 {
			t.Errorf("%s: embedded %d bytes, file has %d", name, len(b), len(want))
		}
	}
}

// TestGFX1100BuildsDivergeByWaveSize runs the gfx1100 builds to a
// breakpoint in the else arm (demo.cl:19, `v = x * x`): with in[i] = i a
// lane takes it when i >= 32, and a wave of W lanes holds i = W*wave +
// lane, so in wave32 waves 1-3 stop with all 32 lanes and wave 0 with none
// of them, while in wave64 wave 0 stops with lanes 32-63 and wave 1 with
// all 64. Wave 0 of wave32 runs the arm with EXEC = 0 (the compiler left
// out s_cbranch_execz) and does not stop: no work-item of it reaches the
// line.
func TestGFX1100BuildsDivergeByWaveSize(t *testing.T) {
	for _, tc := range []struct {
		wave64 bool
		size   int
		want   []string
	}{
		{false, 32, []string{"Wave 1 (0,0,0)/1 hit Breakpoint 1, lanes [0-31] at demo.cl:19", "Wave 2 (0,0,0)/2 hit Breakpoint 1, lanes [0-31] at demo.cl:19", "Wave 3 (0,0,0)/3 hit Breakpoint 1, lanes [0-31] at demo.cl:19"}},
		{true, 64, []string{"Wave 0 (0,0,0)/0 hit Breakpoint 1, lanes [32-63] at demo.cl:19", "Wave 1 (0,0,0)/1 hit Breakpoint 1, lanes [0-63] at demo.cl:19"}},
	} {
		v, err := Select("gfx1100", tc.wave64)
		if err != nil {
			t.Fatal(err)
		}
		if v.WaveSize != tc.size {
			t.Fatalf("gfx1100 wave64=%v: wave size %d, want %d", tc.wave64, v.WaveSize, tc.size)
		}
		s, err := v.Open(session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if s.WaveSize() != tc.size {
			t.Fatalf("%s runs in wave%d, want wave%d", v.Name, s.WaveSize(), tc.size)
		}
		var got []string
		if err := s.Execute(context.Background(), "break 19", io.Discard); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		cmd := "run"
		for range 8 {
			out.Reset()
			if err := s.Execute(context.Background(), cmd, &out); err != nil {
				t.Fatalf("%s: %s: %v", v.Name, cmd, err)
			}
			cmd = "continue"
			first, _, _ := strings.Cut(out.String(), "\n")
			if strings.Contains(first, "Dispatch ended") {
				break
			}
			got = append(got, first)
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: stops\n%s\nwant\n%s", v.Name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
	if _, err := Select("gfx1030", false); err == nil || !strings.Contains(err.Error(), "gfx900, gfx1100") {
		t.Errorf("an unknown target: %v", err)
	}
}
