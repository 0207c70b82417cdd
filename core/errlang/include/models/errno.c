/* <errno.h>'s errno (C11 7.5p2: a modifiable lvalue of type int, zero at program start), in
 * glibc's spelling: the header's `errno` is `(*__errno_location())`. */
int *__errno_location(void)
{
  static int value;
  return &value;
}
