package dwarf

import (
	"encoding/binary"
	"fmt"
)

// fakeWave is a wave's registers and memory for the tests, written from the
// AMDGPU DWARF register table directly (not through DecodeReg).
type fakeWave struct {
	waveSize int
	pc, exec uint64
	sgpr     [106]uint32
	vgpr     map[int][]uint32 // VGPR n -> per-lane values
	// mem maps "aspace/lane/addr" to a byte; lane is -1 for the address
	// spaces shared by the wave.
	mem map[string]byte
}

func newFakeWave(ws int) *fakeWave {
	return &fakeWave{waveSize: ws, vgpr: map[int][]uint32{}, mem: map[string]byte{}}
}

func (w *fakeWave) ReadReg(r uint64, lane int) ([]byte, error) {
	u32 := func(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }
	u64 := func(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
	vbase := uint64(2560)
	if w.waveSize == 32 {
		vbase = 1536
	}
	switch {
	case r == 16:
		return u64(w.pc), nil
	case r == 17 && w.waveSize == 64:
		return u64(w.exec), nil
	case r == 1 && w.waveSize == 32:
		return u32(uint32(w.exec)), nil
	case r >= 32 && r < 96:
		return u32(w.sgpr[r-32]), nil
	case r >= vbase && r < vbase+256:
		v := w.vgpr[int(r-vbase)]
		if v == nil {
			v = make([]uint32, w.waveSize)
		}
		if lane == AllLanes {
			var out []byte
			for _, x := range v {
				out = binary.LittleEndian.AppendUint32(out, x)
			}
			return out, nil
		}
		if lane < 0 || lane >= w.waveSize {
			return nil, fmt.Errorf("lane %d", lane)
		}
		return u32(v[lane]), nil
	}
	return nil, fmt.Errorf("fake wave has no register %d", r)
}

func memKey(as AddrSpace, lane int, addr uint64) string {
	if as != DW_ASPACE_AMDGPU_private_lane {
		lane = -1
	}
	return fmt.Sprintf("%d/%d/%x", as, lane, addr)
}

func (w *fakeWave) ReadMemory(as AddrSpace, lane int, addr uint64, buf []byte) error {
	for i := range buf {
		v, ok := w.mem[memKey(as, lane, addr+uint64(i))]
		if !ok {
			return fmt.Errorf("unmapped %s address 0x%x", as, addr+uint64(i))
		}
		buf[i] = v
	}
	return nil
}

func (w *fakeWave) store32(as AddrSpace, lane int, addr uint64, v uint32) {
	for i := 0; i < 4; i++ {
		w.mem[memKey(as, lane, addr+uint64(i))] = byte(v >> (8 * i))
	}
}
