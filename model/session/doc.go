// Package session is gcndbg's headless debugger: it loads a kernel dispatch
// (model/launch), runs its waves in the interpreter (exec) with breakpoints
// written the ROCgdb way (`s_trap 1` over the instruction), stops, steps by
// instruction and by source line following one lane, evaluates source
// variables through DWARF (dwarf) and simple C expressions, and describes
// its state as plain-data snapshots.
//
// One Session serves every front end: the liner REPL and `--batch` of
// cmd/gcndbg, the TUI and the tests. Its command table (Commands) maps the
// gdb/ROCgdb command names of DESIGN.md to functions that write their
// answers to an io.Writer; the session itself never prints.
//
// Workgroups run one after another in linear order (as `gcndbg run
// --jobs 1` does); the waves of the running workgroup are interleaved
// deterministically, a quantum of instructions each, and released together
// from s_barrier. The last 16 finished workgroups stay inspectable.
//
// Stepping (stepi, nexti, step, next, finish) moves only the focused wave;
// the other waves of its workgroup run only to meet it at a barrier. step
// and next follow the focused lane: they stop when that lane is active at
// an is_stmt row of another line, skipping code where it is inactive.
// "Active" is DW_AT_LLVM_active_lane of the subprogram at the PC when it
// has one (it differs from EXEC in whole wave mode), else EXEC; inactive
// lanes are placed by DW_AT_LLVM_lane_pc when present (testdata/lanes.s
// runs AMDGPUUsage's nested IF/THEN/ELSE example with both attributes).
//
// The disassembly of `disassemble` and of the views is the function (symbol,
// else DWARF subprogram, else the kernel) that contains the focused wave's
// PC, so a -O0 kernel's body in __clang_ocl_kern_imp_<name> is shown.
//
// Addresses: the session speaks of program offsets internally and prints
// code object addresses (what llvm-objdump and DWARF use); a return
// address read from s[30:31] is absolute and is rebased.
package session
