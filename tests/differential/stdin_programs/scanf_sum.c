#include <stdio.h>
#include <assert.h>

int main(void) {
    int x, n = 0, sum = 0;
    while (scanf("%d", &x) == 1) {
        sum += x;
        n++;
    }
    assert(!(n == 2 && sum == 100));
    return 0;
}
