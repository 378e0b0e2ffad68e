package exec

import "testing"

// An SDWA source that is a constant goes through its select like any
// other (Vega ISA 6.4 "SDWA": src0_sel picks a byte or word of the
// operand, zero- or sign-extended): -1 with BYTE_0 is 255, not -1.
func TestSDWAConstantSourceIsSelected(t *testing.T) {
	w, err := runAsm(t, "gfx900", "v_add_u32_sdwa v4, -1, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD",
		func(w *Wave, _ *testEnv) {
			w.EXEC = allLanes
			for l := range 64 {
				w.V(1)[l] = uint32(1000 * l)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	for l := range 64 {
		if got, want := w.V(4)[l], uint32(1000*l)+255; got != want {
			t.Fatalf("lane %d: v4 = %d, want %d (v1 + BYTE_0 of -1)", l, got, want)
		}
	}
}
