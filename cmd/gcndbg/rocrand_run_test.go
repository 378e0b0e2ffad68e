package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// philoxRound and philox10 are Philox4x32-10 (Salmon, Moraes, Dror, Shaw,
// "Parallel random numbers: as easy as 1, 2, 3", SC11; Random123), with the
// constants and word order of rocRAND 5.7.1's rocrand_philox4x32_10.h.
func philoxRound(c [4]uint32, k [2]uint32) [4]uint32 {
	p0 := uint64(0xD2511F53) * uint64(c[0])
	p1 := uint64(0xCD9E8D57) * uint64(c[2])
	return [4]uint32{uint32(p1>>32) ^ c[1] ^ k[0], uint32(p1), uint32(p0>>32) ^ c[3] ^ k[1], uint32(p0)}
}

func philox10(c [4]uint32, k [2]uint32) [4]uint32 {
	for range 9 {
		c = philoxRound(c, k)
		k[0] += 0x9E3779B9
		k[1] += 0xBB67AE85
	}
	return philoxRound(c, k)
}

// The reference is Random123's: its known-answer vectors (kat_vectors,
// philox4x32 10 rounds).
func TestPhiloxReferenceMatchesRandom123KAT(t *testing.T) {
	ones := ^uint32(0)
	for _, c := range []struct {
		ctr  [4]uint32
		key  [2]uint32
		want [4]uint32
	}{
		{[4]uint32{}, [2]uint32{}, [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
		{[4]uint32{ones, ones, ones, ones}, [2]uint32{ones, ones}, [4]uint32{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
		{[4]uint32{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, [2]uint32{0xa4093822, 0x299f31d0}, [4]uint32{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
	} {
		if got := philox10(c.ctr, c.key); got != c.want {
			t.Errorf("philox4x32-10(%08x, %08x) = %08x, want %08x", c.ctr, c.key, got, c.want)
		}
	}
}

// rocRANDUniformFloat is rocRAND's uniform_distribution(unsigned int):
// 2^-32 + v * 2^-32 in float (ROCRAND_2POW32_INV is 2^-32 exactly).
func rocRANDUniformFloat(v uint32) float32 {
	const inv = float32(1.0 / 4294967296.0)
	return inv + float32(v)*inv
}

// Real RDNA kernels from others, run in wave32: Debian 13 rocRAND's
// generate kernels for Philox4x32-10 (uint and float outputs) and Sobol32
// (float, two dimensions) on gfx1010, gfx1030 and gfx1100-1102, against the
// published algorithms computed here. What the kernels compute is rocRAND
// 5.7.1's library/src/rng/philox4x32_10.hpp and sobol32.hpp: output i of
// a Philox generator with seed S and offset 0 is word i%4 of
// Philox(counter i/4, key S); Sobol32 output i of dimension d at offset o
// is the XOR of d's direction vectors over the bits of gray(o+i). The
// grids (1024 work-items, n not a multiple of it) make every thread loop
// and the Philox one write a tail.
func TestRocRANDTrixieKernelsMatchPublishedAlgorithms(t *testing.T) {
	files := llvmtool.RocRANDTrixieObjects(t)
	dir := t.TempDir()
	write := func(name string, words []uint32) string {
		b := make([]byte, 4*len(words))
		for i, w := range words {
			binary.LittleEndian.PutUint32(b[4*i:], w)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}

	// Philox: the engine as philox4x32_10_engine(seed, 0, 0) sets it
	// (counter 0, result = Philox(0, key), key = seed, substate 0; 48 bytes).
	const n = 10002
	seed := uint64(0x1234567890ABCDEF)
	key := [2]uint32{uint32(seed), uint32(seed >> 32)}
	r := philox10([4]uint32{}, key)
	engine := []uint32{0, 0, 0, 0, r[0], r[1], r[2], r[3], key[0], key[1], 0, 0}
	stream := make([]uint32, n)
	for i := range stream {
		stream[i] = philox10([4]uint32{uint32(i / 4)}, key)[i%4]
	}
	philoxFloat := make([]uint32, n)
	for i, v := range stream {
		philoxFloat[i] = math.Float32bits(rocRANDUniformFloat(v))
	}

	// Sobol32: dimension 0 with the classic vectors 2^(31-k), dimension 1
	// with arbitrary ones (the kernel reads them from memory).
	const sn, offset = 5000, 7
	vectors := make([]uint32, 64)
	x := uint64(12345)
	for k := range 32 {
		vectors[k] = 1 << (31 - k)
		x = x*6364136223846793005 + 1442695040888963407
		vectors[32+k] = uint32(x >> 32)
	}
	vecFile := write("vectors.bin", vectors)
	sobol := make([]uint32, 2*sn)
	for d := range 2 {
		for i := range sn {
			j := uint32(offset + i)
			g := j ^ j>>1
			var v uint32
			for k := range 32 {
				if g&(1<<k) != 0 {
					v ^= vectors[32*d+k]
				}
			}
			sobol[d*sn+i] = math.Float32bits(rocRANDUniformFloat(v))
		}
	}

	engineList := fmt.Sprint(engine)
	engineList = "[" + strings.ReplaceAll(engineList[1:len(engineList)-1], " ", ", ") + "]"
	kernels := []struct {
		name, args string
		want       []uint32
	}{
		{"_ZN12rocrand_host6detailL15generate_kernelIj20uniform_distributionIjjEEEvNS0_27philox4x32_10_device_engineEPT_mT0_",
			fmt.Sprintf("grid: [1024, 1, 1]\nworkgroup: [256, 1, 1]\nargs:\n  - %s\n  - {type: u32, count: %d, output: true}\n  - %d\n  - 0\n", engineList, n, n),
			stream},
		{"_ZN12rocrand_host6detailL15generate_kernelIf20uniform_distributionIfjEEEvNS0_27philox4x32_10_device_engineEPT_mT0_",
			fmt.Sprintf("grid: [1024, 1, 1]\nworkgroup: [256, 1, 1]\nargs:\n  - %s\n  - {type: f32, count: %d, output: true}\n  - %d\n  - 0\n", engineList, n, n),
			philoxFloat},
		// On gfx11 this one has v_dual_fmaak_f32 with the K as src0 too.
		{"_ZN12rocrand_host6detailL15generate_kernelILj1Ef26sobol_uniform_distributionIfEEEvPT0_mPKjjT1_",
			fmt.Sprintf("grid: [1024, 2, 1]\nworkgroup: [256, 1, 1]\nargs:\n  - {type: f32, count: %d, output: true}\n  - %d\n  - {type: u32, init: {file: %s}}\n  - %d\n  - 0\n", 2*sn, sn, vecFile, offset),
			sobol},
	}
	for i, f := range files {
		tgt := llvmtool.RDNATargets[i]
		for j, k := range kernels {
			t.Run(fmt.Sprintf("%s/%d", tgt, j), func(t *testing.T) {
				ap := writeArgs(t, "kernel: "+k.name+"\n"+k.args)
				out := t.TempDir()
				stdout, stderr, code := gcndbg("run", f, "--args", ap, "--out", out, "--json")
				if code != 0 {
					t.Fatalf("exit %d: %s%s", code, stdout, stderr)
				}
				var sum struct {
					Grid  [3]int `json:"grid"`
					Waves int    `json:"waves"`
				}
				if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
					t.Fatalf("%v: %s", err, stdout)
				}
				if items := sum.Grid[0] * sum.Grid[1] * sum.Grid[2]; items == 0 || sum.Waves != items/32 {
					t.Errorf("%d waves for %v work-items: not wave32", sum.Waves, sum.Grid)
				}
				bins, _ := filepath.Glob(filepath.Join(out, "*.bin"))
				if len(bins) != 1 {
					t.Fatalf("outputs %v, want one", bins)
				}
				raw, err := os.ReadFile(bins[0])
				if err != nil {
					t.Fatal(err)
				}
				if len(raw) != 4*len(k.want) {
					t.Fatalf("%d bytes, want %d", len(raw), 4*len(k.want))
				}
				bad := 0
				for e, w := range k.want {
					if g := binary.LittleEndian.Uint32(raw[4*e:]); g != w {
						if bad < 5 {
							t.Errorf("element %d: %#08x, want %#08x", e, g, w)
						}
						bad++
					}
				}
				if bad > 0 {
					t.Errorf("%d of %d elements differ", bad, len(k.want))
				}
			})
		}
	}
}
