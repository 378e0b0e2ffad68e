/* Freestanding stand-in for <math.h>: Csmith's safe_math.h uses only these. */
#define fabsf __builtin_fabsf
#define fabs __builtin_fabs
