/* a library's static helper, defined in its header (cmark's, stb's style) */
static int grow(int size, int extra) {
  if (extra > 10)
    return -1;
  return size + extra;
}
