package exec

import (
	"fmt"
	"testing"

	"github.com/gcndbg/gcndbg/isa"
)

func TestWMMADecodeTmp(t *testing.T) {
	for _, tg := range []string{"gfx1200"} {
		src := `
v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[16:23], v30 index_key:1 neg_lo:[1,0,0]
v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[16:19], v30 index_key:1 neg_lo:[1,1,0] clamp
v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], v[0:3] neg_hi:[1,0,1]
v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[16:17], v[0:7]
`
		code := assemble(t, tg, src)
		tgt, _ := isa.LookupTarget(tg)
		for off := 0; off < len(code); {
			in, err := isa.Decode(code[off:], uint64(off), tgt)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Println(in.Op, in.Size)
			for _, o := range in.Operands {
				fmt.Printf("   %+v\n", o)
			}
			off += in.Size
		}
	}
}
