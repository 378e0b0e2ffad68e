package session

import (
	"fmt"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/printf"
)

// PrintfLine is the text of one printf call of the kernel, with the
// work-item that made it.
type PrintfLine struct {
	Text      string
	Stderr    bool // HIP's stderr stream
	Workgroup [3]uint32
	WorkItem  [3]uint32 // within the workgroup
	Known     bool      // whether the writer is known (false after a record the debugger did not see written)
}

// Prefix is the work-item prefix `--printf-workitem` puts before each
// line: "[workgroup (1,0,0) work-item (5,0,0)] ".
func (p PrintfLine) Prefix() string {
	if !p.Known {
		return "[work-item unknown] "
	}
	return fmt.Sprintf("[workgroup (%d,%d,%d) work-item (%d,%d,%d)] ", p.Workgroup[0], p.Workgroup[1], p.Workgroup[2],
		p.WorkItem[0], p.WorkItem[1], p.WorkItem[2])
}

// printfState follows the dispatch's printf buffer: which of its bytes the
// waves have written (a record is decoded once all of its bytes are), and
// which lane wrote each dword (a record's work-item is the writer of its
// first dword).
type printfState struct {
	buf     *exec.Allocation
	stream  *printf.Stream
	written []uint64 // bit per byte after the header
	writer  map[uint32]writerID
	lines   []PrintfLine
	err     error
}

type writerID struct {
	wg, wi [3]uint32
}

// startPrintf sets up the printf state of a dispatch whose kernel has a
// printf buffer.
func (s *Session) startPrintf() {
	s.pf = nil
	buf := s.L.PrintfBuffer()
	if buf == nil {
		return
	}
	t, err := s.L.PrintfTable()
	if err != nil || t == nil {
		return
	}
	n := (len(buf.Data) - printf.HeaderSize + 63) / 64
	s.pf = &printfState{buf: buf, stream: printf.NewStream(t), written: make([]uint64, max(n, 0)), writer: map[uint32]writerID{}}
}

// printfBefore marks the bytes of the printf buffer the instruction at
// wave wi's PC is about to write (stores and atomics only).
func (s *Session) printfBefore(g *group, wi int) {
	pf := s.pf
	w := g.waves[wi]
	in, _, ok := s.dbg.InstAt(w.PC)
	if !ok {
		return
	}
	switch in.Op.Mem().Kind {
	case isa.MemNone, isa.MemLoad:
		return
	}
	lo := pf.buf.Base + printf.HeaderSize
	hi := pf.buf.End()
	for _, a := range s.dbg.Accesses(w) {
		if !a.Write || a.Space != exec.SpaceGlobal || a.Addr+uint64(a.Size) <= lo || a.Addr >= hi {
			continue
		}
		start := max(a.Addr, lo) - lo
		end := min(a.Addr+uint64(a.Size), hi) - lo
		for b := start; b < end; b++ {
			pf.written[b/64] |= 1 << (b % 64)
		}
		if a.Lane >= 0 && a.Lane < w.LaneCount() {
			for d := start &^ 3; d < end; d += 4 {
				if _, seen := pf.writer[uint32(d)]; !seen {
					pf.writer[uint32(d)] = writerID{wg: w.Workgroup, wi: w.WorkItem[a.Lane]}
				}
			}
		}
	}
}

// ready reports whether the kernel has written every byte of [off, off+n).
func (pf *printfState) ready(off, n uint32) bool {
	for b := uint64(off); b < uint64(off)+uint64(n); b++ {
		if int(b/64) >= len(pf.written) || pf.written[b/64]&(1<<(b%64)) == 0 {
			return false
		}
	}
	return true
}

// printfAfter decodes the records the last instruction completed and
// hands each to Options.Output.
func (s *Session) printfAfter() {
	pf := s.pf
	if !pf.stream.Pending(pf.buf.Data) {
		return
	}
	s.printfDecode(pf.ready)
}

// printfFlush decodes what is left when the dispatch ends: records whose
// bytes the debugger did not see written (a wave that wrote them in a way
// it does not follow) are taken as they are.
func (s *Session) printfFlush() {
	if s.pf != nil && s.pf.stream.Pending(s.pf.buf.Data) {
		s.printfDecode(nil)
	}
}

func (s *Session) printfDecode(ready printf.Ready) {
	pf := s.pf
	recs, err := pf.stream.Poll(pf.buf.Data, ready)
	for _, r := range recs {
		line := PrintfLine{Text: r.Text, Stderr: r.Stderr}
		if id, ok := pf.writer[r.Offset]; ok {
			line.Workgroup, line.WorkItem, line.Known = id.wg, id.wi, true
		}
		pf.lines = append(pf.lines, line)
		if s.opts.Output != nil {
			s.opts.Output(line)
		}
	}
	if err != nil && pf.err == nil {
		pf.err = fmt.Errorf("%s: kernel %s: %w", s.L.File.Name, s.L.Name, err)
	}
}

// PrintfLines returns the text of the kernel's printf calls so far, in the
// order they were made.
func (s *Session) PrintfLines() []PrintfLine {
	if s.pf == nil {
		return nil
	}
	return s.pf.lines
}

// PrintfError is the first printf record that could not be decoded (nil:
// none), or a full buffer once the dispatch has ended.
func (s *Session) PrintfError() error {
	if s.pf == nil {
		return nil
	}
	if s.pf.err != nil {
		return s.pf.err
	}
	if s.finished && s.pf.stream.Table.Full(s.pf.buf.Data) {
		used, size := printf.Used(s.pf.buf.Data)
		return fmt.Errorf("%s: kernel %s: the printf buffer is full (%d of %d bytes used): printf calls that found no room printed nothing",
			s.L.File.Name, s.L.Name, min(uint64(used)+printf.HeaderSize, uint64(size)), size)
	}
	return nil
}

// HasPrintf reports whether the kernel has a printf buffer whose records
// the session decodes.
func (s *Session) HasPrintf() bool {
	if s.pf != nil {
		return true
	}
	t, err := s.L.PrintfTable()
	return err == nil && t != nil
}

// exitStop is the stop of a dispatch that has ended: the printf records
// left are decoded, and a full printf buffer (or a record that could not
// be decoded) is said.
func (s *Session) exitStop() *Stop {
	s.printfFlush()
	st := &Stop{Reason: StopExited, Groups: s.total, Waves: s.countWaves()}
	if err := s.PrintfError(); err != nil {
		st.Note = err.Error()
	}
	s.checkExit(st)
	return st
}
