package codeobj

import (
	"bytes"
	"errors"
	"fmt"
)

// FormatError reports malformed input: the file, the byte offset at which
// the problem was found and what was expected there.
type FormatError struct {
	File string // the file's name as given to Open or Parse
	Off  int64  // byte offset in File; for a fat binary File names the bundle entry, "fat.o[gfx90a]"
	Msg  string // what is wrong, in the spec's words
}

func (e *FormatError) Error() string {
	name := e.File
	if name == "" {
		name = "<input>"
	}
	return fmt.Sprintf("%s: offset %#x: %s", name, e.Off, e.Msg)
}

// ErrNoKernel is wrapped by File.Kernel when no kernel has the given name.
var ErrNoKernel = errors.New("no such kernel")

// ErrNoTarget is wrapped by Open and Parse when a fat binary holds no code
// object for the requested target.
var ErrNoTarget = errors.New("no code object for target")

// reader holds the file name and the bytes being parsed so that the
// helpers below can produce FormatErrors with offsets.
type reader struct {
	name string
	data []byte
	base int64 // offset of data[0] in the outermost file, for messages
	// scope names what data is in messages ("the notes"); "" means the file.
	scope string
}

func (r *reader) errorf(off int64, format string, args ...any) *FormatError {
	return &FormatError{File: r.name, Off: r.base + off, Msg: fmt.Sprintf(format, args...)}
}

// span checks that [off, off+n) lies inside the data and returns it.
func (r *reader) span(off, n uint64, what string) ([]byte, error) {
	size := uint64(len(r.data))
	if off > size || n > size-off {
		scope := r.scope
		if scope == "" {
			scope = "the file"
		}
		return nil, r.errorf(int64(min(off, size)), "%s: %d bytes at %#x run past the end of %s (%d bytes)", what, n, uint64(r.base)+off, scope, size)
	}
	return r.data[off : off+n], nil
}

func le16(b []byte) uint16 { return uint16(b[0]) | uint16(b[1])<<8 }
func le32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}
func le64(b []byte) uint64 { return uint64(le32(b)) | uint64(le32(b[4:]))<<32 }

// cstring returns the NUL-terminated string at off in b, or false when
// there is no terminator.
func cstring(b []byte, off uint64) (string, bool) {
	if off >= uint64(len(b)) {
		return "", false
	}
	s := b[off:]
	i := bytes.IndexByte(s, 0)
	if i < 0 {
		return "", false
	}
	return string(s[:i]), true
}
