package exec

import "github.com/gcndbg/gcndbg/isa"

// instText prints an instruction for reports. It will use isa's LLVM
// printer; until that lands it names the operation.
func instText(in *isa.Inst) string { return in.Op.String() }
