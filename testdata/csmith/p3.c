/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 3 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p3.c
 * Seed:      3
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const uint32_t  f0;
};

union U1 {
   uint32_t  f0;
   unsigned f1 : 14;
   unsigned f2 : 14;
   int32_t  f3;
};

union U2 {
   int8_t  f0;
   int32_t  f1;
   uint16_t  f2;
   int8_t * volatile  f3;
};

/* --- GLOBAL VARIABLES --- */
static int64_t g_2[2] = {0x63F9E923E64F1479LL,0x63F9E923E64F1479LL};
static int32_t g_6 = 0x00F68029L;
static volatile int32_t g_12 = 8L;/* VOLATILE GLOBAL g_12 */
static int32_t g_13 = (-1L);
static uint32_t g_14 = 18446744073709551615UL;
static int8_t g_23 = 0L;
static uint16_t g_25 = 0UL;
static uint16_t g_44[5] = {0xB697L,0xB697L,0xB697L,0xB697L,0xB697L};
static union U1 g_62[1][1] = {{{0UL}}};
static int32_t g_66 = 0L;
static union U2 g_89 = {-2L};/* VOLATILE GLOBAL g_89 */
static int16_t g_114 = 1L;
static int16_t g_117 = 0L;
static uint32_t g_124[2][6] = {{18446744073709551615UL,1UL,1UL,18446744073709551615UL,1UL,1UL},{18446744073709551615UL,1UL,1UL,18446744073709551615UL,1UL,1UL}};
static volatile uint16_t * volatile **g_134 = (void*)0;
static uint8_t g_143 = 0x9FL;
static uint8_t g_162 = 3UL;
static const int8_t g_170 = 0x26L;
static union U0 g_180 = {0x7F9317D5L};
static uint32_t g_205 = 1UL;
static union U0 ** volatile g_212[2][1] = {{(void*)0},{(void*)0}};
static union U0 *g_214 = &g_180;
static union U0 ** const  volatile g_213[4] = {&g_214,&g_214,&g_214,&g_214};


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int8_t * func_26(uint8_t  p_27, int64_t  p_28, uint16_t * const  p_29, const int32_t * p_30);
static int16_t  func_35(uint16_t * p_36, uint16_t  p_37, int8_t  p_38, int64_t  p_39);
static uint16_t * func_40(int8_t * p_41, const int32_t  p_42);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_12 g_6 g_23 g_13 g_2 g_62 g_66 g_62.f3 g_44 g_62.f2 g_114 g_62.f0 g_124 g_134 g_89.f0 g_180 g_25 g_205 g_170 g_143 g_180.f0
 * writes: g_14 g_25 g_2 g_66 g_23 g_44 g_114 g_117 g_124 g_134 g_143 g_162 g_6 g_205 g_214
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_3[1];
    int32_t *l_4 = (void*)0;
    int32_t *l_5 = &g_6;
    int32_t l_7 = 0x1E9C96C7L;
    int32_t *l_8 = (void*)0;
    int32_t *l_9 = (void*)0;
    int32_t *l_10[2][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0}};
    int32_t l_11 = 0x94BB489FL;
    int8_t *l_22 = &g_23;
    uint16_t *l_24 = &g_25;
    const int8_t *l_169[6][4] = {{&g_170,&g_170,&g_170,&g_170},{&g_170,&g_170,&g_170,&g_170},{&g_170,&g_170,&g_170,&g_170},{&g_170,&g_170,&g_170,&g_170},{&g_170,&g_170,&g_170,&g_170},{&g_170,&g_170,&g_170,&g_170}};
    const int8_t **l_168 = &l_169[4][1];
    int64_t *l_171 = &g_2[1];
    uint16_t **l_185 = &l_24;
    int8_t l_198 = (-1L);
    union U0 l_217[2][4] = {{{0x5C23F69FL},{0x186F313AL},{0x5C23F69FL},{0x5C23F69FL}},{{0x186F313AL},{0x186F313AL},{0x806F3831L},{0x186F313AL}}};
    int16_t *l_222[1][5] = {{&l_3[0],&l_3[0],&l_3[0],&l_3[0],&l_3[0]}};
    union U0 **l_229 = &g_214;
    uint32_t l_238 = 0x42089E89L;
    uint32_t l_239 = 0xDF45445FL;
    int i, j;
    for (i = 0; i < 1; i++)
        l_3[i] = 0x81CEL;
    g_14--;
    if ((safe_sub_func_uint64_t_u_u(g_12, ((*l_171) = (safe_lshift_func_uint16_t_u_u((*l_5), ((((*l_24) = (+((void*)0 != l_22))) || 0UL) | ((&g_23 != ((*l_168) = func_26(g_23, ((safe_lshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s(func_35(func_40(l_22, g_13), g_23, g_23, g_13), g_62[0][0].f3)), 13)) <= g_62[0][0].f2), &g_44[4], &g_6))) != g_13))))))))
    { /* block id: 77 */
        for (l_7 = 0; (l_7 >= 10); l_7++)
        { /* block id: 80 */
            if (g_23)
                break;
        }
    }
    else
    { /* block id: 83 */
        uint16_t *l_196 = &g_44[2];
        int16_t *l_197 = &l_3[0];
        int32_t l_199 = 0x8005E257L;
        int32_t l_200 = 0x2591527CL;
        l_200 |= (safe_lshift_func_uint8_t_u_u((safe_add_func_int16_t_s_s(((((((((safe_add_func_uint8_t_u_u((g_180 , (safe_div_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((*l_5), 14)), g_12))), (&l_24 != l_185))) , 1L) <= ((7UL < ((*l_197) = (safe_lshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u(((safe_mod_func_int16_t_s_s((~g_25), ((*l_196) = (safe_add_func_int64_t_s_s((!0x4F6BAD65L), 0x35E04E333C0195D4LL))))) & (-1L)), g_114)), g_89.f0)))) || g_62[0][0].f2)) , g_62[0][0].f3) >= 0xE0B3DFB725B5AC07LL) , (-10L)) & g_25) == l_198), 1L)), l_199));
        l_199 = 0x8B1378FCL;
        for (l_11 = 0; (l_11 >= (-9)); l_11 = safe_sub_func_uint16_t_u_u(l_11, 3))
        { /* block id: 90 */
            int64_t l_208 = 0x1BDD6093782F4E6BLL;
            int32_t l_209 = (-1L);
            int32_t **l_216 = &l_10[0][0];
            for (g_6 = 7; (g_6 <= (-12)); g_6 = safe_sub_func_uint64_t_u_u(g_6, 1))
            { /* block id: 93 */
                --g_205;
                l_209 = l_208;
            }
            l_200 = 0xC701984FL;
            for (l_208 = 0; (l_208 <= 1); l_208 += 1)
            { /* block id: 100 */
                union U0 **l_210 = (void*)0;
                union U0 **l_211 = (void*)0;
                union U0 **l_215 = &g_214;
                (*l_215) = &g_180;
            }
            (*l_216) = &g_6;
        }
    }
    g_66 &= (l_217[1][0] , (safe_sub_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(((*l_5) = g_89.f0), ((safe_mod_func_int32_t_s_s((l_239 = (1L & (safe_mul_func_uint16_t_u_u(((safe_add_func_uint64_t_u_u((&g_66 != &l_7), g_13)) | ((l_229 == &g_214) && ((safe_lshift_func_uint16_t_u_u(((g_117 = (g_114 = (safe_mul_func_int16_t_s_s(((((safe_add_func_int64_t_s_s((safe_div_func_uint8_t_u_u((((((g_2[1] != 0x0CA2F3F102FCD55CLL) <= g_170) | g_23) , 8UL) & 18446744073709551606UL), g_170)), g_205)) < l_238) , (void*)0) == g_134), g_143)))) , g_23), g_143)) < g_25))), 0x07CDL)))), 4294967288UL)) , g_180.f0))), g_62[0][0].f2)));
    return g_2[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_23 g_44 g_14 g_62.f3 g_62 g_114 g_66 g_6 g_62.f0 g_124 g_134 g_89.f0 g_2 g_13
 * writes: g_23 g_44 g_14 g_114 g_117 g_124 g_66 g_134 g_143 g_162
 */
static int8_t * func_26(uint8_t  p_27, int64_t  p_28, uint16_t * const  p_29, const int32_t * p_30)
{ /* block id: 28 */
    int8_t l_81 = (-9L);
    const int8_t *l_84 = &l_81;
    int32_t l_97[3];
    int32_t l_163 = (-3L);
    int32_t l_167 = 0x35042E9FL;
    int i;
    for (i = 0; i < 3; i++)
        l_97[i] = 0L;
    for (g_23 = 5; (g_23 >= 7); g_23 = safe_add_func_int64_t_s_s(g_23, 1))
    { /* block id: 31 */
        const int8_t *l_82 = (void*)0;
        const int8_t **l_83 = &l_82;
        union U0 l_105 = {18446744073709551615UL};
        volatile uint16_t * volatile ***l_135 = &g_134;
        uint8_t *l_142 = &g_143;
        uint8_t *l_161 = &g_162;
        const uint32_t l_164 = 0x49601793L;
        int32_t *l_165 = (void*)0;
        int32_t *l_166 = &g_66;
        if ((((65535UL | l_81) ^ (-6L)) <= (((*l_83) = l_82) != l_84)))
        { /* block id: 33 */
            for (p_28 = 9; (p_28 > 4); --p_28)
            { /* block id: 36 */
                union U2 *l_88 = &g_89;
                union U2 **l_87 = &l_88;
                (*l_87) = (void*)0;
            }
        }
        else
        { /* block id: 39 */
            int32_t *l_90[2];
            int i;
            for (i = 0; i < 2; i++)
                l_90[i] = &g_66;
            p_30 = l_90[1];
            for (l_81 = 0; (l_81 == (-11)); --l_81)
            { /* block id: 43 */
                const uint32_t l_98 = 2UL;
                l_97[1] &= (((--(*p_29)) && ((*p_29)--)) != l_81);
                if (l_98)
                    break;
            }
        }
        for (g_14 = 0; (g_14 <= 0); g_14 += 1)
        { /* block id: 52 */
            int16_t *l_113 = &g_114;
            int16_t *l_115 = (void*)0;
            int16_t *l_116 = &g_117;
            int32_t l_121 = 0x4103A873L;
            int32_t l_123[5] = {0x270F736FL,0x270F736FL,0x270F736FL,0x270F736FL,0x270F736FL};
            int32_t *l_127[3][3] = {{(void*)0,(void*)0,(void*)0},{&l_123[0],&l_123[0],&l_123[0]},{(void*)0,(void*)0,(void*)0}};
            int i, j;
            if (((1L == ((p_27 < ((((((safe_mod_func_int16_t_s_s((g_62[0][0].f3 | (g_62[g_14][g_14] , l_97[1])), (++(*p_29)))) & (safe_mul_func_int16_t_s_s((((l_105 , l_81) >= (safe_rshift_func_uint8_t_u_s((~(safe_rshift_func_int16_t_s_u(l_97[0], 9))), 0))) , ((safe_mul_func_int16_t_s_s(((*l_116) = ((*l_113) |= 9L)), l_105.f0)) , g_23)), l_97[2]))) , 0xC631A1BBL) || (*p_30)) < 2UL) > p_27)) < g_62[0][0].f0)) != 0x30DCE90FC208E89FLL))
            { /* block id: 56 */
                int32_t *l_118 = &g_66;
                int32_t *l_119 = &l_97[1];
                int32_t *l_120 = &g_66;
                int32_t *l_122[6][1];
                int32_t **l_128 = &l_122[0][0];
                int32_t **l_129 = &l_118;
                int32_t **l_130 = (void*)0;
                int32_t **l_131[2][3] = {{&l_119,(void*)0,&l_119},{&l_119,(void*)0,&l_119}};
                int i, j;
                for (i = 0; i < 6; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_122[i][j] = (void*)0;
                }
                --g_124[0][1];
                l_127[1][1] = ((*l_129) = ((*l_128) = l_127[1][1]));
                (*l_120) = g_114;
            }
            else
            { /* block id: 62 */
                const int32_t *l_133 = (void*)0;
                const int32_t **l_132 = &l_133;
                (*l_132) = p_30;
                if (l_97[1])
                    break;
            }
        }
        (*l_135) = g_134;
        l_167 |= (((safe_div_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u(0L, (safe_mod_func_uint8_t_u_u(((*l_142) = l_81), (safe_div_func_int64_t_s_s(1L, (safe_mod_func_int16_t_s_s(g_89.f0, (~(safe_add_func_uint8_t_u_u(((p_28 | (safe_div_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s(((safe_div_func_int64_t_s_s((safe_unary_minus_func_int16_t_s(((p_27 > ((((((*l_166) ^= (~(safe_lshift_func_uint16_t_u_u(((l_163 ^= ((*l_161) = g_44[4])) , l_164), 0)))) != (g_2[0] == l_97[1])) >= l_81) < g_23) > p_28)) , g_2[1]))), 0x52B20C39718655DCLL)) | 0xD5DD7BA2L), p_28)), g_2[1]))) <= 0L), g_13))))))))))), (*p_29))) , 0x0733L) <= g_62[0][0].f3);
    }
    return &g_23;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_62 g_6 g_66 g_62.f3 g_44
 * writes: g_66 g_14 g_2
 */
static int16_t  func_35(uint16_t * p_36, uint16_t  p_37, int8_t  p_38, int64_t  p_39)
{ /* block id: 6 */
    uint16_t l_64 = 0xBBA6L;
    for (p_37 = 0; (p_37 <= 1); p_37 += 1)
    { /* block id: 9 */
        int8_t *l_69 = &g_23;
        int32_t l_77 = 0xE3B0BAB1L;
        for (p_38 = 0; (p_38 <= 1); p_38 += 1)
        { /* block id: 12 */
            uint8_t l_63 = 0x09L;
            uint16_t *l_71 = &l_64;
            uint16_t **l_70 = &l_71;
            int32_t *l_78 = &g_66;
            for (p_39 = 1; (p_39 >= 0); p_39 -= 1)
            { /* block id: 15 */
                int32_t *l_46 = &g_6;
                int32_t **l_45 = &l_46;
                int32_t *l_65 = &g_66;
                int i;
                (*l_45) = &g_6;
                (*l_65) |= (&p_37 == ((!(((safe_add_func_uint8_t_u_u(((g_2[p_39] != (g_2[p_38] <= (((+(safe_sub_func_int64_t_s_s(((safe_add_func_uint8_t_u_u((&g_6 != &g_6), (g_2[p_38] < (((((safe_mod_func_int64_t_s_s((+(g_2[p_37] | (safe_div_func_uint8_t_u_u((g_62[0][0] , 3UL), (**l_45))))), l_63)) <= (**l_45)) < (**l_45)) & g_2[0]) & p_38)))) && p_37), p_37))) >= l_64) | p_38))) >= p_38), p_37)) ^ 0x80DA390EL) , g_6)) , &p_37));
                return g_62[0][0].f3;
            }
            if (l_63)
                continue;
            (*l_78) = (p_39 && (safe_mul_func_int8_t_s_s(((((*l_70) = func_40(l_69, p_39)) != (p_36 = &g_44[4])) || (+(l_63 <= (l_63 == ((((safe_rshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u(l_63, ((((((void*)0 != &g_23) & 0x9EL) && l_77) , p_39) <= l_63))), p_39)) < (*p_36)) > 0xEE11L) > 2UL))))), 0x7FL)));
            if (p_37)
                continue;
        }
    }
    return l_64;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_14 g_2
 */
static uint16_t * func_40(int8_t * p_41, const int32_t  p_42)
{ /* block id: 3 */
    uint16_t *l_43 = &g_44[4];
    for (g_14 = 0; g_14 < 2; g_14 += 1)
    {
        g_2[g_14] = (-6L);
    }
    return l_43;
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
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_13, "g_13", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_44[i], "g_44[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_62[i][j].f0, "g_62[i][j].f0", print_hash_value);
            transparent_crc(g_62[i][j].f1, "g_62[i][j].f1", print_hash_value);
            transparent_crc(g_62[i][j].f2, "g_62[i][j].f2", print_hash_value);
            transparent_crc(g_62[i][j].f3, "g_62[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_89.f0, "g_89.f0", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_124[i][j], "g_124[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_162, "g_162", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_180.f0, "g_180.f0", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 41
XXX total union variables: 4

XXX non-zero bitfields defined in structs: 2
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 1
breakdown:
   indirect level: 0, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 3

XXX max expression depth: 31
breakdown:
   depth: 1, occurrence: 46
   depth: 2, occurrence: 11
   depth: 3, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 21, occurrence: 1
   depth: 24, occurrence: 4
   depth: 28, occurrence: 1
   depth: 31, occurrence: 1

XXX total number of pointers: 63

XXX times a variable address is taken: 65
XXX times a pointer is dereferenced on RHS: 8
breakdown:
   depth: 1, occurrence: 5
   depth: 2, occurrence: 3
XXX times a pointer is dereferenced on LHS: 27
breakdown:
   depth: 1, occurrence: 27
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 231

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 60
   level: 2, occurrence: 6
XXX number of pointers point to pointers: 20
XXX number of pointers point to scalars: 41
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 27
XXX average alias set size: 1.17

XXX times a non-volatile is read: 144
XXX times a non-volatile is write: 82
XXX times a volatile is read: 2
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 37
XXX percentage of non-volatile access: 99.1

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 46
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 9
   depth: 2, occurrence: 13
   depth: 3, occurrence: 14

XXX percentage a fresh-made variable is used: 20.3
XXX percentage an existing variable is used: 79.7
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

