/* errlang-mine: seed "X = f_open(...)" bad "f_close\(X0\) ; .*f_(read|write)\(X0"
 * A small stream API used correctly in several ways (read loops, a failed open, a copy
 * between two streams, a stream only opened and closed) and wrongly once: a read after close.
 */
typedef struct stream STREAM;
STREAM *f_open(const char *name, int mode);
int f_read(STREAM *s, char *buf, int n);
int f_write(STREAM *s, const char *buf, int n);
void f_close(STREAM *s);
int __VERIFIER_nondet_int(void);

static int count_bytes(const char *name) {
  char buf[8];
  int total = 0, got;
  STREAM *s = f_open(name, 0);
  if (s == 0)
    return -1;
  while ((got = f_read(s, buf, 8)) > 0)
    total += got;
  f_close(s);
  return total;
}

static void copy(const char *from, const char *to) {
  char buf[8];
  STREAM *in = f_open(from, 0);
  if (!in)
    return;
  STREAM *out = f_open(to, 1);
  if (!out) {
    f_close(in);
    return;
  }
  int got = f_read(in, buf, 8);
  if (got > 0)
    f_write(out, buf, got);
  f_close(out);
  f_close(in);
}

static int exists(const char *name) {
  STREAM *s = f_open(name, 0);
  if (!s)
    return 0;
  f_close(s);
  return 1;
}

static void log_and_peek(void) {
  char buf[8];
  STREAM *s = f_open("log", 1);
  if (!s)
    return;
  f_write(s, "x", 1);
  f_close(s);
  f_read(s, buf, 8); /* wrong: the stream is closed */
}

int main(void) {
  switch (__VERIFIER_nondet_int()) {
  case 0:
    count_bytes("a");
    break;
  case 1:
    copy("a", "b");
    break;
  case 2:
    if (exists("a"))
      count_bytes("a");
    break;
  case 3:
    log_and_peek();
    break;
  default:
    break;
  }
  return 0;
}
