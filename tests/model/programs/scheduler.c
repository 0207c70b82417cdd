/* A ladder-logic style scheduler: three tasks in turn, each for a number of ticks given by a
 * table; a while(1) main calls the step after an init function.
 * errlang-model: step=sched_step observe=task init=sched_init
 * machine: {"states": {"A": [[0]], "B": [[1]], "C": [[2]]},
 *           "initial": ["A"],
 *           "transitions": [["A", "A"], ["A", "B"], ["B", "B"], ["B", "C"], ["C", "C"],
 *                           ["C", "A"]]}
 */
extern int __VERIFIER_nondet_int(void);

const int slots[3] = {2, 3, 1};
int task;
int ticks;
int enabled;

void sched_init(void) {
  task = 0;
  ticks = 0;
  enabled = 1;
}

void sched_step(void) {
  if (__VERIFIER_nondet_int() == 0) return; /* no clock tick */
  ticks++;
  if (ticks >= slots[task]) {
    ticks = 0;
    task = (task + 1) % 3;
  }
}

int main(void) {
  sched_init();
  while (1) sched_step();
}
