/* tree-sitter-python's external scanner (src/scanner.c: indentation, newlines, string
   delimiters) driven as tree-sitter drives it: a TSLexer over LENGTH input characters (4, or
   -DLENGTH=3), one scan with NEWLINE, INDENT, DEDENT and STRING_START valid. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "tree_sitter/parser.h"

void *tree_sitter_python_external_scanner_create(void);
void tree_sitter_python_external_scanner_destroy(void *payload);
bool tree_sitter_python_external_scanner_scan(void *payload, TSLexer *lexer,
                                              const bool *valid_symbols);
unsigned tree_sitter_python_external_scanner_serialize(void *payload, char *buffer);
void tree_sitter_python_external_scanner_deserialize(void *payload, const char *buffer,
                                                     unsigned length);

char nondet_char(void);

enum { NEWLINE, INDENT, DEDENT, STRING_START, STRING_CONTENT, ESCAPE_INTERPOLATION,
       STRING_END, COMMENT, CLOSE_PAREN, CLOSE_BRACKET, CLOSE_BRACE, EXCEPT, SYMBOLS };

#ifndef LENGTH
#define LENGTH 4
#endif

typedef struct {
    TSLexer  lexer;
    char     text[LENGTH];
    unsigned position;
    unsigned end;
} Input;

static void look(Input *in)
{
    in->lexer.lookahead = in->position < LENGTH ? (unsigned char) in->text[in->position] : 0;
}

static void advance(TSLexer *lexer, bool skip)
{
    Input *in = (Input *) lexer;
    (void) skip;
    assert(in->position < LENGTH); /* the user's guess: never past the end */
    in->position++;
    look(in);
}

static void mark_end(TSLexer *lexer) { ((Input *) lexer)->end = ((Input *) lexer)->position; }

static uint32_t get_column(TSLexer *lexer) { return ((Input *) lexer)->position; }

static bool eof(const TSLexer *lexer) { return ((const Input *) lexer)->position >= LENGTH; }

int main(void)
{
    Input in;
    bool  valid[SYMBOLS] = { false };
    char  state[TREE_SITTER_SERIALIZATION_BUFFER_SIZE];
    char  again[TREE_SITTER_SERIALIZATION_BUFFER_SIZE];

    memset(&in, 0, sizeof in);
    in.lexer.advance = advance;
    in.lexer.mark_end = mark_end;
    in.lexer.get_column = get_column;
    in.lexer.eof = eof;
    for (int i = 0; i < LENGTH; i++) {
        in.text[i] = nondet_char();
    }
    look(&in);
    valid[NEWLINE] = valid[INDENT] = valid[DEDENT] = valid[STRING_START] = true;

    void *scanner = tree_sitter_python_external_scanner_create();
    bool  found = tree_sitter_python_external_scanner_scan(scanner, &in.lexer, valid);
    if (found && in.lexer.result_symbol == STRING_START) {
        char q = in.text[in.end - 1];
        assert(q == '"' || q == '\'' || q == '`');
    }
    /* the user's guess: an indent starts on a new line */
    if (found && in.lexer.result_symbol == INDENT) {
        assert(in.text[0] == '\n');
    }
    tree_sitter_python_external_scanner_destroy(scanner);
    return 0;
}
