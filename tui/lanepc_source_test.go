package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/model/session"
)

// TestSourcePanePlacesLanesByDWARFLanePC opens model/session's lanes.co
// (AMDGPUUsage's nested IF/THEN/ELSE with hand-written
// DW_AT_LLVM_lane_pc), continues to the inner ELSE (statement d) and
// checks the Source pane: d's lanes on its line, the lanes that finished
// the inner THEN at its end (statement e), the outer ELSE's lanes waiting
// at the outer IF, as the example's rules place them for the inputs of
// lanes.yaml.
func TestSourcePanePlacesLanesByDWARFLanePC(t *testing.T) {
	dir := filepath.Join("..", "model", "session", "testdata")
	yaml, err := os.ReadFile(filepath.Join(dir, "lanes.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`in: \{.*data: \[([^\]]*)\]`).FindSubmatch(yaml)
	if m == nil {
		t.Fatal("lanes.yaml has no input data")
	}
	var in, outer, inner uint64 // lanes at statement d, at e's line, at the outer IF
	for l, f := range strings.Split(string(m[1]), ",") {
		x, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || l >= 64 {
			t.Fatalf("lanes.yaml input %d: %q", l, f)
		}
		switch {
		case x&1 == 0:
			outer |= 1 << l
		case x&2 != 0:
			inner |= 1 << l
		default:
			in |= 1 << l
		}
	}
	s, err := session.Open(filepath.Join(dir, "lanes.co"), filepath.Join(dir, "lanes.yaml"), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "lanes.cl"))
	if err != nil {
		t.Fatal(err)
	}
	lineOf := func(text string) int {
		for i, l := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), text) {
				return i + 1
			}
		}
		t.Fatalf("lanes.cl has no line %q", text)
		return 0
	}
	d, e, ifLine := lineOf("r += 1000;"), lineOf("r += 10000;"), lineOf("if (x & 1)")
	mm := newModel(t, s, 200, 50)
	typeCommand(mm, fmt.Sprintf("break lanes.cl:%d", d))
	press(mm, "c")
	if got := mm.Snapshot().Source.Line; got != d {
		t.Fatalf("stopped at line %d, want %d; log:\n%s", got, d, strings.Join(mm.LogLines(), "\n"))
	}
	pane := mm.renderPane(PaneSource, 200, 30)
	for _, c := range []struct {
		line  int
		lanes uint64
	}{{d, in}, {e, inner}, {ifLine, outer}} {
		row, ok := screenLine(pane, fmt.Sprintf("%4d %3d| ", c.line, popcount64(c.lanes)), "<- lanes "+ranges(c.lanes))
		if !ok {
			t.Errorf("line %d does not show lanes %s:\n%s", c.line, ranges(c.lanes), pane)
		} else if strings.Contains(row, ranges(c.lanes)+",") {
			t.Errorf("line %d shows more lanes than %s: %q", c.line, ranges(c.lanes), row)
		}
	}
}

func popcount64(m uint64) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
