// probe: GNU keywords, attributes, asm and typeof written inside string and character literals stay gcc's bytes
// errlang: holds fails
// inputs: 0 | 1 | 95 | -1
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
static const char *vector = "__attribute__((vector_size(";  /* LuaJIT's lj_ctype.c */
static const char *words = "__inline__ __extension__ typeof(x) asm(\"nop\") __builtin_offsetof";
int main(void) {
  int x = __VERIFIER_nondet_int();
  char quote = '"';
  assert(strlen(vector) == 27 && vector[0] == '_' && vector[14] == '('
         && memcmp(words, "__inline__ __extension__", 24) == 0 && words[25] == 't'
         && words[35] == 'a' && words[46] == '_' && words[48] == 'b' && quote == 34 && __extension__ 1);
  assert(x != words[0]);
  return 0;
}
