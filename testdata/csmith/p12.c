/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 12 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p12.c
 * Seed:      12
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   signed f0 : 20;
   uint64_t  f1;
};

union U1 {
   volatile int16_t  f0;
   int32_t  f1;
   const uint16_t  f2;
   int16_t  f3;
   int16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0L;
static int32_t g_5 = 0x4006310FL;
static volatile uint64_t g_11 = 18446744073709551608UL;/* VOLATILE GLOBAL g_11 */
static const int32_t *g_28[2] = {(void*)0,(void*)0};
static int16_t g_30 = 9L;
static int32_t g_32[4] = {0xF39281C1L,0xF39281C1L,0xF39281C1L,0xF39281C1L};
static int32_t * volatile g_31 = &g_32[2];/* VOLATILE GLOBAL g_31 */
static uint8_t g_39 = 0x62L;
static int64_t g_44 = 0x7C769867F5D1CC0CLL;
static volatile uint8_t g_65[2] = {255UL,255UL};
static volatile uint8_t *g_64 = &g_65[1];
static int8_t g_72 = 0xA5L;
static union U0 g_74[5][6] = {{{-10L},{0x1D664853L},{-10L},{2L},{2L},{-10L}},{{0xC0BF2888L},{0xC0BF2888L},{2L},{0L},{2L},{0xC0BF2888L}},{{2L},{0x1D664853L},{0L},{0L},{0x1D664853L},{2L}},{{0xC0BF2888L},{2L},{0L},{2L},{0xC0BF2888L},{0xC0BF2888L}},{{-10L},{2L},{2L},{-10L},{0x1D664853L},{-10L}}};
static union U0 *g_76 = &g_74[4][5];
static uint8_t g_126[1] = {1UL};
static uint32_t g_138 = 0xB1B7DE0CL;
static int64_t g_139 = 0x7EF146544C23B8D9LL;
static union U1 g_142 = {0x377CL};/* VOLATILE GLOBAL g_142 */
static int64_t g_154 = 0xF38B77237EC01D75LL;
static uint16_t g_194 = 65530UL;
static int32_t * volatile g_195[2][5] = {{&g_32[2],&g_32[2],&g_32[2],&g_32[2],&g_32[2]},{&g_32[2],&g_32[2],&g_32[2],&g_32[2],&g_32[2]}};
static int32_t * volatile g_196[3][3] = {{&g_32[2],&g_5,&g_32[2]},{&g_32[2],&g_32[2],&g_32[2]},{&g_32[2],&g_5,&g_32[2]}};
static int8_t g_203 = 0xC0L;
static int16_t ** volatile g_210[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static int16_t *g_212 = &g_142.f3;
static int16_t **g_211 = &g_212;
static int32_t *g_232[4] = {&g_3,&g_3,&g_3,&g_3};
static int32_t ** volatile g_231 = &g_232[3];/* VOLATILE GLOBAL g_231 */
static int32_t * volatile g_233 = &g_32[2];/* VOLATILE GLOBAL g_233 */
static uint64_t g_242 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint64_t  func_18(int32_t * p_19);
static int64_t  func_21(uint32_t  p_22, uint16_t  p_23);
static uint32_t  func_24(const int32_t * p_25, int16_t  p_26, int8_t  p_27);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_11 g_5 g_28 g_31 g_39 g_44 g_64 g_32 g_65 g_72 g_30 g_142.f1 g_203 g_126 g_242
 * writes: g_3 g_11 g_5 g_30 g_32 g_28 g_39 g_44 g_72 g_76 g_142.f1 g_242
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_2[5][4] = {{0x48L,(-1L),0L,(-1L)},{(-1L),(-1L),0L,0L},{0x48L,0x48L,(-1L),0L},{(-10L),(-1L),(-10L),(-1L)},{(-10L),(-1L),(-1L),(-10L)}};
    int i, j;
    for (g_3 = 0; (g_3 <= 3); g_3 += 1)
    { /* block id: 3 */
        int32_t *l_4 = &g_5;
        int32_t *l_6 = &g_5;
        int32_t *l_7 = &g_5;
        int32_t *l_8 = &g_5;
        int32_t *l_9 = &g_5;
        int32_t *l_10[2];
        uint32_t l_20 = 7UL;
        int i;
        for (i = 0; i < 2; i++)
            l_10[i] = &g_5;
        g_11++;
        for (g_5 = 3; (g_5 >= 0); g_5 -= 1)
        { /* block id: 7 */
            int16_t *l_29 = &g_30;
            uint8_t *l_38 = &g_39;
            int64_t *l_77 = (void*)0;
            int64_t *l_78 = &g_44;
            int32_t l_239 = 0x2DCA3039L;
            l_239 ^= ((safe_add_func_int8_t_s_s(((safe_div_func_int64_t_s_s((g_5 , g_3), func_18(((l_20 , ((*l_78) = func_21(func_24(g_28[1], ((*l_29) = (*l_9)), (*l_7)), (g_5 <= (safe_mod_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(((*l_38)++), 0x01L)) < (*l_8)), 65531UL)))))) , l_10[1])))) >= g_126[0]), (*l_4))) <= (*l_6));
        }
        for (g_39 = 0; (g_39 <= 3); g_39 += 1)
        { /* block id: 97 */
            int64_t l_240 = 0x77E71CC039EE50CDLL;
            int32_t l_241 = 0x940D45DDL;
            g_242++;
        }
    }
    return l_2[4][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_142.f1 g_30 g_203
 * writes: g_39 g_142.f1
 */
static uint64_t  func_18(int32_t * p_19)
{ /* block id: 22 */
    union U0 ** const l_79 = (void*)0;
    int32_t l_80 = 0x019D465FL;
    int32_t l_129 = 0L;
    int32_t l_131 = 0x36627CDBL;
    int32_t l_132 = 0L;
    uint32_t l_141 = 18446744073709551612UL;
    union U0 **l_153 = &g_76;
    const uint32_t l_185 = 0xA51A4853L;
    int16_t *l_202 = &g_142.f4;
    int16_t **l_201 = &l_202;
    int16_t ***l_200 = &l_201;
    int64_t *l_215 = &g_44;
    l_80 &= ((void*)0 == l_79);
    for (g_39 = 0; (g_39 != 32); g_39++)
    { /* block id: 26 */
        union U0 l_83 = {0x96A48ADBL};
        int32_t l_128 = 0L;
        int32_t l_130[6][2] = {{0x8C809647L,0x03CBA28DL},{0L,0xD01B0F43L},{0x03CBA28DL,0xD01B0F43L},{0L,0x03CBA28DL},{0x8C809647L,0x8C809647L},{0x8C809647L,0x03CBA28DL}};
        uint32_t l_188 = 4UL;
        int16_t **l_199 = (void*)0;
        int16_t ***l_198 = &l_199;
        union U0 l_204 = {6L};
        int64_t *l_214 = (void*)0;
        int64_t l_230 = 0x91F0B04548F12570LL;
        int i, j;
    }
    for (g_142.f1 = (-26); (g_142.f1 != 11); g_142.f1++)
    { /* block id: 88 */
        uint32_t l_236 = 0x9BFE5C00L;
        int32_t *l_237[6][2] = {{&l_132,&l_132},{&l_80,&l_132},{&l_132,&l_80},{(void*)0,(void*)0},{(void*)0,&l_80},{&l_132,&l_132}};
        int8_t l_238 = 0x14L;
        int i, j;
        l_238 = l_236;
        return g_30;
    }
    return g_203;
}


/* ------------------------------------------ */
/* 
 * reads : g_44 g_39 g_64 g_32 g_31 g_65 g_72 g_30
 * writes: g_44 g_39 g_30 g_72 g_76
 */
static int64_t  func_21(uint32_t  p_22, uint16_t  p_23)
{ /* block id: 14 */
    uint64_t l_42 = 4UL;
    int64_t *l_43 = &g_44;
    uint8_t *l_57 = &g_39;
    int16_t *l_69 = (void*)0;
    int16_t *l_70 = &g_30;
    int8_t *l_71 = &g_72;
    union U0 *l_73 = &g_74[4][5];
    union U0 **l_75[6][5] = {{&l_73,(void*)0,&l_73,&l_73,&l_73},{&l_73,&l_73,&l_73,&l_73,&l_73},{&l_73,&l_73,(void*)0,&l_73,&l_73},{&l_73,(void*)0,(void*)0,&l_73,&l_73},{&l_73,&l_73,&l_73,&l_73,&l_73},{&l_73,&l_73,&l_73,&l_73,&l_73}};
    int i, j;
    g_76 = (((((*l_43) |= l_42) >= (safe_sub_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(0x1067L, (safe_sub_func_int32_t_s_s((l_42 , (safe_mul_func_int8_t_s_s(((*l_71) &= ((((safe_mul_func_uint8_t_u_u(l_42, ((((safe_add_func_uint8_t_u_u(((*l_57)--), (((safe_rshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_u(((*l_70) = ((0x2F33BC6CL < (g_64 != l_57)) && (((safe_unary_minus_func_int64_t_s((safe_mod_func_uint8_t_u_u(255UL, (0x56BBB307L | (-1L)))))) > 65530UL) >= 0xDEBF624E194E4064LL))), 7)), g_32[2])) <= p_22) || l_42))) , 0x90L) < l_42) == (*g_31)))) , g_65[1]) || 0L) , 0x61L)), 1UL))), p_22)))) == l_42), 1UL))) && l_42) , l_73);
    return g_30;
}


/* ------------------------------------------ */
/* 
 * reads : g_31
 * writes: g_32 g_28
 */
static uint32_t  func_24(const int32_t * p_25, int16_t  p_26, int8_t  p_27)
{ /* block id: 9 */
    int8_t l_33[3];
    int i;
    for (i = 0; i < 3; i++)
        l_33[i] = 1L;
    (*g_31) = (&g_3 == (void*)0);
    g_28[0] = (void*)0;
    return l_33[2];
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_32[i], "g_32[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_44, "g_44", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_65[i], "g_65[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_72, "g_72", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_74[i][j].f0, "g_74[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_126[i], "g_126[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_138, "g_138", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_142.f0, "g_142.f0", print_hash_value);
    transparent_crc(g_142.f2, "g_142.f2", print_hash_value);
    transparent_crc(g_142.f3, "g_142.f3", print_hash_value);
    transparent_crc(g_142.f4, "g_142.f4", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    transparent_crc(g_203, "g_203", print_hash_value);
    transparent_crc(g_242, "g_242", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 49
XXX total union variables: 3

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 7
breakdown:
   indirect level: 0, occurrence: 2
   indirect level: 1, occurrence: 2
   indirect level: 2, occurrence: 3
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 2
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 13

XXX max expression depth: 33
breakdown:
   depth: 1, occurrence: 17
   depth: 2, occurrence: 7
   depth: 21, occurrence: 1
   depth: 33, occurrence: 1

XXX total number of pointers: 67

XXX times a variable address is taken: 85
XXX times a pointer is dereferenced on RHS: 23
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 1
XXX times a pointer is dereferenced on LHS: 27
breakdown:
   depth: 1, occurrence: 27
XXX times a pointer is compared with null: 3
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 288

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 90
   level: 2, occurrence: 1
XXX number of pointers point to pointers: 15
XXX number of pointers point to scalars: 50
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.4
XXX average alias set size: 1.31

XXX times a non-volatile is read: 164
XXX times a non-volatile is write: 80
XXX times a volatile is read: 9
XXX    times read thru a pointer: 5
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 93
XXX percentage of non-volatile access: 94.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 18
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 11
   depth: 1, occurrence: 5
   depth: 2, occurrence: 2

XXX percentage a fresh-made variable is used: 22.1
XXX percentage an existing variable is used: 77.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

