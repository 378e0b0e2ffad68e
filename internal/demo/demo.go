// Package demo holds the kernel `gcndbg demo` debugs: its OpenCL C source
// (demo.cl), the dispatch (demo.yaml) and the code object built from them
// by build.sh with LLVM 22 (demo.co), all embedded so the demo needs no
// files and no compiler.
//
// The kernel diverges and reconverges: an if/else on the input with a
// nested if/else in one arm, then a loop whose trip count differs per lane.
package demo

import _ "embed"

// SourceName is the source file's name as the code object's DWARF line
// table records it (build.sh compiles in this directory with
// -fdebug-compilation-dir=.).
const SourceName = "demo.cl"

// Names of the other embedded files, for messages.
const (
	CodeObjectName = "demo.co"
	ArgsName       = "demo.yaml"
)

// Source is demo.cl.
//
//go:embed demo.cl
var Source []byte

// Args is demo.yaml, the dispatch: grid, workgroup and the buffers.
//
//go:embed demo.yaml
var Args []byte

// CodeObject is demo.co, demo.cl built for gfx900 at -O1 -g.
//
//go:embed demo.co
var CodeObject []byte

// CodeObjectGFX1100 is demo-gfx1100.co, demo.cl built for gfx1100 (RDNA3)
// at -O1 -g in wave32, gfx1100's default wave size.
//
//go:embed demo-gfx1100.co
var CodeObjectGFX1100 []byte

// CodeObjectGFX1100W64 is demo-gfx1100w64.co, the same build with
// -mwavefrontsize64.
//
//go:embed demo-gfx1100w64.co
var CodeObjectGFX1100W64 []byte
