package args

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// NPY is a one-dimensional NumPy array (the .npy format, version 1-3).
type NPY struct {
	Type  ElemType
	Descr string // the dtype as the file spells it, e.g. "<f4"
	Count int64
	Data  []byte // little-endian elements
}

var npyMagic = []byte("\x93NUMPY")

var npyDescr = map[string]ElemType{
	"|i1": I8, "|u1": U8, "<i2": I16, "<u2": U16, "<i4": I32, "<u4": U32,
	"<i8": I64, "<u8": U64, "<f2": F16, "<f4": F32, "<f8": F64, "|b1": U8,
}

var (
	reDescr   = regexp.MustCompile(`'descr'\s*:\s*'([^']*)'`)
	reFortran = regexp.MustCompile(`'fortran_order'\s*:\s*(True|False)`)
	reShape   = regexp.MustCompile(`'shape'\s*:\s*\(([^)]*)\)`)
)

// ReadNPY reads a .npy file of size bytes. Any shape is accepted and read
// flat in C order; Fortran order is refused unless the array is 1-D.
func ReadNPY(r io.ReaderAt, size int64) (*NPY, error) {
	var head [10]byte
	if _, err := r.ReadAt(head[:], 0); err != nil {
		return nil, errors.New("not a .npy file (too short)")
	}
	if !bytes.Equal(head[:6], npyMagic) {
		return nil, errors.New("not a .npy file (bad magic)")
	}
	var hlen, off int64
	switch head[6] {
	case 1:
		hlen, off = int64(binary.LittleEndian.Uint16(head[8:10])), 10
	case 2, 3:
		var b [4]byte
		if _, err := r.ReadAt(b[:], 8); err != nil {
			return nil, errors.New("truncated .npy header")
		}
		hlen, off = int64(binary.LittleEndian.Uint32(b[:])), 12
	default:
		return nil, fmt.Errorf(".npy version %d.%d is not supported", head[6], head[7])
	}
	if off+hlen > size || hlen > 1<<20 {
		return nil, fmt.Errorf(".npy header of %d bytes runs past the end of the file", hlen)
	}
	hdr := make([]byte, hlen)
	if _, err := r.ReadAt(hdr, off); err != nil {
		return nil, errors.New("truncated .npy header")
	}
	h := string(hdr)
	m := reDescr.FindStringSubmatch(h)
	if m == nil {
		return nil, errors.New(".npy header has no descr")
	}
	a := &NPY{Descr: m[1]}
	t, ok := npyDescr[strings.Replace(m[1], "=", "<", 1)]
	if !ok {
		return nil, fmt.Errorf(".npy dtype %q is not supported (little-endian integers, f2, f4, f8)", m[1])
	}
	a.Type = t
	sm := reShape.FindStringSubmatch(h)
	if sm == nil {
		return nil, errors.New(".npy header has no shape")
	}
	a.Count = 1
	dims := 0
	for _, d := range strings.Split(sm[1], ",") {
		d = strings.TrimSpace(d)
		if d == "" {
			continue
		}
		n, err := strconv.ParseInt(strings.TrimSuffix(d, "L"), 10, 64)
		if err != nil || n < 0 || (n > 0 && a.Count > maxBufferBytes/n) {
			return nil, fmt.Errorf(".npy shape (%s) is not valid", sm[1])
		}
		a.Count *= n
		dims++
	}
	if fm := reFortran.FindStringSubmatch(h); fm != nil && fm[1] == "True" && dims > 1 {
		return nil, errors.New(".npy arrays in Fortran order are not supported; save with C order")
	}
	n := a.Count * int64(t.Size())
	if off+hlen+n != size {
		return nil, fmt.Errorf(".npy data is %d bytes, but shape (%s) of %s needs %d", size-off-hlen, sm[1], m[1], n)
	}
	a.Data = make([]byte, n)
	if n > 0 {
		if _, err := r.ReadAt(a.Data, off+hlen); err != nil {
			return nil, fmt.Errorf("reading .npy data: %v", err)
		}
	}
	return a, nil
}

// npyDescrOf is the dtype string WriteNPY writes for t.
func npyDescrOf(t ElemType) (string, error) {
	switch t {
	case I8:
		return "|i1", nil
	case U8:
		return "|u1", nil
	case BF16:
		return "", errors.New("NumPy has no bfloat16 dtype; use the raw format")
	}
	for d, et := range npyDescr {
		if et == t && d[0] == '<' {
			return d, nil
		}
	}
	return "", fmt.Errorf("no .npy dtype for %v", t)
}

// WriteNPY writes data (little-endian elements of t) as a 1-D .npy v1.0 file.
func WriteNPY(w io.Writer, t ElemType, data []byte) error {
	d, err := npyDescrOf(t)
	if err != nil {
		return err
	}
	count := len(data) / t.Size()
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }", d, count)
	// Pad with spaces and a newline so that the data starts at a multiple of 64.
	total := 10 + len(h) + 1
	pad := (64 - total%64) % 64
	h += strings.Repeat(" ", pad) + "\n"
	var hdr bytes.Buffer
	hdr.Write(npyMagic)
	hdr.Write([]byte{1, 0})
	binary.Write(&hdr, binary.LittleEndian, uint16(len(h)))
	hdr.WriteString(h)
	if _, err := w.Write(hdr.Bytes()); err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}
