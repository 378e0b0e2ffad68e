package views

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/gcndbg/gcndbg/internal/demo"
	"github.com/gcndbg/gcndbg/model/session"
)

// rdnaDemoState is the gfx1100 demo (wave32, or wave64) stopped at
// demo.cl:15, `v = v + 1000`: with in[i] = i the lanes there are those of
// wave 0 with x = i < 32 and x even, so EXEC is 0x55555555 in both wave
// sizes (lanes 0, 2, ..., 30).
func rdnaDemoState(t *testing.T, wave64 bool) *session.ViewSnapshot {
	t.Helper()
	v, err := demo.Select("gfx1100", wave64)
	if err != nil {
		t.Fatal(err)
	}
	s, err := v.Open(session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := execAll(t, s, "break 15", "run")
	lanes := "lanes [0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30] at demo.cl:15"
	if !strings.Contains(out, lanes) {
		t.Fatalf("%s: the stop is not for the even lanes below 32:\n%s", v.Name, out)
	}
	return s.ViewSnapshot(session.ViewOptions{})
}

func TestWave32PanesShow32Lanes(t *testing.T) {
	st := asciiStyles()
	for _, tc := range []struct {
		wave64             bool
		size               int
		exec, vcc, nowCell string
	}{
		{false, 32, "0x55555555", "vcc_lo", strings.Repeat("#.", 16)},
		{true, 64, "0x0000000055555555", "vcc", strings.Repeat("#.", 16) + strings.Repeat(".", 32)},
	} {
		snap := rdnaDemoState(t, tc.wave64)
		if snap.WaveSize != tc.size {
			t.Fatalf("snapshot wave size %d, want %d", snap.WaveSize, tc.size)
		}
		for _, sz := range [][2]int{{80, 24}, {160, 48}} {
			w, h := sz[0], sz[1]
			where := func(p string) string { return p + " " + tc.vcc + " " + itoa(w) + "x" + itoa(h) }
			ex := ansi.Strip(Exec{}.Render(snap, st, w, h))
			if !strings.Contains(ex, "EXEC  wave 0  "+tc.exec+"  16/"+itoa(tc.size)+" active") {
				t.Errorf("%s: title lacks the mask %s:\n%s", where("exec"), tc.exec, ex)
			}
			now := regexp.MustCompile(`(?m)^.now\s+([#. ]+?)\s*.$`).FindStringSubmatch(ex)
			if now == nil || strings.ReplaceAll(now[1], " ", "") != tc.nowCell {
				t.Errorf("%s: the now row is not %d cells %q:\n%s", where("exec"), tc.size, tc.nowCell, ex)
			}
			if tc.size == 32 && regexp.MustCompile(`\b(32|40|48|56)\b`).MatchString(strings.Split(ex, "\n")[1]) {
				t.Errorf("%s: the lane ruler goes past lane 31:\n%s", where("exec"), ex)
			}
			sc := ansi.Strip(Scalar{}.Render(snap, st, w, h))
			if !regexp.MustCompile(`exec\s+`+tc.exec+`\b`).MatchString(sc) || !regexp.MustCompile(`\b`+tc.vcc+`\s+0x[0-9a-f]{`+itoa(tc.size/4)+`}\b`).MatchString(sc) {
				t.Errorf("%s: no %s exec and %s of %d hex digits:\n%s", where("scalar"), tc.exec, tc.vcc, tc.size/4, sc)
			}
			vec := ansi.Strip(Vector{}.Render(snap, st, w, h))
			if !strings.Contains(vec, " of "+itoa(tc.size)) {
				t.Errorf("%s: title does not count %d lanes:\n%s", where("vector"), tc.size, vec)
			}
			ln := ansi.Strip(Lanes{}.Render(snap, st, w, h))
			rows := regexp.MustCompile(`(?m)^.[ *>]*(\d+)\s+\(\d+,\d+,\d+\)\s+(active|inactive)`).FindAllStringSubmatch(ln, -1)
			for _, r := range rows {
				if n := atoi(r[1]); n >= tc.size {
					t.Errorf("%s: a row for lane %d:\n%s", where("lanes"), n, ln)
				}
			}
			if h == 48 && tc.size == 32 && len(rows) != 32 {
				t.Errorf("%s: %d lane rows, want all 32:\n%s", where("lanes"), len(rows), ln)
			}
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
