package truth

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"github.com/gcndbg/gcndbg/model/args"
)

// Compare checks every output against the reference, bit for bit, and
// describes the first difference of each output that differs.
func Compare(bindings []args.Binding, got, want map[int][]byte) error {
	var idx []int
	for i := range want {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	for _, i := range idx {
		b := bindings[i]
		g, w := got[i], want[i]
		if bytes.Equal(g, w) {
			continue
		}
		name := b.Param.DisplayName()
		if len(g) != len(w) {
			return fmt.Errorf("output %s: %d bytes, reference %d", name, len(g), len(w))
		}
		t := b.Arg.Buffer.Type
		es := t.Size()
		n, first := 0, -1
		for e := 0; e+es <= len(g); e += es {
			if !bytes.Equal(g[e:e+es], w[e:e+es]) {
				if first < 0 {
					first = e / es
				}
				n++
			}
		}
		return fmt.Errorf("FAIL: output %s: %d of %d elements differ; first [%d] = %s, reference %s",
			name, n, len(g)/es, first, element(t, g[first*es:]), element(t, w[first*es:]))
	}
	return nil
}

// element formats one element for a mismatch report.
func element(t args.ElemType, b []byte) string {
	le := binary.LittleEndian
	switch t {
	case args.F32:
		return fmt.Sprintf("%g (%#08x)", math.Float32frombits(le.Uint32(b)), le.Uint32(b))
	case args.F64:
		return fmt.Sprintf("%g (%#016x)", math.Float64frombits(le.Uint64(b)), le.Uint64(b))
	case args.I8:
		return fmt.Sprint(int8(b[0]))
	case args.I16:
		return fmt.Sprint(int16(le.Uint16(b)))
	case args.I32:
		return fmt.Sprint(int32(le.Uint32(b)))
	case args.I64:
		return fmt.Sprint(int64(le.Uint64(b)))
	}
	switch t.Size() {
	case 1:
		return fmt.Sprintf("%#x", b[0])
	case 2:
		return fmt.Sprintf("%#x", le.Uint16(b))
	case 4:
		return fmt.Sprintf("%#x", le.Uint32(b))
	}
	return fmt.Sprintf("%#x", le.Uint64(b))
}
