/* Models of <ctype.h> in the "C" locale (arguments: an unsigned char value or EOF). */

int isdigit(int c) { return c >= '0' && c <= '9'; }
int isupper(int c) { return c >= 'A' && c <= 'Z'; }
int islower(int c) { return c >= 'a' && c <= 'z'; }
int isalpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
int isalnum(int c) { return isalpha(c) || isdigit(c); }
int isxdigit(int c) { return isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
int isblank(int c) { return c == ' ' || c == '\t'; }
int iscntrl(int c) { return (c >= 0 && c < 32) || c == 127; }
int isprint(int c) { return c >= 32 && c < 127; }
int isgraph(int c) { return c > 32 && c < 127; }
int ispunct(int c) { return isgraph(c) && !isalnum(c); }
/* glibc's tables also take a negative char (-128..-2: what it does with `toupper(*s)` on a
 * byte above 127): the unsigned char's value comes back, c + 256 (gcc's runs; not EOF, -1) */
int toupper(int c) { return c >= -128 && c < -1 ? c + 256 : islower(c) ? c - 'a' + 'A' : c; }
int tolower(int c) { return c >= -128 && c < -1 ? c + 256 : isupper(c) ? c - 'A' + 'a' : c; }
