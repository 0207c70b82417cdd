/* Models of <stdio.h>'s input functions: every character read is an input of the run (fgetc:
 * an unsigned char or EOF), so what a program reads is as arbitrary as in C. */
#include <stdio.h>

char *fgets(char *s, int n, FILE *stream)
{
  int i = 0;
  if (n <= 0)
    return 0;
  while (i < n - 1) {
    int c = fgetc(stream);
    if (c == EOF) {
      if (i == 0)
        return 0; /* nothing read: the buffer is unchanged */
      break;
    }
    s[i] = (char)c;
    i++;
    if (c == '\n')
      break;
  }
  s[i] = '\0';
  return s;
}

size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream)
{
  unsigned char *bytes = (unsigned char *)ptr;
  size_t total = size * nmemb;
  size_t i = 0;
  while (i < total) {
    int c = fgetc(stream);
    if (c == EOF)
      break;
    bytes[i] = (unsigned char)c;
    i++;
  }
  return size == 0 ? 0 : i / size;
}
