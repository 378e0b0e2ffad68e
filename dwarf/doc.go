// Package dwarf reads the DWARF debugging information of AMDGPU code objects
// and evaluates it against a wave's state.
//
// It covers what a source-level debugger of GPU kernels needs: line tables
// (DWARF 4 and 5: PC to file:line:column, file:line to statement PCs,
// prologue_end), the scope tree (subprograms, inlined subroutines, lexical
// blocks) with the variables and parameters in scope at a PC, their types and
// location lists, a gdb-like value formatter, a DWARF expression evaluator
// that implements DWARF 5 plus AMD's heterogeneous-debugging extensions
// (DW_OP_LLVM_user sub-operations and the older 0xe1-0xec encodings), the
// AMDGPU DWARF register and address-space mappings, DW_AT_LLVM_lane_pc and
// DW_AT_LLVM_active_lane helpers, and call-frame (CFI) unwinding.
//
// The package is a leaf: registers and memory of the wave being debugged come
// in through the small Registers and Memory interfaces, so the interpreter
// (package exec) and the debugger session stay independent of it.
//
// All input is untrusted. Malformed DWARF yields a *FormatError naming the
// section and offset; a malformed or runaway expression yields an *EvalError
// naming the operation's offset. Expression evaluation is bounded by a step
// limit and allocations by the size of the input.
//
// Typical use by a debugger session:
//
//	d, err := dwarf.Load(elfFile)               // *FormatError on bad input
//	li, _ := d.PCToLine(pc)                     // file:line:column of a PC
//	pcs, _ := d.LineToPCs("k.cl", 12)           // breakpoint addresses (ErrNoLine)
//	frames, _ := d.InlineFrames(pc)             // innermost inlined frame first
//	vars, _ := d.VisibleVariables(pc)           // or d.VariablesAt(frames[i], pc)
//	ctx := dwarf.Context{Regs: wave, Mem: wave, Lane: lane, WaveSize: 64,
//		StackScale: dwarf.FrameBaseScale("gfx900", 64)}
//	text, _ := v.Value(pc, ctx, dwarf.FormatOptions{}) // "42", "<optimized out>"
//	lanePCs, _ := frames[0].Subprogram().LanePCs(pc, ctx) // if HasLanePC
//	fr, _ := d.Frames(); caller, _ := fr.Unwind(pc, wave, ctx)
//
// Registers.ReadReg takes AMDGPU DWARF register numbers (DecodeReg and
// EncodeReg convert); a vector register is read one lane at a time, or
// whole with AllLanes. Memory.ReadMemory takes a DWARF address space: for
// DW_ASPACE_AMDGPU_private_lane the lane's own scratch (the session applies
// the swizzle, see PrivateLaneToWave), for private_wave the unswizzled wave
// scratch, for generic a flat address.
//
// Upstream clang (22) does not emit AMD's DW_OP_LLVM_* operations. It marks
// address spaces with "DW_OP_lit<N>, DW_OP_swap, DW_OP_xderef" closing a
// location, and a value held in a register R as "DW_OP_bregx R+0" followed
// by that idiom; Evaluate reads both as their producer means them (a memory
// location in address space N; the register itself, the focused lane's
// dword for a VGPR) unless Context.StrictXDeref is set. Its -O0 frame slots
// are "DW_OP_fbreg" from SGPR33 (Context.StackScale unscales it), and its
// CFI has empty FDEs (Frames.Unwind then takes the return address from
// SGPR30:31).
//
// References: DWARF Version 5; LLVM's "DWARF Extensions For Heterogeneous
// Debugging" and AMDGPUUsage "DWARF Debug Information".
package dwarf
