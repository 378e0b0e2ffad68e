/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 19 --max-funcs 4 --max-block-depth 3 --max-array-dim 2 --max-array-len-per-dim 6 -o p19.c
 * Seed:      19
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static volatile int32_t g_3 = 0xCD795364L;/* VOLATILE GLOBAL g_3 */
static volatile int32_t g_4[2] = {0x96A485BFL,0x96A485BFL};
static volatile int32_t g_5 = (-1L);/* VOLATILE GLOBAL g_5 */
static volatile int32_t g_6 = (-7L);/* VOLATILE GLOBAL g_6 */
static volatile int32_t g_7 = 0L;/* VOLATILE GLOBAL g_7 */
static int32_t g_8 = 0x79CF1813L;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static int32_t * func_9(int32_t  p_10, int32_t * p_11, uint32_t  p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_5 g_3
 * writes: g_8
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_2[4] = {0x99FF6065L,0x99FF6065L,0x99FF6065L,0x99FF6065L};
    int i;
    for (g_8 = 0; (g_8 <= 3); g_8 += 1)
    { /* block id: 3 */
        int32_t *l_17[4][1];
        int32_t **l_16 = &l_17[0][0];
        int i, j;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 1; j++)
                l_17[i][j] = &l_2[0];
        }
        if (l_2[g_8])
            break;
        (*l_16) = func_9(g_5, &l_2[1], (((void*)0 == &g_8) , ((&g_8 == (void*)0) > g_8)));
    }
    return g_3;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_9(int32_t  p_10, int32_t * p_11, uint32_t  p_12)
{ /* block id: 5 */
    int32_t *l_15 = &g_8;
    for (p_10 = (-4); (p_10 >= 20); p_10++)
    { /* block id: 8 */
        return l_15;
    }
    return l_15;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_4[i], "g_4[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1
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

XXX max expression depth: 8
breakdown:
   depth: 1, occurrence: 5
   depth: 2, occurrence: 2
   depth: 8, occurrence: 1

XXX total number of pointers: 5

XXX times a variable address is taken: 6
XXX times a pointer is dereferenced on RHS: 0
breakdown:
XXX times a pointer is dereferenced on LHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is compared with null: 2
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 0

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1
XXX number of pointers point to pointers: 1
XXX number of pointers point to scalars: 4
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 0
XXX average alias set size: 1.2

XXX times a non-volatile is read: 7
XXX times a non-volatile is write: 4
XXX times a volatile is read: 2
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 9
XXX percentage of non-volatile access: 84.6

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 7
XXX max block depth: 1
breakdown:
   depth: 0, occurrence: 4
   depth: 1, occurrence: 3

XXX percentage a fresh-made variable is used: 12.5
XXX percentage an existing variable is used: 87.5
********************* end of statistics **********************/

