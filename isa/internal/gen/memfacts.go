package main

import (
	"bytes"
	"fmt"
	"go/format"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The per-operation memory facts (zz_memfacts.go): for each LDS, FLAT,
// GLOBAL, SCRATCH and buffer operation what it does to memory and with how
// many bytes. The kind comes from LLVM's flags (mayLoad, mayStore,
// IsAtomicRet/IsAtomicNoRet); the sizes, sign and d16 placement from the
// mnemonic's type token, checked against the width of the data operand's
// register class where that is the access size. Computing them here, once,
// replaces the interpreter's several string matches (which took gfx11's
// ds_load_b32 for an atomic).

// memFact is one operation's facts as the generator derives them.
type memFact struct {
	op                                   string // Op constant suffix
	kind                                 string // MemNone, MemLoad, MemStore, MemAtomic, MemAtomicRtn
	seg                                  string // SegLDS, SegFlat, SegGlobal, SegScratch, SegBuffer
	bytes, count, stride                 int
	signed, d16, d16hi, glc, fmt, ldsDMA bool
}

// sizeTokens are the type tokens of mnemonics and their sizes in bytes.
var sizeTokens = map[string]int{
	"ubyte": 1, "sbyte": 1, "byte": 1, "u8": 1, "i8": 1, "b8": 1,
	"ushort": 2, "sshort": 2, "short": 2, "u16": 2, "i16": 2, "b16": 2, "f16": 2, "bf16": 2,
	"dword": 4, "b32": 4, "u32": 4, "i32": 4, "f32": 4,
	"dwordx2": 8, "x2": 8, "b64": 8, "u64": 8, "i64": 8, "f64": 8,
	"dwordx3": 12, "b96": 12, "dwordx4": 16, "b128": 16,
}

// noLaneAddress are DS operations that touch a counter named by M0, not
// memory at a per-lane address: their kind is MemNone (as GWS's).
var noLaneAddress = map[string]bool{"ds_append": true, "ds_consume": true, "ds_ordered_count": true}

var regWidth = regexp.MustCompile(`_(32|64|96|128)(_|$)`)

// memFacts derives the facts of every memory operation of rows.
func memFacts(rows []Row, classes []OperandClass) ([]memFact, error) {
	byOp := map[string][]*Row{}
	var order []string
	for i := range rows {
		r := &rows[i]
		if !hasFormat(r, "DS") && !hasFormat(r, "FLAT") && !hasFormat(r, "MUBUF") && !hasFormat(r, "MTBUF") {
			continue
		}
		op := opName(r)
		if byOp[op] == nil {
			order = append(order, op)
		}
		byOp[op] = append(byOp[op], r)
	}
	sort.Strings(order)
	classOf := map[string]OperandClass{}
	for _, c := range classes {
		classOf[c.Class] = c
	}
	var out []memFact
	for _, op := range order {
		f, err := memFactOf(op, byOp[op], classOf)
		if err != nil && rdnaOnly(byOp[op]) {
			// An RDNA-only operation whose mnemonic the rules above cannot
			// read yet (gfx1250's global_load_block, ...): no facts until the
			// RDNA interpreter gives it semantics. GCN/CDNA stay strict.
			f, err = memFact{op: f.op, seg: f.seg, kind: "MemNone"}, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// rdnaOnly reports whether every encoding of an operation is in a GFX10+
// decoder namespace.
func rdnaOnly(rs []*Row) bool {
	for _, r := range rs {
		if !strings.HasPrefix(r.NS, "GFX1") {
			return false
		}
	}
	return true
}

func hasFormat(r *Row, f string) bool {
	for _, x := range r.Format {
		if x == f {
			return true
		}
	}
	return false
}

func hasFlag(r *Row, f string) bool {
	for _, x := range r.Flags {
		if x == f {
			return true
		}
	}
	return false
}

// memFactOf derives one operation's facts from its encodings; the kind is
// MemNone for an operation without an access at lane addresses (permutes,
// cache controls, GWS, append/consume).
func memFactOf(op string, rs []*Row, classOf map[string]OperandClass) (memFact, error) {
	name := strings.ToLower(op)
	f := memFact{op: op, count: 1}
	switch {
	case hasFormat(rs[0], "DS"):
		f.seg = "SegLDS"
	case hasFormat(rs[0], "MUBUF") || hasFormat(rs[0], "MTBUF"):
		f.seg = "SegBuffer"
	case strings.HasPrefix(name, "global_"):
		f.seg = "SegGlobal"
	case strings.HasPrefix(name, "scratch_"):
		f.seg = "SegScratch"
	default:
		f.seg = "SegFlat"
	}
	if hasFormat(rs[0], "GWS") || noLaneAddress[name] {
		f.kind = "MemNone"
		return f, nil
	}
	// LDS DMA: the load_lds forms (and the LDS encodings of buffer loads,
	// which share the operation with the plain load) move memory to LDS.
	var plain []*Row
	for _, r := range rs {
		if !strings.Contains(r.Name, "_LDS_") && !strings.HasSuffix(r.Name, "_LDS") {
			plain = append(plain, r)
		}
	}
	switch {
	case strings.Contains(name, "_load_lds_"):
		f.kind, f.ldsDMA = "MemLoad", true
	case name == "buffer_store_lds_dword":
		f.kind, f.ldsDMA = "MemStore", true
	case strings.Contains(name, "_load_async_to_lds_"):
		// gfx1250's asynchronous loads to LDS (global_/cluster_load_async_to_lds_*)
		// have only LDS encodings; like load_lds they move memory to LDS.
		f.kind, f.ldsDMA = "MemLoad", true
	case len(plain) == 0:
		return f, fmt.Errorf("%s: only LDS DMA encodings", op)
	default:
		load, store, ret, noret := false, false, 0, 0
		for _, r := range plain {
			load = load || hasFlag(r, "mayLoad")
			store = store || hasFlag(r, "mayStore")
			if hasFormat(r, "IsAtomicRet") {
				ret++
			} else {
				noret++
			}
		}
		switch {
		case load && !store:
			f.kind = "MemLoad"
		case store && !load:
			f.kind = "MemStore"
		case load && store:
			f.kind = "MemAtomic"
			switch {
			case noret == 0 || strings.Contains(name, "_rtn"):
				f.kind = "MemAtomicRtn"
			case ret > 0:
				f.glc = true // FLAT/MUBUF: the glc encoding returns
			}
		default:
			f.kind = "MemNone"
			return f, nil
		}
	}
	tokens := strings.Split(name, "_")[1:]
	if i := indexOf(tokens, "format"); i >= 0 {
		f.fmt = true
		f.count = len(tokens[len(tokens)-1])
		f.bytes = 4
		if strings.Contains(name, "_d16") {
			f.bytes = 2
		}
	} else {
		for _, t := range tokens {
			if n, ok := sizeTokens[t]; ok {
				f.bytes = n
				break
			}
		}
		if indexOf(tokens, "pk") >= 0 {
			f.bytes = 4 // two halves in a dword
		}
		if f.bytes == 0 {
			if f.kind != "MemAtomic" && f.kind != "MemAtomicRtn" {
				return f, fmt.Errorf("%s: no size in the mnemonic", op)
			}
			f.bytes = 4 // flat_atomic_add: 32-bit
		}
	}
	f.d16 = strings.Contains(name, "_d16")
	f.d16hi = strings.Contains(name, "_d16_hi")
	if f.kind == "MemLoad" && f.bytes < 4 {
		for _, t := range tokens {
			if t == "sbyte" || t == "sshort" || t == "i8" || t == "i16" {
				f.signed = true
			}
		}
	}
	// GFX11+ spells read2/write2/wrxchg2 as load_2addr/store_2addr/
	// storexchg_2addr and st64 as stride64.
	if strings.HasPrefix(name, "ds_") && (strings.Contains(name, "read2") || strings.Contains(name, "write2") || strings.Contains(name, "wrxchg2") || strings.Contains(name, "_2addr")) {
		f.count, f.stride = 2, f.bytes
		if strings.Contains(name, "st64") || strings.Contains(name, "stride64") {
			f.stride *= 64
		}
	}
	// The data operand's register class is the access size of a plain
	// dword-or-wider load or store: check the mnemonic's reading.
	if (f.kind == "MemLoad" || f.kind == "MemStore") && !f.fmt && !f.ldsDMA && f.bytes >= 4 {
		for _, r := range plain {
			if strings.Contains(r.Name, "_TFE") {
				continue // texture fail enable adds a status dword
			}
			want := f.bytes
			if f.count == 2 && f.kind == "MemLoad" {
				want *= 2 // read2 returns both elements in one tuple
			}
			data := ""
			for _, o := range append(append([][2]string{}, r.Outs...), r.Ins...) {
				if o[0] == "vdst" && f.kind == "MemLoad" || (o[0] == "vdata" || o[0] == "data0") && f.kind == "MemStore" {
					data = classOf[o[1]].RegClass
					break
				}
			}
			if data == "" {
				continue
			}
			m := regWidth.FindStringSubmatch(data)
			if m == nil {
				return f, fmt.Errorf("%s (%s): data register class %s has no width", op, r.Name, data)
			}
			if bits, _ := strconv.Atoi(m[1]); bits/8 != want {
				return f, fmt.Errorf("%s (%s): the mnemonic says %d bytes, the data register class %s %d", op, r.Name, want, data, bits/8)
			}
		}
	}
	return f, nil
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// GenerateMemFacts renders zz_memfacts.go.
func GenerateMemFacts(rows []Row, classes []OperandClass) ([]byte, error) {
	facts, err := memFacts(rows, classes)
	if err != nil {
		return nil, err
	}
	var w bytes.Buffer
	p := func(format string, a ...any) { fmt.Fprintf(&w, format, a...) }
	p("// Code generated by isa/internal/gen from data/encodings.jsonl (LLVM 22); DO NOT EDIT.\n\n")
	p("package isa\n\n")
	p("// memFacts are the memory facts of the LDS, FLAT, GLOBAL, SCRATCH and\n// buffer operations (see MemFacts).\nvar memFacts = map[Op]MemFacts{\n")
	for _, f := range facts {
		if f.kind == "MemNone" {
			p("\tOp%s: {Seg: %s},\n", ident(f.op), f.seg)
			continue
		}
		p("\tOp%s: {Kind: %s, Seg: %s, Bytes: %d, Count: %d", ident(f.op), f.kind, f.seg, f.bytes, f.count)
		if f.stride != 0 {
			p(", Stride: %d", f.stride)
		}
		for _, b := range []struct {
			on   bool
			name string
		}{{f.signed, "Signed"}, {f.d16, "D16"}, {f.d16hi, "D16Hi"}, {f.glc, "GLCReturns"}, {f.fmt, "Format"}, {f.ldsDMA, "LDSDMA"}} {
			if b.on {
				p(", %s: true", b.name)
			}
		}
		p("},\n")
	}
	p("}\n")
	return format.Source(w.Bytes())
}
