/* tree-sitter-bash 0.25.1's external scanner (npm, src/scanner.c unchanged; MIT, LICENSE),
 * driven as tree-sitter drives it: a TSLexer over 3 input characters, one scan with
 * VARIABLE_NAME, FILE_DESCRIPTOR and HEREDOC_ARROW valid, then the state serialised. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <wctype.h>
#include "tree_sitter/parser.h"

void *tree_sitter_bash_external_scanner_create(void);
bool tree_sitter_bash_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols);
unsigned tree_sitter_bash_external_scanner_serialize(void *payload, char *state);
void tree_sitter_bash_external_scanner_destroy(void *payload);
unsigned char __VERIFIER_nondet_uchar(void);

enum { FILE_DESCRIPTOR = 5, VARIABLE_NAME = 8, HEREDOC_ARROW = 23, HEREDOC_ARROW_DASH = 24, SYMBOLS = 29 };

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
    bool valid[SYMBOLS] = {false};
    valid[FILE_DESCRIPTOR] = valid[VARIABLE_NAME] = valid[HEREDOC_ARROW] = true;
    void *scanner = tree_sitter_bash_external_scanner_create();
    bool found = tree_sitter_bash_external_scanner_scan(scanner, &in.lexer, valid);
    char state[TREE_SITTER_SERIALIZATION_BUFFER_SIZE];
    unsigned size = tree_sitter_bash_external_scanner_serialize(scanner, state);
    if (found && in.lexer.result_symbol == FILE_DESCRIPTOR) {
        /* digits, then a redirection */
        assert(in.text[0] >= '0' && in.text[0] <= '9');
        assert(in.lexer.lookahead == '<' || in.lexer.lookahead == '>');
    }
    if (found && (in.lexer.result_symbol == HEREDOC_ARROW || in.lexer.result_symbol == HEREDOC_ARROW_DASH)) {
        /* "<<" pushed one heredoc, serialised with its flags and an empty delimiter */
        assert(in.text[0] == '<' && in.text[1] == '<');
        assert(state[3] == 1 && size == 4 + 3 + 4);
    } else {
        assert(size == 4 && state[3] == 0);
    }
    if (found && in.lexer.result_symbol == VARIABLE_NAME) {
        /* a guess: a variable name starts with a letter */
        assert((in.text[0] | 0x20) >= 'a' && (in.text[0] | 0x20) <= 'z');
    }
    tree_sitter_bash_external_scanner_destroy(scanner);
    return 0;
}
