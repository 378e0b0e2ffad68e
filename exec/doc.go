// Package exec is gcndbg's interpreter of GCN/CDNA machine code: it sets up a
// kernel dispatch as the ROCm runtime and the hardware's packet processor do
// (AMDGPUUsage "Kernel Dispatch" and "Initial Kernel Execution State"), keeps
// the state of every wavefront (SGPRs, VGPRs as 64 contiguous lanes, EXEC,
// VCC, SCC, M0, MODE ...), models the memories a kernel can reach (the 64-bit
// global address space, LDS per workgroup, swizzled scratch per wave, the
// flat apertures, buffer resource descriptors, the kernarg segment) and runs
// pre-decoded instructions with per-opcode semantics. Code is decoded one
// function at a time, the first time an instruction of it is needed
// (NewProgramFuncs), so a large code object costs only what runs.
//
// exec imports only isa and the standard library. It knows nothing of ELF
// files, DWARF, YAML or terminals: the model layer fills a KernelConfig from
// a kernel descriptor and a Dispatch from an args file.
//
// Every access outside an allocation ends the dispatch with a *Fault that
// names the wave, lanes, address, the allocation it missed and by how much.
// Nothing a kernel does can make the interpreter panic.
//
// Use:
//
//	arch, _ := exec.ArchByName("gfx900")
//	prog, _ := exec.NewProgram(arch, isaTarget, cfg, "vadd", text, textAddr, entryOffset)
//	mem := exec.NewMemory()
//	a, _ := mem.Allocate("a", exec.AllocBuffer, size, 0) // buffers first ...
//	res, err := exec.Run(ctx, prog, &exec.Dispatch{Grid: g, Workgroup: wg, Kernarg: ka}, mem, exec.Options{})
//
// Run lays the dispatch out with NewSetup (kernarg, AQL packet, amd_queue_t,
// scratch), creates each workgroup's waves in their initial state and runs
// them with RunWaves/Step; a debugger drives Step itself. Semantics are
// registered per isa.Op by the files that implement them (salu.go,
// valu_int.go, vopc.go, flat.go, ds.go ...); an operation without
// semantics is a FaultUnimplemented when executed, never a panic.
package exec
