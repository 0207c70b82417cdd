/* Binary search in a sorted array of 16: at most 5 iterations, safe. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int a[16];
  for (int i = 0; i < 16; i++)
    a[i] = 2 * i;
  int key = __VERIFIER_nondet_int();
  int lo = 0;
  int hi = 15;
  int found = -1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) {
      found = mid;
      break;
    }
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  if (found >= 0 && a[found] != key)
    reach_error();
  return 0;
}
