package demo

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
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
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, CodeObject) {
		t.Fatalf("build.sh made %d bytes that differ from the embedded demo.co (%d bytes): rebuild it with internal/demo/build.sh", len(got), len(CodeObject))
	}
}

// TestEmbeddedFilesAreTheDirectorysFiles checks that the embedded variables
// hold the files of this directory (go:embed pairs them by name).
func TestEmbeddedFilesAreTheDirectorysFiles(t *testing.T) {
	for name, b := range map[string][]byte{SourceName: Source, ArgsName: Args, CodeObjectName: CodeObject} {
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, want) || len(b) == 0 {
			t.Errorf("%s: embedded %d bytes, file has %d", name, len(b), len(want))
		}
	}
}
