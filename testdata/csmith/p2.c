/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 2 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p2.c
 * Seed:      2
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile unsigned f0 : 15;
   signed f1 : 8;
   signed f2 : 10;
   volatile unsigned f3 : 14;
   const unsigned f4 : 5;
   volatile unsigned f5 : 8;
};

/* --- GLOBAL VARIABLES --- */
static int16_t g_14 = 0x697EL;
static int16_t g_49 = 0xDF2DL;
static uint16_t g_63 = 0UL;
static int16_t *g_66 = (void*)0;
static int8_t g_77 = (-1L);
static int32_t * volatile g_93 = (void*)0;/* VOLATILE GLOBAL g_93 */
static int32_t g_95 = 0x40E51693L;
static int32_t * volatile g_94 = &g_95;/* VOLATILE GLOBAL g_94 */
static volatile int32_t g_102[4][6] = {{0xAC803B8CL,0L,5L,5L,0L,0xAC803B8CL},{7L,0xAC803B8CL,5L,0xAC803B8CL,7L,7L},{0x1EA71B31L,0xAC803B8CL,0xAC803B8CL,0x1EA71B31L,0L,0x1EA71B31L},{0x1EA71B31L,0L,0x1EA71B31L,0xAC803B8CL,0xAC803B8CL,0x1EA71B31L}};
static volatile uint32_t g_105 = 0UL;/* VOLATILE GLOBAL g_105 */
static struct S0 g_108 = {49,13,6,40,4,8};/* VOLATILE GLOBAL g_108 */
static int32_t ** volatile g_118 = (void*)0;/* VOLATILE GLOBAL g_118 */
static uint8_t g_134 = 1UL;
static int32_t * volatile g_164 = &g_95;/* VOLATILE GLOBAL g_164 */
static volatile uint64_t g_194 = 18446744073709551615UL;/* VOLATILE GLOBAL g_194 */
static int32_t *g_200 = (void*)0;
static int32_t ** volatile g_199 = &g_200;/* VOLATILE GLOBAL g_199 */
static int32_t * volatile g_201 = &g_95;/* VOLATILE GLOBAL g_201 */
static volatile struct S0 g_206 = {7,14,-25,1,0,14};/* VOLATILE GLOBAL g_206 */
static int64_t g_235 = 0L;
static uint64_t g_237 = 1UL;
static uint32_t g_239 = 1UL;
static uint32_t g_260[5] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
static uint8_t g_270 = 0xA4L;
static uint32_t g_297 = 4294967292UL;
static int32_t * volatile g_321[3] = {&g_95,&g_95,&g_95};
static const volatile int32_t g_358[4] = {(-3L),(-3L),(-3L),(-3L)};
static volatile int8_t g_369 = 0xB5L;/* VOLATILE GLOBAL g_369 */
static struct S0 g_410 = {65,-9,-16,6,1,7};/* VOLATILE GLOBAL g_410 */
static int64_t g_420[3] = {(-4L),(-4L),(-4L)};
static int32_t ** volatile g_425 = (void*)0;/* VOLATILE GLOBAL g_425 */
static int32_t ** volatile g_426 = &g_200;/* VOLATILE GLOBAL g_426 */
static int32_t g_457 = 1L;
static int32_t ** volatile g_516 = &g_200;/* VOLATILE GLOBAL g_516 */
static int32_t ** volatile g_540 = &g_200;/* VOLATILE GLOBAL g_540 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22);
static int16_t  func_29(int64_t  p_30, uint32_t  p_31);
static int64_t  func_32(const int64_t  p_33, int32_t  p_34, const int16_t  p_35, uint32_t  p_36, int64_t  p_37);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_14 g_49 g_63 g_94 g_95 g_105 g_108 g_66 g_134 g_164 g_194 g_199 g_201 g_206 g_235 g_239 g_260 g_270 g_102 g_237 g_77 g_297 g_358 g_200 g_426 g_410.f1 g_420 g_410 g_457 g_369 g_516 g_540
 * writes: g_49 g_63 g_66 g_77 g_95 g_105 g_134 g_164 g_194 g_200 g_235 g_237 g_260 g_270 g_297 g_239 g_420 g_457
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int64_t l_38 = 0x44653FFD03B15A8DLL;
    uint64_t l_45 = 1UL;
    int16_t *l_48 = &g_49;
    int16_t l_50[5][1];
    int8_t l_534 = 0xE8L;
    int64_t l_535 = (-7L);
    int32_t *l_536 = (void*)0;
    int32_t *l_537[5][4] = {{(void*)0,&g_457,(void*)0,(void*)0},{&g_457,&g_457,&g_457,(void*)0},{(void*)0,&g_457,&g_457,(void*)0},{&g_457,(void*)0,&g_457,&g_457},{(void*)0,(void*)0,&g_457,(void*)0}};
    int32_t l_538 = 3L;
    int32_t *l_539 = (void*)0;
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
            l_50[i][j] = 0x8BD2L;
    }
    l_538 = (((safe_mul_func_uint8_t_u_u((safe_add_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_s(g_14, ((safe_mod_func_int32_t_s_s(g_14, ((((func_17((((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(0x0B28L, func_29(func_32(g_14, l_38, g_14, (safe_mul_func_int16_t_s_s(((*l_48) = (l_38 < ((safe_add_func_int16_t_s_s(((((safe_div_func_int16_t_s_s((l_45 , (((safe_mul_func_uint16_t_u_u(65535UL, l_45)) , l_38) != l_38)), 65535UL)) & l_38) | 0xA06C0F1A0197CBB4LL) >= g_14), l_38)) == g_14))), g_14)), l_50[0][0]), l_45))) != 0x7357L), 65532UL)), g_14)) == g_410.f1) && 0UL), l_50[2][0], l_38, g_420[2], g_410.f1) , 0xCD86L) == 0UL) ^ 0x4F28L) , l_50[1][0]))) | l_534))), l_535)), l_50[0][0])) != l_50[2][0]), 7)), g_410.f1)), g_108.f1)) <= 0x0EBF4864FDC83510LL) , 0L);
    (*g_540) = l_539;
    return g_420[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_95 g_297 g_49 g_410 g_63 g_420 g_199 g_200 g_457 g_239 g_237 g_102 g_108 g_77 g_369 g_206.f3 g_66 g_516 g_358 g_260 g_94
 * writes: g_95 g_297 g_420 g_237 g_63 g_457 g_200
 */
static int32_t  func_17(uint64_t  p_18, uint32_t  p_19, int8_t  p_20, const int16_t  p_21, int32_t  p_22)
{ /* block id: 162 */
    uint32_t l_441 = 0x94F28E4CL;
    int32_t l_455 = (-9L);
    int32_t l_458 = 7L;
    uint8_t *l_467 = &g_270;
    int16_t * const l_488[3][5] = {{&g_49,&g_49,&g_49,&g_49,&g_49},{&g_49,&g_49,&g_49,&g_49,&g_49},{&g_49,&g_49,&g_49,&g_49,&g_49}};
    int i, j;
    for (g_95 = 0; (g_95 >= 28); g_95 = safe_add_func_int16_t_s_s(g_95, 2))
    { /* block id: 165 */
        int64_t l_459 = 0x05C481B2CB0F2798LL;
        int16_t *l_486 = (void*)0;
        int32_t l_495 = 7L;
        int32_t l_514 = (-8L);
        for (g_297 = 0; (g_297 == 54); g_297 = safe_add_func_int16_t_s_s(g_297, 8))
        { /* block id: 168 */
            uint8_t *l_453 = (void*)0;
            int64_t *l_454[2][4] = {{&g_420[0],&g_420[2],&g_420[2],&g_420[0]},{&g_420[2],&g_420[0],&g_420[2],&g_420[2]}};
            int32_t *l_456[2];
            int i, j;
            for (i = 0; i < 2; i++)
                l_456[i] = &g_457;
            l_459 = (~(safe_div_func_int32_t_s_s((l_458 |= ((g_49 | (g_410 , (p_21 & (l_441 = g_63)))) >= (((((((((safe_sub_func_int64_t_s_s((g_420[1] = (((safe_rshift_func_int16_t_s_u((safe_add_func_int64_t_s_s(p_18, (safe_mul_func_uint16_t_u_u(((((!g_420[2]) < (1UL == (safe_lshift_func_int8_t_s_u(((l_453 != (void*)0) || 0x98363495F7AF6C17LL), g_410.f4)))) >= p_22) & 65531UL), 0xD898L)))), 2)) ^ p_21) != p_22)), 0x420147CAB0A36829LL)) == 0x30L) && l_455) <= 254UL) , (void*)0) == &g_77) , p_22) >= p_18) || (-3L)))), 3L)));
        }
        for (p_22 = 0; (p_22 >= 3); p_22 = safe_add_func_uint8_t_u_u(p_22, 2))
        { /* block id: 176 */
            int16_t l_464[3][2];
            int32_t *l_470 = &l_458;
            int16_t **l_487 = &l_486;
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_464[i][j] = (-6L);
            }
            (*l_470) &= ((safe_mul_func_uint16_t_u_u(1UL, (9L < ((p_18 , (l_464[1][1] >= ((safe_add_func_int64_t_s_s(((void*)0 != l_467), p_21)) ^ (safe_mod_func_uint64_t_u_u(((*g_199) == (void*)0), g_457))))) >= p_19)))) <= g_239);
            for (g_237 = 0; (g_237 <= 3); g_237 += 1)
            { /* block id: 180 */
                uint16_t *l_480 = (void*)0;
                uint16_t *l_481 = &g_63;
                int i, j;
                g_457 |= ((+(((safe_unary_minus_func_int8_t_s((+(safe_sub_func_int32_t_s_s(0xF12EBC4DL, ((safe_rshift_func_uint8_t_u_u((((g_102[g_237][(g_237 + 2)] , (0xFC31L || (((g_108 , g_410) , (safe_rshift_func_int8_t_s_u(g_102[g_237][(g_237 + 1)], 6))) <= ((*l_481) = (((((l_458 , &p_21) != (void*)0) | 0L) == 0x8CL) , g_108.f1))))) && 0x78L) || g_102[g_237][(g_237 + 1)]), p_20)) == l_455)))))) <= 0x7EEAL) <= 0x54E17701155FF02BLL)) == g_77);
            }
            if ((safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s((g_369 && ((l_459 >= (-1L)) == (((*l_487) = l_486) != l_488[1][0]))), 4)), ((2UL != (safe_lshift_func_uint8_t_u_s(((-3L) && (((*l_470) ^ (safe_lshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_u(l_458, 15)), 5))) && g_420[0])), l_459))) <= p_19))))
            { /* block id: 185 */
                int32_t l_498 = 0x57BF378EL;
                int32_t **l_515 = (void*)0;
                if (l_495)
                    break;
                l_495 &= (safe_div_func_int8_t_s_s((p_20 != (l_498 , (((+(safe_sub_func_int16_t_s_s((((((((safe_sub_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((*l_470), 8)), (0xAF0863EA298D6119LL & (safe_rshift_func_uint16_t_u_u((safe_div_func_int32_t_s_s((safe_mul_func_int16_t_s_s(((p_18 >= ((*l_470) | (*l_470))) < (safe_sub_func_uint32_t_u_u((p_21 < p_18), 6L))), (-4L))), l_498)), l_514))))) && g_206.f3) < (*g_200)) | 0x66L) | (*g_66)) != (*g_66)) <= p_21), l_498))) , p_19) < p_22))), p_19));
                (*g_516) = &l_495;
                (*l_470) &= ((g_358[1] , ((((safe_mod_func_uint8_t_u_u(p_18, (safe_sub_func_int8_t_s_s((((safe_unary_minus_func_uint8_t_u((safe_mod_func_uint16_t_u_u(((((p_21 >= 0xC293L) , (safe_sub_func_int16_t_s_s(((safe_mod_func_int64_t_s_s(l_459, ((!(safe_sub_func_uint32_t_u_u(((*g_66) ^ (((safe_div_func_int8_t_s_s(p_18, ((!(1UL && (-1L))) , g_102[0][2]))) != (*g_66)) != 1UL)), (*g_200)))) || g_102[0][2]))) & p_18), 0L))) | 0x55882E92L) == p_19), (*g_66))))) , p_22) & 0L), g_77)))) == g_260[2]) && (-5L)) != g_420[2])) || 0x78CD3082L);
            }
            else
            { /* block id: 190 */
                (*l_470) = (p_20 ^ l_458);
            }
            return (*g_94);
        }
    }
    return l_455;
}


/* ------------------------------------------ */
/* 
 * reads : g_426
 * writes: g_200
 */
static int16_t  func_29(int64_t  p_30, uint32_t  p_31)
{ /* block id: 158 */
    int32_t **l_424 = (void*)0;
    int32_t *l_427 = (void*)0;
    int32_t *l_428 = (void*)0;
    int32_t *l_429[6] = {&g_95,&g_95,&g_95,&g_95,&g_95,&g_95};
    int32_t l_430 = 0xBBDCE94BL;
    uint64_t l_431 = 0xB88B880659D250D3LL;
    int i;
    (*g_426) = &g_95;
    l_431++;
    return p_31;
}


/* ------------------------------------------ */
/* 
 * reads : g_49 g_14 g_63 g_94 g_95 g_105 g_108 g_66 g_134 g_164 g_194 g_199 g_201 g_206 g_235 g_239 g_260 g_270 g_102 g_237 g_77 g_297 g_358 g_200
 * writes: g_63 g_66 g_77 g_95 g_49 g_105 g_134 g_164 g_194 g_200 g_235 g_237 g_260 g_270 g_297 g_239
 */
static int64_t  func_32(const int64_t  p_33, int32_t  p_34, const int16_t  p_35, uint32_t  p_36, int64_t  p_37)
{ /* block id: 2 */
    const uint32_t l_57 = 4294967295UL;
    const int16_t *l_58 = &g_49;
    uint16_t *l_62 = &g_63;
    int16_t *l_65 = &g_49;
    int16_t **l_64[6][4] = {{&l_65,(void*)0,(void*)0,&l_65},{&l_65,(void*)0,(void*)0,&l_65},{&l_65,(void*)0,(void*)0,&l_65},{&l_65,(void*)0,(void*)0,&l_65},{&l_65,(void*)0,(void*)0,&l_65},{&l_65,(void*)0,(void*)0,&l_65}};
    int8_t l_73 = (-1L);
    int32_t l_100 = 0x796224A1L;
    int32_t l_101 = 1L;
    int32_t l_170 = (-1L);
    int32_t l_181 = 0x7DB42F05L;
    int32_t l_186 = (-5L);
    int32_t l_188 = (-1L);
    int32_t l_189 = 0x1782160FL;
    int32_t l_191 = 1L;
    int32_t l_192 = 0xF838165EL;
    int32_t l_193 = 1L;
    uint64_t l_263 = 2UL;
    int64_t *l_320 = &g_235;
    int32_t *l_322[6] = {&l_100,&l_100,&l_100,&l_100,&l_100,&l_100};
    uint16_t l_381 = 0UL;
    int i, j;
    if (((safe_mul_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_s((safe_mul_func_int16_t_s_s((l_57 >= ((g_66 = (((l_58 == (void*)0) | (safe_add_func_uint16_t_u_u(g_49, ((*l_62) = ((safe_unary_minus_func_uint8_t_u(p_35)) | (&g_49 == (void*)0)))))) , l_62)) == (void*)0)), 0x6396L)), l_57)) , g_49) < l_57), 0xFAADL)) , 0L))
    { /* block id: 5 */
        int16_t **l_88 = &g_66;
        int32_t l_90 = 5L;
        int32_t l_91 = 0x92EEDB0EL;
        int32_t l_103 = 0x92311C7DL;
        int16_t **l_138 = &g_66;
        int16_t **l_163 = &l_65;
        int32_t *l_171 = &l_101;
        int32_t *l_172 = (void*)0;
        int32_t *l_173 = &g_95;
        int32_t *l_174 = (void*)0;
        int32_t *l_175 = (void*)0;
        int32_t *l_176 = &l_100;
        int32_t *l_177 = &l_103;
        int32_t *l_178 = &l_101;
        int32_t *l_179 = &l_91;
        int32_t *l_180 = &l_101;
        int32_t *l_182 = &l_181;
        int32_t *l_183 = &l_103;
        int32_t *l_184 = &l_181;
        int32_t *l_185[3];
        int32_t l_187 = 0xEEE56F2AL;
        int16_t l_190 = (-1L);
        int i;
        for (i = 0; i < 3; i++)
            l_185[i] = (void*)0;
        if (p_36)
        { /* block id: 6 */
            int8_t *l_76 = &g_77;
            int16_t ***l_89 = &l_64[2][2];
            int32_t l_92 = (-4L);
            int32_t l_104 = 0xD2D86EA7L;
            int32_t *l_120[1][5] = {{&l_92,&l_92,&l_92,&l_92,&l_92}};
            int32_t **l_119 = &l_120[0][1];
            uint8_t *l_133 = &g_134;
            int i, j;
            (*g_94) |= (((0x097E410F71350D55LL | (safe_mul_func_int16_t_s_s((!((safe_rshift_func_int8_t_s_u((!(l_73 | (((safe_lshift_func_int8_t_s_s(((*l_76) = p_34), (safe_rshift_func_uint16_t_u_s(0xF1BEL, (l_91 ^= (safe_mod_func_uint16_t_u_u((&l_73 != (void*)0), (safe_sub_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_div_func_int8_t_s_s(((((*l_89) = l_88) != (void*)0) && g_14), g_63)), l_90)) <= 0x9D44E4153CDCE3FFLL), 0x86E024B17358D0DDLL))))))))) | l_73) >= l_92))), g_63)) == p_34)), 1L))) || l_92) && g_63);
            for (g_49 = (-6); (g_49 != (-3)); g_49 = safe_add_func_uint64_t_u_u(g_49, 3))
            { /* block id: 13 */
                int32_t *l_98[4];
                int32_t l_99 = 0xDFCA599FL;
                int i;
                for (i = 0; i < 4; i++)
                    l_98[i] = &l_91;
                if ((*g_94))
                    break;
                --g_105;
                g_95 &= (g_108 , (((*g_66) |= l_101) <= (p_36 >= ((p_34 || (safe_sub_func_int16_t_s_s((+(0UL ^ (safe_add_func_int32_t_s_s(l_101, (0xF2L || ((*l_76) = ((l_100 = (safe_add_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(p_34, p_35)), g_108.f3))) >= 0L))))))), 1UL))) > p_34))));
            }
            (*l_119) = &l_104;
            if ((p_33 , (((g_14 | (safe_lshift_func_int16_t_s_s(1L, ((((safe_sub_func_int32_t_s_s((l_91 ^ ((g_95 < (safe_sub_func_int8_t_s_s(p_37, g_108.f1))) , ((*l_133) = (safe_lshift_func_int16_t_s_s(((g_108.f5 , ((safe_div_func_int8_t_s_s((safe_add_func_int8_t_s_s(0x96L, p_34)), g_108.f5)) ^ g_108.f2)) ^ p_35), 1))))), g_108.f1)) && g_14) , p_36) && p_35)))) > p_34) , (*g_94))))
            { /* block id: 23 */
                int32_t l_135 = 7L;
                return l_135;
            }
            else
            { /* block id: 25 */
                (*l_119) = &l_101;
                (**l_119) |= 0x9D1F70EAL;
                (**l_119) = l_90;
            }
        }
        else
        { /* block id: 30 */
            int16_t ***l_136 = (void*)0;
            int16_t ***l_137[4][3];
            uint8_t *l_161 = &g_134;
            int32_t l_162[4][5] = {{0xA18BD6C3L,1L,0xA18BD6C3L,0xA18BD6C3L,1L},{1L,0xA18BD6C3L,0xA18BD6C3L,1L,0xA18BD6C3L},{1L,1L,0L,1L,1L},{0xA18BD6C3L,1L,0xA18BD6C3L,0xA18BD6C3L,1L}};
            int32_t *l_165 = &g_95;
            int32_t **l_166 = (void*)0;
            int32_t **l_167[2][2] = {{&l_165,&l_165},{&l_165,&l_165}};
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 3; j++)
                    l_137[i][j] = (void*)0;
            }
            (*g_164) = (((l_138 = (l_88 = l_88)) == ((safe_lshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s(l_101, ((p_35 <= (0UL || (~(safe_mod_func_int16_t_s_s((safe_add_func_int16_t_s_s(((safe_add_func_int16_t_s_s((l_162[2][4] ^= ((safe_mod_func_uint8_t_u_u(((*l_161) = (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((l_100 < ((p_36 >= (((safe_lshift_func_uint8_t_u_u((safe_sub_func_int16_t_s_s((-3L), ((+g_108.f4) & l_101))), 6)) || p_35) , 2L)) >= 0x7D0CF733L)) | 18446744073709551609UL), g_134)), (*g_66)))), l_57)) <= (-3L))), (*g_66))) , 0x8ACBL), (-1L))), p_34))))) , l_162[1][3]))), p_36)) , l_163)) < 4L);
            (*l_165) = 6L;
            g_164 = &l_90;
            for (g_49 = (-2); (g_49 < (-28)); g_49 = safe_sub_func_int16_t_s_s(g_49, 3))
            { /* block id: 40 */
                return l_170;
            }
        }
        g_194--;
        for (l_103 = 13; (l_103 >= 9); l_103--)
        { /* block id: 47 */
            (*g_199) = &p_34;
        }
    }
    else
    { /* block id: 50 */
        int32_t **l_211 = &g_200;
        int32_t **l_212 = &g_200;
        int64_t l_238 = (-3L);
        int32_t l_249 = 0L;
        int32_t l_251[4];
        int i;
        for (i = 0; i < 4; i++)
            l_251[i] = 3L;
lbl_266:
        (*g_201) = (*g_94);
        for (l_188 = (-24); (l_188 >= (-17)); l_188++)
        { /* block id: 54 */
            int32_t **l_210 = &g_200;
            int32_t ***l_209[6] = {&l_210,&l_210,&l_210,&l_210,&l_210,&l_210};
            uint8_t *l_295 = (void*)0;
            int i;
            if ((safe_div_func_int16_t_s_s((65530UL != ((*l_62) = (g_206 , (safe_sub_func_int8_t_s_s((g_108.f2 == l_101), ((l_211 = (void*)0) == l_212)))))), (safe_div_func_int16_t_s_s(((*l_65) = (safe_mod_func_int64_t_s_s((g_14 >= ((l_170 < ((~(l_192 = (&g_134 != (void*)0))) && p_35)) , (-9L))), 0xEAC0BEA8BFED9C38LL))), 0x2C64L)))))
            { /* block id: 59 */
                int32_t l_225 = 0x202E0D29L;
                int8_t *l_229 = &g_77;
                int8_t **l_228 = &l_229;
                int64_t *l_234 = &g_235;
                uint64_t *l_236 = &g_237;
                l_181 = (safe_sub_func_uint32_t_u_u((safe_div_func_int8_t_s_s((&g_77 == (void*)0), (((+(safe_lshift_func_int16_t_s_s(p_36, 9))) >= (l_238 &= ((l_225 == (((((*l_228) = &g_77) != (void*)0) , (((((*l_236) = (safe_rshift_func_uint8_t_u_u(0xCAL, ((((safe_div_func_int64_t_s_s(g_108.f3, ((*l_234) |= ((p_36 == g_108.f4) >= 0x18L)))) < p_34) || g_206.f2) > 0x58L)))) != 3L) ^ l_181) & p_33)) == 0UL)) & p_36))) , g_239))), g_63));
            }
            else
            { /* block id: 65 */
                uint16_t l_246 = 0x755EL;
                int32_t l_250 = 0L;
                int32_t l_252 = 0xA01408C7L;
                int32_t l_253 = 0x98625479L;
                int32_t l_254 = 0xB4F79F91L;
                int32_t l_255 = 0x9D877C5EL;
                int32_t l_256 = 0x359ED160L;
                int32_t l_257 = 0L;
                int32_t l_258 = 1L;
                int32_t l_259[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_259[i] = 0xB9F66EA2L;
                l_249 = (safe_div_func_int16_t_s_s((&g_134 != (void*)0), (safe_div_func_int32_t_s_s(((*g_201) = (safe_rshift_func_int16_t_s_s(l_246, (0xA1F4L ^ (safe_sub_func_uint64_t_u_u(l_189, g_105)))))), 0xB078A46EL))));
                ++g_260[2];
                l_263++;
            }
            for (g_235 = 0; (g_235 <= 3); g_235 += 1)
            { /* block id: 73 */
                if (g_49)
                    goto lbl_266;
            }
            for (l_191 = 0; (l_191 < 17); ++l_191)
            { /* block id: 78 */
                int64_t l_269[2];
                int16_t * const *l_282 = &l_65;
                uint32_t *l_296 = &g_297;
                int8_t *l_298[4][6] = {{&l_73,&g_77,&l_73,&g_77,&l_73,&g_77},{&l_73,&g_77,&l_73,&g_77,&l_73,&g_77},{&l_73,&g_77,&l_73,&g_77,&l_73,&g_77},{&l_73,&g_77,&l_73,&g_77,&l_73,&g_77}};
                int32_t l_299 = 0x1789FE7AL;
                int i, j;
                for (i = 0; i < 2; i++)
                    l_269[i] = 0x7D68A634A9BD93B3LL;
                ++g_270;
                l_299 ^= (((safe_mul_func_int16_t_s_s((((**l_282) = (((&g_49 == (void*)0) >= g_102[1][4]) ^ (safe_add_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(p_33, (g_77 = ((safe_unary_minus_func_int32_t_s((((void*)0 == l_282) == ((*l_296) = (safe_mul_func_uint16_t_u_u(((((((safe_lshift_func_uint8_t_u_s((((((safe_sub_func_uint16_t_u_u(p_35, (safe_mul_func_uint16_t_u_u(((((safe_sub_func_int8_t_s_s((0x0086L == (l_295 == (void*)0)), p_36)) ^ 0L) | g_239) , g_237), p_35)))) & (-1L)) ^ p_34) , g_237) >= p_35), p_37)) || p_35) , 0xAE16F5C8L) , (-1L)) <= g_239) , p_37), 8UL)))))) >= (*g_66))))), 2)), p_36)))) && g_239), 1L)) , 0x9B9EE405L) & g_270);
            }
            for (l_101 = (-3); (l_101 > 0); l_101++)
            { /* block id: 87 */
                p_34 &= (*g_164);
            }
        }
    }
    for (g_77 = 0; (g_77 > 29); g_77 = safe_add_func_int32_t_s_s(g_77, 4))
    { /* block id: 94 */
        uint32_t *l_314 = &g_297;
        for (l_170 = 15; (l_170 >= 8); l_170 = safe_sub_func_uint64_t_u_u(l_170, 3))
        { /* block id: 97 */
            uint8_t l_315 = 0xF3L;
            if (((255UL | (g_270 , (safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(0L, 8)), (*g_66))), p_37)))) <= (((void*)0 != l_314) < (-1L))))
            { /* block id: 98 */
                return l_315;
            }
            else
            { /* block id: 100 */
                return l_315;
            }
        }
    }
lbl_423:
    p_34 = (safe_div_func_int16_t_s_s((safe_mod_func_int64_t_s_s(p_33, ((*l_320) = 0x06C6AAB39F8D692ELL))), g_95));
    for (g_239 = 0; (g_239 <= 2); g_239 += 1)
    { /* block id: 109 */
        uint64_t l_337 = 0x2809EB3430D3C639LL;
        int32_t **l_343 = &g_200;
        int32_t ***l_342 = &l_343;
        int32_t l_359 = (-8L);
        int32_t l_365 = (-1L);
        int32_t l_366 = 0x95139A6BL;
        int32_t l_367 = 0L;
        int32_t l_368 = 1L;
        int32_t l_372 = 0x047BB794L;
        int32_t l_373 = 0xAD8C169CL;
        int32_t l_375[5][5] = {{0L,1L,0L,0L,1L},{1L,0L,0L,1L,0L},{1L,1L,1L,1L,1L},{0L,1L,0L,0L,1L},{1L,0L,0L,1L,0L}};
        const int32_t l_393 = 0x025D45A8L;
        int i, j;
        if ((safe_add_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s((*g_66), 12)), p_34)))
        { /* block id: 110 */
            int16_t l_352 = (-1L);
            uint16_t * const l_356 = &g_63;
            int32_t l_362 = (-1L);
            int32_t l_364 = 0x7EAE8128L;
            int32_t l_370 = (-7L);
            int32_t l_371 = 0L;
            int32_t l_374 = (-1L);
            int32_t l_376 = 1L;
            int32_t l_377 = 1L;
            int32_t l_378 = 0x0145DC0BL;
            int32_t l_379 = 0x7B412A56L;
            int32_t l_380 = 4L;
            int i;
            if (p_37)
            { /* block id: 111 */
                uint32_t *l_331 = (void*)0;
                uint32_t *l_332 = &g_297;
                int32_t l_338 = (-1L);
                p_34 = ((*g_94) &= (safe_div_func_int8_t_s_s(p_36, (safe_add_func_uint32_t_u_u((++(*l_332)), (safe_add_func_int8_t_s_s(l_337, l_338)))))));
                if (l_338)
                    break;
            }
            else
            { /* block id: 116 */
                uint32_t *l_340 = (void*)0;
                uint32_t *l_341 = &g_297;
                int32_t l_353 = 0xCA91A60AL;
                uint64_t *l_357 = (void*)0;
                int32_t l_360 = 0xD750D038L;
                int32_t l_361 = 0x2454B516L;
                int32_t l_363[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_363[i] = (-1L);
                (*g_94) = ((g_108.f2 < (safe_unary_minus_func_int16_t_s(0xE04EL))) , ((((*l_341) &= p_36) && ((((l_342 == &g_118) ^ (safe_mod_func_uint64_t_u_u((g_237 &= ((safe_div_func_int32_t_s_s((safe_div_func_uint32_t_u_u(((safe_div_func_uint16_t_u_u(l_352, l_353)) == 9UL), (((((safe_sub_func_int16_t_s_s(((void*)0 == l_356), 0x5EF2L)) , 0x0D98853547FC097CLL) <= p_33) && 1L) , 4294967290UL))), (-6L))) , p_35)), 0xD462EF8245736F65LL))) != p_35) && g_206.f2)) , g_358[3]));
                --l_381;
            }
        }
        else
        { /* block id: 122 */
            int32_t *l_384 = &l_186;
            (*l_343) = l_384;
            if ((***l_342))
                continue;
            (**l_342) = (l_384 = (*g_199));
        }
        (**l_342) = &l_101;
        l_322[4] = &p_34;
        if (((1UL <= ((safe_div_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_u(((l_393 ^ g_77) >= (((void*)0 != &p_36) ^ p_35)), (safe_mul_func_int16_t_s_s((safe_unary_minus_func_int64_t_s((safe_lshift_func_int8_t_s_u(((-5L) ^ ((g_108 , (safe_lshift_func_int16_t_s_s(p_33, 10))) >= (-1L))), 1)))), 0xC25BL)))), p_36)), 252UL)), 0xA0L)) < p_33)) & g_239))
        { /* block id: 130 */
            (**l_343) = p_34;
        }
        else
        { /* block id: 132 */
            uint64_t l_403 = 5UL;
            int32_t l_417 = 0xA3E044CEL;
            p_34 &= (**g_199);
            for (g_95 = 0; (g_95 < 7); g_95++)
            { /* block id: 136 */
                uint8_t *l_406 = (void*)0;
                uint8_t *l_407 = &g_134;
                uint32_t *l_415 = (void*)0;
                uint32_t *l_416[5][4];
                int32_t l_418 = 0x4D34D7A4L;
                int64_t *l_419 = &g_420[2];
                int i, j;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_416[i][j] = (void*)0;
                }
                l_403++;
            }
            (*l_343) = &p_34;
            if (p_34)
            { /* block id: 147 */
                if (g_63)
                    goto lbl_423;
                l_322[4] = ((**l_342) = (void*)0);
            }
            else
            { /* block id: 151 */
                l_417 = p_34;
                return p_34;
            }
        }
    }
    return g_260[2];
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
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_102[i][j], "g_102[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_108.f0, "g_108.f0", print_hash_value);
    transparent_crc(g_108.f1, "g_108.f1", print_hash_value);
    transparent_crc(g_108.f2, "g_108.f2", print_hash_value);
    transparent_crc(g_108.f3, "g_108.f3", print_hash_value);
    transparent_crc(g_108.f4, "g_108.f4", print_hash_value);
    transparent_crc(g_108.f5, "g_108.f5", print_hash_value);
    transparent_crc(g_134, "g_134", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    transparent_crc(g_206.f0, "g_206.f0", print_hash_value);
    transparent_crc(g_206.f1, "g_206.f1", print_hash_value);
    transparent_crc(g_206.f2, "g_206.f2", print_hash_value);
    transparent_crc(g_206.f3, "g_206.f3", print_hash_value);
    transparent_crc(g_206.f4, "g_206.f4", print_hash_value);
    transparent_crc(g_206.f5, "g_206.f5", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_237, "g_237", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_260[i], "g_260[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_270, "g_270", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_358[i], "g_358[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_369, "g_369", print_hash_value);
    transparent_crc(g_410.f0, "g_410.f0", print_hash_value);
    transparent_crc(g_410.f1, "g_410.f1", print_hash_value);
    transparent_crc(g_410.f2, "g_410.f2", print_hash_value);
    transparent_crc(g_410.f3, "g_410.f3", print_hash_value);
    transparent_crc(g_410.f4, "g_410.f4", print_hash_value);
    transparent_crc(g_410.f5, "g_410.f5", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_420[i], "g_420[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_457, "g_457", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 113
   depth: 1, occurrence: 3
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 6
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 3
XXX structs with bitfields in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX full-bitfields structs in the program: 3
breakdown:
   indirect level: 0, occurrence: 3
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 7
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 21

XXX max expression depth: 47
breakdown:
   depth: 1, occurrence: 91
   depth: 2, occurrence: 18
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 6, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 12, occurrence: 1
   depth: 16, occurrence: 2
   depth: 17, occurrence: 1
   depth: 18, occurrence: 2
   depth: 21, occurrence: 2
   depth: 23, occurrence: 2
   depth: 24, occurrence: 1
   depth: 26, occurrence: 2
   depth: 30, occurrence: 2
   depth: 36, occurrence: 1
   depth: 47, occurrence: 1

XXX total number of pointers: 94

XXX times a variable address is taken: 110
XXX times a pointer is dereferenced on RHS: 28
breakdown:
   depth: 1, occurrence: 25
   depth: 2, occurrence: 2
   depth: 3, occurrence: 1
XXX times a pointer is dereferenced on LHS: 48
breakdown:
   depth: 1, occurrence: 41
   depth: 2, occurrence: 7
XXX times a pointer is compared with null: 15
XXX times a pointer is compared with address of another variable: 1
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 1338

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 121
   level: 2, occurrence: 30
   level: 3, occurrence: 7
XXX number of pointers point to pointers: 27
XXX number of pointers point to scalars: 67
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 35.1
XXX average alias set size: 1.21

XXX times a non-volatile is read: 312
XXX times a non-volatile is write: 146
XXX times a volatile is read: 26
XXX    times read thru a pointer: 0
XXX times a volatile is write: 13
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 1.17e+03
XXX percentage of non-volatile access: 92.2

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 86
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 12
   depth: 2, occurrence: 28
   depth: 3, occurrence: 33

XXX percentage a fresh-made variable is used: 19
XXX percentage an existing variable is used: 81
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

