package truth

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/gcndbg/gcndbg/model/args"
)

// waveReferences are the outputs of wave.cl's kernels computed from their
// specification (the comments in wave.cl and the ISA's definition of each
// cross-lane operation), for dispatches whose workgroups are a multiple of
// the wave size waveSize (32 or 64), so that wave w holds global ids
// waveSize*w..waveSize*w+waveSize-1.
var waveReferences = map[string]func(in [][]byte, n, waveSize int) map[int][]byte{
	// Butterfly sum: every lane ends with its wave's total.
	"wave_reduce": func(in [][]byte, n, waveSize int) map[int][]byte {
		x, out := i32s(in[0]), make([]int32, n)
		for w := 0; w < n; w += waveSize {
			var s int32
			for l := range waveSize {
				s += x[w+l]
			}
			for l := range waveSize {
				out[w+l] = s
			}
		}
		return map[int][]byte{1: fromI32(out)}
	},
	// readfirstlane: the value of the wave's first active lane (all lanes
	// are active) plus the lane's own.
	"wave_broadcast": func(in [][]byte, n, waveSize int) map[int][]byte {
		x, out := i32s(in[0]), make([]int32, n)
		for i := range n {
			out[i] = x[i/waveSize*waveSize] + x[i]
		}
		return map[int][]byte{1: fromI32(out)}
	},
	// ballot of in > 0: the wave's count, and each lane's rank (yes-votes
	// of the lanes below it: mbcnt).
	"wave_ballot": func(in [][]byte, n, waveSize int) map[int][]byte {
		x := i32s(in[0])
		count, rank := make([]int32, n), make([]int32, n)
		for w := 0; w < n; w += waveSize {
			var mask uint64
			for l := range waveSize {
				if x[w+l] > 0 {
					mask |= 1 << l
				}
			}
			for l := range waveSize {
				count[w+l] = int32(bits.OnesCount64(mask))
				rank[w+l] = int32(bits.OnesCount64(mask & (1<<l - 1)))
			}
		}
		return map[int][]byte{1: fromI32(count), 2: fromI32(rank)}
	},
	// Stream compaction: positive values move to the front of their
	// wave's part of out, in lane order; kept[w] counts them.
	"wave_compact": func(in [][]byte, n, waveSize int) map[int][]byte {
		x := i32s(in[0])
		// kept has a slot for each wave of the smaller wave size (32).
		out, kept := make([]int32, n), make([]int32, n/32)
		for w := 0; w < n; w += waveSize {
			k := 0
			for l := range waveSize {
				if x[w+l] > 0 {
					out[w+k] = x[w+l]
					k++
				}
			}
			kept[w/waveSize] = int32(k)
		}
		return map[int][]byte{1: fromI32(out), 2: fromI32(kept)}
	},
	// update_dpp(old = x, src = x, row_shr:1, row_mask 0xf, bank_mask 0xf,
	// bound_ctrl 0): lane l reads lane l-1 of its row of 16; lane 0 of a
	// row has no source and keeps old.
	"dpp_row_shr": func(in [][]byte, n, waveSize int) map[int][]byte {
		x, out := i32s(in[0]), make([]int32, n)
		for i := range n {
			below := x[i]
			if i%16 != 0 {
				below = x[i-1]
			}
			out[i] = x[i] + below
		}
		return map[int][]byte{1: fromI32(out)}
	},
	// bytes: hi = b2 + b3, lo = b0 * b1, each kept to 16 bits.
	"bytes": func(in [][]byte, n, waveSize int) map[int][]byte {
		x, out := i32s(in[0]), make([]int32, n)
		for i := range n {
			w := uint32(x[i])
			b0, b1, b2, b3 := w&0xff, w>>8&0xff, w>>16&0xff, w>>24
			out[i] = int32((b2+b3)&0xffff<<16 | (b0*b1)&0xffff)
		}
		return map[int][]byte{1: fromI32(out)}
	},
	// Every lane adds to sum[0]: the total.
	"wave_atomic_add": func(in [][]byte, n, waveSize int) map[int][]byte {
		x := i32s(in[0])
		var s int32
		for i := range n {
			s += x[i]
		}
		return map[int][]byte{1: fromI32([]int32{s})}
	},
	// With one wave, old[i] is the exclusive prefix sum and sum[0] the total.
	"wave_atomic_scan": func(in [][]byte, n, waveSize int) map[int][]byte {
		x, old := i32s(in[0]), make([]int32, n)
		var s int32
		for i := range n {
			old[i] = s
			s += x[i]
		}
		return map[int][]byte{1: fromI32([]int32{s}), 2: fromI32(old)}
	},
}

// WaveReference computes a wave.cl kernel's outputs from its inputs.
func WaveReference(kernel string, a *args.File, bindings []args.Binding, waveSize int) (map[int][]byte, error) {
	ref, ok := waveReferences[kernel]
	if !ok {
		return nil, fmt.Errorf("no Go reference for %s", kernel)
	}
	n := int(a.Grid[0] * a.Grid[1] * a.Grid[2])
	if kernel == "wave_atomic_scan" {
		// Any 1-D grid of one wave, whole or not.
		if a.Grid[1] != 1 || a.Grid[2] != 1 || n > waveSize {
			return nil, fmt.Errorf("%s: old values depend on wave order unless the grid is one wave", kernel)
		}
	} else if a.Grid[1] != 1 || a.Grid[2] != 1 || n%waveSize != 0 || int(a.Workgroup[0])%waveSize != 0 {
		return nil, fmt.Errorf("%s: the Go reference needs a 1-D grid of whole waves", kernel)
	}
	in := make([][]byte, len(bindings))
	for i, b := range bindings {
		in[i] = b.Data
		if b.Arg.Buffer != nil && b.Arg.Buffer.Type.Size() != 4 {
			return nil, fmt.Errorf("%s: the Go reference takes 32-bit buffers", kernel)
		}
		if b.Arg.Buffer != nil && len(b.Data) < 4*n && !b.Arg.Buffer.Output {
			return nil, fmt.Errorf("%s: input %s holds fewer than %d elements", kernel, b.Param.DisplayName(), n)
		}
	}
	return ref(in, n, waveSize), nil
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func fromI32(x []int32) []byte {
	b := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return b
}
