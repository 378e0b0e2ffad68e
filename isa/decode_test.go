package isa_test

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

func words(ws ...uint32) []byte {
	var b []byte
	for _, w := range ws {
		b = binary.LittleEndian.AppendUint32(b, w)
	}
	return b
}

// Expected operands are worked out by hand from the encodings in the
// GCN3/Vega ISA documents (field positions, source-operand encodings).
func TestDecodeGivesOperandsAnInterpreterCanUse(t *testing.T) {
	type opnd struct {
		name  string
		kind  isa.OperandKind
		reg   uint16
		width uint8
		imm   int64
	}
	cases := []struct {
		name   string
		target string
		code   []byte
		op     isa.Op
		size   int
		want   []opnd
	}{
		{"VOP3 with an inline float", "gfx900", words(0xd1cb0002, 0x0419e107), isa.OpV_FMA_F32, 8, []opnd{
			{"vdst", isa.KindVGPR, 2, 1, 0},
			{"src0", isa.KindVGPR, 7, 1, 0},
			{"src1", isa.KindInline, 0, 1, 0x3f000000}, // 0.5
			{"src2", isa.KindVGPR, 6, 1, 0},
		}},
		{"SOP2 with a literal", "gfx900", words(0x8600ff00, 0x0000ffff), isa.OpS_AND_B32, 8, []opnd{
			{"sdst", isa.KindSGPR, 0, 1, 0},
			{"src0", isa.KindSGPR, 0, 1, 0},
			{"src1", isa.KindLiteral, 0, 1, 0xffff},
		}},
		{"SMEM load of a pair", "gfx900", words(0xc0060182, 0x00000010), isa.OpS_LOAD_DWORDX2, 8, []opnd{
			{"sdst", isa.KindSGPR, 6, 2, 0},
			{"sbase", isa.KindSGPR, 4, 2, 0},
			{"offset", isa.KindImm, 0, 0, 0x10},
		}},
		{"global load with off", "gfx900", words(0xdc508000, 0x067f0004), isa.OpGLOBAL_LOAD_DWORD, 8, []opnd{
			{"vdst", isa.KindVGPR, 6, 1, 0},
			{"vaddr", isa.KindVGPR, 4, 2, 0}, // saddr 0x7f selects the row without saddr ("off")
		}},
		{"VOPC writes vcc", "gfx803", words(0x7d980001), isa.OpV_CMP_GT_U32, 4, []opnd{
			{"src0", isa.KindSGPR, 1, 1, 0},
			{"src1", isa.KindVGPR, 0, 1, 0},
		}},
		{"negative inline integer", "gfx90a", words(0x7e0002c1), isa.OpV_MOV_B32, 4, []opnd{
			{"vdst", isa.KindVGPR, 0, 1, 0},
			{"src0", isa.KindInline, 0, 1, -1},
		}},
		{"branch offset", "gfx942", words(0xbf88001a), isa.OpS_CBRANCH_EXECZ, 4, []opnd{
			{"simm16", isa.KindImm, 0, 0, 26},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in, err := isa.Decode(c.code, 0x1000, isa.MustTarget(c.target))
			if err != nil {
				t.Fatal(err)
			}
			if in.Op != c.op || in.Size != c.size {
				t.Fatalf("op %v size %d, want %v size %d", in.Op, in.Size, c.op, c.size)
			}
			for _, w := range c.want {
				o := in.Operand(w.name)
				if o == nil {
					t.Fatalf("no operand %s", w.name)
				}
				if o.Kind != w.kind || (o.IsReg() && (o.Reg != w.reg || o.Width != w.width)) || (!o.IsReg() && o.Imm != w.imm) {
					t.Errorf("%s = %+v, want %+v", w.name, *o, w)
				}
			}
		})
	}
}

func TestUndecodableBytesGiveDecodeErrorWithWords(t *testing.T) {
	cases := []struct {
		name string
		code []byte
	}{
		{"literal cut off", words(0x7e0002ff)},
		{"two bytes", []byte{0x01, 0x02}},
		{"empty", nil},
		{"no such encoding", words(0xffffffff, 0xffffffff)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := isa.Decode(c.code, 0x40, isa.MustTarget("gfx900"))
			var de *isa.DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("err %v, want *isa.DecodeError", err)
			}
			if de.PC != 0x40 || len(de.Words) != len(c.code)/4 && len(c.code) <= 8 {
				t.Errorf("error %+v does not say where", de)
			}
		})
	}
}

func TestUnknownProcessorIsAnError(t *testing.T) {
	for _, name := range []string{"gfx600", "gfx705", "gfx1234", "r600"} {
		if _, err := isa.LookupTarget(name); err == nil {
			t.Errorf("%s is not decoded; LookupTarget must say so", name)
		}
	}
	if tgt, err := isa.LookupTarget("gfx1100:wavefrontsize64"); err != nil || tgt.WaveSize() != 64 {
		t.Fatalf("gfx1100 in wave64: %v, %v", tgt, err)
	}
	if tgt, err := isa.LookupTarget("gfx1250"); err != nil || tgt.WaveSize() != 32 {
		t.Fatalf("gfx1250: %v, %v", tgt, err)
	}
	if _, err := isa.MustTarget("gfx1250").WithWaveSize(64); err == nil {
		t.Fatal("gfx1250 has no wave64 mode; WithWaveSize(64) must say so")
	}
	if tgt, err := isa.LookupTarget("gfx90a:sramecc+:xnack-"); err != nil || tgt.Processor != "gfx90a" {
		t.Fatalf("target ID with features: %v, %v", tgt, err)
	}
}
