package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/testkernels"
	"github.com/gcndbg/gcndbg/model/session"
)

// testSizes are the screen sizes the layout is checked at.
var testSizes = [][2]int{{100, 30}, {160, 48}, {220, 60}}

// openMemoryKernel opens a kernel of testdata's memory.cl (gfx900) on the
// args file text yaml, with its source.
func openMemoryKernel(t *testing.T, kernel, opt, yaml string) (*session.Session, []string) {
	t.Helper()
	argsPath := filepath.Join(t.TempDir(), "args.yaml")
	if err := os.WriteFile(argsPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Open(testkernels.CodeObject(t, "gfx900", "memory", opt), argsPath, session.Options{Kernel: kernel})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(testkernels.SourcePath(t, "memory.cl"))
	if err != nil {
		t.Fatal(err)
	}
	s.AddSource("kernels/memory.cl", src)
	return s, strings.Split(string(src), "\n")
}

// lineHolding is the 1-based line of lines that contains text.
func lineHolding(t *testing.T, lines []string, text string) int {
	t.Helper()
	for i, l := range lines {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("no line holds %q", text)
	return 0
}

// TestEveryPaneHasAKeyThatFocusesIt presses each pane's key at each test
// size: the pane is focused and drawn with a double frame titled with
// its key, and the source pane stays on screen.
func TestEveryPaneHasAKeyThatFocusesIt(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 100, 30)
	keys := map[string]PaneID{}
	for p := PaneID(0); p < numPanes; p++ {
		ks := m.keys.Panes[p].Keys()
		if len(ks) != 1 {
			t.Fatalf("pane %v has keys %q, want one", p, ks)
		}
		if q, dup := keys[ks[0]]; dup {
			t.Fatalf("panes %v and %v share key %q", q, p, ks[0])
		}
		keys[ks[0]] = p
	}
	for _, size := range testSizes {
		m.SetSize(size[0], size[1])
		for k, p := range keys {
			press(m, "1") // from the source pane
			press(m, k)
			if m.Focus() != p {
				t.Errorf("%dx%d: key %s focused %v, want %v", size[0], size[1], k, m.Focus(), p)
			}
			screen := m.View()
			if !strings.Contains(screen, "═ ["+k+"] "+p.String()) {
				t.Errorf("%dx%d: after key %s the screen has no focused %q pane:\n%s", size[0], size[1], k, p, screen)
			}
			if p != PaneSource && !strings.Contains(screen, "─ [1] Source") {
				t.Errorf("%dx%d: with %v focused the source pane is not on screen:\n%s", size[0], size[1], p, screen)
			}
		}
	}
}

// TestWideLayoutShowsWhatAStudentFollowsTogether stops the demo (in[i] = i)
// in the then arm at 160x48 and 220x60: the source (with both arms' lane
// lists complete), EXEC with its history, the focused lane's locals, the
// vector registers and the LDS are all on screen at once.
func TestWideLayoutShowsWhatAStudentFollowsTogether(t *testing.T) {
	in := demoInputs()["range"]
	then := wave0Mask(in, func(x int32) bool { return x < 32 })
	for _, size := range testSizes[1:] {
		m := newModel(t, openDemoWith(t, in), size[0], size[1])
		stepUntil(t, m, "n", sourceLine(t, "v = x * 3;"))
		screen := m.View()
		for _, title := range []string{"[1] Source", "[2] EXEC", "history:", "[3] Locals  lane 0", "[4] Vector registers", "[5] LDS", "[6] Disassembly", "[0] Log"} {
			if !strings.Contains(screen, title) {
				t.Errorf("%dx%d: %q is not on screen:\n%s", size[0], size[1], title, screen)
			}
		}
		checkLaneNote(t, screen, "v = x * 3;", then)
		checkLaneNote(t, screen, "v = x * x;", ^then)
		// The focused lane's locals: lane 0's x is in[0].
		if _, ok := screenLine(screen, "x     int      = 0"); !ok {
			t.Errorf("%dx%d: the locals pane does not show x = in[0] = 0:\n%s", size[0], size[1], screen)
		}
	}
	// Lanes on both arms of the nested if list 16 lanes each (even and odd
	// inputs below 32): long lists, shown whole.
	m := newModel(t, openDemoWith(t, in), 160, 48)
	stepUntil(t, m, "n", sourceLine(t, "v = v + 1000;"))
	screen := m.View()
	checkLaneNote(t, screen, "v = v + 1000;", wave0Mask(in, func(x int32) bool { return x < 32 && x%2 == 0 }))
	checkLaneNote(t, screen, "v = v - 1000;", wave0Mask(in, func(x int32) bool { return x < 32 && x%2 != 0 }))
}

// TestLDSPaneShowsWholeRowsDecoded stops lds_reverse (workgroup of 64,
// in[i] = 100 + 3i) at its store, after the barrier: slice[i] = in[i]. It reads
// the LDS pane at each size and in hex and signed: every row's bytes are
// the little-endian words 100 + 3k, and the decoded column lists every
// word of the row.
func TestLDSPaneShowsWholeRowsDecoded(t *testing.T) {
	s, src := openMemoryKernel(t, "lds_reverse", "O2",
		"kernel: lds_reverse\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: i32, count: 64, init: {range: [100, 3]}}\n  arg1: {type: i32, count: 64, output: true}\n")
	m := newModel(t, s, 100, 30)
	typeCommand(m, fmt.Sprintf("break memory.cl:%d", lineHolding(t, src, "out[GLOBAL_ID(x)] = v; // store: v")))
	press(m, "c", "5")
	row := regexp.MustCompile(`^([0-9a-f]{8}) ((?:[0-9a-f]{2}[ ^])+)\| (.*)$`)
	for _, size := range testSizes {
		m.SetSize(size[0], size[1])
		for _, format := range []string{"hex", "signed"} {
			w, h, _ := m.paneSize(PaneLDS)
			pane := m.renderPane(PaneLDS, w, h)
			rows := 0
			for _, l := range strings.Split(pane, "\n") {
				l = strings.Trim(l, "│║ ")
				g := row.FindStringSubmatch(l)
				if g == nil {
					continue
				}
				rows++
				off, _ := strconv.ParseUint(g[1], 16, 32)
				bytes := strings.Fields(strings.ReplaceAll(g[2], "^", " "))
				words := strings.Fields(g[3])
				if len(words) != len(bytes)/4 {
					t.Errorf("%dx%d %s: row %s has %d bytes but %d decoded words: %q", size[0], size[1], format, g[1], len(bytes), len(words), l)
					continue
				}
				for j, word := range words {
					want := int64(100 + 3*(int(off)/4+j))
					var b [4]uint64
					for k := range b {
						b[k], _ = strconv.ParseUint(bytes[4*j+k], 16, 8)
					}
					if got := b[0] | b[1]<<8 | b[2]<<16 | b[3]<<24; int64(got) != want {
						t.Errorf("%dx%d: bytes of word %d at %s are %#x, want %d", size[0], size[1], j, g[1], got, want)
					}
					base := 16
					if format == "signed" {
						base = 10
					}
					if got, err := strconv.ParseInt(word, base, 64); err != nil || got != want {
						t.Errorf("%dx%d %s: word %d at %s reads %q, want %d", size[0], size[1], format, j, g[1], word, want)
					}
				}
			}
			if rows < 3 {
				t.Errorf("%dx%d %s: the LDS pane shows %d rows:\n%s", size[0], size[1], format, rows, pane)
			}
			press(m, "x")
		}
		for range 3 { // back to hex
			press(m, "x")
		}
	}
}

// TestEveryPaneScrolls focuses each pane at 100x30 (where each is small)
// with content longer than the pane, pages it down (or up, for the panes
// that start at their newest rows) and back: the pane shows other rows,
// then the first ones again.
func TestEveryPaneScrolls(t *testing.T) {
	in := make([]int32, 256) // 4 waves in one workgroup (the demo kernel's .max_flat_workgroup_size)
	for i := range in {
		in[i] = int32(i % 64)
	}
	demo := newModel(t, openDemoWith(t, in), 100, 30)
	stepUntil(t, demo, "n", sourceLine(t, "v = v + 1000;"))
	press(demo, "e") // EXEC: every instruction, more rows than the pane
	lds, ldsSrc := openMemoryKernel(t, "lds_reverse", "O2",
		"kernel: lds_reverse\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: i32, count: 64, init: {range: [100, 3]}}\n  arg1: {type: i32, count: 64, output: true}\n")
	ldsM := newModel(t, lds, 100, 30)
	typeCommand(ldsM, fmt.Sprintf("break memory.cl:%d", lineHolding(t, ldsSrc, "out[GLOBAL_ID(x)] = v; // store: v")))
	press(ldsM, "c")
	scratch, scratchSrc := openMemoryKernel(t, "scratch_array", "O0",
		"kernel: scratch_array\ngrid: [64, 1, 1]\nworkgroup: [64, 1, 1]\nargs:\n  arg0: {type: u32, count: 64, init: {range: [0, 1]}}\n  arg1: {type: u32, count: 64, output: true}\n")
	scratchM := newModel(t, scratch, 100, 30)
	// The Waves pane needs more waves than it has rows: 8 waves of a plain
	// C kernel (whose workgroups may have 1024 work-items).
	wavesArgs := filepath.Join(t.TempDir(), "args.yaml")
	if err := os.WriteFile(wavesArgs, []byte("kernel: plain_vadd\ngrid: [512, 1, 1]\nworkgroup: [512, 1, 1]\nargs:\n"+
		"  arg0: {type: u32, count: 512}\n  arg1: {type: u32, count: 512}\n  arg2: {type: u32, count: 512, output: true}\n  arg3: 512\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wavesS, err := session.Open(testkernels.CodeObject(t, "gfx900", "plain", "O2"), wavesArgs, session.Options{Kernel: "plain_vadd"})
	if err != nil {
		t.Fatal(err)
	}
	wavesM := newModel(t, wavesS, 100, 30)
	typeCommand(scratchM, fmt.Sprintf("break memory.cl:%d", lineHolding(t, scratchSrc, "uint idx = x % 64;")))
	press(scratchM, "c")

	for _, c := range []struct {
		m        *Model
		pane     PaneID
		setup    []string
		fwd, bwd string
	}{
		{demo, PaneSource, nil, "pgdown", "pgup"},
		{demo, PaneSource, nil, "right", "left"},
		{demo, PaneExec, nil, "pgup", "pgdown"},
		{demo, PaneLocals, []string{"a"}, "pgdown", "pgup"}, // all lanes: 64 rows
		{demo, PaneVector, nil, "right", "left"},
		{demo, PaneVector, nil, "pgdown", "pgup"},
		{demo, PaneDisasm, nil, "pgdown", "pgup"},
		{demo, PaneScalar, nil, "pgdown", "pgup"},
		{demo, PaneLanes, nil, "pgdown", "pgup"},
		{wavesM, PaneWaves, nil, "pgdown", "pgup"},
		{demo, PaneBuffers, nil, "pgdown", "pgup"},
		{demo, PaneKernel, nil, "pgdown", "pgup"},
		{demo, PaneLog, nil, "pgup", "pgdown"},
		{ldsM, PaneLDS, nil, "pgdown", "pgup"},
		{scratchM, PaneScratch, nil, "pgdown", "pgup"},
		{scratchM, PaneScratch, []string{"w"}, "pgdown", "pgup"}, // the wave view
	} {
		m := c.m
		press(m, m.keys.Panes[c.pane].Keys()[0])
		press(m, c.setup...)
		w, h, _ := m.paneSize(c.pane)
		before := m.renderPane(c.pane, w, h)
		press(m, c.fwd)
		moved := m.renderPane(c.pane, w, h)
		press(m, c.bwd)
		back := m.renderPane(c.pane, w, h)
		if moved == before {
			t.Errorf("%v %v: %s did not scroll the pane:\n%s", c.pane, c.setup, c.fwd, moved)
		}
		if back != before {
			t.Errorf("%v %v: %s then %s did not come back:\n%s\nwas\n%s", c.pane, c.setup, c.fwd, c.bwd, back, before)
		}
		press(m, c.setup...) // toggles back
	}
}

// TestLocalsOfAllLanesScrollToEveryVariable shows the demo's locals of
// every lane in a pane too narrow for all of them: the right key brings
// each of i, x, v and steps into the table, and the heading marks that
// more are to the right ('>') or left ('<').
func TestLocalsOfAllLanesScrollToEveryVariable(t *testing.T) {
	m := newModel(t, openDemoWith(t, demoInputs()["range"]), 100, 30)
	stepUntil(t, m, "n", sourceLine(t, "v = v + 1000;"))
	press(m, "a")
	seen := map[string]bool{}
	var marks []string
	for range 6 {
		pane := m.renderPane(PaneLocals, 26, 12)
		header := strings.Fields(strings.Trim(strings.Split(pane, "\n")[1], "│║"))
		for _, f := range header {
			seen[f] = true
		}
		marks = append(marks, fmt.Sprint(strings.Contains(pane, "lane<"), strings.HasSuffix(header[len(header)-1], ">")))
		press(m, "l")
	}
	for _, v := range []string{"i", "x", "v", "steps"} {
		if !seen[v] {
			t.Errorf("scrolling right never showed the column of %s (saw %v)", v, seen)
		}
	}
	if marks[0] != "false true" || marks[len(marks)-1] != "true false" {
		t.Errorf("the heading's marks (more left, more right) were %v, want false true first and true false last", marks)
	}
}
