package views

import (
	"fmt"
	"math"
	"strconv"

	"github.com/gcndbg/gcndbg/dwarf"
)

// Format is how register and memory words are displayed.
type Format uint8

// Display formats, cycled by the display-format key.
const (
	Hex      Format = iota // 0x0000002a
	Signed                 // -42
	Unsigned               // 42
	Float                  // 1.5 (IEEE binary32)
	Half                   // 1.5 (IEEE binary16 in the low 16 bits)
	numFormats
)

// Next is the format after f, wrapping around.
func (f Format) Next() Format { return (f + 1) % numFormats }

func (f Format) String() string {
	return [...]string{"hex", "signed", "unsigned", "float", "f16"}[f]
}

// Width is the column width a 32-bit word takes in format f.
func (f Format) Width() int {
	return [...]int{8, 11, 10, 11, 9}[f]
}

// Word formats a 32-bit value in f, at most f.Width() cells.
func (f Format) Word(v uint32) string {
	switch f {
	case Signed:
		return strconv.FormatInt(int64(int32(v)), 10)
	case Unsigned:
		return strconv.FormatUint(uint64(v), 10)
	case Float:
		return shortFloat(float64(math.Float32frombits(v)), 11)
	case Half:
		return shortFloat(dwarf.HalfToFloat(uint16(v)), 9)
	}
	return fmt.Sprintf("%08x", v)
}

// shortFloat prints x in at most w cells, with %g precision reduced as
// needed.
func shortFloat(x float64, w int) string {
	for p := 8; p >= 1; p-- {
		s := strconv.FormatFloat(x, 'g', p, 64)
		if len(s) <= w {
			return s
		}
	}
	return strconv.FormatFloat(x, 'e', 0, 64)
}
