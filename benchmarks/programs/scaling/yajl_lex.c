/* Real code: the lexer of YAJL 1.0.x as the yajl 0.3.5 sdist on PyPI bundles it (yajl/src:
   yajl_lex.c, yajl_buf.c, yajl_alloc.c and their headers, copied unchanged into
   tests/realc/yajl/ and included from there; BSD-3-Clause, Lloyd Hilaiel: COPYING beside them).
   Its own `assert`s are live.

   A streaming JSON lexer: yajl_lex_lex returns one token per call (braces, brackets, comma,
   colon, true/false/null, integer, double, string with or without escapes, comments when
   allowed) and moves an offset through the text. Every character goes through the readChar
   macro (the lexer's own buffer first when a token spans two chunks, then the text); a
   `switch` on the first character dispatches to yajl_lex_string (a `for (;;)` with a 256-entry
   class table, escapes, `\uXXXX` with four hex digits, UTF-8 validated byte by byte by
   yajl_lex_utf8_char), yajl_lex_number (sign, digits, fraction, exponent) or
   yajl_lex_comment; keywords are matched character by character. A token cut by the end of
   the text is copied into the lexer's buffer (yajl_buf, malloc'd and grown) and the call
   returns yajl_tok_eof. The harness's loop over tokens is tied to N.

   Safe under gcc's sanitizers (benchmarks/scaling_truth.py: every input of 1 to 3 bytes and
   100,000 random ones at 4, 8, 16 and 32 bytes).

   The harness (written for issue 30, eleventh session) lexes N nondeterministic bytes as one
   chunk, comments allowed and UTF-8 validated, as yajl_parse does with one call, and checks
   each token: the offset stays inside the text, a token returned from one chunk lies inside it
   and only a string (its quotes stripped) is empty, and there are at most N tokens. */
#include <assert.h>
#include "../../../tests/realc/yajl/yajl_alloc.c"
#include "../../../tests/realc/yajl/yajl_buf.c"
#include "../../../tests/realc/yajl/yajl_lex.c"
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

int main(void)
{
    unsigned char text[N];
    for (int i = 0; i < N; i++) text[i] = __VERIFIER_nondet_uchar();
    yajl_alloc_funcs af;
    yajl_set_default_alloc_funcs(&af);
    yajl_lexer lexer = yajl_lex_alloc(&af, 1, 1);
    unsigned int offset = 0;
    int tokens = 0;
    for (;;) {
        const unsigned char *out;
        unsigned int outLen;
        yajl_tok tok = yajl_lex_lex(lexer, text, N, &offset, &out, &outLen);
        if (tok == yajl_tok_eof || tok == yajl_tok_error) break;
        tokens++;
        assert(offset <= N);
        assert(out >= text && out + outLen <= text + N);
        assert(outLen > 0 || tok == yajl_tok_string);
    }
    assert(tokens <= N);
    yajl_lex_free(lexer);
    return 0;
}
