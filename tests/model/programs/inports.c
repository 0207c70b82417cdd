/* A latch driven by root inports, as Embedded Coder generates it: the environment writes rtU
 * before each call of the step.
 * errlang-model: step=Latch_step observe=rtY.state input=rtU
 * machine: {"states": {"Off": [[0]], "Armed": [[1]], "On": [[2]]},
 *           "initial": ["Off"],
 *           "transitions": [["Off", "Off"], ["Off", "Armed"], ["Armed", "Armed"],
 *                           ["Armed", "On"], ["Armed", "Off"], ["On", "On"], ["On", "Off"]]}
 */
typedef struct { unsigned char arm; unsigned char fire; unsigned char reset; } ExtU;
typedef struct { int state; } ExtY;
ExtU rtU;
ExtY rtY;

void Latch_step(void) {
  if (rtU.reset) {
    rtY.state = 0;
  } else if (rtY.state == 0 && rtU.arm) {
    rtY.state = 1;
  } else if (rtY.state == 1 && rtU.fire) {
    rtY.state = 2;
  }
}
