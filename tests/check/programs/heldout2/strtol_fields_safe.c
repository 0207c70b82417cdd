/* Parsing "h:m:s" with strtol and end pointers, field by field; the fields of known strings
 * and of a string built from input digits come out as expected. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static int parse_hms(const char *s, long *h, long *m, long *sec)
{
  char *end;
  *h = strtol(s, &end, 10);
  if (end == s || *end != ':')
    return 0;
  s = end + 1;
  *m = strtol(s, &end, 10);
  if (end == s || *end != ':')
    return 0;
  s = end + 1;
  *sec = strtol(s, &end, 10);
  return end != s && *end == '\0';
}

int main(void)
{
  long h, m, s;
  assert(parse_hms("12:34:56", &h, &m, &s) && h == 12 && m == 34 && s == 56);
  assert(!parse_hms("12:34", &h, &m, &s));
  assert(!parse_hms("1x:00:00", &h, &m, &s));
  char buf[9] = "00:00:00";
  int d = __VERIFIER_nondet_int();
  if (d < 0 || d > 9)
    return 0;
  buf[1] = (char)('0' + d);
  buf[7] = (char)('9' - d);
  assert(parse_hms(buf, &h, &m, &s) && h == d && m == 0 && s == 9 - d);
  return 0;
}
