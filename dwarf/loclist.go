package dwarf

import "fmt"

// DWARF 5 location list entry kinds (section 7.7.3).
const (
	DW_LLE_end_of_list      = 0x00
	DW_LLE_base_addressx    = 0x01
	DW_LLE_startx_endx      = 0x02
	DW_LLE_startx_length    = 0x03
	DW_LLE_offset_pair      = 0x04
	DW_LLE_default_location = 0x05
	DW_LLE_base_address     = 0x06
	DW_LLE_start_end        = 0x07
	DW_LLE_start_length     = 0x08
)

// LocListEntry is one entry of a location list: the expression that holds
// for PCs in [Low, High), or everywhere else when Default.
type LocListEntry struct {
	Low, High uint64
	Default   bool
	Expr      []byte
}

// maxLocListEntries bounds a location list (each entry takes at least two
// bytes, so this is far above any list a section can hold sensibly).
const maxLocListEntries = 1 << 20

// ReadLocList decodes the location list at off. v5 selects .debug_loclists
// (DWARF 5) or .debug_loc (DWARF 4) encoding; base is the unit's base
// address (DW_AT_low_pc); addrx resolves .debug_addr indexes.
func ReadLocList(sec []byte, off uint64, v5 bool, addrSize int, base uint64, addrx func(uint64) (uint64, error)) ([]LocListEntry, error) {
	name := ".debug_loc"
	if v5 {
		name = ".debug_loclists"
	}
	if off >= uint64(len(sec)) {
		return nil, &FormatError{Section: name, Offset: int64(off), Msg: fmt.Sprintf("location list offset outside the %d-byte section", len(sec))}
	}
	if addrSize != 4 && addrSize != 8 {
		addrSize = 8
	}
	b := &buf{data: sec, off: int(off)}
	ferr := func(at int, msg string) error { return &FormatError{Section: name, Offset: int64(at), Msg: msg} }
	var out []LocListEntry
	for len(out) < maxLocListEntries {
		at := b.off
		if !v5 {
			lo, hi := b.uN(addrSize), b.uN(addrSize)
			if b.err != "" {
				return nil, ferr(b.at, b.err)
			}
			maxA := uint64(1)<<(8*uint(addrSize)) - 1
			if addrSize == 8 {
				maxA = ^uint64(0)
			}
			switch {
			case lo == 0 && hi == 0:
				return out, nil
			case lo == maxA:
				base = hi
				continue
			}
			n := uint64(b.u16())
			e := b.bytes(n)
			if b.err != "" {
				return nil, ferr(b.at, b.err)
			}
			out = append(out, LocListEntry{Low: base + lo, High: base + hi, Expr: e})
			continue
		}
		kind := b.u8()
		var e LocListEntry
		resolve := func(i uint64) uint64 {
			if addrx == nil {
				b.fail("no .debug_addr for an indexed address")
				return 0
			}
			v, err := addrx(i)
			if err != nil {
				b.fail(err.Error())
			}
			return v
		}
		switch kind {
		case DW_LLE_end_of_list:
			if b.err != "" {
				return nil, ferr(b.at, b.err)
			}
			return out, nil
		case DW_LLE_base_addressx:
			base = resolve(b.uleb())
			continue
		case DW_LLE_base_address:
			base = b.uN(addrSize)
			continue
		case DW_LLE_startx_endx:
			e.Low = resolve(b.uleb())
			e.High = resolve(b.uleb())
		case DW_LLE_startx_length:
			e.Low = resolve(b.uleb())
			e.High = e.Low + b.uleb()
		case DW_LLE_offset_pair:
			e.Low = base + b.uleb()
			e.High = base + b.uleb()
		case DW_LLE_default_location:
			e.Default = true
		case DW_LLE_start_end:
			e.Low = b.uN(addrSize)
			e.High = b.uN(addrSize)
		case DW_LLE_start_length:
			e.Low = b.uN(addrSize)
			e.High = e.Low + b.uleb()
		default:
			return nil, ferr(at, fmt.Sprintf("unknown location list entry kind 0x%x", kind))
		}
		e.Expr = b.bytes(b.uleb())
		if b.err != "" {
			return nil, ferr(b.at, b.err)
		}
		out = append(out, e)
	}
	return nil, ferr(int(off), "location list too long")
}

// exprAt picks the expression of a location attribute that holds at pc.
func (d *Data) exprAt(l attrLoc, pc uint64) ([]byte, error) {
	if !l.isList {
		return l.expr, nil
	}
	sec := d.Sections[".debug_loc"]
	if l.v5 {
		sec = d.Sections[".debug_loclists"]
	}
	u := l.unit
	entries, err := ReadLocList(sec, l.listOff, l.v5, u.AddrSize, u.LowPC, func(i uint64) (uint64, error) { return d.addrx(u, i) })
	if err != nil {
		return nil, err
	}
	var def []byte
	for _, e := range entries {
		if e.Default {
			def = e.Expr
			continue
		}
		if pc >= e.Low && pc < e.High {
			return e.Expr, nil
		}
	}
	if def != nil {
		return def, nil
	}
	return nil, ErrOptimizedOut
}
