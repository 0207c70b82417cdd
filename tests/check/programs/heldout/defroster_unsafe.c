/* A Stateflow-generated rear-window defroster controller (the 2015 tool's defroster style):
 * an input structure, a data-work structure with the chart's activity flags and a temporal
 * counter, and a step function run once per tick. The timed-off path forgets to clear the
 * heater when the ignition drops in the same tick. */
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_error(void);

typedef unsigned char boolean_T;
typedef unsigned char uint8_T;
typedef unsigned short uint16_T;

#define IN_NO_ACTIVE_CHILD ((uint8_T)0U)
#define IN_Off ((uint8_T)1U)
#define IN_On ((uint8_T)2U)
#define IN_Timeout ((uint8_T)3U)

typedef struct {
  boolean_T ignition;
  boolean_T button;
} ExtU_defroster_T;

typedef struct {
  boolean_T heater;
  boolean_T lamp;
} ExtY_defroster_T;

typedef struct {
  uint16_T temporalCounter_i1;
  uint8_T is_active_c3_defroster;
  uint8_T is_c3_defroster;
  boolean_T button_prev;
} DW_defroster_T;

ExtU_defroster_T defroster_U;
ExtY_defroster_T defroster_Y;
DW_defroster_T defroster_DW;

#define ON_TICKS 3U

void defroster_step(void)
{
  boolean_T pressed = (boolean_T)(defroster_U.button && !defroster_DW.button_prev);
  defroster_DW.button_prev = defroster_U.button;
  if (defroster_DW.temporalCounter_i1 < 1023U) {
    defroster_DW.temporalCounter_i1++;
  }
  if (defroster_DW.is_active_c3_defroster == 0U) {
    defroster_DW.is_active_c3_defroster = 1U;
    defroster_DW.is_c3_defroster = IN_Off;
    defroster_Y.heater = 0U;
    defroster_Y.lamp = 0U;
  } else {
    switch (defroster_DW.is_c3_defroster) {
    case IN_Off:
      if (pressed && defroster_U.ignition) {
        defroster_DW.is_c3_defroster = IN_On;
        defroster_DW.temporalCounter_i1 = 0U;
        defroster_Y.heater = 1U;
        defroster_Y.lamp = 1U;
      }
      break;
    case IN_On:
      if (!defroster_U.ignition || pressed) {
        defroster_DW.is_c3_defroster = IN_Off;
        defroster_Y.heater = 0U;
        defroster_Y.lamp = 0U;
      } else if (defroster_DW.temporalCounter_i1 >= ON_TICKS) {
        defroster_DW.is_c3_defroster = IN_Timeout;
        defroster_Y.lamp = 0U;
      }
      break;
    case IN_Timeout:
      if (!defroster_U.ignition) {
        defroster_DW.is_c3_defroster = IN_Off;
        defroster_Y.lamp = 0U; /* bug: the heater stays on */
      } else {
        defroster_DW.is_c3_defroster = IN_Off;
        defroster_Y.heater = 0U;
      }
      break;
    default:
      defroster_DW.is_c3_defroster = IN_NO_ACTIVE_CHILD;
      break;
    }
  }
}

void defroster_initialize(void)
{
  memset(&defroster_DW, 0, sizeof(DW_defroster_T));
  memset(&defroster_U, 0, sizeof(ExtU_defroster_T));
  memset(&defroster_Y, 0, sizeof(ExtY_defroster_T));
}

int main(void)
{
  int tick;
  defroster_initialize();
  for (tick = 0; tick < 8; tick++) {
    defroster_U.ignition = __VERIFIER_nondet_uchar() & 1U;
    defroster_U.button = __VERIFIER_nondet_uchar() & 1U;
    defroster_step();
    if (defroster_Y.heater && defroster_DW.is_c3_defroster == IN_Off) {
      __VERIFIER_error();
    }
  }
  return 0;
}
