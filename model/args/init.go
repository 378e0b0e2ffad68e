package args

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"os"
	"runtime"
	"strings"
	"sync"
)

// materialise makes a buffer argument's initial bytes.
func (f *File) materialise(a *Arg) ([]byte, error) {
	b := a.Buffer
	t, es := b.Type, b.Type.Size()
	in := &b.Init
	key := a.Key() + ".init"
	fail := func(p Pos, msg string, args ...any) error {
		return &Error{File: f.Path, Pos: p, Key: key, Msg: fmt.Sprintf(msg, args...)}
	}
	count := b.Count
	switch in.Kind {
	case InitData:
		if count < 0 {
			count = int64(len(in.Data))
		}
	case InitFile:
		return f.readInitFile(a, fail)
	}
	out := make([]byte, count*int64(es))
	switch in.Kind {
	case InitZero:
	case InitFill:
		if count == 0 {
			break
		}
		if err := in.Fill.encode(t, out[:es]); err != nil {
			return nil, fail(in.Fill.Pos, "%v", err)
		}
		pattern := append([]byte(nil), out[:es]...) // read by every part
		inChunks(count, es, func(lo, hi int64) {
			// Double the filled prefix of the chunk: log2 copies, not
			// one per element.
			part := out[lo*int64(es) : hi*int64(es)]
			copy(part, pattern)
			for n := es; n < len(part); n *= 2 {
				copy(part[n:], part[:n])
			}
		})
	case InitData:
		for i, n := range in.Data {
			if err := n.encode(t, out[i*es:(i+1)*es]); err != nil {
				return nil, fail(n.Pos, "data[%d]: %v", i, err)
			}
		}
	case InitRange:
		if err := fillRange(t, out, count, in.Start, in.Step); err != nil {
			return nil, fail(in.Pos, "%v", err)
		}
	case InitRandom:
		if err := fillRandom(t, out, count, in.Seed, in.Min, in.Max); err != nil {
			return nil, fail(in.Pos, "%v", err)
		}
	}
	return out, nil
}

// chunkBytes is the least part of a buffer worth a goroutine of its own
// when making it: filling a buffer is mostly first touches of fresh pages,
// which the cores take in parallel.
const chunkBytes = 1 << 20

// inChunks calls fill(lo, hi) for consecutive ranges of element indices
// covering [0, count), on up to GOMAXPROCS goroutines when the buffer of
// count elements of es bytes is large. fill must compute element i from i
// alone, so the bytes are the same however the buffer is split.
func inChunks(count int64, es int, fill func(lo, hi int64)) {
	parts := min(int64(runtime.GOMAXPROCS(0)), count*int64(es)/chunkBytes)
	if parts <= 1 {
		fill(0, count)
		return
	}
	per := (count + parts - 1) / parts
	var wg sync.WaitGroup
	for lo := int64(0); lo < count; lo += per {
		hi := min(lo+per, count)
		wg.Go(func() { fill(lo, hi) })
	}
	wg.Wait()
}

// fillRange writes start + i*step. Integers are computed exactly and must
// stay within the type; floats are computed in float64 and then rounded.
func fillRange(t ElemType, out []byte, count int64, start, step Number) error {
	if t.IsFloat() || start.IsFloat || step.IsFloat {
		if !t.IsFloat() {
			return fmt.Errorf("range of %v needs whole numbers", t)
		}
		s0, d := asFloat(start), asFloat(step)
		if t == F32 { // the common case, without a call per element
			inChunks(count, 4, func(lo, hi int64) {
				for i := lo; i < hi; i++ {
					binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(float32(s0+float64(i)*d)))
				}
			})
			return nil
		}
		putFloats(t, out, count, func(i int64) float64 { return s0 + float64(i)*d })
		return nil
	}
	lo, hi := t.intRange()
	last := new(big.Int).Mul(step.Int, big.NewInt(max(count-1, 0)))
	last.Add(last, start.Int)
	if start.Int.Cmp(lo) < 0 || start.Int.Cmp(hi) > 0 || last.Cmp(lo) < 0 || last.Cmp(hi) > 0 {
		return fmt.Errorf("range %v, %v, ... %v leaves %v", start.Int, new(big.Int).Add(start.Int, step.Int), last, t)
	}
	v, d := start.Int.Int64(), step.Int.Int64()
	if !start.Int.IsInt64() {
		v = int64(start.Int.Uint64())
	}
	// Element i is v + i*d in int64 arithmetic, wrapping as Go defines it:
	// the same low bits as adding step i times.
	if t.Size() == 4 { // i32/u32, the common case, without a call per element
		inChunks(count, 4, func(lo, hi int64) {
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint32(out[4*i:], uint32(v+i*d))
			}
		})
		return nil
	}
	putInts(t, out, count, func(i int64) uint64 { return uint64(v + i*d) })
	return nil
}

func asFloat(n Number) float64 {
	if n.IsFloat {
		return n.Float
	}
	f, _ := new(big.Float).SetInt(n.Int).Float64()
	return f
}

// splitmix64 is the generator of {random: ...}: a documented, portable
// sequence, so the same args file gives the same data everywhere. Its
// state after n outputs is seed + n*gamma, so output i is computed from i
// alone (and a buffer is filled in parallel parts).
type splitmix64 uint64

const splitmixGamma = 0x9e3779b97f4a7c15

// at returns output i (from 0) of the generator seeded with s.
func (s splitmix64) at(i int64) uint64 {
	z := uint64(s) + uint64(i+1)*splitmixGamma
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// fillRandom writes uniform values: floats in [min, max) as
// min + (max-min)*u with u = next()>>11 / 2^53; integers in [min, max]
// as min + next() mod (max-min+1).
func fillRandom(t ElemType, out []byte, count int64, seed uint64, lo, hi Number) error {
	g := splitmix64(seed)
	if t.IsFloat() {
		a, b := asFloat(lo), asFloat(hi)
		if !(a <= b) || math.IsInf(a, 0) || math.IsInf(b, 0) {
			return fmt.Errorf("random needs finite min <= max")
		}
		putFloats(t, out, count, func(i int64) float64 {
			u := float64(g.at(i)>>11) / (1 << 53)
			return a + (b-a)*u
		})
		return nil
	}
	if lo.IsFloat || hi.IsFloat {
		return fmt.Errorf("random of %v needs whole numbers for min and max", t)
	}
	tlo, thi := t.intRange()
	if lo.Int.Cmp(tlo) < 0 || hi.Int.Cmp(thi) > 0 || lo.Int.Cmp(hi.Int) > 0 {
		return fmt.Errorf("random needs %v <= min <= max <= %v", tlo, thi)
	}
	// min + next mod (max-min+1) in two's complement: the span is at most
	// 2^64, which wraps to 0 and then leaves next as it is.
	span := new(big.Int).Sub(hi.Int, lo.Int)
	span.Add(span, big.NewInt(1))
	n := span.Uint64() // 0 for 2^64
	base := lo.Int.Uint64()
	if lo.Int.Sign() < 0 {
		base = uint64(lo.Int.Int64())
	}
	putInts(t, out, count, func(i int64) uint64 {
		r := g.at(i)
		if n != 0 {
			r %= n
		}
		return base + r
	})
	return nil
}

// putFloats stores value(i) rounded to t as element i, for i < count
// (in parts, see inChunks): one type switch per part, not per element.
func putFloats(t ElemType, out []byte, count int64, value func(int64) float64) {
	inChunks(count, t.Size(), func(lo, hi int64) {
		switch t {
		case F32:
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(float32(value(i))))
			}
		case F64:
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint64(out[8*i:], math.Float64bits(value(i)))
			}
		default:
			es := int64(t.Size())
			for i := lo; i < hi; i++ {
				putFloat(t, out[i*es:], value(i))
			}
		}
	})
}

// putInts stores the low bytes of value(i) as element i of integer type t,
// for i < count (in parts, see inChunks).
func putInts(t ElemType, out []byte, count int64, value func(int64) uint64) {
	inChunks(count, t.Size(), func(lo, hi int64) {
		switch t.Size() {
		case 1:
			for i := lo; i < hi; i++ {
				out[i] = byte(value(i))
			}
		case 2:
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint16(out[2*i:], uint16(value(i)))
			}
		case 4:
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint32(out[4*i:], uint32(value(i)))
			}
		case 8:
			for i := lo; i < hi; i++ {
				binary.LittleEndian.PutUint64(out[8*i:], value(i))
			}
		}
	})
}

// readInitFile reads {file: ...}: a .npy file (dtype and count checked) or
// raw little-endian bytes (size checked against count).
func (f *File) readInitFile(a *Arg, fail func(Pos, string, ...any) error) ([]byte, error) {
	b := a.Buffer
	in := &b.Init
	fh, err := os.Open(in.File)
	if err != nil {
		return nil, fail(in.Pos, "cannot read %s: %v", in.File, unwrapPathErr(err))
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, fail(in.Pos, "cannot read %s: %v", in.File, err)
	}
	if st.Size() > maxBufferBytes+4096 {
		return nil, fail(in.Pos, "%s is larger than the %d-byte limit of a buffer", in.File, int64(maxBufferBytes))
	}
	if strings.HasSuffix(strings.ToLower(in.File), ".npy") {
		arr, err := ReadNPY(fh, st.Size())
		if err != nil {
			return nil, fail(in.Pos, "%s: %v", in.File, err)
		}
		if arr.Type != b.Type {
			return nil, fail(in.Pos, "%s holds %v (dtype %s), but the buffer is %v", in.File, arr.Type, arr.Descr, b.Type)
		}
		if b.Count >= 0 && arr.Count != b.Count {
			return nil, fail(in.Pos, "%s holds %d elements, but count is %d", in.File, arr.Count, b.Count)
		}
		return arr.Data, nil
	}
	data := make([]byte, st.Size())
	if _, err := fh.ReadAt(data, 0); err != nil && st.Size() > 0 {
		return nil, fail(in.Pos, "cannot read %s: %v", in.File, err)
	}
	es := int64(b.Type.Size())
	if int64(len(data))%es != 0 {
		return nil, fail(in.Pos, "%s has %d bytes, not a whole number of %v elements", in.File, len(data), b.Type)
	}
	if b.Count >= 0 && int64(len(data)) != b.Count*es {
		return nil, fail(in.Pos, "%s has %d bytes, but %d elements of %v need %d", in.File, len(data), b.Count, b.Type, b.Count*es)
	}
	return data, nil
}
