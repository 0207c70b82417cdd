/* getenv (C11 7.22.4.6): the run's environment is an input. Whether a variable is set, then its
 * value (at most 63 bytes, none zero), are drawn at the first call for its name; a later call
 * for the same name returns the same string, as the C library's does (the environment's own
 * bytes). Up to 8 names are remembered; past them a name is drawn at each call. A replay sets
 * the variables for real (errlang/explain/harness_models.py). */
#include <stdlib.h>
#include <string.h>

int __VERIFIER_nondet_int(void);
unsigned char __VERIFIER_nondet_uchar(void);

char *getenv(const char *name)
{
  static const char *__errlang_env_names[8];
  static char *__errlang_env_values[8];
  static int __errlang_env_count;
  char *value = 0;
  int length, i = 0, k = 0;
  if (name[0] == 0) /* reads the name */
    return 0;
  while (k < __errlang_env_count) {
    if (strcmp(__errlang_env_names[k], name) == 0)
      return __errlang_env_values[k];
    k++;
  }
  if (!__VERIFIER_nondet_int()) { /* set */
    length = __VERIFIER_nondet_int();
    __VERIFIER_assume(length >= 0 && length <= 63);
    value = malloc(64);
    while (i < length) {
      unsigned char c = __VERIFIER_nondet_uchar();
      __VERIFIER_assume(c != 0);
      value[i] = (char)c;
      i++;
    }
    value[length] = 0;
  }
  if (__errlang_env_count < 8) {
    __errlang_env_names[__errlang_env_count] = name;
    __errlang_env_values[__errlang_env_count] = value;
    __errlang_env_count++;
  }
  return value;
}
