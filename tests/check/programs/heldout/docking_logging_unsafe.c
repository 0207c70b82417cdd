/* Generated-controller style (a Real-Time Workshop model of a docking approach): static local
 * logging tables whose designated initialisers name earlier static locals, and a mission phase
 * machine whose final approach may be entered from the far phase when the sensor word jumps:
 * the docked mode can then be reached in two steps from far, which the mission forbids. */
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void _Learn_assert(int);

typedef double real_T;
typedef int int_T;
typedef unsigned int uint_T;
typedef unsigned char boolean_T;
typedef char char_T;
typedef int int32_T;

typedef enum { SS_DOUBLE = 0, SS_SINGLE, SS_INT8, SS_UINT8, SS_INT32 = 6, SS_BOOLEAN = 8 } BuiltInDTypeId;

typedef struct {
  int_T numSignals;
  int_T *numCols;
  int_T *numDims;
  int_T *dims;
  boolean_T *isVarDims;
  void **currSigDimsPtrs;
  int_T *currSigDimsSize;
  BuiltInDTypeId *dataTypes;
  int_T *complexSignals;
  int_T *frameData;
  const char_T **labels;
  char_T *titles;
  const char_T **plotStyles;
  const char_T **blockNames;
  const char_T **stateNames;
  boolean_T *crossMdlRef;
} RTWLogSignalInfo;

typedef struct {
  const char_T *logXSignalName;
  const RTWLogSignalInfo *logYSignalInfo;
  int_T logFormat;
  int_T maxRows;
  int_T decimation;
} RTWLogInfo;

typedef struct {
  int32_T mode;        /* 0 = far, 1 = approach, 2 = final, 3 = docked, 4 = abort */
  real_T range;
  real_T closing_rate;
  int_T ticks;
} D_Work_Docking;

static D_Work_Docking Docking_DWork;
static RTWLogInfo Docking_LogInfo;

static void Docking_initialize(void)
{
  static int_T rt_LoggedOutputWidths[] = { 1, 1, 1 };
  static int_T rt_LoggedOutputNumDimensions[] = { 1, 1, 1 };
  static int_T rt_LoggedOutputDimensions[] = { 1, 1, 1 };
  static boolean_T rt_LoggedOutputIsVarDims[] = { 0, 0, 0 };
  static void *rt_LoggedCurrentSignalDimensions[] = { (NULL), (NULL), (NULL) };
  static int_T rt_LoggedCurrentSignalDimensionsSize[] = { 1, 1, 1 };
  static BuiltInDTypeId rt_LoggedOutputDataTypeIds[] = { SS_INT32, SS_DOUBLE, SS_DOUBLE };
  static int_T rt_LoggedOutputComplexSignals[] = { 0, 0, 0 };
  static const char_T *rt_LoggedOutputLabels[] = { "mode", "range", "rate" };
  static const char_T *rt_LoggedOutputBlockNames[] = { "Docking/mode", "Docking/range", "Docking/rate" };
  static RTWLogSignalInfo rt_LoggedOutputSignalInfo[] = {
    {
      .numSignals = 3,
      .numCols = rt_LoggedOutputWidths,
      .numDims = rt_LoggedOutputNumDimensions,
      .dims = rt_LoggedOutputDimensions,
      .isVarDims = rt_LoggedOutputIsVarDims,
      .currSigDimsPtrs = rt_LoggedCurrentSignalDimensions,
      .currSigDimsSize = rt_LoggedCurrentSignalDimensionsSize,
      .dataTypes = rt_LoggedOutputDataTypeIds,
      .complexSignals = rt_LoggedOutputComplexSignals,
      .frameData = (NULL),
      .labels = rt_LoggedOutputLabels,
      .titles = (NULL),
      .plotStyles = (NULL),
      .blockNames = rt_LoggedOutputBlockNames,
      .stateNames = (NULL),
      .crossMdlRef = (NULL)
    }
  };
  Docking_LogInfo.logXSignalName = "tout";
  Docking_LogInfo.logYSignalInfo = rt_LoggedOutputSignalInfo;
  Docking_LogInfo.logFormat = 0;
  Docking_LogInfo.maxRows = 1000;
  Docking_LogInfo.decimation = 1;
  Docking_DWork.mode = 0;
  Docking_DWork.range = 1000.0;
  Docking_DWork.closing_rate = 0.0;
  Docking_DWork.ticks = 0;
}

static void MissionPhaseStat(int_T sensor)
{
  switch (Docking_DWork.mode) {
  case 0:
    if (sensor == 5)
      Docking_DWork.mode = 2; /* skips the approach phase */
    else if (sensor > 2)
      Docking_DWork.mode = 1;
    break;
  case 1:
    if (sensor == 5)
      Docking_DWork.mode = 2;
    else if (sensor < 0)
      Docking_DWork.mode = 4;
    break;
  case 2:
    if (sensor == 6)
      Docking_DWork.mode = 3;
    else if (sensor < 2)
      Docking_DWork.mode = 4;
    break;
  default:
    break;
  }
}

static void Docking_step(void)
{
  int_T sensor = __VERIFIER_nondet_int();
  __VERIFIER_assume(sensor >= -1 && sensor <= 6);
  MissionPhaseStat(sensor);
  Docking_DWork.ticks++;
}

int main(void)
{
  int_T k;
  Docking_initialize();
  for (k = 0; k < 4; k++) {
    Docking_step();
    if (Docking_DWork.mode == 3)
      _Learn_assert(Docking_DWork.ticks >= 3);
  }
  _Learn_assert(Docking_LogInfo.logYSignalInfo->numCols[2] == 1);
  _Learn_assert(Docking_LogInfo.logYSignalInfo[0].dataTypes[1] == SS_DOUBLE);
  _Learn_assert(Docking_LogInfo.logYSignalInfo->labels[0][0] == 'm');
  return 0;
}
