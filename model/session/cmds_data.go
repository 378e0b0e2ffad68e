package session

import (
	"encoding/binary"
	"fmt"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/gcndbg/gcndbg/dwarf"
	"github.com/gcndbg/gcndbg/isa"
)

var dataCommands = []Command{
	{Name: "print", Aliases: []string{"p"}, Usage: "print[/FMT] EXPR", Help: "Evaluate EXPR for the focused lane: source variables, $s0 $v0 $v0[5] $s[0:1] $exec $vcc $pc $scc $m0, $_lane $_lane_count $_wave $_dispatch_pos, C operators, casts, sizeof, ?:, &x, ARR@N; FMT is one of x d u o t z c f a s.",
		Run: func(s *Session, c *Call) error {
			f, err := printFormat(c.Mod)
			if err != nil {
				return err
			}
			v, err := s.Evaluate(c.Args)
			if err != nil {
				return err
			}
			s.history = append(s.history, v)
			c.printf("$%d = %s\n", len(s.history), s.FormatAs(v, f))
			return nil
		}},
	{Name: "x", Usage: "x/NFU [SPACE#]ADDR|EXPR", Help: "Examine memory: N units of U (b h w g; default the pointed-to type's size) in format F (x d u o t z c f a, or i for instructions) at ADDR of global, local, private_lane, private_wave or generic memory, or at the address EXPR gives, as the focused lane sees it; a code address ($pc) reads the loaded code object's bytes.",
		Run: func(s *Session, c *Call) error { return s.examine(c) }},
	{Name: "backtrace", Aliases: []string{"bt", "where"}, Usage: "backtrace", Help: "Show the focused wave's call stack (device functions, inlined frames).",
		Run: func(s *Session, c *Call) error {
			frames, err := s.Backtrace()
			if err != nil {
				return err
			}
			for i, f := range frames {
				if i == 0 {
					c.printf("#%d  %s\n", f.Level, s.frameText(f))
				} else {
					c.printf("#%d  %#016x in %s\n", f.Level, f.Addr, s.frameText(f))
				}
			}
			return nil
		}},
	{Name: "list", Aliases: []string{"l"}, Usage: "list [[FILE:]LINE | FUNCTION | FIRST,LAST | -]", Help: "Show source lines around the focused lane's line, LINE or the start of FUNCTION (again: the next lines; -: the lines before those last shown).", Repeat: true,
		Run: func(s *Session, c *Call) error { return s.list(c) }},
	{Name: "disassemble", Usage: "disassemble", Help: "Disassemble the function around the focused wave's PC (=> marks it).",
		Run: func(s *Session, c *Call) error { return s.disassemble(c) }},
}

// Evaluate evaluates an expression for the focused lane.
func (s *Session) Evaluate(src string) (Value, error) {
	e, err := parseExpr(src)
	if err != nil {
		return Value{}, err
	}
	if constOnly(e) {
		return (&evalCtx{s: s}).eval(e)
	}
	c, err := s.selectedCtx()
	if err != nil {
		return Value{}, err
	}
	return c.eval(e)
}

// selectedCtx is the evaluation context of the focused lane in the
// selected frame (frame N, up, down).
func (s *Session) selectedCtx() (*evalCtx, error) {
	g, wi, err := s.mustFocus()
	if err != nil {
		return nil, err
	}
	c := &evalCtx{s: s, g: g, wi: wi, lane: s.focusLane}
	if s.frameSel > 0 {
		frames, err := s.Backtrace()
		if err != nil {
			return nil, err
		}
		if s.frameSel >= len(frames) {
			s.frameSel = 0
		} else {
			f := frames[s.frameSel]
			c.frame = &f
		}
	}
	return c, nil
}

// examine is x/NFU.
func (s *Session) examine(c *Call) error {
	n, f, u := 1, byte('x'), 0
	mod := c.Mod
	if mod != "" {
		i := 0
		for i < len(mod) && isDigit(mod[i]) {
			i++
		}
		if i > 0 {
			v, err := strconv.Atoi(mod[:i])
			if err != nil || v < 1 || v > 4096 {
				return errorf("count must be 1..4096")
			}
			n = v
		}
		for _, ch := range []byte(mod[i:]) {
			switch ch {
			case 'x', 'd', 'u', 'f', 'o', 't', 'c', 'z', 'a', 'i':
				f = ch
			case 'b':
				u = 1
			case 'h':
				u = 2
			case 'w':
				u = 4
			case 'g':
				u = 8
			default:
				return errorf("unknown format letter %q (x d u o t z c f a i, sizes b h w g)", ch)
			}
		}
	}
	as, addr, err := parseAddrSpec(c.Args)
	var elem *dwarf.Type
	var code bool // addr is a code address ($pc, a function)
	if err != nil && strings.Contains(c.Args, "#") {
		return err // SPACE#ADDR with a bad space or address
	}
	if err != nil {
		// An expression: a pointer's value (in its address space), an
		// array's or other object's address, or an integer address.
		var eerr error
		as, addr, elem, code, eerr = s.examineAddress(c.Args)
		if eerr != nil {
			return eerr
		}
	}
	if f == 'i' {
		return s.examineInstructions(c, n, addr)
	}
	if u == 0 && elem != nil {
		// The pointed-to type gives the unit, as gdb's x does.
		if es := elem.ByteSize(); es == 1 || es == 2 || es == 4 || es == 8 {
			u = int(es)
		}
		if r := elem.Resolve(); f == 'x' && c.Mod == "" && r != nil && r.Kind == dwarf.TypeBase && r.Encoding == ateFloat {
			f = 'f'
		}
	}
	if u == 0 {
		u = 4
	}
	if f == 'f' && u < 4 {
		u = 4
	}
	if f == 'a' {
		u = 8
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return err
	}
	buf := make([]byte, n*u)
	image := code && s.L.Image != nil
	readAs, readAt := as, addr
	if image {
		// A code address's bytes are where the loaded code object is
		// in the global address space, as x/4xw $pc reads the
		// instruction words in gdb.
		readAs, readAt = dwarf.DW_ASPACE_none, s.L.Image.Base+addr
	}
	if err := s.readMemory(g, g.waves[wi], readAs, s.focusLane, readAt, buf); err != nil {
		return errorf("cannot access memory at %s#%#x: %v", readAs, readAt, err)
	}
	perLine := 16 / u
	if f == 'd' || f == 'u' || f == 'f' || f == 'o' || f == 'c' {
		perLine = 4
	}
	if f == 't' {
		perLine = max(1, 8/u)
	}
	for i := 0; i < n; i++ {
		if i%perLine == 0 {
			if i > 0 {
				c.printf("\n")
			}
			if a := addr + uint64(i*u); image {
				// Labelled as gdb labels code: "0x58ec <fn+492>:".
				if sym := s.symbolic(s.offset(a)); sym != "" {
					c.printf("%#x %s:", a, sym)
				} else {
					c.printf("%#x:", a)
				}
			} else {
				c.printf("%s#%#x:", as, a)
			}
		}
		c.printf("\t%s", s.fmtUnit(buf[i*u:(i+1)*u], f))
	}
	c.printf("\n")
	return nil
}

// fmtUnit formats one unit of x: x u d f as before; the other letters as
// print/FMT does.
func (s *Session) fmtUnit(b []byte, f byte) string {
	switch f {
	case 't':
		// x pads binary to the unit's bits (print/t does not).
		return fmt.Sprintf("%0*b", 8*len(b), leUint(b))
	case 'o', 'c', 'z':
		enc := ateUnsigned
		if f == 'c' {
			enc = ateSignedChar
		}
		out, _ := dwarf.FormatScalar(b, enc, f)
		return out
	case 'a':
		return s.FormatAs(intValue(leUint(b), scalarULong), 'a')
	}
	return fmtUnit(b, f)
}

func fmtUnit(b []byte, f byte) string {
	var v [8]byte
	copy(v[:], b)
	u := binary.LittleEndian.Uint64(v[:])
	bitsN := uint(len(b) * 8)
	switch f {
	case 'd':
		if bitsN < 64 && u>>(bitsN-1) != 0 {
			u |= ^uint64(0) << bitsN
		}
		return strconv.FormatInt(int64(u), 10)
	case 'u':
		return strconv.FormatUint(u, 10)
	case 'f':
		if len(b) == 4 {
			return strconv.FormatFloat(float64(math.Float32frombits(uint32(u))), 'g', -1, 32)
		}
		return strconv.FormatFloat(math.Float64frombits(u), 'g', -1, 64)
	}
	return fmt.Sprintf("0x%0*x", len(b)*2, u)
}

// listPos is where the next `list` continues.
type listPos struct {
	file  string
	line  int
	first int // the first line the last list printed
}

func (s *Session) list(c *Call) error {
	file, line := s.listAt.file, s.listAt.line
	last := 0
	switch {
	case strings.Contains(c.Args, ","):
		// list FIRST,LAST ([FILE:]FIRST).
		a, b, _ := strings.Cut(c.Args, ",")
		f, l, ok := strings.Cut(a, ":")
		if !ok {
			f, l = s.defaultFile(), a
		}
		n, err1 := strconv.Atoi(strings.TrimSpace(l))
		m, err2 := strconv.Atoi(strings.TrimSpace(b))
		if err1 != nil || err2 != nil || n < 1 || m < n {
			return errorf("expected [FILE:]FIRST,LAST, got %q", c.Args)
		}
		file, line, last = f, n, m
	case strings.TrimSpace(c.Args) == "-":
		// list -: the ten lines before those last printed (gdb manual,
		// "Printing Source Lines").
		if file == "" || s.listAt.first == 0 {
			return errorf("no lines listed yet: list - shows the lines before those last printed")
		}
		if s.listAt.first <= 1 {
			return errorf("Already at the start of %s.", baseName(file))
		}
		line, last = max(s.listAt.first-10, 1), s.listAt.first-1
	case c.Args != "" && !allDigits(strings.TrimSpace(c.Args)) && !strings.Contains(c.Args, ":"):
		// list FUNCTION: gdb's lines centered around the beginning of
		// the function (gdb manual, "Printing Source Lines").
		f, l, err := s.functionLine(strings.TrimSpace(c.Args))
		if err != nil {
			return err
		}
		file, line = f, max(l-5, 1)
	case c.Args != "":
		f, l, ok := strings.Cut(c.Args, ":")
		if !ok {
			f, l = s.defaultFile(), c.Args
		}
		n, err := strconv.Atoi(strings.TrimSpace(l))
		if err != nil || n < 1 {
			return errorf("expected [FILE:]LINE, got %q", c.Args)
		}
		file, line = f, max(n-5, 1)
	case file == "":
		file = s.defaultFile()
		center := 1
		if g, wi, ok := s.focused(); ok {
			if li := s.lanePCs(g, wi)[s.focusLane]; li.Line > 0 {
				file, center = li.File, li.Line
			}
		} else if _, l := s.lineOf(s.prog.Entry); l > 0 {
			center = l
		}
		line = max(center-5, 1)
	}
	if file == "" {
		return errorf("no source file (the code object has no line information)")
	}
	src, err := s.Source(s.resolveSource(file))
	if err != nil {
		return err
	}
	if line > len(src) {
		return errorf("line %d is past the end of %s (%d lines)", line, baseName(file), len(src))
	}
	end := min(line+10, len(src)+1)
	if last > 0 {
		end = min(last+1, len(src)+1)
	}
	for l := line; l < end; l++ {
		c.printf("%d\t%s\n", l, src[l-1])
	}
	s.listAt = listPos{file: file, line: end, first: line}
	return nil
}

// functionLine is the source position of a function's declaration.
func (s *Session) functionLine(name string) (string, int, error) {
	if s.dw != nil {
		for _, fn := range s.dw.LookupFunction(name) {
			// As gdb's list FUNCTION: the line of its declaration
			// (DW_AT_decl_line), else of its entry.
			if fn.DeclLine > 0 && fn.DeclFile != "" {
				return fn.DeclFile, fn.DeclLine, nil
			}
			if lo := fn.LowPC(); lo >= s.bias {
				if f, l := s.lineOf(lo - s.bias); l > 0 {
					return f, l, nil
				}
			}
		}
	}
	return "", 0, errorf("Function %q not defined.", name)
}

// resolveSource finds a line-table file on disk: as named, else beside the
// code object or in a kernels/ directory next to it.
func (s *Session) resolveSource(file string) string {
	if _, ok := s.sources[file]; ok {
		return file
	}
	if sub, ok := s.substitutePath(file); ok {
		if _, err := s.Source(sub); err == nil {
			s.sources[file] = s.sources[sub]
			return file
		}
	}
	if _, err := s.Source(file); err == nil {
		return file
	}
	// The directories of `directory` and Options.SourceDirs: the path as
	// the line table names it below each, then its base name.
	for _, d := range s.opts.SourceDirs {
		cand := path.Join(d, file)
		if _, err := s.Source(cand); err == nil {
			s.sources[file] = s.sources[cand]
			return file
		}
	}
	dir := path.Dir(s.L.File.Name)
	for _, d := range append([]string{dir, path.Join(dir, "kernels"), path.Join(dir, "..", "kernels"), path.Join(dir, "..", "..", "kernels")}, s.opts.SourceDirs...) {
		cand := path.Join(d, path.Base(file))
		if _, err := s.Source(cand); err == nil {
			s.sources[file] = s.sources[cand]
			return file
		}
	}
	return file
}

func baseName(f string) string { return path.Base(f) }

// maxDisasm bounds the instructions disassemble prints.
const maxDisasm = 4096

func (s *Session) disassemble(c *Call) error {
	pc := s.prog.Entry
	if g, wi, ok := s.focused(); ok {
		pc = g.waves[wi].PC
	}
	fn := s.functionAt(pc)
	lo, hi, name := fn.Lo, fn.Hi, fn.Name
	c.printf("Dump of assembler code for function %s:\n", name)
	n := 0
	for off := lo; off < hi && off < uint64(len(s.prog.Code)) && n < maxDisasm; n++ {
		in, size, ok := s.dbg.InstAt(off)
		text := "<illegal>"
		if ok {
			text = isa.LLVMSyntax(in)
		}
		mark := "   "
		if off == pc {
			mark = "=> "
		}
		c.printf("%s%#x <+%d>:\t%s\n", mark, s.addr(off), off-lo, text)
		off += uint64(size)
	}
	c.printf("End of assembler dump.\n")
	return nil
}

// examineAddress evaluates x's address expression for the focused lane:
// the address space and address, and the type of what is there (nil when
// unknown).
func (s *Session) examineAddress(src string) (as dwarf.AddrSpace, addr uint64, elem *dwarf.Type, code bool, err error) {
	e, err := parseExpr(src)
	if err != nil {
		return 0, 0, nil, false, err
	}
	g, wi, err := s.mustFocus()
	if err != nil {
		return 0, 0, nil, false, err
	}
	c := &evalCtx{s: s, g: g, wi: wi, lane: s.focusLane}
	v, err := c.eval(e)
	if err != nil {
		return 0, 0, nil, false, err
	}
	switch {
	case v.code:
		return dwarf.DW_ASPACE_none, v.u, nil, true, nil
	case v.isPointer():
		r := v.typ.Resolve()
		as := dwarf.DW_ASPACE_AMDGPU_generic
		if r.HasAddrSpace {
			as = r.AddrSpace
		}
		return as, v.u, r.Elem, false, nil
	case v.obj && v.typ != nil:
		// An array or struct: where it is (gdb takes an array's value as
		// the address of its first element).
		lv, err := c.address(e)
		if err != nil {
			return 0, 0, nil, false, err
		}
		el := lv.typ
		if r := lv.typ.Resolve(); r != nil && r.Kind == dwarf.TypeArray {
			el = r.Elem
		}
		return lv.as, lv.addr, el, false, nil
	case v.isScalar() && !v.st.float:
		return dwarf.DW_ASPACE_none, v.u, nil, v.code, nil
	}
	return 0, 0, nil, false, errorf("%s is not an address", src)
}

// examineInstructions is x/Ni: n instructions from the code address addr,
// as gdb prints them ("=> " marks the focused wave's PC).
func (s *Session) examineInstructions(c *Call, n int, addr uint64) error {
	if addr < s.bias || addr-s.bias >= uint64(len(s.prog.Code)) {
		return errorf("cannot access memory at address %#x (outside the kernel's code)", addr)
	}
	pc := addr - s.bias
	cur := ^uint64(0)
	if g, wi, ok := s.focused(); ok {
		cur = g.waves[wi].PC
	}
	for range n {
		in, size, ok := s.dbg.InstAt(pc)
		if !ok || size == 0 {
			return errorf("no instruction starts at %#x", s.addr(pc))
		}
		mark := "   "
		if pc == cur {
			mark = "=> "
		}
		c.printf("%s%#x %s:\t%s\n", mark, s.addr(pc), s.symbolic(pc), isa.LLVMSyntax(in))
		pc += uint64(size)
		if pc >= uint64(len(s.prog.Code)) {
			break
		}
	}
	return nil
}

// printFormat reads the /FMT of print and display: one of gdb's format
// letters (0 for none).
func printFormat(mod string) (byte, error) {
	switch {
	case mod == "":
		return 0, nil
	case len(mod) == 1 && strings.ContainsRune("xduotzcfas", rune(mod[0])):
		return mod[0], nil
	}
	return 0, errorf("undefined output format %q (x d u o t z c f a s)", mod)
}
