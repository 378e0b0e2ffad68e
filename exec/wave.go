package exec

import (
	"fmt"
	"sync"
)

// Wave is the architectural state of one wavefront: the register files and
// the special registers, plus where it stands in its workgroup. Semantics
// read and write it directly (the hot path); everything outside the wave
// (memory, barriers) is reached through its Env, so an instruction's
// semantics can be tested on a Wave alone.
type Wave struct {
	// SGPR holds s0..s(n-1); the special SGPR-addressable registers (VCC,
	// FLAT_SCRATCH, XNACK_MASK, M0, EXEC) have their own fields.
	SGPR []uint32
	// VGPR holds the architected VGPRs, 64 lanes per register: lane l of
	// v[r] is VGPR[r*64+l].
	VGPR []uint32
	// AGPR holds the accumulation registers (gfx908+), laid out as VGPR.
	AGPR []uint32

	EXEC, VCC   uint64
	SCC         bool
	M0          uint32
	FlatScratch uint64
	XnackMask   uint64
	Mode        uint32 // HW_REG_MODE
	Status      uint32 // HW_REG_STATUS
	TrapSts     uint32 // HW_REG_TRAPSTS
	// PC is the byte offset of the next instruction in the Program.
	PC uint64

	// Identity.
	ID        int       // index of the wave in its workgroup
	Workgroup [3]uint32 // workgroup id
	// Slot is the wave's scratch slot (its Scratch Wavefront Offset is
	// Slot * WaveBytes).
	Slot int
	// Lanes is the number of lanes holding a work-item (a partial wave at
	// the end of a workgroup has fewer than 64).
	Lanes int
	// WorkItem is the work-item id within the workgroup of each lane.
	WorkItem [64][3]uint32

	// Run state.
	Ended     bool
	AtBarrier bool
	Halted    bool // stopped at s_trap 1/3, a breakpoint
	// HaltOnTrap makes s_trap 1 and 3 halt the wave with its PC on the
	// trap (a debugger is attached); without it they do nothing.
	HaltOnTrap bool
	Steps      uint64

	// LaneOps counts the active lanes of every VALU instruction run.
	LaneOps uint64
	// LastMatrix is 1 + the offset of the last matrix instruction (MFMA)
	// the wave ran, 0 before any (the debugger's `info matrix`).
	LastMatrix uint64

	Env  Env
	tmp  vtmp
	xbuf [4][64]uint32
}

// NewWave returns a wave with nSGPR SGPRs and nVGPR VGPRs and nAGPR AGPRs,
// all zero, and every lane active.
func NewWave(nSGPR, nVGPR, nAGPR int) *Wave {
	return &Wave{
		SGPR:  make([]uint32, nSGPR),
		VGPR:  make([]uint32, nVGPR*64),
		AGPR:  make([]uint32, nAGPR*64),
		EXEC:  ^uint64(0),
		Lanes: 64,
	}
}

// NumVGPRs is the number of architected VGPRs of the wave.
func (w *Wave) NumVGPRs() int { return len(w.VGPR) / 64 }

// V returns the 64 lanes of v[r]; the caller must have checked r.
func (w *Wave) V(r int) []uint32 { return w.VGPR[r*64 : r*64+64 : r*64+64] }

// Env is everything outside a wave that its instructions reach: the memories
// and the workgroup's LDS. The dispatch implements it; tests may fake it.
type Env interface {
	// Global accesses the 64-bit global address space.
	Global() *Accessor
	// LDS is the workgroup's local data share.
	LDS() *LDS
	// Scratch is the dispatch's scratch backing memory.
	Scratch() *Scratch
	// Arch is the target processor.
	Arch() *Arch
	// ProgramBase is the load address of the program (what s_getpc sees).
	ProgramBase() uint64
	// Atomic returns the lock to hold around a global read-modify-write,
	// or nil when no other goroutine touches the memory.
	Atomic() *sync.Mutex
}

// LaneIDs formats the work-item and workgroup ids of a lane for reports:
// "lane 5 (work-item (5,0,0) of workgroup (3,0,0))".
func (w *Wave) LaneIDs(lane int) string {
	if lane < 0 || lane >= 64 {
		return fmt.Sprintf("lane %d", lane)
	}
	wi := w.WorkItem[lane]
	return fmt.Sprintf("lane %d (work-item (%d,%d,%d) of workgroup (%d,%d,%d))", lane,
		wi[0], wi[1], wi[2], w.Workgroup[0], w.Workgroup[1], w.Workgroup[2])
}
