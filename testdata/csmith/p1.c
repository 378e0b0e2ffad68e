/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p1.c
 * Seed:      1
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static int32_t g_6 = 9L;
static int32_t g_39 = 0x4981C586L;
static int16_t g_47 = 0xBF7AL;
static uint8_t g_49 = 1UL;
static int32_t g_53[4][5] = {{1L,0xDF493AB7L,(-5L),(-5L),0xDF493AB7L},{(-9L),0x86007675L,0x81F04FECL,0x81F04FECL,0x86007675L},{1L,0xDF493AB7L,(-5L),(-5L),0xDF493AB7L},{(-9L),0x86007675L,0x81F04FECL,0x81F04FECL,0x86007675L}};
static uint16_t g_67 = 0x02D5L;
static int64_t g_71 = 3L;
static uint8_t g_74 = 9UL;
static uint32_t g_75 = 4UL;
static int32_t *g_86 = &g_53[2][0];
static int32_t *g_88 = &g_2;
static int32_t ** volatile g_87 = &g_88;/* VOLATILE GLOBAL g_87 */
static int8_t g_115 = 0xAFL;
static int32_t g_125 = 1L;
static uint64_t g_143 = 0x7D2B40C0E69535F3LL;
static uint16_t g_195 = 8UL;
static uint32_t g_197 = 0UL;
static uint64_t *g_210 = &g_143;
static uint64_t *g_211 = &g_143;
static int16_t g_215 = (-7L);
static int64_t g_259 = 0x06C27A06102636EELL;
static uint32_t g_280 = 0x4166E7C3L;
static volatile int8_t g_472[4][4] = {{(-6L),(-10L),4L,(-10L)},{0x20L,0x54L,(-2L),4L},{(-10L),0x54L,0x54L,(-10L)},{0x54L,(-10L),0x20L,(-6L)}};
static volatile int8_t * volatile g_471[4][1] = {{(void*)0},{&g_472[2][1]},{(void*)0},{&g_472[2][1]}};
static volatile int8_t * volatile *g_470 = &g_471[3][0];
static int64_t g_495[4][5] = {{0xF9573C7869FA13B5LL,0xF9573C7869FA13B5LL,0xC8D1F78BCFD70CFALL,0xF9573C7869FA13B5LL,0xF9573C7869FA13B5LL},{5L,5L,0xC8D1F78BCFD70CFALL,0xC8D1F78BCFD70CFALL,5L},{5L,0xC8D1F78BCFD70CFALL,0xC8D1F78BCFD70CFALL,5L,0xC8D1F78BCFD70CFALL},{5L,5L,0xF9573C7869FA13B5LL,5L,5L}};
static int32_t ** volatile g_605 = &g_86;/* VOLATILE GLOBAL g_605 */
static int16_t ***g_672 = (void*)0;
static int16_t **** volatile g_671 = &g_672;/* VOLATILE GLOBAL g_671 */
static const int32_t * volatile g_680 = &g_53[2][4];/* VOLATILE GLOBAL g_680 */
static volatile int16_t * volatile *g_684 = (void*)0;
static volatile int16_t * volatile **g_683 = &g_684;
static uint32_t g_685 = 4UL;
static const int32_t g_704[5] = {(-1L),(-1L),(-1L),(-1L),(-1L)};
static const int32_t *g_703 = &g_704[1];
static const int32_t g_706 = 7L;
static const int32_t *g_705[5][3] = {{&g_706,&g_706,&g_706},{&g_706,&g_706,&g_706},{&g_706,&g_706,&g_706},{&g_706,&g_706,&g_706},{&g_706,&g_706,&g_706}};
static uint64_t g_711 = 0xCE398C10640CABB9LL;
static volatile uint8_t g_760 = 255UL;/* VOLATILE GLOBAL g_760 */
static volatile uint8_t *g_759 = &g_760;
static volatile uint8_t * volatile *g_758 = &g_759;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int16_t  func_9(int16_t  p_10);
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17);
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_215 g_75 g_49 g_211 g_143 g_470 g_125 g_259 g_115 g_39 g_53 g_472 g_74 g_210 g_71 g_197 g_495 g_86 g_88 g_87 g_195 g_471 g_47 g_67 g_280 g_605 g_671 g_672 g_680 g_683 g_685 g_711 g_706 g_758
 * writes: g_2 g_6 g_49 g_215 g_86 g_125 g_495 g_47 g_53 g_75 g_195 g_197 g_74 g_115 g_672 g_680 g_259 g_703 g_705 g_88
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_5 = 0xF4L;
    uint16_t l_474 = 0x37DBL;
    uint32_t l_527[3];
    uint8_t l_544 = 0x8DL;
    int32_t l_548 = (-8L);
    int64_t l_560 = 0L;
    int32_t l_567 = 0xAAA2DB96L;
    uint64_t l_571 = 0x23DB8272E4031009LL;
    int32_t l_574[1][4];
    uint32_t l_580[2];
    int16_t *l_670 = &g_47;
    int16_t **l_669 = &l_670;
    int16_t ***l_668 = &l_669;
    int32_t l_692 = 0xF35DFCAFL;
    uint32_t l_735 = 18446744073709551615UL;
    uint64_t *l_755 = &l_571;
    int i, j;
    for (i = 0; i < 3; i++)
        l_527[i] = 0UL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
            l_574[i][j] = 4L;
    }
    for (i = 0; i < 2; i++)
        l_580[i] = 0UL;
    for (g_2 = 0; (g_2 > 6); g_2 = safe_add_func_int32_t_s_s(g_2, 4))
    { /* block id: 3 */
        int32_t l_440 = 0x96BB92B2L;
        g_6 = l_5;
        l_440 |= (safe_add_func_int16_t_s_s(func_9(g_2), g_75));
    }
    for (g_49 = 0; (g_49 != 50); ++g_49)
    { /* block id: 186 */
        int16_t *l_451 = (void*)0;
        int16_t *l_452 = &g_215;
        int32_t l_459 = 0x5306002AL;
        int32_t l_473 = (-1L);
        uint16_t l_508 = 0x32B6L;
        int8_t *l_511 = &g_115;
        int8_t **l_510 = &l_511;
        int32_t l_520 = 0x6589F550L;
        int32_t l_526[1];
        const int64_t *l_543[1];
        uint8_t *l_581 = &g_74;
        uint16_t *l_600 = &l_508;
        int32_t *l_601 = &g_6;
        int32_t **l_602 = &g_86;
        int i;
        for (i = 0; i < 1; i++)
            l_526[i] = 0L;
        for (i = 0; i < 1; i++)
            l_543[i] = &g_495[1][0];
        if (((safe_add_func_uint64_t_u_u(l_5, (*g_211))) , ((safe_mul_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_u(((((l_5 && 0xE752L) != (((safe_sub_func_int64_t_s_s(((((*l_452) = 0xD06FL) != (safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_s(l_459, ((!((((g_6 & (safe_mod_func_int8_t_s_s((+(safe_mod_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((g_470 != &g_471[3][0]), l_5)), l_5)), l_473))), g_49))) ^ l_474) == (-10L)) , l_473)) , l_5))) <= (-1L)), g_125)) , g_259), l_5))) ^ 4294967290UL), l_459)) , &g_88) == (void*)0)) & 0x8E7ED444L) >= g_115), 15)) , l_5), g_39)) | l_459)))
        { /* block id: 188 */
            int32_t **l_475 = &g_86;
            int32_t l_509 = 0xA3A5D059L;
            (*l_475) = &l_459;
            for (g_125 = 3; (g_125 >= 0); g_125 -= 1)
            { /* block id: 192 */
                int64_t *l_494[1];
                int16_t *l_496 = &g_47;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_494[i] = &g_495[1][0];
                (*g_88) &= (g_53[g_125][(g_125 + 1)] = (((safe_sub_func_int64_t_s_s((safe_mod_func_int16_t_s_s(((g_53[g_125][g_125] ^ g_472[g_125][g_125]) == ((((*l_496) = (1L ^ (safe_rshift_func_uint8_t_u_u((18446744073709551615UL || (safe_div_func_int64_t_s_s((g_495[1][2] &= (((safe_mod_func_int16_t_s_s(g_53[0][4], ((((safe_mul_func_int8_t_s_s((l_459 >= (((safe_sub_func_uint16_t_u_u((safe_sub_func_int8_t_s_s(((safe_lshift_func_int16_t_s_s(((*l_452) = g_74), (g_53[g_125][g_125] , (g_53[g_125][g_125] || (*g_210))))) & g_71), g_259)), g_39)) && g_197) | g_115)), g_53[g_125][g_125])) && 0xA1L) && 0xB37DL) , 0xCB15L))) != l_474) , g_115)), (**l_475)))), 0)))) ^ 0x4172L) > g_53[g_125][g_125])), 0x8086L)), 4L)) | (**l_475)) < l_5));
                return g_75;
            }
            if ((*g_88))
                break;
            for (g_75 = 9; (g_75 >= 32); g_75 = safe_add_func_uint64_t_u_u(g_75, 6))
            { /* block id: 203 */
                int32_t l_507 = 0x59B2FF8AL;
                int8_t ***l_512 = &l_510;
                (*g_86) |= (**g_87);
                if (l_459)
                    continue;
                (*g_88) |= ((safe_add_func_int64_t_s_s(((((**l_475) , l_474) & (((safe_sub_func_uint64_t_u_u(l_459, (*g_210))) , (safe_sub_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((&g_75 == (((l_507 < ((l_474 && l_508) ^ ((l_473 ^ l_509) , 0UL))) , 0x9AL) , &g_197)), l_473)), l_5))) , (**l_475))) >= (**l_475)), 0x0F150C4598FF701DLL)) & g_472[2][1]);
                (*g_88) ^= ((*g_86) = (&g_471[3][0] == ((*l_512) = l_510)));
            }
        }
        else
        { /* block id: 211 */
            int32_t *l_513 = &g_53[0][4];
            int32_t *l_514 = &g_125;
            int32_t *l_515 = (void*)0;
            int32_t *l_516 = &g_125;
            int32_t *l_517 = &g_53[0][4];
            int32_t *l_518 = &l_459;
            int32_t *l_519 = (void*)0;
            int32_t *l_521 = &g_2;
            int32_t *l_522 = &l_520;
            int32_t *l_523 = &g_53[0][4];
            int32_t *l_524 = &l_459;
            int32_t *l_525[1];
            int64_t * const l_538 = (void*)0;
            uint16_t *l_549 = &g_195;
            uint64_t l_552 = 0xFA5F112D9F4B4A6FLL;
            uint16_t *l_553 = &l_474;
            uint32_t *l_563 = (void*)0;
            uint32_t *l_564[6][5] = {{(void*)0,&g_197,&g_197,(void*)0,&g_197},{(void*)0,(void*)0,&g_75,(void*)0,(void*)0},{&g_197,(void*)0,&g_197,&g_197,(void*)0},{(void*)0,&g_197,&g_197,(void*)0,&g_197},{(void*)0,(void*)0,&g_75,(void*)0,(void*)0},{&g_197,(void*)0,&g_197,&g_197,(void*)0}};
            uint32_t **l_570 = &l_564[2][3];
            int i, j;
            for (i = 0; i < 1; i++)
                l_525[i] = &g_125;
            l_527[2]++;
            (*l_518) = ((safe_sub_func_uint32_t_u_u(g_143, l_5)) | ((safe_rshift_func_int16_t_s_s(l_526[0], ((*l_452) = (safe_sub_func_uint64_t_u_u((safe_div_func_int64_t_s_s(g_53[3][0], g_259)), ((void*)0 == l_538)))))) <= (((safe_mul_func_uint8_t_u_u(((0x41L & (g_53[0][4] < (*g_211))) , g_259), 1L)) & g_197) < l_473)));
            (*l_518) = ((safe_lshift_func_int16_t_s_s((l_543[0] != (l_544 , &g_495[3][1])), (((*l_517) = l_5) <= (((*l_553) = ((~(safe_rshift_func_int8_t_s_s(((((((((g_71 < ((*l_549)++)) ^ (((*l_452) = (((&g_211 == (void*)0) == l_526[0]) == (((-1L) && (**g_87)) , 0x0ED79F19L))) , l_552)) , g_472[1][1]) , 4294967295UL) , 0x8B13D0D66266C13DLL) != l_5) | g_115) , 0x29L), 4))) | (-1L))) > g_143)))) && l_5);
            (*l_514) ^= ((safe_add_func_int32_t_s_s(((((*l_570) = ((((((*g_210) >= ((l_508 > 0x66F986CDL) , ((safe_mod_func_int32_t_s_s((*g_88), ((*l_518) |= (((safe_add_func_int32_t_s_s((1UL & ((l_560 , (void*)0) == (*g_470))), (safe_mod_func_uint32_t_u_u(((g_197--) != (g_75--)), ((*l_513) ^ 0x2F0EL))))) && g_47) != g_74)))) , g_197))) <= 4294967292UL) & 0x18L) ^ g_2) , &g_197)) == g_88) , l_571), 0x52AC1A82L)) & g_67);
        }
        (*l_601) |= (((safe_add_func_int64_t_s_s(((l_574[0][2] = l_526[0]) , (l_508 && (safe_div_func_uint8_t_u_u((((!((g_472[2][1] == ((safe_mod_func_int32_t_s_s(l_580[1], (((((*l_581)++) && (((0x2A8E209FL != l_574[0][2]) | 1L) || 0xFAL)) == (safe_rshift_func_int16_t_s_u((safe_mul_func_int16_t_s_s(((((safe_rshift_func_uint8_t_u_u(((safe_div_func_int64_t_s_s((safe_add_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(((((safe_mul_func_uint16_t_u_u(((*l_600) ^= (safe_sub_func_uint16_t_u_u(0xA33BL, l_548))), g_2)) < 0x95L) , g_115) , l_567), l_571)), g_49)), l_474)) > 0xE6L), 4)) == 0x9480L) >= g_197) && g_280), (-10L))), l_574[0][1]))) && g_67))) | g_75)) > 0x78L)) & (*g_210)) & 5UL), 1L)))), l_520)) , (**g_87)) < (*g_86));
        (*l_602) = (*g_87);
        return (**l_602);
    }
    for (g_49 = 0; (g_49 >= 41); ++g_49)
    { /* block id: 235 */
        int64_t l_608 = 0xB51CE803C458C4F0LL;
        uint64_t l_609[4][6] = {{18446744073709551615UL,0xBC4E16F04C418A25LL,18446744073709551615UL,18446744073709551615UL,0xBC4E16F04C418A25LL,18446744073709551615UL},{0x6CD814C39AE92379LL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,0x6CD814C39AE92379LL,0x6CD814C39AE92379LL},{0x4E5DBA4CD745D6A0LL,18446744073709551615UL,18446744073709551615UL,0x4E5DBA4CD745D6A0LL,0xBC4E16F04C418A25LL,0x4E5DBA4CD745D6A0LL},{0x4E5DBA4CD745D6A0LL,0xBC4E16F04C418A25LL,0x4E5DBA4CD745D6A0LL,18446744073709551615UL,18446744073709551615UL,0x4E5DBA4CD745D6A0LL}};
        int8_t *l_610 = (void*)0;
        int8_t *l_611 = &l_5;
        uint8_t *l_618 = &l_544;
        uint16_t l_666[5][4] = {{0xD5D5L,0x1114L,0xD5D5L,0xB86DL},{65535UL,0UL,0xB86DL,0xB86DL},{0x1114L,0x1114L,0UL,0UL},{0UL,65535UL,0UL,65535UL},{0x1114L,0xD5D5L,0xB86DL,0UL}};
        uint8_t l_667 = 0x9BL;
        int i, j;
        (*g_605) = &l_548;
        if ((((g_215 < (safe_lshift_func_uint8_t_u_u(((*l_618) = (((**g_87) && (((*l_611) = (0xE649C3E860EC221ALL <= (g_195 , (l_608 == l_609[1][5])))) ^ l_608)) , (safe_div_func_int16_t_s_s((safe_mod_func_int64_t_s_s((l_560 || (safe_mul_func_uint8_t_u_u(g_472[2][1], g_75))), g_197)), 1UL)))), g_495[0][2]))) || 0x87L) && 0x74770405L))
        { /* block id: 239 */
            uint64_t **l_639 = &g_210;
            int32_t l_642[2];
            int16_t *l_659 = &g_47;
            int16_t **l_658 = &l_659;
            int16_t ***l_660 = &l_658;
            int i;
            for (i = 0; i < 2; i++)
                l_642[i] = 4L;
            for (l_5 = 17; (l_5 < (-28)); --l_5)
            { /* block id: 242 */
                int64_t l_621 = 0L;
                int16_t *l_641 = &g_47;
                int16_t **l_640 = &l_641;
                int32_t l_643 = 0xC746351CL;
                (*g_88) &= l_621;
                l_643 ^= ((safe_unary_minus_func_int8_t_s((g_115 = (safe_lshift_func_uint16_t_u_s(((((((((void*)0 == &g_67) , (((safe_div_func_int64_t_s_s(((safe_add_func_uint64_t_u_u(l_621, ((safe_div_func_int32_t_s_s(((*g_86) = (safe_div_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((l_639 != (void*)0), l_527[0])), (l_621 | (0x0EL > (((*l_640) = &g_47) == &g_215))))), l_642[0])), l_571))), 4294967291UL)) ^ (*g_210)))) || 65535UL), l_609[1][2])) ^ 0L) , (*g_86))) > (-1L)) > g_6) | 0x8C1FD13DL) , 0x16FFFE094D9E0D6BLL) , g_280), 15))))) <= l_567);
            }
            (*g_86) ^= ((-1L) <= (safe_sub_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((-4L), (safe_sub_func_uint64_t_u_u((*g_210), (safe_div_func_int16_t_s_s(l_608, (safe_div_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((safe_add_func_int8_t_s_s(((((*l_660) = l_658) == (void*)0) || ((safe_add_func_uint16_t_u_u(g_47, (!((*l_618) = (0x235BL & (((safe_sub_func_uint32_t_u_u(0x24DAFD87L, l_666[1][2])) == (*g_88)) < 0xC052L)))))) == l_642[1])), l_667)), 0x80A1L)), 0x00AEL)))))))), 0L)));
        }
        else
        { /* block id: 252 */
            int8_t l_675 = (-1L);
            (*g_671) = l_668;
            if ((g_75 , ((safe_mod_func_uint16_t_u_u((l_609[3][5] ^ l_675), (****g_671))) , ((g_495[0][0] , ((safe_div_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u((((*g_88) <= (0x29D9A9A70162249ELL && (*g_211))) <= 0x3BL), 5)) & (****g_671)), 0x237FL)) > (*g_211))) < (*g_211)))))
            { /* block id: 254 */
                if ((*g_86))
                    break;
            }
            else
            { /* block id: 256 */
                const int32_t * volatile *l_681[6][3] = {{&g_680,&g_680,&g_680},{&g_680,&g_680,&g_680},{&g_680,&g_680,&g_680},{&g_680,&g_680,&g_680},{&g_680,&g_680,&g_680},{&g_680,&g_680,&g_680}};
                int16_t ****l_682[1][1];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_682[i][j] = &g_672;
                }
                g_680 = g_680;
                if (l_608)
                    break;
                (*g_86) = ((((*g_671) = (void*)0) != g_683) == 0x18186001L);
                if (g_685)
                    continue;
            }
        }
    }
    if ((((0xEBAFL & (((safe_sub_func_uint64_t_u_u((*g_211), (0L <= ((((*g_680) , (2UL < l_574[0][1])) , &l_668) != &g_683)))) , l_527[2]) | 0x80D0L)) , 0x33E4819FL) > l_567))
    { /* block id: 265 */
        int16_t ****l_702 = &g_672;
        uint32_t l_713 = 0x07572CF9L;
        int32_t l_729 = 0x08405B2CL;
        for (g_259 = 12; (g_259 > (-16)); g_259 = safe_sub_func_uint64_t_u_u(g_259, 9))
        { /* block id: 268 */
            int8_t l_712 = (-1L);
            int32_t l_730 = (-4L);
            int32_t l_731 = 7L;
            int32_t l_732 = 0x6D6983E6L;
            int32_t l_733 = 0xCBB896A2L;
            int32_t l_734 = 0L;
            if (l_692)
            { /* block id: 269 */
                uint32_t l_693 = 0x465106F4L;
                ++l_693;
                (*g_88) = (((+(((((**l_669) = (!((safe_mod_func_uint32_t_u_u(4UL, (((l_527[2] & (safe_rshift_func_uint16_t_u_s(((void*)0 != l_702), ((((g_705[3][0] = (g_703 = (*g_87))) == (void*)0) == ((*g_88) < (safe_div_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(((*g_210) >= 18446744073709551610UL), 7L)), g_711)))) >= l_693)))) || g_53[0][4]) | l_712))) >= 5L))) <= l_713) && 0x0CL) , 0x5FL)) , 0x9BL) && l_574[0][0]);
            }
            else
            { /* block id: 275 */
                int32_t *l_714 = &g_53[0][4];
                int32_t *l_715 = &l_574[0][1];
                int32_t *l_716 = &g_53[1][2];
                int32_t *l_717 = &g_2;
                int32_t *l_718 = &g_53[0][4];
                int32_t *l_719 = &l_574[0][2];
                int32_t *l_720 = (void*)0;
                int32_t *l_721 = &l_574[0][2];
                int32_t *l_722 = (void*)0;
                int32_t *l_723 = &g_6;
                int32_t *l_724 = &l_574[0][0];
                int32_t *l_725 = &l_574[0][1];
                int32_t *l_726 = &l_574[0][0];
                int32_t *l_727 = &l_574[0][2];
                int32_t *l_728[1][4] = {{&g_2,&g_2,&g_2,&g_2}};
                int i, j;
                l_735++;
                return l_733;
            }
        }
    }
    else
    { /* block id: 280 */
        int8_t **l_739 = (void*)0;
        int8_t *** const l_738[3] = {&l_739,&l_739,&l_739};
        int32_t l_742 = 9L;
        uint8_t *l_750 = &g_74;
        int32_t **l_751 = (void*)0;
        int32_t **l_752 = &g_88;
        uint64_t *l_753 = &g_143;
        uint64_t **l_754[4];
        int32_t *l_761 = &g_6;
        int i;
        for (i = 0; i < 4; i++)
            l_754[i] = (void*)0;
        for (g_115 = 0; g_115 < 5; g_115 += 1)
        {
            for (g_195 = 0; g_195 < 3; g_195 += 1)
            {
                g_705[g_115][g_195] = &l_574[0][1];
            }
        }
        (*l_752) = (((l_738[1] != &g_470) | (safe_lshift_func_uint16_t_u_s(((l_580[1] <= g_197) == l_742), ((~((((g_711 != ((safe_sub_func_uint32_t_u_u((g_67 >= ((((safe_mod_func_int16_t_s_s(((((*l_750) = ((safe_sub_func_int16_t_s_s(l_742, (l_742 | g_259))) , g_74)) < 0xA3L) != l_527[2]), 0xE214L)) || 0xEA729ECCL) && l_474) > g_53[1][0])), l_742)) <= l_742)) | 0xEBEC950A6C7E19A0LL) < l_742) >= g_706)) ^ 0x4819L)))) , (void*)0);
        (*l_761) ^= ((l_755 = l_753) != ((~((!((-4L) & ((7UL && ((((l_548 ^ (g_758 == (g_75 , &l_750))) ^ (0x762BL | (3UL || l_580[1]))) <= 7L) && l_574[0][2])) != l_544))) ^ g_711)) , &l_571));
    }
    return l_560;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_215
 * writes: g_6
 */
static int16_t  func_9(int16_t  p_10)
{ /* block id: 5 */
    const int8_t l_24 = (-3L);
    int32_t *l_43 = &g_39;
    int32_t l_48[2];
    int32_t l_50[1];
    int32_t l_51 = (-1L);
    uint32_t l_89 = 0UL;
    uint8_t l_356 = 0xC9L;
    int16_t l_374 = 0L;
    uint64_t * const *l_388 = (void*)0;
    int32_t *l_396 = &l_48[1];
    int32_t *l_399 = (void*)0;
    uint8_t *l_417 = &g_49;
    uint8_t **l_416 = &l_417;
    int i;
    for (i = 0; i < 2; i++)
        l_48[i] = (-7L);
    for (i = 0; i < 1; i++)
        l_50[i] = 0xAE734F12L;
    for (g_6 = (-20); (g_6 <= (-13)); g_6++)
    { /* block id: 8 */
        int8_t l_25 = 0x2DL;
        uint64_t l_40[4][2] = {{3UL,3UL},{3UL,3UL},{3UL,3UL},{3UL,3UL}};
        int32_t l_45 = 0xC3E5F885L;
        int32_t *l_332[2];
        uint16_t *l_418[4];
        int16_t l_439 = 0x2E24L;
        int i, j;
        for (i = 0; i < 2; i++)
            l_332[i] = (void*)0;
        for (i = 0; i < 4; i++)
            l_418[i] = &g_195;
    }
    return g_215;
}


/* ------------------------------------------ */
/* 
 * reads : g_47 g_39 g_6 g_53 g_67 g_115 g_75 g_195 g_125 g_74 g_71 g_49 g_211 g_143 g_2 g_259 g_197 g_280 g_210
 * writes: g_47 g_53 g_71 g_67 g_39 g_195 g_197 g_49 g_210 g_211 g_143 g_215 g_115 g_259 g_125
 */
static int32_t  func_13(uint64_t  p_14, int32_t  p_15, int8_t  p_16, int16_t  p_17)
{ /* block id: 35 */
    const uint16_t *l_94 = &g_67;
    int32_t l_95 = 0xB71F4E5AL;
    uint32_t l_116 = 0UL;
    int32_t l_122[1];
    int32_t l_126[4][2];
    int32_t **l_227 = (void*)0;
    int64_t *l_283[5][5] = {{&g_259,&g_71,&g_259,&g_71,&g_259},{&g_259,&g_259,&g_259,&g_259,&g_259},{&g_259,&g_259,&g_71,&g_71,&g_71},{&g_259,&g_259,(void*)0,&g_259,&g_259},{&g_71,&g_71,&g_71,&g_259,&g_259}};
    int32_t l_284[2];
    int i, j;
    for (i = 0; i < 1; i++)
        l_122[i] = 0x17D21247L;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
            l_126[i][j] = 1L;
    }
    for (i = 0; i < 2; i++)
        l_284[i] = 0x7BCEC8CFL;
    for (g_47 = 0; (g_47 < 2); ++g_47)
    { /* block id: 38 */
        uint8_t l_96 = 0xE6L;
        int32_t *l_97 = (void*)0;
        int32_t *l_98 = &g_53[1][4];
        int8_t *l_113 = (void*)0;
        int8_t *l_114[2][1];
        int8_t **l_121 = &l_113;
        int64_t *l_123 = &g_71;
        int32_t *l_124[4] = {&g_125,&g_125,&g_125,&g_125};
        const int32_t l_175 = 0L;
        uint8_t *l_223 = &l_96;
        uint8_t **l_222 = &l_223;
        int8_t l_271 = 7L;
        int i, j;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 1; j++)
                l_114[i][j] = &g_115;
        }
        if (((safe_sub_func_int16_t_s_s((((void*)0 != l_94) >= g_39), l_95)) ^ (((p_14 = (g_6 , ((249UL != (l_96 < ((*l_98) = 0L))) < 0x2FC2L))) < p_17) ^ 0xBA37D4A057597B35LL)))
        { /* block id: 41 */
            (*l_98) &= p_16;
        }
        else
        { /* block id: 43 */
            uint32_t l_99 = 0x118E0D0DL;
            l_99--;
        }
        if (((*l_98) >= (safe_mul_func_uint8_t_u_u((((~(l_126[0][0] = (safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_add_func_uint32_t_u_u(g_47, (safe_rshift_func_int8_t_s_u((l_116 = p_14), 2)))), 0xAAL)), (((((*l_123) = (safe_sub_func_int32_t_s_s((safe_mod_func_uint32_t_u_u(0x8A694094L, (l_95 = (g_6 & 0xFC4F5E6FL)))), (l_122[0] |= (((*l_121) = l_113) == (void*)0))))) , p_17) && g_67) == g_115))))) > 1UL) <= p_16), 2L))))
        { /* block id: 52 */
            uint32_t l_127 = 0x8EC11135L;
            --l_127;
            for (l_116 = 0; (l_116 > 32); l_116 = safe_add_func_uint8_t_u_u(l_116, 7))
            { /* block id: 56 */
                return p_16;
            }
        }
        else
        { /* block id: 59 */
            int16_t *l_138 = &g_47;
            uint64_t *l_142[1][2];
            int32_t l_150[2];
            int32_t *l_169 = (void*)0;
            int8_t *l_200[3];
            uint64_t **l_209 = (void*)0;
            int16_t *l_214 = &g_215;
            uint16_t *l_216 = &g_195;
            uint16_t *l_217 = &g_67;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                    l_142[i][j] = &g_143;
            }
            for (i = 0; i < 2; i++)
                l_150[i] = 0x05D4F871L;
            for (i = 0; i < 3; i++)
                l_200[i] = (void*)0;
            if ((((safe_add_func_int32_t_s_s((((safe_lshift_func_int16_t_s_u(0x6CADL, 5)) | (((safe_sub_func_uint32_t_u_u(((void*)0 == l_138), (l_95 = ((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u(((--p_14) < p_17))), (p_15 == (safe_lshift_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(l_150[0], (safe_lshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s(((safe_mul_func_int8_t_s_s((((safe_add_func_uint8_t_u_u(p_15, ((((p_16 & ((safe_rshift_func_uint8_t_u_u((~((safe_lshift_func_uint8_t_u_u((+(safe_mul_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(0xCCL, 3)), g_75))), g_39)) > (-3L))), 2)) | p_15)) > 0x75L) , &p_15) == l_169))) != g_67) <= 255UL), p_17)) > 0L), 0x78E0L)), 10)))), l_150[0]))))) >= p_17)))) || (*l_98)) ^ l_150[0])) >= p_17), l_150[0])) , 4294967288UL) <= p_17))
            { /* block id: 62 */
                uint16_t *l_170 = &g_67;
                l_150[0] ^= (((*l_170) = g_67) && 6UL);
            }
            else
            { /* block id: 65 */
                int32_t *l_187 = &g_39;
                uint16_t *l_194 = &g_195;
                uint32_t *l_196[4][1] = {{&g_197},{(void*)0},{&g_197},{(void*)0}};
                uint8_t *l_198 = &g_49;
                uint8_t *l_199 = &l_96;
                int32_t l_201 = 0xC15AF308L;
                int i, j;
                if (l_150[1])
                    break;
                (*l_98) = ((l_201 ^= (safe_rshift_func_uint16_t_u_u(g_75, ((((*l_123) |= ((safe_mod_func_uint64_t_u_u(18446744073709551615UL, l_175)) & (((safe_div_func_int32_t_s_s((((+1UL) , ((safe_div_func_uint8_t_u_u(((((*l_199) |= ((*l_198) = (safe_lshift_func_int8_t_s_s((g_67 || p_17), ((l_126[0][0] = ((safe_div_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((((*l_187) |= p_14) , (safe_sub_func_uint32_t_u_u((g_197 = (((safe_div_func_uint32_t_u_u((0xFA84L <= ((*l_194) ^= (safe_mul_func_uint16_t_u_u(g_115, p_15)))), g_125)) & p_14) ^ p_16)), p_16))), 0x73B790C2L)), 0x82L)) <= g_74)) , p_14))))) <= 0UL) , p_16), l_150[0])) == g_74)) , l_150[0]), g_6)) || 4294967295UL) || p_16))) , &p_16) != l_200[2])))) <= 0UL);
            }
            l_126[0][0] = (((*l_98) = (+l_150[0])) | (0xED5CDA24EF59AD7FLL || ((((p_14 &= (safe_add_func_uint8_t_u_u(g_39, 1UL))) == (g_143 = (l_123 != (g_211 = (g_210 = &g_143))))) & (((*l_217) = ((*l_216) = (safe_mul_func_int16_t_s_s(((*l_214) = g_71), l_126[3][1])))) & (-10L))) < 0x01C40779L)));
            if (p_17)
                continue;
        }
        l_122[0] &= (safe_lshift_func_int16_t_s_s(((&l_96 == ((*l_222) = &l_96)) | ((void*)0 == &g_74)), (safe_add_func_uint8_t_u_u(0xBDL, (+((void*)0 != l_227))))));
        for (l_116 = 0; (l_116 > 20); l_116 = safe_add_func_int16_t_s_s(l_116, 9))
        { /* block id: 92 */
            const int32_t *l_230[3][6] = {{&l_95,&g_125,&l_175,&l_175,&g_125,&l_95},{&g_125,&l_95,&l_175,&l_95,&g_125,&g_125},{&l_175,&l_95,&l_95,&l_175,&g_125,&l_175}};
            int16_t l_260 = (-8L);
            int32_t l_317 = 1L;
            int32_t l_318 = (-7L);
            int i, j;
            if (p_16)
            { /* block id: 93 */
                const int32_t **l_231 = &l_230[1][5];
                int64_t *l_257 = (void*)0;
                int64_t *l_258 = &g_259;
                (*l_231) = l_230[1][5];
                (*l_98) = (l_122[0] = (safe_div_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_u(((*l_223) |= ((((((safe_add_func_uint64_t_u_u((safe_mod_func_int64_t_s_s((+(safe_rshift_func_int8_t_s_u((safe_div_func_int32_t_s_s((p_17 | (safe_mul_func_int8_t_s_s((p_16 != (p_14 != (safe_mod_func_int32_t_s_s((-3L), (((safe_mod_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((p_15 & ((safe_div_func_uint8_t_u_u(g_49, (g_115 = g_49))) , (safe_sub_func_int64_t_s_s((((*l_258) = (((*l_123) = ((((void*)0 != l_230[1][5]) >= (*g_211)) & g_47)) > p_14)) & p_17), g_2)))), p_16)), 0x9EB641AC3D22769CLL)) && g_74) , g_259))))), 0xF4L))), g_49)), 6))), p_14)), g_143)) && p_15) , &l_223) != (void*)0) > g_197) & 4294967290UL)), 0)) > l_260), (**l_231))));
            }
            else
            { /* block id: 101 */
                int32_t l_277 = 1L;
                (*l_98) = (safe_add_func_int32_t_s_s((safe_add_func_int64_t_s_s(((0UL <= ((p_16 = ((((safe_lshift_func_uint16_t_u_u((((((*l_123) = (safe_add_func_int32_t_s_s((safe_add_func_uint16_t_u_u(65527UL, (g_75 >= (l_271 <= 0xBBL)))), g_49))) ^ g_75) && g_143) <= (!((safe_div_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s((p_17 , l_277), p_14)), 65529UL)) < 0x68L))), l_277)) <= p_15) & 1UL) != p_16)) > l_277)) , (-1L)), p_14)), l_277));
            }
            l_284[0] = (p_16 == (safe_mul_func_int8_t_s_s((g_115 = g_280), (safe_lshift_func_uint16_t_u_s((l_283[0][2] == l_123), 5)))));
            for (g_125 = 0; (g_125 >= 0); g_125 -= 1)
            { /* block id: 110 */
                int8_t l_303 = 1L;
                int32_t **l_314[5];
                uint16_t *l_315 = &g_67;
                int16_t *l_316 = &g_215;
                int i, j;
                for (i = 0; i < 5; i++)
                    l_314[i] = &l_97;
                l_318 ^= (((l_317 ^= (safe_lshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s((((((!g_53[0][3]) != (safe_mul_func_uint8_t_u_u((((safe_mul_func_uint8_t_u_u(g_47, ((((p_17 == ((safe_lshift_func_int16_t_s_s(((*l_316) = (!((*l_315) = (safe_mul_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(l_303, (safe_div_func_int8_t_s_s((p_17 , (((safe_add_func_uint32_t_u_u(((safe_mod_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((g_49 != (((safe_add_func_int32_t_s_s(p_17, ((&l_98 == l_314[1]) & (*g_210)))) & 0x38L) && p_17)), 5)), g_47)) , g_195), p_16)) & p_14) | p_16)), g_280)))), 0x74L)), g_71))))), l_116)) , p_15)) < g_125) | p_15) || 0xF287L))) != p_15) > g_6), p_16))) > p_16) == 4294967286UL) != 0xF4L), p_15)), 7))) >= 0x3FE2AFE4L) == 0x6CL);
                (*l_98) = (-6L);
                l_317 = p_17;
            }
        }
    }
    return p_16;
}


/* ------------------------------------------ */
/* 
 * reads : g_53 g_67 g_39 g_71 g_75 g_87
 * writes: g_53 g_47 g_67 g_71 g_74 g_75 g_86 g_88
 */
static uint16_t  func_18(int16_t  p_19, uint8_t  p_20, uint16_t  p_21, int32_t  p_22)
{ /* block id: 16 */
    int32_t *l_52[2][2];
    uint32_t l_76[1][1];
    uint16_t *l_79 = &g_67;
    int64_t *l_85 = &g_71;
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
            l_52[i][j] = &g_53[0][4];
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_76[i][j] = 0UL;
    }
    if ((g_53[1][2] |= (-4L)))
    { /* block id: 18 */
        uint64_t l_54[3];
        int16_t *l_64 = &g_47;
        int32_t *l_65[2][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0}};
        uint16_t *l_66[1];
        int64_t *l_70 = &g_71;
        int32_t l_72 = 0xF84FF3FAL;
        uint32_t *l_73[2];
        int i, j;
        for (i = 0; i < 3; i++)
            l_54[i] = 0UL;
        for (i = 0; i < 1; i++)
            l_66[i] = &g_67;
        for (i = 0; i < 2; i++)
            l_73[i] = (void*)0;
        l_54[1] &= (0x3070B7B20295D0C5LL && 0x78DB5841EC3D2506LL);
        g_75 |= ((p_20 ^ ((void*)0 == &p_22)) > (safe_mod_func_uint16_t_u_u(((l_54[1] <= (g_74 = (!(l_72 = (((safe_mul_func_int8_t_s_s((p_20 != (((((*l_70) ^= ((safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u((((*l_64) = p_21) , (g_67 |= ((void*)0 != l_65[1][1]))), (safe_div_func_uint16_t_u_u((((p_22 , l_54[1]) < g_39) , 0UL), g_39)))), p_19)) ^ 0x708EL)) == 0x83C5EE7416AF0CFCLL) , p_21) | 0x43E1243B3BE7B8BBLL)), l_54[0])) , p_19) ^ l_54[0]))))) > (-1L)), g_53[3][3])));
        g_53[0][4] |= ((p_21 > 0xADL) > 0x87B7884FD301F6F3LL);
    }
    else
    { /* block id: 27 */
        g_53[0][4] |= l_76[0][0];
    }
    g_53[0][4] ^= (((p_20 & (g_39 , (safe_mul_func_int16_t_s_s((l_79 != &g_67), (249UL == (~(((safe_div_func_uint64_t_u_u((safe_rshift_func_int8_t_s_s((p_22 ^ 0x0B97L), 7)), p_22)) <= ((*l_85) = 0L)) ^ 0UL))))))) != p_20) < p_20);
    (*g_87) = ((g_39 & p_19) , (g_86 = (void*)0));
    return p_21;
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
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_53[i][j], "g_53[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_67, "g_67", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_125, "g_125", print_hash_value);
    transparent_crc(g_143, "g_143", print_hash_value);
    transparent_crc(g_195, "g_195", print_hash_value);
    transparent_crc(g_197, "g_197", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    transparent_crc(g_259, "g_259", print_hash_value);
    transparent_crc(g_280, "g_280", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_472[i][j], "g_472[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_495[i][j], "g_495[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_685, "g_685", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_704[i], "g_704[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_706, "g_706", print_hash_value);
    transparent_crc(g_711, "g_711", print_hash_value);
    transparent_crc(g_760, "g_760", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 132
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

XXX max expression depth: 39
breakdown:
   depth: 1, occurrence: 81
   depth: 2, occurrence: 14
   depth: 3, occurrence: 3
   depth: 4, occurrence: 3
   depth: 6, occurrence: 1
   depth: 8, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 2
   depth: 22, occurrence: 1
   depth: 23, occurrence: 2
   depth: 25, occurrence: 1
   depth: 27, occurrence: 2
   depth: 28, occurrence: 2
   depth: 32, occurrence: 1
   depth: 33, occurrence: 1
   depth: 36, occurrence: 2
   depth: 37, occurrence: 2
   depth: 39, occurrence: 1

XXX total number of pointers: 161

XXX times a variable address is taken: 212
XXX times a pointer is dereferenced on RHS: 61
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 14
   depth: 3, occurrence: 0
   depth: 4, occurrence: 2
XXX times a pointer is dereferenced on LHS: 88
breakdown:
   depth: 1, occurrence: 87
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 14
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 3
XXX times a pointer is qualified to be dereferenced: 797

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 232
   level: 2, occurrence: 46
   level: 3, occurrence: 1
   level: 4, occurrence: 2
XXX number of pointers point to pointers: 46
XXX number of pointers point to scalars: 115
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 24.2
XXX average alias set size: 1.22

XXX times a non-volatile is read: 564
XXX times a non-volatile is write: 263
XXX times a volatile is read: 24
XXX    times read thru a pointer: 1
XXX times a volatile is write: 5
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 210
XXX percentage of non-volatile access: 96.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 83
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 13
   depth: 1, occurrence: 20
   depth: 2, occurrence: 23
   depth: 3, occurrence: 27

XXX percentage a fresh-made variable is used: 16.9
XXX percentage an existing variable is used: 83.1
********************* end of statistics **********************/

