/* TCAS resolution advisory logic in the style of the SIR tcas program, with a seeded fault in
 * the climb-inhibit bias (NOZCROSS subtracted instead of added). Property (P1b): when the
 * upward separation is sufficient and the downward one is not, no downward advisory. */
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_error(void);
#define assert(c) do { if (!(c)) __VERIFIER_error(); } while (0)

#define OLEV 600
#define MAXALTDIFF 600
#define MINSEP 300
#define NOZCROSS 100

typedef int bool;
#define TRUE 1
#define FALSE 0

int Cur_Vertical_Sep;
bool High_Confidence;
bool Two_of_Three_Reports_Valid;
int Own_Tracked_Alt;
int Own_Tracked_Alt_Rate;
int Other_Tracked_Alt;
int Alt_Layer_Value; /* 0, 1, 2, 3 */
int Positive_RA_Alt_Thresh[4];
int Up_Separation;
int Down_Separation;
int Other_RAC; /* NO_INTENT, DO_NOT_CLIMB, DO_NOT_DESCEND */
#define NO_INTENT 0
#define DO_NOT_CLIMB 1
#define DO_NOT_DESCEND 2
int Other_Capability; /* TCAS_TA, OTHER */
#define TCAS_TA 1
#define OTHER 2
int Climb_Inhibit;

#define UNRESOLVED 0
#define UPWARD_RA 1
#define DOWNWARD_RA 2

void initialize()
{
  Positive_RA_Alt_Thresh[0] = 400;
  Positive_RA_Alt_Thresh[1] = 500;
  Positive_RA_Alt_Thresh[2] = 640;
  Positive_RA_Alt_Thresh[3] = 740;
}

int ALIM()
{
  return Positive_RA_Alt_Thresh[Alt_Layer_Value];
}

int Inhibit_Biased_Climb()
{
  return (Climb_Inhibit ? Up_Separation - NOZCROSS : Up_Separation);
}

bool Own_Below_Threat() { return (Own_Tracked_Alt < Other_Tracked_Alt); }
bool Own_Above_Threat() { return (Other_Tracked_Alt < Own_Tracked_Alt); }

bool Non_Crossing_Biased_Climb()
{
  int upward_preferred;
  bool result;

  upward_preferred = Inhibit_Biased_Climb() > Down_Separation;
  if (upward_preferred) {
    result = !(Own_Below_Threat()) || ((Own_Below_Threat()) && (!(Down_Separation >= ALIM())));
  } else {
    result = Own_Above_Threat() && (Cur_Vertical_Sep >= MINSEP) && (Up_Separation >= ALIM());
  }
  return result;
}

bool Non_Crossing_Biased_Descend()
{
  int upward_preferred;
  bool result;

  upward_preferred = Inhibit_Biased_Climb() > Down_Separation;
  if (upward_preferred) {
    result = Own_Below_Threat() && (Cur_Vertical_Sep >= MINSEP) && (Down_Separation >= ALIM());
  } else {
    result = !(Own_Above_Threat()) || ((Own_Above_Threat()) && (Up_Separation >= ALIM()));
  }
  return result;
}

int alt_sep_test()
{
  bool enabled, tcas_equipped, intent_not_known;
  bool need_upward_RA, need_downward_RA;
  int alt_sep;

  enabled = High_Confidence && (Own_Tracked_Alt_Rate <= OLEV) && (Cur_Vertical_Sep > MAXALTDIFF);
  tcas_equipped = Other_Capability == TCAS_TA;
  intent_not_known = Two_of_Three_Reports_Valid && Other_RAC == NO_INTENT;

  alt_sep = UNRESOLVED;

  if (enabled && ((tcas_equipped && intent_not_known) || !tcas_equipped)) {
    need_upward_RA = Non_Crossing_Biased_Climb() && Own_Below_Threat();
    need_downward_RA = Non_Crossing_Biased_Descend() && Own_Above_Threat();
    if (need_upward_RA && need_downward_RA)
      alt_sep = UNRESOLVED;
    else if (need_upward_RA)
      alt_sep = UPWARD_RA;
    else if (need_downward_RA)
      alt_sep = DOWNWARD_RA;
    else
      alt_sep = UNRESOLVED;
  }
  return alt_sep;
}

int main()
{
  initialize();
  Cur_Vertical_Sep = __VERIFIER_nondet_int();
  High_Confidence = __VERIFIER_nondet_int();
  Two_of_Three_Reports_Valid = __VERIFIER_nondet_int();
  Own_Tracked_Alt = __VERIFIER_nondet_int();
  Own_Tracked_Alt_Rate = __VERIFIER_nondet_int();
  Other_Tracked_Alt = __VERIFIER_nondet_int();
  Alt_Layer_Value = __VERIFIER_nondet_int();
  __VERIFIER_assume(Alt_Layer_Value >= 0 && Alt_Layer_Value <= 3);
  Up_Separation = __VERIFIER_nondet_int();
  Down_Separation = __VERIFIER_nondet_int();
  Other_RAC = __VERIFIER_nondet_int();
  Other_Capability = __VERIFIER_nondet_int();
  Climb_Inhibit = __VERIFIER_nondet_int();
  __VERIFIER_assume(Up_Separation >= 0 && Up_Separation <= 100000);
  __VERIFIER_assume(Down_Separation >= 0 && Down_Separation <= 100000);
  __VERIFIER_assume(Cur_Vertical_Sep >= 0 && Cur_Vertical_Sep <= 100000);

  int res = alt_sep_test();
  if (Up_Separation >= ALIM() && Down_Separation < ALIM())
    assert(res != DOWNWARD_RA);
  printf("%d\n", res);
  return 0;
}
