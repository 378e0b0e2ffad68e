package isa

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGeneratedTablesAreCurrent regenerates zz_tables.go from data/ and
// fails when the committed file differs.
func TestGeneratedTablesAreCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("regeneration runs the generator")
	}
	out := filepath.Join(t.TempDir(), "zz_tables.go")
	cmd := exec.Command("go", "run", "./internal/gen", "-o", out)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("generator: %v", err)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("zz_tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("zz_tables.go is stale: run go generate ./isa/...")
	}
}

// TestEveryPredicateHasARule guards against a namespace bringing predicates
// the targets cannot evaluate (they would silently reject its rows).
func TestEveryPredicateHasARule(t *testing.T) {
	for _, p := range predicateNames {
		if _, ok := predicateRules[p.name]; !ok {
			t.Errorf("predicate %s has no rule in target.go", p.name)
		}
	}
}
