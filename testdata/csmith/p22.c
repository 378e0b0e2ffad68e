/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 22 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p22.c
 * Seed:      22
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   volatile unsigned f0 : 25;
   signed f1 : 10;
   unsigned f2 : 4;
   signed : 0;
};
#pragma pack(pop)

struct S1 {
   uint32_t  f0;
   signed f1 : 31;
   signed f2 : 26;
   const unsigned f3 : 25;
   const signed f4 : 21;
   signed f5 : 13;
   unsigned f6 : 23;
   signed f7 : 17;
   unsigned f8 : 30;
};

union U2 {
   signed f0 : 9;
   int8_t * f1;
   int32_t  f2;
   const int8_t  f3;
   uint32_t  f4;
};

union U3 {
   const signed f0 : 2;
   uint32_t  f1;
   uint64_t  f2;
};

union U4 {
   int32_t  f0;
};

union U5 {
   const volatile uint8_t  f0;
   int8_t  f1;
};

union U6 {
   signed f0 : 12;
   const volatile int32_t  f1;
   volatile int64_t  f2;
};

union U7 {
   uint8_t  f0;
   volatile int8_t  f1;
   uint32_t  f2;
   int32_t  f3;
   uint32_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static volatile struct S0 g_2[2] = {{726,-9,2},{726,-9,2}};
static volatile struct S0 * const  volatile g_3[4][6] = {{&g_2[1],&g_2[1],&g_2[0],&g_2[1],&g_2[1],&g_2[0]},{&g_2[1],&g_2[1],&g_2[1],(void*)0,(void*)0,(void*)0},{&g_2[1],&g_2[0],&g_2[0],&g_2[1],&g_2[0],(void*)0},{&g_2[1],(void*)0,&g_2[1],&g_2[0],(void*)0,&g_2[0]}};
static volatile struct S0 * volatile g_4 = &g_2[1];/* VOLATILE GLOBAL g_4 */
static volatile int32_t g_5 = 0xB4B26D8FL;/* VOLATILE GLOBAL g_5 */
static int32_t g_6 = (-1L);
static int8_t g_12 = 0x61L;
static int8_t g_29 = (-1L);
static union U4 g_32 = {0L};
static uint32_t g_36 = 0x51D5E8E0L;
static struct S0 g_44 = {4543,10,3};/* VOLATILE GLOBAL g_44 */
static struct S0 *g_46 = &g_44;
static int16_t g_54 = 0x8D42L;
static uint32_t g_56 = 0xA6F331A9L;
static volatile int64_t g_67 = 6L;/* VOLATILE GLOBAL g_67 */
static volatile uint32_t g_70 = 0x8DD58476L;/* VOLATILE GLOBAL g_70 */
static int32_t * volatile g_74 = &g_32.f0;/* VOLATILE GLOBAL g_74 */
static volatile struct S1 g_76[3] = {{1UL,-41810,-77,2011,4,88,2388,-260,18732},{1UL,-41810,-77,2011,4,88,2388,-260,18732},{1UL,-41810,-77,2011,4,88,2388,-260,18732}};
static const volatile struct S1 *g_75 = &g_76[1];
static volatile struct S1 g_78 = {4294967292UL,-45054,-3636,2487,998,35,1701,-359,1206};/* VOLATILE GLOBAL g_78 */
static struct S1 g_82 = {7UL,3595,-428,3235,828,-2,1418,284,30084};
static struct S1 *g_81 = &g_82;
static struct S1 *g_86 = (void*)0;
static volatile union U6 g_89 = {4L};/* VOLATILE GLOBAL g_89 */
static union U5 g_101 = {0x93L};/* VOLATILE GLOBAL g_101 */
static union U5 ** volatile g_102 = (void*)0;/* VOLATILE GLOBAL g_102 */
static union U3 g_105 = {0xB0CBD639L};
static int64_t g_111 = 0x2A55EFA8D4CD4557LL;
static uint8_t g_135 = 0x10L;
static volatile int64_t g_145 = 0x90560A05798251A3LL;/* VOLATILE GLOBAL g_145 */
static int32_t g_146[6] = {1L,1L,1L,1L,1L,1L};
static uint16_t g_147 = 0x9119L;
static union U2 g_151 = {0x5CDDA558L};
static volatile int64_t g_184 = (-1L);/* VOLATILE GLOBAL g_184 */
static int32_t g_185 = 0x3ABEF08AL;
static volatile int8_t g_186 = (-8L);/* VOLATILE GLOBAL g_186 */
static volatile uint8_t g_187 = 0x53L;/* VOLATILE GLOBAL g_187 */
static union U7 g_201 = {248UL};/* VOLATILE GLOBAL g_201 */
static struct S0 g_227 = {3804,-14,3};/* VOLATILE GLOBAL g_227 */
static union U4 *g_242 = &g_32;
static union U4 ** const  volatile g_241 = &g_242;/* VOLATILE GLOBAL g_241 */
static uint8_t *** const  volatile g_248[6][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}};
static uint8_t **g_251 = (void*)0;
static uint8_t *** volatile g_250 = &g_251;/* VOLATILE GLOBAL g_250 */
static union U7 *g_274 = &g_201;
static union U7 ** volatile g_273 = &g_274;/* VOLATILE GLOBAL g_273 */
static volatile union U5 g_279[6][1] = {{{0xAAL}},{{0x0BL}},{{0xAAL}},{{0xAAL}},{{0x0BL}},{{0xAAL}}};
static union U2 *g_286[3] = {(void*)0,(void*)0,(void*)0};
static union U2 * const *g_285 = &g_286[0];
static union U2 * const ** volatile g_284 = &g_285;/* VOLATILE GLOBAL g_284 */
static int32_t *g_289 = &g_6;
static int32_t ** volatile g_288 = &g_289;/* VOLATILE GLOBAL g_288 */
static uint16_t g_311 = 0xF923L;
static int8_t g_361[3] = {0x64L,0x64L,0x64L};
static volatile uint16_t g_364[4] = {0x92CEL,0x92CEL,0x92CEL,0x92CEL};
static const union U5 g_381 = {255UL};/* VOLATILE GLOBAL g_381 */
static volatile int8_t * volatile g_383[6] = {&g_279[3][0].f1,&g_279[3][0].f1,&g_279[3][0].f1,&g_279[3][0].f1,&g_279[3][0].f1,&g_279[3][0].f1};
static volatile int8_t * volatile * const  volatile g_382 = &g_383[3];/* VOLATILE GLOBAL g_382 */
static union U7 g_388 = {250UL};/* VOLATILE GLOBAL g_388 */
static int32_t g_398 = 0x51B7F4B3L;
static int16_t g_405 = 1L;
static int32_t **g_412 = &g_289;
static int32_t ***g_411 = &g_412;
static int32_t g_413 = 0x30977BE5L;
static int32_t g_470 = 1L;
static uint32_t g_471[1][2] = {{0x232C149CL,0x232C149CL}};
static int8_t *g_536 = (void*)0;
static int8_t **g_535[3][3] = {{(void*)0,(void*)0,(void*)0},{&g_536,&g_536,&g_536},{(void*)0,(void*)0,(void*)0}};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static struct S0  func_13(int8_t * p_14, const int8_t * p_15, int32_t  p_16, uint64_t  p_17);
static const int8_t * func_19(int64_t  p_20, union U4  p_21, const uint32_t  p_22);
static const union U3  func_47(struct S0 * p_48, int64_t  p_49, const uint16_t  p_50, const int64_t  p_51, uint8_t  p_52);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_285 g_364 g_273 g_274 g_388.f0 g_288 g_289 g_101.f1 g_471 g_411 g_412 g_382 g_383 g_279.f1 g_186 g_29 g_6 g_405 g_82.f5 g_54 g_311 g_111 g_279.f0 g_44.f2 g_82.f2 g_388.f4 g_535 g_361 g_101.f0
 * writes: g_2 g_5 g_6 g_32.f0 g_274 g_388.f0 g_101.f1 g_471 g_289 g_12 g_388.f4
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_9[5][3] = {{(-1L),0xF947L,0xF947L},{5L,0xEABAL,0xEABAL},{(-1L),0xF947L,0xF947L},{5L,0xEABAL,0xEABAL},{(-1L),0xF947L,0xF947L}};
    int32_t l_10[4];
    int8_t * const l_11 = &g_12;
    int8_t *l_18 = &g_12;
    uint16_t l_419 = 0x9AF5L;
    union U2 * const **l_442 = &g_285;
    int32_t l_445[1][3];
    uint8_t ***l_454 = (void*)0;
    uint8_t ****l_455 = (void*)0;
    uint8_t l_457[2];
    int32_t *l_460[4];
    int32_t l_464 = (-1L);
    int i, j;
    for (i = 0; i < 4; i++)
        l_10[i] = 8L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_445[i][j] = 0x02AECFA0L;
    }
    for (i = 0; i < 2; i++)
        l_457[i] = 0x4FL;
    for (i = 0; i < 4; i++)
        l_460[i] = &g_413;
    (*g_4) = g_2[1];
lbl_461:
    for (g_5 = 0; g_5 < 2; g_5 += 1)
    {
        struct S0 tmp = {5084,-3,0};
        g_2[g_5] = tmp;
    }
    for (g_6 = (-6); (g_6 < (-17)); g_6--)
    { /* block id: 5 */
        int16_t l_25 = (-1L);
        int8_t *l_28 = &g_29;
        int32_t l_30 = 0xB036C860L;
        int8_t l_31[5][3] = {{(-9L),(-9L),(-9L)},{0x9EL,0x9EL,0x9EL},{(-9L),(-9L),(-9L)},{0x9EL,0x9EL,0x9EL},{(-9L),(-9L),(-9L)}};
        int i, j;
    }
    if ((safe_div_func_uint32_t_u_u(((safe_mod_func_int8_t_s_s((-10L), (7L && ((l_9[0][0] <= (safe_mul_func_uint16_t_u_u(1UL, ((l_454 = l_454) == (void*)0)))) , ((*l_442) != (l_9[4][2] , (*l_442))))))) >= l_419), g_364[1])))
    { /* block id: 219 */
        int32_t l_463 = 0xBEAC7C5AL;
        int32_t l_466 = (-5L);
        int32_t l_468 = 2L;
        int8_t l_503 = 0L;
        for (g_32.f0 = 0; (g_32.f0 <= 2); g_32.f0 += 1)
        { /* block id: 222 */
            int32_t *l_456[4] = {&g_6,&g_6,&g_6,&g_6};
            const int64_t l_500 = 0xB1B08B26DCFB2305LL;
            int8_t l_502 = 0x5BL;
            int i;
            (*g_273) = (*g_273);
            l_457[1]++;
            for (g_388.f0 = 0; (g_388.f0 <= 3); g_388.f0 += 1)
            { /* block id: 227 */
                int i;
                return g_364[g_388.f0];
            }
            l_460[0] = (*g_288);
            for (g_101.f1 = 0; (g_101.f1 <= 0); g_101.f1 += 1)
            { /* block id: 233 */
                int32_t l_462 = 1L;
                int32_t l_465 = 0xA436A756L;
                int32_t l_467 = 0xD5BABE37L;
                int32_t l_469 = 0xBDEADE6EL;
                uint8_t *l_498 = (void*)0;
                uint8_t *l_499 = &g_388.f0;
                uint64_t *l_501 = &g_105.f2;
                int i, j;
                if (l_419)
                    goto lbl_461;
                ++g_471[0][1];
            }
        }
        (*g_412) = (**g_411);
        (*g_412) = (void*)0;
    }
    else
    { /* block id: 243 */
        const union U3 l_508 = {1L};
        uint32_t *l_511 = &g_388.f4;
        union U2 l_516 = {1L};
        uint32_t l_519 = 1UL;
        uint8_t *l_520 = &l_457[0];
        int64_t l_527[1];
        int8_t **l_537 = (void*)0;
        int i;
        for (i = 0; i < 1; i++)
            l_527[i] = (-7L);
        (***g_411) = (((safe_mul_func_int8_t_s_s((l_508 , (**g_382)), ((*l_11) = g_29))) | ((*l_520) = (((g_471[0][1] | (safe_rshift_func_uint8_t_u_s((((*l_511) = l_508.f0) || (((safe_lshift_func_uint8_t_u_u(((**g_412) && (safe_div_func_int64_t_s_s(((l_508.f0 , l_516) , (safe_rshift_func_int16_t_s_u(g_405, g_82.f5))), g_54))), g_82.f5)) , g_311) <= l_519)), g_111))) >= 255UL) < g_111))) ^ 0x00L);
        (*g_289) = ((safe_add_func_uint8_t_u_u(((*l_520) |= (((g_279[3][0].f0 & (safe_rshift_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(l_527[0], ((safe_add_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(g_44.f2, ((-1L) ^ (-8L)))) == (safe_unary_minus_func_int16_t_s(0xA2E5L))), ((g_82.f2 , ((*l_11) = ((safe_lshift_func_uint16_t_u_s((g_388.f4 || (((*l_511) ^= (g_535[0][0] != l_537)) , 0xB142072AE8B9A2A8LL)), g_361[2])) || l_519))) | l_519))) != 0x983B4418L))) >= (*g_289)), 1))) >= l_527[0]) > g_6)), 0x56L)) >= 0x51L);
    }
    return g_101.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_36 g_56 g_29 g_70 g_74 g_32.f0 g_75 g_81 g_89 g_78.f3 g_105 g_82.f8 g_2 g_78.f8 g_105.f0 g_76.f6 g_44.f1 g_111 g_44 g_147 g_76.f1 g_187 g_105.f1 g_82.f1 g_32 g_6 g_101.f1 g_201.f1 g_82.f4 g_151.f0 g_227 g_201.f3 g_241 g_250 g_201 g_273 g_82.f2 g_82.f7 g_274 g_279 g_82.f0 g_284 g_201.f0 g_288 g_146 g_289 g_184 g_185 g_311 g_78.f5 g_82.f5 g_135 g_364 g_381 g_382 g_398 g_381.f0 g_242
 * writes: g_12 g_46 g_54 g_56 g_36 g_70 g_32.f0 g_29 g_86 g_111 g_4 g_44 g_147 g_135 g_187 g_105.f1 g_151.f0 g_201.f3 g_242 g_251 g_82.f7 g_274 g_74 g_82.f0 g_285 g_201.f0 g_289 g_311 g_364 g_398 g_405 g_411
 */
static struct S0  func_13(int8_t * p_14, const int8_t * p_15, int32_t  p_16, uint64_t  p_17)
{ /* block id: 12 */
    union U2 l_42 = {1L};
    struct S0 *l_43 = &g_44;
    struct S0 **l_45[2][1];
    int16_t *l_53 = &g_54;
    uint32_t *l_55 = &g_56;
    int32_t *l_397 = &g_398;
    struct S1 l_399 = {4294967293UL,-287,4116,2077,1354,-40,2190,-61,23580};
    int16_t *l_404 = &g_405;
    int32_t **l_408 = &l_397;
    int32_t ***l_407 = &l_408;
    int32_t ****l_409 = (void*)0;
    int32_t ****l_410[4];
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_45[i][j] = (void*)0;
    }
    for (i = 0; i < 4; i++)
        l_410[i] = &l_407;
    (*l_397) &= (safe_mul_func_int8_t_s_s(((*p_14) = 5L), ((g_46 = (l_42 , l_43)) == (func_47(&g_44, (p_17 != p_16), ((((*l_53) |= l_42.f0) || (((*l_55) |= (((g_36 | ((4294967295UL && p_17) <= p_17)) , p_16) || p_16)) < (-1L))) >= l_42.f0), p_17, g_29) , &g_2[0]))));
    if (g_82.f5)
        goto lbl_406;
lbl_406:
    p_16 = ((*l_397) == ((*p_14) = (l_399 , (safe_mul_func_uint8_t_u_u(0x01L, (g_381.f0 & ((((((void*)0 == l_397) != ((*l_404) = ((*l_53) &= (safe_div_func_int16_t_s_s(g_82.f0, 0x8394L))))) >= ((*g_242) , p_17)) || p_16) <= g_146[4])))))));
    for (g_36 = 1; (g_36 <= 5); g_36 += 1)
    { /* block id: 196 */
        g_4 = (void*)0;
    }
    g_411 = l_407;
    return (*l_43);
}


/* ------------------------------------------ */
/* 
 * reads : g_36
 * writes: g_36
 */
static const int8_t * func_19(int64_t  p_20, union U4  p_21, const uint32_t  p_22)
{ /* block id: 9 */
    int32_t *l_33 = &g_32.f0;
    int32_t *l_34[5][5] = {{(void*)0,(void*)0,&g_32.f0,&g_32.f0,(void*)0},{&g_32.f0,&g_6,&g_32.f0,&g_6,&g_32.f0},{(void*)0,&g_32.f0,&g_32.f0,(void*)0,(void*)0},{&g_32.f0,&g_6,&g_32.f0,&g_6,&g_32.f0},{(void*)0,(void*)0,&g_32.f0,&g_32.f0,(void*)0}};
    int32_t l_35 = 0xC6A002B5L;
    const int8_t *l_39 = (void*)0;
    int i, j;
    ++g_36;
    return l_39;
}


/* ------------------------------------------ */
/* 
 * reads : g_36 g_56 g_70 g_74 g_32.f0 g_75 g_29 g_81 g_89 g_78.f3 g_105 g_82.f8 g_2 g_78.f8 g_105.f0 g_76.f6 g_44.f1 g_111 g_44 g_147 g_76.f1 g_187 g_105.f1 g_82.f1 g_32 g_6 g_101.f1 g_201.f1 g_82.f4 g_151.f0 g_227 g_201.f3 g_241 g_250 g_201 g_273 g_82.f2 g_82.f7 g_274 g_279 g_82.f0 g_284 g_201.f0 g_288 g_146 g_289 g_184 g_185 g_311 g_78.f5 g_82.f5 g_135 g_364 g_381 g_382
 * writes: g_36 g_56 g_70 g_32.f0 g_29 g_86 g_111 g_4 g_44 g_147 g_135 g_187 g_105.f1 g_151.f0 g_201.f3 g_242 g_251 g_82.f7 g_274 g_74 g_82.f0 g_285 g_201.f0 g_289 g_311 g_364 g_54
 */
static const union U3  func_47(struct S0 * p_48, int64_t  p_49, const uint16_t  p_50, const int64_t  p_51, uint8_t  p_52)
{ /* block id: 17 */
    int32_t l_61 = 0xBC6A5050L;
    int32_t l_62[5][2] = {{0x03EC6B4EL,0x03EC6B4EL},{0x03EC6B4EL,1L},{0xD6F38C13L,0x61D8FC8FL},{1L,0x61D8FC8FL},{0xD6F38C13L,1L}};
    const volatile struct S1 *l_77 = &g_78;
    int8_t *l_94 = &g_29;
    const union U2 l_293 = {-2L};
    int64_t *l_297 = &g_111;
    int64_t **l_296 = &l_297;
    uint8_t *l_373 = (void*)0;
    uint8_t **l_372 = &l_373;
    int32_t *l_389 = &g_32.f0;
    int32_t *l_390 = (void*)0;
    int32_t *l_391[4] = {&l_62[3][0],&l_62[3][0],&l_62[3][0],&l_62[3][0]};
    int16_t l_392 = 0xB030L;
    uint64_t l_393[4][6] = {{0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL},{0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL},{0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL},{0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL,0x1254DD26A85871FELL,0xE94A0810EA93C5B7LL}};
    const union U3 l_396[5] = {{0xFB4D7685L},{0xFB4D7685L},{0xFB4D7685L},{0xFB4D7685L},{0xFB4D7685L}};
    int i, j;
    if (p_50)
    { /* block id: 18 */
        uint16_t l_57 = 0xAD5EL;
        const union U3 l_58 = {-1L};
        int32_t l_65 = (-8L);
        int32_t l_66 = 0x67F5904BL;
        int32_t l_68[5];
        int16_t l_69 = 0L;
        int i;
        for (i = 0; i < 5; i++)
            l_68[i] = 0xD80EE50AL;
        l_57 = (1L <= 1UL);
        for (g_36 = 0; (g_36 <= 1); g_36 += 1)
        { /* block id: 22 */
            int32_t *l_59 = &g_32.f0;
            int32_t *l_60 = &g_32.f0;
            int32_t *l_63 = (void*)0;
            int32_t *l_64[6];
            int i;
            for (i = 0; i < 6; i++)
                l_64[i] = &g_32.f0;
            for (g_56 = 0; (g_56 <= 1); g_56 += 1)
            { /* block id: 25 */
                if (g_56)
                    break;
                if (l_57)
                    continue;
                return l_58;
            }
            ++g_70;
        }
        (*g_74) ^= (!p_49);
        l_77 = g_75;
    }
    else
    { /* block id: 34 */
        struct S1 *l_83 = (void*)0;
        int32_t l_93[1];
        int64_t *l_119 = &g_111;
        uint8_t l_197 = 0x50L;
        union U7 * const l_200 = &g_201;
        int32_t *l_238[1];
        struct S1 l_243 = {0xFBF55219L,-45540,-6782,4556,-1174,6,246,282,20346};
        union U2 *l_282 = (void*)0;
        union U2 * const *l_281 = &l_282;
        int i;
        for (i = 0; i < 1; i++)
            l_93[i] = 0x86465E51L;
        for (i = 0; i < 1; i++)
            l_238[i] = &l_93[0];
        for (g_29 = 0; (g_29 > (-26)); g_29 = safe_sub_func_int16_t_s_s(g_29, 8))
        { /* block id: 37 */
            if ((*g_74))
                break;
        }
        for (l_61 = 1; (l_61 >= 0); l_61 -= 1)
        { /* block id: 42 */
            struct S1 *l_84 = &g_82;
            struct S1 **l_85 = (void*)0;
            int32_t l_90[1][1];
            int8_t **l_95 = &l_94;
            int8_t *l_97[2];
            int8_t **l_96 = &l_97[0];
            int8_t * const l_98 = (void*)0;
            int32_t *l_99 = &l_62[3][0];
            int64_t **l_120[2][4] = {{&l_119,&l_119,&l_119,&l_119},{&l_119,&l_119,&l_119,&l_119}};
            union U5 *l_127 = &g_101;
            uint8_t *l_134[2];
            int32_t l_144 = 0x0657D6C4L;
            union U2 *l_150[6][1] = {{&g_151},{&g_151},{&g_151},{&g_151},{&g_151},{&g_151}};
            const union U5 *l_160 = &g_101;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_90[i][j] = (-1L);
            }
            for (i = 0; i < 2; i++)
                l_97[i] = &g_29;
            for (i = 0; i < 2; i++)
                l_134[i] = &g_135;
            if (((((l_83 = g_81) != (g_86 = l_84)) , ((*l_99) &= (safe_sub_func_int16_t_s_s(((g_89 , 0UL) | (l_90[0][0] | (safe_rshift_func_uint16_t_u_u((l_83 != (l_93[0] , l_77)), (((*l_96) = ((*l_95) = l_94)) == l_98))))), p_52)))) | p_52))
            { /* block id: 48 */
                union U5 *l_100 = &g_101;
                union U5 **l_103 = (void*)0;
                union U5 **l_104 = &l_100;
                (*l_104) = l_100;
            }
            else
            { /* block id: 50 */
                uint32_t l_109[1][6];
                int64_t *l_110 = &g_111;
                int32_t *l_112 = &l_90[0][0];
                volatile struct S0 *l_114 = &g_2[l_61];
                volatile struct S0 **l_113[4][4];
                const union U3 l_115[6] = {{1L},{1L},{1L},{1L},{1L},{1L}};
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 6; j++)
                        l_109[i][j] = 0xA2B02045L;
                }
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_113[i][j] = &l_114;
                }
                l_93[0] |= 1L;
                (*l_112) ^= ((((g_78.f3 < ((p_51 & p_50) , ((g_105 , ((*l_110) = (~((((*l_94) = (safe_add_func_uint64_t_u_u(((l_93[0] == l_109[0][2]) ^ 0UL), (((((&g_86 == (void*)0) & (*l_99)) , p_49) | 0x92L) != 0x16L)))) >= (*l_99)) == p_50)))) , g_56))) & l_61) || g_82.f8) && 0xDAL);
                g_4 = &g_2[l_61];
                return l_115[1];
            }
            if (l_61)
            { /* block id: 58 */
                int i;
                (*p_48) = g_2[l_61];
            }
            else
            { /* block id: 60 */
                uint32_t l_118 = 1UL;
                (*l_99) = (safe_lshift_func_int16_t_s_s(l_118, l_61));
            }
            if ((((l_119 = l_119) == (void*)0) > (l_61 , (((0UL < (l_62[3][0] = (safe_lshift_func_int8_t_s_s(((*l_99) & ((safe_div_func_uint64_t_u_u((((safe_add_func_int16_t_s_s((l_127 != (void*)0), (g_78.f8 || (safe_add_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((l_62[4][1] && g_105.f0), p_52)), 4UL)) <= g_76[1].f6), g_44.f1))))) != p_49) && (*l_99)), p_51)) | g_111)), p_49)))) ^ 1L) && l_61))))
            { /* block id: 65 */
                (*p_48) = (*p_48);
            }
            else
            { /* block id: 67 */
                int32_t *l_136 = &l_93[0];
                int32_t *l_137 = (void*)0;
                int32_t *l_138 = &l_90[0][0];
                int32_t *l_139 = (void*)0;
                int32_t *l_140 = &l_90[0][0];
                int32_t *l_141 = &l_90[0][0];
                int32_t *l_142 = &l_90[0][0];
                int32_t *l_143[3];
                union U2 **l_152 = &l_150[4][0];
                int i;
                for (i = 0; i < 3; i++)
                    l_143[i] = &l_90[0][0];
                --g_147;
                (*l_99) ^= (*g_74);
                (*l_152) = l_150[2][0];
            }
            for (g_111 = 0; (g_111 <= 1); g_111 += 1)
            { /* block id: 74 */
                union U5 * const l_159 = &g_101;
                int32_t *l_164 = &l_90[0][0];
                int32_t *l_165 = (void*)0;
                int32_t *l_166 = &l_62[3][0];
                int32_t *l_167 = (void*)0;
                int32_t *l_168 = &l_144;
                int32_t *l_169 = &l_144;
                int32_t *l_170 = (void*)0;
                int32_t *l_171 = &l_62[3][0];
                int32_t *l_172 = &l_90[0][0];
                int32_t *l_173 = &l_93[0];
                int32_t *l_174 = &l_62[3][0];
                int32_t *l_175 = &l_93[0];
                int32_t *l_176 = &g_32.f0;
                int32_t *l_177 = &g_32.f0;
                int32_t *l_178 = &l_93[0];
                int32_t *l_179 = &l_90[0][0];
                int32_t *l_180 = &g_32.f0;
                int32_t *l_181 = &g_32.f0;
                int32_t *l_182[5][2] = {{&l_93[0],&l_93[0]},{&l_93[0],&l_93[0]},{&l_93[0],&l_93[0]},{&l_93[0],&l_93[0]},{&l_93[0],&l_93[0]}};
                int32_t l_183 = 0x044AA38AL;
                int i, j;
                if (l_62[l_61][g_111])
                    break;
                if (l_93[0])
                    break;
                (*l_164) &= (safe_sub_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_add_func_int64_t_s_s((l_159 == (l_93[0] , l_160)), (((p_51 >= (l_93[0] , (g_135 = g_76[1].f1))) , &g_76[2]) == (l_84 = &g_82)))), (safe_mod_func_int32_t_s_s(((~((l_62[(l_61 + 2)][g_111] = ((l_62[l_61][g_111] , (-3L)) == 6UL)) , g_29)) == p_51), p_52)))), p_52));
                g_187--;
            }
        }
        for (g_105.f1 = 0; (g_105.f1 <= 5); g_105.f1 += 1)
        { /* block id: 86 */
            int16_t l_193 = 0xAB74L;
            int32_t l_194 = 0L;
            int32_t l_195 = 7L;
            int32_t l_196 = 0x9EA8A35CL;
            for (g_147 = 1; (g_147 <= 5); g_147 += 1)
            { /* block id: 89 */
                int32_t *l_192[4];
                union U7 *l_203 = (void*)0;
                union U7 **l_202 = &l_203;
                int i;
                for (i = 0; i < 4; i++)
                    l_192[i] = &l_62[1][0];
                if ((*g_74))
                    break;
                (*g_74) ^= (safe_lshift_func_int16_t_s_u(g_82.f1, p_49));
                --l_197;
                (*l_202) = l_200;
            }
            (*p_48) = (*p_48);
            for (g_147 = 0; (g_147 <= 5); g_147 += 1)
            { /* block id: 98 */
                int32_t *l_224 = (void*)0;
                g_151.f0 &= (g_32 , (((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(p_49, ((safe_rshift_func_uint8_t_u_s(((safe_add_func_int16_t_s_s(p_51, (safe_sub_func_int64_t_s_s((l_195 , (safe_rshift_func_int8_t_s_s(((3L < (safe_add_func_uint32_t_u_u(g_6, (safe_rshift_func_int16_t_s_s(g_101.f1, l_62[2][1]))))) || (safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_s(((*l_94) = 0L), 0)), p_49))), 1))), g_201.f1)))) != p_50), 5)) < p_51))), 1)) == g_82.f4) <= p_50));
            }
        }
        if ((p_50 | l_62[3][0]))
        { /* block id: 103 */
            uint16_t l_233 = 0xA09BL;
            for (g_32.f0 = 10; (g_32.f0 == 6); g_32.f0 = safe_sub_func_uint8_t_u_u(g_32.f0, 6))
            { /* block id: 106 */
                int32_t *l_228 = &l_93[0];
                int32_t *l_229 = (void*)0;
                int32_t *l_230 = &l_93[0];
                int32_t *l_231[5][2] = {{&g_6,&l_61},{&l_93[0],&l_93[0]},{&l_93[0],&l_61},{&g_6,&l_62[3][0]},{&l_61,&l_62[3][0]}};
                int16_t l_232 = 0x4F0BL;
                int32_t *l_236 = &g_6;
                int32_t **l_237 = &l_228;
                int i, j;
                (*p_48) = g_227;
                l_233++;
                l_238[0] = ((*l_237) = l_236);
            }
            for (g_201.f3 = 0; (g_201.f3 < 24); g_201.f3 = safe_add_func_int16_t_s_s(g_201.f3, 7))
            { /* block id: 114 */
                (*g_241) = &g_32;
                (*p_48) = (l_243 , (*p_48));
            }
        }
        else
        { /* block id: 118 */
            uint16_t *l_244 = (void*)0;
            uint16_t *l_245 = &g_147;
            const union U3 l_252 = {0xC9F1E63BL};
            union U5 * const l_271[6][4] = {{&g_101,(void*)0,&g_101,(void*)0},{&g_101,(void*)0,&g_101,&g_101},{(void*)0,&g_101,&g_101,&g_101},{&g_101,&g_101,&g_101,&g_101},{&g_101,&g_101,&g_101,&g_101},{&g_101,&g_101,&g_101,(void*)0}};
            union U7 **l_272 = (void*)0;
            int32_t l_280 = 0L;
            int i, j;
            if ((((*l_245) = p_50) >= p_50))
            { /* block id: 120 */
                uint8_t *l_247 = &g_201.f0;
                uint8_t ** const l_246 = &l_247;
                uint8_t ***l_249 = (void*)0;
                (*p_48) = (*p_48);
                (*g_250) = l_246;
                return l_252;
            }
            else
            { /* block id: 124 */
                union U5 **l_267 = (void*)0;
                union U5 **l_268 = (void*)0;
                union U5 **l_269 = (void*)0;
                union U5 *l_270 = (void*)0;
                union U7 **l_275 = &g_274;
                g_82.f7 |= (safe_rshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(p_52, ((safe_mod_func_int8_t_s_s(((g_201 , ((8L <= l_62[3][0]) , ((safe_sub_func_int8_t_s_s(((p_50 < (safe_div_func_uint8_t_u_u(0xA1L, (-1L)))) < (((safe_sub_func_uint64_t_u_u((safe_sub_func_int8_t_s_s((((g_105 , (((l_270 = (void*)0) == l_271[3][1]) , l_272)) == g_273) <= l_252.f0), p_52)), p_52)) , 4294967295UL) >= 4294967295UL)), g_82.f2)) , l_252.f0))) != p_51), g_82.f8)) != p_52))), l_61));
                (*p_48) = (*p_48);
                (*l_275) = (*g_273);
            }
            for (g_29 = (-15); (g_29 != 1); g_29 = safe_add_func_uint32_t_u_u(g_29, 2))
            { /* block id: 132 */
                int32_t **l_278 = &l_238[0];
                g_74 = ((*l_278) = &g_6);
                l_280 &= ((g_279[3][0] , p_50) & (**l_278));
            }
            for (g_82.f0 = 0; (g_82.f0 <= 0); g_82.f0 += 1)
            { /* block id: 139 */
                union U2 * const **l_283 = (void*)0;
                int i;
                if (l_93[g_82.f0])
                    break;
                if (l_93[g_82.f0])
                    break;
                if (l_93[g_82.f0])
                    break;
                (*g_284) = l_281;
            }
            l_280 = 0xE9F6F8ECL;
        }
    }
    for (g_201.f0 = 0; (g_201.f0 <= 2); g_201.f0 += 1)
    { /* block id: 150 */
        int32_t *l_287 = &l_61;
        int32_t l_344 = 0xC0611843L;
        int32_t l_347 = 0xD85741A3L;
        int32_t l_348 = 0xCEC06E7DL;
        int32_t l_349 = 1L;
        int32_t l_350[1];
        struct S1 *l_378 = (void*)0;
        int8_t * const *l_384[6][2] = {{&l_94,&l_94},{&l_94,&l_94},{&l_94,&l_94},{&l_94,&l_94},{&l_94,&l_94},{&l_94,&l_94}};
        int i, j;
        for (i = 0; i < 1; i++)
            l_350[i] = 0x9301DB98L;
        (*g_288) = l_287;
        for (g_32.f0 = 0; (g_32.f0 <= 5); g_32.f0 += 1)
        { /* block id: 154 */
            union U2 l_298 = {0x2E3FFC80L};
            union U4 l_306 = {-5L};
            uint16_t *l_309 = &g_147;
            uint16_t *l_310 = &g_311;
            const union U4 *l_320 = &g_32;
            const union U4 **l_319[3][2];
            const union U4 ***l_321 = &l_319[1][0];
            uint8_t *l_335 = &g_135;
            int32_t l_351 = (-7L);
            int32_t l_352 = (-9L);
            int32_t l_353 = 0xCD833A21L;
            int32_t l_354 = 0L;
            int32_t l_355 = 1L;
            int32_t l_356 = 0x2AFAB89DL;
            int32_t l_357 = (-1L);
            int32_t l_358 = 0x4C6C3B81L;
            int8_t l_360 = 9L;
            int32_t l_362 = 0L;
            int32_t l_363[2][6] = {{0L,0L,0L,0L,0L,0L},{0L,0L,0L,0L,0L,0L}};
            uint32_t l_367 = 0UL;
            union U7 *l_387 = &g_388;
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_319[i][j] = &l_320;
            }
            if (g_146[(g_201.f0 + 3)])
            { /* block id: 155 */
                int64_t *l_295 = &g_111;
                int64_t **l_294 = &l_295;
                uint16_t *l_303 = &g_147;
                int32_t l_307 = 0x40064E38L;
                l_62[3][0] &= (*g_289);
                (*g_289) = (+(safe_lshift_func_int8_t_s_u(((l_293 , func_19(((**l_294) = (l_294 != l_296)), (l_298 , (((*l_287) > (((safe_lshift_func_int16_t_s_u(g_184, 1)) < (((safe_div_func_int16_t_s_s(g_82.f0, (--(*l_303)))) <= g_185) ^ g_101.f1)) & g_82.f2)) , l_306)), (*l_287))) != (void*)0), l_307)));
            }
            else
            { /* block id: 160 */
                uint8_t l_308 = 0xB2L;
                (*g_289) |= l_62[0][1];
                if (p_49)
                    break;
                (*g_289) |= 1L;
                (*l_287) ^= (p_52 && l_308);
            }
            (*g_289) = (((*l_309) = 1UL) >= ((*l_310)--));
            if (((safe_sub_func_int8_t_s_s((safe_unary_minus_func_uint8_t_u((p_52 ^ (safe_add_func_uint32_t_u_u((((0x69L ^ ((void*)0 != &g_285)) ^ g_78.f5) == (&g_242 == ((*l_321) = l_319[1][0]))), (safe_div_func_uint8_t_u_u(((*l_335) ^= (safe_add_func_uint16_t_u_u(((*l_309) &= ((-1L) <= (safe_lshift_func_int8_t_s_s(((~(safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s((safe_mod_func_uint8_t_u_u(p_49, g_44.f2)), 0xAB1568D0C91DE95DLL)), l_61))) > p_52), l_298.f0)))), g_82.f5))), p_50))))))), 252UL)) | l_306.f0))
            { /* block id: 172 */
                int32_t *l_336 = (void*)0;
                int32_t *l_337 = (void*)0;
                int32_t *l_338 = &l_62[3][0];
                int32_t *l_339 = &l_62[3][0];
                int32_t *l_340 = &l_306.f0;
                int32_t *l_341 = &l_306.f0;
                int32_t *l_342 = &l_306.f0;
                int32_t *l_343 = &l_62[3][0];
                int32_t *l_345 = &l_344;
                int32_t *l_346[3][1];
                int8_t l_359 = (-9L);
                int i, j;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_346[i][j] = &l_306.f0;
                }
                --g_364[0];
                l_367++;
            }
            else
            { /* block id: 175 */
                int16_t *l_385 = &g_54;
                int32_t *l_386 = &l_62[3][0];
                (*l_386) = (safe_mul_func_uint16_t_u_u((l_372 != &l_335), (safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((0x68D9L >= ((*l_385) = ((((void*)0 == l_378) <= (safe_rshift_func_int8_t_s_u((l_61 = (*l_287)), 7))) != ((g_381 , 0xDCDDC66695C796FDLL) || (g_382 != l_384[5][0]))))), l_355)), 0x15L))));
                if ((*l_287))
                    continue;
                l_354 = (-6L);
                (*g_289) ^= ((*l_386) ^= ((*g_273) == l_387));
            }
        }
    }
    ++l_393[3][5];
    return l_396[0];
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
        transparent_crc(g_2[i].f0, "g_2[i].f0", print_hash_value);
        transparent_crc(g_2[i].f1, "g_2[i].f1", print_hash_value);
        transparent_crc(g_2[i].f2, "g_2[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    transparent_crc(g_32.f0, "g_32.f0", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_44.f0, "g_44.f0", print_hash_value);
    transparent_crc(g_44.f1, "g_44.f1", print_hash_value);
    transparent_crc(g_44.f2, "g_44.f2", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_67, "g_67", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_76[i].f0, "g_76[i].f0", print_hash_value);
        transparent_crc(g_76[i].f1, "g_76[i].f1", print_hash_value);
        transparent_crc(g_76[i].f2, "g_76[i].f2", print_hash_value);
        transparent_crc(g_76[i].f3, "g_76[i].f3", print_hash_value);
        transparent_crc(g_76[i].f4, "g_76[i].f4", print_hash_value);
        transparent_crc(g_76[i].f5, "g_76[i].f5", print_hash_value);
        transparent_crc(g_76[i].f6, "g_76[i].f6", print_hash_value);
        transparent_crc(g_76[i].f7, "g_76[i].f7", print_hash_value);
        transparent_crc(g_76[i].f8, "g_76[i].f8", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_78.f0, "g_78.f0", print_hash_value);
    transparent_crc(g_78.f1, "g_78.f1", print_hash_value);
    transparent_crc(g_78.f2, "g_78.f2", print_hash_value);
    transparent_crc(g_78.f3, "g_78.f3", print_hash_value);
    transparent_crc(g_78.f4, "g_78.f4", print_hash_value);
    transparent_crc(g_78.f5, "g_78.f5", print_hash_value);
    transparent_crc(g_78.f6, "g_78.f6", print_hash_value);
    transparent_crc(g_78.f7, "g_78.f7", print_hash_value);
    transparent_crc(g_78.f8, "g_78.f8", print_hash_value);
    transparent_crc(g_82.f0, "g_82.f0", print_hash_value);
    transparent_crc(g_82.f1, "g_82.f1", print_hash_value);
    transparent_crc(g_82.f2, "g_82.f2", print_hash_value);
    transparent_crc(g_82.f3, "g_82.f3", print_hash_value);
    transparent_crc(g_82.f4, "g_82.f4", print_hash_value);
    transparent_crc(g_82.f5, "g_82.f5", print_hash_value);
    transparent_crc(g_82.f6, "g_82.f6", print_hash_value);
    transparent_crc(g_82.f7, "g_82.f7", print_hash_value);
    transparent_crc(g_82.f8, "g_82.f8", print_hash_value);
    transparent_crc(g_89.f0, "g_89.f0", print_hash_value);
    transparent_crc(g_101.f0, "g_101.f0", print_hash_value);
    transparent_crc(g_101.f1, "g_101.f1", print_hash_value);
    transparent_crc(g_105.f0, "g_105.f0", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_135, "g_135", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_146[i], "g_146[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_151.f0, "g_151.f0", print_hash_value);
    transparent_crc(g_184, "g_184", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_201.f0, "g_201.f0", print_hash_value);
    transparent_crc(g_201.f1, "g_201.f1", print_hash_value);
    transparent_crc(g_227.f0, "g_227.f0", print_hash_value);
    transparent_crc(g_227.f1, "g_227.f1", print_hash_value);
    transparent_crc(g_227.f2, "g_227.f2", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_279[i][j].f0, "g_279[i][j].f0", print_hash_value);
            transparent_crc(g_279[i][j].f1, "g_279[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_311, "g_311", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_361[i], "g_361[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_364[i], "g_364[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_381.f0, "g_381.f0", print_hash_value);
    transparent_crc(g_381.f1, "g_381.f1", print_hash_value);
    transparent_crc(g_388.f0, "g_388.f0", print_hash_value);
    transparent_crc(g_388.f1, "g_388.f1", print_hash_value);
    transparent_crc(g_398, "g_398", print_hash_value);
    transparent_crc(g_405, "g_405", print_hash_value);
    transparent_crc(g_413, "g_413", print_hash_value);
    transparent_crc(g_470, "g_470", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_471[i][j], "g_471[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 144
   depth: 1, occurrence: 4
XXX total union variables: 15

XXX non-zero bitfields defined in structs: 15
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 3
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 27
breakdown:
   indirect level: 0, occurrence: 15
   indirect level: 1, occurrence: 10
   indirect level: 2, occurrence: 1
   indirect level: 3, occurrence: 1
XXX full-bitfields structs in the program: 2
breakdown:
   indirect level: 0, occurrence: 2
XXX times a bitfields struct's address is taken: 25
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 24
XXX times a single bitfield on LHS: 2
XXX times a single bitfield on RHS: 33

XXX max expression depth: 24
breakdown:
   depth: 1, occurrence: 129
   depth: 2, occurrence: 27
   depth: 3, occurrence: 3
   depth: 4, occurrence: 1
   depth: 12, occurrence: 1
   depth: 15, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 21, occurrence: 3
   depth: 23, occurrence: 2
   depth: 24, occurrence: 2

XXX total number of pointers: 183

XXX times a variable address is taken: 183
XXX times a pointer is dereferenced on RHS: 32
breakdown:
   depth: 1, occurrence: 27
   depth: 2, occurrence: 5
XXX times a pointer is dereferenced on LHS: 71
breakdown:
   depth: 1, occurrence: 69
   depth: 2, occurrence: 1
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 7
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 2057

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 169
   level: 2, occurrence: 14
   level: 3, occurrence: 3
XXX number of pointers point to pointers: 48
XXX number of pointers point to scalars: 107
XXX number of pointers point to structs: 13
XXX percent of pointers has null in alias set: 27.3
XXX average alias set size: 1.16

XXX times a non-volatile is read: 320
XXX times a non-volatile is write: 195
XXX times a volatile is read: 34
XXX    times read thru a pointer: 2
XXX times a volatile is write: 15
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 1.87e+03
XXX percentage of non-volatile access: 91.3

XXX forward jumps: 1
XXX backward jumps: 1

XXX stmts: 112
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 17
   depth: 1, occurrence: 16
   depth: 2, occurrence: 24
   depth: 3, occurrence: 55

XXX percentage a fresh-made variable is used: 19.7
XXX percentage an existing variable is used: 80.3
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

