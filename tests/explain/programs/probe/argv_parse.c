#include <assert.h>
int parse(const char *s) {
    int v = 0;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        s++;
    }
    return v;
}
int main(int argc, char **argv) {
    if (argc != 2) return 0;
    int v = parse(argv[1]);
    assert(v != 42);
    return 0;
}
