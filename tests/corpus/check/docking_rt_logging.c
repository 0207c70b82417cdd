/* The 2015 tool's docking programs are generated controllers (Simulink Embedded Coder): the
 * model's initialise function declares its signal-logging tables as static locals whose
 * initialisers name the earlier ones (`.numCols = rt_LoggedOutputWidths`), arrays of structs
 * of pointers to them, and the step function is driven by nondet inputs. */
// errlang-test: loop-bound=3

typedef int int_T;
typedef char char_T;
typedef unsigned char boolean_T;

typedef struct {
  int_T numSignals;
  int_T *numCols;
  int_T *numDims;
  int_T **dims;
  const char_T **labels;
} RTWLogSignalInfo;

typedef struct {
  const char_T *blockName;
  RTWLogSignalInfo *signalInfo;
  int_T decimation;
} RTWLogInfo;

int nondet_int() { int v; return v; }

static int_T phase;
static int_T holdTicks;
static RTWLogInfo *rt_Log;

static void Docking_initialize(void) {
  static int_T rt_LoggedOutputWidths[] = {1, 1};
  static int_T rt_LoggedOutputNumDimensions[] = {1, 1};
  static int_T rt_LoggedOutputDimensions[] = {1, 1};
  static int_T *rt_LoggedOutputDimensionsPtrs[] = {&rt_LoggedOutputDimensions[0],
                                                   &rt_LoggedOutputDimensions[1]};
  static const char_T *rt_LoggedOutputLabels[] = {"phase", "holdTicks"};
  static RTWLogSignalInfo rt_LoggedOutputSignalInfo[] = {
      {.numSignals = 2,
       .numCols = rt_LoggedOutputWidths,
       .numDims = rt_LoggedOutputNumDimensions,
       .dims = rt_LoggedOutputDimensionsPtrs,
       .labels = rt_LoggedOutputLabels}};
  static RTWLogInfo rt_LogInfo = {"Docking/Outputs", rt_LoggedOutputSignalInfo, 1};
  rt_Log = &rt_LogInfo;
  phase = 0;
  holdTicks = 0;
}

static void Docking_step(int_T distance, boolean_T contact) {
  switch (phase) {
  case 0:
    if (distance >= 0 && distance <= 10)
      phase = 1;
    break;
  case 1:
    if (contact)
      holdTicks++;
    if (holdTicks >= 2)
      phase = 2;
    break;
  default:
    break;
  }
}

void main() {
  Docking_initialize();
  _Learn_assert(rt_Log->signalInfo[0].numCols[1] == 1 && rt_Log->decimation == 1); // expect: holds
  _Learn_assert(rt_Log->signalInfo->labels[1][0] == 'h'); // expect: holds
  int_T k;
  for (k = 0; k < 3; k++) {
    int_T distance = nondet_int();
    boolean_T contact = nondet_int() != 0;
    Docking_step(distance, contact);
  }
  _Learn_assert(phase != 2); // expect: fails witness=5,0,0,1,0,1
}
