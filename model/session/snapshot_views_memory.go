package session

// The memory windows of a ViewSnapshot (owned by the TUI).

import (
	"github.com/gcndbg/gcndbg/dwarf"
)

func (s *Session) ldsView(g *group, ok bool, opts ViewOptions) ViewMemory {
	m := ViewMemory{Name: "LDS"}
	if !ok || g.env.lds == nil {
		m.Err = "no workgroup running"
		return m
	}
	data := g.env.lds.Data
	m.Size = uint64(len(data))
	m.Offset = min(opts.LDSOffset, m.Size)
	m.Data = append([]byte(nil), data[m.Offset:min(m.Offset+uint64(opts.MemoryWindow), m.Size)]...)
	return m
}

func (s *Session) scratchView(g *group, wi int, ok bool, opts ViewOptions) ViewMemory {
	m := ViewMemory{Name: "scratch"}
	if !ok {
		m.Err = "no wave"
		return m
	}
	m.Size = uint64(s.L.Program.Config.PrivateSegmentFixedSize)
	if m.Size == 0 {
		m.Err = "the kernel uses no scratch"
		return m
	}
	m.Offset = min(opts.ScratchOffset, m.Size)
	buf := make([]byte, min(m.Offset+uint64(opts.MemoryWindow), m.Size)-m.Offset)
	if err := s.readMemory(g, g.waves[wi], dwarf.DW_ASPACE_AMDGPU_private_lane, s.focusLane, m.Offset, buf); err != nil {
		m.Err = err.Error()
		return m
	}
	m.Data = buf
	return m
}

func (s *Session) bufferViews(opts ViewOptions) []ViewBuffer {
	var out []ViewBuffer
	for _, b := range s.L.Bindings {
		if b.Arg == nil || b.Arg.Buffer == nil {
			continue
		}
		name := b.Param.DisplayName()
		a := s.L.Buffer(name)
		if a == nil {
			continue
		}
		bv := ViewBuffer{Type: b.Arg.Buffer.Type.String(), Addr: a.Base, Output: b.Arg.Buffer.Output}
		bv.Name = name
		bv.Size = uint64(len(a.Data))
		bv.Offset = min(opts.BufferOffset[name], bv.Size)
		bv.Data = append([]byte(nil), a.Data[bv.Offset:min(bv.Offset+uint64(opts.MemoryWindow), bv.Size)]...)
		out = append(out, bv)
	}
	return out
}

func (s *Session) scratchWaveView(g *group, wi int, opts ViewOptions) *ViewScratchWave {
	sw := &ViewScratchWave{Size: uint64(s.L.Program.Config.PrivateSegmentFixedSize)}
	if sw.Size == 0 {
		sw.Err = "the kernel uses no scratch"
		return sw
	}
	sw.Offset = min(opts.ScratchOffset, sw.Size) &^ 3
	rows := min((sw.Size-sw.Offset)/4, scratchWaveRows)
	w := g.waves[wi]
	for r := range rows {
		words := make([]uint32, s.waveSize)
		for l := range min(s.waveSize, w.Lanes) {
			var b [4]byte
			if err := s.readMemory(g, w, dwarf.DW_ASPACE_AMDGPU_private_lane, l, sw.Offset+4*r, b[:]); err != nil {
				sw.Err = err.Error()
				return sw
			}
			words[l] = uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
		}
		sw.Words = append(sw.Words, words)
	}
	return sw
}
