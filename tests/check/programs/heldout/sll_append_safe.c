/* Singly linked list built by appending at the tail, then checked and freed. */
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "sll_append.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

typedef struct SLL {
  struct SLL *next;
  int data;
} *SLL;

int main()
{
  SLL head = malloc(sizeof(struct SLL));
  if (head == NULL) abort();
  head->next = NULL;
  head->data = 1;
  SLL tail = head;
  int len = 1;
  while (__VERIFIER_nondet_int() && len < 5) {
    tail->next = malloc(sizeof(struct SLL));
    if (tail->next == NULL) abort();
    tail = tail->next;
    tail->next = NULL;
    tail->data = 1;
    len++;
  }
  SLL x = head;
  int seen = 0;
  while (x != NULL) {
    if (x->data != 1) {
      reach_error();
    }
    seen++;
    x = x->next;
  }
  if (seen != len) {
    reach_error();
  }
  while (head != NULL) {
    x = head->next;
    free(head);
    head = x;
  }
  return 0;
}
