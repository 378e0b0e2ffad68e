package waitcnt

import (
	"math/bits"

	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/check/flow"
)

// Quiet programs: compiler output waits for every load before it uses
// the result, on every path, so that Step can find nothing in it. SetGraph
// proves that before the run, on the program's control-flow graph, by
// abstract interpretation of Step's state over every path: per register a
// memory operation writes late, whether one may still be outstanding (of
// which in-order class and counter, or of which counters out of order)
// and, for an in-order one, the fewest operations of its class issued
// after it on any path, which is what decides whether a wait "counter <= N"
// retires it (Wave.wait: N or more younger operations of its class). The
// join of two paths keeps every possibly outstanding operation and the
// smaller count, so a register the analysis calls retired is retired on
// every path. A FLAT-segment access counts as each of what StepFlat may
// make of it: memory, LDS, or both (out of order). When no instruction may
// read or overwrite a possibly outstanding register, Step would report
// nothing on any path the program can take: Wants then wants nothing.

// cpair is an in-order class on its counter.
type cpair struct{ class, counter uint8 }

// absState is the abstract state at one point: for each tracked register
// k and cpair p, yng[k*np+p] is -1 (no operation of p outstanding) or the
// fewest operations of p issued after the outstanding one; own[k] holds a
// bit per counter mask of the out-of-order operations that may be
// outstanding.
type absState struct {
	yng []int8
	own []uint32
}

// analysis is SetGraph's working data.
type analysis struct {
	c     *Checker
	slot  map[int]int // register slot -> tracked index
	pairs []cpair
	masks []uint8 // own counter masks
	np    int
	facts []*facts
}

func (a *analysis) pairOf(class, counters uint8) int {
	p := cpair{class, uint8(bits.TrailingZeros8(counters))}
	for i, q := range a.pairs {
		if q == p {
			return i
		}
	}
	a.pairs = append(a.pairs, p)
	return len(a.pairs) - 1
}

func (a *analysis) maskOf(counters uint8) int {
	for i, m := range a.masks {
		if m == counters {
			return i
		}
	}
	a.masks = append(a.masks, counters)
	return len(a.masks) - 1
}

// SetGraph proves, when it can, that Step finds nothing on any path of
// the program g (see above); Wants then wants no instruction. Otherwise
// it does what SetProgram does for g's instructions.
func (c *Checker) SetGraph(g *flow.Graph) {
	if provenQuiet(c, g) {
		c.quiet = true
		return
	}
	c.SetProgram(func(yield func(in *isa.Inst)) {
		for _, in := range g.Insts {
			yield(in)
		}
	})
}

// provenQuiet runs the analysis.
func provenQuiet(c *Checker, g *flow.Graph) bool {
	a := &analysis{c: c, slot: map[int]int{}}
	a.facts = make([]*facts, len(g.Insts))
	for i, in := range g.Insts {
		f := c.factsOf(g.PCs[i], in)
		a.facts[i] = f
		if f.counters == 0 || f.isWait {
			continue
		}
		if f.deferWr {
			for _, s := range f.writes {
				if _, ok := a.slot[s]; !ok {
					a.slot[s] = len(a.slot)
				}
			}
		}
		switch {
		case f.flatSeg:
			if rest := f.counters &^ (1 << LGKM); bits.OnesCount8(rest) == 1 && f.class != classOwn {
				a.pairOf(f.class, rest)
			}
			a.pairOf(classLDS, 1<<LGKM)
			a.maskOf(f.counters)
		case f.class == classOwn:
			a.maskOf(f.counters)
		case bits.OnesCount8(f.counters) == 1:
			a.pairOf(f.class, f.counters)
		default:
			return false // an in-order operation on two counters: not modelled
		}
	}
	if len(a.slot) == 0 {
		return true // nothing is ever outstanding with a register
	}
	if len(a.masks) > 32 {
		return false
	}
	a.np = len(a.pairs)
	// Per instruction, the state before it (nil: not reached yet).
	in := make([]*absState, len(g.Insts))
	in[g.Entry] = a.newState()
	cur := a.newState()
	return g.Solve(func(i int, mark func(int32)) bool {
		copy(cur.yng, in[i].yng)
		copy(cur.own, in[i].own)
		if !a.step(cur, a.facts[i]) {
			return false
		}
		for _, j := range g.Succ[i] {
			if in[j] == nil {
				in[j] = a.newState()
				copy(in[j].yng, cur.yng)
				copy(in[j].own, cur.own)
			} else if !a.join(in[j], cur) {
				continue
			}
			mark(j)
		}
		return true
	})
}

func (a *analysis) newState() *absState {
	k := len(a.slot)
	s := &absState{yng: make([]int8, k*a.np), own: make([]uint32, k)}
	for i := range s.yng {
		s.yng[i] = -1
	}
	return s
}

// join makes dst the join of dst and src; it reports whether dst changed.
func (a *analysis) join(dst, src *absState) bool {
	changed := false
	for i, y := range src.yng {
		if y < 0 {
			continue
		}
		if d := dst.yng[i]; d < 0 || y < d {
			dst.yng[i] = y
			changed = true
		}
	}
	for i, o := range src.own {
		if dst.own[i]|o != dst.own[i] {
			dst.own[i] |= o
			changed = true
		}
	}
	return changed
}

// pending reports whether tracked register k may be outstanding.
func (a *analysis) pending(s *absState, k int) bool {
	if s.own[k] != 0 {
		return true
	}
	for _, y := range s.yng[k*a.np : (k+1)*a.np] {
		if y >= 0 {
			return true
		}
	}
	return false
}

// step applies the instruction f to s as Wave.StepFlat would on any path
// (a FLAT-segment access as each of the forms it may take); false when
// Step may report a finding there.
func (a *analysis) step(s *absState, f *facts) bool {
	np := a.np
	if f.isWait {
		for c := Counter(0); c < numCounters; c++ {
			n := int(f.wait[c])
			if n < 0 {
				continue
			}
			for p, q := range a.pairs {
				if Counter(q.counter) != c {
					continue
				}
				for k := p; k < len(s.yng); k += np {
					if y := s.yng[k]; y >= 0 && int(y) >= n {
						s.yng[k] = -1
					}
				}
			}
			if n == 0 {
				var clr uint32
				for m, cs := range a.masks {
					if cs&(1<<c) != 0 {
						clr |= 1 << uint(m)
					}
				}
				for k := range s.own {
					s.own[k] &^= clr
				}
			}
		}
		return true
	}
	for _, r := range f.reads {
		if k, ok := a.slot[r]; ok && a.pending(s, k) {
			return false
		}
	}
	if f.counters == 0 {
		for _, r := range f.writes {
			if k, ok := a.slot[r]; ok && a.pending(s, k) {
				return false
			}
		}
		return true
	}
	// The overwrite check: a register of this operation may be
	// outstanding from one of another class (or out of order).
	var self cpair
	inOrder := !f.flatSeg && f.class != classOwn
	if inOrder {
		self = a.pairs[a.pairOf(f.class, f.counters)]
	}
	for _, r := range f.writes {
		k, ok := a.slot[r]
		if !ok || !a.pending(s, k) {
			continue
		}
		if !inOrder || s.own[k] != 0 {
			return false
		}
		for p, q := range a.pairs {
			if s.yng[k*np+p] >= 0 && q != self {
				return false
			}
		}
	}
	// Older operations of the same cpair have one more younger one.
	if inOrder {
		p := a.pairOf(f.class, f.counters)
		for k := p; k < len(s.yng); k += np {
			if y := s.yng[k]; y >= 0 && y < 127 {
				s.yng[k] = y + 1
			}
		}
	}
	for _, r := range f.writes {
		k, ok := a.slot[r]
		if !ok {
			continue
		}
		for p := range np {
			s.yng[k*np+p] = -1
		}
		s.own[k] = 0
		if !f.deferWr {
			continue
		}
		switch {
		case inOrder:
			s.yng[k*np+a.pairOf(f.class, f.counters)] = 0
		case f.flatSeg:
			if rest := f.counters &^ (1 << LGKM); bits.OnesCount8(rest) == 1 && f.class != classOwn {
				s.yng[k*np+a.pairOf(f.class, rest)] = 0
			}
			s.yng[k*np+a.pairOf(classLDS, 1<<LGKM)] = 0
			s.own[k] = 1 << uint(a.maskOf(f.counters))
		default:
			s.own[k] = 1 << uint(a.maskOf(f.counters))
		}
	}
	return true
}

// Quiet reports whether SetGraph proved the program quiet: Step finds
// nothing on any path, and Wants wants no instruction.
func (c *Checker) Quiet() bool { return c.quiet }
