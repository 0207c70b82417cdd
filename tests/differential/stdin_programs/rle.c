/* Run-length decoder over stdin with fread: "<count><byte>" pairs into a 16-byte buffer. */
#include <stdio.h>
#include <assert.h>

int main(void) {
    unsigned char pair[2];
    char out[16];
    int n = 0;
    while (fread(pair, 1, 2, stdin) == 2) {
        for (int i = 0; i < pair[0] % 4; i++)
            out[n++ % 16] = (char)pair[1];
    }
    assert(!(n == 5 && out[4] == 'z'));
    return 0;
}
