// oracle-file: domain=0:1 loop-bound=5
/* A single-producer single-consumer ring buffer of capacity 2 (one slot kept free is the
 * usual design: three slots). `rb_full` is off by one (it tests head + 1 == tail without
 * wrapping), so on the wrapped layout the producer overwrites an unread slot; the consumer
 * checks every item arrives in order. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define SLOTS 3

static int buf[SLOTS];
static int head, tail; /* head: next write, tail: next read */
static int produced, consumed;

static int rb_full(void) { return head + 1 == tail; } /* bug: no wrap (should be % SLOTS) */
static int rb_empty(void) { return head == tail; }

static void rb_put(int v) {
  buf[head] = v;
  head = (head + 1) % SLOTS;
}

static int rb_get(void) {
  int v = buf[tail];
  tail = (tail + 1) % SLOTS;
  return v;
}

static void produce(void) {
  if (!rb_full()) rb_put(produced++);
}

static void consume(void) {
  if (!rb_empty()) {
    int v = rb_get();
    assert(v == consumed); // oracle: alphabet=functions
    consumed++;
  }
}

int main(void) {
  for (int step = 0; step < 5; step++) {
    int producer_turn = __VERIFIER_nondet_int();
    __VERIFIER_assume(producer_turn == 0 || producer_turn == 1);
    if (producer_turn) produce();
    else consume();
  }
  return 0;
}
