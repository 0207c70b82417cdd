/* A user header found through -I: its types and functions are part of the program. */
#ifndef CORPUS_CONFIG_H
#define CORPUS_CONFIG_H
typedef struct {
  int low;
  int high;
} range_t;

static int in_range(range_t r, int v) { return v >= r.low && v <= r.high; }
#endif
