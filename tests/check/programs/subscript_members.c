/* Arrays that are members: gcc's -fsanitize=bounds checks a subscript of a member array
   except a trailing one reached through a pointer (taken as flexible: the struct hack). With
   i = 2 gcc 12 reports "index 2 out of bounds for type 'int [2]'" at lines 27-33 and lets
   lines 35-39 pass. */
#include <assert.h>
#include <stdlib.h>
int nondet_int(void);
struct point { int x; int y[2]; };
struct outer { struct point p; int z; };
struct outer2 { int z; struct point p; };
union U { int a[2]; char b[12]; };
struct withu { union U u; int z; };
struct point pts[4], one;
struct outer bg;
union U gu;
int main(void) {
  int which = nondet_int(), i = nondet_int();
  if (i < 0 || i > 2) return 0;
  struct outer *po = calloc(1, 64);
  struct outer2 *po2 = calloc(1, 64);
  union U *pu = calloc(1, 64);
  struct withu *pw = calloc(1, 64);
  struct point *pp = calloc(2, sizeof(struct point));
  if (!po || !po2 || !pu || !pw || !pp) return 0;
  struct point loc = {0, {0, 0}};
  switch (which) {
  case 0: pts[0].y[i] = 1; break;
  case 1: one.y[i] = 1; break;
  case 2: bg.p.y[i] = 1; break;
  case 3: gu.a[i] = 1; break;
  case 4: po->p.y[i] = 1; break;
  case 5: pw->u.a[i] = 1; break;
  case 6: loc.y[i] = 1; break;
  /* flexible for gcc: no finding */
  case 7: po2->p.y[i] = 1; break;
  case 8: pu->a[i] = 1; break;
  case 9: pp->y[i] = 1; break;
  case 10: pp[0].y[i] = 1; break;
  case 11: (*pp).y[i] = 1; break;
  }
  assert(which < 7 || i < 2 || pp[1].x != 1 || which != 9);
  free(po); free(po2); free(pu); free(pw); free(pp);
  return 0;
}
