#include <assert.h>
#include <string.h>
int count_x(const char *s) {
    int n = 0;
    while (*s) {
        if (*s == 'x') n++;
        s++;
    }
    return n;
}
int main(int argc, char **argv) {
    if (argc < 2) return 0;
    int n = count_x(argv[1]);
    assert(n < 2);
    return 0;
}
