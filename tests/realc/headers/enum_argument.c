/* zstd's `ZSTD_decompressBlock_internal(..., not_streaming)`: an enumeration constant handed to
 * a function defined in another unit (declared here only), and `sizeof` of one. Before, both
 * were refused: "'not_streaming' is not declared". */
#include <assert.h>

typedef enum { not_streaming = 0, is_streaming = 1 } streaming_operation;
int decompress_block(int size, streaming_operation streaming);

int main(void) {
  int got = decompress_block(4, is_streaming); /* declared only: its result is an input */
  assert(sizeof(is_streaming) == sizeof(int));
  assert(got != 7); /* fails: the result may be 7 */
  return 0;
}
