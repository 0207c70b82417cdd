/* Fig. 7 (b): branch A moves the call of functionB into functionZ. */
void functionA(void) {}
void functionB(void) {}
void functionZ(void) { functionB(); }

int main(void) {
    functionA();
    functionZ();
    return 0;
}
