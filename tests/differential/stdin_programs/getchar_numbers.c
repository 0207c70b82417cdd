#include <stdio.h>
#include <ctype.h>
#include <assert.h>

int main(void) {
    int c, words = 0, digits = 0;
    while ((c = getchar()) != EOF) {
        if (isdigit(c)) {
            digits++;
            while ((c = getchar()) != EOF && isdigit(c))
                digits++;
            if (c != EOF)
                ungetc(c, stdin);
            words++;
        }
    }
    assert(!(words == 2 && digits == 3));
    return 0;
}
