package isa

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// generated runs the generator once for the package's tests into a
// temporary directory: zz_tables.go and zz_memfacts.go from data/.
func generated(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("regeneration runs the generator")
	}
	genOnce.Do(func() {
		genDir, genErr = os.MkdirTemp("", "isa-gen-")
		if genErr != nil {
			return
		}
		cmd := exec.Command("go", "run", "./internal/gen", "-o", filepath.Join(genDir, "zz_tables.go"), "-memo", filepath.Join(genDir, "zz_memfacts.go"))
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			genErr = fmt.Errorf("generator: %v\n%s", err, errb.Bytes())
		}
	})
	if genErr != nil {
		t.Fatal(genErr)
	}
	return genDir
}

var (
	genOnce sync.Once
	genDir  string
	genErr  error
)

// TestMain removes the generator's output after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if genDir != "" {
		os.RemoveAll(genDir)
	}
	os.Exit(code)
}

// sameAsGenerated fails the test when the committed file name differs
// from the generator's.
func sameAsGenerated(t *testing.T, name string) {
	want, err := os.ReadFile(filepath.Join(generated(t), name))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale: run go generate ./isa/...", name)
	}
}

// TestGeneratedTablesAreCurrent regenerates zz_tables.go from data/ and
// fails when the committed file differs.
func TestGeneratedTablesAreCurrent(t *testing.T) { sameAsGenerated(t, "zz_tables.go") }

// TestEveryPredicateHasARule guards against a namespace bringing predicates
// the targets cannot evaluate (they would silently reject its rows).
func TestEveryPredicateHasARule(t *testing.T) {
	for _, p := range predicateNames {
		if _, ok := predicateRules[p.name]; !ok {
			t.Errorf("predicate %s has no rule in target.go", p.name)
		}
	}
}
