/* "key=value" pairs, one a line, read with scanf into two numbers. */
#include <stdio.h>
#include <assert.h>

int main(void) {
    int key, value, last = -1;
    while (scanf("%d=%d", &key, &value) == 2) {
        if (key == last)
            assert(value != 7); /* a repeated key must not say 7 */
        last = key;
    }
    return 0;
}
