/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 6 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p6.c
 * Seed:      6
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_8 = 1L;
static int64_t g_20 = 0x75A592C6EED1E12ALL;
static int64_t g_35 = 1L;
static int64_t *g_38 = &g_35;
static int64_t **g_37[4][2] = {{&g_38,&g_38},{&g_38,&g_38},{&g_38,&g_38},{&g_38,&g_38}};
static int64_t *** volatile g_36[5][6] = {{&g_37[0][0],&g_37[2][1],&g_37[0][0],&g_37[0][1],&g_37[0][1],&g_37[0][0]},{&g_37[0][1],&g_37[0][1],&g_37[0][1],(void*)0,&g_37[0][1],&g_37[0][1]},{&g_37[0][1],&g_37[2][1],(void*)0,(void*)0,&g_37[2][1],&g_37[0][1]},{&g_37[0][1],&g_37[0][1],(void*)0,&g_37[0][1],&g_37[0][1],&g_37[0][1]},{&g_37[0][0],&g_37[0][1],&g_37[0][1],&g_37[0][0],&g_37[2][1],&g_37[0][0]}};
static int64_t *** volatile g_39 = &g_37[0][1];/* VOLATILE GLOBAL g_39 */
static int32_t g_42 = 0L;
static volatile uint8_t g_43 = 8UL;/* VOLATILE GLOBAL g_43 */
static int32_t *g_48 = &g_42;
static uint16_t g_52 = 0x0945L;
static uint16_t g_68 = 65533UL;
static uint64_t g_70 = 0xA7F794FC7BC07E7FLL;
static uint64_t g_72 = 7UL;
static volatile uint32_t g_75 = 0x822C3E50L;/* VOLATILE GLOBAL g_75 */
static int16_t g_94 = 0xA96AL;
static int32_t g_104 = 1L;
static int32_t ** volatile g_109 = &g_48;/* VOLATILE GLOBAL g_109 */
static uint32_t g_128 = 18446744073709551612UL;
static int16_t g_181[3] = {0xAD9DL,0xAD9DL,0xAD9DL};
static int8_t g_188 = 0x91L;
static uint16_t *g_193 = &g_52;
static uint8_t g_231[4] = {250UL,250UL,250UL,250UL};
static uint32_t g_238 = 0xAA6BA308L;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15);
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27);
static uint32_t  func_29(int64_t  p_30, uint32_t  p_31, const uint64_t  p_32);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_70
 * writes: g_8
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2 = 250UL;
    int32_t l_7[3];
    int64_t **l_152 = &g_38;
    uint64_t *l_174 = &g_70;
    uint64_t * const l_179[1][1] = {{&g_70}};
    int i, j;
    for (i = 0; i < 3; i++)
        l_7[i] = 1L;
    l_2++;
    for (l_2 = 27; (l_2 != 33); l_2++)
    { /* block id: 4 */
        int32_t *l_9 = &g_8;
        int64_t *l_19 = &g_20;
        int32_t l_229 = 9L;
        int32_t l_230[6][2] = {{0x3CC005B2L,5L},{0x60D2B78AL,0xCF41E0E3L},{5L,0xCF41E0E3L},{0x60D2B78AL,5L},{0x3CC005B2L,0x3CC005B2L},{0x3CC005B2L,5L}};
        int i, j;
        for (g_8 = 0; g_8 < 3; g_8 += 1)
        {
            l_7[g_8] = (-3L);
        }
        (*l_9) = (g_8 | l_2);
    }
    return g_70;
}


/* ------------------------------------------ */
/* 
 * reads : g_8 g_70 g_68 g_20 g_38 g_35 g_94 g_42 g_109 g_48 g_52
 * writes: g_128 g_35
 */
static int8_t  func_10(int32_t * p_11, int32_t * p_12, int32_t  p_13, int32_t * p_14, uint8_t  p_15)
{ /* block id: 51 */
    const uint16_t l_120 = 0xBBE6L;
    int8_t *l_127[3];
    uint64_t l_131 = 1UL;
    int32_t l_132[3][4] = {{0x195449CDL,0x8970CE46L,0x195449CDL,0x064F7A50L},{0x195449CDL,0x064F7A50L,0x064F7A50L,0x195449CDL},{0x5EB11369L,0x064F7A50L,0xC879DA91L,0x064F7A50L}};
    int i, j;
    for (i = 0; i < 3; i++)
        l_127[i] = (void*)0;
    (*p_12) = (safe_lshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(g_8, (((safe_lshift_func_int8_t_s_u((l_132[2][0] ^= (safe_add_func_int32_t_s_s((g_70 , ((((((((*g_38) |= (l_120 || (safe_mod_func_int32_t_s_s(((safe_sub_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_s(0xA5L, 0)) >= (g_128 = (g_68 , 0xB9L))), (safe_mod_func_uint64_t_u_u(l_120, (p_13 ^ ((((l_120 & p_15) ^ g_20) < l_131) | p_13)))))) <= 0x0AL), l_131)))) || p_13) || l_131) , p_15) > g_94) , p_15) && p_13)), (*p_11)))), g_94)) | (**g_109)) == g_52))), 0x1EE2L)), g_42));
    return g_42;
}


/* ------------------------------------------ */
/* 
 * reads : g_109
 * writes: g_48
 */
static uint64_t  func_23(uint64_t  p_24, uint16_t  p_25, uint32_t  p_26, int32_t * p_27)
{ /* block id: 48 */
    int32_t *l_108 = &g_42;
    (*g_109) = l_108;
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_8 g_39 g_42 g_43 g_68 g_48 g_75 g_35 g_37 g_38 g_104
 * writes: g_37 g_42 g_43 g_48 g_52 g_35 g_68 g_70 g_72 g_75 g_94 g_104
 */
static uint32_t  func_29(int64_t  p_30, uint32_t  p_31, const uint64_t  p_32)
{ /* block id: 8 */
    int64_t *l_34 = &g_35;
    int64_t **l_33 = &l_34;
    int32_t l_47 = 0L;
    int32_t l_100 = 0x2DECA365L;
    if (g_8)
    { /* block id: 9 */
        uint64_t l_40 = 1UL;
        int32_t *l_41[2][4] = {{&g_42,&g_42,&g_42,&g_42},{&g_42,&g_42,&g_42,&g_42}};
        int i, j;
        (*g_39) = l_33;
        g_42 &= l_40;
        ++g_43;
    }
    else
    { /* block id: 13 */
        int64_t * const *l_46 = &g_38;
        l_47 ^= (l_46 == (void*)0);
        g_48 = &l_47;
    }
    for (p_30 = (-23); (p_30 != (-16)); ++p_30)
    { /* block id: 19 */
        int16_t *l_51[1][1];
        uint16_t *l_67 = &g_68;
        uint64_t *l_69 = &g_70;
        uint64_t *l_71 = &g_72;
        const int32_t l_73[1] = {0xB60A95A2L};
        int32_t *l_74[4][2];
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_51[i][j] = (void*)0;
        }
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 2; j++)
                l_74[i][j] = &l_47;
        }
        (*g_48) = ((((*l_71) = ((*l_69) = ((g_52 = 0x44FBL) & (((safe_add_func_uint16_t_u_u(((*l_67) |= ((0x77771FDA6603FA8BLL == p_32) || ((safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s(((+((safe_lshift_func_int8_t_s_u(p_32, 0)) != p_30)) && (safe_sub_func_int64_t_s_s((g_42 , (safe_lshift_func_uint8_t_u_u(((!l_47) , ((((*l_34) = p_32) | (l_47 == p_31)) != 1UL)), l_47))), g_43))), 0xD326D35DL)), 0xDFA23986L)) > 9L))), g_8)) != p_32) < l_47)))) ^ g_42) == l_73[0]);
        g_75++;
    }
    for (l_47 = 27; (l_47 != (-4)); l_47--)
    { /* block id: 30 */
        int32_t *l_92 = &g_42;
        uint8_t l_99 = 3UL;
        for (g_42 = 16; (g_42 == (-23)); --g_42)
        { /* block id: 33 */
            int8_t l_103 = (-1L);
            int16_t *l_106 = (void*)0;
            int64_t l_107 = (-3L);
            for (g_35 = 0; (g_35 <= 1); g_35 += 1)
            { /* block id: 36 */
                int16_t *l_93 = &g_94;
                int32_t l_101[5][3] = {{0xA6935E7BL,0xA6935E7BL,0xA6935E7BL},{0xC8B64E3CL,0xC8B64E3CL,0xC8B64E3CL},{0xA6935E7BL,0xA6935E7BL,0xA6935E7BL},{0xC8B64E3CL,0xC8B64E3CL,0xC8B64E3CL},{0xA6935E7BL,0xA6935E7BL,0xA6935E7BL}};
                int32_t *l_102[4];
                int i, j;
                for (i = 0; i < 4; i++)
                    l_102[i] = &l_101[3][1];
                g_104 |= (safe_sub_func_int8_t_s_s(((p_32 < (safe_sub_func_uint8_t_u_u((((((safe_add_func_int16_t_s_s(0x105CL, (safe_add_func_int32_t_s_s((-7L), (*g_48))))) | (l_103 = ((((((l_92 != &g_42) ^ ((*l_93) = p_31)) | ((safe_mod_func_uint32_t_u_u(((((safe_rshift_func_uint8_t_u_s((&p_30 == ((*l_33) = (**g_39))), 0)) , l_99) >= p_31) , g_35), 0xFAEF9AD3L)) > p_30)) < l_100) >= 18446744073709551612UL) < l_101[4][0]))) | (*l_92)) | (-1L)) || 4294967294UL), 0x07L))) || 0x6B58F18CA9A6AE6CLL), l_100));
                g_104 ^= ((safe_unary_minus_func_int8_t_s(((p_31 || g_8) > ((void*)0 != l_106)))) && l_103);
                if (l_107)
                    continue;
            }
        }
        return g_8;
    }
    return p_32;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_128, "g_128", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_181[i], "g_181[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_188, "g_188", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_231[i], "g_231[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_238, "g_238", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 40
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 31
breakdown:
   depth: 1, occurrence: 28
   depth: 2, occurrence: 7
   depth: 5, occurrence: 1
   depth: 27, occurrence: 2
   depth: 31, occurrence: 1

XXX total number of pointers: 62

XXX times a variable address is taken: 72
XXX times a pointer is dereferenced on RHS: 34
breakdown:
   depth: 1, occurrence: 26
   depth: 2, occurrence: 8
XXX times a pointer is dereferenced on LHS: 34
breakdown:
   depth: 1, occurrence: 34
XXX times a pointer is compared with null: 5
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 210

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 106
   level: 2, occurrence: 10
XXX number of pointers point to pointers: 15
XXX number of pointers point to scalars: 47
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24.2
XXX average alias set size: 1.18

XXX times a non-volatile is read: 195
XXX times a non-volatile is write: 95
XXX times a volatile is read: 13
XXX    times read thru a pointer: 0
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 83
XXX percentage of non-volatile access: 94.2

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 26
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 11
   depth: 2, occurrence: 1
   depth: 3, occurrence: 3

XXX percentage a fresh-made variable is used: 17
XXX percentage an existing variable is used: 83
********************* end of statistics **********************/

