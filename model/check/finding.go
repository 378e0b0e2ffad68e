package check

import (
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strings"

	"github.com/gcndbg/gcndbg/exec"
)

// Finding is one problem a checker found. Findings of the same checker,
// kind and instruction (and, for races, the same other instruction) are
// one finding: the first wave to hit it (in workgroup order) is the one
// described, Waves counts every wave that did.
type Finding struct {
	Checker   string    `json:"checker"`
	Kind      string    `json:"kind"` // e.g. out-of-bounds, misaligned, read-only, null, uninitialised
	Workgroup [3]uint32 `json:"workgroup"`
	Wave      int       `json:"wave"`
	// Lanes are the lanes of that wave the finding is about (0 for a
	// scalar instruction).
	Lanes uint64 `json:"-"`
	// PC is the instruction's byte offset in the program.
	PC      uint64 `json:"-"`
	Message string `json:"message"`
	// Other is the other side of a race (or of any two-instruction
	// finding), nil when there is none.
	Other *Side `json:"other,omitempty"`

	// Filled by the Run when reported.
	Addr     uint64 `json:"pc"` // code object address of PC
	Inst     string `json:"instruction"`
	Line     string `json:"line,omitempty"` // file:line: text
	LaneText string `json:"lanes"`
	WorkItem string `json:"work_item,omitempty"` // of the first lane
	Waves    int    `json:"waves"`               // waves that hit it
}

// Side is the other party of a two-sided finding.
type Side struct {
	Workgroup [3]uint32 `json:"workgroup"`
	Wave      int       `json:"wave"`
	Lanes     uint64    `json:"-"`
	PC        uint64    `json:"-"`
	Addr      uint64    `json:"pc"`
	Inst      string    `json:"instruction"`
	Line      string    `json:"line,omitempty"`
	LaneText  string    `json:"lanes"`
}

type findingKey struct {
	checker, kind string
	pc, otherPC   uint64
	other         bool
}

// MaxFindings bounds the distinct findings a run keeps.
const MaxFindings = 1000

// Report records a finding of wave w (nil when there is no wave). It is
// safe for concurrent use.
func (r *Run) Report(w *exec.Wave, f Finding) {
	if w != nil {
		f.Workgroup, f.Wave = w.Workgroup, w.ID
		if f.Lanes != 0 {
			l := bits.TrailingZeros64(f.Lanes)
			wi := w.WorkItem[l]
			f.WorkItem = fmt.Sprintf("(%d,%d,%d)", wi[0], wi[1], wi[2])
		}
	}
	k := findingKey{checker: f.Checker, kind: f.Kind, pc: f.PC}
	if f.Other != nil {
		k.other, k.otherPC = true, f.Other.PC
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.findings[k]; ok {
		old.Waves++
		if earlier(f, *old) {
			n := old.Waves
			*old = f
			old.Waves = n
		}
		return
	}
	if len(r.findings) >= MaxFindings {
		return
	}
	f.Waves = 1
	r.findings[k] = &f
	r.order = append(r.order, k)
}

// earlier orders findings by workgroup (z, y, x), then wave.
func earlier(a, b Finding) bool {
	for i := 2; i >= 0; i-- {
		if a.Workgroup[i] != b.Workgroup[i] {
			return a.Workgroup[i] < b.Workgroup[i]
		}
	}
	return a.Wave < b.Wave
}

// Findings returns the findings, completed with instruction text, source
// lines and lane lists, ordered by checker (Order), then PC, then kind.
func (r *Run) Findings() []Finding {
	out := r.FindingsFrom(0)
	rank := map[string]int{}
	for i, n := range Order {
		rank[n] = i
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Checker != b.Checker {
			return rank[a.Checker] < rank[b.Checker]
		}
		if a.PC != b.PC {
			return a.PC < b.PC
		}
		return a.Kind < b.Kind
	})
	return out
}

// FindingsFrom returns the distinct findings from the first-th on, in
// the order they were first reported, completed as Findings completes
// them (the debugger shows the ones of a stop).
func (r *Run) FindingsFrom(first int) []Finding {
	r.mu.Lock()
	out := make([]Finding, 0, max(len(r.order)-first, 0))
	for _, k := range r.order[min(first, len(r.order)):] {
		out = append(out, *r.findings[k])
	}
	r.mu.Unlock()
	for i := range out {
		f := &out[i]
		f.Addr, f.Inst, f.Line = r.where(f.PC)
		f.LaneText = Lanes(f.Lanes)
		if o := f.Other; o != nil {
			c := *o
			c.Addr, c.Inst, c.Line = r.where(c.PC)
			c.LaneText = Lanes(c.Lanes)
			f.Other = &c
		}
	}
	return out
}

// where is the code object address, instruction text and source line of
// program offset pc.
func (r *Run) where(pc uint64) (addr uint64, inst, line string) {
	l := r.Launch
	if l == nil {
		return pc, r.Program.Text(pc), ""
	}
	abs := pc + r.Program.Base
	addr = l.ELFAddr(abs)
	inst = l.InstText(pc)
	for k := uint64(0); k < 64 && abs >= 4*k; k++ {
		if s, ok := l.LineOf(abs - 4*k); ok {
			return addr, inst, s.String()
		}
	}
	return addr, inst, ""
}

// Lanes formats a lane mask: "lane 5", "lanes 5-63 (59 lanes)",
// "lanes 0-3,8,10-11 (7 lanes)"; "" for none.
func Lanes(m uint64) string {
	n := bits.OnesCount64(m)
	switch n {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("lane %d", bits.TrailingZeros64(m))
	}
	var parts []string
	for m != 0 {
		lo := bits.TrailingZeros64(m)
		run := bits.TrailingZeros64(^(m >> lo))
		hi := lo + run - 1
		if hi == lo {
			parts = append(parts, fmt.Sprint(lo))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", lo, hi))
		}
		if hi == 63 {
			break
		}
		m &^= (uint64(1)<<(hi+1) - 1)
	}
	return fmt.Sprintf("lanes %s (%d lanes)", strings.Join(parts, ","), n)
}

// Summary is the closing line without its "gcndbg: " prefix: "3 errors
// (memcheck 2, initcheck 1)" with every enabled checker named.
func Summary(names []string, fs []Finding) string {
	count := map[string]int{}
	for _, f := range fs {
		count[f.Checker]++
	}
	parts := make([]string, 0, len(names))
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s %d", n, count[n]))
	}
	noun := "errors"
	if len(fs) == 1 {
		noun = "error"
	}
	return fmt.Sprintf("%d %s (%s)", len(fs), noun, strings.Join(parts, ", "))
}

// Print writes each finding as a block whose first line starts
// "gcndbg: CHECKER: " (the caller ends with the Summary line).
func Print(w io.Writer, fs []Finding) {
	for _, f := range fs {
		fmt.Fprintf(w, "gcndbg: %s: %s\n", f.Checker, f.Message)
		who := fmt.Sprintf("wave %d of workgroup (%d,%d,%d)", f.Wave, f.Workgroup[0], f.Workgroup[1], f.Workgroup[2])
		if f.LaneText != "" {
			who = f.LaneText + " of " + who
			if f.WorkItem != "" {
				who += fmt.Sprintf(" (first work-item %s)", f.WorkItem)
			}
		}
		fmt.Fprintf(w, "    by %s\n", who)
		fmt.Fprintf(w, "    at pc %#x: %s\n", f.Addr, f.Inst)
		if f.Line != "" {
			fmt.Fprintf(w, "    at %s\n", f.Line)
		}
		if o := f.Other; o != nil {
			ow := fmt.Sprintf("wave %d of workgroup (%d,%d,%d)", o.Wave, o.Workgroup[0], o.Workgroup[1], o.Workgroup[2])
			if o.LaneText != "" {
				ow = o.LaneText + " of " + ow
			}
			fmt.Fprintf(w, "    other side: %s at pc %#x: %s\n", ow, o.Addr, o.Inst)
			if o.Line != "" {
				fmt.Fprintf(w, "    at %s\n", o.Line)
			}
		}
		if f.Waves > 1 {
			fmt.Fprintf(w, "    (in %d waves)\n", f.Waves)
		}
	}
}

// Report is what --check --json prints.
type Report struct {
	Checkers []string  `json:"checkers"`
	Errors   int       `json:"errors"`
	Findings []Finding `json:"findings"`
}

// PrintJSON writes the findings as a JSON Report.
func PrintJSON(w io.Writer, names []string, fs []Finding) error {
	if fs == nil {
		fs = []Finding{}
	}
	if names == nil {
		names = []string{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(Report{Checkers: names, Errors: len(fs), Findings: fs})
}
