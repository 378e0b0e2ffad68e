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
	// VGPR holds the architected VGPRs, LaneStride (64) lanes per
	// register whatever the wave size: lane l of v[r] is
	// VGPR[r*LaneStride+l]. Code outside exec reads lanes with VLanes,
	// VGPRLane and ALanes instead of indexing.
	VGPR []uint32
	// AGPR holds the accumulation registers (gfx908+), laid out as VGPR.
	AGPR []uint32

	// WaveSize is the number of lanes of the wave, 32 or 64 (0 means
	// 64, as before wave32 existed); LaneCount is the value to use. Lanes
	// at and beyond WaveSize never run: in wave32 the high halves of EXEC
	// stay zero, compares and carry-outs write 32-bit masks (VCC_LO or a
	// single SGPR) and cross-lane operations wrap at 32 lanes.
	WaveSize int

	EXEC, VCC   uint64
	SCC         bool
	M0          uint32
	FlatScratch uint64
	XnackMask   uint64
	Mode        uint32 // HW_REG_MODE
	// VGPRMSB is gfx1250's s_set_vgpr_msb mode (isa/vgpr_msb.go): four
	// 2-bit fields added, times 256, to the VGPR numbers of the operands
	// in slots 0-3 of the instructions that follow; 0 at wave start.
	VGPRMSB uint8
	Status  uint32 // HW_REG_STATUS
	TrapSts uint32 // HW_REG_TRAPSTS
	// TTMP are the trap temporaries ttmp0..ttmp15. Kernels read them on
	// GFX12, where the dispatch puts the workgroup IDs and the wave's ID
	// in its workgroup there (Arch.ArchitectedSGPRs).
	TTMP [16]uint32
	// PC is the byte offset of the next instruction in the Program.
	PC uint64

	// Identity.
	ID        int       // index of the wave in its workgroup
	Workgroup [3]uint32 // workgroup id
	// Slot is the wave's scratch slot (its Scratch Wavefront Offset is
	// Slot * WaveBytes).
	Slot int
	// Lanes is the number of lanes holding a work-item (a partial wave at
	// the end of a workgroup has fewer than LaneCount).
	Lanes int
	// WorkItem is the work-item id within the workgroup of each lane.
	WorkItem [64][3]uint32

	// Run state.
	Ended bool
	// AtBarrier: the wave waits on barrier Bar.Waiting (s_barrier,
	// s_barrier_wait) until the phase it waits for completes.
	AtBarrier bool
	// Bar is the wave's part in its workgroup's barriers (barrier.go).
	Bar    BarrierState
	Halted bool // stopped at s_trap 1/3, a breakpoint
	// HaltOnTrap makes s_trap 1 and 3 halt the wave with its PC on the
	// trap (a debugger is attached); without it they do nothing.
	HaltOnTrap bool
	Steps      uint64

	// LaneOps counts the active lanes of every VALU instruction run.
	LaneOps uint64
	// LastMatrix is 1 + the offset of the last matrix instruction (MFMA)
	// the wave ran, 0 before any (the debugger's `info matrix`).
	LastMatrix uint64

	Env Env
	// Check, when set, sees every instruction before it runs (check.go);
	// nil runs the interpreter's fast loop.
	Check CheckHook
	// wants is the runner's cache of Check's filter answers (nil: a
	// host that keeps none).
	wants *wantsCache
	// accBuf is reused by InstEvent.Accesses, ev by Step.
	accBuf []Access
	// group is the waves of the workgroup, which share its barriers
	// (SetGroup); nil for a wave that runs alone.
	group []*Wave
	ev    InstEvent
	// tmp and xbuf are the wave's scratch lanes (operands.go), behind
	// pointers so that resetting a recycled wave (recycledWave) does not
	// copy their 3.5 KB.
	tmp  *vtmp
	xbuf *[8][64]uint32
}

// LaneStride is the distance between two registers in Wave.VGPR and
// Wave.AGPR: storage is 64 lanes wide in wave32 too, so the semantics keep
// one layout and their 64-lane fast paths.
const LaneStride = 64

// NewWave returns a wave64 with nSGPR SGPRs and nVGPR VGPRs and nAGPR
// AGPRs, all zero, and every lane active (SetWaveSize makes it a wave32).
func NewWave(nSGPR, nVGPR, nAGPR int) *Wave {
	return &Wave{
		SGPR:     make([]uint32, nSGPR),
		VGPR:     make([]uint32, nVGPR*LaneStride),
		AGPR:     make([]uint32, nAGPR*LaneStride),
		EXEC:     ^uint64(0),
		Lanes:    64,
		WaveSize: 64,
		tmp:      new(vtmp),
		xbuf:     new([8][64]uint32),
	}
}

// SetWaveSize makes w a wave of n lanes (32 or 64): lanes from n on are
// made inactive and hold no work-item.
func (w *Wave) SetWaveSize(n int) {
	w.WaveSize = n
	w.EXEC &= w.LaneMask()
	w.Lanes = min(w.Lanes, w.LaneCount())
}

// LaneCount is the number of lanes of the wave: 32 or 64.
func (w *Wave) LaneCount() int {
	if w.WaveSize == 32 {
		return 32
	}
	return 64
}

// LaneMask has a bit set for every lane of the wave (the low 32 in
// wave32); EXEC and every lane mask the wave writes stay within it.
func (w *Wave) LaneMask() uint64 {
	if w.WaveSize == 32 {
		return 0xffff_ffff
	}
	return ^uint64(0)
}

// wave32 reports whether the wave has 32 lanes.
func (w *Wave) wave32() bool { return w.WaveSize == 32 }

// NumVGPRs is the number of architected VGPRs of the wave.
func (w *Wave) NumVGPRs() int { return len(w.VGPR) / LaneStride }

// NumAGPRs is the number of accumulation registers of the wave.
func (w *Wave) NumAGPRs() int { return len(w.AGPR) / LaneStride }

// V returns the 64 stored lanes of v[r] (in wave32 the upper 32 are not
// lanes of the wave); the caller must have checked r. Outside the
// semantics use VLanes.
func (w *Wave) V(r int) []uint32 {
	return w.VGPR[r*LaneStride : r*LaneStride+64 : r*LaneStride+64]
}

// VLanes returns the LaneCount lanes of v[r] (aliasing the wave's
// registers), or nil when the wave has no v[r].
func (w *Wave) VLanes(r int) []uint32 { return lanesOf(w.VGPR, r, w.LaneCount()) }

// ALanes returns the LaneCount lanes of a[r] (aliasing the wave's
// registers), or nil when the wave has no a[r].
func (w *Wave) ALanes(r int) []uint32 { return lanesOf(w.AGPR, r, w.LaneCount()) }

// VGPRLane returns lane lane of v[r]; ok is false when there is no such
// register or lane.
func (w *Wave) VGPRLane(r, lane int) (v uint32, ok bool) {
	lanes := w.VLanes(r)
	if lane < 0 || lane >= len(lanes) {
		return 0, false
	}
	return lanes[lane], true
}

// AGPRLane returns lane lane of a[r]; ok is false when there is no such
// register or lane.
func (w *Wave) AGPRLane(r, lane int) (v uint32, ok bool) {
	lanes := w.ALanes(r)
	if lane < 0 || lane >= len(lanes) {
		return 0, false
	}
	return lanes[lane], true
}

func lanesOf(file []uint32, r, n int) []uint32 {
	if r < 0 || (r+1)*LaneStride > len(file) {
		return nil
	}
	return file[r*LaneStride : r*LaneStride+n : r*LaneStride+n]
}

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
	if lane < 0 || lane >= w.LaneCount() {
		return fmt.Sprintf("lane %d", lane)
	}
	wi := w.WorkItem[lane]
	return fmt.Sprintf("lane %d (work-item (%d,%d,%d) of workgroup (%d,%d,%d))", lane,
		wi[0], wi[1], wi[2], w.Workgroup[0], w.Workgroup[1], w.Workgroup[2])
}
