/* A line histogram in the style of a small command-line tool: each line of stdin names a
 * bucket; a bucket past the table is an out-of-bounds write. */
#include <stdio.h>
#include <stdlib.h>

int counts[4];

int main(void) {
    char line[32];
    while (fgets(line, sizeof line, stdin)) {
        int k = atoi(line);
        if (k >= 0)
            counts[k]++;
    }
    return counts[0];
}
