/* getopt as glibc's (POSIX XCU 12.2 with GNU permutation): optarg, optind, opterr, optopt are
 * <unistd.h>'s variables. Unless the option string starts with '+',
 * an option after an operand is found, and argv is permuted as glibc permutes it (the operands
 * end up after the options; optind is the first operand when -1 is returned), with glibc's
 * lazy exchange of the two blocks (first_nonopt, last_nonopt). An option string starting with
 * '-' (operands returned as option 1) cuts the run visibly. Errors are not printed. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void __errlang_unsupported(const char *);

/* The position inside the current argument (options grouped as -ab); the operands skipped so
 * far, [first, last) (glibc's first_nonopt, last_nonopt). */
int *__errlang_optnext(void)
{
  static int value[3];
  return value;
}

/* glibc's exchange: the operands [first, last) and the options [last, index) swap places. */
void __errlang_exchange(char **argv, int *state, int index)
{
  int first = state[1], last = state[2], k = 0;
  while (k < index - last) {
    char *moved = argv[last + k];
    int j = last + k;
    while (j > first + k) {
      argv[j] = argv[j - 1];
      j--;
    }
    argv[first + k] = moved;
    k++;
  }
  state[1] = first + (index - last);
  state[2] = index;
}

/* A long option ``word`` (after "--"): glibc's matching (an exact name, else a unique
 * prefix), its argument, ``*flag`` or the value returned. */
int __errlang_long_option(int argc, char *const argv[], const char *options, char *word,
                          const struct option *longs, int *longindex)
{
  int *index = &optind;
  int length = 0, i = 0, match = -1, matches = 0;
  const char *value = 0;
  while (word[length] != 0 && word[length] != '=')
    length++;
  if (word[length] == '=')
    value = word + length + 1;
  *index = *index + 1;
  while (longs[i].name != 0) {
    if (strncmp(longs[i].name, word, length) == 0) {
      if (longs[i].name[length] == 0) { /* exact */
        match = i;
        matches = 1;
        break;
      }
      if (match < 0 || longs[i].has_arg != longs[match].has_arg ||
          longs[i].flag != longs[match].flag || longs[i].val != longs[match].val)
        matches++;
      if (match < 0)
        match = i;
    }
    i++;
  }
  if (matches != 1) { /* unknown or ambiguous */
    optopt = 0;
    return '?';
  }
  if (longindex)
    *longindex = match;
  if (longs[match].has_arg == no_argument && value) {
    optopt = longs[match].val;
    return '?';
  }
  if (longs[match].has_arg == required_argument && !value) {
    if (*index < argc) {
      value = argv[*index];
      *index = *index + 1;
    } else {
      optopt = longs[match].val;
      return options[0] == ':' || (options[0] == '+' && options[1] == ':') ? ':' : '?';
    }
  }
  optarg = (char *)value;
  if (longs[match].flag) {
    *longs[match].flag = longs[match].val;
    return 0;
  }
  return longs[match].val;
}

int getopt(int argc, char *const argv[], const char *options)
{
  return getopt_long(argc, argv, options, 0, 0);
}

int getopt_long(int argc, char *const argv[], const char *options, const struct option *longs,
                int *longindex)
{
  int *index = &optind, *state = __errlang_optnext();
  int *next = &state[0];
  char **args = (char **)argv; /* glibc permutes the arguments in place */
  const char *spec = options[0] == '+' || options[0] == '-' ? options + 1 : options;
  const char *found;
  char *word;
  int c;
  optarg = 0;
  if (options[0] == '-') {
    __errlang_unsupported("getopt: an option string starting with '-' is not modelled");
    return -1;
  }
  if (*index == 0 || (*index == 1 && *next == 0 && state[1] == 0 && state[2] == 0)) {
    *index = 1; /* the first call, or optind = 0: the scan (re)starts */
    state[0] = 0;
    state[1] = 1;
    state[2] = 1;
  }
  if (*next == 0) {
    if (options[0] == '+') {
      if (*index >= argc || argv[*index] == 0 || argv[*index][0] != '-' ||
          argv[*index][1] == 0)
        return -1;
    } else {
      if (state[2] > *index)
        state[2] = *index;
      if (state[1] > *index)
        state[1] = *index;
      if (state[1] != state[2] && state[2] != *index)
        __errlang_exchange(args, state, *index);
      else if (state[2] != *index)
        state[1] = *index;
      while (*index < argc && (argv[*index][0] != '-' || argv[*index][1] == 0))
        *index = *index + 1;
      state[2] = *index;
    }
    if (*index < argc && strcmp(argv[*index], "--") == 0) {
      *index = *index + 1;
      if (options[0] != '+') {
        if (state[1] != state[2] && state[2] != *index)
          __errlang_exchange(args, state, *index);
        else if (state[1] == state[2])
          state[1] = *index;
        state[2] = argc;
        *index = argc;
      } else
        return -1;
    }
    if (*index >= argc) {
      if (options[0] != '+' && state[1] != state[2])
        *index = state[1];
      return -1;
    }
    if (longs && argv[*index][1] == '-')
      return __errlang_long_option(argc, argv, options, argv[*index] + 2, longs, longindex);
    *next = 1;
  }
  word = argv[*index];
  c = (unsigned char)word[*next];
  found = c == ':' ? 0 : strchr(spec, c);
  *next = *next + 1;
  if (found == 0) {
    optopt = c;
    if (word[*next] == 0) {
      *index = *index + 1;
      *next = 0;
    }
    return '?';
  }
  if (found[1] == ':') {
    if (word[*next] != 0)
      optarg = word + *next;
    else if (found[2] == ':')
      optarg = 0; /* an optional argument must be attached */
    else if (*index + 1 < argc) {
      *index = *index + 1;
      optarg = argv[*index];
    } else {
      optopt = c;
      *index = *index + 1;
      *next = 0;
      return spec[0] == ':' ? ':' : '?';
    }
    *index = *index + 1;
    *next = 0;
    return c;
  }
  if (word[*next] == 0) {
    *index = *index + 1;
    *next = 0;
  }
  return c;
}
