/* A user's harness for Lua 5.1's pattern matcher (src/lstrlib.c of the lupa 2.8 sdist's
 * third-party/lua51, unchanged; MIT, COPYRIGHT), included for its static match(): the
 * pattern "[%a_][%w_]*" (an identifier, anchored as match() is) on 3 input bytes, then "%d+" on them. A malformed
 * pattern would call luaL_error, which never returns in Lua: here it aborts. */
#include <assert.h>
#include <stdlib.h>
#include "lstrlib.c"

extern unsigned char __VERIFIER_nondet_uchar(void);

int luaL_error(lua_State *L, const char *fmt, ...)
{
    (void)L;
    (void)fmt;
    abort();
}

static int ident(char c, int first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
           || (!first && c >= '0' && c <= '9');
}

int main(void)
{
    char s[4] = {(char)__VERIFIER_nondet_uchar(), (char)__VERIFIER_nondet_uchar(),
                 (char)__VERIFIER_nondet_uchar(), 0};
    MatchState ms;
    ms.src_init = s;
    ms.src_end = s + 3;
    ms.L = NULL;
    ms.level = 0;
    const char *e = match(&ms, s, "[%a_][%w_]*");
    int n = 0;
    while (n < 3 && ident(s[n], n == 0))
        n++;
    assert(e == NULL ? n == 0 : e == s + n);
    ms.level = 0;
    e = match(&ms, s, "%d+");
    assert(e == NULL || (s[0] >= '0' && s[0] <= '9'));
    assert(e == NULL || e - s <= 2); /* the guess: at most two digits */
    return 0;
}
