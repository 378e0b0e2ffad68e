// Package printf turns the printf buffer a kernel wrote into text, as the
// ROCm runtime does after a dispatch.
//
// The buffer (the hidden_printf_buffer kernel argument) starts with an
// 8-byte header: the bytes of records allocated so far, and the buffer's
// size including the header (the protocol of ROCm's __printf_alloc). The
// records follow in allocation order, in one of two layouts:
//
//   - OpenCL (AMDGPUUsage "amdhsa.printf"; clang's AMDGPUPrintfRuntimeBinding):
//     a dword printf id, then each argument's bytes, as many as the
//     metadata string "ID:N:S[0]:...:S[N-1]:FormatString" gives. A %s
//     argument is the string's bytes, padded with zeros to a dword; the
//     format string is escaped (\n, \72 for ':' ...).
//   - HIP buffered (-mprintf-kind=buffered; LLVM's AMDGPUEmitPrintf): a
//     control dword (bit 0 stderr, bit 1 constant format, bits 2-31 the
//     record's size), the low 64 bits of the format string's MD5 (metadata
//     "0:0:HASH,FormatString") or the format string itself, then each
//     argument in 8 bytes (integers zero-extended, floats as doubles) and
//     each %s string with its NUL, padded to 8 bytes.
//
// The text is what C's printf prints for the format and the values.
package printf

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// HeaderSize is the size of the buffer's header.
const HeaderSize = 8

// Layout says which record layout a code object's printf calls use.
type Layout int

// Layouts.
const (
	None Layout = iota
	OpenCL
	HIPBuffered
)

func (l Layout) String() string {
	switch l {
	case OpenCL:
		return "OpenCL"
	case HIPBuffered:
		return "HIP buffered"
	}
	return "none"
}

// Table is a code object's amdhsa.printf metadata, parsed.
type Table struct {
	Layout Layout
	cl     map[uint32]*clFormat
	hip    map[uint64]string
	// maxRecord bounds the size of the largest constant-size record (for
	// the overflow warning).
	maxRecord int
}

type clFormat struct {
	sizes  []int
	format string
}

// ParseMetadata parses the amdhsa.printf strings. An entry that does not
// parse is an error naming its index.
func ParseMetadata(entries []string) (*Table, error) {
	t := &Table{cl: map[uint32]*clFormat{}, hip: map[uint64]string{}}
	for i, e := range entries {
		if hash, fmtStr, ok := parseHIPEntry(e); ok {
			if t.Layout == OpenCL {
				return nil, fmt.Errorf("amdhsa.printf[%d]: a HIP buffered entry among OpenCL ones", i)
			}
			t.Layout = HIPBuffered
			t.hip[hash] = fmtStr
			n := 12
			for _, p := range parseFormat(fmtStr) {
				if p.spec != nil && p.spec.conv != 's' {
					n += 8
				}
			}
			t.maxRecord = max(t.maxRecord, n)
			continue
		}
		id, f, err := parseCLEntry(e)
		if err != nil {
			return nil, fmt.Errorf("amdhsa.printf[%d]: %v", i, err)
		}
		if t.Layout == HIPBuffered {
			return nil, fmt.Errorf("amdhsa.printf[%d]: an OpenCL entry among HIP buffered ones", i)
		}
		t.Layout = OpenCL
		t.cl[id] = f
		n := 4
		for _, s := range f.sizes {
			n += s
		}
		t.maxRecord = max(t.maxRecord, n)
	}
	return t, nil
}

// parseHIPEntry parses "0:0:HASH,FORMAT".
func parseHIPEntry(e string) (uint64, string, bool) {
	rest, ok := strings.CutPrefix(e, "0:0:")
	if !ok {
		return 0, "", false
	}
	h, f, ok := strings.Cut(rest, ",")
	if !ok || len(h) == 0 || len(h) > 16 {
		return 0, "", false
	}
	hash, err := strconv.ParseUint(h, 16, 64)
	if err != nil {
		return 0, "", false
	}
	return hash, f, true
}

// parseCLEntry parses "ID:N:S0:...:SN-1:FORMAT". The format string has
// no ':' (the compiler writes it as \72), so the sizes are the fields
// between N and the last. There may be fewer than N: clang sizes (and
// stores) only the arguments of conversions, not those of '*'.
func parseCLEntry(e string) (uint32, *clFormat, error) {
	fields := strings.Split(e, ":")
	if len(fields) < 3 {
		return 0, nil, fmt.Errorf("%q: expected ID:N:sizes...:format", e)
	}
	id, err := strconv.ParseUint(fields[0], 10, 32)
	if err != nil {
		return 0, nil, fmt.Errorf("%q: printf id %q is not a number", e, fields[0])
	}
	n, err := strconv.ParseUint(fields[1], 10, 32)
	if err != nil || n > 1024 {
		return 0, nil, fmt.Errorf("%q: argument count %q is not a number up to 1024", e, fields[1])
	}
	sizes := fields[2 : len(fields)-1]
	if len(sizes) > int(n) {
		return 0, nil, fmt.Errorf("%q: %d argument sizes, expected at most %d", e, len(sizes), n)
	}
	f := &clFormat{format: unescape(fields[len(fields)-1])}
	for k, s := range sizes {
		v, err := strconv.ParseUint(s, 10, 32)
		if err != nil || v == 0 || v > 1<<16 {
			return 0, nil, fmt.Errorf("%q: argument %d size %q is not a number in 1..65536", e, k, s)
		}
		f.sizes = append(f.sizes, int(v))
	}
	return uint32(id), f, nil
}

// unescape undoes the escapes AMDGPUPrintfRuntimeBinding writes into an
// OpenCL format string: \a \b \f \n \r \t \v, and octal \NNN (\72 is
// ':'). Any other backslash stays as it is.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		n := s[i+1]
		if e := strings.IndexByte("abfnrtv", n); e >= 0 {
			b.WriteByte("\a\b\f\n\r\t\v"[e])
			i++
			continue
		}
		if n >= '0' && n <= '7' {
			v, j := 0, i+1
			for ; j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7'; j++ {
				v = v*8 + int(s[j]-'0')
			}
			b.WriteByte(byte(v))
			i = j - 1
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// Record is one decoded printf call.
type Record struct {
	Offset uint32 // of the record, from the end of the header
	Size   uint32
	Text   string
	Stderr bool // HIP's stream bit
}

// Ready reports whether the n bytes at off (from the end of the header)
// hold what the kernel wrote: a record is decoded only when every byte it
// is made of is ready. Nil means everything is.
type Ready func(off, n uint32) bool

// Used returns the header's count of bytes allocated, and the buffer's
// size the header gives.
func Used(buf []byte) (used, size uint32) {
	if len(buf) < HeaderSize {
		return 0, 0
	}
	return binary.LittleEndian.Uint32(buf), binary.LittleEndian.Uint32(buf[4:])
}

// Decode decodes the records of buf (the buffer, header included) from
// offset from up to the header's count. It stops at the first record not
// yet complete (by ready) and returns the records and where the next one
// starts. A record that cannot be decoded is an error naming its offset;
// the records before it are returned with it.
func (t *Table) Decode(buf []byte, from uint32, ready Ready) ([]Record, uint32, error) {
	used, _ := Used(buf)
	if len(buf) < HeaderSize {
		return nil, from, nil
	}
	data := buf[HeaderSize:]
	if uint64(used) > uint64(len(data)) {
		used = uint32(len(data))
	}
	if ready == nil {
		ready = func(uint32, uint32) bool { return true }
	}
	var out []Record
	for from < used {
		d := &decoder{data: data[:used], at: from, ready: ready}
		var r Record
		var err error
		switch t.Layout {
		case HIPBuffered:
			r, err = t.hipRecord(d)
		default:
			r, err = t.clRecord(d)
		}
		if err == errNotReady {
			return out, from, nil
		}
		if err != nil {
			return out, from, fmt.Errorf("printf buffer offset %d: %v", from+HeaderSize, err)
		}
		r.Offset = from
		out = append(out, r)
		from += r.Size
	}
	return out, from, nil
}

// MaxRecord is the size of the largest record of a constant size the
// metadata describes (strings of HIP records not counted).
func (t *Table) MaxRecord() int { return t.maxRecord }

var errNotReady = fmt.Errorf("record not complete")

// decoder reads one record.
type decoder struct {
	data  []byte
	at    uint32
	ready Ready
}

// take returns the next n bytes.
func (d *decoder) take(n uint32) ([]byte, error) {
	if uint64(d.at)+uint64(n) > uint64(len(d.data)) {
		if !d.ready(d.at, uint32(len(d.data))-d.at) {
			return nil, errNotReady
		}
		return nil, fmt.Errorf("record runs past the %d bytes allocated", len(d.data))
	}
	if !d.ready(d.at, n) {
		return nil, errNotReady
	}
	b := d.data[d.at : d.at+n]
	d.at += n
	return b, nil
}

func (t *Table) clRecord(d *decoder) (Record, error) {
	start := d.at
	b, err := d.take(4)
	if err != nil {
		return Record{}, err
	}
	id := binary.LittleEndian.Uint32(b)
	f := t.cl[id]
	if f == nil {
		return Record{}, fmt.Errorf("printf id %d is not in the code object's amdhsa.printf", id)
	}
	args := make([][]byte, len(f.sizes))
	for i, n := range f.sizes {
		if args[i], err = d.take(uint32(n)); err != nil {
			return Record{}, err
		}
	}
	k := 0
	next := func() []byte {
		if k >= len(args) {
			return nil
		}
		k++
		return args[k-1]
	}
	text := render(parseFormat(f.format), func(s *spec, star bool) argValue {
		b := next()
		if b == nil {
			return argValue{missing: true}
		}
		return argValue{raw: b}
	})
	return Record{Size: d.at - start, Text: text}, nil
}

func (t *Table) hipRecord(d *decoder) (Record, error) {
	start := d.at
	b, err := d.take(4)
	if err != nil {
		return Record{}, err
	}
	ctrl := binary.LittleEndian.Uint32(b)
	size := ctrl >> 2
	if size < 4 || uint64(start)+uint64(size) > uint64(len(d.data)) {
		return Record{}, fmt.Errorf("control dword %#x: a record of %d bytes does not fit the %d bytes allocated from here", ctrl, size, uint32(len(d.data))-start)
	}
	d.data = d.data[:start+size]
	var format string
	if ctrl&2 != 0 {
		h, err := d.take(8)
		if err != nil {
			return Record{}, err
		}
		hash := binary.LittleEndian.Uint64(h)
		f, ok := t.hip[hash]
		if !ok {
			return Record{}, fmt.Errorf("format hash %016x is not in the code object's amdhsa.printf", hash)
		}
		format = f
	} else {
		s, err := d.cString()
		if err != nil {
			return Record{}, err
		}
		format = string(s)
	}
	var derr error
	text := render(parseFormat(format), func(s *spec, star bool) argValue {
		if derr != nil {
			return argValue{missing: true}
		}
		if s.conv == 's' && !star {
			b, err := d.cString()
			if err != nil {
				derr = err
				return argValue{missing: true}
			}
			return argValue{raw: b, str: true}
		}
		b, err := d.take(8)
		if err != nil {
			derr = err
			return argValue{missing: true}
		}
		return argValue{raw: b}
	})
	if derr != nil && derr != errMissing {
		return Record{}, derr
	}
	return Record{Size: size, Text: text, Stderr: ctrl&1 != 0}, nil
}

var errMissing = fmt.Errorf("argument missing")

// cString reads a NUL-terminated string padded to 8 bytes; the padding
// need not be ready (the kernel's memcpy does not write it).
func (d *decoder) cString() ([]byte, error) {
	start := d.at
	for i := d.at; ; i++ {
		if i >= uint32(len(d.data)) {
			if d.at == uint32(len(d.data)) {
				// A null %s pointer has no bytes at all.
				return nil, nil
			}
			return nil, fmt.Errorf("string at offset %d has no NUL before the record ends", start+HeaderSize)
		}
		if !d.ready(i, 1) {
			return nil, errNotReady
		}
		if d.data[i] == 0 {
			s := d.data[start:i]
			d.at = min(start+(i-start+1+7)&^7, uint32(len(d.data)))
			return s, nil
		}
	}
}

// argValue is one argument's bytes as the buffer holds them.
type argValue struct {
	raw     []byte
	str     bool // HIP: a string's bytes (no padding)
	missing bool
}

// render formats the pieces, asking arg for each argument a conversion
// (or a '*') takes.
func render(ps []piece, arg func(s *spec, star bool) argValue) string {
	var b strings.Builder
	for _, p := range ps {
		if p.spec == nil {
			b.WriteString(p.text)
			continue
		}
		s := *p.spec
		if s.widthArg {
			v := arg(&s, true)
			w := int32(leUint(v.raw))
			if w < 0 {
				s.minus, w = true, -w
			}
			s.width = min(int(w), maxWidth)
		}
		if s.precArg {
			v := arg(&s, true)
			pr := int32(leUint(v.raw))
			s.prec = min(int(pr), maxWidth)
			if pr < 0 {
				s.prec = -1
			}
		}
		v := arg(&s, false)
		if v.missing {
			b.WriteString("<missing argument>")
			continue
		}
		b.WriteString(convert(&s, v))
	}
	return b.String()
}

// convert formats one argument.
func convert(s *spec, v argValue) string {
	switch {
	case s.conv == 'n':
		return ""
	case s.conv == 's':
		b := v.raw
		if !v.str {
			// OpenCL: the string's bytes, zero-padded to a dword; an
			// empty string is 0xffffff00 (first byte NUL).
			for i, c := range b {
				if c == 0 {
					b = b[:i]
					break
				}
			}
		}
		return formatString(s, b)
	case s.vec > 0:
		n := s.vec
		slots := n
		if n == 3 {
			slots = 4
		}
		es := len(v.raw) / slots
		if es == 0 {
			return "<bad vector argument>"
		}
		parts := make([]string, n)
		e := *s
		e.vec = 0
		for i := range n {
			parts[i] = scalar(&e, v.raw[i*es:(i+1)*es])
		}
		return strings.Join(parts, ",")
	}
	return scalar(s, v.raw)
}

// scalar formats one scalar of len(raw) bytes.
func scalar(s *spec, raw []byte) string {
	switch {
	case s.conv == 'p':
		return formatPointer(s, leUint(raw))
	case s.isFloat():
		var f float64
		switch len(raw) {
		case 2:
			f = halfToFloat(uint16(leUint(raw)))
		case 4:
			f = float64(math.Float32frombits(uint32(leUint(raw))))
		default:
			f = math.Float64frombits(leUint(raw))
		}
		return formatFloat(s, f)
	}
	return formatInt(s, leUint(raw))
}

// leUint reads up to 8 little-endian bytes.
func leUint(b []byte) uint64 {
	var x [8]byte
	copy(x[:], b)
	return binary.LittleEndian.Uint64(x[:])
}

// halfToFloat converts an IEEE half to float64.
func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * m * math.Ldexp(1, -24)
	case 31:
		if m == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * (1 + m/1024) * math.Ldexp(1, e-15)
}

// Stream decodes a buffer's records as they become complete, each once.
type Stream struct {
	Table *Table
	next  uint32
	err   error
}

// NewStream starts at the first record.
func NewStream(t *Table) *Stream { return &Stream{Table: t} }

// Poll returns the records completed since the last Poll. After an error
// (a record that cannot be decoded) it returns nothing more: the records
// after a bad one cannot be found.
func (s *Stream) Poll(buf []byte, ready Ready) ([]Record, error) {
	if s.err != nil {
		return nil, nil
	}
	recs, next, err := s.Table.Decode(buf, s.next, ready)
	s.next = next
	s.err = err
	return recs, err
}

// Pending reports whether the header counts bytes not yet decoded.
func (s *Stream) Pending(buf []byte) bool {
	used, _ := Used(buf)
	return s.err == nil && used > s.next
}

// Full reports whether a printf may have found the buffer full: the room
// left is less than the largest record the metadata describes (a kernel
// that gets no room prints nothing, and nothing in the buffer says so).
func (t *Table) Full(buf []byte) bool {
	used, size := Used(buf)
	if size < HeaderSize || used > size-HeaderSize {
		return true
	}
	return int64(size)-HeaderSize-int64(used) < int64(t.maxRecord)
}
