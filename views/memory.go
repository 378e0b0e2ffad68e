package views

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/session"
)

// MemoryKind picks the memory a Memory pane shows.
type MemoryKind uint8

// The memories.
const (
	MemLDS     MemoryKind = iota // the focused workgroup's LDS
	MemScratch                   // the focused lane's private memory
	MemBuffers                   // the kernel's buffer arguments
)

// Memory is the LDS, Scratch or Buffers pane: a hex dump with the values
// as typed elements beside it (buffers in their args.yaml type, LDS and
// scratch as 32-bit words in Format). The bytes the instruction at the PC
// is about to access are highlighted and marked '^'.
type Memory struct {
	Focused bool
	// Key is the key that focuses the pane, shown before the title.
	Key    string
	Kind   MemoryKind
	Format Format // for LDS and scratch words
	// Buffer is the index of the buffer shown (Buffers).
	Buffer int
	// Row is the first row shown (16 bytes a row).
	Row int
	// Wave shows the scratch of every lane of the wave side by side, a
	// dword per row, from FirstLane.
	Wave      bool
	FirstLane int
}

// Title names the pane.
func (p Memory) Title() string {
	return [...]string{"LDS", "Scratch", "Buffers"}[p.Kind]
}

// Render draws the pane.
func (p Memory) Render(s *session.ViewSnapshot, st Styles, w, h int) string {
	var m session.ViewMemory
	var space exec.Space
	typ := "u32"
	base := uint64(0) // the address accesses name the memory's byte 0 by
	title := p.Title()
	var head []string
	switch p.Kind {
	case MemLDS:
		m, space = s.LDS, exec.SpaceLocal
		title += fmt.Sprintf("  workgroup (%d,%d,%d)  %d bytes", s.Focus.Workgroup[0], s.Focus.Workgroup[1], s.Focus.Workgroup[2], m.Size)
	case MemScratch:
		if p.Wave {
			return p.renderWave(s, st, w, h)
		}
		m, space = s.Scratch, exec.SpacePrivate
		title += fmt.Sprintf("  lane %d  %d bytes", s.Focus.Lane, m.Size)
	case MemBuffers:
		if len(s.Buffers) == 0 {
			return Frame(keyTitle(p.Key, title), []string{st.Dim.Render("the kernel has no buffer arguments")}, st, w, h, p.Focused)
		}
		i := min(max(p.Buffer, 0), len(s.Buffers)-1)
		var tabs []string
		for j, b := range s.Buffers {
			t := fmt.Sprintf("%s: %s[%d]", b.Name, b.Type, b.Size/uint64(max(elemSize(b.Type), 1)))
			if b.Output {
				t += " out"
			}
			if j == i {
				t = st.Focus.Render("[" + t + "]")
			} else {
				t = " " + t + " "
			}
			tabs = append(tabs, t)
		}
		head = append(head, strings.Join(tabs, " "))
		b := s.Buffers[i]
		m, space, typ, base = b.ViewMemory, exec.SpaceGlobal, b.Type, b.Addr
		title += fmt.Sprintf("  %s at %#x", b.Name, b.Addr)
	}
	if m.Err != "" && len(m.Data) == 0 {
		return Frame(keyTitle(p.Key, title), append(head, st.Dim.Render(m.Err)), st, w, h, p.Focused)
	}
	marked := map[uint64]bool{}
	for _, a := range s.NextAccess {
		if a.Space != space || (space == exec.SpacePrivate && a.Lane != s.Focus.Lane) {
			continue
		}
		for k := range uint64(a.Size) {
			if off := a.Addr + k - base; a.Addr+k >= base && off < m.Size {
				marked[off] = true
			}
		}
	}
	if len(marked) > 0 {
		head = append(head, st.Accessed.Render("^ bytes the instruction at the PC will access"))
	}
	inner := w - 2
	esz := max(elemSize(typ), 1)
	per := bytesPerRow(typ, p.Format, inner)
	rows := h - 2 - len(head)
	nrows := (len(m.Data) + per - 1) / per
	top := window(p.Row, -1, rows, nrows)
	body := head
	for r := top; r < top+rows && r < nrows; r++ {
		lo := r * per
		hi := min(lo+per, len(m.Data))
		var b strings.Builder
		b.WriteString(st.Dim.Render(fmt.Sprintf("%08x ", m.Offset+uint64(lo))))
		for i := lo; i < hi; i++ {
			if marked[m.Offset+uint64(i)] {
				b.WriteString(st.Accessed.Render(fmt.Sprintf("%02x^", m.Data[i])))
			} else {
				b.WriteString(fmt.Sprintf("%02x ", m.Data[i]))
			}
		}
		b.WriteString(strings.Repeat("   ", per-(hi-lo)))
		b.WriteString("|")
		for i := lo; i+esz <= hi; i += esz {
			b.WriteString(" " + typedValue(m.Data[i:i+esz], typ, p.Format))
		}
		body = append(body, b.String())
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}

// BytesPerRow is how many bytes a row of the pane shows at width w: 16,
// 8 or 4, the most for which the typed values still fit beside the bytes.
func (p Memory) BytesPerRow(s *session.ViewSnapshot, w int) int {
	typ := "u32"
	if p.Kind == MemBuffers && len(s.Buffers) > 0 {
		typ = s.Buffers[min(max(p.Buffer, 0), len(s.Buffers)-1)].Type
	}
	return bytesPerRow(typ, p.Format, w-2)
}

// bytesPerRow is the widest row (16, 8 or 4 bytes, never less than an
// element) whose offset, bytes and typed values fit in inner cells.
func bytesPerRow(typ string, f Format, inner int) int {
	esz := max(elemSize(typ), 1)
	for _, per := range []int{16, 8} {
		if per > esz && 9+3*per+1+per/esz*(valueWidth(typ, f)+1) <= inner {
			return per
		}
	}
	return max(4, esz)
}

// valueWidth is the most cells typedValue takes for an element of type t.
func valueWidth(t string, f Format) int {
	switch t {
	case "i8":
		return 4
	case "u8":
		return 3
	case "i16":
		return 6
	case "u16":
		return 5
	case "f16", "bf16":
		return 9
	case "i32", "f32":
		return 11
	case "i64", "u64":
		return 20
	case "f64":
		return 12
	case "u32":
		return f.Width()
	}
	return 10
}

func elemSize(t string) int {
	switch t {
	case "i8", "u8":
		return 1
	case "i16", "u16", "f16", "bf16":
		return 2
	case "i64", "u64", "f64":
		return 8
	}
	return 4
}

// typedValue formats one element.
func typedValue(b []byte, t string, f Format) string {
	switch t {
	case "i8":
		return strconv.Itoa(int(int8(b[0])))
	case "u8":
		return strconv.Itoa(int(b[0]))
	case "i16":
		return strconv.Itoa(int(int16(binary.LittleEndian.Uint16(b))))
	case "u16":
		return strconv.Itoa(int(binary.LittleEndian.Uint16(b)))
	case "f16":
		return shortFloat(dwarf.HalfToFloat(binary.LittleEndian.Uint16(b)), 9)
	case "bf16":
		return shortFloat(float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(b))<<16)), 9)
	case "i32":
		return strconv.Itoa(int(int32(binary.LittleEndian.Uint32(b))))
	case "f32":
		return shortFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))), 11)
	case "i64":
		return strconv.FormatInt(int64(binary.LittleEndian.Uint64(b)), 10)
	case "u64":
		return strconv.FormatUint(binary.LittleEndian.Uint64(b), 10)
	case "f64":
		return shortFloat(math.Float64frombits(binary.LittleEndian.Uint64(b)), 12)
	case "u32":
		return f.Word(binary.LittleEndian.Uint32(b))
	}
	return strconv.FormatUint(uint64(binary.LittleEndian.Uint32(b)), 10)
}

// Follow moves the lane columns of the wave view (w cells wide) so that
// the focused lane's column shows.
func (p Memory) Follow(s *session.ViewSnapshot, w int) Memory {
	ncols := max((w-2-scratchLabelW)/(p.Format.Width()+2), 1)
	p.FirstLane = min(max(p.FirstLane, 0), max(s.WaveSize-ncols, 0))
	if l := s.Focus.Lane; l < p.FirstLane {
		p.FirstLane = l
	} else if l >= p.FirstLane+ncols {
		p.FirstLane = l - ncols + 1
	}
	return p
}

// scratchLabelW is the width of the wave view's offset column.
const scratchLabelW = 9

// renderWave draws the wave's scratch: one row per dword offset, one
// column per lane; '.' marks inactive lanes.
func (p Memory) renderWave(s *session.ViewSnapshot, st Styles, w, h int) string {
	sw := s.ScratchWave
	title := "Scratch  wave view"
	if sw == nil || len(sw.Words) == 0 {
		msg := "no scratch"
		if sw != nil && sw.Err != "" {
			msg = sw.Err
		}
		return Frame(keyTitle(p.Key, title), []string{st.Dim.Render(msg)}, st, w, h, p.Focused)
	}
	cw := p.Format.Width() + 1
	first, last, header := laneColumns(s, p.FirstLane, "offset", scratchLabelW, cw, w-2)
	title += fmt.Sprintf("  lanes %d-%d  %d bytes per lane", first, last-1, sw.Size)
	body := []string{st.Header.Render(header)}
	for r, words := range sw.Words[:min(len(sw.Words), h-3)] {
		var b strings.Builder
		b.WriteString(st.Dim.Render(fmt.Sprintf("%08x ", sw.Offset+uint64(4*r))))
		for l := first; l < last; l++ {
			mark, sty := " ", st.Normal
			if s.Wave != nil && s.Wave.EXEC&(1<<uint(l)) == 0 {
				mark, sty = ".", st.Dim
			}
			b.WriteString(" " + sty.Render(fmt.Sprintf("%*s", cw-1, p.Format.Word(words[l]))+mark))
		}
		body = append(body, b.String())
	}
	return Frame(keyTitle(p.Key, title), body, st, w, h, p.Focused)
}
