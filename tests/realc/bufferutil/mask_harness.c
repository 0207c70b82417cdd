/* A harness a user of the bufferutil npm addon (4.1.0, src/bufferutil.c unchanged) writes to
 * call its WebSocket mask/unmask from C: the module registers Mask and Unmask with
 * napi_create_function; the harness looks them up by name and calls them through the stored
 * callback pointers, on a 10-byte frame (one 8-byte chunk and a 2-byte tail) and an input mask. */
#include <assert.h>
#include "node_api.h"
#include "bufferutil.c"
#include "node_api_stub.c"

extern unsigned char nondet_uchar(void);

int main(void) {
  struct napi_value__ exports = {0};
  assert(Init(0, &exports) == &exports);
  napi_value mask_fn = property(&exports, "mask");
  napi_value unmask_fn = property(&exports, "unmask");
  assert(mask_fn && unmask_fn);

  uint8_t source[10] = { 'h', 'e', 'l', 'l', 'o', ' ', 'w', 's', '!', '?' };
  uint8_t key[4], frame[10] = {0};
  for (int i = 0; i < 4; i++) key[i] = nondet_uchar();
  struct napi_value__ a0 = { source, 10 }, a1 = { key, 4 }, a2 = { frame, 10 };
  struct napi_value__ a3 = { 0, 0, 0 }, a4 = { 0, 0, 10 };
  napi_value argv[5] = { &a0, &a1, &a2, &a3, &a4 };
  struct napi_callback_info__ info = { 5, argv };
  mask_fn->call(0, &info);
  assert(frame[9] == (source[9] ^ key[1]));     /* the tail uses the realigned mask */
  assert(frame[4] == (source[4] ^ key[0]));     /* inside the 8-byte chunk */

  napi_value back[2] = { &a2, &a1 };
  struct napi_callback_info__ again = { 2, back };
  unmask_fn->call(0, &again);
  assert(frame[9] == source[9] && frame[3] == source[3]);   /* unmask undoes mask */
  assert(frame[0] == 'h');
  mask_fn->call(0, &info);
  assert(frame[0] == 'h');                      /* fails: key[0] != 0 */
  return 0;
}
