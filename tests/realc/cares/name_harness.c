/* c-ares' DNS name decompression (ares_expand_name: legacy/ares_expand_name.c over
   record/ares_dns_name.c and str/ares_buf.c) as a user of the public API tests it: a name
   whose compression pointer is an input byte. */
#include <assert.h>
#include <string.h>

#include <ares.h>

unsigned char nondet_uchar(void);

int main(void)
{
    char *name = NULL;
    long  used = 0;
    int   status;

    /* "b" and the root at offsets 0-2, then at 3 "a" and a pointer to an input offset */
    unsigned char message[7] = { 1, 'b', 0, 1, 'a', 0xc0, nondet_uchar() };
    status = ares_expand_name(message + 3, message, sizeof message, &name, &used);
    if (status == ARES_SUCCESS) {
        assert(used == 4);
        /* the user's guess: the pointer must land on "b" */
        assert(strcmp(name, "a.b") == 0);
        ares_free_string(name);
    }
    return 0;
}
