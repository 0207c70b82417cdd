/* A client session over an unbounded command loop: login, query, logout. `query` asks
 * `session_ok`, which also trusts a cached credential from an earlier successful query;
 * logout does not drop that cache (bug), so a query after logout reaches the server. No bound
 * on the commands: the picture has to generalise the loop. Functions alphabet. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int logged_in;
static int cached;

static void login(void) { logged_in = 1; }
static void logout(void) { logged_in = 0; }

static int session_ok(void) { return logged_in || cached; }

static void server_query(void) {
  assert(logged_in);
}

static void query(void) {
  if (session_ok()) {
    server_query();
    cached = 1;
  }
}

int main(void) {
  while (__VERIFIER_nondet_int()) {
    int cmd = __VERIFIER_nondet_int();
    if (cmd == 0) login();
    else if (cmd == 1) query();
    else if (cmd == 2) logout();
  }
  return 0;
}
