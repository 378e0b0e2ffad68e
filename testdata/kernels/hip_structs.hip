// hip_structs.hip: structs by value in HIP, whose metadata has neither
// argument names nor type names: args.yaml names them, and gives the
// struct fields, from the DWARF.
#include "gcn.h"

// The 48 bytes of structs.cl's engine, in C++.
struct engine {
	ulong seed;
	uint counter[4];
	float scale;
	int bias;
	ulong x[2];
};

// Bit fields and an anonymous union.
struct flags {
	uint lo : 3;
	int mid : 7;
	uint hi : 22;
	union {
		uint bits;
		float value;
	};
};

// hip_struct_engine: as structs.cl's struct_engine.
KERNEL hip_struct_engine(engine e, uint *out, float *fout, uint n)
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

// hip_struct_flags: out[i] = lo + mid*i + hi, and the union's bits.
KERNEL hip_struct_flags(flags fl, int *out, uint *bits)
{
	uint i = GLOBAL_ID(x);
	int v = (int)fl.lo + fl.mid * (int)i + (int)fl.hi;
	out[i] = v; // store: v
	bits[i] = fl.bits + i;
}
