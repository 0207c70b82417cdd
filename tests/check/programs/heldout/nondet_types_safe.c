/* Every __VERIFIER_nondet_* type stays within its type's range. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_types.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern unsigned short __VERIFIER_nondet_u16(void);
extern unsigned char __VERIFIER_nondet_u8(void);
extern long __VERIFIER_nondet_size_t(void);
extern void *__VERIFIER_nondet_pointer(void);
extern double __VERIFIER_nondet_double(void);

int main(void)
{
  _Bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  int i = __VERIFIER_nondet_int();
  unsigned int ui = __VERIFIER_nondet_uint();
  long l = __VERIFIER_nondet_long();
  unsigned long ul = __VERIFIER_nondet_ulong();
  long long ll = __VERIFIER_nondet_longlong();
  unsigned long long ull = __VERIFIER_nondet_ulonglong();
  unsigned char u8 = __VERIFIER_nondet_u8();
  unsigned short u16 = __VERIFIER_nondet_u16();
  unsigned int u32 = __VERIFIER_nondet_u32();
  double d = __VERIFIER_nondet_double();

  __VERIFIER_assert(b == 0 || b == 1);
  __VERIFIER_assert(c >= -128 && c <= 127);
  __VERIFIER_assert(uc <= 255);
  __VERIFIER_assert(s >= -32768 && s <= 32767);
  __VERIFIER_assert(us <= 65535);
  __VERIFIER_assert((long)i >= -2147483648L && (long)i <= 2147483647L);
  __VERIFIER_assert(ui <= 4294967295u);
  __VERIFIER_assert(sizeof(l) == 8 && sizeof(ll) == 8);
  __VERIFIER_assert(ul >= 0 && ull >= 0 && l == l && ll == ll);
  __VERIFIER_assert(u8 < 256 && u16 < 65536 && u32 <= 0xffffffffu);
  __VERIFIER_assert(d == d || d != d);
  __VERIFIER_assert((unsigned char)(uc + 1) != uc);
  return 0;
}
