/* A user's harness for tree-sitter-html 0.23.2's external scanner (npm tree-sitter-html,
 * src/scanner.c and tag.h unchanged, with tree_sitter/; MIT, LICENSE), driven as tree-sitter
 * drives it: a TSLexer over 3 input characters, one scan with START_TAG_NAME valid (the text
 * after '<'), then the tag stack serialised; what it claims is checked against the text. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "tree_sitter/parser.h"

void *tree_sitter_html_external_scanner_create(void);
void tree_sitter_html_external_scanner_destroy(void *payload);
bool tree_sitter_html_external_scanner_scan(void *payload, TSLexer *lexer,
                                            const bool *valid_symbols);
unsigned tree_sitter_html_external_scanner_serialize(void *payload, char *buffer);

extern unsigned char __VERIFIER_nondet_uchar(void);

enum { START_TAG_NAME, SCRIPT_START_TAG_NAME, STYLE_START_TAG_NAME, END_TAG_NAME,
       ERRONEOUS_END_TAG_NAME, SELF_CLOSING_TAG_DELIMITER, IMPLICIT_END_TAG, RAW_TEXT,
       COMMENT, SYMBOLS };

#define LENGTH 3

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

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
           || c == '-' || c == ':';
}

int main(void)
{
    Input in;
    bool valid[SYMBOLS] = {false};
    char buffer[TREE_SITTER_SERIALIZATION_BUFFER_SIZE];
    memset(&in, 0, sizeof in);
    in.lexer.advance = advance;
    in.lexer.mark_end = mark_end;
    in.lexer.get_column = get_column;
    in.lexer.eof = eof;
    for (int i = 0; i < LENGTH; i++)
        in.text[i] = (char)__VERIFIER_nondet_uchar();
    look(&in);
    valid[START_TAG_NAME] = true;

    void *scanner = tree_sitter_html_external_scanner_create();
    bool found = tree_sitter_html_external_scanner_scan(scanner, &in.lexer, valid);
    unsigned size = tree_sitter_html_external_scanner_serialize(scanner, buffer);
    if (!found) {
        assert(!name_char(in.text[0]) || in.text[0] == ' ');
        assert(size == 4);
    } else {
        assert(name_char(in.text[in.position - 1]));
        assert(in.lexer.result_symbol == START_TAG_NAME || in.lexer.result_symbol == SCRIPT_START_TAG_NAME
               || in.lexer.result_symbol == STYLE_START_TAG_NAME);
        assert(buffer[0] == 1 && buffer[2] == 1); /* one tag on the stack */
        /* the guess: a known tag is serialised in one byte, a custom one with its name */
        assert(size == 5 || size == 6 + in.position);
        assert(in.lexer.result_symbol != SCRIPT_START_TAG_NAME); /* "script" needs 6 */
    }
    tree_sitter_html_external_scanner_destroy(scanner);
    return 0;
}
