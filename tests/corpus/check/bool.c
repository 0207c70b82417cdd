/* _Bool and <stdbool.h>: conversion to 0/1. */
#include <assert.h>
#include <stdbool.h>
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x; /* any non-zero value becomes 1 */
  assert(b == 0 || b == 1); // expect: holds
  assert(b == (x != 0)); // expect: holds
  _Bool t = 256;
  unsigned char ct = 256;
  assert(t == 1 && ct == 0); // expect: holds
  bool flag = __VERIFIER_nondet_bool();
  assert(flag == false || flag == true); // expect: holds
  bool neg = !x;
  assert(neg == (x == 0)); // expect: holds
  int count = b + flag;
  assert(count < 2); // expect: fails witness=7,1
  return 0;
}
