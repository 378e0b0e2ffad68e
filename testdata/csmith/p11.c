/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 11 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p11.c
 * Seed:      11
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_6 = 0L;
static int32_t g_24[5] = {1L,1L,1L,1L,1L};
static int32_t g_27[3][1] = {{9L},{9L},{9L}};
static uint16_t g_42 = 0xEE08L;
static uint16_t *g_50 = &g_42;
static uint16_t **g_49 = &g_50;
static int16_t g_57 = 0xBA37L;
static uint8_t g_61 = 0x14L;
static int32_t * volatile g_66 = &g_24[0];/* VOLATILE GLOBAL g_66 */
static int8_t g_74 = 0x94L;
static const int8_t g_97 = 0x4AL;
static int32_t * volatile g_98 = (void*)0;/* VOLATILE GLOBAL g_98 */
static int32_t * volatile g_99 = (void*)0;/* VOLATILE GLOBAL g_99 */
static int32_t *g_153 = &g_6;
static int32_t ** volatile g_152 = &g_153;/* VOLATILE GLOBAL g_152 */
static int32_t * volatile g_183 = (void*)0;/* VOLATILE GLOBAL g_183 */
static uint64_t g_208[6] = {18446744073709551615UL,0xC975FD88C43ECF06LL,0xC975FD88C43ECF06LL,18446744073709551615UL,0xC975FD88C43ECF06LL,0xC975FD88C43ECF06LL};
static uint64_t g_211 = 0xADAE8A341D8F6A00LL;
static int32_t * volatile g_234 = (void*)0;/* VOLATILE GLOBAL g_234 */
static uint16_t g_248 = 0x19FDL;
static int32_t ** const  volatile g_265 = &g_153;/* VOLATILE GLOBAL g_265 */
static int8_t *g_283 = &g_74;
static int8_t * volatile *g_282 = &g_283;
static int64_t g_330 = (-1L);
static int32_t *g_336 = &g_27[1][0];
static int32_t **g_335 = &g_336;
static int32_t *** volatile g_337 = (void*)0;/* VOLATILE GLOBAL g_337 */
static const uint64_t *g_351 = (void*)0;
static const uint64_t * volatile * volatile g_350 = &g_351;/* VOLATILE GLOBAL g_350 */
static const int16_t g_363[4] = {0xE724L,0xE724L,0xE724L,0xE724L};
static const int16_t *g_362 = &g_363[3];
static uint32_t g_365 = 4294967294UL;
static int32_t * volatile g_372 = &g_6;/* VOLATILE GLOBAL g_372 */
static volatile uint32_t g_414 = 0xA0E877E8L;/* VOLATILE GLOBAL g_414 */
static uint32_t *g_419 = &g_365;
static uint64_t *g_422 = (void*)0;
static int32_t ** volatile g_426 = &g_153;/* VOLATILE GLOBAL g_426 */
static uint64_t g_439 = 0UL;
static uint64_t * const g_438 = &g_439;
static uint64_t * const *g_437 = &g_438;
static uint64_t g_442 = 0xA900FE893167161ALL;
static uint64_t * const g_441 = &g_442;
static uint64_t * const *g_440 = &g_441;
static volatile int16_t * const * volatile *g_447 = (void*)0;
static int32_t * volatile g_449 = &g_6;/* VOLATILE GLOBAL g_449 */
static uint8_t *g_459 = (void*)0;
static uint8_t **g_458 = &g_459;
static uint8_t **g_460 = &g_459;
static int16_t *g_470 = &g_57;
static int16_t **g_469 = &g_470;
static int16_t ***g_468 = &g_469;
static int16_t g_489 = 0xFAA3L;
static int32_t * volatile g_493 = &g_6;/* VOLATILE GLOBAL g_493 */
static uint64_t ***g_517 = (void*)0;
static uint16_t g_527 = 65534UL;
static int32_t ** volatile g_531 = &g_153;/* VOLATILE GLOBAL g_531 */
static uint32_t g_547 = 0xEBC54D4BL;
static uint32_t g_574[3] = {1UL,1UL,1UL};
static uint16_t g_575 = 0x2843L;
static const uint32_t g_613 = 4294967295UL;
static const uint32_t *g_612 = &g_613;
static const uint32_t **g_611 = &g_612;
static int16_t * const  volatile * const  volatile g_625 = &g_470;/* VOLATILE GLOBAL g_625 */
static uint64_t g_687 = 0x5E8ECFA778C1A9D2LL;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5);
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10);
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_24 g_27 g_42 g_57 g_66 g_74 g_97 g_61 g_50 g_152 g_153 g_208 g_211 g_248 g_265 g_282 g_493 g_441 g_442 g_517 g_350 g_351 g_365 g_527 g_531 g_419 g_470 g_283 g_437 g_438 g_439 g_335 g_336 g_547 g_440 g_372 g_574 g_575 g_449 g_625 g_468 g_469 g_611 g_362 g_363 g_687
 * writes: g_24 g_42 g_49 g_57 g_6 g_74 g_61 g_153 g_208 g_211 g_248 g_330 g_351 g_517 g_468 g_527 g_547 g_574 g_575 g_365 g_611 g_439 g_687
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_11 = 0xD2L;
    int32_t *l_23 = &g_24[0];
    int32_t *l_26[2];
    int32_t l_344[1];
    uint16_t l_357[4] = {0xB2F3L,0xB2F3L,0xB2F3L,0xB2F3L};
    uint64_t l_461 = 18446744073709551615UL;
    uint8_t ***l_467[5][1];
    int32_t ***l_486 = &g_335;
    uint64_t *l_496 = &l_461;
    int16_t ****l_576 = (void*)0;
    int8_t l_579 = (-1L);
    int32_t l_591 = (-10L);
    uint64_t **l_606 = &l_496;
    uint64_t ***l_605 = &l_606;
    int16_t l_648 = (-5L);
    int32_t l_681[5][1];
    uint64_t l_684 = 0x716D169DCC34096ALL;
    int i, j;
    for (i = 0; i < 2; i++)
        l_26[i] = &g_27[1][0];
    for (i = 0; i < 1; i++)
        l_344[i] = (-1L);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
            l_467[i][j] = (void*)0;
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
            l_681[i][j] = (-5L);
    }
    if (((*l_23) = func_2(g_6, (((func_7(l_11, ((*l_23) = (func_12(l_11, ((((safe_add_func_int16_t_s_s(0x1665L, (0xDF7CD95DA2282D56LL | (-1L)))) & l_11) <= (safe_mul_func_uint8_t_u_u(249UL, (safe_add_func_int32_t_s_s(((*l_23) ^= ((l_11 , 0L) <= 1L)), 5L))))) , (*l_23)), g_6, g_6) , g_24[0])), l_11) , 0xA8C3F75B2907242BLL) ^ 0x9615ECCFF84D070BLL) , 6UL), g_27[1][0])))
    { /* block id: 139 */
        uint8_t l_332[1][2];
        int8_t l_345 = 0x12L;
        int32_t l_346 = (-1L);
        int32_t l_374 = 0x341DB606L;
        int32_t l_375 = 0x1EFC9006L;
        int32_t l_376 = 0L;
        uint32_t *l_417 = &g_365;
        const int8_t l_427[1][2] = {{0x3EL,0x3EL}};
        uint64_t **l_434 = &g_422;
        const int16_t **l_446 = (void*)0;
        const int16_t ***l_445 = &l_446;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 2; j++)
                l_332[i][j] = 0x7FL;
        }
        l_332[0][1] |= (*l_23);
    }
    else
    { /* block id: 210 */
        int32_t *l_490 = (void*)0;
        int32_t *l_491 = &l_344[0];
        int32_t *l_492 = (void*)0;
        int32_t l_494 = (-7L);
        uint64_t **l_495[3][3] = {{&g_422,&g_422,&g_422},{(void*)0,(void*)0,(void*)0},{&g_422,&g_422,&g_422}};
        const uint64_t **l_497 = &g_351;
        int32_t l_552 = 3L;
        int32_t l_553 = 0L;
        const uint32_t *l_610 = &g_574[0];
        const uint32_t **l_609 = &l_610;
        uint64_t ****l_636 = &l_605;
        int16_t l_679 = (-3L);
        int16_t l_686 = (-4L);
        int i, j;
        (*g_493) ^= ((*l_491) = ((*l_23) = 7L));
        l_494 &= (*g_493);
        if ((((*g_50) |= ((l_496 = &g_211) == ((*l_497) = &g_208[3]))) >= (safe_add_func_int64_t_s_s((((*g_441) , &g_468) == (void*)0), g_27[1][0]))))
        { /* block id: 218 */
            for (g_61 = 1; (g_61 <= 5); g_61 += 1)
            { /* block id: 221 */
                int i;
                return g_208[g_61];
            }
        }
        else
        { /* block id: 224 */
            uint16_t l_518 = 0xF773L;
            uint64_t l_540 = 18446744073709551615UL;
            int32_t l_546 = (-1L);
            uint16_t *l_548 = &l_518;
            uint16_t l_549 = 0UL;
            int32_t l_554 = 0x1337592DL;
            int32_t l_555 = 0x90ACF847L;
            for (g_42 = 0; (g_42 <= 4); g_42 += 1)
            { /* block id: 227 */
                int16_t ****l_519 = &g_468;
                int i;
                (*g_152) = &g_24[g_42];
                g_24[g_42] = (safe_mod_func_int64_t_s_s(((~(safe_mod_func_uint64_t_u_u(((safe_sub_func_int32_t_s_s((safe_mul_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((+(1UL & (safe_div_func_uint64_t_u_u((g_208[(g_42 + 1)] , (safe_mod_func_int64_t_s_s((((!(0xB2L != ((g_517 = g_517) == (l_518 , &l_495[2][0])))) && (&g_469 != ((*l_519) = &g_469))) > (*l_23)), (**g_350)))), 7L)))), (-9L))), 0x8BL)), (*g_153))) < 1UL), 0x488B7F67C416AC3CLL))) < 0x41AC8B83L), g_365));
            }
            for (l_11 = 0; (l_11 <= 4); l_11 += 1)
            { /* block id: 235 */
                int32_t *l_520 = &g_6;
                int32_t *l_521 = &l_344[0];
                int32_t *l_522 = &l_344[0];
                int32_t *l_523 = &g_24[0];
                int32_t *l_524 = &g_24[0];
                int32_t *l_525 = (void*)0;
                int32_t *l_526[2][6] = {{&l_344[0],&l_344[0],(void*)0,&l_344[0],&l_344[0],&l_344[0]},{&l_344[0],&l_344[0],&l_344[0],&l_344[0],&l_344[0],(void*)0}};
                int32_t **l_530 = (void*)0;
                int i, j;
                g_527--;
                (*g_531) = &g_24[l_11];
                return g_24[l_11];
            }
            if ((safe_div_func_uint16_t_u_u((((safe_div_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((*g_419) ^ (l_540 == ((*l_23) , ((l_549 &= ((*l_491) >= ((*l_548) = (safe_lshift_func_int8_t_s_u(((((!g_248) >= (l_546 = (safe_rshift_func_int16_t_s_s(0L, 7)))) != (((*g_50) = ((&g_153 == (void*)0) , (((g_547 = (((*l_23) <= (*g_470)) & 0xD7E5C0EEL)) , (*g_50)) | l_518))) , (*l_23))) >= 0L), (*l_491)))))) | 1UL)))), l_540)), (*l_23))), (*g_283))) <= (**g_437)) || l_518), 0x0805L)))
            { /* block id: 245 */
                int32_t *l_550 = (void*)0;
                int32_t *l_551[5][5] = {{(void*)0,&l_344[0],(void*)0,&l_546,&l_546},{(void*)0,&l_344[0],(void*)0,&l_546,&l_546},{(void*)0,&l_344[0],(void*)0,&l_546,&l_546},{(void*)0,&l_344[0],(void*)0,&l_546,&l_546},{(void*)0,&l_344[0],(void*)0,&l_546,&l_546}};
                uint32_t l_556 = 18446744073709551607UL;
                uint16_t l_561 = 0UL;
                uint32_t *l_564 = &g_547;
                uint32_t *l_573 = &g_574[1];
                int i, j;
                ++l_556;
                g_575 &= (l_561 > (((((*l_573) ^= (safe_mul_func_int16_t_s_s((((*g_335) == (((*l_564) |= (*g_419)) , &l_494)) < ((safe_add_func_uint32_t_u_u(((safe_lshift_func_uint8_t_u_u((safe_div_func_int64_t_s_s(((**g_282) || l_518), (l_554 = ((((**g_440) && (((*l_491) , ((safe_mod_func_int8_t_s_s((*l_23), (*l_23))) , (*g_50))) && l_518)) && (*g_372)) | g_24[0])))), 3)) && g_97), (*l_23))) != g_6)), 0UL))) != (*l_491)) >= g_24[0]) > (*g_283)));
                return (**g_335);
            }
            else
            { /* block id: 252 */
                uint8_t l_590[2];
                const int32_t *l_593 = &l_552;
                const int32_t **l_592 = &l_593;
                int i;
                for (i = 0; i < 2; i++)
                    l_590[i] = 255UL;
                (*g_449) &= (l_576 != (((*l_23) > (((safe_mul_func_int16_t_s_s(((l_554 |= ((*g_419) = (((l_579 || ((*g_283) = (l_546 = 0L))) || (safe_sub_func_uint32_t_u_u((((l_555 , (+(safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_div_func_uint8_t_u_u((!0xA9L), ((*g_283) = (((*l_491) && ((l_486 == &g_335) < l_590[0])) , (*g_283))))), l_590[0])), l_591)))) < 0xD5212244F648BA44LL) > 0xD4B4474AL), 0xA4BEE277L))) != 0L))) ^ g_97), (*g_50))) == (-9L)) , 0xC29D85C1L)) , (void*)0));
                (*l_592) = (void*)0;
            }
        }
        for (g_547 = (-25); (g_547 < 44); ++g_547)
        { /* block id: 264 */
            uint32_t l_603 = 18446744073709551612UL;
            int32_t l_620 = 4L;
            uint32_t l_635 = 0x9DCA55A7L;
            uint64_t * const **l_638[3];
            uint64_t * const ***l_637 = &l_638[1];
            uint32_t l_639 = 0xA205E78FL;
            int64_t l_647 = (-1L);
            int32_t l_682 = (-5L);
            uint16_t l_683 = 65533UL;
            int32_t l_685 = 8L;
            int i;
            for (i = 0; i < 3; i++)
                l_638[i] = &g_437;
            for (g_365 = (-16); (g_365 <= 25); ++g_365)
            { /* block id: 267 */
                uint32_t *l_598 = (void*)0;
                uint64_t ****l_604[2][5] = {{&g_517,&g_517,&g_517,&g_517,&g_517},{&g_517,&g_517,&g_517,&g_517,&g_517}};
                int i, j;
                (*l_491) = (((g_574[1]++) > (safe_mul_func_int16_t_s_s(l_603, l_603))) , ((g_517 = g_517) == (l_605 = (void*)0)));
            }
            if ((safe_mod_func_uint16_t_u_u(((*g_50) = (((&g_419 == (g_611 = l_609)) | (safe_add_func_int16_t_s_s(((**g_469) = (safe_div_func_uint16_t_u_u(((((safe_sub_func_uint64_t_u_u((--(*g_438)), ((safe_lshift_func_int8_t_s_u(((((g_625 != (void*)0) <= (l_620 < (safe_mod_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u(((((safe_rshift_func_uint8_t_u_s((safe_unary_minus_func_int32_t_s((*l_23))), 3)) || (*l_491)) >= (***g_468)) & l_635), 4L)), (*g_50))) , (*l_23)), l_603)))) , l_636) == l_637), 6)) , (*l_23)))) , (*g_335)) == &l_494) < (*l_491)), l_620))), (*g_50)))) >= 0xC6DAL)), 0xD8EDL)))
            { /* block id: 277 */
                if (l_639)
                    break;
                (*l_491) = ((*l_23) = (safe_div_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s((!(0xE9L ^ l_620)), 1)), 0xD1886A81BC29BD32LL)));
                l_647 = (((*g_283) = (safe_lshift_func_int8_t_s_u(0x1EL, 0))) , 0x8CE55903L);
            }
            else
            { /* block id: 283 */
                uint8_t l_668 = 0UL;
                int32_t *l_680[1][4] = {{&l_552,&l_552,&l_552,&l_552}};
                int i, j;
                l_685 = (((l_648 , (safe_mul_func_uint16_t_u_u(((!((safe_lshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_sub_func_int8_t_s_s((((**g_282) > (safe_mul_func_int8_t_s_s((safe_mod_func_int16_t_s_s(((**g_350) || (((**g_625) && (safe_mul_func_uint8_t_u_u((((safe_sub_func_int16_t_s_s((((**g_611) & l_668) <= (safe_mod_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((safe_unary_minus_func_uint32_t_u((!((((safe_add_func_int32_t_s_s((*l_23), (((*g_470) |= ((safe_add_func_int8_t_s_s(0x30L, (((l_620 = (l_681[0][0] = ((*l_491) &= l_679))) | l_682) , l_620))) ^ 0L)) ^ l_635))) , (**g_440)) & l_683) | (*g_283))))), 0x12L)), (*g_362)))), 0x6E68L)) , 0x59L) <= 0x51L), 1L))) & (-9L))), (-1L))), (**g_282)))) & (**g_611)), (*l_23))), (**g_282))), (*g_50))) != (*g_362)), 3)) , g_208[1])) || l_603), 4UL))) <= l_684) < (*g_362));
                ++g_687;
            }
            for (l_591 = 0; (l_591 <= (-3)); --l_591)
            { /* block id: 293 */
                int32_t * volatile *l_693 = &l_490;
                int32_t * volatile **l_692 = &l_693;
                (*l_692) = ((*l_23) , &g_183);
            }
        }
    }
    return (*l_23);
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_57 g_27 g_6 g_66 g_24 g_74 g_97 g_61 g_50 g_152 g_153 g_208 g_211 g_248 g_265 g_282
 * writes: g_57 g_6 g_24 g_74 g_61 g_153 g_208 g_211 g_248 g_42 g_49 g_330
 */
static int32_t  func_2(uint16_t  p_3, uint16_t  p_4, int8_t  p_5)
{ /* block id: 23 */
    int32_t l_54 = (-1L);
    uint16_t ***l_55 = &g_49;
    int16_t *l_56 = &g_57;
    int16_t *l_58[5][4];
    int32_t l_59 = 1L;
    uint8_t *l_60[6];
    int32_t l_62 = (-1L);
    uint8_t l_209[3][3] = {{251UL,251UL,251UL},{0UL,0UL,0UL},{251UL,251UL,251UL}};
    int32_t l_285[2][1];
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
            l_58[i][j] = (void*)0;
    }
    for (i = 0; i < 6; i++)
        l_60[i] = &g_61;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_285[i][j] = 0x674CC7DAL;
    }
    if ((((((safe_div_func_uint8_t_u_u((l_62 |= (((l_59 = (((p_5 & (&g_50 == (void*)0)) == (!l_54)) != (((&g_49 != l_55) < (l_54 | l_54)) >= ((*l_56) ^= g_42)))) >= p_5) , 0xCAL)), l_54)) < g_27[1][0]) == 0x86L) , (void*)0) == &g_49))
    { /* block id: 27 */
        int64_t l_65 = 0L;
        int32_t l_68 = 0xF04FC86AL;
        int32_t l_70 = (-6L);
        int32_t * const l_149 = &l_54;
        int8_t *l_161 = &g_74;
        uint16_t l_182 = 0UL;
        int32_t l_187 = 0x5248D46CL;
        uint16_t **l_272[1];
        uint64_t *l_295 = &g_211;
        int8_t l_316[2][3] = {{0x1CL,0x1CL,0x1CL},{0xBCL,0xBCL,0xBCL}};
        uint16_t **l_327 = &g_50;
        uint8_t l_328[5][6] = {{4UL,253UL,0xE6L,4UL,0x57L,4UL},{4UL,0x57L,4UL,0xE6L,253UL,4UL},{247UL,0x73L,0xE6L,0x7DL,253UL,247UL},{0xE6L,0x57L,0x7DL,0x7DL,0x57L,0xE6L},{247UL,253UL,0x7DL,0xE6L,0x73L,247UL}};
        int32_t *l_329[5] = {&g_24[0],&g_24[0],&g_24[0],&g_24[0],&g_24[0]};
        int i, j;
        for (i = 0; i < 1; i++)
            l_272[i] = &g_50;
lbl_264:
        for (p_4 = 0; (p_4 <= 0); p_4 += 1)
        { /* block id: 30 */
            int32_t l_69 = 0x102D4306L;
            int32_t l_95[1][5];
            int32_t l_101 = 0x9527C193L;
            uint8_t *l_111 = &g_61;
            uint8_t **l_112 = &l_111;
            uint8_t **l_113 = &l_60[5];
            int8_t *l_125 = &g_74;
            int32_t * const l_151 = &g_24[0];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                    l_95[i][j] = (-8L);
            }
            for (g_6 = 0; (g_6 >= 0); g_6 -= 1)
            { /* block id: 33 */
                int32_t *l_67[3];
                uint64_t l_71[4] = {0xBF7BAE7F845CBE74LL,0xBF7BAE7F845CBE74LL,0xBF7BAE7F845CBE74LL,0xBF7BAE7F845CBE74LL};
                int i, j;
                for (i = 0; i < 3; i++)
                    l_67[i] = &l_62;
                (*g_66) = (safe_lshift_func_uint8_t_u_u(g_27[(g_6 + 2)][p_4], (l_65 = g_27[(p_4 + 2)][p_4])));
                ++l_71[2];
                g_74 &= (*g_66);
            }
            for (l_70 = 0; (l_70 <= 0); l_70 += 1)
            { /* block id: 41 */
                int32_t *l_75 = &l_69;
                int i, j;
                if (g_27[l_70][p_4])
                    break;
                if (l_68)
                    continue;
                (*l_75) |= 0x57718C4EL;
            }
            if (l_70)
            { /* block id: 46 */
                int32_t *l_82 = &g_6;
                int32_t *l_89 = &l_59;
                int64_t *l_94[3];
                int32_t l_96[1][4] = {{9L,9L,9L,9L}};
                int32_t *l_100 = &l_68;
                int i, j;
                for (i = 0; i < 3; i++)
                    l_94[i] = &l_65;
                (*l_100) &= (safe_add_func_uint16_t_u_u((safe_div_func_int8_t_s_s((g_6 , ((safe_lshift_func_uint16_t_u_s((((*l_82) = p_4) > (safe_sub_func_int32_t_s_s(((((0xC3FE914D0EF1DBD4LL | 0x37C8BC82935591E8LL) , (safe_mod_func_int32_t_s_s((l_62 = (((!0xEDFCD61A19B6E0F7LL) , p_4) , ((*l_89) = (!0x0948L)))), (((l_95[0][0] |= (safe_div_func_uint16_t_u_u(l_70, (((safe_mul_func_int16_t_s_s((g_24[0] & l_54), l_69)) == 4294967293UL) | 0xB1AE6475L)))) >= l_65) , g_24[4])))) != 0xF35BL) != g_57), l_96[0][3]))), g_57)) != p_5)), g_97)), 1L));
            }
            else
            { /* block id: 52 */
                int32_t *l_102 = &l_95[0][0];
                if ((*g_66))
                    break;
                (*l_102) ^= (l_101 < p_4);
            }
            if (((safe_mod_func_int8_t_s_s((((((*l_56) = ((safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((g_24[0] && (((g_6 & ((&g_61 != ((*l_113) = ((*l_112) = l_111))) == (safe_div_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_u((1L ^ ((safe_mul_func_int8_t_s_s(l_54, g_61)) != (safe_mod_func_int32_t_s_s((~(safe_sub_func_uint16_t_u_u((((*l_125) = (0x03L < 0xC2L)) == p_5), p_5))), p_3)))), (*g_50))) == (*g_50)) != 0x3FA0L), 0xF7L)))) >= g_42) && g_27[0][0])) || 3UL), l_70)), 0x9AB3L)) == l_68)) < p_3) | 0x79L) ^ 0UL), 8UL)) >= p_3))
            { /* block id: 60 */
                int32_t * const l_144 = (void*)0;
                int32_t *l_150[4];
                int i;
                for (i = 0; i < 4; i++)
                    l_150[i] = &l_70;
                l_68 = ((1UL & p_3) && ((safe_mul_func_int8_t_s_s((-5L), ((safe_rshift_func_uint8_t_u_u(((0x00L == ((void*)0 != &g_42)) | (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u(g_24[0], (((safe_lshift_func_uint8_t_u_s((g_61 ^= (((safe_mod_func_uint64_t_u_u((safe_add_func_int64_t_s_s((((l_144 == ((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_u(0UL, 14)), g_27[0][0])) , l_149)) , l_69) <= 0x67L), g_6)), p_3)) == l_62) < l_65)), 3)) , p_3) || p_4))), l_65)), p_3))), 5)) != l_54))) <= p_5));
            }
            else
            { /* block id: 63 */
                int8_t **l_162 = &l_161;
                const int32_t l_169 = 0x7B9FCEEBL;
                uint8_t *l_174 = &g_61;
                int32_t **l_181 = &g_153;
                int32_t *l_184 = &l_59;
                (*g_152) = l_151;
                (*g_153) |= (((~0x2AFAD200L) ^ (safe_sub_func_uint32_t_u_u(4294967295UL, 1UL))) ^ (((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((l_60[2] == ((*l_162) = l_161)), ((((safe_mod_func_int8_t_s_s(p_4, ((((safe_lshift_func_int8_t_s_u(((((safe_lshift_func_uint16_t_u_s(p_4, 0)) == ((0x0673AD30L != 0xA3757E1CL) || 0x344D1492C190A5E1LL)) , 18446744073709551615UL) , p_4), p_3)) >= 0x099D88FCL) , g_27[0][0]) , l_65))) > l_169) || p_5) | 65535UL))), p_4)) , p_4) , (-1L)));
                (*l_184) &= ((((safe_rshift_func_int16_t_s_s(p_3, 6)) ^ (*g_50)) ^ (((*l_151) = ((l_70 > (((*g_50) , (safe_sub_func_uint8_t_u_u(((*l_113) != ((*l_112) = l_174)), (((*l_181) = (((((safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((g_42 | (((*l_125) = (((0xC8L && (safe_lshift_func_int16_t_s_s(l_54, g_6))) , l_161) == (void*)0)) ^ 0x85L)), 3)), 0x2CL)) & 0x7159ED09L) || 0x3F9BL) & g_24[0]) , (void*)0)) == (void*)0)))) , l_70)) | l_182)) , g_57)) < g_97);
                if (l_54)
                    break;
            }
            for (g_6 = 3; (g_6 >= 0); g_6 -= 1)
            { /* block id: 76 */
                int32_t *l_185 = (void*)0;
                int32_t *l_186[2];
                uint32_t l_188 = 9UL;
                uint16_t **l_194 = &g_50;
                uint64_t *l_207 = &g_208[1];
                uint64_t *l_210 = &g_211;
                int i, j;
                for (i = 0; i < 2; i++)
                    l_186[i] = &l_59;
                l_188--;
                (*l_151) = (p_4 | (((+p_3) < ((*l_210) &= (18446744073709551611UL < (((safe_sub_func_uint8_t_u_u((((void*)0 != l_194) , (safe_div_func_uint8_t_u_u((((((safe_mod_func_uint16_t_u_u((((safe_div_func_int16_t_s_s(((l_62 &= ((*l_207) &= (((safe_rshift_func_int8_t_s_u(((safe_mod_func_uint8_t_u_u(0x38L, (((((*l_151) || ((safe_mul_func_uint8_t_u_u((&p_3 == (void*)0), p_4)) | 255UL)) <= 0L) | l_187) & (-1L)))) && 0x0EDF683CL), (*l_151))) != p_4) & p_5))) & p_4), (*g_50))) & p_3) & (-1L)), (*l_151))) , 0x16L) ^ g_27[1][0]) | l_209[0][0]) | 1UL), p_4))), g_6)) , &l_95[0][0]) == &l_95[0][0])))) , l_182));
            }
        }
        for (g_6 = 3; (g_6 >= 0); g_6 -= 1)
        { /* block id: 86 */
            int64_t l_215 = 0x417B0AFA02BDA32ALL;
            int32_t l_216 = 0xB0B35412L;
            uint16_t *l_233 = &l_182;
            uint64_t l_261 = 0xD80B03E048479635LL;
            int32_t l_286[1][1];
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 1; j++)
                    l_286[i][j] = 0L;
            }
            if ((((safe_mul_func_int8_t_s_s(((1L && (safe_unary_minus_func_int16_t_s((l_216 = ((g_61++) < (l_68 > (safe_div_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u((*g_50), 14)) < (+0L)) > p_5), (g_27[1][0] | (l_216 != ((*l_161) = (l_62 != (!(safe_rshift_func_int8_t_s_u((((safe_sub_func_uint16_t_u_u(((*l_233) = (safe_lshift_func_int16_t_s_u(p_3, 10))), p_3)) , 0x0522L) == p_3), g_211))))))))))))))) , p_4), 8UL)) < g_211) , p_5))
            { /* block id: 91 */
                uint64_t l_243 = 1UL;
                int32_t *l_249 = (void*)0;
                int32_t *l_250 = &l_216;
                int32_t *l_251 = &l_59;
                int32_t *l_252 = &l_216;
                int32_t *l_253 = (void*)0;
                int32_t *l_254 = &l_62;
                int32_t *l_255 = &l_59;
                int32_t *l_256 = &l_68;
                int32_t *l_257 = &l_68;
                int32_t *l_258 = &g_24[0];
                int32_t *l_259 = &l_187;
                int32_t *l_260[1][3];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 3; j++)
                        l_260[i][j] = &l_62;
                }
                l_68 = ((-1L) & g_208[1]);
                l_70 = ((safe_div_func_uint16_t_u_u((((safe_sub_func_uint32_t_u_u(((((((safe_rshift_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((((l_209[0][0] , g_24[3]) == (65534UL > (((*g_152) == (void*)0) , (*g_50)))) , (l_59 = (l_243 >= (safe_mul_func_int16_t_s_s((l_62 ^= 0xE894L), ((safe_lshift_func_uint8_t_u_u((((g_248 ^= 0x7E1A3AA631CA5A90LL) , l_216) >= p_5), 3)) ^ g_24[0])))))), 0x23L)), p_3)) || 0L) | g_57) , g_97) > (-10L)) || p_3), 0xEDE75B74L)) ^ 1L) | g_6), 0x4350L)) & g_211);
                l_261--;
                if (g_248)
                    goto lbl_264;
            }
            else
            { /* block id: 99 */
                if (l_216)
                    break;
            }
            for (l_62 = 3; (l_62 >= 0); l_62 -= 1)
            { /* block id: 104 */
                int32_t *l_266 = &l_68;
                int8_t **l_284 = &g_283;
                int32_t *l_287 = (void*)0;
                int32_t *l_288 = &l_216;
                int64_t *l_290 = &l_65;
                int i, j;
                (*g_265) = (*g_152);
                (*l_266) = p_3;
                (*l_288) |= (safe_mul_func_uint16_t_u_u(((((safe_add_func_int8_t_s_s((0xAD3B70B4B0661EEFLL ^ ((l_59 &= 0x86L) <= (safe_unary_minus_func_int32_t_s(((l_272[0] = l_272[0]) == &g_50))))), g_27[1][0])) <= l_215) <= (l_286[0][0] |= (l_285[1][0] |= (safe_div_func_int32_t_s_s((p_3 , (((*g_50) |= (((safe_mul_func_int16_t_s_s((safe_unary_minus_func_uint16_t_u(((g_24[3] ^ (((safe_rshift_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s(0xEB13L, 9)) & 0L), (*l_266))) | 0xE1E5L) != (*g_66))) == 0xEA2144E9L))), (*l_266))) , g_282) != l_284)) , 0x4D6970CDL)), p_5))))) || g_211), p_3));
                (*l_266) |= (!(((*l_290) = g_74) == p_5));
            }
            for (l_62 = 0; (l_62 <= 3); l_62 += 1)
            { /* block id: 118 */
                uint32_t l_291 = 0x30EF9576L;
                return l_291;
            }
            for (l_187 = 0; (l_187 <= 3); l_187 += 1)
            { /* block id: 123 */
                uint16_t **l_292 = &g_50;
                (*l_55) = l_292;
                l_216 = 0x5B3381A5L;
            }
        }
        g_330 = (((*l_161) = (safe_add_func_int64_t_s_s(g_208[5], ((*l_295)--)))) & (p_3 , (safe_div_func_int32_t_s_s((safe_mul_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s((safe_div_func_uint32_t_u_u(((safe_div_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((((((safe_sub_func_uint16_t_u_u((l_316[1][2] && (((safe_mul_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(((void*)0 == &g_208[1]), l_187)), ((g_61++) , ((safe_sub_func_uint16_t_u_u(l_65, l_54)) && ((l_272[0] = l_327) != (void*)0))))), l_209[0][2])) >= 0L) | p_4)), 4L)) & 0x6987D569L) , 0xA4L) < l_182) & 0xD27EC4DDAD7DD46ALL) || p_4), l_328[1][5])) > p_3), l_285[1][0])) && p_3), l_62)), (-1L))) || g_24[0]), p_4)), 11)) < p_3), l_328[1][5])), 0x797CCE52L))));
    }
    else
    { /* block id: 133 */
        int64_t l_331 = 0x3574DF4CCD762724LL;
        for (l_54 = 0; l_54 < 6; l_54 += 1)
        {
            l_60[l_54] = (void*)0;
        }
        return l_331;
    }
    return p_5;
}


/* ------------------------------------------ */
/* 
 * reads : g_24 g_27
 * writes: g_42 g_24 g_49
 */
static int32_t  func_7(int32_t  p_8, int32_t  p_9, uint16_t  p_10)
{ /* block id: 5 */
    int32_t *l_28[2];
    int8_t l_29 = 0xA5L;
    uint32_t l_30[1];
    const uint64_t l_37 = 0x59E6156CF859E226LL;
    uint16_t *l_47 = &g_42;
    uint16_t **l_46 = &l_47;
    uint16_t ***l_48[1][1];
    int i, j;
    for (i = 0; i < 2; i++)
        l_28[i] = &g_24[0];
    for (i = 0; i < 1; i++)
        l_30[i] = 1UL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_48[i][j] = &l_46;
    }
    l_30[0]++;
    for (p_9 = 0; (p_9 < 7); p_9 = safe_add_func_uint8_t_u_u(p_9, 9))
    { /* block id: 9 */
        uint8_t l_38 = 8UL;
        uint16_t *l_41 = &g_42;
        p_8 = (safe_lshift_func_int8_t_s_u(l_37, 4));
        l_38--;
        g_24[0] |= (((*l_41) = (p_10 || p_8)) , 0L);
        return g_27[1][0];
    }
    for (p_9 = 0; (p_9 >= 0); p_9 -= 1)
    { /* block id: 18 */
        uint16_t l_43 = 0xB0B4L;
        l_43++;
    }
    g_49 = l_46;
    return g_24[4];
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t  func_12(int8_t  p_13, int8_t  p_14, uint64_t  p_15, int16_t  p_16)
{ /* block id: 2 */
    uint32_t l_25 = 1UL;
    return l_25;
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
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_24[i], "g_24[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_27[i][j], "g_27[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_208[i], "g_208[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_211, "g_211", print_hash_value);
    transparent_crc(g_248, "g_248", print_hash_value);
    transparent_crc(g_330, "g_330", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_363[i], "g_363[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_365, "g_365", print_hash_value);
    transparent_crc(g_414, "g_414", print_hash_value);
    transparent_crc(g_439, "g_439", print_hash_value);
    transparent_crc(g_442, "g_442", print_hash_value);
    transparent_crc(g_489, "g_489", print_hash_value);
    transparent_crc(g_527, "g_527", print_hash_value);
    transparent_crc(g_547, "g_547", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_574[i], "g_574[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_575, "g_575", print_hash_value);
    transparent_crc(g_613, "g_613", print_hash_value);
    transparent_crc(g_687, "g_687", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 141
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

XXX max expression depth: 40
breakdown:
   depth: 1, occurrence: 86
   depth: 2, occurrence: 20
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 1
   depth: 24, occurrence: 2
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1
   depth: 27, occurrence: 4
   depth: 28, occurrence: 1
   depth: 29, occurrence: 2
   depth: 30, occurrence: 1
   depth: 31, occurrence: 1
   depth: 35, occurrence: 1
   depth: 37, occurrence: 1
   depth: 40, occurrence: 1

XXX total number of pointers: 170

XXX times a variable address is taken: 186
XXX times a pointer is dereferenced on RHS: 110
breakdown:
   depth: 1, occurrence: 94
   depth: 2, occurrence: 15
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 88
breakdown:
   depth: 1, occurrence: 86
   depth: 2, occurrence: 2
XXX times a pointer is compared with null: 11
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 1472

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 308
   level: 2, occurrence: 40
   level: 3, occurrence: 8
   level: 4, occurrence: 2
XXX number of pointers point to pointers: 68
XXX number of pointers point to scalars: 102
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.8
XXX average alias set size: 1.19

XXX times a non-volatile is read: 521
XXX times a non-volatile is write: 257
XXX times a volatile is read: 25
XXX    times read thru a pointer: 8
XXX times a volatile is write: 14
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 207
XXX percentage of non-volatile access: 95.2

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 87
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 15
   depth: 2, occurrence: 16
   depth: 3, occurrence: 46

XXX percentage a fresh-made variable is used: 18.3
XXX percentage an existing variable is used: 81.7
********************* end of statistics **********************/

