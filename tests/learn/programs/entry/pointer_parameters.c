#include <stddef.h>
struct point { int x; int y; };

int count_a(const char *s) {
    int n = 0;
    while (*s) {
        if (*s == 'a')
            n++;
        s++;
    }
    return n;
}

int quadrant(const struct point *p) {
    if (p->x >= 0)
        return p->y >= 0 ? 1 : 4;
    return p->y >= 0 ? 2 : 3;
}

int checksum(const unsigned char *data, size_t size) {
    int sum = 0;
    for (size_t i = 0; i < size; i++)
        sum += data[i];
    return sum;
}
