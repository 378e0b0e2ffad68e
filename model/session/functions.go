package session

import "github.com/gcndbg/gcndbg/model/codeobj"

// codeRange is a function's code as program offsets [Lo, Hi) and its name.
type codeRange struct {
	Lo, Hi uint64
	Name   string
}

// functionAt returns the function whose code contains pc (a program
// offset): the kernel or device function symbol of the code object's
// symbol table (so clang's __clang_ocl_kern_imp_<name> bodies are named as
// the linker sees them), else the DWARF subprogram, else the kernel from
// its entry to the end of its code. Both `disassemble` and the views'
// disassembly use it.
func (s *Session) functionAt(pc uint64) codeRange {
	n := uint64(len(s.prog.Code))
	clip := func(r codeRange) codeRange {
		r.Hi = min(r.Hi, n)
		r.Lo = min(r.Lo, r.Hi)
		return r
	}
	a := s.addr(pc)
	if s.L != nil && s.L.File != nil {
		for _, sym := range s.L.File.Symbols {
			if sym.Kind != codeobj.SymKernel && sym.Kind != codeobj.SymFunction || sym.Size == 0 {
				continue
			}
			if a >= sym.Value && a-sym.Value < sym.Size && sym.Value >= s.bias {
				return clip(codeRange{Lo: s.offset(sym.Value), Hi: s.offset(sym.Value) + sym.Size, Name: sym.Name})
			}
		}
	}
	if s.dw != nil {
		if fn, err := s.dw.FunctionAt(a); err == nil && fn.HighPC() >= s.bias {
			return clip(codeRange{Lo: s.offset(fn.LowPC()), Hi: s.offset(fn.HighPC()), Name: fn.Name})
		}
	}
	r := codeRange{Lo: s.prog.Entry, Hi: n, Name: s.prog.Name}
	if s.L != nil && s.L.Kernel != nil && s.L.Kernel.CodeSize != 0 {
		r.Hi = s.prog.Entry + s.L.Kernel.CodeSize
	}
	return clip(r)
}
