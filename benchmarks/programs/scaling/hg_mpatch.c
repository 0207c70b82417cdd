/* Real code: Mercurial's binary patch decoder and applier (mercurial 7.2.4, PyPI sdist,
   mercurial/mpatch.c, the C code under mercurial.cext.mpatch.patches and the revlog's delta
   chains): lalloc, mpatch_lfree, lsize, safeadd, safesub, mpatch_decode, mpatch_calcsize and
   mpatch_apply, unchanged, with mpatch.h's structs and error codes and bitmanipulation.h's
   getbe32; GPL-2.0-or-later (mercurial-COPYING beside this file). No Python in them.

   A patch is a sequence of hunks, each three big-endian 32-bit ints (start, end, length of the
   new data) then the data; the decoder reads hunks while 12 bytes are left (`pos < len - 11`),
   with sanity checks on the signed ints and overflow-checked sums (safeadd), into a fragment
   array sized for the worst case (len / 12 + 1); calcsize sums the text's size after the
   patch, checking the hunks are in order and inside the text; apply copies the text's runs
   and the hunks' data with memcpy.

   The harness (written for issue 30, thirteenth session, held-out round four) is
   mpatch.patches(text, [patch]) for a 12-byte text and a patch of N nondeterministic bytes,
   and checks what comes back against a plain reading of the format: a patch is decoded only
   if its hunks cover it exactly, the size is that of the text with each hunk's range
   replaced, and every byte of the result is the text's or the hunk's byte at its place.
   Below 12 bytes no hunk fits: every such patch but the empty one is refused. Ground truth:
   benchmarks/scaling_truth.py (gcc -fsanitize=address,undefined).

   -DBUG drops the decoder's `lt->len < 0` sanity check: a hunk whose length is -12 takes the
   position back to itself, and the decoder writes fragments past its array (gcc:
   heap-buffer-overflow from 12 bytes, 00000000 00000000 fffffff4). */
#include <assert.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 16
#endif

/* ---- mercurial/bitmanipulation.h ---- */
static inline uint32_t getbe32(const char *c)
{
	const unsigned char *d = (const unsigned char *)c;

	return ((((uint32_t)d[0]) << 24) | (((uint32_t)d[1]) << 16) |
	        (((uint32_t)d[2]) << 8) | (d[3]));
}

/* ---- mercurial/mpatch.h ---- */
#define MPATCH_ERR_NO_MEM -3
#define MPATCH_ERR_CANNOT_BE_DECODED -2
#define MPATCH_ERR_INVALID_PATCH -1

struct mpatch_frag {
	int start, end, len;
	const char *data;
};

struct mpatch_flist {
	struct mpatch_frag *base, *head, *tail;
};

/* ---- mercurial/mpatch.c ---- */
/* VC9 doesn't include bool and lacks stdbool.h based on cext/util.h */
#if defined(_MSC_VER) || __STDC_VERSION__ < 199901L
#define true 1
#define false 0
typedef unsigned char bool;
#else
#include <stdbool.h>
#endif

static struct mpatch_flist *lalloc(ssize_t size)
{
	struct mpatch_flist *a = NULL;

	if (size < 1) {
		size = 1;
	}

	a = (struct mpatch_flist *)malloc(sizeof(struct mpatch_flist));
	if (a) {
		a->base = (struct mpatch_frag *)malloc(
		    sizeof(struct mpatch_frag) * size);
		if (a->base) {
			a->head = a->tail = a->base;
			return a;
		}
		free(a);
	}
	return NULL;
}

void mpatch_lfree(struct mpatch_flist *a)
{
	if (a) {
		free(a->base);
		free(a);
	}
}

static ssize_t lsize(struct mpatch_flist *a)
{
	return a->tail - a->head;
}

/* add helper to add src and *dest iff it won't overflow */
static inline bool safeadd(int src, int *dest)
{
	if ((src > 0) == (*dest > 0)) {
		if (*dest > 0) {
			if (src > (INT_MAX - *dest)) {
				return false;
			}
		} else {
			if (src < (INT_MIN - *dest)) {
				return false;
			}
		}
	}
	*dest += src;
	return true;
}

/* subtract src from dest and store result in dest */
static inline bool safesub(int src, int *dest)
{
	if (((src > 0) && (*dest < INT_MIN + src)) ||
	    ((src < 0) && (*dest > INT_MAX + src))) {
		return false;
	}
	*dest -= src;
	return true;
}

/* decode a binary patch into a hunk list */
int mpatch_decode(const char *bin, ssize_t len, struct mpatch_flist **res)
{
	struct mpatch_flist *l;
	struct mpatch_frag *lt;
	int pos = 0;

	/* assume worst case size, we won't have many of these lists */
	l = lalloc(len / 12 + 1);
	if (!l) {
		return MPATCH_ERR_NO_MEM;
	}

	lt = l->tail;

	/* We check against len-11 to ensure we have at least 12 bytes
	   left in the patch so we can read our three be32s out of it. */
	while (pos >= 0 && pos < (len - 11)) {
		lt->start = getbe32(bin + pos);
		lt->end = getbe32(bin + pos + 4);
		lt->len = getbe32(bin + pos + 8);
#ifndef BUG
		if (lt->start < 0 || lt->start > lt->end || lt->len < 0) {
#else
		if (lt->start < 0 || lt->start > lt->end) {
#endif
			break; /* sanity check */
		}
		if (!safeadd(12, &pos)) {
			break;
		}
		lt->data = bin + pos;
		if (!safeadd(lt->len, &pos)) {
			break;
		}
		lt++;
	}

	if (pos != len) {
		mpatch_lfree(l);
		return MPATCH_ERR_CANNOT_BE_DECODED;
	}

	l->tail = lt;
	*res = l;
	return 0;
}

/* calculate the size of resultant text */
ssize_t mpatch_calcsize(ssize_t len, struct mpatch_flist *l)
{
	ssize_t outlen = 0, last = 0;
	struct mpatch_frag *f = l->head;

	while (f != l->tail) {
		if (f->start < last || f->end > len) {
			return MPATCH_ERR_INVALID_PATCH;
		}
		outlen += f->start - last;
		last = f->end;
		outlen += f->len;
		f++;
	}

	outlen += len - last;
	return outlen;
}

int mpatch_apply(char *buf, const char *orig, ssize_t len,
                 struct mpatch_flist *l)
{
	struct mpatch_frag *f = l->head;
	int last = 0;
	char *p = buf;

	while (f != l->tail) {
		if (f->start < last || f->start > len || f->end > len ||
		    last < 0) {
			return MPATCH_ERR_INVALID_PATCH;
		}
		memcpy(p, orig + last, f->start - last);
		p += f->start - last;
		memcpy(p, f->data, f->len);
		last = f->end;
		p += f->len;
		f++;
	}
	if (last < 0) {
		return MPATCH_ERR_INVALID_PATCH;
	}
	memcpy(p, orig + last, len - last);
	return 0;
}


/* ---- the harness ---- */
static const char text[] = "hello, world";
#define TEXT_LEN 12

static int get32(const unsigned char *p) /* a big-endian int, as the format has it */
{
    return (int)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

int main(void)
{
    char *bin = malloc(N);
    if (bin == NULL) return 0;
    for (int k = 0; k < N; k++) bin[k] = (char)__VERIFIER_nondet_uchar();
    struct mpatch_flist *patch = NULL;
    int decoded = mpatch_decode(bin, N, &patch);
    if (N < 12) assert(decoded == MPATCH_ERR_CANNOT_BE_DECODED);
    if (decoded != 0) return 0;
    /* an accepted patch is hunks that cover it exactly, each one sane */
    int pos = 0, hunks = 0;
    while (pos < N) {
        const unsigned char *h = (const unsigned char *)bin + pos;
        assert(pos + 12 <= N);
        int start = get32(h), end = get32(h + 4), len = get32(h + 8);
        assert(0 <= start && start <= end && 0 <= len && len <= N - pos - 12);
        assert(patch->head[hunks].start == start && patch->head[hunks].len == len);
        pos += 12 + len;
        hunks++;
    }
    assert(patch->tail - patch->head == hunks);
    ssize_t outlen = mpatch_calcsize(TEXT_LEN, patch);
    if (outlen < 0) return 0;
    char *out = malloc(outlen + 1);
    if (out == NULL) return 0;
    int applied = mpatch_apply(out, text, TEXT_LEN, patch);
    assert(applied == 0);
    /* every byte is the text's or a hunk's, where the format puts it */
    ssize_t at = 0;
    int last = 0;
    for (struct mpatch_frag *f = patch->head; f != patch->tail; f++) {
        for (int k = last; k < f->start; k++) assert(out[at++] == text[k]);
        for (int k = 0; k < f->len; k++) assert(out[at++] == f->data[k]);
        last = f->end;
    }
    for (int k = last; k < TEXT_LEN; k++) assert(out[at++] == text[k]);
    assert(at == outlen);
    return 0;
}
