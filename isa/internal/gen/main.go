// Command gen turns the vendored AMDGPU encoding facts (isa/data/*.jsonl,
// reduced from LLVM's TableGen records) into Go tables (isa/zz_tables.go,
// and the per-operation memory facts isa/zz_memfacts.go).
//
// Usage, from the isa directory (go generate does this):
//
//	go run ./internal/gen                      # data/*.jsonl -> zz_tables.go
//	go run ./internal/gen -vendor ../../shared/isa -ns GFX8,GFX9,...
//	                                           # refresh the vendored subset
//
// The generator knows nothing of instruction semantics: it only copies the
// facts into typed tables. Adding a namespace is a matter of vendoring its
// rows and regenerating.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Namespaces gcndbg decodes today (GCN3, Vega, CDNA1-4, RDNA1-4, gfx1250).
const defaultNamespaces = "AMDGPU,GFX8,GFX9,GFX90A,GFX940,GFX950,GFX9_DL,GFX80_UNPACKED," +
	"GFX10,GFX10_B,GFX11,GFX11W64,GFX11_FAKE16,GFX12,GFX12W64,GFX12_FAKE16,GFX1250,GFX1250_FAKE16"

// Row is one encoding line of encodings.jsonl (the keys we keep).
type Row struct {
	NS          string              `json:"ns"`
	Name        string              `json:"name"`
	Size        int                 `json:"size"`
	Bits        int                 `json:"bits"`
	Mnemonic    string              `json:"mnemonic"`
	Asm         string              `json:"asm"`
	Variant     string              `json:"variant"`
	Mask        string              `json:"mask"`
	Value       string              `json:"value"`
	Fields      map[string][][3]int `json:"fields"`
	Outs        [][2]string         `json:"outs"`
	Ins         [][2]string         `json:"ins"`
	Predicates  []string            `json:"predicates"`
	Flags       []string            `json:"flags"`
	Format      []string            `json:"format"`
	Uses        []string            `json:"uses"`
	Defs        []string            `json:"defs"`
	Constraints string              `json:"constraints"`
	Decoder     string              `json:"decoder"`
	Pseudo      string              `json:"pseudo"`
}

// OperandClass is one line of operands.jsonl.
type OperandClass struct {
	Class    string `json:"class"`
	Kind     string `json:"kind"`
	RegClass string `json:"regclass,omitempty"`
	Type     string `json:"type,omitempty"`
	Decoder  string `json:"decoder,omitempty"`
	Print    string `json:"print,omitempty"`
	PrintArg string `json:"print_arg,omitempty"`
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	dataDir := flag.String("data", "data", "directory of the vendored encodings.jsonl and operands.jsonl")
	out := flag.String("o", "zz_tables.go", "output file")
	memOut := flag.String("memo", "", "output file of the per-operation memory facts (default: zz_memfacts.go next to -o)")
	vendor := flag.String("vendor", "", "refresh the vendored subset from this directory (../shared/isa) instead of generating")
	nsList := flag.String("ns", defaultNamespaces, "namespaces to vendor, comma separated")
	flag.Parse()

	if *vendor != "" {
		if err := vendorSubset(*vendor, *dataDir, strings.Split(*nsList, ",")); err != nil {
			log.Fatal(err)
		}
		return
	}
	rows, classes, err := load(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	markVOP3P(rows)
	src, err := Generate(rows, classes)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
	mem, err := GenerateMemFacts(rows, classes)
	if err != nil {
		log.Fatal(err)
	}
	if *memOut == "" {
		*memOut = filepath.Join(filepath.Dir(*out), "zz_memfacts.go")
	}
	if err := os.WriteFile(*memOut, mem, 0o644); err != nil {
		log.Fatal(err)
	}
}

func load(dir string) ([]Row, []OperandClass, error) {
	var rows []Row
	if err := readJSONL(filepath.Join(dir, "encodings.jsonl"), func(b []byte) error {
		var r Row
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		rows = append(rows, r)
		return nil
	}); err != nil {
		return nil, nil, err
	}
	var classes []OperandClass
	if err := readJSONL(filepath.Join(dir, "operands.jsonl"), func(b []byte) error {
		var c OperandClass
		if err := json.Unmarshal(b, &c); err != nil {
			return err
		}
		classes = append(classes, c)
		return nil
	}); err != nil {
		return nil, nil, err
	}
	return rows, classes, nil
}

func readJSONL(path string, f func([]byte) error) error {
	fh, err := os.Open(path)
	if err != nil {
		return err
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		if err := f(sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	return sc.Err()
}

// vendorSubset copies the rows of the chosen namespaces, keeping only the
// keys the generator reads, and the operand classes those rows use.
func vendorSubset(src, dst string, nss []string) error {
	want := map[string]bool{}
	for _, n := range nss {
		want[strings.TrimSpace(n)] = true
	}
	var rows []Row
	used := map[string]bool{}
	if err := readJSONL(filepath.Join(src, "encodings.jsonl"), func(b []byte) error {
		var r Row
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		if !want[r.NS] {
			return nil
		}
		for _, o := range append(append([][2]string{}, r.Outs...), r.Ins...) {
			used[o[1]] = true
		}
		rows = append(rows, r)
		return nil
	}); err != nil {
		return err
	}
	var classes []OperandClass
	if err := readJSONL(filepath.Join(src, "operands.jsonl"), func(b []byte) error {
		var c OperandClass
		if err := json.Unmarshal(b, &c); err != nil {
			return err
		}
		if used[c.Class] {
			classes = append(classes, c)
		}
		return nil
	}); err != nil {
		return err
	}
	if err := writeJSONL(filepath.Join(dst, "encodings.jsonl"), len(rows), func(i int) any { return rows[i] }); err != nil {
		return err
	}
	return writeJSONL(filepath.Join(dst, "operands.jsonl"), len(classes), func(i int) any { return classes[i] })
}

func writeJSONL(path string, n int, at func(int) any) error {
	var buf bytes.Buffer
	for i := 0; i < n; i++ {
		b, err := json.Marshal(at(i))
		if err != nil {
			return err
		}
		buf.Write(b)
		buf.WriteByte('\n')
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// opName is the Op constant suffix of a row: the mnemonic without an
// encoding suffix LLVM sometimes bakes into it (v_cmp_eq_f32_e32).
func opName(r *Row) string {
	m := r.Mnemonic
	for _, suf := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
		m = strings.TrimSuffix(m, suf)
	}
	return strings.ToUpper(m)
}

// ident turns an LLVM name into a Go identifier suffix.
func ident(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	return b.String()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// set collects distinct names in first-seen order, then sorts them.
type set map[string]bool

func (s set) sorted() []string {
	var out []string
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// parseHex128 parses a hex string of up to 128 bits into two words.
func parseHex128(h string) ([2]uint64, error) {
	var v [2]uint64
	if len(h) > 32 {
		return v, fmt.Errorf("hex %q wider than 128 bits", h)
	}
	lo := h
	if len(h) > 16 {
		hi, err := strconv.ParseUint(h[:len(h)-16], 16, 64)
		if err != nil {
			return v, err
		}
		v[1] = hi
		lo = h[len(h)-16:]
	}
	x, err := strconv.ParseUint(lo, 16, 64)
	if err != nil {
		return v, err
	}
	v[0] = x
	return v, nil
}

// Generate renders zz_tables.go.
func Generate(rows []Row, classes []OperandClass) ([]byte, error) {
	ops, nss, preds, flags, formats, regs, variants := set{}, set{}, set{}, set{}, set{}, set{}, set{}
	classIdx := map[string]int{}
	for i, c := range classes {
		classIdx[c.Class] = i
	}
	for _, r := range rows {
		ops[opName(&r)] = true
		nss[r.NS] = true
		variants[r.Variant] = true
		for _, p := range r.Predicates {
			preds[p] = true
		}
		for _, f := range r.Flags {
			flags[f] = true
		}
		for _, f := range r.Format {
			formats[f] = true
		}
		for _, u := range append(append([]string{}, r.Uses...), r.Defs...) {
			regs[u] = true
		}
		for _, o := range append(append([][2]string{}, r.Outs...), r.Ins...) {
			if _, ok := classIdx[o[1]]; !ok {
				return nil, fmt.Errorf("%s: operand class %q not in operands.jsonl", r.Name, o[1])
			}
		}
	}
	if len(flags) > 32 || len(formats) > 64 || len(regs) > 32 {
		return nil, fmt.Errorf("too many flags (%d), formats (%d) or implicit registers (%d) for the bit sets", len(flags), len(formats), len(regs))
	}

	var w bytes.Buffer
	p := func(format string, a ...any) { fmt.Fprintf(&w, format, a...) }
	p("// Code generated by isa/internal/gen from data/encodings.jsonl and data/operands.jsonl (LLVM %s); DO NOT EDIT.\n\n", "22")
	p("package isa\n\n")

	// Ops.
	opList := ops.sorted()
	p("// Op names an instruction by its LLVM mnemonic, the same across encodings\n// (_e32, _e64, _sdwa, _dpp) and generations.\nconst (\n\tOpInvalid Op = iota\n")
	for _, o := range opList {
		p("\tOp%s\n", ident(o))
	}
	p(")\n\nvar opMnemonics = [...]string{\n\tOpInvalid: \"<invalid>\",\n")
	for _, o := range opList {
		p("\tOp%s: %q,\n", ident(o), strings.ToLower(o))
	}
	p("}\n\n")

	emitEnum := func(typ, prefix, doc string, names []string, bits bool) {
		p("// %s\nconst (\n", doc)
		for i, n := range names {
			if bits {
				p("\t%s%s %s = 1 << %d\n", prefix, ident(upperFirst(n)), typ, i)
			} else if i == 0 {
				p("\t%s%s %s = iota\n", prefix, ident(upperFirst(n)), typ)
			} else {
				p("\t%s%s\n", prefix, ident(upperFirst(n)))
			}
		}
		p(")\n\nvar %sNames = [...]struct {\n\tv %s\n\tname string\n}{\n", strings.ToLower(typ[:1])+typ[1:], typ)
		for _, n := range names {
			p("\t{%s%s, %q},\n", prefix, ident(upperFirst(n)), n)
		}
		p("}\n\n")
	}
	emitEnum("Namespace", "NS", "Decoder namespaces (TableGen DecoderNamespace).", nss.sorted(), false)
	emitEnum("Variant", "Variant", "Assembler variants of an encoding.", variants.sorted(), false)
	emitEnum("Predicate", "Pred", "Subtarget predicates an encoding requires.", preds.sorted(), false)
	emitEnum("Flags", "Flag", "Instruction properties.", flags.sorted(), true)
	emitEnum("Format", "Format", "Encoding formats and instruction classes (SIInstrFlags).", formats.sorted(), true)
	emitEnum("ImplicitRegs", "Reg", "Registers read or written implicitly.", regs.sorted(), true)

	// Classes.
	p("// operandClasses are LLVM's operand classes (operands.jsonl).\nvar operandClasses = [...]ClassInfo{\n")
	for _, c := range classes {
		p("\t{Name: %q, Kind: %q, RegClass: %q, Type: %q, Decoder: %q, Print: %q, PrintArg: %q},\n",
			c.Class, c.Kind, c.RegClass, c.Type, c.Decoder, c.Print, c.PrintArg)
	}
	p("}\n\n")

	// Encodings.
	p("// encodings are the decodable encodings, in the order of the vendored data.\nvar encodings = [...]Encoding{\n")
	for _, r := range rows {
		mask, err := parseHex128(r.Mask)
		if err != nil {
			return nil, fmt.Errorf("%s: mask: %v", r.Name, err)
		}
		val, err := parseHex128(r.Value)
		if err != nil {
			return nil, fmt.Errorf("%s: value: %v", r.Name, err)
		}
		p("\t{Name: %q, Op: Op%s, NS: NS%s, Size: %d, Variant: Variant%s,\n", r.Name, ident(opName(&r)), ident(upperFirst(r.NS)), r.Size, ident(upperFirst(r.Variant)))
		p("\t\tMask: [2]uint64{%#x, %#x}, Value: [2]uint64{%#x, %#x},\n", mask[0], mask[1], val[0], val[1])
		p("\t\tAsm: %q,\n", r.Asm)
		p("\t\tOperands: []OperandSpec{")
		emitOp := func(o [2]string, out bool) {
			p("{Name: %q, Class: %d, Out: %v", o[0], classIdx[o[1]], out)
			if runs := r.Fields[o[0]]; len(runs) > 0 {
				p(", Runs: []FieldRun{")
				for _, run := range runs {
					p("{%d, %d, %d}, ", run[0], run[1], run[2])
				}
				p("}")
			}
			p("}, ")
		}
		for _, o := range r.Outs {
			emitOp(o, true)
		}
		for _, o := range r.Ins {
			emitOp(o, false)
		}
		p("},\n")
		if len(r.Predicates) > 0 {
			p("\t\tPreds: []Predicate{")
			for _, x := range r.Predicates {
				p("Pred%s, ", ident(upperFirst(x)))
			}
			p("},\n")
		}
		bitsOf := func(prefix string, xs []string) string {
			if len(xs) == 0 {
				return "0"
			}
			var parts []string
			for _, x := range xs {
				parts = append(parts, prefix+ident(upperFirst(x)))
			}
			return strings.Join(parts, "|")
		}
		p("\t\tFlags: %s, Format: %s, Uses: %s, Defs: %s,\n", bitsOf("Flag", r.Flags), bitsOf("Format", r.Format), bitsOf("Reg", r.Uses), bitsOf("Reg", r.Defs))
		p("\t\tConstraints: %q, Pseudo: %q},\n", r.Constraints, r.Pseudo)
	}
	p("}\n")
	return format.Source(w.Bytes())
}

// markVOP3P adds the VOP3P format to the GFX11+ rows of the VOP3P encoding
// (bits 31:24 of the first dword 0xcc): llvm-tblgen's dump carries
// SIInstrFlags::VOP3P on their pseudos but not on these real encodings,
// and the printer's op_sel/op_sel_hi defaults depend on it.
func markVOP3P(rows []Row) {
	for i := range rows {
		r := &rows[i]
		if !strings.HasPrefix(r.NS, "GFX11") && !strings.HasPrefix(r.NS, "GFX12") {
			continue
		}
		mask, err1 := parseHex128(r.Mask)
		val, err2 := parseHex128(r.Value)
		if err1 != nil || err2 != nil || r.Size < 8 || mask[0]>>24&0xff != 0xff || val[0]>>24&0xff != 0xcc {
			continue
		}
		has := false
		for _, f := range r.Format {
			has = has || f == "VOP3P"
		}
		if !has {
			r.Format = append(r.Format, "VOP3P")
			sort.Strings(r.Format)
		}
	}
}
