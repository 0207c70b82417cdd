/* errlang's <getopt.h> (GNU): getopt and getopt_long are C models (models/getopt.c, glibc's
 * permutation and long-option matching); the variables are <unistd.h>'s. */
#ifndef _ERRLANG_GETOPT_H
#define _ERRLANG_GETOPT_H
#include <unistd.h>
struct option {
  const char *name;
  int has_arg;
  int *flag;
  int val;
};
#define no_argument 0
#define required_argument 1
#define optional_argument 2
int getopt_long(int, char *const *, const char *, const struct option *, int *);
int getopt_long_only(int, char *const *, const char *, const struct option *, int *);
#endif
