// Package flow is the control-flow graph of the instructions a kernel may
// run, for checkers that prove from the whole program, before it runs,
// that they can find nothing (then they look at no instruction). It is
// pure: it reads decoded instructions.
package flow

import "github.com/gcndbg/gcndbg/isa"

// Graph is the control flow of a kernel without calls: its instructions
// in address order and, by index, their successors and predecessors.
type Graph struct {
	PCs   []uint64
	Insts []*isa.Inst
	Succ  [][]int32
	Pred  [][]int32
	Entry int // the index of the kernel's first instruction
}

// Build makes the graph of the instructions insts yields (each once, in
// address order, as exec.Program.Reachable does) for a kernel entered at
// entry. ok is false when its control flow cannot be followed statically:
// an indirect jump or call (s_setpc, s_swappc, s_call), a fork or join,
// another branch it does not know, or a branch to an address that is no
// instruction's start. A wave that runs past the last instruction or into
// one that is not listed (undecodable) stops there: no successor.
func Build(entry uint64, insts func(yield func(pc uint64, in *isa.Inst))) (g *Graph, ok bool) {
	g = &Graph{Entry: -1}
	insts(func(pc uint64, in *isa.Inst) {
		g.PCs = append(g.PCs, pc)
		g.Insts = append(g.Insts, in)
	})
	at := make(map[uint64]int32, len(g.PCs))
	for i, pc := range g.PCs {
		at[pc] = int32(i)
	}
	e, found := at[entry]
	if !found {
		return nil, false
	}
	g.Entry = int(e)
	g.Succ = make([][]int32, len(g.PCs))
	g.Pred = make([][]int32, len(g.PCs))
	edge := func(from int, to int32) {
		g.Succ[from] = append(g.Succ[from], to)
		g.Pred[to] = append(g.Pred[to], int32(from))
	}
	for i, in := range g.Insts {
		next := g.PCs[i] + uint64(max(in.Size, 4))
		fall, target := true, false
		switch in.Op {
		case isa.OpS_ENDPGM, isa.OpS_ENDPGM_SAVED, isa.OpS_ENDPGM_ORDERED_PS_DONE:
			fall = false
		case isa.OpS_BRANCH:
			fall, target = false, true
		case isa.OpS_CBRANCH_SCC0, isa.OpS_CBRANCH_SCC1, isa.OpS_CBRANCH_VCCZ, isa.OpS_CBRANCH_VCCNZ,
			isa.OpS_CBRANCH_EXECZ, isa.OpS_CBRANCH_EXECNZ, isa.OpS_CBRANCH_CDBGSYS, isa.OpS_CBRANCH_CDBGUSER,
			isa.OpS_CBRANCH_CDBGSYS_OR_USER, isa.OpS_CBRANCH_CDBGSYS_AND_USER:
			target = true
		case isa.OpS_SETPC_B64, isa.OpS_SWAPPC_B64, isa.OpS_CALL_B64, isa.OpS_CBRANCH_G_FORK,
			isa.OpS_CBRANCH_I_FORK, isa.OpS_CBRANCH_JOIN:
			return nil, false
		default:
			if in.Enc != nil && in.Enc.Flags.Has(isa.FlagIsBranch) {
				return nil, false
			}
		}
		if target {
			to := uint64(int64(next) + int64(int16(in.Imm("simm16")))*4)
			j, found := at[to]
			if !found {
				return nil, false
			}
			edge(i, j)
		}
		if fall {
			if j, found := at[next]; found && (!target || j != g.Succ[i][0]) {
				edge(i, j)
			}
		}
	}
	return g, true
}

// Solve runs a forward data-flow analysis to its fixed point: it calls
// visit with the entry, then with each instruction whose facts may have
// changed, until none is left. visit(i, mark) works out the facts after
// instruction i, merges them into its successors' and calls mark(j) for
// each successor j whose facts changed. Solve stops and returns false as
// soon as visit does (a fact the analysis cannot follow); true at the
// fixed point. Instructions are visited last marked, first visited.
func (g *Graph) Solve(visit func(i int, mark func(j int32)) bool) bool {
	queued := make([]bool, len(g.Insts))
	work := []int32{int32(g.Entry)}
	queued[g.Entry] = true
	mark := func(j int32) {
		if !queued[j] {
			queued[j] = true
			work = append(work, j)
		}
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		queued[i] = false
		if !visit(int(i), mark) {
			return false
		}
	}
	return true
}
