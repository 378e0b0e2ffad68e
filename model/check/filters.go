package check

import (
	"strings"

	"github.com/gcndbg/gcndbg/isa"
)

// The instructions each checker's Before acts on (Filter): the others run
// without an event for it. Each is the checker's own first test in
// Before, so that leaving an instruction out changes nothing; a checker
// that starts to look at more instructions must widen its Wants.

// memcheck looks at memory instructions only (memAccessOp).
func (m *memWorker) Wants(in *isa.Inst) bool { return memAccessOp(in) }

// racecheck: the instructions its classify does not call kOther, but the
// ones its plan folds (racewaits.go: by PC).
func (k *raceWorker) Wants(in *isa.Inst) bool { return k.c.classify(in) != kOther }

func (k *raceWorker) WantsAt(pc uint64, in *isa.Inst) bool {
	return k.Wants(in) && (k.c.plan == nil || k.c.plan.wants(pc, in.Op))
}

// synccheck: barriers and s_endpgm (the waves' launched lanes come from
// WorkgroupStart, which both hosts call).
func (k *syncWorker) Wants(in *isa.Inst) bool {
	return in.Op == isa.OpS_BARRIER || in.Op == isa.OpS_ENDPGM || strings.Contains(in.Op.String(), "barrier")
}
