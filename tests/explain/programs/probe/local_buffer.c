#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
    char buf[3];
    for (int i = 0; i < 3; i++)
        buf[i] = __VERIFIER_nondet_char();
    int vowels = 0;
    for (int i = 0; i < 3; i++)
        if (buf[i] == 'a' || buf[i] == 'e') vowels++;
    assert(vowels < 3);
    return 0;
}
