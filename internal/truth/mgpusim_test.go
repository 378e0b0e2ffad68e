package truth

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/args"
)

const mgpusimPrefix = "mgpusim/"

// corpusDir is the vendored MGPUSim corpus, testdata/corpus/mgpusim.
func corpusDir() string {
	return filepath.Join(testkernels.Dir(), "corpus", "mgpusim")
}

// TestMGPUSimDispatchesPassTheirReferences runs the six dispatches of
// DISPATCHES.md from testdata/args/mgpusim and checks each with the CPU
// reference the document describes; failures must be exactly those listed.
func TestMGPUSimDispatchesPassTheirReferences(t *testing.T) {
	dir := corpusDir()
	if _, err := os.Stat(filepath.Join(dir, "DISPATCHES.md")); err != nil {
		t.Fatalf("the vendored MGPUSim corpus is not at %s", dir)
	}
	var failures []string
	var table strings.Builder
	for _, d := range MGPUSimDispatches {
		a, err := args.Load(filepath.Join(testkernels.Dir(), "args", "mgpusim", d.Name+".yaml"))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		err = d.Check(NewRunner(filepath.Join(dir, d.Object)), a)
		outcome := strings.ReplaceAll(Outcome(err), testkernels.Dir()+string(filepath.Separator), "testdata/")
		mark := "pass"
		if outcome != "" {
			mark = outcome
			failures = append(failures, mgpusimPrefix+d.Name+": "+outcome)
		}
		table.WriteString(d.Name + " (" + time.Since(start).Round(time.Millisecond).String() + "): " + mark + "\n")
	}
	t.Logf("MGPUSim dispatches:\n%s", table.String())
	checkKnownFailures(t, mgpusimPrefix, failures)
}
