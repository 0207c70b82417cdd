/* errlang's <locale.h> (C11 7.11): the locale is always "C" (the models of <ctype.h>,
 * <stdlib.h> and <stdio.h> are the "C" locale's); setlocale returns an input pointer or null. */
#ifndef _ERRLANG_LOCALE_H
#define _ERRLANG_LOCALE_H
#include <stddef.h>
#define LC_CTYPE 0
#define LC_NUMERIC 1
#define LC_TIME 2
#define LC_COLLATE 3
#define LC_MONETARY 4
#define LC_MESSAGES 5
#define LC_ALL 6
struct lconv {
  char *decimal_point;
  char *thousands_sep;
  char *grouping;
  char *int_curr_symbol;
  char *currency_symbol;
  char *mon_decimal_point;
  char *mon_thousands_sep;
  char *mon_grouping;
  char *positive_sign;
  char *negative_sign;
  char int_frac_digits;
  char frac_digits;
  char p_cs_precedes;
  char p_sep_by_space;
  char n_cs_precedes;
  char n_sep_by_space;
  char p_sign_posn;
  char n_sign_posn;
};
char *setlocale(int, const char *);
struct lconv *localeconv(void);
#endif
