/* Fig. 7 (a) of Chapman et al., ATVA 2015: the source program. */
void functionA(void) {}
void functionB(void) {}
void functionZ(void) { functionB(); }

int main(void) {
    functionA();
    functionB();
    return 0;
}
