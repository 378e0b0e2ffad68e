/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 8 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p8.c
 * Seed:      8
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   unsigned f0 : 18;
   unsigned f1 : 31;
   uint8_t  f2;
   signed f3 : 29;
   unsigned f4 : 14;
   const int32_t  f5;
   unsigned f6 : 17;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   unsigned f0 : 25;
   uint16_t  f1;
   unsigned f2 : 6;
   volatile signed f3 : 12;
   volatile signed f4 : 18;
   unsigned f5 : 27;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static uint32_t g_8 = 18446744073709551615UL;
static int64_t g_22 = 0x140A9711F64DB2A9LL;
static int64_t g_23 = 0x921BA52B3395CC9ELL;
static int64_t g_25 = 0L;
static uint16_t g_26 = 65529UL;
static uint32_t g_28 = 4294967293UL;
static struct S0 g_29[4][4] = {{{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175}},{{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175}},{{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175}},{{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175},{205,26034,250UL,2454,36,0x9898791BL,175}}};
static int32_t g_31[5] = {0xF120B252L,0xF120B252L,0xF120B252L,0xF120B252L,0xF120B252L};
static uint32_t *g_40 = &g_28;
static uint32_t **g_39 = &g_40;
static struct S1 g_47[3] = {{2852,0x64A2L,3,-5,217,721},{2852,0x64A2L,3,-5,217,721},{2852,0x64A2L,3,-5,217,721}};
static int16_t g_62 = (-10L);
static int16_t g_80 = 1L;
static int32_t ** volatile g_87 = (void*)0;/* VOLATILE GLOBAL g_87 */
static const int64_t g_110 = 0x7602C2F6D8A0C824LL;
static int8_t g_112 = (-4L);
static int32_t ** volatile *g_116 = &g_87;
static int32_t ** volatile ** volatile g_115 = &g_116;/* VOLATILE GLOBAL g_115 */
static const struct S1 g_134[5] = {{5776,65526UL,2,-32,-245,2449},{5776,65526UL,2,-32,-245,2449},{5776,65526UL,2,-32,-245,2449},{5776,65526UL,2,-32,-245,2449},{5776,65526UL,2,-32,-245,2449}};
static uint64_t g_186 = 0xD10AE1D0A50024F6LL;
static int64_t g_187 = 0x2A5F00511DE0336CLL;
static int8_t g_190 = 0xD7L;
static int16_t g_194 = (-1L);
static int32_t g_241[4] = {0x81B2D838L,0x81B2D838L,0x81B2D838L,0x81B2D838L};
static struct S1 g_268 = {1696,0x05B9L,2,-57,-420,3427};/* VOLATILE GLOBAL g_268 */
static struct S1 g_269 = {1364,0xC593L,3,-28,3,11479};/* VOLATILE GLOBAL g_269 */
static uint32_t * volatile ** const  volatile * volatile g_319 = (void*)0;/* VOLATILE GLOBAL g_319 */
static volatile uint32_t * volatile g_323 = (void*)0;/* VOLATILE GLOBAL g_323 */
static volatile uint32_t * volatile *g_322 = &g_323;
static volatile uint32_t * volatile * const * volatile g_321 = &g_322;/* VOLATILE GLOBAL g_321 */
static volatile uint32_t * volatile * const * volatile *g_320 = &g_321;
static uint32_t g_354 = 0xA9E55EB9L;
static struct S1 g_370 = {3784,0x350BL,7,26,-83,10978};/* VOLATILE GLOBAL g_370 */
static int32_t *g_374 = (void*)0;
static int64_t g_380 = 1L;
static int32_t g_389 = 0L;
static struct S1 g_390 = {4619,65526UL,4,52,-260,536};/* VOLATILE GLOBAL g_390 */
static struct S1 *g_429[6][6] = {{&g_47[2],&g_269,&g_269,&g_269,&g_269,&g_47[2]},{(void*)0,&g_47[2],&g_47[2],&g_269,&g_47[2],&g_47[2]},{&g_47[2],&g_269,&g_47[2],&g_47[2],&g_47[2],&g_47[2]},{&g_47[2],&g_47[2],&g_47[2],&g_269,&g_47[2],&g_269},{&g_269,&g_47[2],&g_269,&g_47[2],&g_47[2],&g_47[2]},{(void*)0,&g_269,&g_269,(void*)0,&g_47[2],&g_269}};
static struct S1 **g_428[3] = {&g_429[5][1],&g_429[5][1],&g_429[5][1]};
static struct S1 *** volatile g_430 = &g_428[2];/* VOLATILE GLOBAL g_430 */
static struct S1 g_433 = {4504,0x5956L,4,-36,399,7564};/* VOLATILE GLOBAL g_433 */
static struct S1 *g_437[4][1] = {{(void*)0},{&g_269},{(void*)0},{&g_269}};
static struct S1 ** volatile g_436[3][6] = {{&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0]},{&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0]},{&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0],&g_437[2][0]}};
static volatile struct S1 g_466 = {1696,0UL,1,13,-281,8030};/* VOLATILE GLOBAL g_466 */
static volatile struct S1 g_483 = {3056,0xFCC9L,1,-55,383,8591};/* VOLATILE GLOBAL g_483 */
static int32_t * volatile g_485 = &g_31[3];/* VOLATILE GLOBAL g_485 */
static int32_t ** const  volatile g_509 = &g_374;/* VOLATILE GLOBAL g_509 */
static int32_t **g_516[5][6] = {{(void*)0,(void*)0,&g_374,&g_374,&g_374,&g_374},{&g_374,&g_374,&g_374,&g_374,&g_374,&g_374},{&g_374,&g_374,&g_374,&g_374,&g_374,&g_374},{&g_374,(void*)0,(void*)0,(void*)0,&g_374,&g_374},{&g_374,&g_374,(void*)0,&g_374,&g_374,&g_374}};
static int32_t ***g_515 = &g_516[4][2];
static int32_t ****g_514 = &g_515;
static int32_t ***** volatile g_513 = &g_514;/* VOLATILE GLOBAL g_513 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t  func_4(uint32_t  p_5, uint32_t  p_6, uint32_t  p_7);
static uint32_t  func_9(struct S0  p_10, int32_t  p_11, struct S0  p_12);
static uint32_t  func_44(int32_t  p_45);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_26 g_25 g_29 g_39 g_47 g_31 g_40 g_28 g_23 g_80 g_62 g_22 g_115 g_134 g_187 g_190 g_320 g_321 g_322 g_380 g_110 g_389 g_390 g_112 g_194 g_268.f1 g_370.f3 g_428 g_430 g_241 g_433 g_429 g_268.f5 g_370.f5 g_466 g_483 g_485 g_354 g_509 g_513 g_514
 * writes: g_22 g_23 g_25 g_26 g_28 g_39 g_47 g_31 g_62 g_80 g_112 g_116 g_186 g_190 g_194 g_29.f3 g_187 g_380 g_8 g_40 g_390 g_374 g_428 g_429 g_514
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_2 = 0x9D94L;
    struct S0 l_13[2] = {{219,1517,255UL,6151,86,0xBE360DE5L,303},{219,1517,255UL,6151,86,0xBE360DE5L,303}};
    uint32_t *l_384 = &g_354;
    int32_t l_398 = 0x710B6FDAL;
    int8_t l_421[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    int32_t l_425[3][1];
    int16_t l_471 = 9L;
    uint16_t l_490[3][5] = {{65535UL,0x84CAL,65535UL,65535UL,0x84CAL},{0UL,0x3E60L,0x3E60L,0UL,0x3E60L},{0x84CAL,0x84CAL,65535UL,0x84CAL,0x84CAL}};
    int32_t l_517 = 0xC27210B4L;
    uint8_t l_519 = 0x96L;
    int32_t ***l_522 = (void*)0;
    int i, j;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
            l_425[i][j] = 0x52DA6173L;
    }
    if (l_2)
    { /* block id: 1 */
        uint32_t l_3 = 4294967295UL;
        return l_3;
    }
    else
    { /* block id: 3 */
        uint8_t l_20 = 1UL;
        int64_t *l_21 = &g_22;
        int64_t *l_24[5][4];
        uint32_t *l_27[5][2] = {{&g_28,&g_28},{&g_28,&g_28},{&g_28,&g_28},{&g_28,&g_28},{&g_28,&g_28}};
        int32_t l_395 = 8L;
        int64_t l_457 = 0xD81224401B90D629LL;
        uint8_t l_474 = 255UL;
        int i, j;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 4; j++)
                l_24[i][j] = &g_25;
        }
        g_380 &= func_4(g_8, l_2, func_9(l_13[0], ((((safe_rshift_func_int8_t_s_s(g_8, 6)) == ((g_28 = (safe_lshift_func_uint8_t_u_u((0xC214F1636717B38ELL > (g_26 |= (safe_rshift_func_uint8_t_u_u(l_20, (5L > ((g_8 , ((((g_25 = (g_23 = ((((*l_21) = g_8) || l_20) ^ l_20))) <= g_8) , l_20) ^ l_13[0].f3)) & l_2)))))), 0))) || g_25)) , 0xB2D8L) & 0x603FL), g_29[0][1]));
        for (g_8 = 0; (g_8 <= 4); g_8 += 1)
        { /* block id: 135 */
            uint32_t *l_383 = &g_354;
            uint32_t **l_385 = &l_27[1][1];
            uint64_t *l_386 = &g_186;
            int32_t l_396 = 0xE11580ADL;
            int8_t l_424 = (-1L);
            int i;
            if ((((((safe_div_func_int16_t_s_s(0L, g_31[g_8])) || (((l_20 && l_13[0].f6) <= (((*g_39) = (l_384 = l_383)) == ((*l_385) = l_383))) , ((*l_386) = g_110))) || ((safe_sub_func_uint32_t_u_u(l_20, (g_25 <= g_389))) == l_13[0].f4)) > g_31[g_8]) >= g_134[2].f0))
            { /* block id: 140 */
                int32_t *l_391 = &g_31[g_8];
                int32_t *l_392 = &g_31[g_8];
                int32_t *l_393 = &g_31[3];
                int32_t *l_394[3];
                int32_t l_397 = 0xEDF3F254L;
                uint8_t l_399 = 0xB9L;
                struct S1 *l_402 = &g_390;
                int32_t ** const ***l_412[3];
                const int32_t *l_418 = &l_13[0].f5;
                const int32_t **l_417 = &l_418;
                int8_t *l_419[3];
                uint8_t *l_420 = &l_20;
                uint16_t *l_422 = &l_2;
                int64_t l_423[6][5] = {{0L,0L,0L,0L,0L},{0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL},{0L,0L,0L,0L,0L},{0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL},{0L,0L,0L,0L,0L},{0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL,0xDA28336256F05E9FLL}};
                int i, j;
                for (i = 0; i < 3; i++)
                    l_394[i] = (void*)0;
                for (i = 0; i < 3; i++)
                    l_412[i] = (void*)0;
                for (i = 0; i < 3; i++)
                    l_419[i] = &g_190;
                g_47[2] = g_390;
                l_399++;
                (*l_402) = g_134[4];
                l_396 = (0xDB97L > (safe_add_func_int16_t_s_s((l_395 , ((safe_sub_func_int16_t_s_s((!((l_398 ^ ((*l_21) ^= g_31[g_8])) >= ((safe_add_func_int32_t_s_s((l_395 = ((safe_sub_func_uint16_t_u_u(g_31[1], ((*l_422) = (((l_412[1] != ((safe_rshift_func_int8_t_s_u((((((*l_420) = (safe_mul_func_int8_t_s_s((((*l_417) = l_383) != (((g_112 ^= ((-1L) >= (g_47[2].f3 | 0L))) == 0x9AL) , l_384)), 1UL))) != g_194) | l_13[0].f6) | g_25), 0)) , (void*)0)) < l_421[4]) <= 6L)))) & 18446744073709551614UL)), g_268.f1)) & l_423[4][4]))), l_424)) || l_421[1])), l_425[1][0])));
            }
            else
            { /* block id: 151 */
                return g_370.f3;
            }
            for (g_187 = 3; (g_187 >= 0); g_187 -= 1)
            { /* block id: 156 */
                int32_t *l_426 = &l_398;
                int32_t **l_427 = &g_374;
                int i;
                (*l_427) = l_426;
                (*g_430) = g_428[2];
                if (g_241[g_187])
                    break;
            }
        }
        for (g_187 = 27; (g_187 != (-21)); g_187 = safe_sub_func_int8_t_s_s(g_187, 8))
        { /* block id: 164 */
            struct S1 *l_434 = &g_47[1];
            struct S1 **l_435 = &g_429[5][1];
            struct S1 **l_438 = &l_434;
            int32_t l_452 = 0xC49E4FD6L;
            uint64_t l_480[6][4] = {{0xF14B8F8CD4982FD1LL,0x51E638D3E49FCB02LL,0x51E638D3E49FCB02LL,0xF14B8F8CD4982FD1LL},{0xC4297A5FD6ADE0E8LL,0x51E638D3E49FCB02LL,8UL,0x51E638D3E49FCB02LL},{0x51E638D3E49FCB02LL,1UL,8UL,8UL},{0xC4297A5FD6ADE0E8LL,0xC4297A5FD6ADE0E8LL,0x51E638D3E49FCB02LL,8UL},{0xF14B8F8CD4982FD1LL,1UL,0xF14B8F8CD4982FD1LL,0x51E638D3E49FCB02LL},{0xF14B8F8CD4982FD1LL,0x51E638D3E49FCB02LL,0x51E638D3E49FCB02LL,0xF14B8F8CD4982FD1LL}};
            int i, j;
            (*l_434) = g_433;
            (*l_438) = ((*l_435) = (**g_430));
            if ((safe_sub_func_int32_t_s_s(((((((7UL == ((((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u((safe_add_func_int8_t_s_s((safe_mod_func_uint64_t_u_u((safe_sub_func_int8_t_s_s(6L, ((g_134[2].f1 > (l_452 > g_433.f1)) & l_452))), l_452)), (1UL > (safe_mul_func_int8_t_s_s((safe_add_func_uint16_t_u_u(g_268.f5, g_47[2].f2)), l_457))))))), l_421[2])) > 5UL) != l_20) , l_13[0].f6)) , g_370.f5) == 0L) > g_47[2].f5) ^ l_452) != 0xB5A7793DC51B61C2LL), 0xD6D19338L)))
            { /* block id: 168 */
                uint32_t l_465 = 0x91CC74A0L;
                int32_t l_477 = 0x371C8160L;
                int32_t *l_478 = &g_389;
                int32_t *l_479[5][4] = {{&g_31[0],&l_398,&g_31[0],&l_452},{(void*)0,&l_477,&l_452,&l_452},{&l_398,&l_398,(void*)0,&l_477},{&l_477,(void*)0,(void*)0,(void*)0},{&l_398,&g_31[0],&l_452,(void*)0}};
                int i, j;
                l_477 = ((safe_mod_func_int32_t_s_s((safe_add_func_int16_t_s_s((+l_457), (l_465 , (g_466 , ((safe_add_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((l_471 == (safe_sub_func_uint32_t_u_u(l_452, l_474))), ((l_457 , l_465) ^ ((l_395 = (safe_rshift_func_uint8_t_u_s(g_466.f5, 5))) >= g_47[2].f0)))), l_465)) , 0xEA8DL))))), g_47[2].f2)) || 0L);
                l_480[1][2]--;
            }
            else
            { /* block id: 172 */
                int64_t ** const l_484[1][6] = {{&l_21,&l_21,&l_21,&l_21,&l_21,&l_21}};
                int i, j;
                (*g_485) = (g_483 , ((l_484[0][4] != (void*)0) <= g_466.f0));
            }
        }
    }
    if (l_421[2])
    { /* block id: 177 */
        int64_t l_499 = 0L;
        uint64_t *l_504 = (void*)0;
        int32_t *l_505 = &l_398;
        (*l_505) ^= (safe_div_func_int8_t_s_s(((safe_add_func_int32_t_s_s(l_490[1][0], l_13[0].f4)) & (((safe_sub_func_uint64_t_u_u((safe_rshift_func_int8_t_s_u(g_241[0], 3)), g_134[2].f1)) , (safe_sub_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(0xA2E24881L, (*g_485))), l_499))) > (g_186 = (0L != (((safe_mul_func_uint8_t_u_u(((*g_40) > 0xC636CD66L), g_47[2].f1)) <= l_13[0].f4) == l_499))))), l_490[0][1]));
    }
    else
    { /* block id: 180 */
        int32_t *l_508[3];
        int32_t l_518[5] = {0x1AFBA164L,0x1AFBA164L,0x1AFBA164L,0x1AFBA164L,0x1AFBA164L};
        int32_t *l_525 = &l_518[3];
        int32_t **l_524 = &l_525;
        int32_t ***l_523 = &l_524;
        int i;
        for (i = 0; i < 3; i++)
            l_508[i] = &g_389;
        for (g_80 = (-12); (g_80 == (-25)); g_80 = safe_sub_func_uint64_t_u_u(g_80, 2))
        { /* block id: 183 */
            int32_t **l_512 = &l_508[2];
            int32_t ***l_511[3][1];
            int32_t ****l_510 = &l_511[2][0];
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 1; j++)
                    l_511[i][j] = &l_512;
            }
            (*g_509) = l_508[0];
            (*g_513) = l_510;
            (***g_514) = (****g_513);
        }
        l_519--;
        l_523 = l_522;
        l_13[0].f3 |= l_519;
    }
    return l_425[1][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_320 g_321 g_322
 * writes:
 */
static int32_t  func_4(uint32_t  p_5, uint32_t  p_6, uint32_t  p_7)
{ /* block id: 128 */
    uint32_t l_375[1][4];
    struct S0 l_376 = {416,24974,0xDFL,-1245,55,2L,237};
    struct S1 *l_377 = &g_47[2];
    struct S1 **l_378 = (void*)0;
    struct S1 **l_379 = &l_377;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
            l_375[i][j] = 0xC8BFADAFL;
    }
    l_375[0][2] ^= ((void*)0 == (**g_320));
    (*l_379) = (l_376 , l_377);
    return l_376.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_47 g_31 g_29.f4 g_25 g_40 g_28 g_29.f2 g_29.f5 g_23 g_29.f3 g_80 g_22 g_115 g_134 g_29.f1 g_187 g_190 g_26 g_62
 * writes: g_39 g_26 g_22 g_47 g_31 g_62 g_23 g_80 g_28 g_112 g_116 g_186 g_190 g_194 g_29.f3 g_187
 */
static uint32_t  func_9(struct S0  p_10, int32_t  p_11, struct S0  p_12)
{ /* block id: 9 */
    int32_t *l_30 = &g_31[0];
    int32_t *l_32 = &g_31[0];
    int32_t *l_33 = &g_31[3];
    int32_t l_34[1];
    int32_t *l_35[5][1];
    uint8_t l_36 = 0x68L;
    uint32_t ***l_41 = &g_39;
    struct S0 l_142 = {225,5307,0xFAL,-11243,46,0x88B2FF17L,91};
    uint32_t **l_318 = &g_40;
    uint64_t l_325[4][3] = {{0x4CB0C6D8FC74D141LL,0x9EA005B03ECC52C1LL,0x9EA005B03ECC52C1LL},{0x4CB0C6D8FC74D141LL,0x9EA005B03ECC52C1LL,0x9EA005B03ECC52C1LL},{0x4CB0C6D8FC74D141LL,0x9EA005B03ECC52C1LL,0x9EA005B03ECC52C1LL},{0x4CB0C6D8FC74D141LL,0x9EA005B03ECC52C1LL,0x9EA005B03ECC52C1LL}};
    int i, j;
    for (i = 0; i < 1; i++)
        l_34[i] = 0xA0E57C1FL;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
            l_35[i][j] = (void*)0;
    }
lbl_85:
    ++l_36;
    (*l_41) = g_39;
    for (g_26 = 24; (g_26 > 60); g_26 = safe_add_func_uint64_t_u_u(g_26, 3))
    { /* block id: 14 */
        uint8_t l_79 = 0x21L;
        int32_t *l_86[4][4] = {{&g_31[0],&g_31[0],&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[0],&g_31[0]},{&g_31[0],&g_31[0],&g_31[0],&g_31[0]}};
        int64_t l_145 = 0xD056028530B2CD53LL;
        uint8_t *l_211 = &l_36;
        int i, j;
        for (p_12.f2 = 0; (p_12.f2 <= 0); p_12.f2 += 1)
        { /* block id: 17 */
            for (g_22 = 0; g_22 < 1; g_22 += 1)
            {
                l_34[g_22] = 0x685B35A0L;
            }
        }
        g_80 ^= (func_44(p_12.f2) , (l_79 ^ 1L));
        for (g_62 = 0; (g_62 >= (-29)); g_62 = safe_sub_func_uint16_t_u_u(g_62, 9))
        { /* block id: 44 */
            uint32_t l_93[3];
            int32_t *l_133 = &g_31[0];
            int64_t *l_148 = &g_22;
            int64_t *l_164 = &l_145;
            int i;
            for (i = 0; i < 3; i++)
                l_93[i] = 0xE0775E61L;
            for (g_28 = 11; (g_28 == 45); g_28 = safe_add_func_int32_t_s_s(g_28, 1))
            { /* block id: 47 */
                if (g_80)
                    goto lbl_85;
            }
            if (p_12.f3)
            { /* block id: 50 */
                int32_t **l_88 = &l_30;
                const int64_t *l_109 = &g_110;
                const int64_t **l_108 = &l_109;
                int8_t *l_111 = &g_112;
                int32_t l_113 = (-8L);
                (*l_88) = l_86[2][2];
                p_12.f3 |= (safe_rshift_func_int16_t_s_u((p_12.f1 , (safe_lshift_func_uint8_t_u_s(l_93[1], (p_11 != g_29[0][1].f2)))), ((safe_mul_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(p_10.f5, ((*l_111) = ((safe_lshift_func_uint16_t_u_u((((*l_33) = 0x476FD32FL) && (safe_sub_func_uint64_t_u_u((safe_add_func_uint32_t_u_u((**g_39), ((safe_add_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(((((p_12.f0 , ((*l_108) = &g_25)) == (void*)0) , 0xC11142F3L) | l_93[1]), p_12.f5)), g_29[0][1].f5)) , (*g_40)))), g_22))), 14)) ^ 4L)))), l_113)) != l_93[1])));
                if (p_10.f4)
                    continue;
            }
            else
            { /* block id: 57 */
                uint32_t l_114[2][6] = {{0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L},{0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L,0xDF3FCB15L}};
                int i, j;
                if (l_114[0][0])
                    break;
                (*g_115) = &g_87;
                p_10.f3 = l_93[1];
            }
            if ((safe_rshift_func_int8_t_s_s(1L, 7)))
            { /* block id: 62 */
                uint8_t l_146 = 0x44L;
                int64_t *l_147 = &g_23;
                int32_t l_149 = 0L;
                if (p_10.f4)
                    goto lbl_85;
                l_149 = ((*l_33) = (((safe_rshift_func_uint16_t_u_s(((safe_mod_func_int32_t_s_s((safe_div_func_uint32_t_u_u(l_93[1], (~(safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(l_93[2], 4)), (safe_mod_func_int32_t_s_s((0x31L < (p_12.f5 < ((+((l_133 == ((g_134[2] , (safe_lshift_func_int16_t_s_u((((((safe_rshift_func_int16_t_s_u((~((safe_mod_func_uint8_t_u_u((l_142 , g_22), (safe_sub_func_int8_t_s_s((g_29[0][1].f1 <= g_47[2].f3), (*l_133))))) && p_12.f6)), 0)) == g_134[2].f1) != p_10.f6) && g_28) && p_12.f2), l_145))) , l_133)) != p_12.f1)) | 0x30L))), 8L))))))), l_146)) , p_12.f1), 7)) , l_147) != l_148));
            }
            else
            { /* block id: 66 */
                int32_t **l_150 = &l_32;
                int64_t **l_162 = (void*)0;
                int64_t **l_163 = &l_148;
                uint64_t *l_185 = &g_186;
                uint32_t *l_188 = (void*)0;
                uint32_t *l_189[1];
                uint16_t *l_191 = (void*)0;
                uint16_t *l_192 = &g_47[2].f1;
                int8_t *l_193 = &g_112;
                int i;
                for (i = 0; i < 1; i++)
                    l_189[i] = &l_93[1];
                (*l_150) = &l_34[0];
                (*l_33) = 0L;
                (**l_150) = ((((g_194 = ((*l_193) = (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((((safe_lshift_func_uint16_t_u_u((((*l_192) = (!((g_190 = ((safe_rshift_func_uint8_t_u_s(((safe_rshift_func_uint8_t_u_s((((*l_163) = l_148) == l_164), (safe_mod_func_uint64_t_u_u((**l_150), ((~((*l_133) = g_29[0][1].f1)) , p_10.f0))))) | ((safe_sub_func_int32_t_s_s((p_12.f3 = (safe_rshift_func_int16_t_s_s((safe_add_func_int8_t_s_s(((~(safe_rshift_func_uint16_t_u_s(((safe_div_func_int64_t_s_s((safe_mod_func_int8_t_s_s((**l_150), p_12.f0)), ((*l_185) = ((safe_div_func_int16_t_s_s((safe_mul_func_int8_t_s_s(1L, (((void*)0 == l_150) == 0xDF8AF38842E75287LL))), g_134[2].f1)) && g_47[2].f1)))) & (**l_150)), 7))) > 0xF1167A4C18CA0322LL), 0x4AL)), 0))), g_187)) , 1UL)), 0)) <= (**l_150))) , 0UL))) >= (*l_32)), 5)) <= (**l_150)) >= (-1L)), 1UL)), 11)))) >= 255UL) | 0xC65B12CCL) & p_12.f2);
                p_12.f3 = (safe_lshift_func_uint16_t_u_s(65535UL, 7));
            }
        }
        p_12.f3 = ((safe_sub_func_int16_t_s_s((((((**g_39)--) && (safe_sub_func_uint64_t_u_u(g_29[0][1].f2, (safe_rshift_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((g_29[0][1].f3 = (((safe_lshift_func_uint16_t_u_s(1UL, ((((safe_rshift_func_int8_t_s_u((-1L), ((++(*l_211)) , (+(((safe_lshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s(g_134[2].f0, 0xF40BF26BA33B8ED1LL)), ((((!((((*l_32) = (safe_lshift_func_int8_t_s_s(p_12.f4, (~((*l_211) &= ((p_12.f6 & (safe_rshift_func_int8_t_s_s(0xA1L, 0))) | (safe_div_func_uint8_t_u_u(0x9DL, g_22)))))))) < (**g_39)) < 0xB9BF21D4L)) >= p_10.f1) > p_10.f3) , p_10.f5))) ^ 0x4B9C5F8BL) , (-1L)))))) <= p_12.f5) != 0xD0D6B2CBL) , g_47[2].f2))) ^ p_12.f0) , p_12.f4)), (**g_39))) | p_12.f3), 1))))) , 18446744073709551615UL) || g_29[0][1].f2), 0x25B3L)) | g_190);
    }
    for (g_187 = (-26); (g_187 == (-15)); ++g_187)
    { /* block id: 90 */
        int32_t l_245 = 0x84081ED5L;
        int32_t l_246 = (-7L);
        int8_t l_247 = 0x97L;
        int32_t l_248[2][4] = {{0xD41F1B08L,0xA54678E9L,0xD41F1B08L,0xD41F1B08L},{0xA54678E9L,0xA54678E9L,0x3307FDC0L,0xA54678E9L}};
        int8_t l_277 = (-1L);
        int32_t l_297 = (-6L);
        uint32_t l_299[6][6] = {{1UL,0xB82273D2L,0xB553EA47L,1UL,0UL,0UL},{0UL,0xB82273D2L,0xB82273D2L,0UL,0UL,0xB553EA47L},{3UL,0xB82273D2L,0UL,3UL,0UL,0xB82273D2L},{1UL,0xB82273D2L,0xB553EA47L,1UL,0UL,0UL},{0UL,0xB82273D2L,0xB82273D2L,0UL,0UL,0xB553EA47L},{3UL,0xB82273D2L,0UL,3UL,0UL,0xB82273D2L}};
        uint32_t ***l_306[3][4] = {{&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,&g_39,&g_39},{&g_39,&g_39,(void*)0,&g_39}};
        uint32_t l_347 = 0xF909D75BL;
        int32_t l_350[5][2] = {{2L,2L},{2L,2L},{2L,2L},{2L,2L},{2L,2L}};
        int32_t ***** const l_351[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t l_373 = 0x54F1E067L;
        int i, j;
    }
    return p_10.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_47 g_31 g_29.f4 g_25 g_39 g_40 g_28 g_29.f2 g_29.f5 g_23 g_29.f3
 * writes: g_47 g_31 g_62 g_23
 */
static uint32_t  func_44(int32_t  p_45)
{ /* block id: 20 */
    int32_t l_46 = 0L;
    int32_t l_59[4][5] = {{0x21FB129DL,0x21FB129DL,0x21FB129DL,0x21FB129DL,0x21FB129DL},{0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L},{0x21FB129DL,0x21FB129DL,0x21FB129DL,0x21FB129DL,0x21FB129DL},{0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L,0xDFDFBAD2L}};
    struct S0 l_67 = {424,36997,0xA4L,-21830,67,1L,108};
    uint32_t **l_68 = &g_40;
    int32_t *l_73[1][6];
    int32_t *l_74[3];
    int64_t *l_77[1];
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_73[i][j] = &l_59[1][3];
    }
    for (i = 0; i < 3; i++)
        l_74[i] = &l_59[2][1];
    for (i = 0; i < 1; i++)
        l_77[i] = &g_22;
    if (l_46)
    { /* block id: 21 */
        struct S1 *l_48 = &g_47[2];
        int32_t *l_49 = &g_31[1];
        (*l_48) = g_47[2];
        (*l_49) &= p_45;
    }
    else
    { /* block id: 24 */
        int64_t *l_54 = (void*)0;
        int64_t *l_55 = (void*)0;
        int64_t *l_56 = (void*)0;
        int64_t *l_57 = (void*)0;
        int64_t *l_58[2][1];
        int32_t l_60[4];
        int16_t *l_61 = &g_62;
        int32_t *l_69 = (void*)0;
        int32_t *l_70 = (void*)0;
        int32_t *l_71[5];
        int32_t **l_72[4] = {&l_71[4],&l_71[4],&l_71[4],&l_71[4]};
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_58[i][j] = &g_22;
        }
        for (i = 0; i < 4; i++)
            l_60[i] = 9L;
        for (i = 0; i < 5; i++)
            l_71[i] = &g_31[0];
        g_47[2].f4 = ((((g_31[4] = (safe_mul_func_int16_t_s_s(((((g_29[0][1].f4 >= ((*l_61) = (safe_mod_func_uint16_t_u_u((l_46 != ((l_60[3] = (l_59[1][3] = l_46)) || l_60[3])), g_25)))) ^ 0x88FC9099BCB13712LL) & ((4L < (safe_mul_func_int8_t_s_s((~(~((l_67 , ((void*)0 != l_68)) , p_45))), p_45))) & p_45)) <= 0xBCL), (-3L)))) <= p_45) | (**g_39)) >= 0x53AF010A371577CDLL);
        l_74[1] = (l_73[0][1] = &g_31[0]);
    }
    if ((g_29[0][1].f2 < (safe_sub_func_int64_t_s_s(g_31[0], ((p_45 && 3L) , (g_23 |= g_29[0][1].f5))))))
    { /* block id: 34 */
        return (*g_40);
    }
    else
    { /* block id: 36 */
        uint32_t l_78[2];
        int i;
        for (i = 0; i < 2; i++)
            l_78[i] = 18446744073709551611UL;
        for (g_62 = 0; g_62 < 4; g_62 += 1)
        {
            for (g_23 = 0; g_23 < 5; g_23 += 1)
            {
                l_59[g_62][g_23] = (-2L);
            }
        }
        l_78[0] = g_29[0][1].f3;
    }
    return (**g_39);
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
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_29[i][j].f0, "g_29[i][j].f0", print_hash_value);
            transparent_crc(g_29[i][j].f1, "g_29[i][j].f1", print_hash_value);
            transparent_crc(g_29[i][j].f2, "g_29[i][j].f2", print_hash_value);
            transparent_crc(g_29[i][j].f3, "g_29[i][j].f3", print_hash_value);
            transparent_crc(g_29[i][j].f4, "g_29[i][j].f4", print_hash_value);
            transparent_crc(g_29[i][j].f5, "g_29[i][j].f5", print_hash_value);
            transparent_crc(g_29[i][j].f6, "g_29[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_31[i], "g_31[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_47[i].f0, "g_47[i].f0", print_hash_value);
        transparent_crc(g_47[i].f1, "g_47[i].f1", print_hash_value);
        transparent_crc(g_47[i].f2, "g_47[i].f2", print_hash_value);
        transparent_crc(g_47[i].f3, "g_47[i].f3", print_hash_value);
        transparent_crc(g_47[i].f4, "g_47[i].f4", print_hash_value);
        transparent_crc(g_47[i].f5, "g_47[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_134[i].f0, "g_134[i].f0", print_hash_value);
        transparent_crc(g_134[i].f1, "g_134[i].f1", print_hash_value);
        transparent_crc(g_134[i].f2, "g_134[i].f2", print_hash_value);
        transparent_crc(g_134[i].f3, "g_134[i].f3", print_hash_value);
        transparent_crc(g_134[i].f4, "g_134[i].f4", print_hash_value);
        transparent_crc(g_134[i].f5, "g_134[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_190, "g_190", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_241[i], "g_241[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_268.f0, "g_268.f0", print_hash_value);
    transparent_crc(g_268.f1, "g_268.f1", print_hash_value);
    transparent_crc(g_268.f2, "g_268.f2", print_hash_value);
    transparent_crc(g_268.f3, "g_268.f3", print_hash_value);
    transparent_crc(g_268.f4, "g_268.f4", print_hash_value);
    transparent_crc(g_268.f5, "g_268.f5", print_hash_value);
    transparent_crc(g_269.f0, "g_269.f0", print_hash_value);
    transparent_crc(g_269.f1, "g_269.f1", print_hash_value);
    transparent_crc(g_269.f2, "g_269.f2", print_hash_value);
    transparent_crc(g_269.f3, "g_269.f3", print_hash_value);
    transparent_crc(g_269.f4, "g_269.f4", print_hash_value);
    transparent_crc(g_269.f5, "g_269.f5", print_hash_value);
    transparent_crc(g_354, "g_354", print_hash_value);
    transparent_crc(g_370.f0, "g_370.f0", print_hash_value);
    transparent_crc(g_370.f1, "g_370.f1", print_hash_value);
    transparent_crc(g_370.f2, "g_370.f2", print_hash_value);
    transparent_crc(g_370.f3, "g_370.f3", print_hash_value);
    transparent_crc(g_370.f4, "g_370.f4", print_hash_value);
    transparent_crc(g_370.f5, "g_370.f5", print_hash_value);
    transparent_crc(g_380, "g_380", print_hash_value);
    transparent_crc(g_389, "g_389", print_hash_value);
    transparent_crc(g_390.f0, "g_390.f0", print_hash_value);
    transparent_crc(g_390.f1, "g_390.f1", print_hash_value);
    transparent_crc(g_390.f2, "g_390.f2", print_hash_value);
    transparent_crc(g_390.f3, "g_390.f3", print_hash_value);
    transparent_crc(g_390.f4, "g_390.f4", print_hash_value);
    transparent_crc(g_390.f5, "g_390.f5", print_hash_value);
    transparent_crc(g_433.f0, "g_433.f0", print_hash_value);
    transparent_crc(g_433.f1, "g_433.f1", print_hash_value);
    transparent_crc(g_433.f2, "g_433.f2", print_hash_value);
    transparent_crc(g_433.f3, "g_433.f3", print_hash_value);
    transparent_crc(g_433.f4, "g_433.f4", print_hash_value);
    transparent_crc(g_433.f5, "g_433.f5", print_hash_value);
    transparent_crc(g_466.f0, "g_466.f0", print_hash_value);
    transparent_crc(g_466.f1, "g_466.f1", print_hash_value);
    transparent_crc(g_466.f2, "g_466.f2", print_hash_value);
    transparent_crc(g_466.f3, "g_466.f3", print_hash_value);
    transparent_crc(g_466.f4, "g_466.f4", print_hash_value);
    transparent_crc(g_466.f5, "g_466.f5", print_hash_value);
    transparent_crc(g_483.f0, "g_483.f0", print_hash_value);
    transparent_crc(g_483.f1, "g_483.f1", print_hash_value);
    transparent_crc(g_483.f2, "g_483.f2", print_hash_value);
    transparent_crc(g_483.f3, "g_483.f3", print_hash_value);
    transparent_crc(g_483.f4, "g_483.f4", print_hash_value);
    transparent_crc(g_483.f5, "g_483.f5", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 95
   depth: 1, occurrence: 14
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 10
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 16
breakdown:
   indirect level: 0, occurrence: 14
   indirect level: 1, occurrence: 1
   indirect level: 2, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 13
XXX times a bitfields struct on LHS: 1
XXX times a bitfields struct on RHS: 17
XXX times a single bitfield on LHS: 12
XXX times a single bitfield on RHS: 79

XXX max expression depth: 40
breakdown:
   depth: 1, occurrence: 80
   depth: 2, occurrence: 15
   depth: 4, occurrence: 2
   depth: 6, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 32, occurrence: 1
   depth: 37, occurrence: 1
   depth: 40, occurrence: 1

XXX total number of pointers: 119

XXX times a variable address is taken: 130
XXX times a pointer is dereferenced on RHS: 28
breakdown:
   depth: 1, occurrence: 11
   depth: 2, occurrence: 16
   depth: 3, occurrence: 0
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 54
breakdown:
   depth: 1, occurrence: 50
   depth: 2, occurrence: 2
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 6
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 893

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 125
   level: 2, occurrence: 42
   level: 3, occurrence: 32
   level: 4, occurrence: 12
   level: 5, occurrence: 1
XXX number of pointers point to pointers: 48
XXX number of pointers point to scalars: 65
XXX number of pointers point to structs: 6
XXX percent of pointers has null in alias set: 31.9
XXX average alias set size: 1.3

XXX times a non-volatile is read: 358
XXX times a non-volatile is write: 170
XXX times a volatile is read: 15
XXX    times read thru a pointer: 2
XXX times a volatile is write: 6
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 607
XXX percentage of non-volatile access: 96.2

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 70
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 14
   depth: 1, occurrence: 20
   depth: 2, occurrence: 12
   depth: 3, occurrence: 24

XXX percentage a fresh-made variable is used: 18.8
XXX percentage an existing variable is used: 81.2
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

