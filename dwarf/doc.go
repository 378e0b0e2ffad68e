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
// References: DWARF Version 5; LLVM's "DWARF Extensions For Heterogeneous
// Debugging" and AMDGPUUsage "DWARF Debug Information".
package dwarf
