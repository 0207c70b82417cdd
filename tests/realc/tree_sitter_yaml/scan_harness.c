/* tree-sitter-yaml 0.7.1's external scanner (npm @tree-sitter-grammars/tree-sitter-yaml,
 * src/scanner.c and its schema.core.c, unchanged; MIT, LICENSE), driven as tree-sitter drives
 * it: a TSLexer over 3 input characters, one scan with every token but error recovery valid. */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "tree_sitter/parser.h"

void *tree_sitter_yaml_external_scanner_create(void);
bool tree_sitter_yaml_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols);
void tree_sitter_yaml_external_scanner_destroy(void *payload);
unsigned char __VERIFIER_nondet_uchar(void);

enum { R_SGL_PLN_INT_BLK = 75, COMMENT = 111, ERR_REC = 112, SYMBOLS = 113 };

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
    bool valid[SYMBOLS];
    memset(valid, true, sizeof valid); /* a loop over the 113 symbols needs loop bound 114 */
    valid[ERR_REC] = false;
    void *scanner = tree_sitter_yaml_external_scanner_create();
    bool found = tree_sitter_yaml_external_scanner_scan(scanner, &in.lexer, valid);
    if (found) {
        assert(in.lexer.result_symbol < ERR_REC);
        assert(in.end <= LENGTH);
        if (in.lexer.result_symbol == COMMENT)
            assert(in.text[0] == '#' || in.text[0] == ' ' || in.text[0] == '\t');
        /* a guess: an integer scalar starts with a digit */
        if (in.lexer.result_symbol == R_SGL_PLN_INT_BLK)
            assert(in.text[0] >= '0' && in.text[0] <= '9');
    }
    tree_sitter_yaml_external_scanner_destroy(scanner);
    return 0;
}
