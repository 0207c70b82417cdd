/* Models of <ctype.h> in the "C" locale (arguments: an unsigned char value or EOF). */

/* A class's value is glibc's table bit, as gcc's programs get it through <ctype.h>'s macros
 * (isdigit('5') == 2048, isalpha('a') == 1024): C promises only "nonzero", and a program that
 * adds or compares them (count += isdigit(c)) sees glibc's bits. glibc's out-of-line functions
 * give the same bits: what a pointer calls (`int (*f)(int) = isdigit; f('5')` is 2048 under
 * gcc 12 -O0; -O1 and above fold the call to gcc's builtin, 1). isdigit is the one gcc expands
 * where a call names it, `(isdigit)(c)`: 0 or 1 (ir/builtins.py; the calls below too, as
 * truth values); <ctype.h>'s macro gives the bit itself. */
int isdigit(int c) { return c >= '0' && c <= '9' ? 2048 : 0; }
int isupper(int c) { return c >= 'A' && c <= 'Z' ? 256 : 0; }
int islower(int c) { return c >= 'a' && c <= 'z' ? 512 : 0; }
int isalpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? 1024 : 0; }
int isalnum(int c) { return isalpha(c) || isdigit(c) ? 8 : 0; }
int isxdigit(int c) {
    return isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') ? 4096 : 0;
}
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r') ? 8192 : 0; }
int isblank(int c) { return c == ' ' || c == '\t' ? 1 : 0; }
int iscntrl(int c) { return (c >= 0 && c < 32) || c == 127 ? 2 : 0; }
int isprint(int c) { return c >= 32 && c < 127 ? 16384 : 0; }
int isgraph(int c) { return c > 32 && c < 127 ? 32768 : 0; }
int ispunct(int c) { return isgraph(c) && !isalnum(c) ? 4 : 0; }
/* glibc's tables also take a negative char (-128..-2: what it does with `toupper(*s)` on a
 * byte above 127): the unsigned char's value comes back, c + 256 (gcc's runs; not EOF, -1) */
int toupper(int c) { return c >= -128 && c < -1 ? c + 256 : islower(c) ? c - 'a' + 'A' : c; }
int tolower(int c) { return c >= -128 && c < -1 ? c + 256 : isupper(c) ? c - 'A' + 'a' : c; }
