package session

import (
	"strconv"
	"strings"
)

// The expression language of print, conditions and x: a subset of C with
// gdb's convenience variables. Parsing is separate from evaluation so that
// a breakpoint condition is parsed once, when it is set.

// maxExprLen bounds an expression's text; maxExprDepth its nesting.
const (
	maxExprLen   = 4096
	maxExprDepth = 200
)

type tokKind uint8

const (
	tEOF tokKind = iota
	tNum
	tIdent
	tDollar // $name, $N, $
	tOp
)

type token struct {
	kind tokKind
	text string
	pos  int
}

// lex splits an expression into tokens.
func lex(src string) ([]token, error) {
	if len(src) > maxExprLen {
		return nil, errorf("expression longer than %d characters", maxExprLen)
	}
	var out []token
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])):
			j := i
			for j < len(src) && (isAlnum(src[j]) || src[j] == '.' ||
				((src[j] == '+' || src[j] == '-') && j > i && (src[j-1] == 'e' || src[j-1] == 'E') && !strings.HasPrefix(strings.ToLower(src[i:j]), "0x"))) {
				j++
			}
			out = append(out, token{tNum, src[i:j], i})
			i = j
		case isAlpha(c):
			j := i
			for j < len(src) && isAlnum(src[j]) {
				j++
			}
			out = append(out, token{tIdent, src[i:j], i})
			i = j
		case c == '$':
			j := i + 1
			for j < len(src) && isAlnum(src[j]) {
				j++
			}
			out = append(out, token{tDollar, src[i:j], i})
			i = j
		default:
			op := ""
			for _, o := range []string{"->", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>"} {
				if strings.HasPrefix(src[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				if !strings.ContainsRune("+-*/%<>!~&|^()[].?:@=,", rune(c)) {
					return nil, errorf("unexpected character %q at column %d", c, i+1)
				}
				op = string(c)
			}
			out = append(out, token{tOp, op, i})
			i += len(op)
		}
	}
	return append(out, token{tEOF, "", len(src)}), nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') }
func isAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }

// expr is a parsed expression.
type expr interface{ String() string }

type (
	numLit  struct{ v Value }
	identX  struct{ name string }
	dollarX struct{ name string } // without the $
	unaryX  struct {
		op string
		x  expr
	}
	binaryX struct {
		op   string
		x, y expr
	}
	castX struct {
		t scalarType
		x expr
		// ptr is the number of '*' after the type: a pointer cast.
		ptr int
	}
	indexX struct{ x, i expr }
	// condX is c ? x : y.
	condX struct{ c, x, y expr }
	// assignX is x = y (print x = 5, set var x = 5).
	assignX struct{ x, y expr }
	// sizeofX is sizeof expr, or sizeof(type) when t is set.
	sizeofX struct {
		x expr
		t *typeName
	}
	// regRangeX is $s[lo:hi]: consecutive registers of a file.
	regRangeX struct {
		file   string
		lo, hi expr
	}
	// rangeX is gdb's artificial array x@n: n objects from x's address.
	rangeX  struct{ x, n expr }
	memberX struct {
		x     expr
		name  string
		arrow bool
	}
)

func (e numLit) String() string  { return e.v.scalarString(false) }
func (e identX) String() string  { return e.name }
func (e dollarX) String() string { return "$" + e.name }
func (e unaryX) String() string  { return e.op + e.x.String() }
func (e binaryX) String() string { return "(" + e.x.String() + " " + e.op + " " + e.y.String() + ")" }
func (e castX) String() string {
	return "(" + e.t.name + strings.Repeat(" *", e.ptr) + ")" + e.x.String()
}
func (e condX) String() string   { return e.c.String() + " ? " + e.x.String() + " : " + e.y.String() }
func (e assignX) String() string { return e.x.String() + " = " + e.y.String() }
func (e rangeX) String() string  { return e.x.String() + "@" + e.n.String() }
func (e regRangeX) String() string {
	return "$" + e.file + "[" + e.lo.String() + ":" + e.hi.String() + "]"
}
func (e sizeofX) String() string {
	if e.t != nil {
		return "sizeof(" + e.t.String() + ")"
	}
	return "sizeof " + e.x.String()
}
func (e indexX) String() string { return e.x.String() + "[" + e.i.String() + "]" }
func (e memberX) String() string {
	if e.arrow {
		return e.x.String() + "->" + e.name
	}
	return e.x.String() + "." + e.name
}

// parseExpr parses a complete expression.
func parseExpr(src string) (expr, error) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	if len(toks) == 1 {
		return nil, errorf("expected an expression")
	}
	p := &parser{toks: toks}
	e, err := p.assign()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tEOF {
		return nil, errorf("unexpected %q at column %d", t.text, t.pos+1)
	}
	return e, nil
}

type parser struct {
	toks  []token
	i     int
	depth int
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

// binary operators by precedence level, lowest first (gdb's C grammar:
// '@' binds looser than + and -, tighter than shifts).
var binLevels = [][]string{
	{"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"}, {"@"}, {"+", "-"}, {"*", "/", "%"},
}

// assign is the lowest level: x = y (right-associative), then c ? x : y.
func (p *parser) assign() (expr, error) {
	x, err := p.cond()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tOp && t.text == "=" {
		p.next()
		y, err := p.assign()
		if err != nil {
			return nil, err
		}
		return assignX{x: x, y: y}, nil
	}
	return x, nil
}

func (p *parser) cond() (expr, error) {
	c, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tOp || t.text != "?" {
		return c, nil
	}
	p.next()
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxExprDepth {
		return nil, errorf("expression nested deeper than %d", maxExprDepth)
	}
	x, err := p.assign()
	if err != nil {
		return nil, err
	}
	if t := p.next(); t.text != ":" {
		return nil, errorf("expected : at column %d", t.pos+1)
	}
	y, err := p.cond()
	if err != nil {
		return nil, err
	}
	return condX{c: c, x: x, y: y}, nil
}

func (p *parser) binary(level int) (expr, error) {
	if level == len(binLevels) {
		return p.unary()
	}
	x, err := p.binary(level + 1)
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		if t.kind != tOp || !contains(binLevels[level], t.text) {
			return x, nil
		}
		p.next()
		y, err := p.binary(level + 1)
		if err != nil {
			return nil, err
		}
		if t.text == "@" {
			x = rangeX{x: x, n: y}
			continue
		}
		x = binaryX{op: t.text, x: x, y: y}
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func (p *parser) unary() (expr, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxExprDepth {
		return nil, errorf("expression nested deeper than %d", maxExprDepth)
	}
	t := p.peek()
	if t.kind == tIdent && t.text == "sizeof" {
		p.next()
		if n := p.peek(); n.kind == tOp && n.text == "(" {
			if tn, k, ok := p.typeName(p.i + 1); ok && p.toks[p.i+1+k].text == ")" {
				p.i += k + 2
				return sizeofX{t: tn}, nil
			}
		}
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return sizeofX{x: x}, nil
	}
	if t.kind == tOp {
		switch t.text {
		case "-", "+", "!", "~", "*", "&":
			p.next()
			x, err := p.unary()
			if err != nil {
				return nil, err
			}
			return unaryX{op: t.text, x: x}, nil
		case "(":
			if tn, n, ok := p.typeName(p.i + 1); ok && p.toks[p.i+1+n].text == ")" && tn.scalar != nil {
				p.i += n + 2
				x, err := p.unary()
				if err != nil {
					return nil, err
				}
				return castX{t: *tn.scalar, ptr: tn.ptr, x: x}, nil
			}
		}
	}
	return p.postfix()
}

// typeName is a type written in an expression: a C base type (or a name
// the DWARF may define: a typedef, struct), then '*'s.
type typeName struct {
	name   string
	scalar *scalarType // a C base type
	ptr    int
}

func (t *typeName) String() string { return t.name + strings.Repeat(" *", t.ptr) }

// typeName recognises a type name at token i: a C base type of one or
// more words, or "struct X"/"union X"/"enum X", then any '*'. It returns
// the tokens it spans.
func (p *parser) typeName(i int) (*typeName, int, bool) {
	var words []string
	j := i
	for ; j < len(p.toks) && p.toks[j].kind == tIdent; j++ {
		words = append(words, p.toks[j].text)
	}
	if len(words) == 0 {
		return nil, 0, false
	}
	tn := &typeName{name: strings.Join(words, " ")}
	if st, ok := scalarTypeByName(tn.name); ok {
		tn.scalar = &st
	} else if !(len(words) == 2 && (words[0] == "struct" || words[0] == "union" || words[0] == "enum")) {
		return nil, 0, false
	}
	for ; j < len(p.toks) && p.toks[j].kind == tOp && p.toks[j].text == "*"; j++ {
		tn.ptr++
	}
	if j >= len(p.toks) {
		return nil, 0, false
	}
	return tn, j - i, true
}

func (p *parser) postfix() (expr, error) {
	x, err := p.primary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		if t.kind != tOp {
			return x, nil
		}
		switch t.text {
		case "[":
			p.next()
			i, err := p.binary(0)
			if err != nil {
				return nil, err
			}
			if d, ok := x.(dollarX); ok && (d.name == "s" || d.name == "v" || d.name == "a") && p.peek().text == ":" {
				// A register range as LLVM writes it: $s[0:1], $v[2:3].
				p.next()
				hi, err := p.binary(0)
				if err != nil {
					return nil, err
				}
				if c := p.next(); c.text != "]" {
					return nil, errorf("expected ] at column %d", c.pos+1)
				}
				x = regRangeX{file: d.name, lo: i, hi: hi}
				continue
			}
			if c := p.next(); c.text != "]" {
				return nil, errorf("expected ] at column %d", c.pos+1)
			}
			x = indexX{x: x, i: i}
		case ".", "->":
			p.next()
			n := p.next()
			if n.kind != tIdent {
				return nil, errorf("expected a member name after %s at column %d", t.text, n.pos+1)
			}
			x = memberX{x: x, name: n.text, arrow: t.text == "->"}
		default:
			return x, nil
		}
	}
}

func (p *parser) primary() (expr, error) {
	t := p.next()
	switch t.kind {
	case tNum:
		v, err := parseNumber(t.text)
		if err != nil {
			return nil, err
		}
		return numLit{v}, nil
	case tIdent:
		return identX{t.text}, nil
	case tDollar:
		return dollarX{t.text[1:]}, nil
	case tOp:
		if t.text == "(" {
			p.depth++
			defer func() { p.depth-- }()
			if p.depth > maxExprDepth {
				return nil, errorf("expression nested deeper than %d", maxExprDepth)
			}
			x, err := p.binary(0)
			if err != nil {
				return nil, err
			}
			if c := p.next(); c.text != ")" {
				return nil, errorf("expected ) at column %d", c.pos+1)
			}
			return x, nil
		}
	case tEOF:
		return nil, errorf("expression ends too early")
	}
	return nil, errorf("unexpected %q at column %d", t.text, t.pos+1)
}

// parseNumber reads a C integer or floating literal.
func parseNumber(s string) (Value, error) {
	low := strings.ToLower(s)
	isHex := strings.HasPrefix(low, "0x")
	if !isHex && strings.ContainsAny(low, ".e") || (!isHex && strings.HasSuffix(low, "f")) {
		f32 := strings.HasSuffix(low, "f")
		f, err := strconv.ParseFloat(strings.TrimSuffix(low, "f"), 64)
		if err != nil {
			return Value{}, errorf("invalid number %q", s)
		}
		if f32 {
			return floatValue(float64(float32(f)), 4), nil
		}
		return floatValue(f, 8), nil
	}
	digits := strings.TrimRight(low, "ul")
	suffix := low[len(digits):]
	u, err := strconv.ParseUint(digits, 0, 64)
	if err != nil {
		return Value{}, errorf("invalid number %q", s)
	}
	t := scalarInt
	switch {
	case strings.Contains(suffix, "u") && strings.Contains(suffix, "l"):
		t = scalarULong
	case strings.Contains(suffix, "u"):
		t = scalarUInt
		if u > 0xffff_ffff {
			t = scalarULong
		}
	case strings.Contains(suffix, "l"), u > 0x7fff_ffff:
		t = scalarLong
		if u > 0x7fff_ffff_ffff_ffff {
			t = scalarULong
		}
	}
	return intValue(u, t), nil
}

// exprError wraps an evaluation failure.
func exprError(format string, a ...any) error { return errorf(format, a...) }

// constOnly reports whether e needs no session (literals and operators).
func constOnly(e expr) bool {
	switch e := e.(type) {
	case numLit:
		return true
	case unaryX:
		return e.op != "*" && e.op != "&" && constOnly(e.x)
	case binaryX:
		return constOnly(e.x) && constOnly(e.y)
	case castX:
		return e.ptr == 0 && constOnly(e.x)
	case condX:
		return constOnly(e.c) && constOnly(e.x) && constOnly(e.y)
	case sizeofX:
		return e.t != nil && e.t.scalar != nil || e.x != nil && constOnly(e.x)
	}
	return false
}

// walkExpr calls f for e and every expression inside it.
func walkExpr(e expr, f func(expr)) {
	if e == nil {
		return
	}
	f(e)
	switch e := e.(type) {
	case unaryX:
		walkExpr(e.x, f)
	case binaryX:
		walkExpr(e.x, f)
		walkExpr(e.y, f)
	case castX:
		walkExpr(e.x, f)
	case condX:
		walkExpr(e.c, f)
		walkExpr(e.x, f)
		walkExpr(e.y, f)
	case assignX:
		walkExpr(e.x, f)
		walkExpr(e.y, f)
	case rangeX:
		walkExpr(e.x, f)
		walkExpr(e.n, f)
	case sizeofX:
		walkExpr(e.x, f)
	case regRangeX:
		walkExpr(e.lo, f)
		walkExpr(e.hi, f)
	case indexX:
		walkExpr(e.x, f)
		walkExpr(e.i, f)
	case memberX:
		walkExpr(e.x, f)
	}
}
