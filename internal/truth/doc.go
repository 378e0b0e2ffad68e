// Package truth is the bit-exact truth harness of the interpreter: it runs
// every testdata kernel, on every target at every optimisation level built
// (GCN/CDNA in wave64, RDNA gfx1030/gfx1100/gfx1151/gfx1200/gfx1201 in wave32 and
// wave64), through model/launch with the args file in testdata/args, and
// compares each output with a reference gcndbg did not produce:
//
//   - the same kernel source compiled for the host CPU with the shim
//     testdata/host/gcn_host.h (each work-item a coroutine, barriers switch
//     between them) and the driver testdata/host/gcn_host.c, given the same
//     input bytes the args package materialises; or
//   - for the cross-lane kernels of wave.cl, which a host loop cannot
//     express, a reference written in Go from the kernel's specification
//     (wave.go).
//
// Outputs must be equal bit for bit: none of the kernels uses a
// transcendental approximation (f32 division and square root are built
// correctly rounded, f64 ones are correctly rounded by LLVM's expansion),
// so no tolerance is granted to any of them.
package truth
