/* The older SV-COMP form: __VERIFIER_error() behind an ERROR label. */
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);

int find(int *a, int n, int key)
{
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void)
{
  int a[6] = { 1, 3, 5, 7, 9, 11 };
  int key = __VERIFIER_nondet_int();
  int pos = find(a, 6, key);
  if (pos >= 0 && a[pos] != key) {
    goto ERROR;
  }
  /* wrong expectation: 11 is in the table */
  if (key > 9 && pos >= 0) {
    goto ERROR;
  }
  return 0;
ERROR:
  __VERIFIER_error();
  return 1;
}
