package exec

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The 64-bit logic ops and saveexec ops read and write SGPR pairs, VCC,
// EXEC and constants; each is checked against its definition (Vega ISA
// 12.2 SOP2, 12.3 SOP1: D = S0 op S1, SCC = D != 0; saveexec: D = EXEC,
// EXEC = S0 op EXEC, SCC = EXEC != 0) for every kind of operand.
func TestSALU64LogicOpsFollowTheirDefinition(t *testing.T) {
	ops := map[string]func(a, b uint64) uint64{
		"s_and_b64": func(a, b uint64) uint64 { return a & b }, "s_or_b64": func(a, b uint64) uint64 { return a | b },
		"s_xor_b64": func(a, b uint64) uint64 { return a ^ b }, "s_andn2_b64": func(a, b uint64) uint64 { return a &^ b },
		"s_orn2_b64": func(a, b uint64) uint64 { return a | ^b }, "s_nor_b64": func(a, b uint64) uint64 { return ^(a | b) },
	}
	saveexec := map[string]func(s, e uint64) uint64{
		"s_and_saveexec_b64": func(s, e uint64) uint64 { return s & e }, "s_or_saveexec_b64": func(s, e uint64) uint64 { return s | e },
		"s_xor_saveexec_b64": func(s, e uint64) uint64 { return s ^ e }, "s_andn2_saveexec_b64": func(s, e uint64) uint64 { return s &^ e },
		"s_orn2_saveexec_b64": func(s, e uint64) uint64 { return s | ^e },
	}
	srcs := []string{"s[0:1]", "s[2:3]", "vcc", "exec", "-1", "5", "0"}
	dsts := []string{"s[4:5]", "vcc", "exec", "s[0:1]"}
	rng := rand.New(rand.NewPCG(21, 22))
	var lines []string
	type want struct {
		text string
		f    func(w *Wave) (string, uint64, bool) // destination name, value, SCC
	}
	var cases []want
	read := func(w *Wave, s string) uint64 {
		switch s {
		case "s[0:1]":
			return uint64(w.SGPR[0]) | uint64(w.SGPR[1])<<32
		case "s[2:3]":
			return uint64(w.SGPR[2]) | uint64(w.SGPR[3])<<32
		case "s[4:5]":
			return uint64(w.SGPR[4]) | uint64(w.SGPR[5])<<32
		case "vcc":
			return w.VCC
		case "exec":
			return w.EXEC
		case "-1":
			return ^uint64(0)
		case "5":
			return 5
		}
		return 0
	}
	for name, f := range ops {
		for _, a := range srcs {
			for _, b := range srcs {
				for _, d := range dsts {
					text := fmt.Sprintf("%s %s, %s, %s", name, d, a, b)
					lines = append(lines, text)
					cases = append(cases, want{text, func(w *Wave) (string, uint64, bool) {
						v := f(read(w, a), read(w, b))
						return d, v, v != 0
					}})
				}
			}
		}
	}
	for name, f := range saveexec {
		for _, a := range srcs {
			for _, d := range dsts[:2] {
				text := fmt.Sprintf("%s %s, %s", name, d, a)
				lines = append(lines, text)
				cases = append(cases, want{text, func(w *Wave) (string, uint64, bool) {
					e := f(read(w, a), w.EXEC)
					return "exec+" + d, e, e != 0
				}})
			}
		}
	}
	p := asmProgram(t, "gfx900", strings.Join(lines, "\n"))
	pc := uint64(0)
	for _, c := range cases {
		for range 4 {
			w := NewWave(p.Arch.SGPRs, 32, 0)
			w.Env = &testEnv{arch: p.Arch}
			for i := range 6 {
				w.SGPR[i] = rng.Uint32()
			}
			w.VCC, w.EXEC, w.SCC, w.PC = rng.Uint64(), rng.Uint64(), rng.IntN(2) == 0, pc
			before := *w
			before.SGPR = append([]uint32(nil), w.SGPR...)
			dst, v, scc := c.f(&before)
			if err := Step(p, w, 1, 10); err != nil {
				t.Fatalf("%s: %v", c.text, err)
			}
			got := uint64(0)
			if d, ok := strings.CutPrefix(dst, "exec+"); ok {
				// saveexec: EXEC gets v, the destination the old EXEC.
				if w.EXEC != v && d != "exec" {
					t.Fatalf("%s: EXEC = %#x, want %#x", c.text, w.EXEC, v)
				}
				got, v = read(w, d), before.EXEC
			} else {
				got = read(w, dst)
			}
			if got != v || w.SCC != scc {
				t.Fatalf("%s (s[0:1]=%#x s[2:3]=%#x vcc=%#x exec=%#x): %s = %#x SCC %v, want %#x SCC %v", c.text,
					read(&before, "s[0:1]"), read(&before, "s[2:3]"), before.VCC, before.EXEC, dst, got, w.SCC, v, scc)
			}
		}
		pc += uint64(p.at(pc).size)
	}
}
