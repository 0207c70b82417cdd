/* Real code: lev_edit_distance of python-Levenshtein 0.12.2 (PyPI sdist,
   Levenshtein/_levenshtein.c, and its safe_malloc), unchanged; GPL-2.0-or-later:
   levenshtein-COPYING beside this file, the file's own notice below.

 * Levenshtein.c
 * @(#) $Id: Levenshtein.c,v 1.41 2005/01/13 20:05:36 yeti Exp $
 * Python extension computing Levenshtein distances, string similarities,
 * median strings and other goodies.
 *
 * Copyright (C) 2002-2003 David Necas (Yeti) <yeti@physics.muni.cz>.
 *
 * This program is free software; you can redistribute it and/or modify it
 * under the terms of the GNU General Public License as published by the Free
 * Software Foundation; either version 2 of the License, or (at your option)
 * any later version.
 *
 * This program is distributed in the hope that it will be useful, but WITHOUT
 * ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
 * FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License for
 * more details.

   The distance with one row of costs: the common prefix and suffix stripped by two `while`
   loops over pointers, a memchr for a one-byte string, then the matrix walked row by row with
   a pointer `p` running to `end` (`while (p <= end)`) -- and for unit costs (xcost == 0) the
   two corner triangles skipped, `end` moved by the row index: the inner loop's trip count
   depends on both lengths and on the row.

   -DBUG moves `end` one element past the row (`row + len2`, an off-by-one of the kind this
   pointer style invites): the inner loop runs once more, reading string2 one past its end and
   row[len2] (gcc -fsanitize=address: stack-buffer-overflow at line 146, heap-buffer-overflow
   at 150; benchmarks/scaling_truth.py, from 4 bytes). Without BUG: safe (the same script).

   The harness (written for issue 30, eleventh session) is the one a user of a distance
   writes first: one nondeterministic byte splits N nondeterministic bytes into two strings,
   and the distances with both costs are checked against what any edit distance satisfies:
   unit costs between |len1 - len2| and max(len1, len2), 0 exactly for equal strings; with a
   replace costing 2, between the unit distance and twice it, and of the parity of
   len1 + len2 (it is len1 + len2 - 2 * LCS). */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

typedef unsigned char lev_byte;
#define _LEV_STATIC_PY static

static void *
safe_malloc(size_t nmemb, size_t size) {
  /* extra-conservative overflow check */
  if (SIZE_MAX / size <= nmemb) {
    return NULL;
  }
  return malloc(nmemb * size);
}

/**
 * @len1: The length of @string1.
 * @string1: A sequence of bytes of length @len1, may contain NUL characters.
 * @len2: The length of @string2.
 * @string2: A sequence of bytes of length @len2, may contain NUL characters.
 * @xcost: If nonzero, the replace operation has weight 2, otherwise all
 *         edit operations have equal weights of 1.
 *
 * Computes Levenshtein edit distance of two strings.
 *
 * Returns: The edit distance.
 **/
_LEV_STATIC_PY size_t
lev_edit_distance(size_t len1, const lev_byte *string1,
                  size_t len2, const lev_byte *string2,
                  int xcost)
{
  size_t i;
  size_t *row;  /* we only need to keep one row of costs */
  size_t *end;
  size_t half;

  /* strip common prefix */
  while (len1 > 0 && len2 > 0 && *string1 == *string2) {
    len1--;
    len2--;
    string1++;
    string2++;
  }

  /* strip common suffix */
  while (len1 > 0 && len2 > 0 && string1[len1-1] == string2[len2-1]) {
    len1--;
    len2--;
  }

  /* catch trivial cases */
  if (len1 == 0)
    return len2;
  if (len2 == 0)
    return len1;

  /* make the inner cycle (i.e. string2) the longer one */
  if (len1 > len2) {
    size_t nx = len1;
    const lev_byte *sx = string1;
    len1 = len2;
    len2 = nx;
    string1 = string2;
    string2 = sx;
  }
  /* check len1 == 1 separately */
  if (len1 == 1) {
    if (xcost)
      return len2 + 1 - 2*(memchr(string2, *string1, len2) != NULL);
    else
      return len2 - (memchr(string2, *string1, len2) != NULL);
  }
  len1++;
  len2++;
  half = len1 >> 1;

  /* initalize first row */
  row = (size_t*)safe_malloc(len2, sizeof(size_t));
  if (!row)
    return (size_t)(-1);
#ifdef BUG
  end = row + len2;
#else
  end = row + len2 - 1;
#endif
  for (i = 0; i < len2 - (xcost ? 0 : half); i++)
    row[i] = i;

  /* go through the matrix and compute the costs.  yes, this is an extremely
   * obfuscated version, but also extremely memory-conservative and relatively
   * fast.  */
  if (xcost) {
    for (i = 1; i < len1; i++) {
      size_t *p = row + 1;
      const lev_byte char1 = string1[i - 1];
      const lev_byte *char2p = string2;
      size_t D = i;
      size_t x = i;
      while (p <= end) {
        if (char1 == *(char2p++))
          x = --D;
        else
          x++;
        D = *p;
        D++;
        if (x > D)
          x = D;
        *(p++) = x;
      }
    }
  }
  else {
    /* in this case we don't have to scan two corner triangles (of size len1/2)
     * in the matrix because no best path can go throught them. note this
     * breaks when len1 == len2 == 2 so the memchr() special case above is
     * necessary */
    row[0] = len1 - half - 1;
    for (i = 1; i < len1; i++) {
      size_t *p;
      const lev_byte char1 = string1[i - 1];
      const lev_byte *char2p;
      size_t D, x;
      /* skip the upper triangle */
      if (i >= len1 - half) {
        size_t offset = i - (len1 - half);
        size_t c3;

        char2p = string2 + offset;
        p = row + offset;
        c3 = *(p++) + (char1 != *(char2p++));
        x = *p;
        x++;
        D = x;
        if (x > c3)
          x = c3;
        *(p++) = x;
      }
      else {
        p = row + 1;
        char2p = string2;
        D = x = i;
      }
      /* skip the lower triangle */
      if (i <= half + 1)
        end = row + len2 + i - half - 2;
      /* main */
      while (p <= end) {
        size_t c3 = --D + (char1 != *(char2p++));
        x++;
        if (x > c3)
          x = c3;
        D = *p;
        D++;
        if (x > D)
          x = D;
        *(p++) = x;
      }
      /* lower triangle sentinel */
      if (i <= half) {
        size_t c3 = --D + (char1 != *char2p);
        x++;
        if (x > c3)
          x = c3;
        *p = x;
      }
    }
  }

  i = *end;
  free(row);
  return i;
}

/* the harness */
int main(void) {
  lev_byte data[N];
  size_t len1 = __VERIFIER_nondet_uchar() % (N + 1);
  for (int i = 0; i < N; i++) data[i] = __VERIFIER_nondet_uchar();
  size_t len2 = N - len1;
  const lev_byte *s1 = data, *s2 = data + len1;
  size_t d = lev_edit_distance(len1, s1, len2, s2, 0);
  size_t longer = len1 > len2 ? len1 : len2;
  size_t gap = len1 > len2 ? len1 - len2 : len2 - len1;
  assert(d <= longer);
  assert(d >= gap);
  assert((d == 0) == (len1 == len2 && memcmp(s1, s2, len1) == 0));
  size_t dx = lev_edit_distance(len1, s1, len2, s2, 1);
  assert(dx >= d && dx <= 2 * d);
  assert(dx % 2 == (len1 + len2) % 2);
  return 0;
}
