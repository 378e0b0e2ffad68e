// Package launch turns a code object, a kernel name and an args file into
// everything one dispatch of that kernel needs, as the ROCm runtime would
// prepare it: the kernel's code decoded for the interpreter (exec.Program),
// its exec.KernelConfig (from the v3+ kernel descriptor or the v2
// amd_kernel_code_t), a global address space holding the loaded code object
// and one named allocation per buffer argument, the kernarg segment laid out
// from the metadata (explicit arguments at their .offset, every hidden
// argument of code object v2-v6 filled from the dispatch: AMDGPUUsage
// "Kernarg Segment", "Implicit Kernel Arguments", AMDGPU-ABI), and the
// exec.Dispatch.
//
// After a run, Outputs reads back every argument the args file marks
// `output: true`.
package launch
