/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 4 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p4.c
 * Seed:      4
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile uint32_t  f0;
   volatile int8_t  f1;
   unsigned f2 : 8;
   const uint32_t  f3;
   const int8_t  f4;
   uint64_t  f5;
   const signed f6 : 21;
   volatile uint32_t  f7;
   const int16_t  f8;
};

#pragma pack(push)
#pragma pack(1)
struct S1 {
   int32_t  f0;
   signed f1 : 12;
   signed f2 : 7;
   unsigned f3 : 12;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S2 {
   signed f0 : 20;
   signed f1 : 19;
   const volatile unsigned f2 : 18;
   signed f3 : 7;
};
#pragma pack(pop)

struct S3 {
   struct S0  f0;
   uint8_t  f1;
   uint16_t  f2;
   const volatile int32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static volatile int16_t g_2 = 0x831EL;/* VOLATILE GLOBAL g_2 */
static struct S2 g_3 = {140,560,423,-5};/* VOLATILE GLOBAL g_3 */
static int32_t g_26 = (-4L);
static int32_t *g_25[3] = {&g_26,&g_26,&g_26};
static int32_t *g_29 = &g_26;
static int32_t *g_30 = (void*)0;
static uint32_t g_33 = 0x5DBD55ADL;
static int16_t g_45 = 0xA62EL;
static int16_t g_72 = 0x0BDEL;
static uint32_t *g_96 = (void*)0;
static uint32_t g_98 = 0x0D1B5CEFL;
static int32_t * volatile g_101[2][1] = {{&g_26},{&g_26}};
static int32_t * volatile g_102 = &g_26;/* VOLATILE GLOBAL g_102 */
static int16_t *g_130 = &g_45;
static struct S0 * volatile g_139 = (void*)0;/* VOLATILE GLOBAL g_139 */
static struct S0 * volatile * const  volatile g_140 = (void*)0;/* VOLATILE GLOBAL g_140 */
static struct S0 * volatile * volatile g_141[4][3] = {{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139},{&g_139,&g_139,&g_139}};
static struct S0 g_143 = {4294967295UL,1L,11,0x021008EFL,0x49L,18446744073709551614UL,478,0x9E05BB15L,0x0646L};/* VOLATILE GLOBAL g_143 */
static struct S0 g_170 = {0x47BDC28BL,0xC3L,11,0UL,0xE8L,18446744073709551610UL,221,0x899BC1BBL,0x8DACL};/* VOLATILE GLOBAL g_170 */
static uint8_t g_178 = 0x1BL;
static int16_t g_179 = (-8L);
static struct S3 g_213[2][2] = {{{{0x34C5E8B8L,0x25L,14,2UL,-1L,0xB1AC3CE05E50A6E4LL,1413,18446744073709551608UL,0xC00FL},0xBCL,0UL,0x01E5B4BAL},{{0x34C5E8B8L,0x25L,14,2UL,-1L,0xB1AC3CE05E50A6E4LL,1413,18446744073709551608UL,0xC00FL},0xBCL,0UL,0x01E5B4BAL}},{{{0x34C5E8B8L,0x25L,14,2UL,-1L,0xB1AC3CE05E50A6E4LL,1413,18446744073709551608UL,0xC00FL},0xBCL,0UL,0x01E5B4BAL},{{0x34C5E8B8L,0x25L,14,2UL,-1L,0xB1AC3CE05E50A6E4LL,1413,18446744073709551608UL,0xC00FL},0xBCL,0UL,0x01E5B4BAL}}};
static uint32_t g_239[3] = {0x46D65B00L,0x46D65B00L,0x46D65B00L};
static struct S1 g_246 = {-9L,-1,-2,11};
static volatile struct S2 g_251 = {-337,511,502,4};/* VOLATILE GLOBAL g_251 */
static volatile int64_t g_262 = 0x644B6C62EADB3B8DLL;/* VOLATILE GLOBAL g_262 */
static volatile int64_t *g_261 = &g_262;
static volatile struct S0 * const g_282[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static volatile struct S3 g_291[2] = {{{0x883238A8L,0x26L,4,0x99884CA1L,0x33L,1UL,135,1UL,0x923CL},0x44L,0x534FL,0x682BD604L},{{0x883238A8L,0x26L,4,0x99884CA1L,0x33L,1UL,135,1UL,0x923CL},0x44L,0x534FL,0x682BD604L}};
static int8_t g_298 = 0xA9L;
static struct S0 g_304 = {4294967295UL,0xACL,2,0UL,-1L,0UL,419,0UL,0x69CBL};/* VOLATILE GLOBAL g_304 */
static struct S0 *g_303[4][5] = {{(void*)0,(void*)0,&g_304,&g_304,(void*)0},{&g_143,&g_304,&g_143,&g_304,&g_143},{(void*)0,&g_304,&g_304,(void*)0,(void*)0},{&g_304,&g_304,&g_304,&g_304,&g_304}};
static int32_t * const  volatile g_309[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static volatile struct S0 g_319 = {0x66BD37AEL,-1L,11,0x99EEEB3BL,-3L,18446744073709551614UL,-1380,0x2C49F8FFL,-2L};/* VOLATILE GLOBAL g_319 */
static int32_t g_326 = 0x4ABC96BDL;
static const volatile struct S3 g_335 = {{0UL,0x3EL,2,0xE9B3D038L,0x83L,0x1B6FFB8773EDCD0FLL,-547,0xB11FE966L,7L},0UL,0x5774L,-1L};/* VOLATILE GLOBAL g_335 */
static volatile int8_t * volatile g_347 = &g_213[1][1].f0.f1;/* VOLATILE GLOBAL g_347 */
static volatile int8_t * volatile * volatile g_346 = &g_347;/* VOLATILE GLOBAL g_346 */
static volatile int8_t * volatile * volatile * volatile g_348 = &g_346;/* VOLATILE GLOBAL g_348 */
static volatile struct S0 g_349 = {0xDA58A444L,0xF9L,4,18446744073709551606UL,3L,0xE585A9F623481D30LL,-1174,0xE0FEE8E4L,0xB47EL};/* VOLATILE GLOBAL g_349 */
static uint64_t *g_399[4] = {&g_170.f5,&g_170.f5,&g_170.f5,&g_170.f5};
static struct S0 *** volatile g_422 = (void*)0;/* VOLATILE GLOBAL g_422 */
static struct S0 **g_424 = (void*)0;
static struct S0 *** volatile g_423[3][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_424,&g_424,&g_424,&g_424,&g_424},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static struct S0 g_473 = {2UL,8L,11,0UL,-10L,1UL,-169,0UL,0x678FL};/* VOLATILE GLOBAL g_473 */
static struct S1 * volatile g_561 = &g_246;/* VOLATILE GLOBAL g_561 */
static const int32_t ** volatile g_576 = (void*)0;/* VOLATILE GLOBAL g_576 */
static uint8_t g_623 = 0x97L;
static int16_t **g_626 = &g_130;
static const int32_t *g_630 = &g_26;
static const int32_t ** volatile g_629 = &g_630;/* VOLATILE GLOBAL g_629 */
static volatile int16_t *g_632 = (void*)0;
static int16_t g_634 = 0xD537L;
static uint8_t * volatile g_651 = &g_213[1][1].f1;/* VOLATILE GLOBAL g_651 */
static uint8_t * volatile *g_650 = &g_651;
static struct S2 g_658 = {840,-704,273,2};/* VOLATILE GLOBAL g_658 */
static struct S0 ***g_697 = &g_424;
static struct S1 * volatile g_711 = (void*)0;/* VOLATILE GLOBAL g_711 */
static struct S2 g_768 = {-269,450,405,-5};/* VOLATILE GLOBAL g_768 */
static uint32_t g_771 = 0x0A99C3FBL;
static struct S2 g_774 = {802,-147,410,-3};/* VOLATILE GLOBAL g_774 */
static struct S2 g_775 = {515,251,497,-0};/* VOLATILE GLOBAL g_775 */
static uint8_t **g_785 = (void*)0;
static uint16_t g_795 = 0x0AE1L;
static uint8_t g_807 = 5UL;
static struct S2 g_831 = {535,-331,95,8};/* VOLATILE GLOBAL g_831 */


/* --- FORWARD DECLARATIONS --- */
static struct S2  func_1(void);
static struct S1  func_4(const int32_t  p_5, struct S1  p_6, int8_t  p_7, uint8_t  p_8, int32_t  p_9);
static uint16_t  func_12(int8_t  p_13, uint32_t  p_14, uint8_t  p_15, uint32_t  p_16);
static int16_t  func_22(int16_t  p_23);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_3 g_26 g_45 g_33 g_98 g_102 g_72 g_139 g_143.f5 g_143.f4 g_170 g_130 g_213 g_178 g_246 g_143.f8 g_251 g_143.f0 g_261 g_262 g_282 g_291 g_319 g_326 g_335 g_239 g_346 g_348 g_349 g_29 g_347 g_304.f4 g_399 g_143.f2 g_304.f8 g_304.f6 g_473 g_179 g_143.f3 g_304.f5 g_561 g_629 g_632 g_634 g_650 g_623 g_658 g_298 g_651 g_768 g_771 g_774 g_775 g_101 g_785 g_795 g_807 g_831
 * writes: g_25 g_29 g_30 g_33 g_45 g_96 g_26 g_130 g_178 g_179 g_143.f5 g_239 g_213.f2 g_213.f0.f5 g_246.f0 g_72 g_170.f5 g_98 g_303 g_304.f5 g_326 g_298 g_346 g_246 g_626 g_630 g_634 g_697 g_771 g_101 g_795
 */
static struct S2  func_1(void)
{ /* block id: 0 */
    uint16_t l_24 = 65535UL;
    int32_t l_31[2];
    int32_t *l_47[3];
    int32_t **l_46 = &l_47[2];
    int32_t **l_49 = &l_47[2];
    struct S0 *l_641 = &g_170;
    uint8_t *l_649 = &g_178;
    uint8_t **l_648 = &l_649;
    int32_t l_652 = 3L;
    int64_t l_653[4][1];
    int64_t l_654[5];
    uint64_t l_655 = 0xA2724D4EE1EB0B95LL;
    uint32_t l_672 = 0x2180E724L;
    uint16_t l_704 = 0x2C45L;
    const uint8_t l_709 = 255UL;
    struct S1 l_734 = {0xE65E6440L,-44,2,19};
    int32_t l_747 = 0x39E50464L;
    uint8_t l_782 = 5UL;
    uint32_t l_791 = 0x758D01D2L;
    int8_t l_794 = 0xD5L;
    uint32_t l_800 = 0xFBD48C2EL;
    int i, j;
    for (i = 0; i < 2; i++)
        l_31[i] = (-1L);
    for (i = 0; i < 3; i++)
        l_47[i] = (void*)0;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
            l_653[i][j] = 0xBD10C374B6CC260BLL;
    }
    for (i = 0; i < 5; i++)
        l_654[i] = (-10L);
    if (g_2)
    { /* block id: 1 */
        return g_3;
    }
    else
    { /* block id: 3 */
        uint16_t l_19[1][6];
        uint32_t *l_32 = &g_33;
        int16_t *l_44 = &g_45;
        int32_t ***l_48 = &l_46;
        uint8_t l_50[4][5] = {{0x25L,9UL,0x25L,0xE8L,0xE8L},{0xCEL,0xFAL,0xCEL,0UL,0UL},{0x25L,9UL,0x25L,0xE8L,0xE8L},{0xCEL,0xFAL,0xCEL,0UL,0UL}};
        uint8_t *l_51 = &l_50[3][1];
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 6; j++)
                l_19[i][j] = 1UL;
        }
        (*g_561) = func_4((safe_rshift_func_uint16_t_u_u(func_12((safe_sub_func_int16_t_s_s((4UL <= l_19[0][0]), g_3.f2)), ((*l_32) = (safe_mul_func_uint16_t_u_u(((l_31[1] = func_22(l_24)) > l_24), g_3.f1))), ((*l_51) = ((l_24 && (safe_lshift_func_int8_t_s_u((safe_add_func_uint64_t_u_u((((safe_unary_minus_func_uint32_t_u((safe_mul_func_int8_t_s_s((((*l_48) = (((+((*l_44) &= (safe_sub_func_int64_t_s_s(((0x213633E7A32987C8LL || 0UL) || g_3.f0), g_26)))) , g_26) , l_46)) == l_49), g_26)))) , 0xE3L) < l_50[3][0]), g_3.f0)), g_3.f3))) , g_3.f1)), g_3.f3), 7)), g_246, g_213[1][1].f0.f8, g_143.f8, g_246.f3);
    }
    if ((g_634 ^ ((((~(safe_rshift_func_int16_t_s_u((safe_mod_func_int32_t_s_s(((((+((l_641 == ((safe_div_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s((((0xDF61L <= ((safe_add_func_uint16_t_u_u((l_648 == g_650), l_652)) && ((((void*)0 != &g_30) | (*g_261)) == g_213[1][1].f0.f6))) >= g_213[1][1].f1) || 1UL), 4)) , g_623), (*g_130))) , l_641)) ^ l_653[3][0])) , 65531UL) && 0x48EAL) , 0x0B8E2431L), l_654[3])), 15))) | 0UL) || (*g_261)) | l_655)))
    { /* block id: 245 */
        uint16_t l_659 = 65527UL;
        int32_t l_665 = 1L;
        int32_t l_684 = 2L;
        struct S0 ***l_698[1];
        struct S1 l_710 = {0L,47,-4,24};
        const int16_t l_719[2] = {0xFD5AL,0xFD5AL};
        int32_t l_739 = 0L;
        int16_t l_740 = 0x312BL;
        int32_t l_744 = 5L;
        int32_t l_746 = 0x1F77A93DL;
        int32_t l_748 = (-1L);
        int32_t l_749 = 0x9530F1FEL;
        int32_t l_752 = 0x05B8AF7CL;
        int32_t l_755 = 0L;
        int32_t l_757 = 0x9779E69DL;
        int32_t l_758 = 0xBAD6715AL;
        int32_t l_759[1][6] = {{0x46DE238CL,0x46DE238CL,0x46DE238CL,0x46DE238CL,0x46DE238CL,0x46DE238CL}};
        struct S0 *l_770 = (void*)0;
        int i, j;
        for (i = 0; i < 1; i++)
            l_698[i] = &g_424;
        for (g_26 = (-28); (g_26 > (-29)); g_26 = safe_sub_func_uint32_t_u_u(g_26, 5))
        { /* block id: 248 */
            return g_658;
        }
        if (l_659)
        { /* block id: 251 */
            int16_t l_666 = (-6L);
            int32_t l_668 = (-9L);
            uint64_t l_669 = 0x565905836199C532LL;
            for (g_634 = 0; (g_634 < (-11)); g_634--)
            { /* block id: 254 */
                const int16_t ***l_663 = (void*)0;
                const int16_t ****l_662 = &l_663;
                const int16_t *****l_664 = &l_662;
                int32_t l_667[2];
                int i;
                for (i = 0; i < 2; i++)
                    l_667[i] = 0xE03788D4L;
                (*l_664) = l_662;
                l_665 ^= (*g_102);
                if (l_665)
                    continue;
                l_669--;
            }
        }
        else
        { /* block id: 260 */
            int64_t l_693[3];
            const int16_t *l_694 = &g_72;
            int32_t l_702 = 1L;
            int32_t l_703 = 0x63B2BA8AL;
            int i;
            for (i = 0; i < 3; i++)
                l_693[i] = 0L;
            --l_672;
            for (g_170.f5 = 0; (g_170.f5 == 50); g_170.f5++)
            { /* block id: 264 */
                uint64_t *l_683[4];
                uint8_t l_685 = 0x1AL;
                int32_t l_700 = 0xBBEB499BL;
                int32_t l_701 = (-9L);
                int i;
                for (i = 0; i < 4; i++)
                    l_683[i] = &l_655;
                l_701 ^= ((safe_sub_func_int64_t_s_s((g_298 >= ((*g_261) | (safe_rshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((((l_685++) ^ (((*g_130) = (-1L)) != ((+(safe_lshift_func_uint16_t_u_s((l_693[1] | (&g_179 == l_694)), ((safe_mod_func_uint32_t_u_u(((g_697 = &g_424) == (l_698[0] = &g_424)), (+0xA2L))) , l_659)))) >= l_700))) , 255UL), l_693[1])), 9)))), g_658.f3)) | l_700);
            }
            l_704++;
        }
        if ((l_684 != l_659))
        { /* block id: 273 */
            uint32_t l_731 = 0UL;
            int32_t l_735[3][2];
            int8_t l_745 = 0xF1L;
            int32_t l_750 = 8L;
            uint64_t l_761 = 0x8F71BA77B8D10963LL;
            int8_t l_764 = 9L;
            uint8_t l_765 = 0x59L;
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 2; j++)
                    l_735[i][j] = (-9L);
            }
            for (g_26 = 22; (g_26 != 16); g_26 = safe_sub_func_uint16_t_u_u(g_26, 3))
            { /* block id: 276 */
                struct S1 *l_712 = (void*)0;
                struct S1 *l_713 = &g_246;
                (*l_46) = (void*)0;
                if (l_709)
                    break;
                (*l_713) = l_710;
            }
            if (((safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((**g_650), (+l_719[0]))), (safe_sub_func_uint16_t_u_u(((l_710.f0 & ((safe_add_func_int64_t_s_s(((g_179 < ((*l_649) = ((safe_mod_func_uint32_t_u_u(g_304.f8, g_246.f2)) , ((safe_lshift_func_uint8_t_u_u(((~(((safe_mod_func_int64_t_s_s(((g_179 < (((l_698[0] != &g_424) | l_684) < g_246.f0)) && l_719[0]), l_731)) ^ 0xF847C358L) & 0xFB21B1684AE915F6LL)) && l_731), 0)) , 0x36L)))) , l_719[1]), l_731)) , l_710.f3)) != 0xE9394A33L), l_710.f1)))) > g_98))
            { /* block id: 282 */
                struct S1 *l_732 = (void*)0;
                struct S1 *l_733 = &l_710;
                int32_t l_736 = 0x037F85ACL;
                int32_t l_737 = 0L;
                int32_t l_738 = 1L;
                int32_t l_741 = 9L;
                int8_t l_742 = 4L;
                int32_t l_743 = 7L;
                int32_t l_751 = 0xDC915CE0L;
                int32_t l_753 = 0L;
                int32_t l_754 = 0xC8B88982L;
                int32_t l_756 = 0x6CAE0390L;
                int32_t l_760 = 0xD573E592L;
                l_710.f2 = l_731;
                l_734 = ((*l_733) = (*g_561));
                ++l_761;
            }
            else
            { /* block id: 287 */
                --l_765;
                return g_768;
            }
        }
        else
        { /* block id: 291 */
            struct S0 *l_769 = &g_143;
            l_770 = l_769;
        }
        g_771--;
    }
    else
    { /* block id: 295 */
        return g_774;
    }
    for (g_634 = 0; (g_634 <= 0); g_634 += 1)
    { /* block id: 300 */
        int16_t l_776 = 0L;
        int32_t l_777 = (-1L);
        uint8_t ***l_786 = &l_648;
        int32_t l_792 = 0x4F00776DL;
        uint16_t *l_793 = &l_704;
        int32_t l_796 = 6L;
        int32_t l_797 = 0x707D63E9L;
        int32_t l_798 = (-6L);
        int32_t l_799 = (-1L);
        uint64_t l_824 = 18446744073709551615UL;
        struct S2 *l_825[5];
        int32_t l_828 = (-5L);
        int i;
        for (i = 0; i < 5; i++)
            l_825[i] = &g_775;
        for (g_178 = 0; (g_178 <= 2); g_178 += 1)
        { /* block id: 303 */
            for (g_326 = 0; (g_326 >= 0); g_326 -= 1)
            { /* block id: 306 */
                return g_775;
            }
            for (g_98 = 0; (g_98 <= 2); g_98 += 1)
            { /* block id: 311 */
                int i, j;
                g_101[g_634][g_634] = g_101[(g_634 + 1)][g_634];
                if (l_654[(g_98 + 2)])
                    break;
                l_777 = ((l_776 , (void*)0) != (void*)0);
            }
        }
        g_795 &= (safe_mul_func_int8_t_s_s((l_777 = ((safe_mul_func_int8_t_s_s(l_782, (((*l_793) = ((safe_mul_func_int8_t_s_s((((l_777 < 0x4A344070C09348ADLL) , (l_776 , &g_651)) != ((*l_786) = g_785)), ((safe_add_func_int16_t_s_s((safe_div_func_int16_t_s_s(((*g_130) = 0x3542L), 0x2218L)), (l_791 > (***g_348)))) ^ g_213[1][1].f0.f5))) && l_792)) , (**g_346)))) > l_792)), l_794));
        --l_800;
        for (l_747 = 0; l_747 < 3; l_747 += 1)
        {
            g_25[l_747] = &l_797;
        }
        for (l_734.f0 = 3; (l_734.f0 >= 0); l_734.f0 -= 1)
        { /* block id: 326 */
            struct S1 *l_804 = &l_734;
            struct S1 **l_803 = &l_804;
            int32_t l_805 = 0xC4E14842L;
            (*l_803) = &l_734;
            for (l_800 = 0; (l_800 <= 3); l_800 += 1)
            { /* block id: 330 */
                uint64_t *l_808 = &l_655;
                int8_t *l_817 = &l_794;
                int32_t l_822 = (-4L);
                uint32_t *l_823 = &g_33;
                struct S1 l_827 = {0xFE549422L,-28,6,10};
                int i, j;
                l_799 |= ((l_805 & (+((*l_808) = g_807))) ^ (((((((safe_mul_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((*g_130), ((((safe_sub_func_int8_t_s_s((((safe_mul_func_uint16_t_u_u(((*l_641) , ((((*l_817) = 0x73L) | (((((safe_div_func_int8_t_s_s((l_796 < ((l_798 = (-5L)) | g_319.f5)), (safe_add_func_int8_t_s_s((((*l_823) ^= (l_822 , g_170.f8)) && l_777), g_239[2])))) && 0x72DAL) , (void*)0) != &g_399[2]) , 1L)) & 0xBC5CBB79L)), (*g_130))) ^ l_822) & l_824), l_796)) >= l_805) , l_825[0]) == (void*)0))), l_805)) , l_805) | (*g_130)) >= l_822) < 0x193DCC3A6144D705LL) < g_213[1][1].f0.f6) != 0xF8248AC9L));
                l_828 ^= ((!(l_827 , 0xACL)) & l_805);
                l_796 = (safe_mul_func_int8_t_s_s(0x77L, ((*g_651) <= l_777)));
            }
        }
    }
    return g_831;
}


/* ------------------------------------------ */
/* 
 * reads : g_246.f0 g_72 g_251 g_143.f0 g_213.f0.f3 g_246.f1 g_261 g_26 g_262 g_282 g_170.f3 g_33 g_291 g_130 g_45 g_143.f4 g_213.f2 g_319 g_143.f8 g_326 g_335 g_239 g_346 g_348 g_349 g_29 g_347 g_213.f0.f1 g_304.f4 g_399 g_143.f5 g_143.f2 g_304.f8 g_213.f1 g_3.f0 g_170.f2 g_170.f0 g_102 g_246.f2 g_304.f6 g_473 g_179 g_213.f0.f6 g_170.f6 g_143.f3 g_213.f0.f4 g_213.f0.f5 g_304.f5 g_561 g_629 g_632
 * writes: g_246.f0 g_72 g_170.f5 g_98 g_33 g_25 g_213.f2 g_303 g_45 g_304.f5 g_326 g_298 g_346 g_29 g_130 g_26 g_246 g_179 g_213.f0.f5 g_178 g_626 g_630
 */
static struct S1  func_4(const int32_t  p_5, struct S1  p_6, int8_t  p_7, uint8_t  p_8, int32_t  p_9)
{ /* block id: 100 */
    struct S0 *l_281[5][3];
    uint32_t *l_285 = &g_33;
    uint32_t *l_287[3][5] = {{&g_98,&g_98,&g_98,&g_98,&g_98},{&g_98,&g_98,&g_98,&g_98,&g_98},{&g_98,&g_98,&g_98,&g_98,&g_98}};
    int32_t l_318 = 1L;
    uint64_t *l_334 = &g_304.f5;
    int32_t **l_336 = &g_29;
    uint32_t l_340 = 0UL;
    uint16_t *l_341 = &g_213[1][1].f2;
    int8_t l_365 = 4L;
    int8_t *l_367[6] = {&g_298,&g_298,&g_298,&g_298,&g_298,&g_298};
    int8_t **l_366 = &l_367[0];
    int16_t *l_370[1][2];
    int16_t **l_371 = &g_130;
    int32_t l_372 = 0xBA7F623BL;
    int16_t l_373 = 0xA724L;
    uint16_t l_374 = 0x9D9CL;
    const uint8_t *l_381 = &g_213[1][1].f1;
    const uint8_t **l_380[6];
    const uint8_t ***l_379 = &l_380[2];
    int8_t **l_390 = &l_367[0];
    int32_t l_391 = 0L;
    uint32_t l_393[3];
    int32_t l_394 = 0x0E9F3FECL;
    uint64_t *l_401 = &g_213[1][1].f0.f5;
    uint64_t *l_402 = &g_170.f5;
    int32_t *l_406 = &g_326;
    const uint32_t l_417 = 18446744073709551615UL;
    int64_t l_418 = 0xFE45244A6C163344LL;
    int32_t l_419 = (-1L);
    uint64_t l_426[4][4] = {{0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL},{0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL},{0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL},{0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL,0x50EFB89FE52DBB7DLL}};
    int32_t *l_429 = &l_318;
    int8_t l_430 = 1L;
    int16_t l_448[3][2];
    int32_t l_455 = 0x7C05293AL;
    int32_t l_457[3];
    uint32_t l_458 = 7UL;
    struct S1 l_475[1] = {{0xBACB4DB1L,26,-6,15}};
    uint16_t l_513 = 0xFB48L;
    int64_t l_514[4] = {1L,1L,1L,1L};
    uint16_t l_544 = 0x1CA7L;
    int64_t l_586 = 0x6EF66CDA52109791LL;
    int16_t l_589[3][1];
    uint16_t l_603 = 0xF8CCL;
    uint8_t *l_616 = &g_213[1][1].f1;
    uint8_t ** const l_615 = &l_616;
    uint8_t ** const *l_614 = &l_615;
    uint32_t l_628 = 4294967293UL;
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
            l_281[i][j] = &g_213[1][1].f0;
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
            l_370[i][j] = &g_72;
    }
    for (i = 0; i < 6; i++)
        l_380[i] = &l_381;
    for (i = 0; i < 3; i++)
        l_393[i] = 4294967295UL;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
            l_448[i][j] = (-7L);
    }
    for (i = 0; i < 3; i++)
        l_457[i] = 0x3A2CD0A9L;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 1; j++)
            l_589[i][j] = 0x0B57L;
    }
    for (g_246.f0 = 0; (g_246.f0 <= (-18)); g_246.f0--)
    { /* block id: 103 */
        int32_t l_263[6][1] = {{8L},{0xB65CF7F3L},{8L},{0xB65CF7F3L},{8L},{0xB65CF7F3L}};
        int64_t l_299 = 6L;
        struct S0 *l_301[4][5] = {{(void*)0,&g_170,&g_170,(void*)0,&g_170},{&g_170,&g_170,&g_143,&g_170,&g_170},{&g_170,(void*)0,&g_170,&g_170,(void*)0},{&g_170,&g_170,&g_170,&g_170,&g_170}};
        int32_t *l_331 = &g_26;
        int i, j;
        for (g_72 = 0; (g_72 == 25); g_72 = safe_add_func_int16_t_s_s(g_72, 5))
        { /* block id: 106 */
            uint64_t *l_252 = (void*)0;
            uint64_t *l_253 = &g_170.f5;
            int32_t l_259 = 5L;
            const struct S2 * const l_260 = (void*)0;
            if (((g_251 , g_143.f0) , (0x4662EA83L > (((((*l_253) = 0xB68EF077623B56AELL) <= (((safe_sub_func_int32_t_s_s((safe_div_func_uint64_t_u_u((g_213[1][1].f0.f3 , ((+0L) | ((l_259 = 0x3DFB1DF5632F5110LL) >= ((l_260 == (g_251 , (void*)0)) | 0xD8A9AB7FL)))), g_246.f1)), (-5L))) , (void*)0) == g_261)) | l_263[0][0]) != 0xD344B94DL))))
            { /* block id: 109 */
                return p_6;
            }
            else
            { /* block id: 111 */
                if (p_6.f3)
                    break;
            }
            if (p_6.f2)
                goto lbl_357;
        }
        for (p_9 = 6; (p_9 < (-11)); p_9 = safe_sub_func_uint64_t_u_u(p_9, 1))
        { /* block id: 117 */
            uint32_t *l_273 = &g_98;
            uint32_t *l_279 = &g_33;
            int32_t l_280 = (-8L);
            uint8_t **l_328 = (void*)0;
            if ((safe_mul_func_int8_t_s_s((+((void*)0 != &g_3)), ((((((safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint64_t_u_u(((((((void*)0 != l_273) < (safe_div_func_int64_t_s_s((l_263[4][0] < (p_8 || (!((*l_279) = ((l_263[0][0] & (((*l_273) = l_263[0][0]) <= (safe_lshift_func_uint8_t_u_u(p_6.f2, 1)))) | p_9))))), p_6.f2))) >= 0xFFB2C8B3L) , g_26) || l_280), (*g_261))) & g_213[1][1].f0.f3), 9)) != (-1L)) , p_6.f2) != p_7) , l_281[1][0]) == g_282[1]))))
            { /* block id: 120 */
                uint32_t **l_286[1][6];
                int32_t **l_292 = &g_25[1];
                int8_t *l_297[1][4] = {{(void*)0,(void*)0,(void*)0,(void*)0}};
                uint16_t *l_300 = &g_213[1][1].f2;
                struct S0 **l_302[6] = {&l_281[1][0],&l_281[1][0],&l_281[1][0],&l_281[1][0],&l_281[1][0],&l_281[1][0]};
                int32_t *l_310 = &l_280;
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 6; j++)
                        l_286[i][j] = &l_279;
                }
                (*l_292) = ((safe_mul_func_uint16_t_u_u((((((p_7 < g_170.f3) > (g_33 || (((l_285 == (l_287[2][4] = &g_33)) && (l_280 >= (((safe_add_func_uint8_t_u_u(p_6.f3, ((!((g_291[1] , 0x6526118CL) & (-2L))) != p_5))) <= (*g_130)) >= l_280))) > (*g_130)))) | 3L) & 0x41B67A4492F3A7BDLL) < 0xB2C2ECB7F358BD54LL), (*g_130))) , (void*)0);
                (*l_310) = ((safe_sub_func_int8_t_s_s(g_143.f4, ((((*l_300) = (safe_mul_func_uint8_t_u_u(250UL, (l_299 = p_6.f2)))) , l_301[2][2]) == (g_303[3][3] = &g_170)))) | (safe_lshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((((-2L) ^ ((*g_130) = 0x9BCAL)) <= 1L), 14)), 8)));
            }
            else
            { /* block id: 128 */
                uint16_t *l_313 = &g_213[1][1].f2;
                struct S1 l_320 = {-5L,21,7,34};
                uint64_t *l_323 = &g_304.f5;
                int32_t *l_324 = (void*)0;
                int32_t *l_325 = &g_326;
                int8_t l_327 = 0L;
                uint8_t ***l_329 = &l_328;
                int32_t **l_330[4][2];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_330[i][j] = &g_25[1];
                }
                (*l_329) = (((safe_rshift_func_uint16_t_u_u(((*l_313) &= p_6.f3), 8)) || ((safe_rshift_func_int8_t_s_s((((*l_325) &= ((((((*l_273) = l_318) < p_9) , ((g_319 , (*g_261)) || ((*l_323) = (l_320 , (g_143.f8 , ((((0xCC398962812FE4CCLL == (safe_sub_func_uint8_t_u_u((((((p_9 < 0L) & 18446744073709551612UL) && 0xB7L) != (*g_130)) == (*g_261)), p_9))) , 0x2AAEL) <= (*g_130)) != l_263[0][0])))))) & 0x77L) && 0L)) , l_299), l_327)) >= p_9)) , l_328);
                l_331 = &g_26;
            }
        }
    }
    if ((safe_mod_func_int16_t_s_s(((l_334 == (g_335 , g_261)) | ((void*)0 != l_336)), (((((g_298 = (!(safe_sub_func_int8_t_s_s((l_340 <= (((*l_334) = ((((*l_341) &= 0x98A6L) || (safe_rshift_func_int8_t_s_u((safe_sub_func_uint64_t_u_u((&l_336 != &l_336), (-6L))), 2))) && p_6.f2)) > p_6.f0)), p_6.f2)))) != 255UL) != 0x9E4FL) == p_6.f3) & g_239[0]))))
    { /* block id: 141 */
lbl_354:
        (*g_348) = g_346;
lbl_557:
        if ((g_349 , (safe_sub_func_int8_t_s_s(p_5, 0x13L))))
        { /* block id: 143 */
            (*l_336) = (*l_336);
lbl_357:
            for (l_318 = 0; (l_318 >= (-6)); l_318 = safe_sub_func_int8_t_s_s(l_318, 5))
            { /* block id: 147 */
                const int32_t *l_356[1];
                const int32_t **l_355 = &l_356[0];
                int i;
                for (i = 0; i < 1; i++)
                    l_356[i] = &g_26;
                if (p_6.f1)
                    goto lbl_354;
                (*l_355) = &p_5;
            }
            if ((((safe_unary_minus_func_uint64_t_u(((((p_9 , (safe_add_func_int32_t_s_s((safe_mul_func_int8_t_s_s(0L, (safe_sub_func_int8_t_s_s((**g_346), (l_365 > (l_366 != (void*)0)))))), (g_33 == ((safe_sub_func_uint8_t_u_u((l_370[0][1] == ((*l_371) = l_341)), g_304.f4)) <= l_372))))) && p_5) == l_373) <= l_374))) , g_335.f2) , p_6.f3))
            { /* block id: 153 */
                int8_t l_392 = 0xF6L;
                uint64_t **l_400 = &l_334;
                uint64_t **l_403 = &l_402;
                int32_t **l_407 = &l_406;
                int32_t *l_409 = &g_326;
                int32_t **l_408 = &l_409;
                int32_t *l_412 = &l_372;
                int32_t *l_420 = &l_391;
                p_6.f1 = ((safe_mul_func_uint8_t_u_u((((p_9 | (safe_lshift_func_uint8_t_u_s((l_379 == &l_380[0]), p_5))) | ((l_340 == (((!(safe_mul_func_uint16_t_u_u((((!(safe_rshift_func_int8_t_s_u((l_390 != (void*)0), 1))) && (0xDD1B52101B89F431LL != ((p_9 | 0x29L) , l_391))) & l_392), l_393[0]))) >= (**g_346)) < g_72)) <= p_5)) && g_246.f1), l_394)) >= 0xA0508C173DA1D18DLL);
                (*l_420) |= ((((safe_mul_func_int16_t_s_s((g_291[1].f3 > ((**l_390) = (safe_div_func_uint32_t_u_u(((((l_401 = ((*l_400) = g_399[0])) != ((*l_403) = l_402)) , ((((g_143.f5 && (((safe_rshift_func_uint16_t_u_u(((&p_9 != ((*l_408) = ((*l_407) = l_406))) | ((safe_lshift_func_int16_t_s_u(((**l_371) = (l_412 != &p_9)), ((safe_add_func_int8_t_s_s(((((safe_div_func_int8_t_s_s((((p_6.f3 >= 0xC8BF5B44C7251137LL) && 0x85B00E19L) >= 0x75BD08A3B0C5488CLL), l_392)) | p_8) ^ l_417) || g_143.f2), l_418)) > 0x9D51BEF5L))) && g_304.f8)), p_6.f2)) ^ 0x9E0EL) , p_6.f2)) != g_213[1][1].f1) || (*g_130)) & p_6.f0)) < p_6.f3), l_419)))), p_6.f1)) < g_143.f4) != p_9) || l_392);
                (*l_420) &= p_6.f2;
            }
            else
            { /* block id: 164 */
                struct S0 **l_421 = (void*)0;
                struct S0 ***l_425 = &l_421;
                (*l_425) = l_421;
            }
        }
        else
        { /* block id: 167 */
            l_426[0][1]++;
        }
        l_430 ^= ((*l_429) = l_394);
    }
    else
    { /* block id: 172 */
        struct S0 * const *l_432 = (void*)0;
        struct S0 * const **l_431 = &l_432;
        int32_t l_453 = 0x5FC8E736L;
        int32_t l_456 = 0x5149B856L;
        int64_t l_468[3][5] = {{0x42A3F20EE1C72FABLL,0x42A3F20EE1C72FABLL,(-2L),0x0B12DCA3AB21E9B1LL,(-2L)},{0x42A3F20EE1C72FABLL,0x42A3F20EE1C72FABLL,(-2L),0x0B12DCA3AB21E9B1LL,(-2L)},{0x42A3F20EE1C72FABLL,0x42A3F20EE1C72FABLL,(-2L),0x0B12DCA3AB21E9B1LL,(-2L)}};
        int8_t * const *l_474 = (void*)0;
        int64_t l_555 = 0xABFA238B327BCD8DLL;
        uint32_t ** const l_566[3] = {&l_285,&l_285,&l_285};
        struct S2 *l_567[3];
        int32_t l_588 = 1L;
        int32_t l_590[5][1];
        uint64_t *l_612 = &g_170.f5;
        int16_t **l_627 = &g_130;
        struct S1 l_633 = {0x5080FB0AL,14,1,52};
        int i, j;
        for (i = 0; i < 3; i++)
            l_567[i] = &g_3;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 1; j++)
                l_590[i][j] = (-1L);
        }
        if ((((void*)0 != l_431) , (safe_div_func_int64_t_s_s((*g_261), (safe_add_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u((!(safe_mod_func_uint16_t_u_u((&g_399[0] == &l_402), g_213[1][1].f1))), (safe_lshift_func_uint8_t_u_s((safe_rshift_func_int8_t_s_u(g_3.f0, 4)), (safe_add_func_uint32_t_u_u(l_448[2][1], ((safe_mod_func_int32_t_s_s(((((((safe_mod_func_uint16_t_u_u(g_246.f0, p_5)) == 7UL) , (*g_130)) , 254UL) , g_170.f2) != p_5), 4294967295UL)) , p_6.f3))))))), l_453))))))
        { /* block id: 173 */
            int32_t *l_454[3][2] = {{&l_318,&l_318},{&l_318,&l_318},{&l_318,&l_318}};
            int16_t l_515 = 0xB0E6L;
            int i, j;
            ++l_458;
            for (l_318 = 0; (l_318 > (-11)); --l_318)
            { /* block id: 177 */
                uint32_t l_469 = 0x57CE6A74L;
                int32_t *l_470[3][1];
                int32_t l_471[3];
                int64_t *l_472[1][3];
                int i, j;
                for (i = 0; i < 3; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_470[i][j] = &g_246.f0;
                }
                for (i = 0; i < 3; i++)
                    l_471[i] = (-1L);
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 3; j++)
                        l_472[i][j] = (void*)0;
                }
                (*l_336) = ((l_471[0] = ((*l_406) = ((!((1UL < ((8L >= 0xB7L) >= ((((*g_102) = (safe_mul_func_uint16_t_u_u((l_453 , g_170.f0), 0L))) >= (l_468[2][2] |= (safe_rshift_func_int16_t_s_s(((0x90F7460AFD0AD576LL == g_246.f2) & g_304.f6), p_5)))) != l_456))) <= p_6.f1)) & l_469))) , (void*)0);
                p_6.f2 ^= (l_471[0] = ((l_472[0][0] == (g_473 , (void*)0)) , (l_474 == (void*)0)));
                l_471[2] &= (g_291[0] , p_6.f3);
                g_246 = (g_291[1] , l_475[0]);
            }
            for (l_374 = 0; (l_374 != 9); l_374++)
            { /* block id: 190 */
                uint64_t l_478 = 0xD84EE456C20D257FLL;
                l_456 = 0x6549AED1L;
                --l_478;
                p_6.f1 ^= (*g_102);
                p_6.f2 = (((g_246.f0 = (((((((*g_130) & (0x86ED72C7CA220655LL != ((((((safe_add_func_uint8_t_u_u((((safe_unary_minus_func_int64_t_s((safe_div_func_int16_t_s_s((safe_add_func_int32_t_s_s(((safe_add_func_int32_t_s_s(p_7, 0L)) | (safe_lshift_func_int8_t_s_u(((p_6.f3 == (safe_lshift_func_uint8_t_u_u((safe_mod_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s(((safe_div_func_int32_t_s_s((safe_rshift_func_int8_t_s_u((((*l_429) = (safe_mod_func_int16_t_s_s((l_513 = ((safe_lshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((g_179 &= (((((safe_rshift_func_uint8_t_u_u((safe_unary_minus_func_uint64_t_u(p_6.f1)), 3)) >= 0x74L) >= l_478) <= ((p_6.f2 || l_478) , l_456)) , p_9)), p_7)), g_326)) , 0xDD49L)), (-1L)))) ^ p_6.f0), l_453)), (*g_102))) > 0x2598L), 3)) , g_213[1][1].f0.f6), p_7)) > p_8), g_213[1][1].f1)), p_6.f3))) < p_6.f2), g_170.f2))), g_473.f8)), p_5)))) && p_6.f2) | (*g_130)), l_453)) ^ g_170.f6) , g_473.f3) && p_5) > p_6.f1) , l_456))) >= g_143.f5) || (*g_347)) , l_514[0]) | p_8) , p_5)) , 1L) , l_515);
            }
            for (g_179 = (-20); (g_179 == 11); ++g_179)
            { /* block id: 202 */
                uint8_t *l_535[2][1];
                int64_t l_536 = 1L;
                int32_t l_537[6][4] = {{(-8L),1L,(-8L),1L},{(-8L),1L,(-8L),1L},{(-8L),1L,(-8L),1L},{(-8L),1L,(-8L),1L},{(-8L),1L,(-8L),1L},{(-8L),1L,(-8L),1L}};
                int i, j;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_535[i][j] = (void*)0;
                }
                if (p_6.f3)
                    break;
                l_537[2][0] &= (safe_lshift_func_uint8_t_u_s(p_6.f2, ((0x81B8L ^ (((p_6.f2 >= ((safe_unary_minus_func_uint16_t_u(((&g_178 != &g_178) , ((safe_rshift_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s((safe_rshift_func_uint16_t_u_s((((((p_6.f3 , (safe_sub_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(((*l_341) = g_143.f3), g_213[1][1].f0.f4)), ((*l_285)++)))) || (p_8 = ((safe_add_func_uint64_t_u_u(0xBF649907FB923446LL, 0x278E454BE54B9E97LL)) || (***g_348)))) >= g_143.f8) , p_9) , l_468[2][2]), (*g_130))), 0x82C227E6E26F5817LL)) , p_7), 13)) & g_246.f2)))) && p_9)) | l_536) || p_7)) , (-7L))));
            }
        }
        else
        { /* block id: 209 */
            uint32_t l_556 = 0x66744306L;
            int32_t l_587 = 1L;
            int32_t l_591 = 9L;
            int32_t l_592 = 1L;
            int32_t l_593 = (-3L);
            int32_t l_594 = 0x6161D9CCL;
            int32_t l_596 = 0x384B440DL;
            int32_t l_597 = 0L;
            int32_t l_598[3];
            uint16_t l_599 = 65535UL;
            int8_t l_602 = 0x2EL;
            int16_t *l_631 = &l_448[2][0];
            int i;
            for (i = 0; i < 3; i++)
                l_598[i] = 1L;
            for (l_340 = (-1); (l_340 < 16); l_340 = safe_add_func_int8_t_s_s(l_340, 3))
            { /* block id: 212 */
                uint8_t *l_550[3];
                uint8_t **l_551 = &l_550[1];
                uint32_t l_552 = 0xF3B14E47L;
                int i;
                for (i = 0; i < 3; i++)
                    l_550[i] = &g_213[1][1].f1;
                (*l_429) = (&g_140 == ((safe_div_func_uint64_t_u_u((p_6.f2 || ((*l_334) |= ((safe_mul_func_int8_t_s_s((l_544 ^ (((safe_lshift_func_int16_t_s_s(((safe_unary_minus_func_uint64_t_u((((*l_401)++) <= (0L && ((((*l_551) = l_550[1]) == &p_8) < 0x88D69E5AL))))) != ((l_552 >= ((safe_rshift_func_int8_t_s_s(0xE0L, p_5)) != l_555)) > l_556)), (*g_130))) >= (*g_130)) & p_7)), 0xC9L)) > g_143.f8))), l_468[2][2])) , (void*)0));
                if (l_394)
                    goto lbl_557;
            }
            for (p_9 = 0; (p_9 == (-6)); --p_9)
            { /* block id: 221 */
                uint8_t l_560 = 3UL;
                if (l_560)
                    break;
                (*g_561) = l_475[0];
            }
            if ((safe_sub_func_uint8_t_u_u(((((safe_sub_func_int32_t_s_s((&g_96 == l_566[2]), l_556)) < (-1L)) , l_567[0]) != (void*)0), ((((&g_346 != (void*)0) | (safe_mul_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(p_8, 0UL)) , p_9), (*g_347))) & p_5), 1UL)), 0xDDL))) <= p_7) | p_5))))
            { /* block id: 225 */
                const int32_t *l_578 = (void*)0;
                const int32_t **l_577 = &l_578;
                int32_t l_579 = 4L;
                int32_t *l_580 = &l_453;
                int32_t *l_581 = &l_456;
                int32_t *l_582 = &l_318;
                int32_t *l_583 = &l_456;
                int32_t *l_584 = (void*)0;
                int32_t *l_585[4];
                int32_t l_595 = 3L;
                uint8_t *l_613[4];
                uint8_t ** const **l_617[3];
                uint8_t * const ***l_618 = (void*)0;
                uint8_t * const l_622 = &g_623;
                uint8_t * const *l_621 = &l_622;
                uint8_t * const **l_620[3][3] = {{(void*)0,&l_621,&l_621},{(void*)0,&l_621,&l_621},{(void*)0,&l_621,&l_621}};
                uint8_t * const ***l_619 = &l_620[0][1];
                int16_t **l_624 = &l_370[0][0];
                int16_t ***l_625 = (void*)0;
                int i, j;
                for (i = 0; i < 4; i++)
                    l_585[i] = &l_455;
                for (i = 0; i < 4; i++)
                    l_613[i] = (void*)0;
                for (i = 0; i < 3; i++)
                    l_617[i] = &l_614;
                (*l_577) = (g_335 , &p_5);
                ++l_599;
                l_603--;
                (*l_429) = (safe_add_func_int32_t_s_s((safe_mod_func_int32_t_s_s(((((g_178 = ((void*)0 != l_612)) >= ((((l_614 = l_614) == ((*l_619) = (void*)0)) & ((*g_261) < ((((*l_285) = (((((p_6 , (g_626 = l_624)) == l_627) , (*l_583)) != (**l_577)) && l_628)) > g_473.f4) <= (*l_580)))) < p_8)) < g_213[1][1].f0.f5) , l_594), l_594)), (*l_583)));
            }
            else
            { /* block id: 235 */
                (*g_629) = &p_5;
                (*l_429) = (((*l_429) , l_631) != g_632);
            }
            return l_633;
        }
    }
    return p_6;
}


/* ------------------------------------------ */
/* 
 * reads : g_3.f2 g_26 g_33 g_45 g_2 g_3.f3 g_98 g_102 g_72 g_139 g_143.f5 g_143.f4 g_170 g_130 g_3.f1 g_213 g_178
 * writes: g_45 g_33 g_96 g_26 g_130 g_178 g_179 g_143.f5 g_239 g_213.f2 g_213.f0.f5
 */
static uint16_t  func_12(int8_t  p_13, uint32_t  p_14, uint8_t  p_15, uint32_t  p_16)
{ /* block id: 14 */
    int64_t l_56 = 0xB6EB5C50EC31937DLL;
    int16_t *l_63 = &g_45;
    uint16_t l_64 = 1UL;
    int32_t l_71 = 0x59021B0AL;
    int32_t l_73[6] = {1L,1L,1L,1L,1L,1L};
    int32_t * const *l_84 = (void*)0;
    int32_t l_100 = 1L;
    uint16_t l_136 = 0x4B38L;
    struct S0 * volatile l_142 = &g_143;/* VOLATILE GLOBAL l_142 */
    int64_t l_197[1];
    struct S1 l_244 = {0L,63,-5,11};
    struct S1 *l_245 = &l_244;
    int i;
    for (i = 0; i < 1; i++)
        l_197[i] = (-1L);
    if ((0x7BL <= (((safe_sub_func_int64_t_s_s((safe_rshift_func_uint8_t_u_u(8UL, 0)), l_56)) != (safe_add_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_u(g_3.f2, (g_26 <= ((*l_63) = (safe_sub_func_uint8_t_u_u(p_14, g_33)))))) && 0x591EBB67L), (((p_13 < l_56) & l_64) , 0xD71F6E69L)))) || 0x41L)))
    { /* block id: 16 */
        uint32_t l_74[3][6] = {{1UL,0x55A4044AL,0x55A4044AL,1UL,9UL,1UL},{1UL,9UL,1UL,0x55A4044AL,0x55A4044AL,1UL},{18446744073709551610UL,18446744073709551610UL,0x55A4044AL,0x846FFD3CL,0x55A4044AL,18446744073709551610UL}};
        int32_t **l_83 = (void*)0;
        uint32_t *l_94 = &g_33;
        uint32_t *l_97 = &g_98;
        int32_t *l_103[5];
        uint32_t l_104[4];
        uint8_t l_119[6] = {0xE0L,0xE0L,0xE0L,0xE0L,0xE0L,0xE0L};
        int16_t *l_127 = &g_45;
        int i, j;
        for (i = 0; i < 5; i++)
            l_103[i] = &l_73[4];
        for (i = 0; i < 4; i++)
            l_104[i] = 1UL;
        for (g_45 = (-23); (g_45 != (-7)); g_45 = safe_add_func_int32_t_s_s(g_45, 1))
        { /* block id: 19 */
            int32_t *l_69 = &g_26;
            int32_t *l_70[3][3];
            int i, j;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 3; j++)
                    l_70[i][j] = &g_26;
            }
            for (p_15 = 0; (p_15 >= 52); ++p_15)
            { /* block id: 22 */
                if (p_14)
                    break;
                if (p_15)
                    break;
            }
            --l_74[1][1];
        }
        for (g_33 = 0; (g_33 < 8); g_33 = safe_add_func_uint32_t_u_u(g_33, 9))
        { /* block id: 30 */
            int32_t * const **l_85 = &l_84;
            uint32_t **l_95[3];
            int32_t l_99 = 0x5427816DL;
            int i;
            for (i = 0; i < 3; i++)
                l_95[i] = &l_94;
            (*g_102) = (safe_mod_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((((l_83 == ((*l_85) = l_84)) , ((safe_sub_func_uint32_t_u_u((p_15 > g_33), (safe_mul_func_uint8_t_u_u(0x54L, 0xEFL)))) != (safe_sub_func_uint32_t_u_u((g_2 , (safe_div_func_uint16_t_u_u(((g_96 = l_94) == (l_97 = &p_14)), g_3.f3))), g_98)))) & l_99), 65535UL)), l_100));
        }
        ++l_104[3];
        for (p_13 = 0; (p_13 <= (-29)); p_13 = safe_sub_func_uint8_t_u_u(p_13, 8))
        { /* block id: 39 */
            int32_t l_114 = (-1L);
            int16_t **l_126 = &l_63;
            int16_t *l_129 = (void*)0;
            int16_t **l_128[6] = {&l_129,&l_129,&l_129,&l_129,&l_129,&l_129};
            int32_t l_133 = 0L;
            int i;
            l_133 ^= (safe_div_func_int32_t_s_s((safe_lshift_func_uint16_t_u_s((!(l_114 , (((safe_add_func_uint16_t_u_u((l_119[3] & 0xA1B6L), g_72)) < (safe_sub_func_int32_t_s_s(p_16, 7L))) || ((safe_div_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(((g_130 = (l_127 = ((*l_126) = l_63))) != (void*)0), ((safe_mod_func_uint16_t_u_u((&p_14 != (void*)0), l_114)) > l_114))), g_2)) >= g_45)))), 13)), p_13));
        }
    }
    else
    { /* block id: 45 */
        int32_t *l_134 = &l_73[1];
        int32_t *l_135[1];
        int32_t l_173[5][3] = {{0xF4379D8BL,0xF4379D8BL,0xF4379D8BL},{0x886F3FE5L,1L,0x886F3FE5L},{0xF4379D8BL,0xF4379D8BL,0xF4379D8BL},{0x886F3FE5L,1L,0x886F3FE5L},{0xF4379D8BL,0xF4379D8BL,0xF4379D8BL}};
        int32_t **l_181 = &l_135[0];
        int32_t ***l_180 = &l_181;
        uint32_t l_202 = 18446744073709551615UL;
        int i, j;
        for (i = 0; i < 1; i++)
            l_135[i] = (void*)0;
        ++l_136;
        for (l_71 = 0; (l_71 >= 0); l_71 -= 1)
        { /* block id: 49 */
            uint32_t *l_151 = (void*)0;
            uint32_t *l_152 = (void*)0;
            uint32_t *l_153 = &g_33;
            int64_t *l_174 = (void*)0;
            int64_t *l_175 = &l_56;
            uint8_t *l_176 = (void*)0;
            uint8_t *l_177 = &g_178;
            int i;
            for (p_14 = 0; (p_14 <= 0); p_14 += 1)
            { /* block id: 52 */
                uint8_t l_144 = 1UL;
                int i, j;
                l_142 = g_139;
                l_144--;
            }
            (*l_134) = (safe_add_func_uint32_t_u_u((safe_div_func_int32_t_s_s((l_73[(l_71 + 3)] || ((*g_130) = (((*l_153) = 0xFA0514B5L) >= ((safe_sub_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_s((safe_div_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((g_179 = ((*l_177) = (safe_div_func_int8_t_s_s((((0x3EL != (!g_143.f5)) || (safe_unary_minus_func_uint64_t_u((p_16 == (safe_div_func_int64_t_s_s((*l_134), g_143.f4)))))) | ((*l_175) |= (g_170 , (safe_sub_func_uint32_t_u_u(l_173[1][2], l_73[(l_71 + 3)]))))), g_170.f8)))), 0)), g_170.f2)), 9)) > g_170.f2), 0)), 0x772BF5F293FBD44CLL)) && 7UL)))), p_14)), p_16));
            if ((*g_102))
                continue;
        }
        (*l_134) = ((0x10L ^ p_16) ^ (p_15 || g_3.f1));
        if ((p_13 & ((void*)0 == l_180)))
        { /* block id: 65 */
            uint64_t l_185 = 0xE18B63CE86B1698ALL;
            (**l_180) = &g_26;
            for (g_33 = 8; (g_33 == 26); g_33 = safe_add_func_uint16_t_u_u(g_33, 3))
            { /* block id: 69 */
                struct S2 *l_184[1][4];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_184[i][j] = &g_3;
                }
                l_184[0][3] = l_184[0][3];
                (*l_134) ^= (l_71 |= l_185);
            }
        }
        else
        { /* block id: 74 */
            int32_t l_186 = 0xA34357C3L;
            int32_t l_187 = 0x04533268L;
            int32_t l_188 = (-1L);
            int32_t l_189 = 0x08F32221L;
            int32_t l_190 = (-1L);
            int32_t l_191 = (-1L);
            int32_t l_192 = (-1L);
            int32_t l_193 = 0xC423DE85L;
            int32_t l_194 = 1L;
            int32_t l_195 = 8L;
            int32_t l_196 = 0x9967109FL;
            int32_t l_198 = (-7L);
            int32_t l_199 = 0x1B3FCD2AL;
            int32_t l_200 = 0L;
            int32_t l_201[1];
            uint32_t *l_224 = &g_33;
            int i;
            for (i = 0; i < 1; i++)
                l_201[i] = 0xB6731223L;
            ++l_202;
            for (l_187 = 2; (l_187 >= 0); l_187 -= 1)
            { /* block id: 78 */
                uint32_t l_225 = 0x57B354ACL;
                int64_t *l_226 = &l_197[0];
                int32_t l_227 = 0xE7577DDAL;
                (**l_180) = (void*)0;
                l_227 ^= (safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u(((((safe_sub_func_uint64_t_u_u(g_143.f4, ((*l_226) = (safe_sub_func_int32_t_s_s(((*g_130) < 0x870EL), ((g_213[1][1] , (safe_rshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u(0x8DA6C3DDL, (safe_sub_func_int64_t_s_s(((((0x7BL >= ((p_14 < (safe_mul_func_uint16_t_u_u(((((safe_lshift_func_uint8_t_u_s(((-5L) >= ((void*)0 == l_224)), g_213[1][1].f1)) , 0x238AD5E783D5683CLL) && p_15) >= g_26), l_192))) && l_225)) ^ l_199) , g_72) != p_14), 6UL)))), g_213[1][1].f0.f5))) > p_13)))))) , (void*)0) == (void*)0) , p_13), 7UL)), 3));
            }
            for (g_143.f5 = 0; (g_143.f5 <= 2); g_143.f5 += 1)
            { /* block id: 85 */
                return g_178;
            }
            for (l_194 = (-26); (l_194 >= 19); ++l_194)
            { /* block id: 90 */
                uint16_t *l_240[6][5] = {{(void*)0,&g_213[1][1].f2,&l_136,&l_136,&g_213[1][1].f2},{&g_213[1][1].f2,&l_64,(void*)0,(void*)0,&g_213[1][1].f2},{(void*)0,&l_64,(void*)0,&g_213[1][1].f2,&g_213[1][1].f2},{&l_136,&g_213[1][1].f2,&g_213[1][1].f2,&l_136,&g_213[1][1].f2},{(void*)0,&l_136,&g_213[1][1].f2,&l_64,&g_213[1][1].f2},{&g_213[1][1].f2,(void*)0,&g_213[1][1].f2,(void*)0,&g_213[1][1].f2}};
                struct S0 * const l_241 = &g_170;
                int32_t l_242 = 1L;
                uint64_t *l_243 = &g_213[1][1].f0.f5;
                int i, j;
                (*l_134) |= (l_191 | (((*l_243) = ((safe_mod_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u(((+(safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((&g_26 == &g_26), ((g_239[2] = g_170.f6) , (((g_3.f2 , (g_213[1][1].f2 = 5UL)) , (((void*)0 != l_241) & p_14)) ^ 1UL)))), g_98))) , 0xAE39L), (*g_130))) & l_242), 5L)) , l_191)) || 0x1B15B69050536D2CLL));
            }
        }
    }
    (*l_245) = l_244;
    return l_56;
}


/* ------------------------------------------ */
/* 
 * reads : g_26
 * writes: g_25 g_29 g_30
 */
static int16_t  func_22(int16_t  p_23)
{ /* block id: 4 */
    int32_t *l_28 = &g_26;
    int32_t **l_27[2];
    int i;
    for (i = 0; i < 2; i++)
        l_27[i] = &l_28;
    g_30 = (g_29 = (g_25[1] = (void*)0));
    return (*l_28);
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
    transparent_crc(g_3.f0, "g_3.f0", print_hash_value);
    transparent_crc(g_3.f1, "g_3.f1", print_hash_value);
    transparent_crc(g_3.f2, "g_3.f2", print_hash_value);
    transparent_crc(g_3.f3, "g_3.f3", print_hash_value);
    transparent_crc(g_26, "g_26", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_143.f0, "g_143.f0", print_hash_value);
    transparent_crc(g_143.f1, "g_143.f1", print_hash_value);
    transparent_crc(g_143.f2, "g_143.f2", print_hash_value);
    transparent_crc(g_143.f3, "g_143.f3", print_hash_value);
    transparent_crc(g_143.f4, "g_143.f4", print_hash_value);
    transparent_crc(g_143.f5, "g_143.f5", print_hash_value);
    transparent_crc(g_143.f6, "g_143.f6", print_hash_value);
    transparent_crc(g_143.f7, "g_143.f7", print_hash_value);
    transparent_crc(g_143.f8, "g_143.f8", print_hash_value);
    transparent_crc(g_170.f0, "g_170.f0", print_hash_value);
    transparent_crc(g_170.f1, "g_170.f1", print_hash_value);
    transparent_crc(g_170.f2, "g_170.f2", print_hash_value);
    transparent_crc(g_170.f3, "g_170.f3", print_hash_value);
    transparent_crc(g_170.f4, "g_170.f4", print_hash_value);
    transparent_crc(g_170.f5, "g_170.f5", print_hash_value);
    transparent_crc(g_170.f6, "g_170.f6", print_hash_value);
    transparent_crc(g_170.f7, "g_170.f7", print_hash_value);
    transparent_crc(g_170.f8, "g_170.f8", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    transparent_crc(g_179, "g_179", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_213[i][j].f0.f0, "g_213[i][j].f0.f0", print_hash_value);
            transparent_crc(g_213[i][j].f0.f1, "g_213[i][j].f0.f1", print_hash_value);
            transparent_crc(g_213[i][j].f0.f2, "g_213[i][j].f0.f2", print_hash_value);
            transparent_crc(g_213[i][j].f0.f3, "g_213[i][j].f0.f3", print_hash_value);
            transparent_crc(g_213[i][j].f0.f4, "g_213[i][j].f0.f4", print_hash_value);
            transparent_crc(g_213[i][j].f0.f5, "g_213[i][j].f0.f5", print_hash_value);
            transparent_crc(g_213[i][j].f0.f6, "g_213[i][j].f0.f6", print_hash_value);
            transparent_crc(g_213[i][j].f0.f7, "g_213[i][j].f0.f7", print_hash_value);
            transparent_crc(g_213[i][j].f0.f8, "g_213[i][j].f0.f8", print_hash_value);
            transparent_crc(g_213[i][j].f1, "g_213[i][j].f1", print_hash_value);
            transparent_crc(g_213[i][j].f2, "g_213[i][j].f2", print_hash_value);
            transparent_crc(g_213[i][j].f3, "g_213[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_239[i], "g_239[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_246.f0, "g_246.f0", print_hash_value);
    transparent_crc(g_246.f1, "g_246.f1", print_hash_value);
    transparent_crc(g_246.f2, "g_246.f2", print_hash_value);
    transparent_crc(g_246.f3, "g_246.f3", print_hash_value);
    transparent_crc(g_251.f0, "g_251.f0", print_hash_value);
    transparent_crc(g_251.f1, "g_251.f1", print_hash_value);
    transparent_crc(g_251.f2, "g_251.f2", print_hash_value);
    transparent_crc(g_251.f3, "g_251.f3", print_hash_value);
    transparent_crc(g_262, "g_262", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_291[i].f0.f0, "g_291[i].f0.f0", print_hash_value);
        transparent_crc(g_291[i].f0.f1, "g_291[i].f0.f1", print_hash_value);
        transparent_crc(g_291[i].f0.f2, "g_291[i].f0.f2", print_hash_value);
        transparent_crc(g_291[i].f0.f3, "g_291[i].f0.f3", print_hash_value);
        transparent_crc(g_291[i].f0.f4, "g_291[i].f0.f4", print_hash_value);
        transparent_crc(g_291[i].f0.f5, "g_291[i].f0.f5", print_hash_value);
        transparent_crc(g_291[i].f0.f6, "g_291[i].f0.f6", print_hash_value);
        transparent_crc(g_291[i].f0.f7, "g_291[i].f0.f7", print_hash_value);
        transparent_crc(g_291[i].f0.f8, "g_291[i].f0.f8", print_hash_value);
        transparent_crc(g_291[i].f1, "g_291[i].f1", print_hash_value);
        transparent_crc(g_291[i].f2, "g_291[i].f2", print_hash_value);
        transparent_crc(g_291[i].f3, "g_291[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_298, "g_298", print_hash_value);
    transparent_crc(g_304.f0, "g_304.f0", print_hash_value);
    transparent_crc(g_304.f1, "g_304.f1", print_hash_value);
    transparent_crc(g_304.f2, "g_304.f2", print_hash_value);
    transparent_crc(g_304.f3, "g_304.f3", print_hash_value);
    transparent_crc(g_304.f4, "g_304.f4", print_hash_value);
    transparent_crc(g_304.f5, "g_304.f5", print_hash_value);
    transparent_crc(g_304.f6, "g_304.f6", print_hash_value);
    transparent_crc(g_304.f7, "g_304.f7", print_hash_value);
    transparent_crc(g_304.f8, "g_304.f8", print_hash_value);
    transparent_crc(g_319.f0, "g_319.f0", print_hash_value);
    transparent_crc(g_319.f1, "g_319.f1", print_hash_value);
    transparent_crc(g_319.f2, "g_319.f2", print_hash_value);
    transparent_crc(g_319.f3, "g_319.f3", print_hash_value);
    transparent_crc(g_319.f4, "g_319.f4", print_hash_value);
    transparent_crc(g_319.f5, "g_319.f5", print_hash_value);
    transparent_crc(g_319.f6, "g_319.f6", print_hash_value);
    transparent_crc(g_319.f7, "g_319.f7", print_hash_value);
    transparent_crc(g_319.f8, "g_319.f8", print_hash_value);
    transparent_crc(g_326, "g_326", print_hash_value);
    transparent_crc(g_335.f0.f0, "g_335.f0.f0", print_hash_value);
    transparent_crc(g_335.f0.f1, "g_335.f0.f1", print_hash_value);
    transparent_crc(g_335.f0.f2, "g_335.f0.f2", print_hash_value);
    transparent_crc(g_335.f0.f3, "g_335.f0.f3", print_hash_value);
    transparent_crc(g_335.f0.f4, "g_335.f0.f4", print_hash_value);
    transparent_crc(g_335.f0.f5, "g_335.f0.f5", print_hash_value);
    transparent_crc(g_335.f0.f6, "g_335.f0.f6", print_hash_value);
    transparent_crc(g_335.f0.f7, "g_335.f0.f7", print_hash_value);
    transparent_crc(g_335.f0.f8, "g_335.f0.f8", print_hash_value);
    transparent_crc(g_335.f1, "g_335.f1", print_hash_value);
    transparent_crc(g_335.f2, "g_335.f2", print_hash_value);
    transparent_crc(g_335.f3, "g_335.f3", print_hash_value);
    transparent_crc(g_349.f0, "g_349.f0", print_hash_value);
    transparent_crc(g_349.f1, "g_349.f1", print_hash_value);
    transparent_crc(g_349.f2, "g_349.f2", print_hash_value);
    transparent_crc(g_349.f3, "g_349.f3", print_hash_value);
    transparent_crc(g_349.f4, "g_349.f4", print_hash_value);
    transparent_crc(g_349.f5, "g_349.f5", print_hash_value);
    transparent_crc(g_349.f6, "g_349.f6", print_hash_value);
    transparent_crc(g_349.f7, "g_349.f7", print_hash_value);
    transparent_crc(g_349.f8, "g_349.f8", print_hash_value);
    transparent_crc(g_473.f0, "g_473.f0", print_hash_value);
    transparent_crc(g_473.f1, "g_473.f1", print_hash_value);
    transparent_crc(g_473.f2, "g_473.f2", print_hash_value);
    transparent_crc(g_473.f3, "g_473.f3", print_hash_value);
    transparent_crc(g_473.f4, "g_473.f4", print_hash_value);
    transparent_crc(g_473.f5, "g_473.f5", print_hash_value);
    transparent_crc(g_473.f6, "g_473.f6", print_hash_value);
    transparent_crc(g_473.f7, "g_473.f7", print_hash_value);
    transparent_crc(g_473.f8, "g_473.f8", print_hash_value);
    transparent_crc(g_623, "g_623", print_hash_value);
    transparent_crc(g_634, "g_634", print_hash_value);
    transparent_crc(g_658.f0, "g_658.f0", print_hash_value);
    transparent_crc(g_658.f1, "g_658.f1", print_hash_value);
    transparent_crc(g_658.f2, "g_658.f2", print_hash_value);
    transparent_crc(g_658.f3, "g_658.f3", print_hash_value);
    transparent_crc(g_768.f0, "g_768.f0", print_hash_value);
    transparent_crc(g_768.f1, "g_768.f1", print_hash_value);
    transparent_crc(g_768.f2, "g_768.f2", print_hash_value);
    transparent_crc(g_768.f3, "g_768.f3", print_hash_value);
    transparent_crc(g_771, "g_771", print_hash_value);
    transparent_crc(g_774.f0, "g_774.f0", print_hash_value);
    transparent_crc(g_774.f1, "g_774.f1", print_hash_value);
    transparent_crc(g_774.f2, "g_774.f2", print_hash_value);
    transparent_crc(g_774.f3, "g_774.f3", print_hash_value);
    transparent_crc(g_775.f0, "g_775.f0", print_hash_value);
    transparent_crc(g_775.f1, "g_775.f1", print_hash_value);
    transparent_crc(g_775.f2, "g_775.f2", print_hash_value);
    transparent_crc(g_775.f3, "g_775.f3", print_hash_value);
    transparent_crc(g_795, "g_795", print_hash_value);
    transparent_crc(g_807, "g_807", print_hash_value);
    transparent_crc(g_831.f0, "g_831.f0", print_hash_value);
    transparent_crc(g_831.f1, "g_831.f1", print_hash_value);
    transparent_crc(g_831.f2, "g_831.f2", print_hash_value);
    transparent_crc(g_831.f3, "g_831.f3", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 2
breakdown:
   depth: 0, occurrence: 237
   depth: 1, occurrence: 19
   depth: 2, occurrence: 3
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 9
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 2
XXX volatile bitfields defined in structs: 1
XXX structs with bitfields in the program: 40
breakdown:
   indirect level: 0, occurrence: 22
   indirect level: 1, occurrence: 14
   indirect level: 2, occurrence: 1
   indirect level: 3, occurrence: 3
XXX full-bitfields structs in the program: 7
breakdown:
   indirect level: 0, occurrence: 7
XXX times a bitfields struct's address is taken: 26
XXX times a bitfields struct on LHS: 2
XXX times a bitfields struct on RHS: 32
XXX times a single bitfield on LHS: 5
XXX times a single bitfield on RHS: 64

XXX max expression depth: 50
breakdown:
   depth: 1, occurrence: 139
   depth: 2, occurrence: 36
   depth: 3, occurrence: 7
   depth: 4, occurrence: 1
   depth: 6, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 17, occurrence: 3
   depth: 18, occurrence: 1
   depth: 19, occurrence: 4
   depth: 20, occurrence: 3
   depth: 21, occurrence: 2
   depth: 23, occurrence: 2
   depth: 25, occurrence: 4
   depth: 27, occurrence: 1
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1
   depth: 34, occurrence: 1
   depth: 35, occurrence: 1
   depth: 38, occurrence: 1
   depth: 50, occurrence: 1

XXX total number of pointers: 180

XXX times a variable address is taken: 205
XXX times a pointer is dereferenced on RHS: 49
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 5
   depth: 3, occurrence: 2
XXX times a pointer is dereferenced on LHS: 80
breakdown:
   depth: 1, occurrence: 76
   depth: 2, occurrence: 4
XXX times a pointer is compared with null: 14
XXX times a pointer is compared with address of another variable: 5
XXX times a pointer is compared with another pointer: 5
XXX times a pointer is qualified to be dereferenced: 3135

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 167
   level: 2, occurrence: 65
   level: 3, occurrence: 7
XXX number of pointers point to pointers: 67
XXX number of pointers point to scalars: 91
XXX number of pointers point to structs: 22
XXX percent of pointers has null in alias set: 28.9
XXX average alias set size: 1.2

XXX times a non-volatile is read: 501
XXX times a non-volatile is write: 259
XXX times a volatile is read: 59
XXX    times read thru a pointer: 23
XXX times a volatile is write: 9
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 2.55e+03
XXX percentage of non-volatile access: 91.8

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 140
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 26
   depth: 2, occurrence: 40
   depth: 3, occurrence: 62

XXX percentage a fresh-made variable is used: 20.3
XXX percentage an existing variable is used: 79.7
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

