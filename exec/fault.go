package exec

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// FaultKind classifies why a dispatch stopped.
type FaultKind uint8

// Kinds of faults.
const (
	FaultMemory        FaultKind = iota + 1 // memory violation
	FaultIllegal                            // bytes that decode to no instruction
	FaultUnimplemented                      // an instruction without semantics in the interpreter
	FaultTrap                               // s_trap 2 (llvm.trap)
	FaultDeadlock                           // no wave of a workgroup can proceed
	FaultStepLimit                          // a wave ran more instructions than allowed
	FaultInvalid                            // an operand the hardware cannot use (register out of range ...)
)

func (k FaultKind) String() string {
	switch k {
	case FaultMemory:
		return "memory violation"
	case FaultIllegal:
		return "illegal instruction"
	case FaultUnimplemented:
		return "unimplemented instruction"
	case FaultTrap:
		return "trap"
	case FaultDeadlock:
		return "barrier deadlock"
	case FaultStepLimit:
		return "step limit"
	case FaultInvalid:
		return "invalid operand"
	}
	return fmt.Sprintf("fault(%d)", uint8(k))
}

// LaneID identifies a lane of a fault report by its work-item.
type LaneID struct {
	Lane     int
	WorkItem [3]uint32
}

// Fault ends a dispatch: it says which wave, which lanes (with their
// work-item and workgroup ids), the PC and instruction, and for memory
// violations the address and the allocation missed.
type Fault struct {
	Kind      FaultKind
	Wave      int       // index of the wave in its workgroup
	Workgroup [3]uint32 // workgroup id
	Lanes     []LaneID  // lanes that faulted (empty for a wave-level fault)
	PC        uint64    // byte offset of the instruction in the program
	Addr      uint64    // the program's load address of PC (PC + Program.Base)
	Inst      string    // the instruction in LLVM syntax
	Detail    string    // what went wrong, e.g. the memory fault's text
	Err       error     // the underlying error (*MemoryFault ...), if any
	Waves     []string  // for a deadlock: the waves and where each waits
	// Barriers, for a deadlock: one line per barrier waited on, naming
	// the waves that wait and those whose arrival it lacks.
	Barriers []string
	Steps    uint64 // for the step limit: instructions the wave ran
}

func (f *Fault) Error() string {
	var b strings.Builder
	b.WriteString(f.Kind.String())
	if f.Kind == FaultDeadlock {
		fmt.Fprintf(&b, " in workgroup (%d,%d,%d): %s", f.Workgroup[0], f.Workgroup[1], f.Workgroup[2], strings.Join(f.Waves, "; "))
		for _, l := range f.Barriers {
			b.WriteString("\n  ")
			b.WriteString(l)
		}
		return b.String()
	}
	fmt.Fprintf(&b, ": wave %d of workgroup (%d,%d,%d)", f.Wave, f.Workgroup[0], f.Workgroup[1], f.Workgroup[2])
	if len(f.Lanes) > 0 {
		l := f.Lanes[0]
		fmt.Fprintf(&b, ", lane %d (work-item (%d,%d,%d))", l.Lane, l.WorkItem[0], l.WorkItem[1], l.WorkItem[2])
		if len(f.Lanes) > 1 {
			fmt.Fprintf(&b, " and %d more lanes", len(f.Lanes)-1)
		}
	}
	fmt.Fprintf(&b, ", pc %#x", f.Addr)
	if f.Inst != "" {
		fmt.Fprintf(&b, " `%s`", f.Inst)
	}
	if f.Detail != "" {
		b.WriteString(": ")
		b.WriteString(f.Detail)
	}
	return b.String()
}

func (f *Fault) Unwrap() error { return f.Err }

// laneError is a fault of lanes of a vector memory operation; the run loop
// turns it into a Fault with the wave's context.
type laneError struct {
	lanes uint64 // every lane that faulted
	first int    // the lowest of them, whose error err is
	err   error
}

func (e *laneError) Error() string { return e.err.Error() }
func (e *laneError) Unwrap() error { return e.err }

// faultError is an error of the instruction itself (unimplemented op,
// invalid operand, trap).
type faultError struct {
	kind   FaultKind
	detail string
}

func (e *faultError) Error() string { return e.kind.String() + ": " + e.detail }

func errUnimplemented(op string) error {
	return &faultError{kind: FaultUnimplemented, detail: op + " has no semantics in the interpreter yet"}
}

func errInvalid(format string, args ...any) error {
	return &faultError{kind: FaultInvalid, detail: fmt.Sprintf(format, args...)}
}

// newFault wraps err, raised by instruction d of wave w, into a *Fault.
func newFault(w *Wave, p *Program, pc uint64, err error) *Fault {
	f := &Fault{Wave: w.ID, Workgroup: w.Workgroup, PC: pc, Addr: pc + p.Base, Err: err, Steps: w.Steps}
	if d := p.at(pc); d != nil {
		f.Inst = d.freshText() // goroutines of one dispatch may fault at once
	}
	var le *laneError
	var fe *faultError
	var mf *MemoryFault
	switch {
	case errors.As(err, &le):
		// Every lane that faulted, lowest first; Detail describes the
		// lowest lane's access (le.first).
		for m := le.lanes; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			f.Lanes = append(f.Lanes, LaneID{Lane: l, WorkItem: w.WorkItem[l]})
		}
		f.Kind = FaultMemory
		if errors.As(err, &mf) {
			f.Detail = mf.access() + ", " + mf.Where()
		} else {
			f.Detail = le.err.Error()
		}
	case errors.As(err, &mf):
		f.Kind = FaultMemory
		f.Detail = mf.access() + ", " + mf.Where()
	case errors.As(err, &fe):
		f.Kind = fe.kind
		f.Detail = fe.detail
	default:
		f.Kind = FaultInvalid
		f.Detail = err.Error()
	}
	return f
}
