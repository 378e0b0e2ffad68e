package dwarf

import "encoding/binary"

// buf is a little-endian cursor over untrusted bytes. The first error is
// sticky (as in debug/dwarf): a parser reads on and checks err once.
type buf struct {
	data []byte
	off  int
	err  string
	at   int // offset of the first error
}

func (b *buf) fail(msg string) {
	if b.err == "" {
		b.err, b.at = msg, b.off
	}
	b.off = len(b.data)
}

func (b *buf) left() int { return len(b.data) - b.off }

func (b *buf) u8() uint8 {
	if b.off+1 > len(b.data) {
		b.fail("unexpected end of data reading 1 byte")
		return 0
	}
	v := b.data[b.off]
	b.off++
	return v
}

func (b *buf) u16() uint16 {
	if b.off+2 > len(b.data) {
		b.fail("unexpected end of data reading 2 bytes")
		return 0
	}
	v := binary.LittleEndian.Uint16(b.data[b.off:])
	b.off += 2
	return v
}

func (b *buf) u32() uint32 {
	if b.off+4 > len(b.data) {
		b.fail("unexpected end of data reading 4 bytes")
		return 0
	}
	v := binary.LittleEndian.Uint32(b.data[b.off:])
	b.off += 4
	return v
}

func (b *buf) u64() uint64 {
	if b.off+8 > len(b.data) {
		b.fail("unexpected end of data reading 8 bytes")
		return 0
	}
	v := binary.LittleEndian.Uint64(b.data[b.off:])
	b.off += 8
	return v
}

// uN reads an n-byte unsigned little-endian integer (n in 1..8).
func (b *buf) uN(n int) uint64 {
	switch n {
	case 1:
		return uint64(b.u8())
	case 2:
		return uint64(b.u16())
	case 4:
		return uint64(b.u32())
	case 8:
		return b.u64()
	}
	b.fail("unsupported integer size " + itoa(n))
	return 0
}

func (b *buf) bytes(n uint64) []byte {
	if n > uint64(b.left()) {
		b.fail("block of " + itoa(int(min(n, 1<<31))) + " bytes runs past the end")
		return nil
	}
	v := b.data[b.off : b.off+int(n)]
	b.off += int(n)
	return v
}

func (b *buf) uleb() uint64 {
	var v uint64
	var shift uint
	for {
		if b.off >= len(b.data) {
			b.fail("unexpected end of data in ULEB128")
			return 0
		}
		c := b.data[b.off]
		b.off++
		if shift < 64 {
			v |= uint64(c&0x7f) << shift
		}
		shift += 7
		if c&0x80 == 0 {
			return v
		}
	}
}

func (b *buf) sleb() int64 {
	var v int64
	var shift uint
	for {
		if b.off >= len(b.data) {
			b.fail("unexpected end of data in SLEB128")
			return 0
		}
		c := b.data[b.off]
		b.off++
		if shift < 64 {
			v |= int64(c&0x7f) << shift
		}
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
}

func (b *buf) cstring() string {
	for i := b.off; i < len(b.data); i++ {
		if b.data[i] == 0 {
			s := string(b.data[b.off:i])
			b.off = i + 1
			return s
		}
	}
	b.fail("unterminated string")
	return ""
}
