/* Freestanding stand-in for <assert.h> in the device build of Csmith programs. */
#define assert(x) ((void)0)
