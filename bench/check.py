#!/usr/bin/env python3
"""Checks gcndbg's output of one benchmark kernel.

Usage: check.py KERNEL GCNDBG_OUT.bin [OCLGRIND_STDOUT]

The output is compared with a reference written from the kernel's
specification (kernels/KERNEL.cl with the inputs of sim/KERNEL.sim) and,
when given, with the buffer Oclgrind dumped (`dump` in sim/KERNEL.sim).
Prints one word (ok / MISMATCH ...) and exits 1 on a mismatch.
"""
import re
import struct
import sys


def reference(kernel):
    if kernel == "vadd":
        # c[i] = a[i] + b[i], a = 0, 1, 2, ..., b = 2: exact in f32.
        return "f", [float(i + 2) for i in range(1 << 20)]
    if kernel == "matmul":
        # 256 products 1 * 2 per element: 512, exact.
        return "f", [512.0] * (256 * 256)
    if kernel == "reduce":
        # Partial sums of 256 consecutive ints from in[i] = i (int32 wrap).
        out = []
        for g in range(4096):
            s = (256 * g * 256 + 255 * 256 // 2) & 0xFFFFFFFF
            out.append(s - (1 << 32) if s >= 1 << 31 else s)
        return "i", out
    if kernel == "collatz":
        out = []
        for i in range(65536):
            x, s = 1 + i, 0
            while x != 1:
                x = (3 * x + 1) & 0xFFFFFFFF if x & 1 else x >> 1
                s += 1
            out.append(s)
        return "i", out
    raise SystemExit(f"check.py: unknown kernel {kernel}")


def oclgrind_dump(path):
    vals = {}
    with open(path) as f:
        for line in f:
            m = re.match(r"\s+\w+\[(\d+)\] = (\S+)$", line)
            if m:
                vals[int(m.group(1))] = float(m.group(2))
    return [vals[i] for i in range(len(vals))]


def main():
    kernel, out = sys.argv[1], sys.argv[2]
    fmt, want = reference(kernel)
    data = open(out, "rb").read()
    if len(data) != 4 * len(want):
        print(f"MISMATCH: {out} has {len(data)} bytes, want {4 * len(want)}")
        return 1
    got = list(struct.unpack(f"<{len(want)}{fmt}", data))
    for i, (g, w) in enumerate(zip(got, want)):
        if g != w:
            print(f"MISMATCH: {kernel}[{i}] = {g}, reference {w}")
            return 1
    what = "reference"
    if len(sys.argv) > 3:
        ocl = oclgrind_dump(sys.argv[3])
        if len(ocl) != len(got):
            print(f"MISMATCH: Oclgrind dumped {len(ocl)} values, gcndbg wrote {len(got)}")
            return 1
        for i, (g, o) in enumerate(zip(got, ocl)):
            if g != o:
                print(f"MISMATCH: {kernel}[{i}] = {g}, Oclgrind {o}")
                return 1
        what = "reference+oclgrind"
    print(f"ok({what})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
