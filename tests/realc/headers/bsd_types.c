/* <sys/types.h>'s BSD names, as glibc defines them under its default __USE_MISC: bcrypt's
 * blf.h (PyPI bcrypt 3.2.2, src/_csrc) declares its functions with u_int8_t, u_int16_t and
 * u_int32_t, and errlang refused it ("syntax error before: *"); daddr_t was a long (glibc's is
 * an int). Every assertion holds under errlang and under gcc with glibc. */
#include <assert.h>
#include <sys/types.h>

int main(void) {
  assert(sizeof(u_int8_t) == 1 && sizeof(u_int16_t) == 2 && sizeof(u_int32_t) == 4);
  assert(sizeof(u_int64_t) == 8 && (u_int8_t)-1 == 255 && (u_int32_t)-1 == 4294967295u);
  assert(sizeof(quad_t) == 8 && (quad_t)-1 < 0 && (u_quad_t)-1 > 0 && sizeof(u_quad_t) == 8);
  assert(sizeof(register_t) == 8 && sizeof(loff_t) == 8 && sizeof(fsid_t) == 8);
  assert(sizeof(daddr_t) == 4 && sizeof(caddr_t) == 8 && sizeof(ulong) == 8);
  assert(sizeof(u_char) == 1 && sizeof(u_short) == 2 && sizeof(u_int) == 4 && sizeof(u_long) == 8);
  return 0;
}
