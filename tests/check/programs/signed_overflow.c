/* Signed overflow (C11 6.5p5, 6.5.7p4): a decimal accumulator with no overflow check, a
   big-endian read shifting a byte into the sign bit, and arithmetic that cannot overflow
   (a char plus one, a masked byte shifted by 6, a loop counter below a small bound). */
#include <assert.h>

unsigned char __VERIFIER_nondet_uchar(void);
int __VERIFIER_nondet_int(void);

int decimal(const unsigned char *digits, int count) {
  int value = 0;
  for (int i = 0; i < count; i++)
    value = value * 10 + (digits[i] - '0'); /* overflows from 10 digits on */
  return value;
}

int main(void) {
  unsigned char digits[10];
  for (int i = 0; i < 10; i++) {
    digits[i] = __VERIFIER_nondet_uchar();
    if (digits[i] < '0' || digits[i] > '9') return 0;
  }
  int value = decimal(digits, 10);
  unsigned char top = __VERIFIER_nondet_uchar();
  int word = top << 24; /* 128 and more: into the sign bit */
  char c = (char)__VERIFIER_nondet_int();
  int next = c + 1;
  int low = (top & 0x3f) << 6;
  assert(next != 300 && low < 4096);
  return (value & 1) + (word & 1);
}
