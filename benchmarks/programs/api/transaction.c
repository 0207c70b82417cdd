/* errlang-mine: seed "X = tx_begin(...)" bad "tx_(commit|abort)\(X0\) ; .*tx_"
 * A transaction API: begin, any number of updates, then exactly one commit or abort. Used
 * through a retry loop, a validation that aborts, and a read-only transaction; wrongly once:
 * an update after the transaction was committed.
 */
struct db;
struct tx;
struct tx *tx_begin(struct db *d);
int tx_update(struct tx *t, int key, int value);
int tx_commit(struct tx *t);
void tx_abort(struct tx *t);
int __VERIFIER_nondet_int(void);

struct db *database;

static int store(int key, int value) {
  for (int attempt = 0; attempt < 2; attempt++) {
    struct tx *t = tx_begin(database);
    if (!t)
      return -1;
    tx_update(t, key, value);
    if (tx_commit(t) == 0)
      return 0;
  }
  return -1;
}

static int validated_store(int key, int value) {
  struct tx *t = tx_begin(database);
  if (!t)
    return -1;
  if (value < 0) {
    tx_abort(t);
    return -1;
  }
  tx_update(t, key, value);
  tx_update(t, key + 1, value);
  return tx_commit(t);
}

static void touch(void) {
  struct tx *t = tx_begin(database);
  if (t)
    tx_commit(t);
}

static void audit(int key) {
  struct tx *t = tx_begin(database);
  if (!t)
    return;
  tx_update(t, key, 0);
  tx_commit(t);
  tx_update(t, key, 1); /* wrong: the transaction is over */
}

int main(void) {
  int op = __VERIFIER_nondet_int();
  int v = __VERIFIER_nondet_int();
  if (op == 0)
    store(1, v);
  else if (op == 1)
    validated_store(2, v);
  else if (op == 2)
    touch();
  else if (op == 3)
    audit(v);
  return 0;
}
