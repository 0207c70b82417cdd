#include <stdio.h>
#include <assert.h>

int main(void) {
    char line[16];
    int total = 0;
    while (fgets(line, sizeof line, stdin)) {
        int v;
        if (sscanf(line, "%d", &v) == 1) {
            total += v;
        }
    }
    assert(total != 9);
    return 0;
}
