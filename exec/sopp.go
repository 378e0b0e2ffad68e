package exec

import (
	"fmt"

	"github.com/gcndbg/gcndbg/isa"
)

// Program control (SOPP, and the SOP1 PC operations): branches, the end of
// the program, barriers, traps, and the hints the interpreter has no use
// for (waitcnt: every memory operation completes at once).

func init() {
	register(map[isa.Op]semFn{
		isa.OpS_NOP:            nop,
		isa.OpS_WAITCNT:        nop,
		isa.OpS_SLEEP:          nop,
		isa.OpS_SETPRIO:        nop,
		isa.OpS_ICACHE_INV:     nop,
		isa.OpS_DCACHE_WB:      nop,
		isa.OpS_DCACHE_INV:     nop,
		isa.OpS_DCACHE_WB_VOL:  nop,
		isa.OpS_SENDMSG:        nop,
		isa.OpS_TTRACEDATA:     nop,
		isa.OpS_INCPERFLEVEL:   nop,
		isa.OpS_DECPERFLEVEL:   nop,
		isa.OpS_ENDPGM:         sEndpgm,
		isa.OpS_BARRIER:        sBarrier,
		isa.OpS_TRAP:           sTrap,
		isa.OpS_BRANCH:         sBranch,
		isa.OpS_CBRANCH_SCC0:   sBranch,
		isa.OpS_CBRANCH_SCC1:   sBranch,
		isa.OpS_CBRANCH_VCCZ:   sBranch,
		isa.OpS_CBRANCH_VCCNZ:  sBranch,
		isa.OpS_CBRANCH_EXECZ:  sBranch,
		isa.OpS_CBRANCH_EXECNZ: sBranch,
		isa.OpS_GETPC_B64:      sGetpc,
		isa.OpS_SETPC_B64:      sSetpc,
		isa.OpS_SWAPPC_B64:     sSwappc,
	})
}

func nop(*Wave, *instr) error { return nil }

func sEndpgm(w *Wave, _ *instr) error {
	w.Ended = true
	barrierDropOnEnd(w)
	return nil
}

// s_barrier: an arrive at the workgroup barrier, then a wait on it: the
// wave waits until every wave of its workgroup that has not ended arrives
// (the scheduler lets them go on: WakeBarrierWaiters).
func sBarrier(w *Wave, _ *instr) error {
	barrierArrive(w, BarrierWorkgroup)
	w.AtBarrier = true
	w.Bar.Waiting = BarrierWorkgroup
	return nil
}

// Trap ids of s_trap as LLVM uses them (AMDGPUUsage "Trap Handler ABI").
const (
	TrapLLVMTrap      = 2 // llvm.trap: abort the dispatch
	TrapLLVMDebugTrap = 3 // llvm.debugtrap: a breakpoint when debugging
	TrapBreakpoint    = 1 // debugger breakpoint (ROCgdb writes s_trap 1)
)

func sTrap(w *Wave, d *instr) error {
	switch id := d.simm16 & 0xff; id {
	case TrapLLVMTrap:
		return &faultError{kind: FaultTrap, detail: "s_trap 2 (llvm.trap) aborts the dispatch"}
	case TrapBreakpoint, TrapLLVMDebugTrap:
		if w.HaltOnTrap {
			w.Halted = true
			w.PC -= uint64(d.size)
		}
		return nil
	default:
		return &faultError{kind: FaultTrap, detail: fmt.Sprintf("s_trap %d", id)}
	}
}

// sBranch is s_branch and s_cbranch_*: a jump by simm16 dwords from the
// next instruction when the branch's condition (instr.cond, branchTaken)
// holds. Step's straight runs evaluate it themselves, the same way.
func sBranch(w *Wave, d *instr) error {
	if branchTaken(w, d.cond) {
		w.PC = uint64(int64(w.PC) + d.branchOffset())
	}
	return nil
}

func programBase(w *Wave) uint64 { return w.Env.ProgramBase() }

// s_getpc_b64: D = address of the next instruction.
func sGetpc(w *Wave, d *instr) error {
	w.swrite64(&d.sdst, programBase(w)+w.PC)
	return nil
}

// s_setpc_b64: PC = S0.
func sSetpc(w *Wave, d *instr) error {
	w.PC = w.sread64(&d.src[0]) - programBase(w)
	return nil
}

// s_swappc_b64: D = address of the next instruction; PC = S0.
func sSwappc(w *Wave, d *instr) error {
	target := w.sread64(&d.src[0])
	w.swrite64(&d.sdst, programBase(w)+w.PC)
	w.PC = target - programBase(w)
	return nil
}
