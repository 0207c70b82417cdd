/* A user's test of the BCJ branch converters (Bra.c, Bra86.c of the pybcj 1.0.8 sdist: Igor
 * Pavlov's public-domain LZMA SDK files; pybcj's LICENSE is the LGPL-2.1): a CALL's target
 * made absolute, and ARM's encoding undone by its decoding on 8 input bytes. */
#include "Bra.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
  /* a CALL rel32 at ip 0: its target becomes absolute (0 + 5) */
  Byte call[9] = {0xE8, 0, 0, 0, 0, 0x90, 0x90, 0x90, 0x90};
  UInt32 state;
  x86_Convert_Init(state);
  SizeT done = x86_Convert(call, sizeof call, 0, &state, 1);
  assert(done == 5 && call[1] == 5 && call[2] == 0);

  Byte arm[8], copy[8];
  for (int i = 0; i < 8; i++)
    arm[i] = nondet_uchar();
  memcpy(copy, arm, sizeof arm);
  ARM_Convert(arm, sizeof arm, 0x20, 1);
  ARM_Convert(arm, sizeof arm, 0x20, 0);
  assert(memcmp(arm, copy, sizeof arm) == 0);
  /* encoding changes a BL instruction (top byte 0xEB at offset 3 or 7) */
  ARM_Convert(arm, sizeof arm, 0x20, 1);
  assert(memcmp(arm, copy, sizeof arm) == 0);
  return 0;
}
