/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 10 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p10.c
 * Seed:      10
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   const volatile signed f0 : 19;
   volatile signed f1 : 28;
   unsigned f2 : 14;
   unsigned f3 : 2;
   signed f4 : 9;
   const volatile signed f5 : 28;
   volatile signed f6 : 10;
   const uint64_t  f7;
   signed f8 : 30;
   volatile signed f9 : 14;
};
#pragma pack(pop)

struct S1 {
   int16_t  f0;
   int32_t  f1;
   const volatile int64_t  f2;
   volatile signed f3 : 8;
   unsigned f4 : 6;
   int16_t  f5;
   unsigned f6 : 10;
   uint64_t  f7;
};

#pragma pack(push)
#pragma pack(1)
struct S3 {
   volatile signed f0 : 14;
   volatile unsigned f1 : 5;
   unsigned f2 : 21;
   volatile unsigned f3 : 30;
   signed f4 : 18;
   signed f5 : 7;
   signed f6 : 18;
   unsigned : 0;
};
#pragma pack(pop)

struct S4 {
   const signed f0 : 26;
   const unsigned f1 : 29;
};

/* --- GLOBAL VARIABLES --- */
static uint32_t g_2 = 0x628405CEL;
static int32_t g_4 = 2L;
static volatile uint32_t g_5 = 18446744073709551611UL;/* VOLATILE GLOBAL g_5 */
static int64_t g_13[3][5] = {{0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL},{0x34F9A325CF162C80LL,0xC5CECCE005AB1361LL,0x34F9A325CF162C80LL,0xC5CECCE005AB1361LL,0x34F9A325CF162C80LL},{0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL,0x9E4A0435E45DB0FFLL}};
static int8_t g_15 = 0xEBL;
static const int8_t g_32 = 1L;
static const int8_t *g_45[6][6] = {{(void*)0,&g_32,(void*)0,(void*)0,&g_32,(void*)0},{(void*)0,&g_32,&g_32,(void*)0,&g_32,(void*)0},{(void*)0,&g_32,(void*)0,(void*)0,&g_32,&g_32},{(void*)0,&g_32,(void*)0,(void*)0,&g_32,(void*)0},{(void*)0,&g_32,&g_32,(void*)0,&g_32,(void*)0},{(void*)0,&g_32,&g_32,&g_32,&g_32,&g_15}};
static const int8_t **g_44 = &g_45[1][4];
static uint32_t *g_68 = (void*)0;
static uint32_t g_70[3][3] = {{0x84D1B33BL,4294967288UL,0x84D1B33BL},{0UL,0UL,0UL},{0x84D1B33BL,4294967288UL,0x84D1B33BL}};
static int16_t g_72 = 0xAC0EL;
static int32_t * volatile g_73[3][1] = {{(void*)0},{(void*)0},{(void*)0}};
static struct S0 g_97 = {-7,1526,99,0,15,8222,-3,0xA379BBF3D30447F0LL,-14793,34};/* VOLATILE GLOBAL g_97 */
static uint64_t g_99[1][5] = {{0x220DBA62EB872B59LL,0x220DBA62EB872B59LL,0x220DBA62EB872B59LL,0x220DBA62EB872B59LL,0x220DBA62EB872B59LL}};
static uint16_t g_105 = 0x2229L;
static int32_t * volatile g_106 = &g_4;/* VOLATILE GLOBAL g_106 */
static uint8_t g_108 = 0x92L;
static int32_t g_110[6] = {(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
static int64_t g_112[4][4] = {{0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL},{0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL},{0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL},{0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL,0x9BFD98B40E0213BFLL}};
static int64_t *g_111 = &g_112[0][2];
static volatile struct S3 g_115 = {-113,4,1413,17925,-130,6,-230};/* VOLATILE GLOBAL g_115 */
static int32_t g_118 = 0x55F3680CL;
static int32_t * volatile g_133[6][2] = {{&g_110[0],&g_110[0]},{&g_110[0],&g_110[0]},{&g_110[0],&g_110[0]},{&g_110[0],&g_110[0]},{&g_110[0],&g_110[0]},{&g_110[0],&g_110[0]}};
static int32_t *g_134 = &g_118;
static int32_t * volatile *g_132[5][6] = {{&g_134,&g_133[4][0],(void*)0,&g_134,&g_134,&g_134},{(void*)0,&g_134,(void*)0,&g_134,&g_134,&g_134},{&g_134,&g_134,&g_134,&g_134,&g_134,&g_134},{&g_134,&g_134,&g_134,&g_134,&g_134,&g_134},{&g_134,&g_134,&g_134,&g_134,(void*)0,&g_134}};
static volatile struct S3 * volatile g_140 = (void*)0;/* VOLATILE GLOBAL g_140 */
static struct S3 g_149 = {-0,4,186,18415,-228,8,312};/* VOLATILE GLOBAL g_149 */
static struct S3 * volatile g_150 = &g_149;/* VOLATILE GLOBAL g_150 */
static volatile uint64_t g_175 = 3UL;/* VOLATILE GLOBAL g_175 */
static volatile uint64_t * volatile g_174 = &g_175;/* VOLATILE GLOBAL g_174 */
static volatile uint64_t * volatile *g_173 = &g_174;
static struct S3 g_177 = {-17,0,785,24134,81,10,427};/* VOLATILE GLOBAL g_177 */
static volatile struct S0 g_178 = {647,-10203,39,1,-14,14864,-31,0x88BA0BCDD2221DAELL,-29059,21};/* VOLATILE GLOBAL g_178 */
static volatile struct S1 g_179 = {0x0FBEL,3L,-3L,11,4,0xEDC9L,28,0UL};/* VOLATILE GLOBAL g_179 */
static volatile struct S3 g_180[6][1] = {{{0,4,651,4880,426,-3,-138}},{{-101,2,850,1604,-200,-9,283}},{{-101,2,850,1604,-200,-9,283}},{{0,4,651,4880,426,-3,-138}},{{-101,2,850,1604,-200,-9,283}},{{-101,2,850,1604,-200,-9,283}}};
static int32_t g_201 = (-8L);
static uint16_t g_202 = 0x7C84L;
static struct S3 * volatile g_207 = &g_149;/* VOLATILE GLOBAL g_207 */
static struct S1 g_208[2] = {{8L,0x7286EC0BL,0x6850A1A16B741F67LL,-8,0,-2L,27,0x333A4172F5B41CB9LL},{8L,0x7286EC0BL,0x6850A1A16B741F67LL,-8,0,-2L,27,0x333A4172F5B41CB9LL}};


/* --- FORWARD DECLARATIONS --- */
static struct S1  func_1(void);
static struct S3  func_19(uint16_t  p_20, uint32_t  p_21);
static uint8_t  func_24(const int8_t * p_25, uint8_t  p_26, int16_t  p_27, int32_t * const  p_28, int64_t * p_29);
static uint16_t  func_36(int64_t * p_37, int8_t  p_38, const int8_t ** p_39, uint16_t  p_40);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_5 g_13 g_44 g_68 g_72 g_70 g_32 g_97 g_99 g_106 g_111 g_115 g_112 g_15 g_118 g_110 g_132 g_134 g_149 g_150 g_173 g_178 g_179 g_180 g_174 g_175 g_201 g_207 g_208
 * writes: g_4 g_5 g_13 g_2 g_72 g_99 g_105 g_108 g_68 g_118 g_110 g_97.f3 g_115 g_149 g_177 g_15 g_202 g_112
 */
static struct S1  func_1(void)
{ /* block id: 0 */
    int32_t *l_3[5][1] = {{&g_4},{&g_4},{&g_4},{&g_4},{&g_4}};
    uint32_t l_11 = 4294967290UL;
    int32_t * const l_109 = &g_110[2];
    uint16_t *l_197 = &g_105;
    uint16_t **l_198 = &l_197;
    uint16_t *l_200[3];
    uint16_t **l_199 = &l_200[1];
    uint64_t l_203 = 18446744073709551614UL;
    int32_t l_204[6];
    int8_t l_205 = 4L;
    uint32_t l_206 = 18446744073709551615UL;
    int i, j;
    for (i = 0; i < 3; i++)
        l_200[i] = &g_105;
    for (i = 0; i < 6; i++)
        l_204[i] = 0L;
lbl_17:
    g_4 &= g_2;
    if (g_2)
    { /* block id: 2 */
        --g_5;
        g_4 &= 0xB870004DL;
    }
    else
    { /* block id: 5 */
        uint32_t l_10 = 0x656540F2L;
        int64_t *l_12 = &g_13[2][3];
        int32_t l_16 = 0x26529694L;
        if (((safe_sub_func_int64_t_s_s(l_10, ((*l_12) = (g_4 <= (l_11 = l_10))))) > 8UL))
        { /* block id: 8 */
            int8_t *l_14[5][3] = {{&g_15,&g_15,&g_15},{(void*)0,(void*)0,(void*)0},{&g_15,&g_15,&g_15},{(void*)0,(void*)0,(void*)0},{&g_15,&g_15,&g_15}};
            int32_t l_18 = 0x99919139L;
            uint32_t *l_153 = &g_2;
            struct S3 *l_160[5];
            int i, j;
            for (i = 0; i < 5; i++)
                l_160[i] = (void*)0;
            if ((65532UL || ((l_16 = 0x3EL) & g_4)))
            { /* block id: 10 */
                const int8_t *l_31[1];
                const int8_t **l_30 = &l_31[0];
                int64_t **l_41 = &l_12;
                int64_t *l_43[5][6] = {{&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3]},{&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3]},{&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3]},{&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3]},{&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3],&g_13[2][3]}};
                int64_t **l_42 = &l_43[4][3];
                uint8_t *l_107[3];
                int32_t l_119 = 1L;
                int i, j;
                for (i = 0; i < 1; i++)
                    l_31[i] = &g_32;
                for (i = 0; i < 3; i++)
                    l_107[i] = &g_108;
                if (g_2)
                    goto lbl_17;
                g_4 &= l_18;
                (*g_150) = func_19((l_10 ^ (g_5 || (safe_lshift_func_uint16_t_u_u((func_24(((*l_30) = (void*)0), (g_108 = (~((((((((safe_lshift_func_uint16_t_u_u(func_36(((*l_42) = ((*l_41) = &g_13[2][3])), g_13[0][3], g_44, g_4), g_97.f7)) || (*g_106)) >= 2L) , 1L) || 0x60E50EEEL) , &g_13[2][3]) == (void*)0) ^ 1L))), g_70[1][0], l_109, g_111) , l_119), g_97.f2)))), g_15);
                (*g_134) &= 0x426486C1L;
            }
            else
            { /* block id: 65 */
                uint8_t *l_167 = (void*)0;
                uint8_t *l_168 = (void*)0;
                uint8_t *l_169 = &g_108;
                int32_t l_172 = 0x3D55A550L;
                uint32_t l_176[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_176[i] = 18446744073709551615UL;
                (*g_134) = ((*l_109) & (*g_106));
                l_16 ^= (safe_mul_func_int16_t_s_s(((void*)0 == l_153), (safe_mul_func_uint16_t_u_u((((safe_add_func_int32_t_s_s((-1L), (&l_18 == (((0xAE95L | (((((l_160[2] == ((safe_mul_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((*l_169) = 0x3EL), (l_172 |= (g_112[0][2] , (safe_div_func_uint64_t_u_u(g_99[0][3], (*g_111))))))), 65529UL)), 0x87B3L)) , (void*)0)) | g_4) > 0xB1L) , g_173) != (void*)0)) == l_176[0]) , l_3[4][0])))) && 0x9A3159ADB9C433B5LL) , 0x9F24L), g_112[0][2]))));
            }
        }
        else
        { /* block id: 71 */
            g_177 = (*g_150);
            (*l_109) &= (0x8783L > g_13[2][1]);
        }
    }
    (*g_207) = func_19((g_178 , ((((g_179 , g_180[5][0]) , ((safe_rshift_func_int8_t_s_u((safe_lshift_func_uint16_t_u_u(0xEFF6L, (safe_mul_func_int16_t_s_s((((safe_mul_func_uint64_t_u_u((*g_174), (((safe_mod_func_uint64_t_u_u((safe_div_func_int64_t_s_s(((*g_111) = (safe_div_func_int32_t_s_s((safe_add_func_int8_t_s_s((g_202 = ((*l_109) >= ((((*l_199) = ((*l_198) = l_197)) != (void*)0) & (g_15 = g_201)))), (*l_109))), l_203))), g_97.f3)), l_204[0])) > l_205) <= 0x3055AC83L))) , l_3[1][0]) == &g_110[2]), g_97.f8)))), 1)) | l_206)) | 65528UL) && (*g_174))), g_97.f2);
    return g_208[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_118 g_110 g_106 g_132 g_97.f3 g_134 g_115 g_149
 * writes: g_118 g_4 g_97.f3 g_108 g_110 g_115
 */
static struct S3  func_19(uint16_t  p_20, uint32_t  p_21)
{ /* block id: 38 */
    int32_t *l_122 = &g_110[2];
    uint32_t **l_130 = &g_68;
    uint64_t *l_145 = &g_99[0][3];
    uint64_t **l_144 = &l_145;
    for (p_21 = 24; (p_21 >= 37); p_21 = safe_add_func_int64_t_s_s(p_21, 6))
    { /* block id: 41 */
        int32_t **l_123 = &l_122;
        uint64_t ***l_146 = &l_144;
        uint64_t **l_148 = (void*)0;
        uint64_t ***l_147 = &l_148;
        (*l_123) = ((&p_20 == (void*)0) , l_122);
        for (g_118 = 7; (g_118 >= 0); --g_118)
        { /* block id: 45 */
            int32_t l_135 = 0xD465C56CL;
            uint32_t *l_136[3][2] = {{&g_70[0][0],&g_70[0][0]},{&g_70[0][0],&g_70[0][0]},{&g_70[0][0],&g_70[0][0]}};
            uint8_t *l_139 = &g_108;
            int i, j;
            if (((0UL != ((((safe_mod_func_int64_t_s_s(((safe_lshift_func_int16_t_s_s((*l_122), 2)) == (g_97.f3 |= ((((*g_106) = (l_130 == (void*)0)) ^ (!((void*)0 == g_132[1][3]))) & (0x7BCD1F5407840EC1LL || l_135)))), (safe_rshift_func_uint16_t_u_s(((((*l_139) = ((**l_123) ^ (**l_123))) != (**l_123)) && p_21), 15)))) > p_20) | 0x4519L) , 0x0A3500CDL)) , p_20))
            { /* block id: 49 */
                (**l_123) ^= (*g_134);
                return g_115;
            }
            else
            { /* block id: 52 */
                volatile struct S3 *l_141 = &g_115;
                volatile struct S3 **l_142 = &l_141;
                int32_t l_143 = (-9L);
                (*l_141) = g_115;
                (*l_142) = &g_115;
                if (l_143)
                    break;
            }
        }
        (*l_147) = ((*l_146) = l_144);
        (*l_122) |= p_20;
    }
    return g_149;
}


/* ------------------------------------------ */
/* 
 * reads : g_115 g_99 g_111 g_112
 * writes: g_68 g_118 g_110
 */
static uint8_t  func_24(const int8_t * p_25, uint8_t  p_26, int16_t  p_27, int32_t * const  p_28, int64_t * p_29)
{ /* block id: 33 */
    struct S4 l_113 = {8067,18340};
    uint32_t **l_114 = &g_68;
    (*p_28) = (((l_113 , (((*l_114) = &g_70[0][0]) == (g_115 , &g_70[0][1]))) != g_99[0][4]) != ((((safe_add_func_uint64_t_u_u(0xCF7B5A891E9D7170LL, (*g_111))) , (g_118 = (2UL > ((l_113.f1 & l_113.f0) || p_26)))) <= (*p_29)) , 0xCBC4FE30L));
    return l_113.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_68 g_13 g_72 g_70 g_32 g_97 g_99 g_106
 * writes: g_2 g_13 g_72 g_99 g_105 g_4
 */
static uint16_t  func_36(int64_t * p_37, int8_t  p_38, const int8_t ** p_39, uint16_t  p_40)
{ /* block id: 16 */
    int32_t l_54 = (-1L);
    int8_t * const l_56[2][6] = {{&g_15,&g_15,&g_15,&g_15,&g_15,&g_15},{&g_15,&g_15,&g_15,&g_15,&g_15,&g_15}};
    int8_t * const *l_55 = &l_56[0][1];
    uint32_t *l_63 = &g_2;
    uint32_t *l_69 = &g_70[0][0];
    int16_t *l_71 = &g_72;
    int32_t l_74 = 1L;
    int32_t l_78 = 0L;
    int8_t l_79 = 0x8AL;
    int32_t l_80 = (-1L);
    int32_t l_81 = 0L;
    int32_t l_82 = (-1L);
    int32_t l_83 = 0xE7E41F4AL;
    int32_t l_84 = 0x8DE9EF31L;
    int32_t l_85 = 0xE1831F77L;
    int32_t l_86 = (-3L);
    uint64_t *l_98 = &g_99[0][3];
    uint16_t *l_104 = &g_105;
    int i, j;
    l_74 ^= (safe_add_func_int16_t_s_s(((safe_add_func_uint32_t_u_u(4294967295UL, (safe_mod_func_int16_t_s_s(g_4, ((safe_add_func_uint8_t_u_u((((l_54 & l_54) , l_55) != p_39), ((18446744073709551607UL <= (safe_mul_func_int16_t_s_s(((*l_71) |= (safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((((*l_63) = 3UL) == (safe_div_func_int32_t_s_s((safe_div_func_int64_t_s_s(((*p_37) &= (((l_69 = g_68) != &g_70[0][2]) || 0L)), 0x4895D34B72860109LL)), p_40))), 65535UL)), 0x9DL))), g_70[1][1]))) && l_54))) , g_70[0][2]))))) || p_38), 1UL));
    for (p_38 = 19; (p_38 > (-24)); p_38--)
    { /* block id: 24 */
        int32_t *l_77[6][1];
        int32_t l_87 = 0xD153B42EL;
        uint64_t l_88 = 0UL;
        uint16_t l_91 = 0xDDDAL;
        int i, j;
        for (i = 0; i < 6; i++)
        {
            for (j = 0; j < 1; j++)
                l_77[i][j] = &l_74;
        }
        ++l_88;
        l_91--;
    }
    (*g_106) = ((((((*l_104) = ((~g_32) != (safe_div_func_int16_t_s_s(((l_82 > (l_79 & ((l_84 , ((&g_70[2][1] == (g_97 , l_69)) < (++(*l_98)))) , (&g_13[2][4] == (((safe_rshift_func_int8_t_s_s((((0UL == 0xB60EEEB2DE199855LL) || 0xB510L) != g_97.f5), 5)) < l_83) , &g_13[1][3]))))) & 0x22C6A011L), g_13[2][3])))) | 0xE4CBL) == p_38) ^ l_85) < 0x7BDA2250544DF11ELL);
    return p_38;
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
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_13[i][j], "g_13[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_70[i][j], "g_70[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_97.f0, "g_97.f0", print_hash_value);
    transparent_crc(g_97.f1, "g_97.f1", print_hash_value);
    transparent_crc(g_97.f2, "g_97.f2", print_hash_value);
    transparent_crc(g_97.f3, "g_97.f3", print_hash_value);
    transparent_crc(g_97.f4, "g_97.f4", print_hash_value);
    transparent_crc(g_97.f5, "g_97.f5", print_hash_value);
    transparent_crc(g_97.f6, "g_97.f6", print_hash_value);
    transparent_crc(g_97.f7, "g_97.f7", print_hash_value);
    transparent_crc(g_97.f8, "g_97.f8", print_hash_value);
    transparent_crc(g_97.f9, "g_97.f9", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_99[i][j], "g_99[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_108, "g_108", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_110[i], "g_110[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_112[i][j], "g_112[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_115.f0, "g_115.f0", print_hash_value);
    transparent_crc(g_115.f1, "g_115.f1", print_hash_value);
    transparent_crc(g_115.f2, "g_115.f2", print_hash_value);
    transparent_crc(g_115.f3, "g_115.f3", print_hash_value);
    transparent_crc(g_115.f4, "g_115.f4", print_hash_value);
    transparent_crc(g_115.f5, "g_115.f5", print_hash_value);
    transparent_crc(g_115.f6, "g_115.f6", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_149.f0, "g_149.f0", print_hash_value);
    transparent_crc(g_149.f1, "g_149.f1", print_hash_value);
    transparent_crc(g_149.f2, "g_149.f2", print_hash_value);
    transparent_crc(g_149.f3, "g_149.f3", print_hash_value);
    transparent_crc(g_149.f4, "g_149.f4", print_hash_value);
    transparent_crc(g_149.f5, "g_149.f5", print_hash_value);
    transparent_crc(g_149.f6, "g_149.f6", print_hash_value);
    transparent_crc(g_175, "g_175", print_hash_value);
    transparent_crc(g_177.f0, "g_177.f0", print_hash_value);
    transparent_crc(g_177.f1, "g_177.f1", print_hash_value);
    transparent_crc(g_177.f2, "g_177.f2", print_hash_value);
    transparent_crc(g_177.f3, "g_177.f3", print_hash_value);
    transparent_crc(g_177.f4, "g_177.f4", print_hash_value);
    transparent_crc(g_177.f5, "g_177.f5", print_hash_value);
    transparent_crc(g_177.f6, "g_177.f6", print_hash_value);
    transparent_crc(g_178.f0, "g_178.f0", print_hash_value);
    transparent_crc(g_178.f1, "g_178.f1", print_hash_value);
    transparent_crc(g_178.f2, "g_178.f2", print_hash_value);
    transparent_crc(g_178.f3, "g_178.f3", print_hash_value);
    transparent_crc(g_178.f4, "g_178.f4", print_hash_value);
    transparent_crc(g_178.f5, "g_178.f5", print_hash_value);
    transparent_crc(g_178.f6, "g_178.f6", print_hash_value);
    transparent_crc(g_178.f7, "g_178.f7", print_hash_value);
    transparent_crc(g_178.f8, "g_178.f8", print_hash_value);
    transparent_crc(g_178.f9, "g_178.f9", print_hash_value);
    transparent_crc(g_179.f0, "g_179.f0", print_hash_value);
    transparent_crc(g_179.f1, "g_179.f1", print_hash_value);
    transparent_crc(g_179.f2, "g_179.f2", print_hash_value);
    transparent_crc(g_179.f3, "g_179.f3", print_hash_value);
    transparent_crc(g_179.f4, "g_179.f4", print_hash_value);
    transparent_crc(g_179.f5, "g_179.f5", print_hash_value);
    transparent_crc(g_179.f6, "g_179.f6", print_hash_value);
    transparent_crc(g_179.f7, "g_179.f7", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_180[i][j].f0, "g_180[i][j].f0", print_hash_value);
            transparent_crc(g_180[i][j].f1, "g_180[i][j].f1", print_hash_value);
            transparent_crc(g_180[i][j].f2, "g_180[i][j].f2", print_hash_value);
            transparent_crc(g_180[i][j].f3, "g_180[i][j].f3", print_hash_value);
            transparent_crc(g_180[i][j].f4, "g_180[i][j].f4", print_hash_value);
            transparent_crc(g_180[i][j].f5, "g_180[i][j].f5", print_hash_value);
            transparent_crc(g_180[i][j].f6, "g_180[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_201, "g_201", print_hash_value);
    transparent_crc(g_202, "g_202", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_208[i].f0, "g_208[i].f0", print_hash_value);
        transparent_crc(g_208[i].f1, "g_208[i].f1", print_hash_value);
        transparent_crc(g_208[i].f2, "g_208[i].f2", print_hash_value);
        transparent_crc(g_208[i].f3, "g_208[i].f3", print_hash_value);
        transparent_crc(g_208[i].f4, "g_208[i].f4", print_hash_value);
        transparent_crc(g_208[i].f5, "g_208[i].f5", print_hash_value);
        transparent_crc(g_208[i].f6, "g_208[i].f6", print_hash_value);
        transparent_crc(g_208[i].f7, "g_208[i].f7", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 46
   depth: 1, occurrence: 9
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 22
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 4
XXX volatile bitfields defined in structs: 9
XXX structs with bitfields in the program: 10
breakdown:
   indirect level: 0, occurrence: 9
   indirect level: 1, occurrence: 1
XXX full-bitfields structs in the program: 5
breakdown:
   indirect level: 0, occurrence: 5
XXX times a bitfields struct's address is taken: 4
XXX times a bitfields struct on LHS: 1
XXX times a bitfields struct on RHS: 11
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 8

XXX max expression depth: 29
breakdown:
   depth: 1, occurrence: 42
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
   depth: 4, occurrence: 1
   depth: 6, occurrence: 1
   depth: 15, occurrence: 1
   depth: 21, occurrence: 1
   depth: 24, occurrence: 3
   depth: 28, occurrence: 1
   depth: 29, occurrence: 1

XXX total number of pointers: 59

XXX times a variable address is taken: 89
XXX times a pointer is dereferenced on RHS: 16
breakdown:
   depth: 1, occurrence: 13
   depth: 2, occurrence: 3
XXX times a pointer is dereferenced on LHS: 30
breakdown:
   depth: 1, occurrence: 29
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 374

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 67
   level: 2, occurrence: 20
XXX number of pointers point to pointers: 18
XXX number of pointers point to scalars: 36
XXX number of pointers point to structs: 5
XXX percent of pointers has null in alias set: 23.7
XXX average alias set size: 1.17

XXX times a non-volatile is read: 115
XXX times a non-volatile is write: 76
XXX times a volatile is read: 15
XXX    times read thru a pointer: 2
XXX times a volatile is write: 6
XXX    times written thru a pointer: 1
XXX times a volatile is available for access: 88
XXX percentage of non-volatile access: 90.1

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 36
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 9
   depth: 2, occurrence: 4
   depth: 3, occurrence: 11

XXX percentage a fresh-made variable is used: 23.6
XXX percentage an existing variable is used: 76.4
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

