package isa_test

import (
	"encoding/binary"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

// FuzzDecode feeds arbitrary bytes to Decode and the printer for every
// target family: no panic, no instruction longer than its input.
func FuzzDecode(f *testing.F) {
	seeds := [][]uint32{
		{0xc0020002, 0x0000002c},             // s_load_dword
		{0x8600ff00, 0x0000ffff},             // s_and_b32 with a literal
		{0xd1cb0002, 0x0419e107},             // v_fma_f32 (VOP3)
		{0xdc508000, 0x067f0004},             // global_load_dword
		{0x7e0002f9, 0x00060606},             // v_mov_b32_sdwa
		{0x7e0002fa, 0xff00e41b},             // v_mov_b32_dpp
		{0xbf8cc07f},                         // s_waitcnt
		{0xbf88001a},                         // s_cbranch_execz
		{0xd3c80000, 0x04020d02},             // an MFMA
		{0xe0501000, 0x80000100},             // buffer_load_dword
		{0xd86c0000, 0x01000002},             // ds_read_b32
		{0x7e0002ff},                         // literal missing
		{0xffffffff, 0xffffffff, 0xffffffff}, // nothing
	}
	for _, s := range seeds {
		var b []byte
		for _, w := range s {
			b = binary.LittleEndian.AppendUint32(b, w)
		}
		f.Add(b)
	}
	targets := []*isa.Target{isa.MustTarget("gfx803"), isa.MustTarget("gfx900"), isa.MustTarget("gfx90a"),
		isa.MustTarget("gfx942"), isa.MustTarget("gfx950")}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, tgt := range targets {
			in, err := isa.Decode(data, 0x1000, tgt)
			if err != nil {
				if _, ok := err.(*isa.DecodeError); !ok {
					t.Fatalf("%s: error %T, want *isa.DecodeError", tgt.Processor, err)
				}
				continue
			}
			if in.Size <= 0 || in.Size > len(data) {
				t.Fatalf("%s: size %d of %d input bytes", tgt.Processor, in.Size, len(data))
			}
			_ = isa.LLVMSyntax(in)
		}
		isa.DisassembleObjdump(data, 0, targets[1], func(l *isa.Line) bool { _ = l.Text(); return true })
	})
}
