/* After the end of stdin a second fgets reads nothing (a file's end stays the end). */
#include <stdio.h>
#include <assert.h>

int main(void) {
    char a[8], b[8];
    if (!fgets(a, sizeof a, stdin))
        assert(!fgets(b, sizeof b, stdin));
    return 0;
}
