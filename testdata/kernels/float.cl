// float.cl: floating-point and integer arithmetic of each width. Built with
// -ffp-contract=off and correctly rounded f32 division and sqrt, so that a
// host build of the same source gives the same bits.
#include "gcn.h"

// f32_math: add, multiply, divide, sqrt, an explicit fma, min/max, floor.
KERNEL f32_math(GLOBAL const float *a, GLOBAL const float *b, GLOBAL float *out)
{
	uint i = GLOBAL_ID(x);
	float x = a[i];
	float y = b[i];
	float q = x / y;
	float r = __builtin_sqrtf(__builtin_fabsf(x));
	float f = __builtin_fmaf(x, y, q);
	float m = __builtin_fminf(x, y) + __builtin_fmaxf(q, r);
	float v = __builtin_floorf(f) + m * 0.5f;
	out[4 * i + 0] = q; // store: q
	out[4 * i + 1] = r; // store: r
	out[4 * i + 2] = f; // store: f
	out[4 * i + 3] = v; // store: v
}

// f16_math: half-precision arithmetic, one rounding per statement, and the
// conversions to and from float.
KERNEL f16_math(GLOBAL const f16 *a, GLOBAL const f16 *b, GLOBAL f16 *out, GLOBAL float *wide)
{
	uint i = GLOBAL_ID(x);
	f16 x = a[i];
	f16 y = b[i];
	f16 s = x + y;
	f16 p = x * y;
	f16 d = s - p;
	f16 v = d * (f16)0.5f;
	out[2 * i + 0] = p; // store: p
	out[2 * i + 1] = v; // store: v
	float w = (float)v + (float)x;
	wide[i] = w; // store: w
}

// f64_math: double-precision add, multiply, divide, sqrt and fma, and the
// conversions from int and to float.
KERNEL f64_math(GLOBAL const double *a, GLOBAL const double *b, GLOBAL double *out, GLOBAL float *narrow)
{
	uint i = GLOBAL_ID(x);
	double x = a[i];
	double y = b[i];
	double q = x / y;
	double r = __builtin_sqrt(__builtin_fabs(x));
	double f = __builtin_fma(x, y, (double)(int)i);
	double v = q + r * f;
	out[2 * i + 0] = q; // store: q
	out[2 * i + 1] = v; // store: v
	float n = (float)v;
	narrow[i] = n; // store: n
}

// int_math: 32-bit multiply-high, signed division and remainder, shifts,
// rotates, bit counts and bit reversal.
KERNEL int_math(GLOBAL const int *a, GLOBAL const int *b, GLOBAL int *out)
{
	uint i = GLOBAL_ID(x);
	int x = a[i];
	int y = b[i] | 1;
	int hi = (int)(((long)x * (long)y) >> 32);
	int q = x / y;
	int r = x % y;
	uint u = (uint)x;
	uint rot = (u << (i % 32)) | (u >> ((32 - i % 32) % 32));
	int bits = __builtin_popcount(u) + (u ? __builtin_clz(u) : 32) + (u ? __builtin_ctz(u) : 32);
	uint rev = __builtin_bitreverse32(u);
	int v = hi ^ q ^ r ^ (int)rot ^ bits ^ (int)rev;
	out[2 * i + 0] = q; // store: q
	out[2 * i + 1] = v; // store: v
}

// convert: conversions between float and integers of each width (inputs in
// range; out-of-range float-to-int conversion is undefined in C).
KERNEL convert(GLOBAL const float *in, GLOBAL int *ints, GLOBAL float *floats)
{
	uint i = GLOBAL_ID(x);
	float x = in[i];
	int si = (int)x;
	uint ui = (uint)__builtin_fabsf(x);
	short ss = (short)si;
	uchar ub = (uchar)ui;
	long sl = (long)x * 3;
	ints[4 * i + 0] = si; // store: si
	ints[4 * i + 1] = (int)ui;
	ints[4 * i + 2] = ss + ub;
	ints[4 * i + 3] = (int)(sl >> 1);
	float back = (float)si + (float)ui * 0.25f + (float)sl;
	floats[i] = back; // store: back
}

// f32_compare: ordered and unordered comparisons (NaN inputs give false for
// the ordered ones), packed into a bit mask.
KERNEL f32_compare(GLOBAL const float *a, GLOBAL const float *b, GLOBAL uint *out)
{
	uint i = GLOBAL_ID(x);
	float x = a[i], y = b[i];
	uint m = (uint)(x < y) | (uint)(x <= y) << 1 | (uint)(x == y) << 2 | (uint)(x != y) << 3 |
		 (uint)(x > y) << 4 | (uint)(x >= y) << 5 | (uint)__builtin_isnan(x) << 6 |
		 (uint)__builtin_isinf(y) << 7;
	out[i] = m; // store: m
}

// rounding: the four rounding functions and a round-trip through int.
KERNEL rounding(GLOBAL const float *in, GLOBAL float *out)
{
	uint i = GLOBAL_ID(x);
	float x = in[i];
	float t = __builtin_truncf(x);
	float c = __builtin_ceilf(x);
	float r = __builtin_rintf(x);
	float n = __builtin_roundf(x);
	out[4 * i + 0] = t; // store: t
	out[4 * i + 1] = c; // store: c
	out[4 * i + 2] = r; // store: r
	out[4 * i + 3] = n; // store: n
}

// u64_divide: 64-bit unsigned division and remainder, which the compiler
// expands into a long instruction sequence (there is no divide instruction).
KERNEL u64_divide(GLOBAL const ulong *a, GLOBAL const ulong *b, GLOBAL ulong *out)
{
	uint i = GLOBAL_ID(x);
	ulong x = a[i];
	ulong y = b[i] | 1;
	ulong q = x / y;
	ulong r = x % y;
	out[2 * i + 0] = q; // store: q
	out[2 * i + 1] = r; // store: r
}
