extern int get(void); /* declared, defined nowhere: gcc cannot link this program */
int main(void) {
  int t[4] = {0};
  int i = get();
  return t[i];
}
