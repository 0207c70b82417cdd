#include <assert.h>
int a[1000];
int main(void) {
    int s = 0;
    int i;
    for (i = 0; i < 1000; i++) s = s + 1 + a[i] * s;
    assert(s != 1000);
    return 0;
}
