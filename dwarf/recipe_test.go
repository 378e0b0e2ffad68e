package dwarf

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// TestRecipeRebuildsFixtures runs testdata/build.sh into a temporary
// directory: every committed fixture must come out byte for byte, so the
// objects the tests read are the ones the recipe says.
func TestRecipeRebuildsFixtures(t *testing.T) {
	if testing.Short() {
		t.Skip("builds with clang")
	}
	env := append(os.Environ(),
		"CLANG="+llvmtool.Path(t, "clang"),
		"LLD="+llvmtool.Path(t, "ld.lld"),
		"MC="+llvmtool.Path(t, "llvm-mc"))
	out := t.TempDir()
	cmd := exec.Command("sh", "testdata/build.sh", out)
	cmd.Env = env
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build.sh: %v\n%s", err, b)
	}
	built, _ := filepath.Glob(filepath.Join(out, "*"))
	if len(built) == 0 {
		t.Fatal("the recipe built nothing")
	}
	for _, p := range built {
		want, err := os.ReadFile(filepath.Join("testdata", filepath.Base(p)))
		if err != nil {
			t.Errorf("%s is built but not committed", filepath.Base(p))
			continue
		}
		got, _ := os.ReadFile(p)
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the recipe's output", filepath.Base(p))
		}
	}
	var committed []string
	for _, pat := range []string{"*.co", "*.o"} {
		m, _ := filepath.Glob(filepath.Join("testdata", pat))
		committed = append(committed, m...)
	}
	if len(committed) != len(built) {
		t.Errorf("%d fixtures committed, the recipe builds %d", len(committed), len(built))
	}
}
