package testkernels

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// TestRecipeRebuildsCommittedObjects runs testdata/build.sh into a fresh
// directory and requires it to reproduce every committed file under
// testdata/co byte for byte, with nothing missing and nothing extra. Its
// 30-minute limit is a hang guard, not a speed goal: on a loaded 2-core
// machine the whole recipe took over 5 minutes.
func TestRecipeRebuildsCommittedObjects(t *testing.T) {
	clang := llvmtool.Path(t, "clang")
	lld := llvmtool.Path(t, "ld.lld")
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatalf("build.sh needs bash: %v", err)
	}
	dir := Dir()
	if dir == "" {
		t.Fatal("cannot find testdata")
	}
	out := filepath.Join(t.TempDir(), "co")

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bash, filepath.Join(dir, "build.sh"), out)
	cmd.Env = append(os.Environ(), "CLANG="+clang, "LLD="+lld)
	if os.Getenv("JOBS") == "" { // one compile per core (build.sh's default is 2)
		cmd.Env = append(cmd.Env, fmt.Sprintf("JOBS=%d", max(runtime.NumCPU(), 2)))
	}
	log, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("testdata/build.sh failed (the recipe no longer builds): %v\n%s", err, log)
	}

	committed := hashTree(t, filepath.Join(dir, "co"))
	rebuilt := hashTree(t, out)
	if len(committed) == 0 {
		t.Fatal("testdata/co is empty")
	}
	if a, b := readOrEmpty(filepath.Join(dir, "co", "TOOLCHAIN")), readOrEmpty(filepath.Join(out, "TOOLCHAIN")); !bytes.Equal(a, b) {
		t.Errorf("the objects were committed from %q but this machine has %q: bytes will differ; rebuild with testdata/build.sh and commit", bytes.TrimSpace(a), bytes.TrimSpace(b))
	}
	var missing, extra, differ []string
	for rel, h := range committed {
		switch r, ok := rebuilt[rel]; {
		case !ok:
			missing = append(missing, rel)
		case r != h:
			differ = append(differ, rel)
		}
	}
	for rel := range rebuilt {
		if _, ok := committed[rel]; !ok {
			extra = append(extra, rel)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	sort.Strings(differ)
	for _, rel := range missing {
		t.Errorf("co/%s is committed but build.sh no longer makes it", rel)
	}
	for _, rel := range extra {
		t.Errorf("build.sh makes co/%s but it is not committed", rel)
	}
	for _, rel := range differ {
		t.Errorf("co/%s differs from what build.sh makes now", rel)
	}
	t.Logf("build.sh reproduced %d files", len(rebuilt))
}

// hashTree maps each file's slash-separated path below root to its SHA-256.
func hashTree(t *testing.T, root string) map[string][sha256.Size]byte {
	t.Helper()
	m := map[string][sha256.Size]byte{}
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		m[filepath.ToSlash(rel)] = sha256.Sum256(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func readOrEmpty(p string) []byte {
	b, _ := os.ReadFile(p)
	return b
}
