package args

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// maxBufferBytes bounds one buffer: a typo in a count should be an error,
// not an exhausted machine.
const maxBufferBytes = 1 << 33

// Parse parses args.yaml text; path names the file in errors and anchors
// relative init files.
func Parse(data []byte, path string) (*File, error) {
	p := &parserState{f: &File{Path: path, Workgroup: [3]uint32{1, 1, 1}, Grid: [3]uint64{1, 1, 1}}}
	file, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, p.yamlError(err)
	}
	if len(file.Docs) != 1 || file.Docs[0].Body == nil {
		return nil, &Error{File: path, Msg: "expected one YAML document with the keys grid, workgroup and args"}
	}
	if err := p.top(file.Docs[0].Body); err != nil {
		return nil, err
	}
	return p.f, nil
}

type parserState struct{ f *File }

func (p *parserState) yamlError(err error) error {
	// goccy/go-yaml's errors carry "[line:col] message" and a source excerpt;
	// keep the first line only.
	msg := strings.TrimSpace(strings.SplitN(err.Error(), "\n", 2)[0])
	e := &Error{File: p.f.Path, Msg: "not valid YAML: " + msg}
	if m := reYAMLPos.FindStringSubmatch(msg); m != nil {
		e.Pos.Line, _ = strconv.Atoi(m[1])
		e.Pos.Col, _ = strconv.Atoi(m[2])
		e.Msg = "not valid YAML: " + m[3]
	}
	return e
}

var reYAMLPos = regexp.MustCompile(`^\[(\d+):(\d+)\]\s*(.*)$`)

func (p *parserState) errf(n ast.Node, key, format string, a ...any) error {
	return &Error{File: p.f.Path, Pos: pos(n), Key: key, Msg: fmt.Sprintf(format, a...)}
}

func pos(n ast.Node) Pos {
	if n == nil || n.GetToken() == nil || n.GetToken().Position == nil {
		return Pos{}
	}
	tp := n.GetToken().Position
	return Pos{Line: tp.Line, Col: tp.Column}
}

// entry is one key: value pair of a mapping.
type entry struct {
	key   string
	keyN  ast.Node
	value ast.Node
}

// mapping returns the entries of a YAML mapping (the parser itself rejects
// duplicate keys).
func (p *parserState) mapping(n ast.Node, key string) ([]entry, error) {
	n = unwrap(n)
	var values []*ast.MappingValueNode
	switch m := n.(type) {
	case *ast.MappingNode:
		values = m.Values
	case *ast.MappingValueNode:
		values = []*ast.MappingValueNode{m}
	default:
		return nil, p.errf(n, key, "expected a mapping, found %s", describe(n))
	}
	var out []entry
	for _, mv := range values {
		k, ok := unwrap(mv.Key).(*ast.StringNode)
		var name string
		if ok {
			name = k.Value
		} else if mv.Key != nil {
			name = mv.Key.GetToken().Value
		}
		v := mv.Value
		if err := p.noAlias(v, join(key, name)); err != nil {
			return nil, err
		}
		out = append(out, entry{key: name, keyN: mv.Key, value: v})
	}
	return out, nil
}

func (p *parserState) noAlias(n ast.Node, key string) error {
	switch n.(type) {
	case *ast.AliasNode, *ast.AnchorNode:
		return p.errf(n, key, "YAML anchors and aliases are not supported; write the value out")
	}
	return nil
}

func unwrap(n ast.Node) ast.Node {
	if t, ok := n.(*ast.TagNode); ok {
		return unwrap(t.Value)
	}
	return n
}

func join(key, name string) string {
	if key == "" {
		return name
	}
	return key + "." + name
}

func describe(n ast.Node) string {
	switch n := unwrap(n).(type) {
	case nil, *ast.NullNode:
		return "nothing"
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	case *ast.StringNode:
		return fmt.Sprintf("the string %q", n.Value)
	case *ast.IntegerNode, *ast.FloatNode:
		return "a number"
	case *ast.BoolNode:
		return "a boolean"
	default:
		return n.Type().String()
	}
}

func (p *parserState) top(body ast.Node) error {
	entries, err := p.mapping(body, "")
	if err != nil {
		return err
	}
	var haveGrid bool
	for _, e := range entries {
		switch e.key {
		case "kernel":
			s, ok := unwrap(e.value).(*ast.StringNode)
			if !ok {
				return p.errf(e.value, "kernel", "expected a kernel name, found %s", describe(e.value))
			}
			p.f.Kernel = s.Value
		case "grid":
			v, err := p.dims(e.value, "grid", math.MaxUint32)
			if err != nil {
				return err
			}
			p.f.Grid = v
			haveGrid = true
		case "workgroup":
			v, err := p.dims(e.value, "workgroup", 1024)
			if err != nil {
				return err
			}
			p.f.Workgroup = [3]uint32{uint32(v[0]), uint32(v[1]), uint32(v[2])}
		case "dynamic_lds":
			n, err := p.uint(e.value, "dynamic_lds", 1<<20)
			if err != nil {
				return err
			}
			p.f.DynamicLDS = uint32(n)
		case "args":
			p.f.ArgsPos = pos(e.keyN)
			if err := p.args(e.value); err != nil {
				return err
			}
		default:
			return p.errf(e.keyN, e.key, "unknown key (expected kernel, grid, workgroup, dynamic_lds or args)")
		}
	}
	if !haveGrid {
		return &Error{File: p.f.Path, Pos: pos(body), Key: "grid", Msg: "missing: the number of work-items per dimension, e.g. grid: [1024, 1, 1]"}
	}
	return nil
}

// dims reads [x], [x, y] or [x, y, z] (or a bare number), each 1..max.
func (p *parserState) dims(n ast.Node, key string, max uint64) ([3]uint64, error) {
	out := [3]uint64{1, 1, 1}
	items := []ast.Node{n}
	if s, ok := unwrap(n).(*ast.SequenceNode); ok {
		items = s.Values
		if len(items) < 1 || len(items) > 3 {
			return out, p.errf(n, key, "expected 1 to 3 sizes, found %d", len(items))
		}
	}
	for i, it := range items {
		v, err := p.uint(it, fmt.Sprintf("%s[%d]", key, i), max)
		if err != nil {
			return out, err
		}
		if v == 0 {
			return out, p.errf(it, fmt.Sprintf("%s[%d]", key, i), "must be at least 1")
		}
		out[i] = v
	}
	return out, nil
}

// bool reads a true or false.
func (p *parserState) bool(n ast.Node, key string) (bool, error) {
	v, ok := unwrap(n).(*ast.BoolNode)
	if !ok {
		return false, p.errf(n, key, "expected true or false, found %s", describe(n))
	}
	return v.Value, nil
}

func (p *parserState) uint(n ast.Node, key string, max uint64) (uint64, error) {
	num, err := p.number(n, key)
	if err != nil {
		return 0, err
	}
	if num.IsFloat || num.Int.Sign() < 0 || !num.Int.IsUint64() || num.Int.Uint64() > max {
		return 0, p.errf(n, key, "expected a whole number from 0 to %d", max)
	}
	return num.Int.Uint64(), nil
}

func (p *parserState) number(n ast.Node, key string) (Number, error) {
	num := Number{Pos: pos(n)}
	switch v := unwrap(n).(type) {
	case *ast.IntegerNode:
		switch x := v.Value.(type) {
		case int64:
			num.Int = big.NewInt(x)
		case uint64:
			num.Int = new(big.Int).SetUint64(x)
		default:
			return num, p.errf(n, key, "cannot read the integer %s", v.Token.Value)
		}
	case *ast.FloatNode:
		num.IsFloat, num.Float = true, v.Value
	case *ast.InfinityNode:
		num.IsFloat, num.Float = true, v.Value
	case *ast.NanNode:
		num.IsFloat, num.Float = true, math.NaN()
	default:
		return num, p.errf(n, key, "expected a number, found %s", describe(n))
	}
	return num, nil
}

func (p *parserState) numbers(n ast.Node, key string) ([]Number, error) {
	s, ok := unwrap(n).(*ast.SequenceNode)
	if !ok {
		num, err := p.number(n, key)
		return []Number{num}, err
	}
	out := make([]Number, 0, len(s.Values))
	for i, it := range s.Values {
		num, err := p.number(it, fmt.Sprintf("%s[%d]", key, i))
		if err != nil {
			return nil, err
		}
		out = append(out, num)
	}
	return out, nil
}

func (p *parserState) args(n ast.Node) error {
	if s, ok := unwrap(n).(*ast.SequenceNode); ok {
		p.f.Positional = true
		for i, it := range s.Values {
			a, err := p.arg(it, "", i)
			if err != nil {
				return err
			}
			p.f.Args = append(p.f.Args, a)
		}
		return nil
	}
	if _, ok := unwrap(n).(*ast.NullNode); ok || n == nil {
		return nil // a kernel without arguments
	}
	entries, err := p.mapping(n, "args")
	if err != nil {
		return err
	}
	for i, e := range entries {
		a, err := p.arg(e.value, e.key, i)
		if err != nil {
			return err
		}
		a.Pos = pos(e.keyN)
		p.f.Args = append(p.f.Args, a)
	}
	return nil
}

func (p *parserState) arg(n ast.Node, name string, index int) (*Arg, error) {
	a := &Arg{Name: name, Index: index, Pos: pos(n)}
	key := a.Key()
	if err := p.noAlias(n, key); err != nil {
		return nil, err
	}
	switch unwrap(n).(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		b, err := p.buffer(n, key)
		if err == nil {
			a.Buffer = b
			break
		}
		// Not a buffer: perhaps a struct by its fields. Which one it is
		// needs the parameter, so with a key a buffer does not have Bind
		// decides (and gives err for a pointer).
		if p.onlyBufferKeys(n) {
			return nil, err
		}
		v, verr := p.value(n, key, 0)
		a.Fields, a.bufErr, a.fieldsErr = v, err, verr
	default:
		v, err := p.numbers(n, key)
		if err != nil {
			return nil, p.errf(n, key, "expected a number, a list of numbers, or a buffer {type: ..., count: ...}, found %s", describe(n))
		}
		a.Value = v
	}
	return a, nil
}

// onlyBufferKeys reports whether every key of mapping n is one a buffer
// takes.
func (p *parserState) onlyBufferKeys(n ast.Node) bool {
	entries, err := p.mapping(n, "")
	if err != nil {
		return true
	}
	for _, e := range entries {
		switch e.key {
		case "type", "count", "init", "output", "pointer":
		default:
			return false
		}
	}
	return true
}

// maxValueDepth bounds the nesting of a struct value.
const maxValueDepth = 32

// value reads a by-value argument given by fields: numbers, lists and
// mappings, nested.
func (p *parserState) value(n ast.Node, key string, depth int) (*Value, error) {
	if depth > maxValueDepth {
		return nil, p.errf(n, key, "nested more than %d deep", maxValueDepth)
	}
	if err := p.noAlias(n, key); err != nil {
		return nil, err
	}
	v := &Value{Pos: pos(n)}
	switch m := unwrap(n).(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		entries, err := p.mapping(n, key)
		if err != nil {
			return nil, err
		}
		v.IsMap = true
		for _, e := range entries {
			fv, err := p.value(e.value, join(key, e.key), depth+1)
			if err != nil {
				return nil, err
			}
			v.Fields = append(v.Fields, FieldValue{Name: e.key, Pos: pos(e.keyN), Value: fv})
		}
	case *ast.SequenceNode:
		v.List = make([]*Value, 0, len(m.Values))
		for i, it := range m.Values {
			iv, err := p.value(it, fmt.Sprintf("%s[%d]", key, i), depth+1)
			if err != nil {
				return nil, err
			}
			v.List = append(v.List, iv)
		}
	default:
		num, err := p.number(n, key)
		if err != nil {
			return nil, err
		}
		v.Num = &num
	}
	return v, nil
}

func (p *parserState) buffer(n ast.Node, key string) (*Buffer, error) {
	entries, err := p.mapping(n, key)
	if err != nil {
		return nil, err
	}
	b := &Buffer{Count: -1, Pos: pos(n)}
	var typeSeen bool
	for _, e := range entries {
		k := join(key, e.key)
		switch e.key {
		case "type":
			s, ok := unwrap(e.value).(*ast.StringNode)
			if !ok {
				return nil, p.errf(e.value, k, "expected an element type (%s)", ElemTypeNames())
			}
			t, ok := ParseElemType(s.Value)
			if !ok {
				return nil, p.errf(e.value, k, "unknown type %q (expected one of %s)", s.Value, ElemTypeNames())
			}
			b.Type, typeSeen = t, true
		case "count":
			c, err := p.uint(e.value, k, maxBufferBytes)
			if err != nil {
				return nil, err
			}
			b.Count = int64(c)
		case "output":
			if b.Output, err = p.bool(e.value, k); err != nil {
				return nil, err
			}
		case "pointer":
			if b.Pointer, err = p.bool(e.value, k); err != nil {
				return nil, err
			}
		case "init":
			if err := p.init(e.value, k, &b.Init); err != nil {
				return nil, err
			}
		default:
			return nil, p.errf(e.keyN, k, "unknown key (expected type, count, init, output or pointer)")
		}
	}
	if !typeSeen && (b.Init.Kind != InitFile || b.Count >= 0) {
		return nil, p.errf(n, join(key, "type"), "missing: the element type (%s)", ElemTypeNames())
	}
	// Without a type, {init: {file: ...}} is the raw bytes of a by-value
	// argument; Bind refuses it for a buffer.
	if b.Count >= 0 && b.Count*int64(b.Type.Size()) > maxBufferBytes {
		return nil, p.errf(n, join(key, "count"), "%d elements of %v exceed the %d-byte limit of a buffer", b.Count, b.Type, int64(maxBufferBytes))
	}
	if b.Init.Kind == InitData && b.Count >= 0 && int64(len(b.Init.Data)) != b.Count {
		return nil, &Error{File: p.f.Path, Pos: b.Init.Pos, Key: join(key, "init.data"), Msg: fmt.Sprintf("has %d values, but count is %d", len(b.Init.Data), b.Count)}
	}
	return b, nil
}

var initKinds = map[string]InitKind{"fill": InitFill, "range": InitRange, "data": InitData, "file": InitFile, "random": InitRandom}

func initNames() string {
	var names []string
	for k := range initKinds {
		names = append(names, k)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func (p *parserState) init(n ast.Node, key string, in *Init) error {
	entries, err := p.mapping(n, key)
	if err != nil {
		return err
	}
	if len(entries) != 1 {
		return p.errf(n, key, "expected exactly one of %s", initNames())
	}
	e := entries[0]
	k := join(key, e.key)
	kind, ok := initKinds[e.key]
	if !ok {
		return p.errf(e.keyN, k, "unknown init (expected one of %s)", initNames())
	}
	in.Kind, in.Pos = kind, pos(e.value)
	switch kind {
	case InitFill:
		in.Fill, err = p.number(e.value, k)
	case InitRange:
		var v []Number
		v, err = p.numbers(e.value, k)
		if err == nil && len(v) != 2 {
			err = p.errf(e.value, k, "expected [start, step]")
		}
		if err == nil {
			in.Start, in.Step = v[0], v[1]
		}
	case InitData:
		if _, isList := unwrap(e.value).(*ast.SequenceNode); !isList {
			return p.errf(e.value, k, "expected a list of numbers")
		}
		in.Data, err = p.numbers(e.value, k)
	case InitFile:
		s, ok := unwrap(e.value).(*ast.StringNode)
		if !ok || s.Value == "" {
			return p.errf(e.value, k, "expected a file name")
		}
		in.File = p.f.resolve(s.Value)
	case InitRandom:
		err = p.random(e.value, k, in)
	}
	return err
}

func (p *parserState) random(n ast.Node, key string, in *Init) error {
	entries, err := p.mapping(n, key)
	if err != nil {
		return err
	}
	var haveMin, haveMax bool
	for _, e := range entries {
		k := join(key, e.key)
		switch e.key {
		case "seed":
			in.Seed, err = p.uint(e.value, k, math.MaxUint64)
		case "min":
			in.Min, err = p.number(e.value, k)
			haveMin = true
		case "max":
			in.Max, err = p.number(e.value, k)
			haveMax = true
		default:
			return p.errf(e.keyN, k, "unknown key (expected seed, min or max)")
		}
		if err != nil {
			return err
		}
	}
	if !haveMin || !haveMax {
		return p.errf(n, key, "expected {seed: S, min: A, max: B}")
	}
	return nil
}
