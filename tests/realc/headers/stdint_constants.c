/* C11 7.20.2-7.20.4: the limits of the least/fast/pointer types and the constant macros
 * (libbase64's `str & UINT32_C(0x80000000)`; before, UINT32_C was an undeclared function whose
 * result was an input). */
#include <assert.h>
#include <stdint.h>
#include <wchar.h>

int main(void) {
  uint32_t str = 0x80000001u;
  assert((str & UINT32_C(0x80000000)) != 0);
  assert(UINT64_C(0xFFFFFFFFFFFFFFFF) == UINT64_MAX);
  assert(sizeof(UINT32_C(1)) == 4 && sizeof(INT64_C(1)) == 8 && sizeof(UINTMAX_C(1)) == 8);
  assert(INTPTR_MAX == PTRDIFF_MAX && SIZE_MAX == UINTPTR_MAX && INT_FAST32_MAX == INT64_MAX);
  assert(WCHAR_MAX == INT32_MAX && INT_LEAST16_MIN == -32768);
  return 0;
}
