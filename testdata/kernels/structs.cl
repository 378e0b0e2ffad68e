// structs.cl: structs passed by value, as rocRAND passes its engine states.
// Each work-item stores values that depend on every field, so the outputs
// show whether every byte of the argument arrived where the layout says.
#include "gcn.h"

// 48 bytes, like rocRAND's xorwow/philox states: 64-bit, array, float and
// signed fields, with padding only at the natural alignments.
typedef struct {
	ulong seed;
	uint counter[4];
	float scale;
	int bias;
	ulong x[2];
} engine;

// struct_engine: out[4i..4i+3] mix the integer fields, fout[i] = scale*i + bias.
KERNEL struct_engine(engine e, GLOBAL uint *out, GLOBAL float *fout, uint n)
{
	uint i = GLOBAL_ID(x);
	if (i >= n)
		return;
	ulong x = e.x[i % 2];
	out[4 * i + 0] = (uint)e.seed ^ e.counter[i % 4];
	out[4 * i + 1] = (uint)(e.seed >> 32) + i;
	out[4 * i + 2] = (uint)x ^ (uint)(x >> 32);
	out[4 * i + 3] = (uint)(e.bias * (int)i);
	float f = e.scale * (float)i;
	f = f + (float)e.bias;
	fout[i] = f; // store: f
}

// A nested struct, byte and 16-bit fields with padding between them, a
// double and a byte array.
typedef struct {
	int a;
	double d;
} inner;

typedef struct {
	uchar tag;
	short s;
	inner in;
	uchar bytes[3];
	ushort last;
} mixed;

// struct_mixed: out[i] mixes every field; dout[i] = in.d * (i + 1).
KERNEL struct_mixed(mixed m, GLOBAL int *out, GLOBAL double *dout)
{
	uint i = GLOBAL_ID(x);
	int v = m.tag + 256 * m.s + m.in.a * (int)(i + 1) + m.bytes[i % 3] - (int)m.last;
	out[i] = v; // store: v
	double d = m.in.d * (double)(i + 1);
	dout[i] = d; // store: d
}
