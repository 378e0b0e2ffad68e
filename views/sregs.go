package views

import (
	"fmt"
	"strings"

	"github.com/gcndbg/gcndbg/model/session"
)

// Scalar is the scalar registers pane: s0..sN of the focused wave, VCC,
// EXEC, M0, SCC, PC, FLAT_SCRATCH and the MODE and STATUS registers
// decoded into their fields. A value the last step changed (compared with
// Prev) is highlighted and marked '*'.
type Scalar struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Prev   *session.ViewSnapshot // the snapshot before the last command
	Scroll int
}

// Render draws the pane.
func (p Scalar) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	wv := s.Wave
	if wv == nil {
		return Frame(keyTitle(p.Key, "Scalar registers"), []string{st.Dim.Render("the dispatch has not started")}, st, w, h, p.Focused)
	}
	var pw *session.ViewRegs
	if p.Prev != nil && p.Prev.Wave != nil && p.Prev.Wave.Number == wv.Number {
		pw = p.Prev.Wave
	}
	cell := func(name, val string, changed bool) string {
		mark := " "
		sty := st.Normal
		if changed {
			mark, sty = "*", st.Changed
		}
		return fmt.Sprintf("%-13s", name) + sty.Render(val+mark)
	}
	var items []string
	items = append(items,
		cell("pc", fmt.Sprintf("%#x", wv.Addr), pw != nil && pw.PC != wv.PC),
		cell("exec", hexMask(wv.EXEC, s.WaveSize), pw != nil && pw.EXEC != wv.EXEC),
		cell(vccName(s.WaveSize), hexMask(wv.VCC, s.WaveSize), pw != nil && pw.VCC != wv.VCC),
		cell("scc", boolDigit(wv.SCC), pw != nil && pw.SCC != wv.SCC),
		cell("m0", fmt.Sprintf("%#08x", wv.M0), pw != nil && pw.M0 != wv.M0),
		cell("flat_scratch", fmt.Sprintf("%#x", wv.Flat), pw != nil && pw.Flat != wv.Flat),
	)
	n := len(wv.SGPR)
	if r := s.KernelInfo.Resources.NumberedSGPRs; r > 0 && r < n {
		n = r
	}
	for i := range n {
		items = append(items, cell("s"+itoa(i), fmt.Sprintf("%08x", wv.SGPR[i]), pw != nil && i < len(pw.SGPR) && pw.SGPR[i] != wv.SGPR[i]))
	}
	inner := w - 2
	const cellW = 13 + 19
	cols := max(inner/cellW, 1)
	var body []string
	for i := 0; i < len(items); i += cols {
		body = append(body, strings.Join(items[i:min(i+cols, len(items))], " "))
	}
	body = append(body, "")
	body = append(body, fmt.Sprintf("mode   %#08x  ", wv.Mode)+decodeFields(wv.Mode, modeFields))
	body = append(body, fmt.Sprintf("status %#08x  ", wv.Status)+decodeFields(wv.Status, statusFields))
	// Long decoded lines wrap so every field stays visible.
	body = wrapLines(body, inner)
	top := window(p.Scroll, -1, h-2, len(body))
	return Frame(keyTitle(p.Key, fmt.Sprintf("Scalar registers  wave %d", wv.Number)), body[top:], st, w, h, p.Focused)
}

func boolDigit(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// field is a named bit range of a hardware register.
type field struct {
	name      string
	lo, width uint
}

// MODE and STATUS fields of GFX9 (Vega ISA, "Hardware registers"; the
// FP_ROUND/FP_DENORM layout matches exec's use of MODE).
var modeFields = []field{
	{"FP_ROUND.f32", 0, 2}, {"FP_ROUND.f64f16", 2, 2}, {"FP_DENORM.f32", 4, 2}, {"FP_DENORM.f64f16", 6, 2},
	{"DX10_CLAMP", 8, 1}, {"IEEE", 9, 1}, {"LOD_CLAMPED", 10, 1}, {"DEBUG_EN", 11, 1}, {"EXCP_EN", 12, 9},
	{"FP16_OVFL", 23, 1}, {"GPR_IDX_EN", 27, 1}, {"VSKIP", 28, 1}, {"CSP", 29, 3},
}

var statusFields = []field{
	{"SCC", 0, 1}, {"SPI_PRIO", 1, 2}, {"USER_PRIO", 3, 2}, {"PRIV", 5, 1}, {"TRAP_EN", 6, 1}, {"TTRACE_EN", 7, 1},
	{"EXPORT_RDY", 8, 1}, {"EXECZ", 9, 1}, {"VCCZ", 10, 1}, {"IN_TG", 11, 1}, {"IN_BARRIER", 12, 1}, {"HALT", 13, 1},
	{"TRAP", 14, 1}, {"TTRACE_CU_EN", 15, 1}, {"VALID", 16, 1}, {"ECC_ERR", 17, 1}, {"SKIP_EXPORT", 18, 1},
	{"PERF_EN", 19, 1}, {"COND_DBG_USER", 20, 1}, {"COND_DBG_SYS", 21, 1}, {"ALLOW_REPLAY", 22, 1}, {"FATAL_HALT", 23, 1},
	{"MUST_EXPORT", 27, 1},
}

// decodeFields prints every field as NAME=value.
func decodeFields(v uint32, fs []field) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprintf("%s=%d", f.name, v>>f.lo&(1<<f.width-1))
	}
	return strings.Join(parts, " ")
}

// wrapLines breaks plain lines longer than w at spaces (styled lines are
// left to Fit).
func wrapLines(lines []string, w int) []string {
	var out []string
	for _, l := range lines {
		for len(l) > w && w > 10 && !strings.Contains(l, "\x1b") {
			cut := strings.LastIndexByte(l[:w], ' ')
			if cut <= 0 {
				cut = w
			}
			out = append(out, l[:cut])
			l = "  " + strings.TrimLeft(l[cut:], " ")
		}
		out = append(out, l)
	}
	return out
}

// vccName is VCC as llvm-objdump names it in a wave of n lanes: vcc_lo in
// a wave32 (one SGPR), vcc in a wave64 (the pair).
func vccName(n int) string {
	if n == 32 {
		return "vcc_lo"
	}
	return "vcc"
}
