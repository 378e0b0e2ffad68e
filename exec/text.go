package exec

import "github.com/gcndbg/gcndbg/isa"

// instText prints an instruction for reports, as llvm-objdump would.
func instText(in *isa.Inst) string { return isa.LLVMSyntax(*in) }
