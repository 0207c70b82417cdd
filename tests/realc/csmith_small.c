/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-bitfields --no-packed-struct --max-funcs 1 --max-block-size 2 --max-block-depth 2 --max-expr-complexity 3 --seed 7 -o small7.c
 * Seed:      7
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint64_t g_4 = 0x1009D434678DC2A8LL;
static uint8_t g_11 = 253UL;
static int32_t g_25 = 0x35FE57B6L;
static int32_t *g_24 = &g_25;
static uint16_t g_29 = 0UL;
static int8_t g_31[3][2] = {{0x60L,0x60L},{0x60L,0x60L},{0x60L,0x60L}};
static int8_t g_33 = 0xABL;
static uint16_t g_39 = 0UL;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_11 g_24 g_29 g_25 g_39
 * writes: g_11 g_4 g_29 g_31 g_25 g_39
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int16_t l_2 = 1L;
    int16_t l_15[1][9][8] = {{{0xBF35L,0L,0x8594L,0L,0xBF35L,0x5E0EL,0x5E0EL,0xBF35L},{0L,0xD758L,0xD758L,0L,0L,0xBF35L,0L,0L},{0xD758L,0L,0xD758L,0x5E0EL,0x8594L,0x8594L,0x5E0EL,0xD758L},{0L,0L,0x8594L,0xBF35L,(-1L),0xBF35L,0x8594L,0L},{0L,0xD758L,0x5E0EL,0x8594L,0x8594L,0x5E0EL,0xD758L,0L},{0xBF35L,0xD758L,(-1L),0x5E0EL,(-1L),0xD758L,0xBF35L,0xBF35L},{0xD758L,0x5E0EL,0x8594L,0x8594L,0x5E0EL,0xD758L,0L,0xD758L},{0x5E0EL,0xD758L,0L,0xD758L,0x5E0EL,0x8594L,0x8594L,0x5E0EL},{0xD758L,0xBF35L,0xBF35L,0xD758L,(-1L),0x5E0EL,(-1L),0xD758L}}};
    int32_t l_35 = 0x6C1F5E2DL;
    int32_t l_36[8][6][1] = {{{(-6L)},{0x5269945CL},{0L},{0x5269945CL},{(-6L)},{0x1915E308L}},{{0xBB36E903L},{0xB4DBDF90L},{0xBB36E903L},{0x1915E308L},{(-6L)},{0x5269945CL}},{{0L},{0x5269945CL},{(-6L)},{0x1915E308L},{0xBB36E903L},{0xB4DBDF90L}},{{0xBB36E903L},{0x1915E308L},{(-6L)},{0x5269945CL},{0L},{0x5269945CL}},{{(-6L)},{0x1915E308L},{0xBB36E903L},{0xB4DBDF90L},{0xBB36E903L},{0x1915E308L}},{{(-6L)},{0x5269945CL},{0L},{0x5269945CL},{(-6L)},{0x1915E308L}},{{0xBB36E903L},{0xB4DBDF90L},{0xBB36E903L},{0x1915E308L},{(-6L)},{0x5269945CL}},{{0L},{0x5269945CL},{(-6L)},{0x1915E308L},{0xBB36E903L},{0xB4DBDF90L}}};
    int32_t *l_37 = &g_25;
    int32_t *l_38[7] = {&l_36[1][3][0],&l_36[1][3][0],&l_36[1][3][0],&l_36[1][3][0],&l_36[1][3][0],&l_36[1][3][0],&l_36[1][3][0]};
    int i, j, k;
    if ((l_2 > ((!(3UL & g_4)) & 1L)))
    { /* block id: 1 */
        uint16_t l_5[5][10] = {{9UL,0xE033L,9UL,1UL,1UL,9UL,0xE033L,9UL,1UL,1UL},{9UL,0xE033L,9UL,1UL,1UL,9UL,0xE033L,9UL,1UL,1UL},{9UL,0xE033L,9UL,1UL,1UL,9UL,0xE033L,9UL,1UL,1UL},{9UL,0xE033L,9UL,1UL,1UL,9UL,0xE033L,9UL,1UL,1UL},{9UL,0xE033L,9UL,1UL,1UL,9UL,0xE033L,9UL,1UL,1UL}};
        int i, j;
        for (l_2 = 4; (l_2 >= 0); l_2 -= 1)
        { /* block id: 4 */
            uint64_t l_8 = 3UL;
            uint8_t *l_9 = (void*)0;
            uint8_t *l_10 = &g_11;
            uint64_t l_12 = 0xE5411AA84CBED562LL;
            int32_t *l_14 = (void*)0;
            int32_t **l_13 = &l_14;
            (*l_13) = (((g_4 ^ (((*l_10) |= (safe_mul_func_uint16_t_u_u(l_8, l_2))) & l_2)) , l_12) , (void*)0);
        }
    }
    else
    { /* block id: 8 */
        int32_t *l_27 = (void*)0;
        int8_t *l_32[7] = {&g_33,&g_33,&g_33,&g_33,&g_33,&g_33,&g_33};
        uint32_t l_34 = 18446744073709551615UL;
        int i;
        for (g_4 = 0; (g_4 <= 0); g_4 += 1)
        { /* block id: 11 */
            int32_t **l_26[3];
            uint16_t *l_28 = &g_29;
            int8_t *l_30 = &g_31[2][0];
            int i;
            for (i = 0; i < 3; i++)
                l_26[i] = &g_24;
            (*g_24) = (safe_mod_func_uint8_t_u_u((((((safe_mod_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u(((((*l_30) = (safe_mod_func_int16_t_s_s(g_11, ((*l_28) |= (((l_27 = g_24) == (void*)0) == g_11))))) , (void*)0) != l_32[5]), g_4)), l_2)) > (*g_24)) >= g_4) , g_29) & l_15[0][8][3]), g_25));
        }
        return l_34;
    }
    g_39++;
    return g_11;
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
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_29, "g_29", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_31[i][j], "g_31[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 11
XXX total union variables: 0

XXX max expression depth: 16
breakdown:
   depth: 1, occurrence: 6
   depth: 2, occurrence: 2
   depth: 4, occurrence: 1
   depth: 7, occurrence: 1
   depth: 16, occurrence: 1

XXX total number of pointers: 12

XXX times a variable address is taken: 11
XXX times a pointer is dereferenced on RHS: 1
breakdown:
   depth: 1, occurrence: 1
XXX times a pointer is dereferenced on LHS: 5
breakdown:
   depth: 1, occurrence: 5
XXX times a pointer is compared with null: 0
XXX times a pointer is compared with address of another variable: 0
XXX times a pointer is compared with another pointer: 0
XXX times a pointer is qualified to be dereferenced: 21

XXX max dereference level: 1
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 13
XXX number of pointers point to pointers: 2
XXX number of pointers point to scalars: 10
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25
XXX average alias set size: 1.17

XXX times a non-volatile is read: 24
XXX times a non-volatile is write: 14
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 8
XXX max block depth: 2
breakdown:
   depth: 0, occurrence: 3
   depth: 1, occurrence: 3
   depth: 2, occurrence: 2

XXX percentage a fresh-made variable is used: 40.7
XXX percentage an existing variable is used: 59.3
********************* end of statistics **********************/

