/* A library unit written as brotli writes its decoder: a definition whose parameter is
 * `T *const` where the header says `T *`, an array or function parameter where the header
 * says a pointer (C11 6.7.6.3: the same type), and a struct whose member names a type through
 * a macro for another typedef of the same struct (brotli's BrotliSharedDictionary). */
#include "internal.h"
int reader_init(Reader *const r) { r->pos = 0; return 1; }
int sum(const unsigned char data[], const int n) { int s = 0; for (int i = 0; i < n; i++) s += data[i]; return s; }
int apply(int f(int), int x) { return f(x); }
int state_count(struct StateStruct *s) { return s->count; }
