/* A user's harness for tree-sitter-rust 0.24.0's external scanner (src/scanner.c unchanged,
 * with tree_sitter/parser.h, alloc.h; MIT, LICENSE), driven as tree-sitter drives it: a
 * TSLexer over 4 input characters, one scan with RAW_STRING_LITERAL_START and FLOAT_LITERAL
 * valid; what it claims is checked against the text. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "tree_sitter/parser.h"

void *tree_sitter_rust_external_scanner_create(void);
void tree_sitter_rust_external_scanner_destroy(void *payload);
bool tree_sitter_rust_external_scanner_scan(void *payload, TSLexer *lexer,
                                            const bool *valid_symbols);
unsigned tree_sitter_rust_external_scanner_serialize(void *payload, char *buffer);

extern unsigned char __VERIFIER_nondet_uchar(void);

enum { STRING_CONTENT, RAW_STRING_LITERAL_START, RAW_STRING_LITERAL_CONTENT,
       RAW_STRING_LITERAL_END, FLOAT_LITERAL, BLOCK_OUTER_DOC_MARKER, BLOCK_INNER_DOC_MARKER,
       BLOCK_COMMENT_CONTENT, LINE_DOC_CONTENT, ERROR_SENTINEL, SYMBOLS };

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

static bool eof(const TSLexer *lexer) { return ((const Input *)lexer)->position >= LENGTH; }

static int digit(char c) { return c >= '0' && c <= '9'; }

int main(void)
{
    Input in;
    bool valid[SYMBOLS] = {false};
    memset(&in, 0, sizeof in);
    in.lexer.advance = advance;
    in.lexer.mark_end = mark_end;
    in.lexer.get_column = get_column;
    in.lexer.eof = eof;
    for (int i = 0; i < LENGTH; i++)
        in.text[i] = (char)__VERIFIER_nondet_uchar();
    look(&in);
    valid[RAW_STRING_LITERAL_START] = valid[FLOAT_LITERAL] = true;

    void *scanner = tree_sitter_rust_external_scanner_create();
    bool found = tree_sitter_rust_external_scanner_scan(scanner, &in.lexer, valid);
    if (found && in.lexer.result_symbol == RAW_STRING_LITERAL_START) {
        char buffer[TREE_SITTER_SERIALIZATION_BUFFER_SIZE];
        assert(in.text[in.position - 1] == '"');
        assert(tree_sitter_rust_external_scanner_serialize(scanner, buffer) == 1);
        assert(buffer[0] == (char)(in.position - 2 - (in.text[0] != 'r')));
    }
    if (found && in.lexer.result_symbol == FLOAT_LITERAL) {
        assert(digit(in.text[0]));
        assert(in.end >= 2 && in.end <= LENGTH);
        assert(memchr(in.text, '.', in.end) || memchr(in.text, 'e', in.end)
               || memchr(in.text, 'E', in.end)); /* the guess: a float has '.' or an exponent */
    }
    tree_sitter_rust_external_scanner_destroy(scanner);
    return 0;
}
