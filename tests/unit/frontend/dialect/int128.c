// probe: __int128 (refused)
// errlang: refused 5 type '__int128' is not supported
extern long __VERIFIER_nondet_long(void);
int main(void) {
  __int128 x = __VERIFIER_nondet_long();
  unsigned __int128 y = (unsigned __int128)x * 3;
  return (int)(y >> 64);
}
