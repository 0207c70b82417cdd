/* A rear-window defroster with timers (Stateflow style; the 2015 paper's defroster family).
 * errlang-model: step=Defroster_step observe=rtDW.is_c2_Defroster
 * machine: {"states": {"Off": [[1]], "Heating": [[2]], "Hold": [[3]], "Cooldown": [[4]]},
 *           "initial": ["Off"],
 *           "transitions": [["Off", "Off"], ["Off", "Heating"], ["Heating", "Heating"],
 *                           ["Heating", "Off"], ["Heating", "Hold"], ["Heating", "Cooldown"],
 *                           ["Hold", "Hold"], ["Hold", "Heating"], ["Hold", "Off"],
 *                           ["Cooldown", "Cooldown"], ["Cooldown", "Off"]]}
 * Off -> Heating when switched on below 5 degrees; Heating -> Off when switched off,
 * -> Hold above 15 degrees, -> Cooldown after 12 ticks of heating; Hold -> Heating below 10
 * degrees, -> Off when switched off; Cooldown: 5 ticks, then Off. */
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);

enum { IN_NO_ACTIVE_CHILD, IN_Off, IN_Heating, IN_Hold, IN_Cooldown };

typedef struct {
  unsigned char is_active_c2_Defroster;
  unsigned char is_c2_Defroster;
  unsigned short heatTicks;
  unsigned short coolTicks;
} DW_Defroster_T;

DW_Defroster_T rtDW;
int heater;

void Defroster_step(void) {
  _Bool on = __VERIFIER_nondet_bool();
  int temp = __VERIFIER_nondet_int();
  if (rtDW.is_active_c2_Defroster == 0U) {
    rtDW.is_active_c2_Defroster = 1U;
    rtDW.is_c2_Defroster = IN_Off;
    heater = 0;
    return;
  }
  switch (rtDW.is_c2_Defroster) {
  case IN_Off:
    if (on && temp < 5) {
      rtDW.is_c2_Defroster = IN_Heating;
      rtDW.heatTicks = 0U;
      heater = 1;
    }
    break;
  case IN_Heating:
    if (!on) {
      rtDW.is_c2_Defroster = IN_Off;
      heater = 0;
    } else if (rtDW.heatTicks >= 12U) {
      rtDW.is_c2_Defroster = IN_Cooldown;
      rtDW.coolTicks = 0U;
      heater = 0;
    } else if (temp > 15) {
      rtDW.is_c2_Defroster = IN_Hold;
      heater = 0;
    } else {
      rtDW.heatTicks++;
    }
    break;
  case IN_Hold:
    if (!on) {
      rtDW.is_c2_Defroster = IN_Off;
    } else if (temp < 10) {
      rtDW.is_c2_Defroster = IN_Heating;
      heater = 1;
    }
    break;
  default:
    if (rtDW.coolTicks >= 5U) {
      rtDW.is_c2_Defroster = IN_Off;
    } else {
      rtDW.coolTicks++;
    }
    break;
  }
}
