package dwarf

import (
	"errors"
	"fmt"
	"sort"
)

// Call frame instructions (DWARF 5 section 7.24) and AMD's extensions
// ("Call frame instruction encodings").
const (
	DW_CFA_advance_loc                  = 0x40 // high 2 bits
	DW_CFA_offset                       = 0x80
	DW_CFA_restore                      = 0xc0
	DW_CFA_nop                          = 0x00
	DW_CFA_set_loc                      = 0x01
	DW_CFA_advance_loc1                 = 0x02
	DW_CFA_advance_loc2                 = 0x03
	DW_CFA_advance_loc4                 = 0x04
	DW_CFA_offset_extended              = 0x05
	DW_CFA_restore_extended             = 0x06
	DW_CFA_undefined                    = 0x07
	DW_CFA_same_value                   = 0x08
	DW_CFA_register                     = 0x09
	DW_CFA_remember_state               = 0x0a
	DW_CFA_restore_state                = 0x0b
	DW_CFA_def_cfa                      = 0x0c
	DW_CFA_def_cfa_register             = 0x0d
	DW_CFA_def_cfa_offset               = 0x0e
	DW_CFA_def_cfa_expression           = 0x0f
	DW_CFA_expression                   = 0x10
	DW_CFA_offset_extended_sf           = 0x11
	DW_CFA_def_cfa_sf                   = 0x12
	DW_CFA_def_cfa_offset_sf            = 0x13
	DW_CFA_val_offset                   = 0x14
	DW_CFA_val_offset_sf                = 0x15
	DW_CFA_val_expression               = 0x16
	DW_CFA_GNU_args_size                = 0x2e
	DW_CFA_GNU_negative_offset_extended = 0x2f

	DW_CFA_LLVM_def_aspace_cfa    = 0x30
	DW_CFA_LLVM_def_aspace_cfa_sf = 0x31
)

// RuleKind is the kind of a register rule of the CFI table.
type RuleKind int

// Register rules (DWARF 5 section 6.4.1).
const (
	RuleSameValue RuleKind = iota // also "no rule": AMDGPU's default
	RuleUndefined
	RuleOffset
	RuleValOffset
	RuleRegister
	RuleExpression
	RuleValExpression
)

// RegRule says where a caller's register is saved.
type RegRule struct {
	Kind   RuleKind
	Offset int64  // RuleOffset, RuleValOffset: from the CFA
	Reg    uint64 // RuleRegister
	Expr   []byte // RuleExpression, RuleValExpression
}

// CFARule defines the canonical frame address.
type CFARule struct {
	Reg       uint64
	Offset    int64
	AddrSpace AddrSpace // DW_CFA_LLVM_def_aspace_cfa; 0 otherwise
	Expr      []byte    // DW_CFA_def_cfa_expression
}

// UnwindRow is the row of the CFI table that holds at a PC.
type UnwindRow struct {
	Loc        uint64
	CFA        CFARule
	Regs       map[uint64]RegRule
	ReturnAddr uint64 // the return address column
}

type cie struct {
	codeAlign, dataAlign int64
	raReg                uint64
	initial              []byte
	addrSize             int
	fdeEnc               byte // eh_frame pointer encoding
	hasAugData           bool
}

type fde struct {
	cie       *cie
	lo, hi    uint64
	insns     []byte
	secOffset int
	section   string
}

// Frames is the parsed call frame information of a code object.
type Frames struct {
	fdes []fde
}

// ParseFrames parses a .debug_frame (isEH false) or .eh_frame section.
// ehAddr is the address of .eh_frame for PC-relative pointers.
func ParseFrames(sec []byte, isEH bool, ehAddr uint64) (*Frames, error) {
	name := ".debug_frame"
	if isEH {
		name = ".eh_frame"
	}
	fr := &Frames{}
	cies := map[int]*cie{}
	off := 0
	for off < len(sec) {
		b := &buf{data: sec, off: off}
		l := uint64(b.u32())
		offSize := 4
		if l == 0xffffffff {
			l, offSize = b.u64(), 8
		}
		if b.err != "" {
			return nil, &FormatError{Section: name, Offset: int64(off), Msg: b.err}
		}
		if l == 0 {
			if isEH {
				break // terminator
			}
			off = b.off
			continue
		}
		if l > uint64(b.left()) {
			return nil, &FormatError{Section: name, Offset: int64(off), Msg: fmt.Sprintf("entry length %d runs past the section", l)}
		}
		end := b.off + int(l)
		body := &buf{data: sec[:end], off: b.off}
		idAt := body.off
		id := body.uN(offSize)
		isCIE := (!isEH && (id == 0xffffffff || id == ^uint64(0))) || (isEH && id == 0)
		if isCIE {
			c, err := parseCIE(body, isEH)
			if err != nil {
				return nil, &FormatError{Section: name, Offset: int64(off), Msg: err.Error()}
			}
			cies[off] = c
		} else {
			cieOff := int(id)
			if isEH {
				cieOff = idAt - int(id)
			}
			c := cies[cieOff]
			if c == nil {
				cb := &buf{data: sec}
				if cieOff >= 0 && cieOff < len(sec) {
					cb.off = cieOff
					c = parseCIEAt(cb, isEH)
				}
				if c == nil {
					return nil, &FormatError{Section: name, Offset: int64(off), Msg: fmt.Sprintf("FDE refers to no CIE at 0x%x", cieOff)}
				}
				cies[cieOff] = c
			}
			var lo, rng uint64
			if isEH {
				lo = readEncoded(body, c.fdeEnc, ehAddr, c.addrSize)
				rng = readEncoded(body, c.fdeEnc&0x0f, 0, c.addrSize)
				if c.hasAugData {
					body.bytes(body.uleb())
				}
			} else {
				lo = body.uN(c.addrSize)
				rng = body.uN(c.addrSize)
			}
			if body.err != "" {
				return nil, &FormatError{Section: name, Offset: int64(off), Msg: body.err}
			}
			fr.fdes = append(fr.fdes, fde{cie: c, lo: lo, hi: lo + rng, insns: sec[body.off:end], secOffset: off, section: name})
		}
		off = end
	}
	sort.SliceStable(fr.fdes, func(i, j int) bool { return fr.fdes[i].lo < fr.fdes[j].lo })
	return fr, nil
}

func parseCIEAt(b *buf, isEH bool) *cie {
	l := uint64(b.u32())
	offSize := 4
	if l == 0xffffffff {
		l, offSize = b.u64(), 8
	}
	if b.err != "" || l > uint64(b.left()) {
		return nil
	}
	body := &buf{data: b.data[:b.off+int(l)], off: b.off}
	body.uN(offSize)
	c, err := parseCIE(body, isEH)
	if err != nil {
		return nil
	}
	return c
}

func parseCIE(b *buf, isEH bool) (*cie, error) {
	c := &cie{addrSize: 8}
	version := b.u8()
	if version != 1 && version != 3 && version != 4 {
		return nil, fmt.Errorf("CIE version %d (want 1, 3 or 4)", version)
	}
	aug := b.cstring()
	if version == 4 {
		c.addrSize = int(b.u8())
		if seg := b.u8(); seg != 0 {
			return nil, fmt.Errorf("segment selector size %d (want 0)", seg)
		}
		if c.addrSize != 4 && c.addrSize != 8 {
			return nil, fmt.Errorf("address size %d", c.addrSize)
		}
	}
	c.codeAlign = int64(b.uleb())
	c.dataAlign = b.sleb()
	if version == 1 {
		c.raReg = uint64(b.u8())
	} else {
		c.raReg = b.uleb()
	}
	if isEH && len(aug) > 0 && aug[0] == 'z' {
		c.hasAugData = true
		n := b.uleb()
		ad := &buf{data: b.bytes(n)}
		for _, ch := range aug[1:] {
			switch ch {
			case 'R':
				c.fdeEnc = ad.u8()
			case 'P':
				enc := ad.u8()
				readEncoded(ad, enc, 0, c.addrSize)
			case 'L':
				ad.u8()
			}
		}
	}
	if b.err != "" {
		return nil, errors.New(b.err)
	}
	c.initial = b.data[b.off:]
	return c, nil
}

// readEncoded reads an .eh_frame pointer (DW_EH_PE_*).
func readEncoded(b *buf, enc byte, pcBase uint64, addrSize int) uint64 {
	if enc == 0xff {
		return 0
	}
	at := uint64(b.off)
	var v uint64
	switch enc & 0x0f {
	case 0x00:
		v = b.uN(addrSize)
	case 0x01:
		v = b.uleb()
	case 0x02:
		v = uint64(b.u16())
	case 0x03:
		v = uint64(b.u32())
	case 0x04:
		v = b.u64()
	case 0x09:
		v = uint64(b.sleb())
	case 0x0a:
		v = uint64(int64(int16(b.u16())))
	case 0x0b:
		v = uint64(int64(int32(b.u32())))
	case 0x0c:
		v = b.u64()
	default:
		b.fail(fmt.Sprintf("unsupported pointer encoding 0x%x", enc))
	}
	if enc&0x70 == 0x10 { // DW_EH_PE_pcrel
		v += pcBase + at
	}
	return v
}

// RowAt returns the CFI row that holds at pc.
func (fr *Frames) RowAt(pc uint64) (UnwindRow, error) {
	if fr == nil {
		return UnwindRow{}, ErrUnknownPC
	}
	for i := range fr.fdes {
		f := &fr.fdes[i]
		if pc >= f.lo && pc < f.hi {
			return f.rowAt(pc)
		}
	}
	return UnwindRow{}, ErrUnknownPC
}

// maxCFIStates bounds DW_CFA_remember_state nesting.
const maxCFIStates = 1024

func (f *fde) rowAt(pc uint64) (UnwindRow, error) {
	row := UnwindRow{Loc: f.lo, Regs: map[uint64]RegRule{}, ReturnAddr: f.cie.raReg}
	// The initial instructions define the rules that DW_CFA_restore
	// returns to.
	if _, err := f.exec(&row, f.cie.initial, ^uint64(0), nil); err != nil {
		return row, err
	}
	initial := cloneRules(row.Regs)
	row.Loc = f.lo
	_, err := f.exec(&row, f.insns, pc, initial)
	return row, err
}

func cloneRules(m map[uint64]RegRule) map[uint64]RegRule {
	c := make(map[uint64]RegRule, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// exec runs CFA instructions until the location passes pc.
func (f *fde) exec(row *UnwindRow, insns []byte, pc uint64, initial map[uint64]RegRule) (bool, error) {
	c := f.cie
	b := &buf{data: insns}
	type state struct {
		cfa  CFARule
		regs map[uint64]RegRule
	}
	var states []state
	advance := func(delta uint64) bool {
		next := row.Loc + delta*uint64(c.codeAlign)
		if next > pc {
			return true
		}
		row.Loc = next
		return false
	}
	restore := func(r uint64) {
		if rule, ok := initial[r]; ok {
			row.Regs[r] = rule
		} else {
			delete(row.Regs, r)
		}
	}
	for b.off < len(b.data) {
		at := b.off
		op := b.u8()
		var stop bool
		switch op & 0xc0 {
		case DW_CFA_advance_loc:
			stop = advance(uint64(op & 0x3f))
		case DW_CFA_offset:
			row.Regs[uint64(op&0x3f)] = RegRule{Kind: RuleOffset, Offset: int64(b.uleb()) * c.dataAlign}
		case DW_CFA_restore:
			restore(uint64(op & 0x3f))
		default:
			switch op {
			case DW_CFA_nop:
			case DW_CFA_set_loc:
				loc := b.uN(c.addrSize)
				if loc > pc {
					stop = true
				} else {
					row.Loc = loc
				}
			case DW_CFA_advance_loc1:
				stop = advance(uint64(b.u8()))
			case DW_CFA_advance_loc2:
				stop = advance(uint64(b.u16()))
			case DW_CFA_advance_loc4:
				stop = advance(uint64(b.u32()))
			case DW_CFA_offset_extended:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleOffset, Offset: int64(b.uleb()) * c.dataAlign}
			case DW_CFA_offset_extended_sf:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleOffset, Offset: b.sleb() * c.dataAlign}
			case DW_CFA_GNU_negative_offset_extended:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleOffset, Offset: -int64(b.uleb()) * c.dataAlign}
			case DW_CFA_restore_extended:
				restore(b.uleb())
			case DW_CFA_undefined:
				row.Regs[b.uleb()] = RegRule{Kind: RuleUndefined}
			case DW_CFA_same_value:
				row.Regs[b.uleb()] = RegRule{Kind: RuleSameValue}
			case DW_CFA_register:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleRegister, Reg: b.uleb()}
			case DW_CFA_remember_state:
				if len(states) >= maxCFIStates {
					return false, &FormatError{Section: f.section, Offset: int64(f.secOffset), Msg: "DW_CFA_remember_state nested too deeply"}
				}
				states = append(states, state{row.CFA, cloneRules(row.Regs)})
			case DW_CFA_restore_state:
				if len(states) == 0 {
					return false, &FormatError{Section: f.section, Offset: int64(f.secOffset), Msg: fmt.Sprintf("DW_CFA_restore_state without remember_state at instruction +%d", at)}
				}
				s := states[len(states)-1]
				states = states[:len(states)-1]
				row.CFA, row.Regs = s.cfa, s.regs
			case DW_CFA_def_cfa:
				r := b.uleb()
				row.CFA = CFARule{Reg: r, Offset: int64(b.uleb())}
			case DW_CFA_def_cfa_sf:
				r := b.uleb()
				row.CFA = CFARule{Reg: r, Offset: b.sleb() * c.dataAlign}
			case DW_CFA_def_cfa_register:
				row.CFA.Reg, row.CFA.Expr = b.uleb(), nil
			case DW_CFA_def_cfa_offset:
				row.CFA.Offset, row.CFA.Expr = int64(b.uleb()), nil
			case DW_CFA_def_cfa_offset_sf:
				row.CFA.Offset, row.CFA.Expr = b.sleb()*c.dataAlign, nil
			case DW_CFA_def_cfa_expression:
				row.CFA = CFARule{Expr: b.bytes(b.uleb())}
			case DW_CFA_expression, DW_CFA_val_expression:
				r := b.uleb()
				k := RuleExpression
				if op == DW_CFA_val_expression {
					k = RuleValExpression
				}
				row.Regs[r] = RegRule{Kind: k, Expr: b.bytes(b.uleb())}
			case DW_CFA_val_offset:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleValOffset, Offset: int64(b.uleb()) * c.dataAlign}
			case DW_CFA_val_offset_sf:
				r := b.uleb()
				row.Regs[r] = RegRule{Kind: RuleValOffset, Offset: b.sleb() * c.dataAlign}
			case DW_CFA_GNU_args_size:
				b.uleb()
			case DW_CFA_LLVM_def_aspace_cfa:
				r := b.uleb()
				o := int64(b.uleb())
				row.CFA = CFARule{Reg: r, Offset: o, AddrSpace: AddrSpace(b.uleb())}
			case DW_CFA_LLVM_def_aspace_cfa_sf:
				r := b.uleb()
				o := b.sleb() * c.dataAlign
				row.CFA = CFARule{Reg: r, Offset: o, AddrSpace: AddrSpace(b.uleb())}
			default:
				return false, &FormatError{Section: f.section, Offset: int64(f.secOffset), Msg: fmt.Sprintf("unknown call frame instruction 0x%02x at +%d", op, at)}
			}
		}
		if b.err != "" {
			return false, &FormatError{Section: f.section, Offset: int64(f.secOffset), Msg: fmt.Sprintf("instruction at +%d: %s", at, b.err)}
		}
		if stop {
			return true, nil
		}
	}
	return false, nil
}

// Frames returns the call frame information of the code object
// (.debug_frame, else .eh_frame), or nil when it has none.
func (d *Data) Frames() (*Frames, error) {
	if s := d.Sections[".debug_frame"]; len(s) > 0 {
		return ParseFrames(s, false, 0)
	}
	if s := d.Sections[".eh_frame"]; len(s) > 0 {
		return ParseFrames(s, true, d.EHFrameAddr)
	}
	return nil, nil
}
