// probe: a _Static_assert that fails: gcc refuses the program, so does errlang
// errlang: refused 3 static assertion failed
_Static_assert(sizeof(int) == 8, "int is not 64 bits");
int main(void) { return 0; }
