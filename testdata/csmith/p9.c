/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 9 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p9.c
 * Seed:      9
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int32_t  f0;
   int8_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2[4][6] = {{0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L},{0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L},{0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L},{0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L,0x56915A13L}};
static uint32_t g_19 = 0x393E75CBL;
static uint8_t g_31 = 0x8BL;
static uint16_t g_38 = 65535UL;
static uint16_t g_54 = 1UL;
static int16_t g_56 = 0xCC9DL;
static int32_t * volatile g_62[4][4] = {{(void*)0,(void*)0,&g_2[0][0],&g_2[3][5]},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&g_2[0][0]}};
static int32_t g_64[5][6] = {{5L,5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L,5L},{5L,5L,5L,5L,5L,5L}};
static volatile union U0 g_65 = {7L};/* VOLATILE GLOBAL g_65 */
static uint64_t g_76 = 0xE8B88BB1B5B3A04BLL;
static uint8_t g_77 = 0x3CL;
static int32_t g_81 = (-6L);
static uint8_t g_106 = 0x20L;
static int16_t * const g_116 = &g_56;
static int16_t * const *g_115 = &g_116;
static const int32_t *g_125 = &g_2[0][0];
static const int32_t **g_124 = &g_125;
static const int32_t ***g_123 = &g_124;
static const int32_t ****g_122 = &g_123;
static int8_t g_139 = 0L;
static uint32_t g_142 = 0x17225407L;
static int32_t g_186 = (-1L);
static uint32_t g_207 = 9UL;
static uint16_t **g_281 = (void*)0;
static uint64_t g_284 = 18446744073709551615UL;
static int8_t g_289 = 0x43L;
static int32_t * volatile g_291 = &g_81;/* VOLATILE GLOBAL g_291 */
static int32_t * const  volatile g_319 = (void*)0;/* VOLATILE GLOBAL g_319 */
static int8_t *g_354 = &g_289;
static int64_t g_356[1] = {0x474B092D65BC54D0LL};
static const uint16_t g_413 = 0UL;
static const uint16_t g_415 = 0x9168L;
static const uint16_t *g_414 = &g_415;
static int32_t * const *** volatile g_419 = (void*)0;/* VOLATILE GLOBAL g_419 */
static int32_t * const g_423 = &g_64[2][4];
static int32_t * const *g_422 = &g_423;
static int32_t * const **g_421 = &g_422;
static int32_t * const *** volatile g_420 = &g_421;/* VOLATILE GLOBAL g_420 */
static uint32_t g_454 = 0x8A9CD988L;
static uint32_t *g_520 = &g_142;
static int64_t g_521 = 0L;
static int32_t g_523 = 0xFE7EAF6CL;
static int32_t * volatile g_536[6] = {&g_2[2][4],&g_2[2][4],&g_2[2][4],&g_2[2][4],&g_2[2][4],&g_2[2][4]};
static int32_t * volatile g_537[5] = {&g_81,&g_81,&g_81,&g_81,&g_81};
static int32_t * volatile g_538 = &g_2[2][4];/* VOLATILE GLOBAL g_538 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int16_t  func_7(const uint64_t  p_8, int32_t  p_9, uint64_t  p_10, int32_t  p_11, uint8_t  p_12);
static int64_t  func_15(uint32_t  p_16, int32_t  p_17);
static int32_t * func_21(uint16_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_520 g_142 g_289 g_354 g_423 g_64 g_56 g_538
 * writes: g_2
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_18 = 0x1EBF0DDD9CD4431FLL;
    uint16_t *l_279[4];
    uint16_t **l_278 = &l_279[0];
    int32_t l_285 = 8L;
    uint32_t **l_526 = &g_520;
    uint32_t l_535[4][1] = {{0UL},{4294967292UL},{0UL},{4294967292UL}};
    int i, j;
    for (i = 0; i < 4; i++)
        l_279[i] = (void*)0;
    for (g_2[0][0] = (-6); (g_2[0][0] != (-11)); g_2[0][0] = safe_sub_func_uint64_t_u_u(g_2[0][0], 5))
    { /* block id: 3 */
        uint16_t ***l_280 = &l_278;
        int32_t l_282 = 0xA0F4C23CL;
        uint64_t *l_283[5][2] = {{&g_284,&g_284},{&g_284,&g_284},{&g_284,&g_284},{&g_284,&g_284},{&g_284,&g_284}};
        int8_t *l_286 = (void*)0;
        int8_t *l_287 = &g_139;
        int8_t *l_288 = &g_289;
        int32_t *l_522 = &g_523;
        int i, j;
    }
    (*g_538) &= (safe_add_func_int64_t_s_s(0xF2F7B22E9E734D5BLL, ((((*g_520) , ((l_526 == (void*)0) && ((((void*)0 != l_279[1]) , (((safe_add_func_int16_t_s_s((safe_add_func_uint8_t_u_u(l_285, l_18)), ((safe_div_func_int16_t_s_s(((((safe_add_func_uint8_t_u_u(g_289, 250UL)) != (*g_354)) != l_285) || l_285), l_285)) <= (-8L)))) >= (*g_423)) & l_535[0][0])) , (*g_520)))) , 0x50375FE35067560CLL) ^ g_56)));
    return l_18;
}


/* ------------------------------------------ */
/* 
 * reads : g_291 g_81 g_123 g_124 g_125 g_2 g_54 g_56 g_289 g_142 g_116 g_38 g_64 g_139 g_77 g_186 g_106 g_207 g_284 g_356 g_65.f1 g_281 g_19 g_420 g_413 g_454 g_414 g_415 g_423 g_31 g_76 g_422 g_521
 * writes: g_81 g_142 g_38 g_64 g_139 g_77 g_186 g_54 g_125 g_106 g_56 g_284 g_354 g_356 g_289 g_414 g_421 g_76 g_454 g_207 g_520
 */
static int16_t  func_7(const uint64_t  p_8, int32_t  p_9, uint64_t  p_10, int32_t  p_11, uint8_t  p_12)
{ /* block id: 135 */
    const int32_t l_290[5][5] = {{0xD7D5A0AEL,7L,8L,7L,0xD7D5A0AEL},{1L,3L,1L,3L,1L},{0xD7D5A0AEL,7L,8L,7L,0xD7D5A0AEL},{1L,3L,1L,3L,1L},{0xD7D5A0AEL,7L,8L,7L,0xD7D5A0AEL}};
    int32_t *l_307 = &g_64[3][3];
    int32_t **l_306 = &l_307;
    int32_t ***l_305 = &l_306;
    int32_t ****l_304 = &l_305;
    uint32_t *l_308 = &g_142;
    uint16_t *l_309 = &g_54;
    int32_t l_402 = (-3L);
    int32_t l_403 = 1L;
    const uint16_t *l_416 = (void*)0;
    uint8_t l_438 = 0x43L;
    int32_t l_441 = 0x1987D1B0L;
    const union U0 l_442 = {0L};
    uint64_t *l_443 = (void*)0;
    uint64_t *l_444 = &g_76;
    uint64_t l_449 = 0x63392B9A8F9557A7LL;
    uint32_t *l_452 = (void*)0;
    uint32_t *l_453 = &g_454;
    uint64_t *l_457 = &g_284;
    int32_t l_470 = 5L;
    int32_t l_471 = 0x21C16AA9L;
    int32_t l_472 = 0xFED8070EL;
    int32_t l_473 = 6L;
    uint64_t l_474 = 0xDF633CEB34B71B37LL;
    uint32_t l_499 = 4294967295UL;
    int32_t l_507 = (-5L);
    int8_t l_512[5] = {(-5L),(-5L),(-5L),(-5L),(-5L)};
    int i, j;
    (*g_291) ^= l_290[4][4];
    if ((safe_add_func_int64_t_s_s((safe_add_func_uint8_t_u_u(((((l_290[4][4] > (((***g_123) <= (safe_add_func_uint16_t_u_u(l_290[4][0], (((((safe_add_func_int64_t_s_s(g_54, ((safe_add_func_uint32_t_u_u(1UL, (safe_sub_func_uint16_t_u_u((p_10 | ((g_56 == g_289) || ((*l_308) ^= ((p_11 , (void*)0) != l_304)))), (*g_116))))) , g_38))) , (void*)0) != l_307) , l_309) != l_309)))) < (*l_307))) , p_8) , p_11) ^ 8UL), p_12)), 0xC1BC387D273A75D4LL)))
    { /* block id: 138 */
        uint8_t l_314 = 0xD3L;
        int32_t l_320[6][4] = {{0xEBA553A1L,0xBB8BD90CL,0L,0xBB8BD90CL},{0xBB8BD90CL,0x13C486F1L,0L,0L},{0xEBA553A1L,0xEBA553A1L,0xBB8BD90CL,0L},{0xB2C7E0ADL,0x13C486F1L,0xB2C7E0ADL,0xBB8BD90CL},{0xB2C7E0ADL,0xBB8BD90CL,0xBB8BD90CL,0xB2C7E0ADL},{0xEBA553A1L,0xBB8BD90CL,0L,0xBB8BD90CL}};
        int i, j;
        for (g_38 = 0; g_38 < 5; g_38 += 1)
        {
            for (p_9 = 0; p_9 < 6; p_9 += 1)
            {
                g_64[g_38][p_9] = (-5L);
            }
        }
        for (g_139 = 25; (g_139 > 16); g_139 = safe_sub_func_uint64_t_u_u(g_139, 5))
        { /* block id: 142 */
            for (g_77 = (-7); (g_77 >= 21); g_77 = safe_add_func_uint32_t_u_u(g_77, 9))
            { /* block id: 145 */
                if (l_314)
                    break;
                if ((****l_304))
                    break;
                if (p_8)
                    continue;
                return p_12;
            }
            (***l_305) = (safe_lshift_func_int8_t_s_u(p_11, 3));
            for (g_186 = 0; (g_186 > (-7)); --g_186)
            { /* block id: 154 */
                (*g_124) = func_21(p_8);
                l_320[4][2] = ((**l_306) &= (***g_123));
                (*l_307) &= (&g_56 == (void*)0);
            }
            for (p_11 = 4; (p_11 < 17); p_11++)
            { /* block id: 162 */
                int32_t l_323[3][5] = {{(-5L),0L,(-5L),(-5L),0L},{0L,(-5L),(-5L),0L,(-5L)},{0L,0L,0x8116E444L,0L,0L}};
                int i, j;
                return l_323[2][3];
            }
        }
        (****l_304) ^= (***g_123);
    }
    else
    { /* block id: 167 */
        int8_t l_353 = 0x9CL;
        int32_t l_405 = (-1L);
        int32_t * const *l_418 = &l_307;
        int32_t * const **l_417 = &l_418;
        int32_t l_435 = 0xE4D9ACF1L;
        int32_t l_436[2][1];
        int32_t l_437 = 0x14DAFFD6L;
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_436[i][j] = 4L;
        }
        for (g_106 = 0; (g_106 != 12); g_106++)
        { /* block id: 170 */
            uint64_t *l_343 = &g_284;
            int32_t l_352 = 0x332E96C8L;
            int64_t *l_355 = &g_356[0];
            uint16_t * const *l_357 = &l_309;
            uint8_t l_380 = 0x78L;
            int32_t l_404 = 1L;
            int32_t l_406 = 0L;
            (***l_305) = (safe_mul_func_uint8_t_u_u(((((safe_div_func_uint16_t_u_u(g_207, (safe_lshift_func_uint16_t_u_s((safe_unary_minus_func_int16_t_s(((*g_116) ^= 0x2B50L))), p_11)))) , (((((safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(0xD9A3L, (((((safe_sub_func_uint32_t_u_u((((safe_mod_func_int64_t_s_s(((*l_355) &= (safe_add_func_int8_t_s_s((((*l_343) ^= p_11) , (-7L)), (((((g_354 = ((safe_add_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(((((safe_div_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s(l_352, 7)), p_8)) != (((p_12 || p_8) & l_353) , 1UL)) , 3L) , (****l_304)), p_9)), l_352)) , (void*)0)) != &g_289) >= 0x2F7CL) , 5UL) >= 0xE1686B45E094BE11LL)))), p_10)) , 0x386D8614L) ^ l_353), 0x0F085550L)) , l_353) > l_352) == g_65.f1) ^ p_9))), p_9)) || p_12) ^ l_353) , 0x5DL) & 0x0DL)) , g_281) == l_357), g_64[4][5]));
            if ((safe_div_func_uint32_t_u_u(((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u(((void*)0 != &l_353), 5)), (safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(p_8, (safe_sub_func_int32_t_s_s((safe_add_func_int32_t_s_s(((((((((((*l_307) , ((safe_lshift_func_int16_t_s_u(0xDB83L, (((*l_307) ^= 0x65879E4AL) && (((**l_357) = (safe_lshift_func_uint16_t_u_u((g_64[0][0] != p_9), 11))) | (((l_357 == (void*)0) < (-8L)) == l_380))))) && 1L)) , 0x49AF2B4C23AA35D5LL) <= (-1L)) , 252UL) >= p_12) < g_19) & p_11) && 0xC320L) > 0x3876L), l_380)), (-9L))))) <= (-4L)), l_353)), g_19)))), l_353)) || 0UL), 0xA1C151A9L)))
            { /* block id: 178 */
                int64_t l_381 = 0L;
                int8_t *l_394[5];
                int32_t l_395[1][6];
                int32_t *l_396 = &l_352;
                int32_t *l_397 = &l_352;
                int32_t *l_398 = &g_81;
                int32_t *l_399 = &l_395[0][2];
                int32_t *l_400 = &g_81;
                int32_t *l_401[6][2];
                uint32_t l_407 = 18446744073709551606UL;
                int i, j;
                for (i = 0; i < 5; i++)
                    l_394[i] = &g_139;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 6; j++)
                        l_395[i][j] = (-5L);
                }
                for (i = 0; i < 6; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_401[i][j] = &l_352;
                }
                p_11 = (l_395[0][3] ^= (((l_381 , (safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s(p_11, (p_12 , g_142))), g_56))) , (safe_mod_func_uint8_t_u_u((g_77 = (safe_mod_func_int8_t_s_s(((safe_sub_func_int8_t_s_s((((**l_306) = (((0x0DL != 1L) || (safe_add_func_int8_t_s_s((g_289 = 0xE0L), (l_353 | p_11)))) , p_8)) < 0x60L), p_8)) > g_139), l_381))), 0x96L))) , p_12));
                l_407--;
                (*l_399) &= ((*g_116) , p_9);
            }
            else
            { /* block id: 186 */
                int64_t l_410 = 0xC6E611836D4CEE04LL;
                const uint16_t *l_412[2];
                const uint16_t **l_411[2];
                int32_t l_424[4][5] = {{(-1L),(-1L),(-1L),(-1L),(-1L)},{0xEC9947CAL,0xEC9947CAL,0x3F5D5261L,0x3F5D5261L,0xEC9947CAL},{(-9L),(-1L),(-9L),(-1L),(-9L)},{0xEC9947CAL,0x3F5D5261L,0x3F5D5261L,0xEC9947CAL,0xEC9947CAL}};
                int32_t *l_425 = (void*)0;
                int32_t *l_426 = &l_403;
                int32_t *l_427 = &g_186;
                int32_t *l_428 = (void*)0;
                int32_t *l_429 = &l_404;
                int32_t *l_430 = &g_64[1][4];
                int32_t *l_431 = &g_64[4][2];
                int32_t *l_432 = (void*)0;
                int32_t *l_433 = &l_405;
                int32_t *l_434[1][4];
                int i, j;
                for (i = 0; i < 2; i++)
                    l_412[i] = &g_413;
                for (i = 0; i < 2; i++)
                    l_411[i] = &l_412[0];
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_434[i][j] = &g_186;
                }
                (****l_304) = l_410;
                (*g_420) = (((*l_357) == (l_416 = (g_414 = &g_38))) , l_417);
                l_424[1][4] = ((***l_305) ^= (p_11 = p_10));
                l_438--;
            }
        }
    }
    (**l_306) = ((l_441 , l_442) , 0xF5582DE0L);
    if (((*l_307) = (((*l_444) = g_413) == ((*l_457) |= (p_9 <= (safe_sub_func_int64_t_s_s((safe_sub_func_uint32_t_u_u((l_449 & 0x86L), ((*l_308) = 0xBB9B582AL))), (safe_mul_func_uint8_t_u_u(p_8, (((p_9 && ((((((*l_453) = g_38) & ((((safe_sub_func_uint64_t_u_u(0UL, (-1L))) <= g_77) & p_12) , (**l_306))) , (-1L)) , l_443) == (void*)0)) < (***l_305)) == p_12))))))))))
    { /* block id: 204 */
        uint8_t l_460 = 0x7BL;
        int32_t l_463[6][5] = {{6L,0x21888E1FL,6L,0x21888E1FL,6L},{(-8L),(-8L),(-1L),(-1L),(-8L)},{0x40927EC2L,0x21888E1FL,0x40927EC2L,0x21888E1FL,0x40927EC2L},{(-8L),(-1L),(-1L),(-8L),(-8L)},{6L,0x21888E1FL,6L,0x21888E1FL,6L},{(-8L),(-8L),(-1L),(-1L),(-8L)}};
        int32_t l_501 = 8L;
        uint8_t l_508 = 1UL;
        int i, j;
        for (g_207 = 0; (g_207 <= 39); g_207++)
        { /* block id: 207 */
            int32_t l_467 = 0x8B5D1EFBL;
            int32_t l_468 = 0L;
            int32_t l_469[2];
            int16_t * const *l_496 = &g_116;
            int32_t *l_504 = (void*)0;
            int32_t *l_505 = &l_402;
            int32_t *l_506[4] = {&l_402,&l_402,&l_402,&l_402};
            int i;
            for (i = 0; i < 2; i++)
                l_469[i] = 0xA6EBA7E8L;
            if (p_12)
            { /* block id: 208 */
                int32_t *l_464 = &l_403;
                int32_t *l_465[6] = {&l_463[5][3],&l_463[5][3],&l_463[5][3],&l_463[5][3],&l_463[5][3],&l_463[5][3]};
                int64_t l_466 = 1L;
                uint16_t **l_485 = (void*)0;
                int16_t * const **l_497 = &l_496;
                uint8_t *l_498 = &g_106;
                int8_t *l_500 = &g_289;
                int i;
                l_460++;
                l_474--;
                l_501 |= (safe_add_func_int16_t_s_s((((safe_div_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(g_2[0][3], ((((--(*l_309)) , l_485) == &l_416) , (safe_div_func_uint8_t_u_u(((((((safe_add_func_int8_t_s_s(((((((((*l_500) = (((safe_add_func_int32_t_s_s((18446744073709551615UL > ((*g_116) > ((*l_309) = (((g_65.f1 | ((*l_498) = (safe_lshift_func_uint16_t_u_s(((l_463[5][3] <= ((safe_mul_func_int8_t_s_s(p_10, (((*l_497) = l_496) != &g_116))) == l_460)) <= p_11), 0)))) != l_499) != 0x727DL)))), (**l_306))) > 1L) , g_454)) && g_289) != l_463[1][0]) > (*g_116)) || p_10) , (*g_414)) != (*g_116)), 0x9CL)) || p_10) | 0xC462E4E894DE712ELL) , 0L) <= 0L) ^ (*g_423)), 5UL))))), 0x0635L)) > g_31) < g_76), 65535UL));
            }
            else
            { /* block id: 217 */
                volatile union U0 *l_503 = &g_65;
                volatile union U0 **l_502 = &l_503;
                (*l_502) = &g_65;
            }
            if (p_12)
                break;
            l_508--;
        }
    }
    else
    { /* block id: 223 */
        uint8_t *l_511[3][3] = {{(void*)0,&g_106,(void*)0},{(void*)0,&g_106,(void*)0},{(void*)0,&g_106,(void*)0}};
        uint32_t **l_519[2][5];
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 5; j++)
                l_519[i][j] = &l_453;
        }
        (**g_422) &= (((l_512[1] = g_56) == (p_12 = ((safe_mul_func_uint8_t_u_u((((((p_8 | (safe_sub_func_uint16_t_u_u(((g_520 = ((safe_lshift_func_int16_t_s_s((*g_116), 10)) , (void*)0)) != &l_499), (&g_77 != (void*)0)))) <= ((void*)0 != &p_12)) & 0xEA3BL) | 0x0819B93DL) >= 3L), 0L)) , g_139))) && 0xD34847E4L);
    }
    return g_521;
}


/* ------------------------------------------ */
/* 
 * reads : g_19 g_31 g_38 g_2 g_54 g_65 g_64 g_76 g_77 g_81 g_65.f1 g_106 g_56 g_123 g_124 g_125 g_142 g_116 g_139 g_115 g_122 g_186
 * writes: g_31 g_38 g_54 g_56 g_64 g_76 g_77 g_81 g_106 g_115 g_19 g_122 g_125 g_142 g_186 g_207 g_139
 */
static int64_t  func_15(uint32_t  p_16, int32_t  p_17)
{ /* block id: 4 */
    int16_t l_20[3][4] = {{0x1777L,0x1777L,0x1777L,0x1777L},{0x1777L,0x1777L,0x1777L,0x1777L},{0x1777L,0x1777L,0x1777L,0x1777L}};
    uint32_t l_79 = 18446744073709551615UL;
    int32_t *l_96 = &g_2[0][0];
    int32_t **l_95[4][5] = {{&l_96,&l_96,&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96,&l_96,&l_96},{&l_96,&l_96,&l_96,&l_96,&l_96}};
    const int32_t *l_98 = &g_81;
    const int32_t **l_97[4];
    const int32_t ***l_99 = (void*)0;
    const int32_t **l_101 = &l_98;
    const int32_t ***l_100 = &l_101;
    int16_t *l_102[4][5] = {{&g_56,&l_20[1][0],&l_20[1][0],&g_56,&l_20[1][0]},{&g_56,&g_56,&g_56,&g_56,&g_56},{&l_20[1][0],&g_56,&l_20[1][0],&l_20[1][0],&g_56},{&g_56,&l_20[1][0],&l_20[1][0],&g_56,&l_20[1][0]}};
    uint8_t l_105[5];
    uint32_t l_109[5][6] = {{18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL},{18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL},{18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL},{18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL},{18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL,18446744073709551610UL}};
    int32_t l_133 = 0x75A479C5L;
    int32_t * const l_185 = &g_186;
    int32_t * const *l_184 = &l_185;
    int32_t * const **l_183 = &l_184;
    int32_t * const ***l_182 = &l_183;
    int32_t l_204 = 1L;
    int i, j;
    for (i = 0; i < 4; i++)
        l_97[i] = &l_98;
    for (i = 0; i < 5; i++)
        l_105[i] = 255UL;
    for (p_16 = 0; (p_16 <= 2); p_16 += 1)
    { /* block id: 7 */
        uint32_t l_27 = 4294967292UL;
        uint8_t *l_30 = &g_31;
        uint16_t *l_36 = (void*)0;
        uint16_t *l_37 = &g_38;
        int16_t *l_50 = &l_20[2][3];
        uint16_t *l_53 = &g_54;
        int16_t *l_55 = &g_56;
        int32_t *l_61 = &g_2[0][0];
        int32_t **l_60 = &l_61;
        (*l_60) = func_21((safe_div_func_int16_t_s_s(((*l_55) = (safe_mul_func_uint16_t_u_u(((*l_53) = ((l_27 |= (-5L)) < ((safe_mod_func_uint8_t_u_u(g_19, (--(*l_30)))) ^ (safe_rshift_func_uint16_t_u_s((--(*l_37)), (safe_div_func_uint8_t_u_u((safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_s(((*l_50) = (p_16 , (safe_lshift_func_int16_t_s_s(g_2[3][1], (g_19 ^ (+(l_20[2][0] & (0x68FCL != l_20[1][3])))))))), 6)), (((safe_lshift_func_int8_t_s_u(g_2[0][0], p_16)) == p_17) ^ p_17))), g_2[3][2]))))))), 1UL))), 0x400BL)));
        for (g_38 = 0; (g_38 <= 2); g_38 += 1)
        { /* block id: 24 */
            int16_t l_78 = (-1L);
            for (l_27 = 0; (l_27 <= 2); l_27 += 1)
            { /* block id: 27 */
                int32_t *l_63 = &g_64[0][0];
                uint16_t **l_70 = &l_37;
                uint64_t *l_75 = &g_76;
                int32_t *l_80 = &g_81;
                int i, j;
                (*l_63) = l_20[g_38][(l_27 + 1)];
                (*l_63) = (g_65 , l_20[1][0]);
                (*l_80) |= ((safe_lshift_func_uint16_t_u_s(p_16, 9)) , ((((((safe_lshift_func_uint8_t_u_s((((g_77 &= ((((((l_20[2][1] , (void*)0) == ((*l_70) = &g_38)) < ((!(&g_64[0][0] != (*l_60))) <= (safe_rshift_func_int8_t_s_s((~g_31), 0)))) == (0x5434BB1B2B1506F5LL != ((*l_75) &= ((p_16 , p_16) , (*l_63))))) < (-1L)) & p_17)) > g_38) < l_78), p_17)) , (void*)0) != &g_56) || l_79) & 0x99L) , 0L));
            }
        }
    }
    if ((!((safe_div_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s(0x63L, (g_76 | (safe_div_func_uint32_t_u_u(0x71CE904CL, (g_106 = (safe_sub_func_int32_t_s_s(((safe_rshift_func_int16_t_s_s((g_56 = ((l_95[0][1] != ((*l_100) = (l_97[3] = l_97[3]))) >= (g_81 <= p_16))), ((g_65.f1 && (safe_add_func_uint8_t_u_u((p_17 | l_105[0]), p_17))) > g_81))) < (*l_98)), (*l_98))))))))), g_31)), g_2[0][0])) <= 0x68C9L)))
    { /* block id: 41 */
        const int32_t *l_113 = &g_2[3][0];
        int16_t * const *l_114[6][6] = {{&l_102[1][3],&l_102[0][3],&l_102[3][2],&l_102[3][2],&l_102[0][2],&l_102[0][2]},{&l_102[0][3],&l_102[3][2],&l_102[3][2],&l_102[0][3],&l_102[3][2],&l_102[0][2]},{&l_102[0][4],&l_102[0][2],&l_102[3][2],(void*)0,&l_102[3][2],(void*)0},{&l_102[3][2],&l_102[3][2],&l_102[3][2],(void*)0,&l_102[3][2],&l_102[1][3]},{&l_102[3][2],&l_102[0][2],&l_102[0][4],&l_102[3][2],&l_102[3][2],&l_102[0][4]},{&l_102[3][2],&l_102[3][2],&l_102[0][3],&l_102[3][2],&l_102[0][2],(void*)0}};
        int i, j;
        for (g_31 = 0; (g_31 >= 38); g_31 = safe_add_func_int8_t_s_s(g_31, 9))
        { /* block id: 44 */
            uint16_t l_110[3][6];
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 6; j++)
                    l_110[i][j] = 0xF5C3L;
            }
            l_109[2][1] &= (-1L);
            ++l_110[2][3];
        }
        (**l_100) = l_113;
        g_115 = l_114[4][2];
        for (g_76 = 0; (g_76 >= 57); g_76 = safe_add_func_uint16_t_u_u(g_76, 1))
        { /* block id: 52 */
            for (g_19 = 0; (g_19 <= 4); g_19 += 1)
            { /* block id: 55 */
                int i, j;
                g_64[g_19][g_19] &= 0x5DFBC4EBL;
                return l_105[g_19];
            }
        }
    }
    else
    { /* block id: 60 */
        uint16_t l_121 = 0xA886L;
        int32_t l_140 = (-1L);
        uint16_t *l_156 = &g_38;
        int32_t * const *l_179 = (void*)0;
        int32_t * const **l_178 = &l_179;
        int32_t * const ***l_177[3][3] = {{&l_178,&l_178,&l_178},{&l_178,&l_178,&l_178},{&l_178,&l_178,&l_178}};
        uint32_t l_234 = 0x7C4A037CL;
        int32_t l_236 = (-2L);
        int32_t *l_264 = &l_140;
        int i, j;
        for (g_106 = (-11); (g_106 < 44); ++g_106)
        { /* block id: 63 */
            int64_t l_130 = 1L;
            union U0 l_150 = {0xAF3587EAL};
            uint16_t *l_155 = &l_121;
            int32_t l_158 = 0xE7FC0861L;
            int64_t l_159 = 0x937101990186BA22LL;
            if ((g_2[0][0] , (l_121 = (-1L))))
            { /* block id: 65 */
                g_122 = &l_99;
            }
            else
            { /* block id: 67 */
                uint64_t l_126 = 0x29EA9C7313B58279LL;
                uint16_t l_129 = 0x2583L;
                (**l_100) = func_21(g_56);
                --l_126;
                l_129 &= 0xB1138347L;
                if (l_130)
                    continue;
            }
            for (p_17 = 0; (p_17 <= 3); p_17 += 1)
            { /* block id: 75 */
                int i, j;
                (**g_123) = ((0L == (safe_div_func_uint16_t_u_u(1UL, l_133))) , (**g_123));
            }
            if (p_17)
            { /* block id: 78 */
                int8_t *l_138[6] = {&g_139,&g_139,&g_139,&g_139,&g_139,&g_139};
                uint32_t *l_141 = &g_142;
                int32_t l_157 = 0x568BFC03L;
                int i;
                l_159 = (safe_div_func_int32_t_s_s(((safe_rshift_func_int8_t_s_s((l_140 = p_16), ((++(*l_141)) & l_130))) != (((((safe_lshift_func_int16_t_s_s((safe_div_func_int64_t_s_s((!((*g_116) || ((l_158 = ((l_150 , (safe_add_func_uint32_t_u_u((g_56 & (((safe_div_func_uint64_t_u_u(p_17, ((((l_156 = l_155) != (p_16 , (void*)0)) & l_157) && 0x3BL))) , 4294967295UL) == 0xCC70ECFAL)), (***g_123)))) >= l_157)) < 0xEE36A709L))), 6UL)), 13)) ^ l_157) != 18446744073709551615UL) , p_17) && g_54)), p_16));
                (*g_124) = func_21(((((l_157 = ((void*)0 == &g_116)) <= (p_17 , 1L)) <= ((safe_mul_func_int8_t_s_s((l_140 , (+(g_38 & g_2[3][3]))), ((safe_mod_func_int16_t_s_s(((*g_116) = (g_139 , (*g_116))), l_158)) ^ 3UL))) == 4UL)) > l_150.f0));
            }
            else
            { /* block id: 87 */
                (**g_123) = (**g_123);
                if (l_158)
                    break;
                l_158 = (***l_100);
            }
        }
        if ((((**g_115) ^= 1L) | (safe_add_func_uint8_t_u_u((((g_31 , (g_65 , (~0x848FL))) < (safe_rshift_func_int8_t_s_u(((-1L) <= g_2[3][1]), (safe_mul_func_int16_t_s_s((l_140 = ((((void*)0 == (*g_122)) & 0x2F7CL) , p_16)), 0L))))) ^ (***l_100)), 9L))))
        { /* block id: 95 */
            uint32_t l_172[3];
            int i;
            for (i = 0; i < 3; i++)
                l_172[i] = 4294967295UL;
            ++l_172[0];
            for (p_17 = 8; (p_17 == (-12)); --p_17)
            { /* block id: 99 */
                int32_t * const ****l_180 = (void*)0;
                int32_t * const ****l_181[2][3];
                int i, j;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 3; j++)
                        l_181[i][j] = &l_177[0][1];
                }
                (**l_184) |= ((l_182 = l_177[0][1]) != &l_178);
                (***l_183) = p_17;
            }
            (*l_185) = (***g_123);
        }
        else
        { /* block id: 105 */
            uint32_t *l_202[5][4] = {{&g_19,&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19,&g_19},{&g_19,&g_19,&g_19,&g_19}};
            int32_t l_203 = 0xE5FC087BL;
            uint8_t *l_212 = &g_106;
            int8_t *l_213 = &g_139;
            uint64_t l_214 = 0x1C7F1A52F76F327ALL;
            int16_t **l_215 = &l_102[0][2];
            int32_t l_255 = (-1L);
            int32_t l_261[6][1];
            uint16_t l_262 = 4UL;
            int i, j;
            for (i = 0; i < 6; i++)
            {
                for (j = 0; j < 1; j++)
                    l_261[i][j] = 0xC6D96F22L;
            }
            (**l_100) = (**g_123);
            (*l_101) = ((((*l_213) = ((safe_add_func_uint64_t_u_u((((safe_rshift_func_uint8_t_u_u(((*l_212) ^= ((safe_add_func_int8_t_s_s((((0x4062DC60C70B8458LL ^ (g_64[1][0] == (safe_add_func_uint64_t_u_u(18446744073709551609UL, (l_156 == (void*)0))))) | (safe_sub_func_int8_t_s_s((g_64[0][0] || ((~0UL) < ((((((safe_div_func_int32_t_s_s(((g_207 = (--g_19)) , (safe_rshift_func_uint8_t_u_s(249UL, (safe_sub_func_uint16_t_u_u(((g_19 , (*g_116)) , g_19), 0x6B6EL))))), p_16)) , l_203) >= p_16) , 0x776E9E25L) ^ p_16) || p_17))), l_203))) , 0x4AL), p_17)) ^ 0L)), 4)) || l_203) , 0x6220615643221946LL), l_203)) && 0UL)) & p_17) , (void*)0);
            if (l_214)
            { /* block id: 112 */
                uint64_t l_229 = 0xF97D826FC9A26349LL;
                uint32_t *l_230 = (void*)0;
                uint32_t *l_231 = &g_142;
                uint64_t *l_232 = &l_229;
                uint64_t *l_233 = &l_214;
                int32_t l_235 = 0L;
                (***l_183) = (&g_116 == l_215);
                (*l_185) ^= (safe_mod_func_int32_t_s_s(((safe_mul_func_uint16_t_u_u((((**l_182) = (**l_182)) != (void*)0), (safe_sub_func_int8_t_s_s(0x76L, (safe_lshift_func_uint8_t_u_u((((~(safe_sub_func_uint8_t_u_u((((*l_233) = ((*l_232) = ((g_64[0][0] , ((p_16 || ((-5L) ^ (safe_mod_func_uint32_t_u_u(l_229, ((*l_231) = 4294967295UL))))) < 1L)) && g_64[0][0]))) || l_234), l_235))) < 0x4AL) > g_38), g_106)))))) , (***g_123)), (**g_124)));
                (**l_184) = l_236;
                (*l_101) = &l_235;
            }
            else
            { /* block id: 121 */
                int64_t l_263[6][1] = {{0L},{(-1L)},{0L},{(-1L)},{0L},{(-1L)}};
                int i, j;
                (***l_183) |= (safe_mod_func_uint16_t_u_u((((0xC7E913C9C0DAB6F8LL != ((safe_sub_func_uint16_t_u_u(0x87BEL, l_203)) <= ((((safe_sub_func_uint8_t_u_u((p_17 <= ((((safe_div_func_uint16_t_u_u(((p_16 < (safe_mod_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u(l_255, (((!(((safe_lshift_func_int8_t_s_u((0x04L & ((*l_212) = (l_214 ^ (safe_div_func_int8_t_s_s(0xE7L, p_17))))), 2)) && l_203) > 1L)) , p_16) && g_19))), 15)) || p_17), p_17))) , g_2[0][0]), l_261[5][0])) >= p_16) ^ 0x03EDL) , 0UL)), p_17)) , (void*)0) != (void*)0) | 1L))) , p_16) , l_262), g_54));
                return l_263[4][0];
            }
            l_264 = &l_255;
        }
    }
    return g_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_54
 * writes: g_54
 */
static int32_t * func_21(uint16_t  p_22)
{ /* block id: 14 */
    int32_t *l_59 = &g_2[0][0];
    for (g_54 = (-8); (g_54 != 49); g_54 = safe_add_func_uint16_t_u_u(g_54, 1))
    { /* block id: 17 */
        return l_59;
    }
    return &g_2[0][0];
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
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_2[i][j], "g_2[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_56, "g_56", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_64[i][j], "g_64[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_65.f0, "g_65.f0", print_hash_value);
    transparent_crc(g_65.f1, "g_65.f1", print_hash_value);
    transparent_crc(g_76, "g_76", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_142, "g_142", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_284, "g_284", print_hash_value);
    transparent_crc(g_289, "g_289", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_356[i], "g_356[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_413, "g_413", print_hash_value);
    transparent_crc(g_415, "g_415", print_hash_value);
    transparent_crc(g_454, "g_454", print_hash_value);
    transparent_crc(g_521, "g_521", print_hash_value);
    transparent_crc(g_523, "g_523", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 104
XXX total union variables: 3

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

XXX max expression depth: 42
breakdown:
   depth: 1, occurrence: 98
   depth: 2, occurrence: 25
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 21, occurrence: 3
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1
   depth: 28, occurrence: 1
   depth: 31, occurrence: 1
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 41, occurrence: 1
   depth: 42, occurrence: 1

XXX total number of pointers: 126

XXX times a variable address is taken: 149
XXX times a pointer is dereferenced on RHS: 41
breakdown:
   depth: 1, occurrence: 23
   depth: 2, occurrence: 7
   depth: 3, occurrence: 9
   depth: 4, occurrence: 2
XXX times a pointer is dereferenced on LHS: 75
breakdown:
   depth: 1, occurrence: 53
   depth: 2, occurrence: 14
   depth: 3, occurrence: 6
   depth: 4, occurrence: 2
XXX times a pointer is compared with null: 10
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 860

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 173
   level: 2, occurrence: 55
   level: 3, occurrence: 35
   level: 4, occurrence: 12
XXX number of pointers point to pointers: 41
XXX number of pointers point to scalars: 84
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 23
XXX average alias set size: 1.24

XXX times a non-volatile is read: 400
XXX times a non-volatile is write: 242
XXX times a volatile is read: 5
XXX    times read thru a pointer: 0
XXX times a volatile is write: 3
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 170
XXX percentage of non-volatile access: 98.8

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 94
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 15
   depth: 2, occurrence: 23
   depth: 3, occurrence: 43

XXX percentage a fresh-made variable is used: 19
XXX percentage an existing variable is used: 81
********************* end of statistics **********************/

