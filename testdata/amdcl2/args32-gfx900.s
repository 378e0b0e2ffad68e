# args32 for gfx900, 32-bit: the kernarg layout of a 32-bit AMD OpenCL 2.0
# binary (AmdCl2Abi.md: 4-byte setup arguments and pointers; scalars and
# vectors aligned to their element, 3-vectors the size of 4). Offsets:
#   0-23 the six 4-byte setup arguments, out 24, c 28, sh 30, l 32, v 40,
#   lp 56, cp 60, f 64, st 68 (a structure, passed by pointer), d 72; 80 bytes.
# One work-item stores, as uint32: out[0] = c & 0xff, out[1] = sh & 0xffff,
# out[2..3] = l, out[4..6] = v.xyz, out[7] = lp (the LDS offset), out[8] =
# cp[0], out[9] = f's bits, out[10..12] = st's three dwords, out[13..14] =
# d's bits, out[15] = 32. Assembled by build.sh (written by hand, not gen.sh).
.amdcl2
.32bit
.gpu gfx900
.driver_version 234800
.kernel args32
    .config
        .dims x
        .useargs
        .setupargs
        .arg out, "uint*", uint*, global
        .arg c, "char", char
        .arg sh, "short", short
        .arg l, "ulong", ulong
        .arg v, "uint3", uint3
        .arg lp, "uint*", uint*, local
        .arg cp, "uint*", uint*, constant, const
        .arg f, "float", float
        .arg st, "struct three", structure, 12
        .arg d, "double", double
    .text
        s_load_dword s20, s[4:5], 0x18          # out
        s_load_dword s21, s[4:5], 0x1c          # c (byte 0x1c), sh (bytes 0x1e-0x1f)
        s_load_dwordx2 s[22:23], s[4:5], 0x20   # l
        s_load_dwordx4 s[24:27], s[4:5], 0x28   # v (x, y, z, unused)
        s_load_dwordx2 s[28:29], s[4:5], 0x38   # lp, cp
        s_load_dwordx2 s[30:31], s[4:5], 0x40   # f, st
        s_load_dwordx2 s[32:33], s[4:5], 0x48   # d
        s_waitcnt lgkmcnt(0)
        s_mov_b32 s34, s29
        s_mov_b32 s35, 0
        s_load_dword s36, s[34:35], 0x0         # cp[0]
        s_mov_b32 s38, s31
        s_mov_b32 s39, 0
        s_load_dwordx2 s[40:41], s[38:39], 0x0  # st's dwords 0 and 1
        s_load_dword s42, s[38:39], 0x8         # st's dword 2
        s_and_b32 s43, s21, 0xff
        s_lshr_b32 s44, s21, 16
        s_waitcnt lgkmcnt(0)
        v_mov_b32 v2, s43
        v_mov_b32 v3, s44
        v_mov_b32 v4, s22
        v_mov_b32 v5, s23
        v_mov_b32 v6, s24
        v_mov_b32 v7, s25
        v_mov_b32 v8, s26
        v_mov_b32 v9, s28
        v_mov_b32 v10, s36
        v_mov_b32 v11, s30
        v_mov_b32 v12, s40
        v_mov_b32 v13, s41
        v_mov_b32 v14, s42
        v_mov_b32 v15, s32
        v_mov_b32 v16, s33
        v_mov_b32 v17, 32
        v_mov_b32 v0, s20
        v_mov_b32 v1, 0
        flat_store_dwordx4 v[0:1], v[2:5]
        v_add_co_u32 v0, vcc, 16, v0
        flat_store_dwordx4 v[0:1], v[6:9]
        v_add_co_u32 v0, vcc, 16, v0
        flat_store_dwordx4 v[0:1], v[10:13]
        v_add_co_u32 v0, vcc, 16, v0
        flat_store_dwordx4 v[0:1], v[14:17]
        s_endpgm
