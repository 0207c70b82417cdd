/* tree-sitter-css 0.25.0's external scanner, driven as tree-sitter drives it: a TSLexer
 * over 3 input characters, one scan with DESCENDANT_OP and PSEUDO_CLASS_SELECTOR_COLON valid. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <wctype.h>
#include "tree_sitter/parser.h"

bool tree_sitter_css_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols);
unsigned char __VERIFIER_nondet_uchar(void);

#define LENGTH 3
typedef struct { TSLexer lexer; char text[LENGTH]; unsigned position, end; } Input;

static void look(Input *in) { in->lexer.lookahead = in->position < LENGTH ? (unsigned char)in->text[in->position] : 0; }
static void advance(TSLexer *lexer, bool skip) { Input *in = (Input *)lexer; (void)skip; if (in->position < LENGTH) in->position++; look(in); }
static void mark_end(TSLexer *lexer) { ((Input *)lexer)->end = ((Input *)lexer)->position; }
static uint32_t get_column(TSLexer *lexer) { return ((Input *)lexer)->position; }
static bool eof(const TSLexer *lexer) { return ((const Input *)lexer)->position >= LENGTH; }

int main(void) {
    Input in = {0};
    for (int i = 0; i < LENGTH; i++) in.text[i] = (char)__VERIFIER_nondet_uchar();
    in.lexer.advance = advance;
    in.lexer.mark_end = mark_end;
    in.lexer.get_column = get_column;
    in.lexer.eof = eof;
    look(&in);
    bool valid[3] = {true, true, false};
    bool found = tree_sitter_css_external_scanner_scan(0, &in.lexer, valid);
    if (found && in.lexer.result_symbol == 0) {
        /* a descendant operator starts with white space */
        assert(in.text[0] == ' ' || (in.text[0] >= '\t' && in.text[0] <= '\r'));
        assert(in.end >= 1);
    }
    if (found && in.lexer.result_symbol == 1) {
        /* a pseudo-class colon: a ':' then a '{' later */
        assert(in.text[in.end - 1] == ':');
        /* a guess: the colon is the first character */
        assert(in.end == 1);
    }
    return 0;
}
