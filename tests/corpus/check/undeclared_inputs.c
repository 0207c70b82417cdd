/* Declared but undefined functions returning an integer type are inputs. */
#include <assert.h>
int read_sensor(void);
unsigned char read_byte(void);
long read_long(int channel);
short read_short(void);

int main(void) {
  int t = read_sensor();
  unsigned char b = read_byte();
  long l = read_long(3);
  assert(b <= 255); // expect: holds
  assert(t < 100 || b != 7); // expect: fails witness=100,7,0
  assert(l != 5000000000L); // expect: fails witness=0,0,5000000000
  short s = read_short();
  assert(s >= -32768 && s <= 32767); // expect: holds
  assert(s != -5 || t == 1); // expect: fails witness=0,0,0,-5
  return 0;
}
