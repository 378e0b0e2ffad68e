package codeobj

import "fmt"

// maxMsgpackDepth bounds the nesting of metadata maps and arrays; AMDGPU
// metadata nests four deep (root, kernels, kernel, args, arg).
const maxMsgpackDepth = 32

// checkMsgpack walks one MessagePack object in b without allocating per
// element and reports the first malformed item: a reserved type byte, a
// length or element count larger than the bytes that remain, or nesting
// deeper than maxMsgpackDepth. It returns the object's length. The
// msgpack decoder trusts declared counts when it sizes maps and slices;
// this check makes that safe for untrusted input.
func checkMsgpack(b []byte) (int, error) {
	type frame struct{ left uint64 }
	stack := make([]frame, 0, 8)
	pos := 0
	need := func(n uint64) error {
		if n > uint64(len(b)-pos) {
			return fmt.Errorf("offset %#x: msgpack item needs %d bytes, %d left", pos, n, len(b)-pos)
		}
		return nil
	}
	be := func(n int) uint64 {
		var v uint64
		for i := 0; i < n; i++ {
			v = v<<8 | uint64(b[pos+i])
		}
		return v
	}
	for {
		if err := need(1); err != nil {
			return pos, err
		}
		start := pos
		t := b[pos]
		pos++
		var skip uint64  // payload bytes to skip
		var items uint64 // container elements that follow
		container := false
		switch {
		case t <= 0x7f || t >= 0xe0 || t == 0xc0 || t == 0xc2 || t == 0xc3:
		case t >= 0x80 && t <= 0x8f:
			items, container = 2*uint64(t&0x0f), true
		case t >= 0x90 && t <= 0x9f:
			items, container = uint64(t&0x0f), true
		case t >= 0xa0 && t <= 0xbf:
			skip = uint64(t & 0x1f)
		case t == 0xc1:
			return pos, fmt.Errorf("offset %#x: msgpack type byte 0xc1 is never used", start)
		case t >= 0xc4 && t <= 0xc6, t >= 0xd9 && t <= 0xdb: // bin, str
			n := 1 << (t - 0xc4)
			if t >= 0xd9 {
				n = 1 << (t - 0xd9)
			}
			if err := need(uint64(n)); err != nil {
				return pos, err
			}
			skip = be(n)
			pos += n
		case t >= 0xc7 && t <= 0xc9: // ext
			n := 1 << (t - 0xc7)
			if err := need(uint64(n) + 1); err != nil {
				return pos, err
			}
			skip = be(n) + 1
			pos += n
		case t == 0xca, t == 0xcb:
			skip = 4 << (t - 0xca)
		case t >= 0xcc && t <= 0xcf:
			skip = 1 << (t - 0xcc)
		case t >= 0xd0 && t <= 0xd3:
			skip = 1 << (t - 0xd0)
		case t >= 0xd4 && t <= 0xd8:
			skip = 1 + 1<<(t-0xd4)
		case t == 0xdc, t == 0xdd, t == 0xde, t == 0xdf:
			n := 2
			if t == 0xdd || t == 0xdf {
				n = 4
			}
			if err := need(uint64(n)); err != nil {
				return pos, err
			}
			items = be(n)
			pos += n
			if t >= 0xde {
				items *= 2
			}
			container = true
		}
		if err := need(skip); err != nil {
			return pos, err
		}
		pos += int(skip)
		if container {
			if items > uint64(len(b)-pos) {
				return pos, fmt.Errorf("offset %#x: msgpack container declares %d items, only %d bytes left", start, items, len(b)-pos)
			}
			if items > 0 {
				if len(stack) >= maxMsgpackDepth {
					return pos, fmt.Errorf("offset %#x: msgpack nesting deeper than %d", start, maxMsgpackDepth)
				}
				stack = append(stack, frame{items})
				continue
			}
		}
		// One item complete: pop finished containers.
		for {
			if len(stack) == 0 {
				return pos, nil
			}
			top := &stack[len(stack)-1]
			top.left--
			if top.left > 0 {
				break
			}
			stack = stack[:len(stack)-1]
		}
	}
}
