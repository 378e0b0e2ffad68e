package exec

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// wideLDSRef returns the LDS after a gfx950 12- or 16-byte LDS DMA load,
// written from AMDGPUUsage (llvm.amdgcn.load.to.lds: the LDS pointer offset
// by 16 * lane_id for sizes above 4) and the M0 + inst_offset rule of the
// dword forms: each lane in exec writes its size bytes load(l) at m0[15:0]
// + off + 16*l; other bytes keep before.
func wideLDSRef(before []byte, m0 uint32, off int64, exec uint64, size int, load func(l int) []byte) []byte {
	out := append([]byte(nil), before...)
	for l := range 64 {
		if exec>>uint(l)&1 != 0 {
			copy(out[int(m0&0xffff)+int(off)+16*l:][:size], load(l))
		}
	}
	return out
}

// global_load_lds_dwordx3/x4 and buffer_load_dwordx3/x4 ... lds on
// gfx950 (llvm-mc), EXEC with holes, M0 and an immediate offset; the
// buffer forms read 0 for each dword past num_records (checked per dword,
// as multi-dword buffer loads are). Made to fail by the dword forms' lane
// stride of 4 bytes instead of 16, by range-checking the buffer element
// whole and by writing a dwordx3 lane's 16 bytes.
func TestGFX950WideLDSDMAAsm(t *testing.T) {
	const exec = 0x7ffe_f0ff_ffff_bffe
	const m0 = 0x40
	for _, size := range []int{12, 16} {
		sfx := map[int]string{12: "dwordx3", 16: "dwordx4"}[size]
		t.Run("global_"+sfx, func(t *testing.T) {
			var buf *Allocation
			var before []byte
			src := fmt.Sprintf("global_load_lds_%s v[2:3], off offset:16", sfx)
			w, err := runAsm(t, "gfx950", src, func(w *Wave, e *testEnv) {
				buf, _ = e.mem.Allocate("src", AllocBuffer, 2048, 0)
				fillPattern(buf.Data, 0x5a)
				fillPattern(e.lds.Data, 0x11)
				before = append([]byte(nil), e.lds.Data...)
				for l := range 64 {
					a := buf.Base + uint64(20*l)
					w.V(2)[l], w.V(3)[l] = uint32(a), uint32(a>>32)
				}
				w.M0 = m0
				w.EXEC = exec
			})
			if err != nil {
				t.Fatal(err)
			}
			want := wideLDSRef(before, m0, 16, exec, size, func(l int) []byte { return buf.Data[20*l+16:][:size] })
			compareLDS(t, w.Env.LDS().Data, want)
		})
		t.Run("buffer_"+sfx, func(t *testing.T) {
			const records = 600 // lane 37's element straddles it
			var buf *Allocation
			var before []byte
			src := fmt.Sprintf("buffer_load_%s v1, s[4:7], s8 offen offset:4 lds", sfx)
			w, err := runAsm(t, "gfx950", src, func(w *Wave, e *testEnv) {
				buf, _ = e.mem.Allocate("src", AllocBuffer, 2048, 0)
				fillPattern(buf.Data, 0x9c)
				fillPattern(e.lds.Data, 0x11)
				before = append([]byte(nil), e.lds.Data...)
				copy(w.SGPR[4:8], bufferVSharp(buf.Base, records, 0, false)[:])
				w.SGPR[8] = 32 // soffset: not range-checked
				for l := range 64 {
					w.V(1)[l] = uint32(16 * l)
				}
				w.M0 = m0
				w.EXEC = exec
			})
			if err != nil {
				t.Fatal(err)
			}
			want := wideLDSRef(before, m0, 4, exec, size, func(l int) []byte {
				b := make([]byte, size)
				for k := 0; k < size; k += 4 {
					if off := 16*l + 4 + k; off < records {
						copy(b[k:k+4], buf.Data[32+off:])
					}
				}
				return b
			})
			compareLDS(t, w.Env.LDS().Data, want)
		})
	}
}

// testdata/kernels/lds_dma_wide.cl built by clang 22 for gfx950 (-O0, -O2:
// global_load_lds_dwordx4 and _dwordx3 from __builtin_amdgcn_global_load_lds
// with sizes 16 and 12, under EXEC with holes), against wideLDSRef's rule.
// Made to fail by the dword forms' lane stride of 4 bytes instead of 16 and
// by writing a dwordx3 lane's 16 bytes.
func TestGFX950WideLDSDMAKernel(t *testing.T) {
	const words = 2*16*64/4 + 64
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			co := buildKernels(t, "lds_dma_wide.cl", "gfx950", opt, []string{"global_load_lds_dwordx4", "global_load_lds_dwordx3"})
			k := loadKernel(t, "gfx950", co, "wide")
			mem := NewMemory()
			src, _ := mem.Allocate("src", AllocBuffer, 4096, 0)
			fillPattern(src.Data, 0x3c)
			out, _ := mem.Allocate("out", AllocBuffer, 4*words, 0)
			d := &Dispatch{Grid: [3]uint32{64, 1, 1}, Workgroup: [3]uint32{64, 1, 1}}
			d.Kernarg = k.kernarg(t, d, src.Base, out.Base)
			if _, err := k.run(t, d, mem); err != nil {
				t.Fatal(err)
			}
			le := binary.LittleEndian
			lds := make([]byte, 4*words)
			for i := range words {
				le.PutUint32(lds[4*i:], 0xa500_0000+uint32(i))
			}
			var e16, e12 uint64
			for l := range 64 {
				if l%3 != 1 {
					e16 |= 1 << uint(l)
				}
				if l%5 != 2 {
					e12 |= 1 << uint(l)
				}
			}
			lds = wideLDSRef(lds, 0, 0, e16, 16, func(l int) []byte { return src.Data[16*l:][:16] })
			// src + 256 + 3*l words, offset 16 on both sides, LDS at tile + 1024 bytes.
			lds = wideLDSRef(lds, 1024, 16, e12, 12, func(l int) []byte { return src.Data[1024+12*l+16:][:12] })
			compareLDS(t, out.Data, lds)
		})
	}
}
