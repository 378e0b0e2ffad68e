package exec

import "math/bits"

// GFX12 and gfx1250 block loads and stores: global_load_block,
// global_store_block, scratch_load_block, scratch_store_block. The RDNA4
// ISA guide's pseudocode (as extracted in tinygrad's rdna4/str_pcode.py):
//
//	for i in 0 : 31 do
//	  // Algorithm can skip over "holes" both in the memory block and VGPR block.
//	  if M0[i].u1 then
//	    VGPR[laneId][VDST.u32 + i.u32] = MEM[ADDR + i * 4].b32
//	  endif
//	endfor
//
// (the store the other way): bit i of M0 moves the dword at the lane's
// address + 4*i to or from the i-th VGPR of the 32-register block, and a
// clear bit leaves both alone. The lane's address is the instruction's
// usual GLOBAL or SCRATCH address (flatAddress). LLVM uses them to save
// and restore callee-saved VGPRs in blocks (+block-vgpr-csr), with the
// mask in M0.
func blockMem(store bool) semFn {
	return func(w *Wave, d *instr) error {
		reg := &d.vdst
		if store {
			reg = &d.vdata
		}
		mask := w.M0
		var fault *laneError
		for m := w.EXEC; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			addr := flatAddress(w, d, l)
			for k := mask; k != 0; k &= k - 1 {
				i := bits.TrailingZeros32(k)
				lanes := w.vdstLanes(reg, i)
				var err error
				if store {
					err = laneAccess(w, d, l, addr+4*uint64(i), 4, true, func(b []byte, _ uint32) { put32(b, lanes[l]) })
				} else {
					err = laneAccess(w, d, l, addr+4*uint64(i), 4, false, func(b []byte, _ uint32) { lanes[l] = le32(b) })
				}
				if err != nil {
					laneFault(&fault, l, err)
					break
				}
			}
		}
		if fault != nil {
			return fault
		}
		return nil
	}
}

func init() {
	m := rdnaSemantics
	for n, store := range map[string]bool{
		"global_load_block": false, "global_store_block": true,
		"scratch_load_block": false, "scratch_store_block": true,
	} {
		if op, ok := lookupOp(n); ok {
			m[op] = blockMem(store)
		}
	}
}
