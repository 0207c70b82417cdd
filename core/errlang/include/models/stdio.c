/* Models of <stdio.h>'s streams (C11 7.21.5-7.21.9, errlang/include/libc/stdio.h): a FILE holds
 * the state C gives a stream; its contents are inputs. Every character read is an input of the
 * run (an unsigned char or EOF; a direct fgetc, getc, getchar is an input of that call, moved
 * through its stream by __errlang_after_read: errlang/ir/stream_reads.py), so what a program
 * reads is as arbitrary as in C; opening may fail; a read that returns EOF sets the
 * end-of-file or the error indicator (either: C allows both); a write may fail (the error
 * indicator) where C allows it. A stream used after fclose is a freed object (use after free). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);

FILE *fopen(const char *path, const char *mode)
{
  int how;
  FILE *f;
  if (path[0] == 0) { /* reads the path: a null or invalid one is undefined */
    errno = ENOENT;
    return 0;
  }
  if (mode[0] == 'r')
    how = 1;
  else if (mode[0] == 'w' || mode[0] == 'a')
    how = 2;
  else {
    errno = EINVAL;
    return 0;
  }
  if (mode[1] == '+' || (mode[1] != 0 && mode[2] == '+'))
    how = 3;
  if (__VERIFIER_nondet_int()) { /* the file may not exist, may not be readable, ... */
    errno = how == 1 ? ENOENT : EACCES;
    return 0;
  }
  f = malloc(sizeof(FILE));
  if (!f) {
    errno = ENOMEM;
    return 0;
  }
  f->__errlang_mode = how;
  f->__errlang_eof = 0;
  f->__errlang_error = 0;
  f->__errlang_pushed = EOF;
  f->__errlang_position = 0;
  f->__errlang_standard = 0;
  return f;
}

FILE *fdopen(int fd, const char *mode)
{
  if (fd < 0) {
    errno = EBADF;
    return 0;
  }
  return fopen("fd", mode);
}

FILE *tmpfile(void)
{
  return fopen("tmpfile", "w+");
}

int fclose(FILE *f)
{
  int failed = f->__errlang_mode != 1 && __VERIFIER_nondet_int(); /* a last write may fail */
  f->__errlang_mode = 0;
  if (!f->__errlang_standard)
    free(f);
  return failed ? EOF : 0;
}

int fflush(FILE *f)
{
  if (f == 0 || f->__errlang_mode == 1)
    return 0;
  if (__VERIFIER_nondet_int()) {
    f->__errlang_error = 1;
    return EOF;
  }
  return 0;
}

int feof(FILE *f)
{
  return f->__errlang_eof;
}

int ferror(FILE *f)
{
  return f->__errlang_error;
}

void clearerr(FILE *f)
{
  f->__errlang_eof = 0;
  f->__errlang_error = 0;
}

int fileno(FILE *f)
{
  int fd;
  if (f->__errlang_standard)
    return (int)(f - __errlang_standard_files);
  fd = __VERIFIER_nondet_int();
  __VERIFIER_assume(fd > 2);
  return fd;
}

/* The file's length is unknown: a seek within it or past its end succeeds, as on a regular
 * file (C11 7.21.9.2: clears the end-of-file indicator, drops a pushed-back character). */
int fseek(FILE *f, long offset, int whence)
{
  long base;
  if (whence == SEEK_SET)
    base = 0;
  else if (whence == SEEK_CUR)
    base = f->__errlang_position;
  else if (whence == SEEK_END) {
    base = __VERIFIER_nondet_long();
    __VERIFIER_assume(base >= 0 && base <= 2147483647L);
  } else {
    errno = EINVAL;
    return -1;
  }
  if (offset < 0 && base + offset < 0) {
    errno = EINVAL;
    return -1;
  }
  f->__errlang_position = base + offset;
  f->__errlang_eof = 0;
  f->__errlang_pushed = EOF;
  return 0;
}

int fseeko(FILE *f, off_t offset, int whence)
{
  return fseek(f, offset, whence);
}

long ftell(FILE *f)
{
  return f->__errlang_position;
}

off_t ftello(FILE *f)
{
  return f->__errlang_position;
}

void rewind(FILE *f)
{
  fseek(f, 0, SEEK_SET);
  f->__errlang_error = 0;
}

int fgetpos(FILE *f, fpos_t *pos)
{
  *pos = f->__errlang_position;
  return 0;
}

int fsetpos(FILE *f, const fpos_t *pos)
{
  return fseek(f, *pos, SEEK_SET);
}

/* One byte of the stream: fgetc's (an input of the run, moved through the stream by
 * __errlang_after_read: the pushed-back character first, sticky end-of-file, the indicators).
 * A read error after some bytes of a line or a block leaves what was read (as at the end of the
 * file); ``may_fail`` is kept for the callers' reading. */
int __errlang_read_byte(FILE *f, int may_fail)
{
  return fgetc(f);
}

/* A byte read by the program's own fgetc/getc (an input of that call, errlang/ir/stream_reads.py)
 * applied to its stream: a pushed-back character comes first, end-of-file is sticky, EOF sets
 * the end-of-file or the error indicator, a byte moves the position. A read error is sticky
 * too (until clearerr): the stream is a file or a pipe, whose bytes a replay can give
 * (docs/trust.md, replay). A call that reads no byte (pushback, after the end) takes the input
 * -2 (NOT_READ), which counterexamples and replays leave out (errlang/explain/stdin.py). */
int __errlang_after_read(FILE *f, int c)
{
  if (f->__errlang_pushed != EOF) {
    __VERIFIER_assume(c == -2);
    c = f->__errlang_pushed;
    f->__errlang_pushed = EOF;
    f->__errlang_position++;
    return c;
  }
  if (f->__errlang_eof || f->__errlang_error) {
    __VERIFIER_assume(c == -2);
    return EOF;
  }
  __VERIFIER_assume(c >= EOF && c <= 255); /* fgetc's range (C11 7.21.7.1) */
  if (c == EOF) {
    if (__VERIFIER_nondet_int())
      f->__errlang_error = 1;
    else
      f->__errlang_eof = 1;
  } else
    f->__errlang_position++;
  return c;
}

int __errlang_after_getchar(int c)
{
  return __errlang_after_read(stdin, c);
}

int ungetc(int c, FILE *f)
{
  if (c == EOF || f->__errlang_pushed != EOF)
    return EOF;
  f->__errlang_pushed = (unsigned char)c;
  f->__errlang_eof = 0;
  if (f->__errlang_position > 0)
    f->__errlang_position--;
  return (unsigned char)c;
}

char *fgets(char *s, int n, FILE *stream)
{
  int i = 0;
  if (n <= 0)
    return 0;
  while (i < n - 1) {
    int c = __errlang_read_byte(stream, i == 0);
    if (c == EOF) {
      if (i == 0)
        return 0; /* nothing read (the buffer is unchanged) */
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
    int c = __errlang_read_byte(stream, i == 0);
    if (c == EOF)
      break;
    bytes[i] = (unsigned char)c;
    i++;
  }
  return size == 0 ? 0 : i / size;
}

ssize_t getdelim(char **line, size_t *capacity, int delimiter, FILE *stream)
{
  size_t length = 0;
  char *buffer = *line;
  if (buffer == 0 || *capacity == 0) {
    *capacity = 120;
    buffer = realloc(buffer, *capacity);
    if (!buffer)
      return -1;
    *line = buffer;
  }
  while (1) {
    int c = __errlang_read_byte(stream, length == 0);
    if (c == EOF) {
      if (length == 0)
        return -1;
      break;
    }
    if (length + 1 >= *capacity) {
      *capacity = *capacity * 2;
      buffer = realloc(buffer, *capacity);
      if (!buffer)
        return -1;
      *line = buffer;
    }
    buffer[length] = (char)c;
    length++;
    if (c == delimiter)
      break;
  }
  buffer[length] = 0;
  return (ssize_t)length;
}

ssize_t getline(char **line, size_t *capacity, FILE *stream)
{
  return getdelim(line, capacity, '\n', stream);
}

/* A write: reads the bytes; may fail (the error indicator). */
size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream)
{
  const unsigned char *bytes = (const unsigned char *)ptr;
  size_t total = size * nmemb;
  size_t i = 0;
  unsigned char seen = 0;
  while (i < total) {
    seen ^= bytes[i];
    i++;
  }
  if (total == 0)
    return 0;
  if (stream->__errlang_mode == 1 || __VERIFIER_nondet_int()) {
    stream->__errlang_error = 1;
    return 0;
  }
  stream->__errlang_position += (long)total;
  return nmemb;
}

/* What printf's %s, puts and fputs read (errlang/ir/print_reads.py): the string up to its
 * terminator, or at most `precision` bytes when it is not negative (C11 7.21.6.1: "no more
 * than that many bytes are written"; glibc reads no further). A null %s prints "(null)" in
 * glibc (printf.c's model agrees: `from_printf`); puts and fputs of a null pointer read it. */
size_t __errlang_print_string(const char *s, int precision, int from_printf)
{
  size_t n = 0;
  if (s == 0 && from_printf)
    return 0;
  if (precision < 0)
    return strlen(s);
  while (n < (size_t)precision && s[n] != 0)
    n++;
  return n;
}

/* An output function's stream: reading its state is what makes a stream used after fclose a
 * use after free, as in C. */
int __errlang_print_to(FILE *stream)
{
  return stream->__errlang_error;
}
