package exec

import (
	"errors"
	"testing"
)

// Place must lay bytes out exactly where Allocate lays out an allocation of
// the same size (launch predicts the layout), share them rather than copy,
// and keep the guard gap behind them.
func TestPlaceLaysOutAsAllocateAndSharesTheBytes(t *testing.T) {
	sizes := []uint64{100, 1 << 20, 4096, 0, 12345}
	placed, allocated := NewMemory(), NewMemory()
	var datas [][]byte
	for i, n := range sizes {
		data := make([]byte, n)
		p, err := placed.Place("p", AllocBuffer, data, 0)
		if err != nil {
			t.Fatal(err)
		}
		a, err := allocated.Allocate("a", AllocBuffer, n, 0)
		if err != nil {
			t.Fatal(err)
		}
		if p.Base != a.Base || p.End() != a.End() {
			t.Errorf("allocation %d: placed at %#x..%#x, Allocate gives %#x..%#x", i, p.Base, p.End(), a.Base, a.End())
		}
		datas = append(datas, data)
	}
	acc := placed.Accessor()
	big := placed.Allocations()[1]
	datas[1][8] = 0x5a
	if v, err := acc.Read32(big.Base + 8); err != nil || v != 0x5a {
		t.Errorf("read of the placed bytes: %#x, %v; want 0x5a (the caller's slice itself)", v, err)
	}
	if err := acc.Write32(big.Base+16, 0xfeed); err != nil || datas[1][16] != 0xed {
		t.Errorf("write to the placed bytes: %v; the caller's slice has %#x at 16", err, datas[1][16])
	}
	var f *MemoryFault
	if _, err := acc.Read32(big.End()); !errors.As(err, &f) || f.Alloc != big {
		t.Errorf("read just past the placed bytes: %v; want a fault naming them", err)
	}
}
