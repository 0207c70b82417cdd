/* An off-by-one copy loop: the write past the buffer needs 8 iterations (undefined behaviour). */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char source[16];
  char target[8];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 15)
    return 0;
  for (int i = 0; i < 16; i++)
    source[i] = i < n ? 'a' : 0;
  int i = 0;
  while (source[i] != 0) {
    target[i] = source[i];
    i++;
  }
  return target[0];
}
