/* A Moore traffic light in the style of Embedded Coder output for a Stateflow chart.
 * errlang-model: step=TrafficLight_step observe=rtDW.is_c1_TrafficLight
 * machine: {"states": {"Red": [[1]], "Green": [[2]], "Yellow": [[3]]},
 *           "initial": ["Red"],
 *           "transitions": [["Red", "Red"], ["Red", "Green"], ["Green", "Green"],
 *                           ["Green", "Yellow"], ["Yellow", "Yellow"], ["Yellow", "Red"]]}
 * Red: at least 4 ticks, then Green when a car waits; Green: at least 3 ticks, then Yellow
 * when a pedestrian pressed the button (latched) or after 10 ticks; Yellow: 2 ticks. */
extern int __VERIFIER_nondet_int(void);

#define IN_Green ((unsigned char)2U)
#define IN_Red ((unsigned char)1U)
#define IN_Yellow ((unsigned char)3U)

typedef struct {
  unsigned char is_active_c1_TrafficLight;
  unsigned char is_c1_TrafficLight;
  unsigned char temporalCounter_i1;
  unsigned char pedLatched;
} DW_TrafficLight_T;

typedef struct {
  int car;
  int ped;
} ExtU_TrafficLight_T;

typedef struct {
  int red, amber, green;
} ExtY_TrafficLight_T;

DW_TrafficLight_T rtDW;
ExtU_TrafficLight_T rtU;
ExtY_TrafficLight_T rtY;

void TrafficLight_step(void) {
  rtU.car = __VERIFIER_nondet_int();
  rtU.ped = __VERIFIER_nondet_int();
  if (rtDW.temporalCounter_i1 < 15U) {
    rtDW.temporalCounter_i1++;
  }
  if (rtU.ped != 0) {
    rtDW.pedLatched = 1U;
  }
  if (rtDW.is_active_c1_TrafficLight == 0U) {
    rtDW.is_active_c1_TrafficLight = 1U;
    rtDW.is_c1_TrafficLight = IN_Red;
    rtDW.temporalCounter_i1 = 0U;
    rtY.red = 1; rtY.amber = 0; rtY.green = 0;
  } else {
    switch (rtDW.is_c1_TrafficLight) {
    case IN_Green:
      if (rtDW.temporalCounter_i1 >= 3U && (rtDW.pedLatched != 0U || rtDW.temporalCounter_i1 >= 10U)) {
        rtDW.is_c1_TrafficLight = IN_Yellow;
        rtDW.temporalCounter_i1 = 0U;
        rtDW.pedLatched = 0U;
        rtY.red = 0; rtY.amber = 1; rtY.green = 0;
      }
      break;
    case IN_Red:
      if (rtDW.temporalCounter_i1 >= 4U && rtU.car > 0) {
        rtDW.is_c1_TrafficLight = IN_Green;
        rtDW.temporalCounter_i1 = 0U;
        rtY.red = 0; rtY.amber = 0; rtY.green = 1;
      }
      break;
    default:
      if (rtDW.temporalCounter_i1 >= 2U) {
        rtDW.is_c1_TrafficLight = IN_Red;
        rtDW.temporalCounter_i1 = 0U;
        rtY.red = 1; rtY.amber = 0; rtY.green = 0;
      }
      break;
    }
  }
}
