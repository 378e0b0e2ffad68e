// Package codeobj reads AMDGPU code objects: ELF files (ET_DYN and ET_REL) of
// code object versions 2 to 6, and the clang offload bundles and HIP fat
// binaries that carry them.
//
// It decodes what AMDGPUUsage ("ELF Code Object", "Note Records", "Code
// Object Metadata", "Kernel Descriptor") and the AMDGPU-ABI seed (for v2's
// amd_kernel_code_t) specify: the target (processor, xnack and sramecc
// settings, generic targets), the code object version, the symbols, each
// kernel's descriptor or amd_kernel_code_t, and the metadata note, with
// unknown metadata keys kept.
//
// The input is untrusted. Every malformed input yields a *FormatError that
// names the file, the byte offset and what was expected; no input makes the
// package panic, and allocations are bounded by the size of the input.
package codeobj
