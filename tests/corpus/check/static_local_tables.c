/* Generated-controller style (as the 2015 tool's docking programs, Simulink's rt_ logging
 * tables): static local arrays and structs whose initialisers name earlier static locals of
 * the same function, and themselves. */
// errlang-test: loop-bound=3

typedef struct {
  int numCols;
  const int *widths;
  const char *label;
} LogInfo;

typedef struct node {
  struct node *self;
  int value;
} Node;

int nondet_int() { int v; return v; }

static int log_width(int signal) {
  static int rt_LoggedOutputWidths[] = {1, 2, 3};
  static const char rt_LoggedOutputLabels[] = "thrust";
  static LogInfo rt_LoggedOutputInfo = {
      .numCols = 3, .widths = rt_LoggedOutputWidths, .label = rt_LoggedOutputLabels};
  static const int *rt_SecondWidth = &rt_LoggedOutputWidths[1];
  static Node rt_Self = {&rt_Self, 4};
  if (signal < 0 || signal >= rt_LoggedOutputInfo.numCols)
    return 0;
  rt_LoggedOutputWidths[0]++; /* static: kept between calls */
  return rt_LoggedOutputInfo.widths[signal] + *rt_SecondWidth + rt_Self.self->value;
}

void main() {
  int signal = nondet_int();
  int first = log_width(0);
  _Learn_assert(first == 8); // expect: holds
  _Learn_assert(log_width(signal) != 9); // expect: fails witness=0
  _Learn_assert(log_width(0) >= 9); // expect: holds
}
