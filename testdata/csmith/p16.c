/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 16 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p16.c
 * Seed:      16
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   uint8_t  f0;
   int32_t  f1;
   int8_t  f2;
};
#pragma pack(pop)

union U1 {
   int8_t * f0;
   const volatile int32_t  f1;
   int64_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static volatile int16_t g_5 = 0x65E0L;/* VOLATILE GLOBAL g_5 */
static int16_t g_17 = 0xB0B4L;
static uint8_t g_30 = 249UL;
static volatile uint8_t g_35 = 255UL;/* VOLATILE GLOBAL g_35 */
static volatile uint8_t g_36 = 0x18L;/* VOLATILE GLOBAL g_36 */
static volatile uint8_t g_37 = 0x28L;/* VOLATILE GLOBAL g_37 */
static volatile uint8_t g_38 = 6UL;/* VOLATILE GLOBAL g_38 */
static volatile uint8_t g_39 = 0x55L;/* VOLATILE GLOBAL g_39 */
static volatile uint8_t g_40 = 0xABL;/* VOLATILE GLOBAL g_40 */
static volatile uint8_t g_41 = 1UL;/* VOLATILE GLOBAL g_41 */
static volatile uint8_t g_42[1] = {248UL};
static volatile uint8_t *g_34[6][6] = {{&g_41,&g_37,(void*)0,(void*)0,&g_37,&g_41},{(void*)0,&g_37,&g_41,&g_39,&g_40,&g_35},{&g_35,&g_36,(void*)0,&g_36,&g_35,&g_37},{&g_35,(void*)0,&g_36,&g_39,&g_38,&g_38},{(void*)0,&g_40,&g_40,(void*)0,(void*)0,&g_38},{&g_41,&g_38,&g_36,&g_37,&g_39,&g_37}};
static int8_t g_44 = 0x30L;
static int32_t g_50 = 0xC584EDB5L;
static uint32_t g_54 = 4294967295UL;
static uint16_t g_60[6][2] = {{0xB83DL,65532UL},{0xB83DL,65532UL},{0xB83DL,65532UL},{0xB83DL,65532UL},{0xB83DL,65532UL},{0xB83DL,65532UL}};
static uint16_t g_63 = 0x4E0CL;
static int16_t *g_67 = &g_17;
static int16_t *g_68 = &g_17;
static volatile int16_t g_71 = 0xDD03L;/* VOLATILE GLOBAL g_71 */
static volatile int16_t *g_70 = &g_71;
static volatile int16_t **g_69 = &g_70;
static int16_t g_82 = (-5L);
static int32_t g_83 = 1L;
static uint64_t g_84 = 0UL;
static int32_t g_112 = 0x02B52C7FL;
static struct S0 g_121[6][1] = {{{0x8AL,0xAAB061D9L,0xAAL}},{{0x8AL,0xAAB061D9L,0xAAL}},{{0x8AL,0xAAB061D9L,0xAAL}},{{0x8AL,0xAAB061D9L,0xAAL}},{{0x8AL,0xAAB061D9L,0xAAL}},{{0x8AL,0xAAB061D9L,0xAAL}}};
static const int16_t g_131[4][4] = {{0xA3E2L,0x5970L,(-1L),(-1L)},{0x5652L,0x5652L,0xA3E2L,(-1L)},{0x1E8DL,0x5970L,0x1E8DL,0xA3E2L},{0x1E8DL,0xA3E2L,0xA3E2L,0x1E8DL}};
static int32_t *g_138 = &g_50;
static volatile int8_t * volatile *g_146 = (void*)0;
static volatile int8_t * volatile ** volatile g_147 = &g_146;/* VOLATILE GLOBAL g_147 */
static uint16_t *g_167 = (void*)0;
static union U1 g_203 = {0};/* VOLATILE GLOBAL g_203 */
static union U1 *g_206 = &g_203;
static union U1 ** const  volatile g_205[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static union U1 ** volatile g_207 = &g_206;/* VOLATILE GLOBAL g_207 */
static struct S0 * const  volatile g_208 = &g_121[4][0];/* VOLATILE GLOBAL g_208 */
static struct S0 *g_218[3][6] = {{&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0]},{&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0]},{&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0],&g_121[4][0]}};
static volatile uint8_t g_226 = 253UL;/* VOLATILE GLOBAL g_226 */
static const uint64_t g_242 = 0xA93EDA46FE84D596LL;
static uint64_t *g_245 = &g_84;
static volatile uint64_t g_254 = 0xE9AE68F206085BB8LL;/* VOLATILE GLOBAL g_254 */
static struct S0 * const  volatile *g_273 = &g_208;
static struct S0 * const  volatile ** volatile g_272 = &g_273;/* VOLATILE GLOBAL g_272 */
static int8_t **g_306 = (void*)0;
static int8_t *g_309 = &g_121[4][0].f2;
static int8_t **g_308 = &g_309;
static uint64_t g_333 = 18446744073709551615UL;
static int32_t ** volatile g_369 = &g_138;/* VOLATILE GLOBAL g_369 */
static uint64_t g_400 = 0x5086540933524667LL;
static volatile union U1 ***g_422[2] = {(void*)0,(void*)0};
static const int32_t g_432[4][1] = {{0L},{0L},{0L},{0L}};
static const int32_t *g_431 = &g_432[0][0];
static volatile union U1 g_434[1] = {{0}};
static int64_t g_453 = 1L;
static const struct S0 *g_470 = &g_121[5][0];
static const struct S0 **g_469 = &g_470;
static struct S0 *g_487 = &g_121[4][0];
static union U1 g_502 = {0};/* VOLATILE GLOBAL g_502 */
static union U1 g_503 = {0};/* VOLATILE GLOBAL g_503 */
static int32_t * volatile g_518 = &g_50;/* VOLATILE GLOBAL g_518 */


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int8_t * func_6(int8_t * p_7, uint16_t  p_8, int64_t  p_9, int16_t  p_10, uint32_t  p_11);
static int8_t * func_18(int16_t * p_19);
static int16_t * func_20(uint64_t  p_21, int8_t * p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5 g_30 g_34 g_17 g_44 g_54 g_50 g_63 g_69 g_60 g_84 g_112 g_146 g_147 g_70 g_71 g_121 g_131 g_83 g_207 g_138 g_208 g_226 g_36 g_82 g_254 g_245 g_242 g_272 g_309 g_333 g_518
 * writes: g_17 g_30 g_54 g_60 g_63 g_67 g_68 g_50 g_82 g_84 g_83 g_112 g_44 g_121 g_138 g_146 g_167 g_206 g_218 g_226 g_245 g_254 g_273 g_306 g_308 g_333
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_14[5];
    int16_t *l_16 = &g_17;
    int16_t **l_27 = &l_16;
    int16_t *l_28 = &g_17;
    uint8_t *l_29[2];
    int8_t *l_43[6] = {&g_44,&g_44,&g_44,&g_44,&g_44,&g_44};
    int8_t **l_145 = &l_43[4];
    int16_t **l_197 = (void*)0;
    union U1 *l_202 = &g_203;
    int32_t l_249 = 0x71A2FFDFL;
    int64_t l_290 = 0x9ADD518CAC006015LL;
    uint16_t l_293 = 0xC40FL;
    uint32_t l_304 = 0x531C6678L;
    struct S0 **l_312 = &g_218[2][0];
    int32_t l_330 = 0xB24F8A20L;
    int32_t l_331 = 0x7D0813B3L;
    int32_t l_332[1][5] = {{0xA35753EDL,0xA35753EDL,0xA35753EDL,0xA35753EDL,0xA35753EDL}};
    uint64_t *l_362 = &g_333;
    uint64_t *l_364 = &g_333;
    int16_t l_365 = 0x5EE9L;
    uint32_t l_366 = 4294967295UL;
    int32_t l_367 = 0xA0215C44L;
    uint16_t l_450 = 0x6D08L;
    uint32_t l_451 = 0xB5D2E638L;
    const struct S0 **l_471 = &g_470;
    uint32_t * const l_482 = &l_366;
    union U1 **l_485 = &l_202;
    union U1 ***l_484[4][3] = {{&l_485,&l_485,&l_485},{&l_485,&l_485,&l_485},{&l_485,&l_485,&l_485},{&l_485,&l_485,&l_485}};
    int i, j;
    for (i = 0; i < 5; i++)
        l_14[i] = (-1L);
    for (i = 0; i < 2; i++)
        l_29[i] = &g_30;
lbl_517:
    if ((!((safe_add_func_int64_t_s_s(g_5, (((*l_145) = func_6(((safe_rshift_func_uint16_t_u_s(l_14[1], ((*l_16) = (l_14[0] >= (+1L))))) , func_18(func_20(((safe_add_func_uint64_t_u_u((((safe_sub_func_uint8_t_u_u((((*l_27) = l_16) != (l_28 = &g_17)), (g_30 ^= l_14[4]))) ^ (l_14[1] ^ (~(safe_mul_func_int8_t_s_s((((((void*)0 != g_34[2][5]) >= g_17) == (-5L)) & g_17), 2UL))))) >= 0x4353EA3A7221EBC5LL), g_17)) > l_14[1]), l_43[5]))), g_44, g_44, g_44, g_44)) != (void*)0))) <= l_14[1])))
    { /* block id: 75 */
        const int32_t l_155[3][3] = {{0x022AC7DBL,0xD0841373L,0x022AC7DBL},{0x2BF17702L,0x2BF17702L,0x2BF17702L},{0x022AC7DBL,0xD0841373L,0x022AC7DBL}};
        uint8_t *l_162 = &g_121[4][0].f0;
        int32_t *l_169 = &g_112;
        uint64_t l_175 = 18446744073709551608UL;
        struct S0 *l_216 = &g_121[4][0];
        const uint64_t *l_241 = &g_242;
        const uint16_t l_250 = 1UL;
        int32_t l_253 = (-1L);
        int32_t l_259 = 0x164ED751L;
        int i, j;
        (*g_147) = g_146;
        for (g_50 = 0; (g_50 != 0); g_50 = safe_add_func_int8_t_s_s(g_50, 3))
        { /* block id: 79 */
            int64_t l_156[1][3];
            uint16_t *l_159 = &g_60[2][1];
            const uint8_t *l_164[2];
            const uint8_t **l_163 = &l_164[1];
            uint16_t *l_166 = &g_63;
            uint16_t **l_165[2];
            int32_t *l_168 = &g_112;
            int32_t l_187 = 0x2F9622FFL;
            int16_t **l_193 = &l_16;
            uint32_t *l_215[5][3] = {{(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54},{(void*)0,&g_54,(void*)0},{&g_54,&g_54,&g_54},{(void*)0,&g_54,(void*)0}};
            struct S0 **l_217[2][2] = {{&l_216,&l_216},{&l_216,&l_216}};
            uint64_t *l_243[3][3] = {{&g_84,&g_84,&g_84},{&g_84,&g_84,&g_84},{&g_84,&g_84,&g_84}};
            uint32_t l_248[6] = {0xC4C18AC3L,0xC4C18AC3L,0x7F8DAA83L,0xC4C18AC3L,0xC4C18AC3L,0x7F8DAA83L};
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_156[i][j] = 7L;
            }
            for (i = 0; i < 2; i++)
                l_164[i] = (void*)0;
            for (i = 0; i < 2; i++)
                l_165[i] = &l_166;
            if (((*l_169) |= (safe_sub_func_int8_t_s_s((((l_14[1] && ((safe_unary_minus_func_uint32_t_u(((l_155[1][0] || (0x57L > l_156[0][1])) , (((safe_mul_func_uint16_t_u_u(((*l_159) = l_14[3]), (&g_63 != (g_167 = func_20(((((l_14[1] < ((safe_rshift_func_uint16_t_u_s((l_162 == ((*l_163) = &g_30)), (*g_70))) || l_156[0][0])) && 0xBA76L) & (-1L)) != 6UL), (*l_145)))))) , l_168) != (void*)0)))) < 0x691350E2895D01DBLL)) , l_169) == (void*)0), 1UL))))
            { /* block id: 84 */
                (*l_169) ^= (safe_unary_minus_func_int64_t_s((safe_div_func_int16_t_s_s((safe_mul_func_int8_t_s_s(l_14[1], l_175)), l_14[1]))));
            }
            else
            { /* block id: 86 */
                struct S0 *l_176 = (void*)0;
                struct S0 *l_177 = &g_121[2][0];
                int32_t l_180[2][1];
                uint32_t *l_185[6];
                int32_t l_186 = 0L;
                int16_t ***l_194 = &l_27;
                int16_t ***l_195 = (void*)0;
                int16_t ***l_196 = &l_193;
                uint64_t *l_200 = &g_84;
                int32_t **l_201[6][5] = {{&l_168,&l_168,&g_138,&l_168,&l_168},{&l_169,&l_168,&l_169,&l_169,&l_168},{&l_168,&l_169,&l_169,&l_168,&l_169},{&l_168,&l_168,&l_169,&l_168,&l_168},{&l_169,&l_168,&l_169,&l_169,&l_168},{&l_168,&l_169,&l_169,&l_168,&l_169}};
                union U1 **l_204 = (void*)0;
                int i, j;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_180[i][j] = 0L;
                }
                for (i = 0; i < 6; i++)
                    l_185[i] = &g_54;
                g_138 = (((*l_177) = g_121[1][0]) , (((*l_200) = (safe_rshift_func_uint8_t_u_s(l_180[1][0], (((safe_add_func_int16_t_s_s((safe_div_func_uint16_t_u_u(((*l_159) ^= ((g_54++) , ((0x4EC94717L > ((*l_169) ^ ((safe_sub_func_int32_t_s_s((~(((*l_196) = ((*l_194) = l_193)) == l_197)), ((safe_lshift_func_uint16_t_u_u((g_131[3][0] | 0x7DDD3BA113A2588FLL), 3)) <= g_112))) < g_83))) , 4UL))), (*l_169))), 0L)) , 4294967295UL) > l_180[1][0])))) , &l_180[1][0]));
                (*l_194) = l_193;
                (*g_207) = l_202;
                if ((*g_138))
                    break;
            }
            (*g_208) = g_121[4][0];
            if ((((safe_add_func_uint8_t_u_u((*l_169), ((safe_rshift_func_int16_t_s_s((**g_69), (1L >= (g_121[4][0].f1 == (g_54 = (*l_169)))))) < (l_169 == (void*)0)))) , (*l_169)) && (((g_218[2][0] = l_216) != &g_121[5][0]) == (*l_168))))
            { /* block id: 101 */
                if ((*l_169))
                    break;
            }
            else
            { /* block id: 103 */
                struct S0 l_219 = {0xAEL,1L,0L};
                (*l_216) = (l_219 = (*g_208));
                if (l_14[1])
                    continue;
                if ((*l_168))
                    break;
            }
            if ((&g_112 == (g_121[4][0].f0 , &g_50)))
            { /* block id: 109 */
                int32_t *l_220 = &g_112;
                int32_t *l_221 = &g_112;
                int32_t *l_222 = &l_187;
                int32_t *l_223 = &g_112;
                int32_t *l_224 = &l_187;
                int32_t *l_225[6][3] = {{&l_187,&l_187,&l_187},{&l_187,&l_187,(void*)0},{&l_187,&l_187,&l_187},{&l_187,&l_187,(void*)0},{&l_187,&l_187,&l_187},{&l_187,&l_187,(void*)0}};
                int i, j;
                g_226++;
            }
            else
            { /* block id: 111 */
                uint32_t l_231 = 1UL;
                uint8_t **l_240 = &l_29[0];
                uint64_t **l_244[1];
                int32_t *l_251 = &l_187;
                int32_t *l_252[6] = {&g_112,&g_112,&g_112,&g_112,&g_112,&g_112};
                union U1 *l_262 = &g_203;
                int i;
                for (i = 0; i < 1; i++)
                    l_244[i] = &l_243[2][1];
                (*l_168) = ((g_54 & ((((((((l_249 = (safe_add_func_int16_t_s_s(l_231, ((*l_168) && ((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s((((*l_240) = l_162) == (((l_241 = &g_84) != (g_245 = l_243[2][1])) , func_18((((*l_169) = g_5) , func_20((safe_sub_func_uint8_t_u_u((*l_168), ((void*)0 != (*g_69)))), &g_44))))), l_248[5])), 6)), g_121[4][0].f1)), l_14[1])) , 65535UL))))) == 0x518EE959467824FALL) , l_250) <= l_14[1]) && g_36) || 0xBA8943D24E930141LL) == l_248[5]) <= g_82)) >= l_231);
                ++g_254;
                (*l_169) = ((*g_245) | ((((**l_240)++) , ((l_259 , (safe_mul_func_int16_t_s_s((((void*)0 != l_262) , (*g_70)), ((l_14[1] , (void*)0) != (((((!g_84) , (safe_lshift_func_int8_t_s_s(((*g_245) > (-10L)), 6))) , (*l_169)) | (*l_169)) , (void*)0))))) == g_242)) >= (*l_169)));
            }
        }
        for (g_63 = 0; (g_63 <= 4); g_63 += 1)
        { /* block id: 125 */
            uint8_t l_266 = 0x5EL;
            uint8_t l_291 = 0UL;
            int i;
            l_266--;
            if (((*l_169) = l_14[g_63]))
            { /* block id: 128 */
                return l_14[g_63];
            }
            else
            { /* block id: 130 */
                union U1 *l_269 = &g_203;
                union U1 **l_270 = &l_202;
                struct S0 * const  volatile **l_271 = (void*)0;
                int32_t *l_292 = &g_50;
                int32_t *l_294 = &l_253;
                (*l_270) = l_269;
                (*g_272) = &g_208;
                (*l_294) |= (((*l_169) = (safe_add_func_uint16_t_u_u((l_14[1] && ((safe_div_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u((*l_169), ((((*l_292) = ((safe_add_func_uint8_t_u_u(l_14[g_63], (safe_add_func_uint8_t_u_u(((l_266 > ((((safe_sub_func_uint64_t_u_u(0xFF55306404F57288LL, (*l_169))) , (((l_14[g_63] , (((-1L) <= ((safe_div_func_int8_t_s_s(((void*)0 != l_271), l_14[4])) | 4294967286UL)) || (**g_69))) || l_290) , (*l_169))) , (*g_70)) >= l_290)) <= 0xA6DFL), 0UL)))) > l_291)) && l_14[g_63]) , l_293))), (*l_169))), 8L)) >= l_291)), g_131[2][2]))) == 1L);
            }
        }
        (*l_169) |= l_249;
    }
    else
    { /* block id: 139 */
        int32_t **l_295 = &g_138;
        (*l_295) = &g_50;
        (*l_295) = &g_112;
    }
    for (g_82 = 0; (g_82 < (-3)); g_82 = safe_sub_func_uint8_t_u_u(g_82, 7))
    { /* block id: 145 */
        int32_t l_301 = 0x29F3894AL;
        int8_t **l_305[2];
        int8_t **l_307 = &l_43[5];
        int8_t ***l_310 = (void*)0;
        int8_t ***l_311 = &l_307;
        struct S0 **l_313[2][4] = {{&g_218[2][0],&g_218[2][0],&g_218[2][0],&g_218[2][0]},{&g_218[2][0],&g_218[2][0],&g_218[2][0],&g_218[2][0]}};
        int32_t l_329 = 0xC99C1923L;
        union U1 **l_346 = &l_202;
        union U1 ***l_347 = &l_346;
        uint64_t *l_360 = (void*)0;
        uint64_t **l_361[5];
        uint32_t l_368 = 1UL;
        int32_t l_399[4][1] = {{1L},{0x913ACF49L},{1L},{0x913ACF49L}};
        int8_t l_405 = 0x8DL;
        struct S0 ***l_424 = (void*)0;
        struct S0 ****l_423 = &l_424;
        int16_t l_425 = 0xC911L;
        int32_t l_428 = 0x1A0A197FL;
        struct S0 *l_452 = &g_121[4][0];
        int32_t *l_458 = &l_332[0][1];
        int32_t *l_459[6][3] = {{&l_329,&g_112,&g_112},{&g_112,&g_112,&g_112},{&l_332[0][1],&g_112,&l_332[0][1]},{&g_112,&l_329,&g_112},{&g_112,&g_112,&l_329},{&l_332[0][1],&l_329,&l_329}};
        uint64_t l_460 = 0x02A20DF232AE47DCLL;
        struct S0 ***l_476 = &l_313[1][1];
        int16_t *l_504 = &g_82;
        int i, j;
        for (i = 0; i < 2; i++)
            l_305[i] = &l_43[0];
        for (i = 0; i < 5; i++)
            l_361[i] = &l_360;
        if ((safe_div_func_int8_t_s_s(((safe_unary_minus_func_uint32_t_u((l_301 == ((safe_div_func_uint16_t_u_u((l_14[0] , l_293), l_304)) <= ((g_306 = l_305[1]) == ((*l_311) = (g_308 = l_307))))))) || (g_121[4][0].f0 = (l_14[1] & (((g_121[4][0].f1 , ((l_312 == l_313[0][1]) != (*g_70))) & g_83) <= l_14[1])))), (*g_309))))
        { /* block id: 150 */
            int8_t l_317 = 0x26L;
            for (g_63 = (-25); (g_63 != 2); g_63 = safe_add_func_uint64_t_u_u(g_63, 3))
            { /* block id: 153 */
                int32_t *l_316[4] = {&g_112,&g_112,&g_112,&g_112};
                int i;
                g_50 |= l_301;
                return l_317;
            }
        }
        else
        { /* block id: 157 */
            struct S0 * const  volatile **l_319 = (void*)0;
            struct S0 * const  volatile ***l_318 = &l_319;
            int32_t *l_320 = &g_112;
            int32_t *l_321 = &g_112;
            int32_t *l_322 = &l_249;
            int32_t *l_323 = &g_50;
            int32_t *l_324 = &l_249;
            int32_t *l_325 = &g_50;
            int32_t *l_326 = &g_112;
            int32_t *l_327 = (void*)0;
            int32_t *l_328[6][6] = {{&l_249,&g_50,&g_112,&g_50,&g_112,&g_50},{&g_50,&l_249,&l_249,&g_50,&l_249,&g_112},{&l_249,&g_112,&l_249,&g_50,&g_50,&g_50},{&g_50,&g_112,&g_112,&g_50,&l_249,&l_249},{&g_50,&l_249,&l_249,&g_50,&g_112,&l_249},{&l_249,&g_50,&g_112,&g_50,&g_112,&g_50}};
            int i, j;
            (*l_318) = &g_273;
            g_138 = &g_112;
            g_333++;
            for (l_331 = 0; (l_331 <= 1); l_331 += 1)
            { /* block id: 163 */
                int i, j;
                return g_60[(l_331 + 3)][l_331];
            }
        }
    }
    if (g_44)
        goto lbl_517;
    (*g_518) |= l_290;
    return l_332[0][4];
}


/* ------------------------------------------ */
/* 
 * reads : g_54 g_50 g_63 g_69 g_60 g_84 g_83 g_112 g_44 g_17
 * writes: g_54 g_60 g_63 g_67 g_68 g_50 g_30 g_82 g_84 g_83 g_112 g_44 g_121 g_17 g_138
 */
static int8_t * func_6(int8_t * p_7, uint16_t  p_8, int64_t  p_9, int16_t  p_10, uint32_t  p_11)
{ /* block id: 9 */
    int32_t *l_47 = (void*)0;
    int32_t *l_48 = (void*)0;
    int32_t *l_49 = &g_50;
    int32_t *l_51 = &g_50;
    int32_t *l_52 = &g_50;
    int32_t *l_53[5][4] = {{&g_50,&g_50,&g_50,&g_50},{&g_50,&g_50,&g_50,&g_50},{&g_50,&g_50,&g_50,&g_50},{&g_50,&g_50,&g_50,&g_50},{&g_50,&g_50,&g_50,&g_50}};
    uint16_t *l_59 = &g_60[2][1];
    uint16_t *l_61 = (void*)0;
    uint16_t *l_62 = &g_63;
    int16_t **l_66 = (void*)0;
    uint64_t l_141[1][6];
    int8_t *l_144 = &g_44;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
            l_141[i][j] = 0x66BA46063A1CE40CLL;
    }
    g_54++;
    if (((*l_51) != (((safe_add_func_uint64_t_u_u((((*l_59) = g_50) | ((*l_62) |= g_54)), (safe_sub_func_int16_t_s_s((-1L), ((((g_54 >= (((g_67 = &p_10) != (g_68 = (void*)0)) & (((*l_49) , g_69) != l_66))) & 0x2283564FL) >= (*l_49)) == p_11))))) , g_60[0][0]) != (*l_51))))
    { /* block id: 15 */
        int32_t l_76[4][4] = {{(-10L),(-10L),(-1L),(-1L)},{(-10L),(-10L),(-1L),(-1L)},{(-10L),(-10L),(-1L),(-1L)},{(-10L),(-10L),(-1L),(-1L)}};
        uint64_t l_81 = 1UL;
        int16_t **l_110[4];
        struct S0 l_120 = {0x99L,-3L,0x54L};
        int i, j;
        for (i = 0; i < 4; i++)
            l_110[i] = &g_68;
        for (g_50 = 0; (g_50 < (-2)); --g_50)
        { /* block id: 18 */
            uint8_t *l_78[2][3];
            const int32_t l_80 = (-1L);
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 3; j++)
                    l_78[i][j] = &g_30;
            }
            g_82 = ((((safe_div_func_int8_t_s_s(((5UL | ((l_76[2][2] > 0x4BL) && ((+((((g_60[2][1] & 0x968679DD5AE90980LL) || p_9) > (g_30 = g_50)) | (!((g_54 | (-1L)) >= l_80)))) == l_76[2][1]))) == l_81), 250UL)) && g_50) > l_80) ^ p_8);
        }
        --g_84;
        for (g_83 = 0; (g_83 >= 2); g_83++)
        { /* block id: 25 */
            uint8_t *l_95 = &g_30;
            int32_t l_103 = 1L;
            int32_t l_111 = 1L;
            g_112 |= (safe_rshift_func_uint8_t_u_u(0x3DL, (((safe_mul_func_uint16_t_u_u(((*l_49) != 0xAF85E685AC0FE8B8LL), 0x6A4DL)) <= (g_60[2][1] > (safe_sub_func_uint64_t_u_u((l_95 != ((safe_div_func_int32_t_s_s((~(p_8 = ((safe_mod_func_int32_t_s_s((!((safe_unary_minus_func_uint64_t_u((l_103 = l_76[0][2]))) >= ((*l_49) <= (((safe_rshift_func_int8_t_s_s((safe_sub_func_uint64_t_u_u((safe_lshift_func_uint16_t_u_s(((*l_62) = (((l_110[3] = &g_68) == &g_67) == l_111)), 13)), g_84)), 5)) && 0xB8L) > 0x4A0BD6DA29A6A910LL)))), g_50)) ^ l_111))), p_11)) , (void*)0)), 6UL)))) == p_9)));
        }
        for (g_44 = (-20); (g_44 == (-18)); ++g_44)
        { /* block id: 34 */
            uint32_t l_117[2][2];
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 2; j++)
                    l_117[i][j] = 5UL;
            }
            for (p_10 = 0; (p_10 == (-2)); p_10 = safe_sub_func_int32_t_s_s(p_10, 1))
            { /* block id: 37 */
                ++l_117[1][1];
                l_76[2][0] = p_8;
                g_121[4][0] = l_120;
            }
        }
    }
    else
    { /* block id: 43 */
        const int16_t *l_130[5] = {&g_131[2][2],&g_131[2][2],&g_131[2][2],&g_131[2][2],&g_131[2][2]};
        int32_t l_132[5][1];
        int8_t *l_136 = &g_44;
        int32_t **l_137[4][4] = {{&l_52,&l_52,(void*)0,&l_52},{&l_52,&l_52,&l_52,&l_52},{&l_52,&l_52,&l_52,&l_52},{&l_52,&l_52,(void*)0,&l_52}};
        int i, j;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 1; j++)
                l_132[i][j] = 0x131093E8L;
        }
        (*l_51) |= p_11;
        for (g_54 = (-15); (g_54 > 18); g_54++)
        { /* block id: 47 */
            int8_t *l_126 = &g_44;
            int32_t l_127 = 0x379EBF7AL;
            int16_t **l_128 = (void*)0;
            int16_t **l_129 = &g_68;
            g_50 &= p_8;
            if ((((((((*p_7) = (safe_div_func_uint32_t_u_u((((g_54 ^ ((void*)0 == l_126)) , l_127) < (0L || (((((*l_129) = &g_82) != (l_130[1] = &p_10)) , 0L) && p_8))), 1UL))) , 0x3E8CBBEEL) <= p_11) != g_84) > p_10) < l_132[0][0]))
            { /* block id: 52 */
                uint32_t l_133[3];
                int i;
                for (i = 0; i < 3; i++)
                    l_133[i] = 18446744073709551609UL;
                if (l_133[1])
                    break;
                (*l_51) |= 0xEC2C21BEL;
            }
            else
            { /* block id: 55 */
                return &g_44;
            }
            for (g_17 = (-2); (g_17 != (-17)); g_17--)
            { /* block id: 60 */
                return l_136;
            }
        }
        (*l_49) ^= ((l_53[3][0] = &l_132[3][0]) != (g_138 = &l_132[0][0]));
        for (g_63 = 18; (g_63 != 54); g_63 = safe_add_func_uint64_t_u_u(g_63, 2))
        { /* block id: 69 */
            l_141[0][0]--;
        }
    }
    return l_144;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int8_t * func_18(int16_t * p_19)
{ /* block id: 7 */
    int8_t *l_46 = &g_44;
    return l_46;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int16_t * func_20(uint64_t  p_21, int8_t * p_22)
{ /* block id: 5 */
    int16_t *l_45 = &g_17;
    return l_45;
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
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_40, "g_40", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_42[i], "g_42[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_44, "g_44", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_60[i][j], "g_60[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_83, "g_83", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_121[i][j].f0, "g_121[i][j].f0", print_hash_value);
            transparent_crc(g_121[i][j].f1, "g_121[i][j].f1", print_hash_value);
            transparent_crc(g_121[i][j].f2, "g_121[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_131[i][j], "g_131[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_242, "g_242", print_hash_value);
    transparent_crc(g_254, "g_254", print_hash_value);
    transparent_crc(g_333, "g_333", print_hash_value);
    transparent_crc(g_400, "g_400", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_432[i][j], "g_432[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_453, "g_453", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 123
   depth: 1, occurrence: 5
XXX total union variables: 1

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

XXX max expression depth: 32
breakdown:
   depth: 1, occurrence: 76
   depth: 2, occurrence: 14
   depth: 3, occurrence: 2
   depth: 4, occurrence: 1
   depth: 13, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 3
   depth: 19, occurrence: 1
   depth: 24, occurrence: 1
   depth: 26, occurrence: 2
   depth: 29, occurrence: 1
   depth: 31, occurrence: 1
   depth: 32, occurrence: 1

XXX total number of pointers: 161

XXX times a variable address is taken: 227
XXX times a pointer is dereferenced on RHS: 49
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 4
XXX times a pointer is dereferenced on LHS: 67
breakdown:
   depth: 1, occurrence: 62
   depth: 2, occurrence: 4
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 12
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 686

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 311
   level: 2, occurrence: 43
   level: 3, occurrence: 8
   level: 4, occurrence: 1
XXX number of pointers point to pointers: 57
XXX number of pointers point to scalars: 89
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 28
XXX average alias set size: 1.36

XXX times a non-volatile is read: 350
XXX times a non-volatile is write: 213
XXX times a volatile is read: 20
XXX    times read thru a pointer: 8
XXX times a volatile is write: 8
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 150
XXX percentage of non-volatile access: 95.3

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 70
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 15
   depth: 2, occurrence: 18
   depth: 3, occurrence: 27

XXX percentage a fresh-made variable is used: 22.3
XXX percentage an existing variable is used: 77.7
********************* end of statistics **********************/

