#include "printf_alloc.h"
