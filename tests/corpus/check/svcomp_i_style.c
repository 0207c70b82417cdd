typedef long unsigned int size_t;
typedef int wchar_t;
__extension__ typedef long long int __quad_t;
__extension__ typedef unsigned long long int __u_quad_t;
typedef struct
  {
    int quot;
    int rem;
  } div_t;
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern int printf (const char *__restrict __format, ...);
extern int rename (const char *__old, const char *__new) __asm__ ("" "rename") __attribute__ ((__nothrow__ , __leaf__));
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_i_style.c", 19, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    ERROR: {reach_error();abort();}
  }
  return;
}
static __inline int max_int(int __a, int __b) { return __a > __b ? __a : __b; }
static inline __attribute__((always_inline)) unsigned char low_nibble(unsigned char __c) { return __c & 0xf; }
struct __attribute__((__packed__)) pair { int first; int second; };
int buffer_sum(int *__restrict __buf, int __n) __attribute__ ((__nonnull__ (1)));
int buffer_sum(int *__restrict __buf, int __n) {
  int __s = 0;
  for (int __i = 0; __i < __n; __i++) __s += __buf[__i];
  return __s;
}
/* A preprocessed (.i-like) SV-COMP file: GNU extensions everywhere. */
int main() {
  int x __attribute__((unused)) = __VERIFIER_nondet_int();
  __extension__ long long big = __extension__ 1LL << 40;
  struct pair *pr = (struct pair *) malloc(sizeof(struct pair));
  pr->first = x;
  pr->second = max_int(x, 0);
  __VERIFIER_assert(pr->second >= 0); // expect: holds
  __VERIFIER_assert(big == 1099511627776LL); // expect: holds
  unsigned char c = __VERIFIER_nondet_uchar();
  __VERIFIER_assert(low_nibble(c) < 16); // expect: holds
  int arr[3];
  arr[0] = x; arr[1] = 1; arr[2] = 2;
  if (buffer_sum(arr, 3) == 10) {
    __VERIFIER_assert(x == 7); // expect: holds
  }
  __VERIFIER_assert(pr->first == pr->second); // expect: fails witness=-1,0
  __VERIFIER_assert(low_nibble(c) != 5 || x < 3); // expect: fails witness=3,21
  free(pr);
  return 0;
}
