/* Freestanding stand-in for <string.h>: Csmith's main compares argv[1]. */
static inline int strcmp(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return (unsigned char)*a - (unsigned char)*b;
}
