/* errlang-mine: seed "m_lock" bad "^m_lock\(X0\)$"
 * A lock API: every critical section unlocks on each path, through helpers, loops and early
 * returns, except one error path that returns with the lock held.
 */
struct mutex {
  int owner;
};
void m_lock(struct mutex *m);
void m_unlock(struct mutex *m);
int m_trylock(struct mutex *m);
int __VERIFIER_nondet_int(void);

struct mutex table_lock;
struct mutex log_lock;
int table[4];
int log_len;

static void put(int i, int v) {
  m_lock(&table_lock);
  table[i & 3] = v;
  m_unlock(&table_lock);
}

static int sum(void) {
  int s = 0;
  m_lock(&table_lock);
  for (int i = 0; i < 4; i++)
    s += table[i];
  m_unlock(&table_lock);
  return s;
}

static void log_value(int v) {
  m_lock(&log_lock);
  if (v < 0) {
    m_unlock(&log_lock);
    return;
  }
  log_len++;
  m_unlock(&log_lock);
}

static int checked_put(int i, int v) {
  m_lock(&table_lock);
  if (i < 0 || i > 3)
    return -1; /* wrong: returns with table_lock held */
  table[i] = v;
  m_unlock(&table_lock);
  return 0;
}

int main(void) {
  int op = __VERIFIER_nondet_int();
  int v = __VERIFIER_nondet_int();
  if (op == 0) {
    put(1, v);
    log_value(sum());
  } else if (op == 1) {
    log_value(v);
  } else if (op == 2) {
    checked_put(v, 1);
  } else {
    put(0, v);
    put(2, v);
  }
  return 0;
}
