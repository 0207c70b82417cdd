/* A user's first harness for hiredis' RESP reader: feed a known reply and 4 input bytes. */
#include <assert.h>
#include <string.h>
#include "read.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    void *reply = 0;
    redisReader *r = redisReaderCreateWithFunctions(NULL);
    assert(r != NULL);
    assert(redisReaderFeed(r, ":42\r\n", 5) == REDIS_OK);
    assert(redisReaderGetReply(r, &reply) == REDIS_OK);
    assert(reply == (void *)REDIS_REPLY_INTEGER);

    char frame[4];
    for (int i = 0; i < 4; i++)
        frame[i] = (char)__VERIFIER_nondet_uchar();
    reply = 0;
    assert(redisReaderFeed(r, frame, 4) == REDIS_OK);
    int status = redisReaderGetReply(r, &reply);
    if (status == REDIS_OK && reply != 0)
        assert(reply != (void *)REDIS_REPLY_STATUS); /* "+ok\r\n" needs 5 bytes? */
    redisReaderFree(r);
    return 0;
}
