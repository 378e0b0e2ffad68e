/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 7 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p7.c
 * Seed:      7
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   int64_t  f0;
   volatile int32_t  f1;
   volatile uint8_t  f2;
   const volatile int32_t  f3;
};

union U1 {
   signed f0 : 2;
};

union U2 {
   uint32_t  f0;
};

union U3 {
   volatile uint32_t  f0;
   const volatile int64_t  f1;
   uint32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static uint64_t g_2 = 0x1009D434678DC2A8LL;
static int16_t g_15 = 1L;
static int16_t g_17 = 0x3826L;
static uint32_t g_38 = 0x6EA1325AL;
static uint32_t g_40 = 0UL;
static int32_t g_42[2][2] = {{0xFF905219L,0xFF905219L},{0xFF905219L,0xFF905219L}};
static int32_t *g_44 = (void*)0;
static int32_t ** volatile g_43 = &g_44;/* VOLATILE GLOBAL g_43 */
static int16_t g_50 = 8L;
static volatile union U3 g_51 = {0x3E16851CL};/* VOLATILE GLOBAL g_51 */
static uint8_t g_60 = 0x27L;
static int16_t g_79 = (-1L);
static volatile union U3 g_84 = {18446744073709551614UL};/* VOLATILE GLOBAL g_84 */
static uint16_t g_86[5] = {0x38DBL,0x38DBL,0x38DBL,0x38DBL,0x38DBL};
static int32_t g_89[4] = {0L,0L,0L,0L};
static int32_t g_91[2][6] = {{0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL},{0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL,0x536F110BL}};
static union U0 g_92 = {0x8274657C2A8B70F5LL};/* VOLATILE GLOBAL g_92 */
static union U0 g_117 = {-7L};/* VOLATILE GLOBAL g_117 */
static int8_t g_123 = 0x54L;
static int32_t g_126 = 0x01D27E8BL;
static union U1 g_128 = {0x062075E4L};
static union U1 *g_130 = (void*)0;
static union U1 ** volatile g_129 = &g_130;/* VOLATILE GLOBAL g_129 */
static int8_t g_175 = 0L;
static uint8_t g_210[4] = {6UL,6UL,6UL,6UL};
static union U0 g_213[6][3] = {{{-1L},{0L},{0L}},{{-1L},{0L},{0L}},{{-1L},{0L},{0L}},{{-1L},{0L},{0L}},{{-1L},{0L},{0L}},{{-1L},{0L},{0L}}};
static int8_t *g_233 = &g_175;
static volatile union U2 g_249 = {4294967288UL};/* VOLATILE GLOBAL g_249 */
static const volatile union U3 g_252 = {0x8B11CE97L};/* VOLATILE GLOBAL g_252 */
static int64_t g_255 = (-10L);
static union U0 *g_257 = &g_117;
static union U0 **g_256 = &g_257;
static uint16_t g_262 = 0x8B19L;
static const int8_t g_263 = 6L;
static uint64_t g_269 = 18446744073709551615UL;
static int32_t g_272 = 0x69A7FB02L;
static uint64_t g_273 = 1UL;
static uint8_t *g_278 = &g_210[2];
static union U3 g_295 = {1UL};/* VOLATILE GLOBAL g_295 */
static union U1 g_317 = {0xE195E1BCL};
static union U1 g_320 = {9L};
static union U1 * const g_319 = &g_320;
static union U1 * const *g_318 = &g_319;
static volatile int8_t * volatile ** const g_377[2] = {(void*)0,(void*)0};
static uint16_t g_403 = 0xFB94L;
static union U2 g_407 = {4294967294UL};
static int32_t **g_518 = &g_44;
static volatile uint8_t **g_535 = (void*)0;
static volatile uint8_t *** volatile g_534 = &g_535;/* VOLATILE GLOBAL g_534 */


/* --- FORWARD DECLARATIONS --- */
static union U1  func_1(void);
static uint64_t  func_3(uint8_t  p_4, const int32_t  p_5, uint8_t  p_6, uint32_t  p_7, const union U2  p_8);
static uint32_t  func_27(int16_t * p_28);
static union U0  func_29(uint32_t  p_30, uint32_t  p_31);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_17 g_43 g_42 g_51 g_60 g_79 g_84 g_44 g_89 g_92 g_38 g_84.f0 g_117 g_91 g_84.f2 g_92.f0 g_86 g_126 g_129 g_117.f2 g_123 g_40 g_175 g_210 g_128 g_213 g_213.f2 g_233 g_249 g_252 g_255 g_256 g_262 g_263 g_50 g_213.f1 g_269 g_272 g_273 g_117.f1 g_15 g_278 g_213.f0 g_213.f3 g_92.f1 g_117.f3 g_377 g_128.f0 g_117.f0 g_320.f0 g_403 g_317.f0 g_407 g_407.f0 g_318 g_319 g_320 g_534
 * writes: g_15 g_17 g_38 g_40 g_44 g_50 g_79 g_42 g_89 g_91 g_60 g_123 g_126 g_130 g_86 g_175 g_210 g_233 g_213.f0 g_2 g_262 g_269 g_272 g_278 g_255 g_92.f0 g_318 g_320.f0 g_403 g_407.f0 g_518 g_534 g_256
 */
static union U1  func_1(void)
{ /* block id: 0 */
    int32_t l_9 = 0x54671013L;
    int16_t *l_14 = &g_15;
    int16_t *l_16[5][4] = {{(void*)0,(void*)0,&g_17,(void*)0},{(void*)0,&g_17,&g_17,(void*)0},{&g_17,(void*)0,&g_17,&g_17},{(void*)0,(void*)0,&g_17,(void*)0},{(void*)0,&g_17,&g_17,(void*)0}};
    int32_t l_36 = 0L;
    uint32_t *l_37 = &g_38;
    uint32_t *l_39 = &g_40;
    int8_t *l_174[4] = {&g_175,&g_175,&g_175,&g_175};
    const union U2 l_176 = {0UL};
    uint64_t *l_265 = &g_2;
    uint64_t *l_266 = (void*)0;
    uint64_t *l_267 = (void*)0;
    uint64_t *l_268 = &g_269;
    int32_t *l_270 = (void*)0;
    int32_t *l_271 = &g_272;
    uint8_t *l_274 = &g_60;
    uint8_t **l_277[2];
    union U0 **l_285 = &g_257;
    int64_t *l_286 = &g_255;
    uint16_t *l_287 = &g_86[0];
    int64_t *l_288[2];
    const uint16_t l_289 = 0x5B2CL;
    int32_t l_290 = (-8L);
    int32_t l_376 = 0xD7AF98BDL;
    int16_t l_383 = 1L;
    int16_t l_389[5][5] = {{0xFCD0L,0xB3B6L,0x96B1L,1L,1L},{0xB3B6L,0xFCD0L,0xB3B6L,0x96B1L,1L},{6L,0xA32EL,1L,0xA32EL,6L},{0xB3B6L,0xA32EL,0xFCD0L,6L,0xFCD0L},{0xFCD0L,0xFCD0L,1L,6L,0x7F85L}};
    int32_t l_390 = 0x4D460E46L;
    int32_t l_391 = 0x01E3DFD9L;
    int32_t l_392[2];
    uint64_t l_463[2];
    uint32_t l_473 = 18446744073709551615UL;
    union U3 *l_504[2][4] = {{&g_295,&g_295,&g_295,&g_295},{&g_295,&g_295,&g_295,&g_295}};
    union U1 *l_551 = &g_320;
    int i, j;
    for (i = 0; i < 2; i++)
        l_277[i] = (void*)0;
    for (i = 0; i < 2; i++)
        l_288[i] = &g_213[3][0].f0;
    for (i = 0; i < 2; i++)
        l_392[i] = 0x7257F21BL;
    for (i = 0; i < 2; i++)
        l_463[i] = 0UL;
    (*l_271) &= (2L ^ ((((*l_268) |= ((*l_265) = (g_2 , func_3((l_9 >= (g_175 ^= (safe_add_func_uint8_t_u_u(((safe_mul_func_int16_t_s_s((g_17 |= ((*l_14) = g_2)), (((l_36 = (safe_rshift_func_int8_t_s_s(((((!(safe_lshift_func_uint16_t_u_s((safe_add_func_int8_t_s_s(g_2, l_9)), (safe_rshift_func_uint16_t_u_s((func_27((func_29(((~(!(((l_9 == (-4L)) && ((*l_39) = ((*l_37) = (((safe_mod_func_int8_t_s_s((((0UL ^ g_2) <= 0L) >= 0x21C760FCL), l_36)) == l_9) || g_2)))) ^ g_2))) & g_2), l_36) , (void*)0)) , 0x0C0BL), 11))))) , 0x2194L) ^ 1UL) == 254UL), 3))) , l_36) , 0xCB40L))) , 0xA8L), l_9)))), l_9, l_9, l_9, l_176)))) >= l_9) , 65526UL));
    if ((((*l_268) = (g_273 != ((*l_274) |= ((*l_271) == g_40)))) == (((g_128 , ((((*l_265) = (((((safe_lshift_func_uint16_t_u_u(((g_278 = &g_210[2]) != ((g_92.f0 = (((safe_div_func_uint8_t_u_u(g_117.f1, (((safe_lshift_func_int8_t_s_u((*g_233), 5)) <= (safe_lshift_func_uint16_t_u_u(((*l_287) &= ((((*l_37) = (0x3C17A56BC6BD49ADLL ^ (((*l_286) |= (l_285 != &g_257)) , g_15))) , (*l_271)) < 1UL)), 5))) && g_50))) , 0x6FA83DB2FD4F2870LL) , 0x9D4DF7525C60A8F4LL)) , (void*)0)), l_289)) == 5L) , (*g_233)) >= (*l_271)) < l_290)) != (-9L)) ^ g_15)) || g_91[1][1]) ^ g_91[1][4])))
    { /* block id: 123 */
        union U3 *l_291 = (void*)0;
        union U3 **l_292 = &l_291;
        union U3 *l_294 = &g_295;
        union U3 **l_293 = &l_294;
        int32_t l_300 = 0x17515ADFL;
        uint32_t **l_301 = &l_39;
        const uint64_t l_304[3][3] = {{0UL,0UL,0UL},{18446744073709551613UL,6UL,18446744073709551613UL},{0UL,0UL,0UL}};
        union U1 * const * const l_312 = &g_130;
        int8_t ***l_378 = (void*)0;
        int32_t l_387 = 0x450C69CEL;
        int32_t l_388 = 1L;
        int32_t l_393[1][6] = {{0xC2D0C671L,0xC2D0C671L,0xC2D0C671L,0xC2D0C671L,0xC2D0C671L,0xC2D0C671L}};
        union U1 l_397 = {-1L};
        union U1 **l_425 = &g_130;
        int8_t l_443 = 0x8AL;
        union U2 *l_468 = &g_407;
        uint64_t l_496[1][5];
        int32_t l_509 = 1L;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 5; j++)
                l_496[i][j] = 0UL;
        }
        (*l_293) = ((*l_292) = l_291);
        if ((safe_lshift_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_s(l_300, (((*l_301) = (void*)0) == &g_38))) ^ (g_60 = ((*g_278) = l_300))), ((((*l_37) = (((safe_sub_func_int32_t_s_s(((((g_50 = (l_304[0][1] || (safe_sub_func_int32_t_s_s(((void*)0 != &l_37), 0x741F752DL)))) <= ((safe_sub_func_uint8_t_u_u(((*l_271) | (*l_271)), l_304[1][1])) < l_300)) >= l_304[2][1]) ^ 0x1C14CA40L), l_304[0][2])) || l_304[0][0]) , g_273)) > 0x16F3B513L) == (*l_271)))))
        { /* block id: 131 */
            uint32_t l_311 = 0x1C812790L;
            union U1 * const **l_313 = (void*)0;
            union U1 * const l_316 = &g_317;
            union U1 * const *l_315 = &l_316;
            union U1 * const **l_314[1];
            int32_t l_325 = 0L;
            uint16_t l_360 = 2UL;
            int32_t l_384 = 0x49F2D250L;
            int32_t l_385 = (-1L);
            int32_t l_386[1][2];
            uint16_t l_394 = 65535UL;
            union U2 *l_406 = &g_407;
            int i, j;
            for (i = 0; i < 1; i++)
                l_314[i] = &l_315;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                    l_386[i][j] = 1L;
            }
            if (((g_213[3][0].f0 |= ((*l_286) ^= (safe_sub_func_uint64_t_u_u(l_311, l_304[0][1])))) | ((l_312 == (g_318 = (g_249 , &g_130))) & ((((((*g_278)++) && ((l_311 || (safe_div_func_int64_t_s_s((l_325 < (!l_325)), (safe_rshift_func_uint8_t_u_u((*g_278), 1))))) || 0xACBA7C00L)) ^ 1L) ^ l_325) && 1UL))))
            { /* block id: 136 */
                int8_t **l_332 = &g_233;
                int8_t ***l_331 = &l_332;
                int8_t **l_334 = &g_233;
                int8_t ***l_333 = &l_334;
                union U1 l_335 = {6L};
                int32_t l_355 = 0x7DD47830L;
                uint32_t l_361[6] = {0x1F5AE937L,0x1F5AE937L,0x1F5AE937L,0x1F5AE937L,0x1F5AE937L,0x1F5AE937L};
                int32_t *l_379 = &l_325;
                int32_t l_380 = 0x082160DFL;
                int32_t *l_381 = &g_42[1][0];
                int i;
                (*l_271) ^= ((safe_lshift_func_int8_t_s_u((((*l_331) = &g_233) != ((*l_333) = &g_233)), (l_335 , (safe_lshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(g_213[3][0].f3, (safe_sub_func_int32_t_s_s((!l_311), g_123)))), (g_255 , (safe_lshift_func_uint16_t_u_u(((*l_287) &= (safe_add_func_uint32_t_u_u(l_300, (safe_mul_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((((*g_278) <= (*g_233)) , l_335.f0), 0xEE97L)), l_335.f0))))), l_311)))))))) >= 0x42C2L);
                g_320.f0 |= (safe_lshift_func_uint8_t_u_u(l_335.f0, ((*l_274) = ((((safe_sub_func_int32_t_s_s(((*l_271) ^= l_355), (safe_add_func_int64_t_s_s(1L, (((*l_268) &= 0x45F2ABC7DE2BD186LL) == (safe_mul_func_uint16_t_u_u(((((*l_381) |= (l_380 ^= (l_360 && ((((*l_379) = (l_361[0] & (~((safe_sub_func_int16_t_s_s(((((safe_unary_minus_func_int16_t_s(((*l_14) = (((safe_mul_func_uint8_t_u_u((g_92.f1 >= (safe_mul_func_uint8_t_u_u(((*l_331) == (((*g_278) &= (((safe_div_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s((((((((((safe_mul_func_int8_t_s_s((l_361[0] >= l_304[0][1]), (*g_233))) != l_335.f0) && l_376) , 0x727A9A3F3E99A6F2LL) & g_17) & 0x09F1A7C9FCB6D48FLL) == g_123) , g_86[1]) && g_273), 12)), l_311)) | 18446744073709551608UL) >= (-3L))) , (void*)0)), 0x37L))), l_361[0])) , g_117.f3) ^ 1UL)))) , g_377[1]) == l_378) && g_60), g_128.f0)) != 9L)))) , l_325) ^ l_355)))) & g_255) >= l_304[0][1]), g_128.f0))))))) > g_117.f0) < g_128.f0) == 0UL))));
            }
            else
            { /* block id: 150 */
                int32_t *l_382[6][3] = {{&l_376,&g_42[0][1],&l_376},{&g_42[1][0],&g_42[1][0],&l_300},{&g_272,&g_42[0][1],&g_272},{&g_42[1][0],&l_300,&l_300},{&l_376,&g_42[0][1],&l_376},{&g_42[1][0],&g_42[1][0],&l_300}};
                int i, j;
                --l_394;
                return l_397;
            }
            for (g_38 = 0; (g_38 != 53); ++g_38)
            { /* block id: 156 */
                int32_t *l_400 = (void*)0;
                int32_t *l_401 = &l_388;
                int32_t *l_402[2][4] = {{&l_385,&g_42[1][1],&l_385,&g_42[1][1]},{&l_385,&g_42[1][1],&l_385,&g_42[1][1]}};
                union U2 **l_408 = &l_406;
                union U2 *l_410[2];
                union U2 **l_409 = &l_410[1];
                int i, j;
                for (i = 0; i < 2; i++)
                    l_410[i] = (void*)0;
                ++g_403;
                (*l_409) = ((*l_408) = l_406);
            }
            for (g_175 = 4; (g_175 >= 0); g_175 -= 1)
            { /* block id: 163 */
                if ((*l_271))
                    break;
                (*l_271) = l_360;
            }
        }
        else
        { /* block id: 167 */
            const union U1 *l_424 = &l_397;
            const union U1 **l_423 = &l_424;
            union U1 ***l_426 = &l_425;
            int32_t l_431 = 0x26462FCAL;
            int32_t l_434 = 0x6F7DA1FEL;
            int8_t l_460 = 0x34L;
            int32_t l_472 = (-1L);
            (*l_271) = ((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(g_317.f0, ((*l_37)--))), (safe_lshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_s((((*l_271) > (l_423 != ((*l_426) = l_425))) ^ (((*l_271) | (safe_lshift_func_uint16_t_u_s((safe_lshift_func_uint16_t_u_s(((g_84.f2 & (g_407 , ((*l_287) = l_431))) & ((((safe_add_func_uint32_t_u_u(4294967295UL, l_434)) < (*g_278)) , (void*)0) == (void*)0)), g_89[0])), 3))) || 0UL)), g_50)), l_434)))) >= (*g_233));
            for (g_38 = 0; (g_38 > 33); g_38++)
            { /* block id: 174 */
                int16_t l_446[4][5] = {{0xABAAL,0x1C2EL,0xABAAL,1L,0x1C2EL},{1L,6L,1L,1L,1L},{1L,1L,(-4L),0x1C2EL,(-10L)},{0xABAAL,(-10L),1L,1L,(-10L)}};
                int32_t l_447 = 0xFF65186CL;
                int i, j;
                l_447 |= (((safe_add_func_int64_t_s_s(((safe_div_func_int64_t_s_s(l_434, (safe_mod_func_uint8_t_u_u((*l_271), l_443)))) , ((1UL & 255UL) && (l_443 & (((safe_rshift_func_uint8_t_u_s(((*l_271) = ((*l_274) &= ((l_304[0][1] & l_431) < 253UL))), 4)) >= 0x94L) == g_40)))), 5UL)) <= g_89[0]) ^ l_446[0][0]);
                (*l_271) = g_92.f1;
                l_431 |= ((*l_271) &= (((++g_407.f0) , (g_213[3][0].f2 < (g_126 , 0x43C5L))) == (l_447 = (((g_273 && ((safe_mod_func_int8_t_s_s((safe_add_func_uint8_t_u_u(7UL, (*g_278))), (safe_add_func_uint64_t_u_u((+(((*g_233) | (!(g_60 = (safe_div_func_uint64_t_u_u(0x4F21E1CD5EACEC31LL, l_460))))) > (-1L))), g_262)))) && 3L)) <= g_117.f0) && 4294967287UL))));
            }
            (*l_293) = (*l_293);
            for (g_262 = (-21); (g_262 < 29); g_262++)
            { /* block id: 188 */
                uint32_t l_469 = 0xD143F756L;
                union U2 *l_478 = &g_407;
                int32_t *l_483 = &l_391;
                int32_t *l_484 = &l_472;
                int32_t *l_485 = &g_42[1][0];
                int32_t *l_486 = &l_390;
                int32_t *l_487 = (void*)0;
                int32_t *l_488 = &l_388;
                int32_t *l_489 = &l_387;
                int32_t *l_490 = (void*)0;
                int32_t *l_491 = &g_42[1][0];
                int32_t *l_492 = &l_36;
                int32_t *l_493 = (void*)0;
                int32_t *l_494 = &g_91[1][0];
                int32_t *l_495[1][6] = {{&l_392[1],&l_392[1],&l_392[1],&l_392[1],&l_392[1],&l_392[1]}};
                int i, j;
                l_431 ^= (g_117.f0 , l_463[0]);
                (*l_271) = ((safe_mod_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u(((void*)0 != l_468), 7)), ((*l_265) = (((l_469 | (safe_sub_func_int16_t_s_s((g_50 &= (l_472 ^ l_434)), 65534UL))) | l_473) , (safe_lshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((l_478 != (((safe_lshift_func_uint16_t_u_u((++(*l_287)), 9)) | (((**g_318) , l_469) <= g_213[3][0].f0)) , (void*)0)), l_388)), 15)))))) , (*l_271));
                l_496[0][3]--;
            }
        }
        for (l_443 = 0; (l_443 <= (-18)); --l_443)
        { /* block id: 199 */
            int16_t l_507 = 0xE66FL;
            int32_t l_508 = 0xD467B7C1L;
            int32_t l_510 = 0L;
            int32_t l_511[2][2] = {{0x0FAA19B2L,0x0FAA19B2L},{0x0FAA19B2L,0x0FAA19B2L}};
            uint16_t l_512[5][5] = {{65531UL,5UL,0x84E6L,0xA642L,0x5435L},{0x84E6L,5UL,65531UL,65531UL,5UL},{8UL,0xB98EL,1UL,5UL,0x5435L},{0xB98EL,65531UL,1UL,2UL,1UL},{0x5435L,0x5435L,65531UL,8UL,3UL}};
            int32_t **l_517 = &l_271;
            union U0 ***l_541 = (void*)0;
            union U0 ***l_542 = &g_256;
            uint16_t *l_543 = (void*)0;
            uint16_t *l_544[4][5] = {{(void*)0,&g_262,(void*)0,(void*)0,&g_262},{&l_512[0][1],(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&l_512[0][1],(void*)0,(void*)0,(void*)0},{&g_262,(void*)0,(void*)0,(void*)0,&g_262}};
            int i, j;
            for (l_473 = 21; (l_473 != 60); l_473++)
            { /* block id: 202 */
                uint32_t l_503 = 0UL;
                (*l_271) = l_503;
                (*l_293) = ((*g_319) , l_504[0][2]);
            }
            if ((l_443 & (*g_233)))
            { /* block id: 206 */
                int32_t *l_505 = (void*)0;
                int32_t *l_506[4][5];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 5; j++)
                        l_506[i][j] = (void*)0;
                }
                --l_512[1][4];
                l_393[0][2] = ((**l_517) = ((((*l_287)++) , g_210[1]) < (l_517 != (g_518 = (void*)0))));
                (*l_271) = (safe_sub_func_int8_t_s_s(((safe_rshift_func_int16_t_s_s((-1L), 9)) & (((0x2676L && 0xF66DL) && (safe_div_func_int8_t_s_s((0x18L || (safe_add_func_uint32_t_u_u(((g_252 , &g_257) == &g_257), (safe_rshift_func_uint8_t_u_u((!(+((safe_rshift_func_int16_t_s_s((((+l_443) & (((((**l_517) == (*l_271)) == (*g_233)) | l_387) ^ g_175)) < 0x9BB5L), 12)) >= l_397.f0))), (*l_271)))))), 2L))) | g_213[3][0].f0)), 0UL));
                (*l_271) = (*l_271);
            }
            else
            { /* block id: 214 */
                int32_t l_536 = 0xAE70F580L;
                g_534 = g_534;
                l_536 ^= 5L;
            }
            (**l_517) = (g_42[1][0] || ((g_86[2] &= (*l_271)) == (safe_mod_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((g_403 = (((*l_542) = &g_257) == (void*)0)), (((((**l_517) || (g_262 = (safe_add_func_uint16_t_u_u(g_15, (**l_517))))) | (safe_mod_func_int8_t_s_s((**l_517), ((((void*)0 != l_551) || g_273) || g_50)))) <= (*l_271)) == 0L))), g_213[3][0].f1))));
        }
    }
    else
    { /* block id: 224 */
        (*l_271) = (*l_271);
    }
    return (*l_551);
}


/* ------------------------------------------ */
/* 
 * reads : g_84.f2 g_92.f0 g_44 g_60 g_17 g_210 g_2 g_43 g_42 g_128 g_213 g_213.f2 g_89 g_233 g_175 g_249 g_252 g_255 g_256 g_86 g_262 g_263 g_50 g_213.f1
 * writes: g_42 g_60 g_17 g_210 g_44 g_123 g_50 g_86 g_38 g_89 g_233 g_213.f0 g_2 g_262
 */
static uint64_t  func_3(uint8_t  p_4, const int32_t  p_5, uint8_t  p_6, uint32_t  p_7, const union U2  p_8)
{ /* block id: 68 */
    uint8_t l_177 = 0x16L;
    int8_t *l_184 = &g_123;
    int32_t l_189 = 1L;
    int32_t **l_199[5][5] = {{&g_44,(void*)0,(void*)0,&g_44,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,&g_44,(void*)0,(void*)0,&g_44},{&g_44,&g_44,&g_44,&g_44,&g_44},{&g_44,(void*)0,(void*)0,&g_44,&g_44}};
    int32_t **l_202 = &g_44;
    uint16_t *l_205 = &g_86[0];
    uint32_t l_211 = 1UL;
    int8_t l_254 = 0L;
    union U0 **l_258 = &g_257;
    int64_t *l_259 = &g_213[3][0].f0;
    uint64_t *l_260 = &g_2;
    uint16_t *l_261[4] = {&g_86[0],&g_86[0],&g_86[0],&g_86[0]};
    int32_t l_264 = 0xD96CCF5CL;
    int i, j;
    l_177++;
    (*g_44) = ((g_84.f2 < g_92.f0) & (safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_u((l_184 != (void*)0), 4)), 7)));
    for (g_60 = (-25); (g_60 != 24); ++g_60)
    { /* block id: 73 */
        int32_t *l_187 = &g_42[1][0];
        int32_t *l_188[2];
        uint32_t l_190 = 18446744073709551615UL;
        int32_t l_203[5][6] = {{(-10L),0x78255715L,8L,0x8821C0A7L,8L,0x78255715L},{(-10L),0x78255715L,8L,0x8821C0A7L,8L,0x78255715L},{(-10L),0x78255715L,8L,0x8821C0A7L,8L,0x78255715L},{(-10L),0x78255715L,8L,0x8821C0A7L,8L,0x78255715L},{(-10L),0x78255715L,8L,0x8821C0A7L,8L,0x78255715L}};
        int32_t ** const *l_223[2];
        uint32_t l_227 = 0x1173BA9BL;
        int i, j;
        for (i = 0; i < 2; i++)
            l_188[i] = &g_126;
        for (i = 0; i < 2; i++)
            l_223[i] = (void*)0;
        l_190--;
        for (g_17 = 3; (g_17 <= 22); g_17++)
        { /* block id: 77 */
            int32_t ***l_200 = (void*)0;
            int32_t ***l_201 = &l_199[3][4];
            int64_t *l_206 = (void*)0;
            uint8_t *l_209 = &g_210[2];
            if (((safe_rshift_func_uint8_t_u_s(((*l_209) &= ((safe_sub_func_int32_t_s_s((l_203[4][0] = (((*l_201) = l_199[3][4]) == ((l_177 , (-1L)) , l_202))), (p_8.f0 <= p_5))) ^ ((((**l_202) = (safe_unary_minus_func_uint64_t_u((&g_86[2] == l_205)))) & (safe_div_func_int64_t_s_s((l_205 == (void*)0), 0x216BE7DE8CF944FCLL))) , 0x331347A9L))), g_2)) , (**g_43)))
            { /* block id: 82 */
                uint16_t l_212 = 0x9164L;
                int8_t **l_216 = &l_184;
                union U0 *l_218 = &g_117;
                union U0 **l_217 = &l_218;
                l_211 = 0x4492BDCAL;
                if (p_8.f0)
                    continue;
                (*l_202) = (((**l_202) = (g_128 , (**g_43))) , (((((((*l_187) = l_212) , g_213[3][0]) , &g_130) == (void*)0) <= (safe_lshift_func_uint8_t_u_s((0x7AL ^ 0x01L), (((*l_216) = l_209) != &g_123)))) , (void*)0));
                (*l_217) = &g_213[0][0];
            }
            else
            { /* block id: 90 */
                int16_t *l_224 = &g_50;
                int32_t l_228 = 0x0C13F382L;
                uint32_t *l_229 = &g_38;
                int8_t **l_232 = &l_184;
                int8_t **l_234 = &g_233;
                (*g_44) = (*g_44);
                g_89[3] |= (safe_mul_func_int8_t_s_s(((*l_184) = g_17), (((*l_229) = (&p_7 == (((safe_rshift_func_uint8_t_u_u((((l_223[0] == &l_199[3][4]) == ((((*l_224) = (*l_187)) ^ p_8.f0) > (safe_div_func_int16_t_s_s(((((*l_205) = (g_213[3][0].f2 >= p_7)) , (1L > l_227)) | p_5), p_5)))) > 0x509CL), l_228)) || l_228) , &p_7))) , p_8.f0)));
                (**l_202) = (p_4 ^ (((*l_232) = (void*)0) == ((*l_234) = g_233)));
            }
            return p_5;
        }
    }
    l_264 |= (safe_div_func_uint8_t_u_u((g_210[3] = (((safe_div_func_uint16_t_u_u((g_86[0] = (g_262 |= (safe_sub_func_int32_t_s_s(((void*)0 != l_199[3][4]), (((safe_rshift_func_int8_t_s_u((*g_233), 3)) , (safe_rshift_func_uint16_t_u_u(((safe_sub_func_int32_t_s_s((((safe_unary_minus_func_uint64_t_u(((*l_260) = (!((*l_259) = ((g_249 , ((((safe_mul_func_uint16_t_u_u((g_252 , ((safe_unary_minus_func_int32_t_s(((**l_202) = (&p_7 != &p_7)))) ^ (-2L))), (p_5 > l_254))) >= g_255) , g_256) == l_258)) ^ (-1L))))))) | (-3L)) == p_5), 0x24E2F90CL)) , g_86[0]), g_89[1]))) ^ p_5))))), g_60)) | g_263) != g_50)), p_8.f0));
    return g_213[3][0].f1;
}


/* ------------------------------------------ */
/* 
 * reads : g_60 g_38 g_84.f0 g_117 g_91 g_84.f2 g_43 g_42 g_51 g_79 g_84 g_44 g_89 g_92 g_92.f0 g_86 g_126 g_129 g_117.f2 g_123 g_40
 * writes: g_60 g_38 g_44 g_40 g_50 g_79 g_42 g_89 g_91 g_123 g_126 g_130 g_86
 */
static uint32_t  func_27(int16_t * p_28)
{ /* block id: 25 */
    const int32_t *l_93 = (void*)0;
    const int32_t **l_94 = &l_93;
    const int32_t *l_95 = &g_89[1];
    union U2 l_122 = {0xE1E3E4B8L};
    const union U1 l_139[1] = {{0x60B5F8E0L}};
    uint8_t *l_164 = &g_60;
    int32_t l_171 = (-4L);
    uint8_t l_172 = 0x54L;
    int32_t l_173 = (-1L);
    int i;
    l_95 = ((*l_94) = l_93);
    for (g_60 = 3; (g_60 < 48); g_60++)
    { /* block id: 30 */
        uint32_t *l_106 = (void*)0;
        uint32_t *l_107 = &g_38;
        int32_t l_118 = 9L;
        union U2 l_121 = {4294967295UL};
        int16_t *l_124 = &g_79;
        int32_t *l_125 = &g_126;
        union U1 *l_127 = &g_128;
        (*l_125) ^= (((*l_124) = (((safe_rshift_func_uint8_t_u_s((l_118 = (safe_mul_func_int16_t_s_s((safe_sub_func_int16_t_s_s((((((g_123 = ((safe_lshift_func_int16_t_s_u((((*l_107) ^= 0x2F3D1A1AL) == (((safe_mul_func_int8_t_s_s(g_84.f0, 0xCDL)) || (safe_mul_func_int8_t_s_s(((-10L) ^ (((~65535UL) ^ (safe_div_func_int16_t_s_s((safe_add_func_int8_t_s_s(((g_117 , (func_29(l_118, ((l_118 , ((((l_122 = ((safe_div_func_int64_t_s_s(0x0D081C3794E43DE2LL, 0x3C05717136C1A4EALL)) , l_121)) , (void*)0) == p_28) , g_91[1][4])) && g_84.f2)) , g_92.f0)) , 8L), g_86[0])), g_60))) < g_60)), l_121.f0))) < g_86[0])), 6)) <= l_121.f0)) , 248UL) < 1UL) == g_60) || (**g_43)), g_86[0])), 0x1FA6L))), 0)) > g_86[0]) != g_86[0])) , (-4L));
        (*g_129) = l_127;
        for (g_79 = 0; (g_79 <= (-24)); g_79 = safe_sub_func_uint64_t_u_u(g_79, 7))
        { /* block id: 40 */
            int32_t *l_133 = &g_91[1][4];
            uint16_t *l_136 = &g_86[4];
            union U1 *l_150 = (void*)0;
            int32_t l_151 = 0x4645870CL;
            int32_t *l_152 = (void*)0;
            int32_t *l_153[4];
            int i;
            for (i = 0; i < 4; i++)
                l_153[i] = &l_118;
            (*l_94) = l_133;
            g_89[3] ^= ((safe_mod_func_uint16_t_u_u(((*l_136) = 0xF4C6L), (safe_div_func_int32_t_s_s((l_139[0] , (safe_lshift_func_int16_t_s_u(0xB5DFL, ((safe_add_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u(((safe_mod_func_int32_t_s_s((*l_133), (**l_94))) , (((safe_add_func_uint16_t_u_u((**l_94), ((void*)0 != l_150))) == (l_151 = ((((((void*)0 == p_28) ^ 0L) , g_42[1][0]) || g_117.f2) , 0L))) && 0xA347L)), 7)), (*l_133))) , (*l_125))))), (*g_44))))) < 0x135EL);
            return g_123;
        }
        for (g_50 = (-15); (g_50 > 0); ++g_50)
        { /* block id: 49 */
            int16_t l_156 = 3L;
            if (l_156)
            { /* block id: 50 */
                return g_92.f0;
            }
            else
            { /* block id: 52 */
                (*l_94) = &l_118;
            }
            for (l_122.f0 = 0; (l_122.f0 >= 3); l_122.f0 = safe_add_func_uint8_t_u_u(l_122.f0, 6))
            { /* block id: 57 */
                int64_t l_159 = (-1L);
                if (l_159)
                    break;
                return l_156;
            }
        }
    }
    l_173 &= (0L <= ((*g_44) = ((0x5DE960EC7AF4A409LL & (safe_mod_func_int32_t_s_s((g_91[1][4] , (((g_40 < 0x1E9DA67FBDCD1592LL) ^ (((safe_mul_func_uint16_t_u_u(((void*)0 != l_164), (safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u(((void*)0 != &l_139[0]), 4L)), 11)), l_171)))) <= g_123) == 0UL)) > 0x7B95L)), l_172))) == 4294967293UL)));
    return l_122.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_42 g_51 g_60 g_79 g_84 g_44 g_89 g_92
 * writes: g_44 g_40 g_50 g_79 g_42 g_89 g_91
 */
static union U0  func_29(uint32_t  p_30, uint32_t  p_31)
{ /* block id: 5 */
    int32_t * const l_41 = &g_42[1][0];
    union U2 l_58[5] = {{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL},{4294967295UL}};
    int32_t ** const l_62 = (void*)0;
    int32_t *l_88 = &g_89[2];
    int32_t *l_90 = &g_91[1][4];
    int i;
    (*g_43) = l_41;
    for (p_31 = 0; (p_31 <= 45); p_31++)
    { /* block id: 9 */
        int16_t *l_49 = &g_50;
        uint8_t *l_59[4][2] = {{&g_60,&g_60},{&g_60,&g_60},{&g_60,&g_60},{&g_60,&g_60}};
        int32_t l_61 = 0x27429123L;
        int32_t l_63 = 0x4B46114AL;
        uint32_t *l_69 = &g_40;
        uint32_t *l_70[2];
        int16_t *l_78 = &g_79;
        uint16_t *l_85[4][4];
        int32_t l_87 = (-5L);
        int i, j;
        for (i = 0; i < 2; i++)
            l_70[i] = (void*)0;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 4; j++)
                l_85[i][j] = &g_86[0];
        }
        l_63 = ((safe_rshift_func_uint16_t_u_u((*l_41), ((void*)0 == l_49))) >= (&g_44 != ((g_51 , (safe_mod_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(p_30, (l_61 = (l_58[1] , 255UL)))), 3)), 0x2DF500C330E0E3CELL))) , l_62)));
        (*l_41) = (safe_rshift_func_int8_t_s_u(((safe_mul_func_int16_t_s_s((p_30 , ((*l_49) = ((+(*l_41)) != (((*l_69) = p_30) <= (l_61 |= ((l_63 = g_60) ^ p_30)))))), ((l_87 = (safe_mul_func_uint16_t_u_u(0UL, (safe_rshift_func_uint8_t_u_s((safe_add_func_int64_t_s_s((safe_unary_minus_func_int16_t_s(((*l_78) |= g_42[1][0]))), (safe_add_func_uint32_t_u_u((safe_mod_func_int64_t_s_s(1L, ((g_84 , 0xECL) , p_31))), (*g_44))))), 0))))) != 8UL))) == 0x630B13CFL), 0));
        if ((*g_44))
            break;
    }
    (*l_90) = ((*l_88) ^= (p_30 & ((*g_44) = (*l_41))));
    return g_92;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_42[i][j], "g_42[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_51.f0, "g_51.f0", print_hash_value);
    transparent_crc(g_51.f2, "g_51.f2", print_hash_value);
    transparent_crc(g_60, "g_60", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_84.f0, "g_84.f0", print_hash_value);
    transparent_crc(g_84.f2, "g_84.f2", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_86[i], "g_86[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_89[i], "g_89[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_91[i][j], "g_91[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_92.f0, "g_92.f0", print_hash_value);
    transparent_crc(g_92.f1, "g_92.f1", print_hash_value);
    transparent_crc(g_92.f2, "g_92.f2", print_hash_value);
    transparent_crc(g_92.f3, "g_92.f3", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_117.f1, "g_117.f1", print_hash_value);
    transparent_crc(g_117.f2, "g_117.f2", print_hash_value);
    transparent_crc(g_117.f3, "g_117.f3", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_128.f0, "g_128.f0", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_210[i], "g_210[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_213[i][j].f0, "g_213[i][j].f0", print_hash_value);
            transparent_crc(g_213[i][j].f1, "g_213[i][j].f1", print_hash_value);
            transparent_crc(g_213[i][j].f2, "g_213[i][j].f2", print_hash_value);
            transparent_crc(g_213[i][j].f3, "g_213[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_249.f0, "g_249.f0", print_hash_value);
    transparent_crc(g_252.f0, "g_252.f0", print_hash_value);
    transparent_crc(g_252.f2, "g_252.f2", print_hash_value);
    transparent_crc(g_255, "g_255", print_hash_value);
    transparent_crc(g_262, "g_262", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    transparent_crc(g_269, "g_269", print_hash_value);
    transparent_crc(g_272, "g_272", print_hash_value);
    transparent_crc(g_273, "g_273", print_hash_value);
    transparent_crc(g_295.f0, "g_295.f0", print_hash_value);
    transparent_crc(g_295.f2, "g_295.f2", print_hash_value);
    transparent_crc(g_317.f0, "g_317.f0", print_hash_value);
    transparent_crc(g_320.f0, "g_320.f0", print_hash_value);
    transparent_crc(g_403, "g_403", print_hash_value);
    transparent_crc(g_407.f0, "g_407.f0", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 118
XXX total union variables: 14

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 10
breakdown:
   indirect level: 0, occurrence: 3
   indirect level: 1, occurrence: 3
   indirect level: 2, occurrence: 4
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 6
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 6
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 9

XXX max expression depth: 49
breakdown:
   depth: 1, occurrence: 82
   depth: 2, occurrence: 19
   depth: 4, occurrence: 1
   depth: 5, occurrence: 1
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 12, occurrence: 1
   depth: 14, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 3
   depth: 19, occurrence: 3
   depth: 21, occurrence: 3
   depth: 22, occurrence: 2
   depth: 23, occurrence: 1
   depth: 24, occurrence: 1
   depth: 31, occurrence: 1
   depth: 36, occurrence: 1
   depth: 40, occurrence: 1
   depth: 46, occurrence: 1
   depth: 49, occurrence: 1

XXX total number of pointers: 131

XXX times a variable address is taken: 147
XXX times a pointer is dereferenced on RHS: 55
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 10
XXX times a pointer is dereferenced on LHS: 91
breakdown:
   depth: 1, occurrence: 85
   depth: 2, occurrence: 6
XXX times a pointer is compared with null: 11
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 1311

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 254
   level: 2, occurrence: 43
   level: 3, occurrence: 5
XXX number of pointers point to pointers: 42
XXX number of pointers point to scalars: 73
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 30.5
XXX average alias set size: 1.21

XXX times a non-volatile is read: 361
XXX times a non-volatile is write: 248
XXX times a volatile is read: 24
XXX    times read thru a pointer: 0
XXX times a volatile is write: 3
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 993
XXX percentage of non-volatile access: 95.8

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 79
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 16
   depth: 1, occurrence: 13
   depth: 2, occurrence: 17
   depth: 3, occurrence: 33

XXX percentage a fresh-made variable is used: 18.8
XXX percentage an existing variable is used: 81.2
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

