/* Fig. 7 (d): the automatic merge; functionZ now calls functionC, which neither branch meant. */
void functionA(void) {}
void functionB(void) {}
void functionC(void) {}
void functionZ(void) {
    functionB();
    functionC();
}

int main(void) {
    functionA();
    functionZ();
    return 0;
}
