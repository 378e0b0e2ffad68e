package codeobj

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// BundleMagic starts a clang offload bundle.
const BundleMagic = "__CLANG_OFFLOAD_BUNDLE__"

// CompressedBundleMagic starts a compressed offload bundle
// (clang --offload-compress).
const CompressedBundleMagic = "CCOB"

// Compression methods of a compressed bundle (llvm::compression::Format).
const (
	ccobZlib = 0
	ccobZstd = 1
)

// maxCompressionRatio caps a compressed bundle's declared uncompressed
// size, in multiples of its compressed size: no real code object
// compresses better, and the output buffer is allocated up front.
const maxCompressionRatio = 1024

// BundleEntry is one code object of an offload bundle.
type BundleEntry struct {
	ID     string // "hipv4-amdgcn-amd-amdhsa--gfx906:xnack-"
	Offset uint64 // from the start of its bundle
	Size   uint64
	// BundleOffset is where the bundle starts in the file (several bundles
	// are concatenated in a .hip_fatbin).
	BundleOffset int64
	// Compressed tells that the bundle was a CCOB compressed bundle; then
	// offsets are in the uncompressed bundle.
	Compressed bool
	data       []byte
}

// Kind is the offload kind of the entry ("hip", "hipv4", "openmp", "host").
func (e BundleEntry) Kind() string { k, _, _ := strings.Cut(e.ID, "-"); return k }

// TargetID is the entry's target ID ("gfx906:xnack-"), "" for the host.
func (e BundleEntry) TargetID() string {
	_, t, ok := strings.Cut(e.ID, "--")
	if !ok || !strings.Contains(e.ID, "amdgcn") {
		return ""
	}
	return t
}

// Data returns the entry's code object bytes.
func (e BundleEntry) Data() []byte { return e.data }

// ParseBundles reads every offload bundle in data: a single bundle, a
// compressed bundle, or the concatenation of 4096-aligned bundles that a
// .hip_fatbin section holds. base is data's offset in the file named name.
func ParseBundles(data []byte, name string, base int64) ([]BundleEntry, error) {
	r := &reader{name: name, data: data, base: base}
	return parseBundles(r, 0)
}

func parseBundles(r *reader, depth int) ([]BundleEntry, error) {
	var all []BundleEntry
	pos := uint64(0)
	n := uint64(len(r.data))
	for pos < n {
		rest := r.data[pos:]
		switch {
		case bytes.HasPrefix(rest, []byte(BundleMagic)):
			es, end, err := parseBundle(r, pos)
			if err != nil {
				return nil, err
			}
			all = append(all, es...)
			pos = end
		case bytes.HasPrefix(rest, []byte(CompressedBundleMagic)):
			if depth > 0 {
				return nil, r.errorf(int64(pos), "compressed bundle inside a compressed bundle")
			}
			es, end, err := parseCompressedBundle(r, pos, depth)
			if err != nil {
				return nil, err
			}
			all = append(all, es...)
			pos = end
		default:
			if len(all) == 0 {
				return nil, r.errorf(int64(pos), "expected %q or %q", BundleMagic, CompressedBundleMagic)
			}
			// Zero padding up to the next bundle (.hip_fatbin aligns them to 4096).
			i := nextBundle(rest)
			for j, c := range rest[:i] {
				if c != 0 {
					return nil, r.errorf(int64(pos)+int64(j), "expected zero padding or another offload bundle")
				}
			}
			pos += uint64(i)
		}
	}
	return all, nil
}

// parseBundle reads one uncompressed bundle at pos: magic, u64 entry
// count, then per entry u64 offset, u64 size, u64 ID length, ID.
func parseBundle(r *reader, pos uint64) ([]BundleEntry, uint64, error) {
	h, err := r.span(pos, uint64(len(BundleMagic))+8, "offload bundle header")
	if err != nil {
		return nil, 0, err
	}
	count := le64(h[len(BundleMagic):])
	p := pos + uint64(len(h))
	left := uint64(len(r.data)) - p
	if count > left/24 {
		return nil, 0, r.errorf(int64(pos)+int64(len(BundleMagic)), "offload bundle declares %d entries; the %d bytes left hold at most %d", count, left, left/24)
	}
	entries := make([]BundleEntry, 0, count)
	end := p
	for i := uint64(0); i < count; i++ {
		eh, err := r.span(p, 24, fmt.Sprintf("offload bundle entry %d", i))
		if err != nil {
			return nil, 0, err
		}
		off, size, idlen := le64(eh), le64(eh[8:]), le64(eh[16:])
		id, err := r.span(p+24, idlen, fmt.Sprintf("offload bundle entry %d ID", i))
		if err != nil {
			return nil, 0, err
		}
		body, err := r.span(pos+min(off, uint64(len(r.data))), size, fmt.Sprintf("offload bundle entry %d (%s) code object", i, id))
		if err != nil || off > uint64(len(r.data)) {
			return nil, 0, r.errorf(int64(p), "offload bundle entry %d (%s): offset %#x size %#x run past the end of the bundle (%d bytes)", i, id, off, size, uint64(len(r.data))-pos)
		}
		entries = append(entries, BundleEntry{ID: string(id), Offset: off, Size: size, BundleOffset: r.base + int64(pos), data: body})
		end = max(end, pos+off+size)
		p += 24 + idlen
	}
	end = max(end, p)
	return entries, end, nil
}

// parseCompressedBundle reads a CCOB bundle: magic, u16 version, u16
// method, then (v2) u32 total size, (v1, v2) u32 uncompressed size or
// (v3) u64 total size, u64 uncompressed size, and a u64 hash.
func parseCompressedBundle(r *reader, pos uint64, depth int) ([]BundleEntry, uint64, error) {
	h, err := r.span(pos, 8, "compressed offload bundle header")
	if err != nil {
		return nil, 0, err
	}
	version, method := le16(h[4:]), le16(h[6:])
	var hdrSize, total, usize uint64
	switch version {
	case 1:
		hdrSize = 20
	case 2:
		hdrSize = 24
	case 3:
		hdrSize = 32
	default:
		return nil, 0, r.errorf(int64(pos)+4, "compressed offload bundle version %d, expected 1, 2 or 3", version)
	}
	h, err = r.span(pos, hdrSize, fmt.Sprintf("compressed offload bundle v%d header", version))
	if err != nil {
		return nil, 0, err
	}
	switch version {
	case 1:
		usize, total = uint64(le32(h[8:])), uint64(len(r.data))-pos
	case 2:
		total, usize = uint64(le32(h[8:])), uint64(le32(h[12:]))
	case 3:
		total, usize = le64(h[8:]), le64(h[16:])
	}
	if total < hdrSize || total > uint64(len(r.data))-pos {
		return nil, 0, r.errorf(int64(pos)+8, "compressed offload bundle size %d is not within the %d bytes left", total, uint64(len(r.data))-pos)
	}
	comp := r.data[pos+hdrSize : pos+total]
	if usize > uint64(len(comp))*maxCompressionRatio+4096 {
		return nil, 0, r.errorf(int64(pos)+8, "compressed offload bundle claims %d uncompressed bytes from %d compressed", usize, len(comp))
	}
	var zr io.Reader
	switch method {
	case ccobZlib:
		z, err := zlib.NewReader(bytes.NewReader(comp))
		if err != nil {
			return nil, 0, r.errorf(int64(pos+hdrSize), "compressed offload bundle: zlib: %v", err)
		}
		zr = z
	case ccobZstd:
		z, err := zstd.NewReader(bytes.NewReader(comp), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(usize+1<<20))
		if err != nil {
			return nil, 0, r.errorf(int64(pos+hdrSize), "compressed offload bundle: zstd: %v", err)
		}
		defer z.Close()
		zr = z
	default:
		return nil, 0, r.errorf(int64(pos)+6, "compressed offload bundle compression method %d, expected 0 (zlib) or 1 (zstd)", method)
	}
	out := make([]byte, usize)
	if _, err := io.ReadFull(zr, out); err != nil {
		return nil, 0, r.errorf(int64(pos+hdrSize), "compressed offload bundle: decompressing %d bytes: %v", usize, err)
	}
	inner := &reader{name: r.name, data: out, base: r.base + int64(pos), scope: "the decompressed bundle"}
	es, err := parseBundles(inner, depth+1)
	if err != nil {
		return nil, 0, err
	}
	for i := range es {
		es[i].Compressed = true
	}
	return es, pos + total, nil
}

// selectBundleEntry picks the code object for target ("gfx90a" or a full
// target ID "gfx90a:xnack-"); with target "" the entries of the only
// target ID there is. Among several entries of one target ID, kernel
// picks (entryDefining).
func selectBundleEntry(r *reader, es []BundleEntry, target, kernel string) (*BundleEntry, error) {
	var dev []*BundleEntry
	for i := range es {
		if es[i].TargetID() != "" && es[i].Size > 0 {
			dev = append(dev, &es[i])
		}
	}
	if len(dev) == 0 {
		return nil, r.errorf(0, "offload bundle holds no AMDGPU code object")
	}
	ids := distinctTargetIDs(dev)
	if target == "" {
		if len(ids) == 1 {
			return entryDefining(r, dev, kernel)
		}
		return nil, fmt.Errorf("%s: %w: the file holds code objects for %d targets, choose one with --target (%s)", r.name, ErrNoTarget, len(ids), strings.Join(ids, ", "))
	}
	var exact, proc []*BundleEntry
	for _, e := range dev {
		t := e.TargetID()
		p, _, _ := strings.Cut(t, ":")
		if t == target {
			exact = append(exact, e)
		}
		if p == target {
			proc = append(proc, e)
		}
	}
	switch {
	case len(exact) > 0:
		return entryDefining(r, exact, kernel)
	case len(proc) > 0:
		if ps := distinctTargetIDs(proc); len(ps) > 1 {
			return nil, fmt.Errorf("%s: %w %q: it is ambiguous, there are %s", r.name, ErrNoTarget, target, strings.Join(ps, ", "))
		}
		return entryDefining(r, proc, kernel)
	}
	return nil, fmt.Errorf("%s: %w %q; the targets there are: %s", r.name, ErrNoTarget, target, strings.Join(ids, ", "))
}

// distinctTargetIDs returns the sorted target IDs of es, each once.
func distinctTargetIDs(es []*BundleEntry) []string {
	seen := map[string]bool{}
	var ids []string
	for _, e := range es {
		if t := e.TargetID(); !seen[t] {
			seen[t] = true
			ids = append(ids, t)
		}
	}
	sort.Strings(ids)
	return ids
}

// entryDefining picks among code objects of one target ID (a library
// built from several translation units has one per unit and target): the
// first without a kernel name, else the first that defines the kernel
// (a symbol NAME or NAME.kd).
func entryDefining(r *reader, es []*BundleEntry, kernel string) (*BundleEntry, error) {
	if kernel == "" || len(es) == 1 {
		return es[0], nil
	}
	for _, e := range es {
		ef, err := parseELF(&reader{name: r.name, data: e.data})
		if err != nil {
			continue // reported if chosen; another entry may define it
		}
		syms, err := ef.parseSymbols()
		if err != nil {
			continue
		}
		for _, s := range syms {
			if s.Name == kernel || s.Name == kernel+".kd" {
				return e, nil
			}
		}
	}
	return nil, fmt.Errorf("%s: %w %q: none of the %d code objects for %s defines it", r.name, ErrNoKernel, kernel, len(es), es[0].TargetID())
}

// EntryOf returns the 1-based position of e among the entries of its
// target ID in es and how many there are.
func EntryOf(es []BundleEntry, e *BundleEntry) (pos, n int) {
	for i := range es {
		if es[i].ID != e.ID || es[i].Size == 0 {
			continue
		}
		n++
		if &es[i] == e {
			pos = n
		}
	}
	return pos, n
}

// nextBundle returns the index of the next bundle magic in b, or len(b).
func nextBundle(b []byte) int {
	i := bytes.Index(b, []byte(BundleMagic))
	if j := bytes.Index(b, []byte(CompressedBundleMagic)); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i < 0 {
		return len(b)
	}
	return i
}
