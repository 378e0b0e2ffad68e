package session

import (
	"encoding/binary"
	"fmt"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/exec"
)

// waveRegs gives the DWARF evaluator the registers of one wave.
type waveRegs struct {
	s *Session
	w *exec.Wave
}

func le32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }
func le64(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }

func (r *waveRegs) ReadReg(reg uint64, lane int) ([]byte, error) {
	d, err := dwarf.DecodeReg(reg)
	if err != nil {
		return nil, err
	}
	w := r.w
	if d.WaveSize != 0 && d.WaveSize != w.LaneCount() {
		// AMDGPUUsage numbers EXEC, VCC and the vector registers per
		// wave size: a wave32 has no EXEC_MASK_64 or wave64 VGPR.
		return nil, fmt.Errorf("DWARF register %d is %s of a wave%d, but this wave has %d lanes", reg, d, d.WaveSize, w.LaneCount())
	}
	switch d.Class {
	case dwarf.RegClassPC:
		pc := r.s.addr(w.PC)
		if d.Bits == 32 {
			return le32(uint32(pc)), nil
		}
		return le64(pc), nil
	case dwarf.RegClassEXEC:
		if d.Bits == 32 {
			return le32(uint32(w.EXEC)), nil
		}
		return le64(w.EXEC), nil
	case dwarf.RegClassVCC:
		if d.Bits == 32 {
			return le32(uint32(w.VCC)), nil
		}
		return le64(w.VCC), nil
	case dwarf.RegClassSTATUS:
		return le32(w.Status), nil
	case dwarf.RegClassSGPR:
		if d.Index >= len(w.SGPR) {
			return nil, fmt.Errorf("s%d is beyond the wave's %d SGPRs", d.Index, len(w.SGPR))
		}
		return le32(w.SGPR[d.Index]), nil
	case dwarf.RegClassVGPR, dwarf.RegClassAGPR:
		lanes, name, n := w.VLanes(d.Index), "v", w.NumVGPRs()
		if d.Class == dwarf.RegClassAGPR {
			lanes, name, n = w.ALanes(d.Index), "a", w.NumAGPRs()
		}
		if lanes == nil {
			return nil, fmt.Errorf("%s%d is beyond the wave's %d registers", name, d.Index, n)
		}
		if lane == dwarf.AllLanes {
			out := make([]byte, 0, 4*len(lanes))
			for _, v := range lanes {
				out = binary.LittleEndian.AppendUint32(out, v)
			}
			return out, nil
		}
		if lane < 0 || lane >= len(lanes) {
			return nil, fmt.Errorf("lane %d outside the wave", lane)
		}
		return le32(lanes[lane]), nil
	}
	return nil, fmt.Errorf("register %d is not readable", reg)
}

// waveMem gives the DWARF evaluator the memories a wave sees.
type waveMem struct {
	s *Session
	g *group
	w *exec.Wave
}

func (m *waveMem) ReadMemory(as dwarf.AddrSpace, lane int, addr uint64, buf []byte) error {
	return m.s.readMemory(m.g, m.w, as, lane, addr, buf)
}

// readMemory reads buf from an address space as lane of wave w sees it.
func (s *Session) readMemory(g *group, w *exec.Wave, as dwarf.AddrSpace, lane int, addr uint64, buf []byte) error {
	switch as {
	case dwarf.DW_ASPACE_none:
		return g.env.acc.Read(addr, buf)
	case dwarf.DW_ASPACE_AMDGPU_generic:
		space, off := s.prog.Arch.Apertures().Classify(addr)
		switch space {
		case exec.SpaceLocal:
			return s.readMemory(g, w, dwarf.DW_ASPACE_AMDGPU_local, lane, off, buf)
		case exec.SpacePrivate:
			if slot, sl, ok := s.prog.Arch.Apertures().ScratchLane(addr); ok {
				// gfx1250: the address names the wave slot and lane.
				if slot >= s.setup.Scratch.Slots || sl >= s.waveSize || uint64(len(buf)) > 1<<20 {
					return fmt.Errorf("private address %#x names no lane of this dispatch", addr)
				}
				if slot != w.Slot {
					return s.setup.Scratch.Private(g.env.acc, slot, sl, uint32(off), uint32(len(buf)), false, func(b []byte, at uint32) { copy(buf[at:], b) })
				}
				lane = sl
			}
			return s.readMemory(g, w, dwarf.DW_ASPACE_AMDGPU_private_lane, lane, off, buf)
		}
		return g.env.acc.Read(addr, buf)
	case dwarf.DW_ASPACE_AMDGPU_local:
		b, err := g.env.LDS().Slice(addr, uint64(len(buf)), false)
		if err != nil {
			return err
		}
		copy(buf, b)
		return nil
	case dwarf.DW_ASPACE_AMDGPU_private_lane:
		if lane < 0 || lane >= s.waveSize {
			return fmt.Errorf("private_lane access without a lane")
		}
		if uint64(len(buf)) > 1<<20 || addr > 1<<32 {
			return fmt.Errorf("private address %#x outside the lane's segment", addr)
		}
		return s.setup.Scratch.Private(g.env.acc, w.Slot, lane, uint32(addr), uint32(len(buf)), false, func(b []byte, at uint32) { copy(buf[at:], b) })
	case dwarf.DW_ASPACE_AMDGPU_private_wave:
		for i := range buf {
			la, l := dwarf.PrivateWaveToLane(addr+uint64(i), s.waveSize)
			var one [1]byte
			if err := s.readMemory(g, w, dwarf.DW_ASPACE_AMDGPU_private_lane, l, la, one[:]); err != nil {
				return err
			}
			buf[i] = one[0]
		}
		return nil
	}
	return fmt.Errorf("address space %v is not readable", as)
}

// dwarfContext is the evaluation context of lane of wave wi of g.
func (s *Session) dwarfContext(g *group, wi, lane int) *dwarf.Context {
	w := g.waves[wi]
	c := &dwarf.Context{
		Regs:     &waveRegs{s: s, w: w},
		Mem:      &waveMem{s: s, g: g, w: w},
		Lane:     lane,
		WaveSize: s.waveSize,
		PC:       s.addr(w.PC),
	}
	if !s.prog.Arch.ArchitectedFlatScratch {
		c.StackScale = uint64(s.waveSize)
	}
	return c
}

// Short names for writeMemory.
type execWave = exec.Wave

const (
	spaceLocal   = exec.SpaceLocal
	spacePrivate = exec.SpacePrivate
)
