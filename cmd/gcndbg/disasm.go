package main

import (
	"bufio"
	"bytes"
	"debug/elf"
	"fmt"
	"github.com/gcndbg/gcndbg/internal/safetext"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/isa"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

func init() { register(newDisasmCmd) }

func newDisasmCmd() *cobra.Command {
	var kernel, target string
	var source, llvm bool
	cmd := &cobra.Command{
		Use:   "disasm FILE [--kernel NAME] [--source] [--llvm] [--target T]",
		Short: "Disassemble a code object's kernels and functions",
		Long: `disasm prints each kernel and function of the code object's .text with
addresses, raw instruction words and LLVM's syntax. --source interleaves the
source lines of the DWARF line table. --llvm prints only the instruction
text, exactly as llvm-objdump -d --no-show-raw-insn --no-leading-addr does
(with --source, and the source lines as llvm-objdump --source prints them).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := codeobj.Open(args[0], codeobj.Options{Target: target, Kernel: kernel})
			if err != nil {
				return badInput(err)
			}
			tgt, err := isa.LookupTarget(f.Target.Processor)
			if err != nil {
				return badInput(fmt.Errorf("%s: %w", args[0], err))
			}
			if tgt, err = disasmWaveSize(tgt, f); err != nil {
				return badInput(fmt.Errorf("%s: %w", args[0], err))
			}
			addr, code, err := f.Text()
			if err != nil {
				return badInput(err)
			}
			syms := textSymbols(f)
			regions, err := disasmRegions(f, syms, addr, uint64(len(code)), kernel)
			if err != nil {
				return badInput(err)
			}
			all := regions // what a branch comment names a target by
			if kernel != "" {
				if all, err = disasmRegions(f, syms, addr, uint64(len(code)), ""); err != nil {
					return badInput(err)
				}
			}
			var lines *sourceLines
			if source {
				lines, err = loadSourceLines(args[0], f)
				if err != nil {
					return badInput(err)
				}
			}
			w := bufio.NewWriter(safetext.Writer(cmd.OutOrStdout()))
			defer w.Flush()
			for i, r := range regions {
				if r.start < addr || r.end > addr+uint64(len(code)) || r.start > r.end {
					return badInput(fmt.Errorf("%s: symbol %s at %#x..%#x lies outside .text", args[0], r.name, r.start, r.end))
				}
				body := code[r.start-addr : r.end-addr]
				if llvm {
					writeLLVM(w, body, r.start, tgt, syms, lines)
					continue
				}
				if i > 0 {
					fmt.Fprintln(w)
				}
				fmt.Fprintf(w, "%016x <%s>:\n", r.start, r.name)
				writeListing(w, body, r.start, tgt, syms, all, lines)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&kernel, "kernel", "", "disassemble only this kernel (in a fat binary, from the code object that defines it)")
	cmd.Flags().BoolVar(&source, "source", false, "interleave source lines (DWARF line table)")
	cmd.Flags().BoolVar(&llvm, "llvm", false, "print only the instruction text, as llvm-objdump does")
	cmd.Flags().StringVar(&target, "target", "", "code object to pick from a fat binary (gfxNNN or a target ID)")
	return cmd
}

// region is a named range of .text, as llvm-objdump splits it at symbols.
type region struct {
	name       string
	start, end uint64
}

// textSymbols is .text's symbols as llvm-objdump collects them for a
// section: every named symbol of the section but STT_SECTION and STT_FILE.
func textSymbols(f *codeobj.File) *isa.SymbolIndex {
	var syms []isa.SectionSymbol
	for _, s := range f.Symbols {
		if s.Section != ".text" || s.Name == "" || s.Type == elf.STT_SECTION || s.Type == elf.STT_FILE {
			continue
		}
		syms = append(syms, isa.SectionSymbol{Name: s.Name, Addr: s.Value, Type: uint8(s.Type)})
	}
	return isa.NewSymbolIndex(syms)
}

// disasmRegions splits .text at its symbols (v3+), as llvm-objdump does,
// or takes each kernel's code after its amd_kernel_code_t (v2). With
// kernel set, only the regions of that kernel's code: all of it, local
// labels included, when its symbol has no size.
func disasmRegions(f *codeobj.File, syms *isa.SymbolIndex, addr, size uint64, kernel string) ([]region, error) {
	end := addr + size
	var rs []region
	if f.Version == 2 {
		for _, k := range f.Kernels {
			rs = append(rs, region{name: k.Name, start: k.Entry, end: k.Entry + k.CodeSize})
		}
	} else {
		starts, names := syms.Starts()
		for i, a := range starts {
			if a < addr || a >= end {
				continue // llvm-objdump skips a symbol outside the section
			}
			r := region{name: names[i], start: a, end: end}
			if i+1 < len(starts) {
				r.end = min(end, starts[i+1])
			}
			rs = append(rs, r)
		}
		switch {
		case len(rs) == 0:
			rs = []region{{name: ".text", start: addr, end: end}}
		case rs[0].start > addr:
			// Bytes before the first symbol (padding ahead of the first
			// kernel): llvm-objdump lists them under the section's name.
			rs = append([]region{{name: ".text", start: addr, end: rs[0].start}}, rs...)
		}
	}
	if kernel == "" {
		return rs, nil
	}
	k, err := f.Kernel(kernel)
	if err != nil {
		return nil, err
	}
	if f.Version == 2 || k.CodeSize == 0 {
		for _, r := range rs {
			if r.start == k.Entry {
				return []region{r}, nil
			}
		}
		return []region{{name: k.Name, start: k.Entry, end: k.Entry + k.CodeSize}}, nil
	}
	kend := k.Entry + k.CodeSize
	var out []region
	for _, r := range rs {
		if r.start >= k.Entry && r.start < kend {
			r.end = min(r.end, kend)
			out = append(out, r)
		}
	}
	if len(out) == 0 || out[0].start != k.Entry {
		first := region{name: k.Name, start: k.Entry, end: kend}
		if len(out) > 0 {
			first.end = out[0].start
		}
		out = append([]region{first}, out...)
	}
	return out, nil
}

// writeLLVM prints llvm-objdump's instruction text, one per line; with
// lines, the source lines llvm-objdump --source prints.
func writeLLVM(w io.Writer, code []byte, pc uint64, t *isa.Target, syms *isa.SymbolIndex, lines *sourceLines) {
	isa.DisassembleObjdump(code, pc, t, func(l *isa.Line) bool {
		if lines != nil {
			lines.printObjdump(w, l.PC)
		}
		if l.Zeros {
			fmt.Fprintf(w, "\t\t...\n")
			return true
		}
		fmt.Fprintf(w, "\t%s\n", l.TextLabels(syms.BranchLabel))
		return true
	})
}

// writeListing prints address, raw words and text, with branch targets
// named by symbol and, when lines is set, the source lines.
func writeListing(w io.Writer, code []byte, pc uint64, t *isa.Target, syms *isa.SymbolIndex, regions []region, lines *sourceLines) {
	isa.DisassembleObjdump(code, pc, t, func(l *isa.Line) bool {
		if lines != nil {
			lines.print(w, l.PC)
		}
		if l.Zeros {
			fmt.Fprintf(w, "  %016x:  %-26s ...\n", l.PC, fmt.Sprintf("(%d zero bytes)", len(l.Bytes)))
			return true
		}
		var words []string
		for i := 0; i+4 <= len(l.Bytes); i += 4 {
			words = append(words, fmt.Sprintf("%08x", uint32(l.Bytes[i])|uint32(l.Bytes[i+1])<<8|uint32(l.Bytes[i+2])<<16|uint32(l.Bytes[i+3])<<24))
		}
		text := l.TextLabels(syms.BranchLabel)
		if l.Err == nil && l.Inst.Enc.Flags&isa.FlagIsBranch != 0 {
			// A target no label names gets its place as a comment, as
			// llvm-objdump adds "<symbol+offset>".
			if o := l.Inst.Operand("simm16"); o != nil {
				target := isa.BranchTarget(l.PC, o.Imm)
				if _, named := syms.BranchLabel(target); !named {
					text += "  // " + symbolize(target, regions)
				}
			}
		}
		fmt.Fprintf(w, "  %016x:  %-26s %s\n", l.PC, strings.Join(words, " "), text)
		return true
	})
}

func symbolize(addr uint64, regions []region) string {
	for _, r := range regions {
		if addr >= r.start && addr < r.end {
			if addr == r.start {
				return fmt.Sprintf("<%s>", r.name)
			}
			return fmt.Sprintf("<%s+%#x>", r.name, addr-r.start)
		}
	}
	return fmt.Sprintf("%#x", addr)
}

// sourceLines interleaves DWARF line-table rows with the listing.
type sourceLines struct {
	d     *dwarf.Data
	last  string
	files map[string][]string
	dir   string
	// The row llvm-objdump --source printed last: its file ("" when the
	// address had none) and line.
	oldFile string
	oldLine int
	raw     map[string][]string
}

func loadSourceLines(path string, f *codeobj.File) (*sourceLines, error) {
	ef, err := elf.NewFile(bytes.NewReader(f.Data))
	if err != nil {
		return nil, fmt.Errorf("%s: --source needs an ELF code object: %w", path, err)
	}
	d, err := dwarf.LoadFrom(ef, f.Data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &sourceLines{d: d, files: map[string][]string{}, dir: filepath.Dir(path)}, nil
}

func (s *sourceLines) print(w io.Writer, pc uint64) {
	li, err := s.d.PCToLine(pc)
	if err != nil || li.Line == 0 {
		return
	}
	key := fmt.Sprintf("%s:%d", li.File, li.Line)
	if key == s.last {
		return
	}
	s.last = key
	text := ""
	if src := s.source(li.File); li.Line-1 < len(src) {
		text = strings.TrimSpace(src[li.Line-1])
	}
	fmt.Fprintf(w, "; %s:%d: %s\n", filepath.Base(li.File), li.Line, text)
}

// printObjdump prints the source line of pc as llvm-objdump --source
// does: "; " and the line as the file has it, when the line-table row's
// file or line differs from the previous instruction's (a row of line 0,
// or an address without a row, prints nothing but counts as a change).
func (s *sourceLines) printObjdump(w io.Writer, pc uint64) {
	li, err := s.d.PCToLine(pc)
	if err != nil {
		s.oldFile, s.oldLine = "", 0
		return
	}
	if li.Line == 0 || (li.Line == s.oldLine && li.File == s.oldFile) {
		s.oldFile, s.oldLine = li.File, li.Line
		return
	}
	s.oldFile, s.oldLine = li.File, li.Line
	if lines := s.rawSource(li.File); li.Line <= len(lines) {
		fmt.Fprintf(w, "; %s\n", lines[li.Line-1])
	}
}

// rawSource is the file's lines as llvm-objdump splits them: at each
// newline, without a trailing \r, and no empty line after a final newline.
func (s *sourceLines) rawSource(file string) []string {
	if l, ok := s.raw[file]; ok {
		return l
	}
	if s.raw == nil {
		s.raw = map[string][]string{}
	}
	lines := s.source(file)
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSuffix(l, "\r")
	}
	s.raw[file] = out
	return out
}

func (s *sourceLines) source(file string) []string {
	if l, ok := s.files[file]; ok {
		return l
	}
	var lines []string
	base := filepath.Base(file)
	for _, p := range []string{file, filepath.Join(s.dir, base), filepath.Join(s.dir, "..", base),
		filepath.Join(s.dir, "..", "kernels", base), filepath.Join(s.dir, "..", "..", "kernels", base)} {
		if b, err := os.ReadFile(p); err == nil {
			lines = strings.Split(string(b), "\n")
			break
		}
	}
	s.files[file] = lines
	return lines
}

// disasmWaveSize picks the lane-mask width RDNA code is printed with: wave64
// when the object has kernels and none of them runs in wave32 (as
// llvm-objdump --mattr=+wavefrontsize64 prints it), else wave32.
func disasmWaveSize(tgt *isa.Target, f *codeobj.File) (*isa.Target, error) {
	if !tgt.Info().Gen.RDNA() || len(f.Kernels) == 0 {
		return tgt, nil
	}
	for _, k := range f.Kernels {
		if k.WavefrontSize() == 32 {
			return tgt, nil
		}
	}
	return tgt.WithWaveSize(64)
}
