/* Command-line parsing through main(int argc, char **argv) with CBMC's model of the arguments
 * (errlang: argc in 1..4, each argument at most 6 characters) and <string.h>/<stdlib.h>
 * functions from errlang's C models. "-n" takes a count that is checked against a buffer. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int verbose = 0, count = 1;
  char name[4] = "def";
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-v") == 0) {
      verbose = 1;
    } else if (strncmp(argv[i], "-n", 2) == 0) {
      count = atoi(argv[i] + 2);
    } else {
      strncpy(name, argv[i], 3);
    }
  }
  assert(argc >= 1 && argv[argc] == 0); // expect: holds
  assert(strlen(name) <= 3); // expect: holds
  assert(!(verbose && count == 9)); // expect: fails witness=3,0,0,0,0,0,0,45,118,0,0,0,0,45,110,57,0,0,0,0,0,0,0,0,0
  return 0;
}
