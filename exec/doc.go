// Package exec is gcndbg's interpreter of GCN/CDNA machine code: it sets up a
// kernel dispatch as the ROCm runtime and the hardware's packet processor do
// (AMDGPUUsage "Kernel Dispatch" and "Initial Kernel Execution State"), keeps
// the state of every wavefront (SGPRs, VGPRs as 64 contiguous lanes, EXEC,
// VCC, SCC, M0, MODE ...), models the memories a kernel can reach (the 64-bit
// global address space, LDS per workgroup, swizzled scratch per wave, the
// flat apertures, buffer resource descriptors, the kernarg segment) and runs
// pre-decoded instructions with per-opcode semantics.
//
// exec imports only isa and the standard library. It knows nothing of ELF
// files, DWARF, YAML or terminals: the model layer fills a KernelConfig from
// a kernel descriptor and a Dispatch from an args file.
//
// Every access outside an allocation ends the dispatch with a *Fault that
// names the wave, lanes, address, the allocation it missed and by how much.
// Nothing a kernel does can make the interpreter panic.
package exec
