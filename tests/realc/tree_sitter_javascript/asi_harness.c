/* A user's harness for tree-sitter-javascript 0.25.0's external scanner (src/scanner.c
 * unchanged, with tree_sitter/parser.h; MIT, LICENSE), driven as tree-sitter drives it: a
 * TSLexer over 4 input characters, one scan where an automatic semicolon and a ternary '?'
 * are valid (after an expression); what it claims is checked against the text. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "tree_sitter/parser.h"

bool tree_sitter_javascript_external_scanner_scan(void *payload, TSLexer *lexer,
                                                  const bool *valid_symbols);

extern unsigned char __VERIFIER_nondet_uchar(void);

enum { AUTOMATIC_SEMICOLON, TEMPLATE_CHARS, TERNARY_QMARK, HTML_COMMENT, LOGICAL_OR,
       ESCAPE_SEQUENCE, REGEX_PATTERN, JSX_TEXT, SYMBOLS };

#define LENGTH 4

typedef struct {
    TSLexer lexer;
    char text[LENGTH];
    unsigned position;
    unsigned end;
} Input;

static void look(Input *in)
{
    in->lexer.lookahead = in->position < LENGTH ? (unsigned char)in->text[in->position] : 0;
}

static void advance(TSLexer *lexer, bool skip)
{
    Input *in = (Input *)lexer;
    (void)skip;
    if (in->position < LENGTH)
        in->position++;
    look(in);
}

static void mark_end(TSLexer *lexer) { ((Input *)lexer)->end = ((Input *)lexer)->position; }
static uint32_t get_column(TSLexer *lexer) { return ((Input *)lexer)->position; }
static bool at_range_start(const TSLexer *lexer) { (void)lexer; return false; }
static bool eof(const TSLexer *lexer) { return ((const Input *)lexer)->position >= LENGTH; }

int main(void)
{
    Input in;
    bool valid[SYMBOLS] = {false};
    memset(&in, 0, sizeof in);
    in.lexer.advance = advance;
    in.lexer.mark_end = mark_end;
    in.lexer.get_column = get_column;
    in.lexer.is_at_included_range_start = at_range_start;
    in.lexer.eof = eof;
    for (int i = 0; i < LENGTH; i++)
        in.text[i] = (char)__VERIFIER_nondet_uchar();
    look(&in);
    valid[AUTOMATIC_SEMICOLON] = valid[TERNARY_QMARK] = true;

    bool found = tree_sitter_javascript_external_scanner_scan(NULL, &in.lexer, valid);
    if (found && in.lexer.result_symbol == TERNARY_QMARK) {
        assert(in.end >= 1 && in.text[in.end - 1] == '?');
        assert(in.end == LENGTH || in.text[in.end] != '?');
    }
    if (found && in.lexer.result_symbol == AUTOMATIC_SEMICOLON) {
        assert(in.end == 0); /* the semicolon is inserted before anything is consumed */
        /* the user's guess: only before a newline, a '}' or the end */
        assert(in.text[0] == 0 || memchr(in.text, '\n', LENGTH) || memchr(in.text, '}', LENGTH));
    }
    return 0;
}
