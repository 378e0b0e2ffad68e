// Package args reads args.yaml, the description of one kernel dispatch: the
// kernel, grid and workgroup sizes, and each kernel argument (by-value
// numbers, or buffers with their element type, count, initial contents and
// whether they are outputs). Errors name the file, line, column and key.
//
// Parse reads the file alone; Bind checks it against the kernel's
// parameters (from the code object's metadata) and produces the bytes of
// every argument.
package args

import (
	"fmt"
	"os"
	"path/filepath"
)

// Pos is a position in the args file (1-based; 0 when unknown).
type Pos struct{ Line, Col int }

// Error is a mistake in an args file: where, which key, what was expected.
type Error struct {
	File string
	Pos  Pos
	Key  string // dotted path of the key, e.g. "args.a.type"
	Msg  string
}

func (e *Error) Error() string {
	loc := e.File
	if e.Pos.Line > 0 {
		loc = fmt.Sprintf("%s:%d:%d", e.File, e.Pos.Line, e.Pos.Col)
	}
	if e.Key != "" {
		return fmt.Sprintf("%s: %s: %s", loc, e.Key, e.Msg)
	}
	return fmt.Sprintf("%s: %s", loc, e.Msg)
}

// File is a parsed args.yaml.
type File struct {
	Path       string // as given to Load/Parse; relative init files are relative to its directory
	Kernel     string // "" when not given
	Grid       [3]uint64
	Workgroup  [3]uint32
	DynamicLDS uint32
	// PrintfBuffer is the size in bytes of the printf buffer a kernel that
	// calls printf gets (0: launch.DefaultPrintfBuffer). The command line
	// sets it (--printf-buffer), not the file.
	PrintfBuffer uint64
	// Args in file order. Positional is true when `args` is a YAML list.
	Args       []*Arg
	Positional bool
	ArgsPos    Pos
}

// Arg is one kernel argument as the file gives it.
type Arg struct {
	Name  string // the key; "" for a positional argument
	Index int    // position in the file's list
	Pos   Pos
	// At most one of Value, Buffer and Fields is set (none when the mapping
	// is neither a buffer nor fields: then bufErr and fieldsErr say why).
	Value []Number // a by-value argument: one number, or a list for a vector
	// Buffer is a buffer, or the bytes of a by-value argument given as
	// elements of a type: {type: u64, init: {data: [...]}}.
	Buffer *Buffer
	// Fields is a by-value struct given by its fields: {seed: 5, ...}.
	Fields *Value
	// bufErr is why Fields is not a buffer: the error for a pointer
	// parameter given one. fieldsErr is why the mapping is not a struct
	// value either (Fields is nil then).
	bufErr, fieldsErr error
}

// Value is part of a by-value argument given by fields: a number, a list
// (an array or vector) or a mapping (a struct's fields).
type Value struct {
	Pos    Pos
	Num    *Number
	List   []*Value
	Fields []FieldValue
	IsMap  bool
}

// FieldValue is one key of a struct value.
type FieldValue struct {
	Name  string
	Pos   Pos
	Value *Value
}

// Key is how errors name the argument.
func (a *Arg) Key() string {
	if a.Name != "" {
		return "args." + a.Name
	}
	return fmt.Sprintf("args[%d]", a.Index)
}

// Buffer is a global-memory argument: the kernel gets a pointer to it.
type Buffer struct {
	Pos    Pos
	Type   ElemType
	Count  int64 // elements; -1 when to be inferred (init data or file, or a by-value argument's size)
	Init   Init
	Output bool
	// Pointer (`pointer: true`) passes the buffer's address in a by-value
	// argument of 8 (or 4) bytes: Tensile's assembly kernels declare
	// their matrices as by_value u64 addresses.
	Pointer bool
}

// InitKind says how a buffer's initial contents are made.
type InitKind uint8

// Ways to initialise a buffer.
const (
	InitZero   InitKind = iota // no init: zeros
	InitFill                   // {fill: V}
	InitRange                  // {range: [start, step]}
	InitData                   // {data: [...]}
	InitFile                   // {file: path} raw little-endian bytes or .npy
	InitRandom                 // {random: {seed, min, max}}
)

// Init describes a buffer's initial contents.
type Init struct {
	Kind        InitKind
	Pos         Pos
	Fill        Number
	Start, Step Number
	Data        []Number
	File        string // resolved against the args file's directory
	Seed        uint64
	Min, Max    Number
}

// Load reads and parses the args file at path.
func Load(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{File: path, Msg: fmt.Sprintf("cannot read args file: %v", unwrapPathErr(err))}
	}
	return Parse(data, path)
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// resolve makes a path in the args file relative to the file's directory.
func (f *File) resolve(p string) string {
	if filepath.IsAbs(p) || f.Path == "" {
		return p
	}
	return filepath.Join(filepath.Dir(f.Path), p)
}
