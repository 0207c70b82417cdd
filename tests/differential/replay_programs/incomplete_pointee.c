/* zstd's shape: a dictionary handle whose struct is defined in a unit that is not linked
 * (zstd_ddict.c). errlang gives the call null or a fresh object; the replay's harness asked
 * gcc for `sizeof *create_dict(...)`, which it rejects for an incomplete struct. */
#include <assert.h>
#include <stddef.h>

typedef struct dict_s dict_t; /* defined in dict.c, not part of this program */
dict_t *create_dict(const void *buffer, size_t size);
struct stream; /* never defined at all */
struct stream *open_stream(int fd);

static int load(const unsigned char *buffer, size_t size) {
  dict_t *dict = create_dict(buffer, size);
  if (dict == NULL)
    return -1;
  return 0;
}

int main(void) {
  unsigned char buffer[4] = {1, 2, 3, 4};
  struct stream *s = open_stream(3);
  assert(s != NULL || load(buffer, sizeof buffer) == 0); /* fails: both may be null */
  return 0;
}
