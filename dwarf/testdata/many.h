// Shared by the units of many.cl: an inline function whose line rows every
// unit's line table holds.
static inline int scale(int v, int k) {
  int r = v * k;
  if (r > 1000)
    r -= 1000;
  return r;
}
