"""Persistent answers (sqlite under the user's cache directory), keyed by the slice's IR.

The key is a hash of the normalised IR of the functions the target depends on, the target,
the alphabet and the loop bound (DESIGN §4): an edit outside the slice keeps every answer.
``ERRLANG_CACHE_DIR`` overrides the directory; ``ERRLANG_CACHE=off`` disables the cache.

A cache must never lie (issue 9, item 3; docs/trust.md):

* every row carries a checksum of its key and value; a row whose checksum does not match, a
  file that is not a database, a malformed one, or one with another schema version is moved
  aside (``queries.sqlite.broken-<time>``) with a :class:`CacheWarning` and rebuilt empty — the
  query is then answered by the solver, never from the damaged file, and never with an exception;
* entries are bounded: on the first open in a process, rows older than
  ``ERRLANG_CACHE_MAX_AGE_DAYS`` (default 30) are deleted, then the oldest rows until the data fit
  in ``ERRLANG_CACHE_MAX_MB`` (default 256);
* several processes (two servers, a CLI beside a server) share the file: WAL journal, a busy
  timeout, schema creation in one immediate transaction.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import platformdirs

SCHEMA_VERSION = 2  # 1: blobs under "blob:" keys in the equivalence table, no checksums
DEFAULT_MAX_MB = 256.0
DEFAULT_MAX_AGE_DAYS = 30.0
BUSY_TIMEOUT_MS = 10_000
QUICK_CHECK_LIMIT = 32 * 2**20  # integrity-check files up to this size at start-up
_TABLES = {  # table: the column naming the question within a key
    "membership": "word",
    "equivalence": "hypothesis",
    "blobs": "name",
}
_SCHEMA = [
    statement
    for table, column in _TABLES.items()
    for statement in (
        f"CREATE TABLE IF NOT EXISTS {table} (key TEXT NOT NULL, {column} TEXT NOT NULL,"
        " answer TEXT NOT NULL, created REAL NOT NULL, checksum TEXT NOT NULL,"
        f" PRIMARY KEY (key, {column}))",
        f"CREATE INDEX IF NOT EXISTS {table}_created ON {table} (created)",
    )
]


class CacheWarning(UserWarning):
    """The cache file was unusable and has been moved aside (the answers are recomputed)."""


class CacheDamaged(Exception):
    """Internal: the open database cannot be trusted."""


def cache_path() -> Path | None:
    if os.environ.get("ERRLANG_CACHE", "").lower() in ("off", "0", "no"):
        return None
    directory = os.environ.get("ERRLANG_CACHE_DIR") or platformdirs.user_cache_dir("errlang")
    return Path(directory) / "queries.sqlite"


@dataclass(frozen=True)
class CacheLimits:
    max_bytes: int
    max_age_seconds: float

    @classmethod
    def from_environment(cls) -> CacheLimits:
        return cls(
            int(_env_float("ERRLANG_CACHE_MAX_MB", DEFAULT_MAX_MB) * 2**20),
            _env_float("ERRLANG_CACHE_MAX_AGE_DAYS", DEFAULT_MAX_AGE_DAYS) * 86400,
        )


def _env_float(name: str, default: float) -> float:
    try:
        value = float(os.environ.get(name, default))
    except ValueError:
        return default
    return value if value > 0 else default


def _checksum(key: str, question: str, answer: str) -> str:
    return hashlib.blake2b(f"{key}\0{question}\0{answer}".encode(), digest_size=8).hexdigest()


def move_aside(path: Path, reason: str) -> Path | None:
    """Rename ``path`` (and its WAL files) to ``path.broken-<time>``; warn with the reason."""
    stamp = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    target: Path | None = path.with_name(f"{path.name}.broken-{stamp}")
    try:
        os.replace(path, str(target))
    except OSError:
        target = None  # another process moved it first, or it is gone
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(OSError):
            Path(f"{path}{suffix}").unlink()
    where = f"; kept as {target}" if target else ""
    warnings.warn(f"errlang cache {path}: {reason}; rebuilt empty{where}", CacheWarning, 2)
    return target


def connect(path: Path) -> sqlite3.Connection:
    """An open connection on a database of this schema version (created if new).

    Raises :class:`CacheDamaged` if the file is not one (foreign version, not sqlite, malformed)
    and ``sqlite3.Error``/``OSError`` if it cannot be opened at all.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA synchronous=NORMAL")  # with WAL: durable at checkpoints, never torn
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
        except sqlite3.DatabaseError as error:
            if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
                raise
            raise CacheDamaged(f"not a readable database ({error})") from error
        if version == 0 and not tables:
            _create(db)
        elif version != SCHEMA_VERSION:
            raise CacheDamaged(f"schema version {version or 1}, this errlang uses {SCHEMA_VERSION}")
        return db
    except BaseException:
        db.close()
        raise


def _create(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA auto_vacuum=INCREMENTAL")  # before the first table: lets prune shrink
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("BEGIN IMMEDIATE")
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:  # not created by another process meanwhile
            for statement in _SCHEMA:
                db.execute(statement)
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
        raise CacheDamaged("another schema was created concurrently")


def _startup(db: sqlite3.Connection, path: Path, limits: CacheLimits) -> None:
    """Once per process and file: an integrity check of small files, then pruning."""
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    if size <= QUICK_CHECK_LIMIT:
        rows = db.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            raise CacheDamaged(f"integrity check failed: {rows[0][0]}")
    prune(db, limits)


def data_bytes(db: sqlite3.Connection) -> int:
    pages, free, size = (
        db.execute(f"PRAGMA {p}").fetchone()[0]
        for p in ("page_count", "freelist_count", "page_size")
    )
    return int((pages - free) * size)


def prune(db: sqlite3.Connection, limits: CacheLimits, now: float | None = None) -> int:
    """Delete rows older than the age limit, then the oldest until the data fit; rows deleted."""
    now = time.time() if now is None else now
    deleted = 0
    for table in _TABLES:
        cursor = db.execute(
            f"DELETE FROM {table} WHERE created < ?", (now - limits.max_age_seconds,)
        )
        deleted += max(cursor.rowcount, 0)
    for _ in range(32):  # halve the age of what is kept until the data fit
        if data_bytes(db) <= limits.max_bytes:
            break
        times = [
            r[0]
            for t in _TABLES
            for r in db.execute(f"SELECT created FROM {t} ORDER BY created LIMIT 1")
        ]
        if not times:
            break
        cutoff = min(times) + (now - min(times)) / 2
        for table in _TABLES:
            cursor = db.execute(f"DELETE FROM {table} WHERE created <= ?", (cutoff,))
            deleted += max(cursor.rowcount, 0)
        db.execute("PRAGMA incremental_vacuum")
    if deleted:
        db.execute("PRAGMA incremental_vacuum")
    return deleted


_STARTED: set[Path] = set()  # files checked and pruned by this process
_UNUSABLE: set[Path] = set()  # files this process said it works without


def _unusable(path: Path, error: Exception) -> None:
    """No cache: said once per file and process (the analysis goes on without it)."""
    if path not in _UNUSABLE:
        _UNUSABLE.add(path)
        warnings.warn(
            f"errlang cache {path}: cannot be used ({error}); working without it",
            CacheWarning,
            3,
        )


class QueryCache:
    """Membership and equivalence answers for one key (program slice, target, alphabet, b)."""

    def __init__(self, key: str, path: Path | None = None) -> None:
        self.key = key
        self.path = path if path is not None else cache_path()
        self._db: sqlite3.Connection | None = None
        if self.path is not None:
            self._db = self._open(self.path)

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection | None:
        for _attempt in range(2):  # a damaged file is moved aside once, then rebuilt
            db = None
            try:
                db = connect(path)
                if path not in _STARTED:
                    _startup(db, path, CacheLimits.from_environment())
                    _STARTED.add(path)
                return db
            except CacheDamaged as damage:
                if db is not None:
                    db.close()
                move_aside(path, str(damage))
            except sqlite3.DatabaseError as error:
                if db is not None:
                    db.close()
                if isinstance(error, sqlite3.OperationalError):
                    _unusable(path, error)  # locked beyond the busy timeout, read-only…
                    return None
                move_aside(path, f"malformed ({error})")
            except OSError as error:
                _unusable(path, error)  # an unusable directory is no cache, never an error
                return None
        return None

    def _damaged(self, reason: str) -> None:
        """Stop using the file, move it aside, and continue on a fresh one."""
        if self._db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._db = None
        if self.path is not None:
            move_aside(self.path, reason)
            self._db = self._open(self.path)

    def _get(self, table: str, question: str) -> object | None:
        if self._db is None:
            return None
        column = _TABLES[table]
        try:
            row = self._db.execute(
                f"SELECT answer, checksum FROM {table} WHERE key=? AND {column}=?",
                (self.key, question),
            ).fetchone()
        except sqlite3.OperationalError:
            return None  # busy beyond the timeout: answer without the cache
        except sqlite3.DatabaseError as error:
            self._damaged(f"malformed ({error})")
            return None
        if row is None:
            return None
        answer, checksum = row
        if not isinstance(answer, str) or checksum != _checksum(self.key, question, answer):
            self._damaged(f"a {table} row fails its checksum")
            return None
        try:
            return json.loads(answer)
        except json.JSONDecodeError:
            self._damaged(f"a {table} row is not JSON")
            return None

    def _put(self, table: str, question: str, value: object) -> None:
        if self._db is None:
            return
        answer = json.dumps(value)
        try:
            self._db.execute(
                f"INSERT OR REPLACE INTO {table} VALUES (?, ?, ?, ?, ?)",
                (self.key, question, answer, time.time(), _checksum(self.key, question, answer)),
            )
        except sqlite3.OperationalError:
            pass  # busy beyond the timeout: the answer is simply not kept
        except sqlite3.DatabaseError as error:
            self._damaged(f"malformed ({error})")

    def membership(self, word: tuple[str, ...]) -> bool | None:
        answer = self._get("membership", json.dumps(list(word)))
        return answer if isinstance(answer, bool) else None

    def store_membership(self, word: tuple[str, ...], answer: bool) -> None:
        self._put("membership", json.dumps(list(word)), bool(answer))

    def equivalence(self, hypothesis: str) -> dict | None:
        """The stored answer: {"word": counterexample or None, "unproven": [...]}."""
        answer = self._get("equivalence", hypothesis)
        return answer if isinstance(answer, dict) else None

    def store_equivalence(self, hypothesis: str, word: tuple[str, ...] | None, extra: dict) -> None:
        self._put(
            "equivalence", hypothesis, {"word": None if word is None else list(word), **extra}
        )

    def blob(self, name: str) -> object | None:
        """A stored JSON value (counterexamples, bound checks) for this key."""
        return self._get("blobs", name)

    def store_blob(self, name: str, value: object) -> None:
        self._put("blobs", name, value)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None


@dataclass(frozen=True)
class CacheInfo:
    """What ``errlang cache info`` prints."""

    path: str
    exists: bool
    file_bytes: int
    data_bytes: int
    schema_version: int | None
    entries: dict[str, int]
    keys: int
    oldest: float | None
    newest: float | None
    limits: CacheLimits
    problem: str | None = None


def cache_info(path: Path) -> CacheInfo:
    """Sizes, entries and ages of the cache at ``path`` (read-only: a damaged file is reported,
    not moved)."""
    limits = CacheLimits.from_environment()
    files = [path, Path(f"{path}-wal")]
    size = sum(f.stat().st_size for f in files if f.exists())
    if not path.exists():
        return CacheInfo(str(path), False, 0, 0, None, {}, 0, None, None, limits)
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as error:
        return CacheInfo(str(path), True, size, 0, None, {}, 0, None, None, limits, str(error))
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version != SCHEMA_VERSION:
            problem = f"schema version {version or 1}, this errlang uses {SCHEMA_VERSION}"
            return CacheInfo(str(path), True, size, 0, version, {}, 0, None, None, limits, problem)
        entries = {t: db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in _TABLES}
        union = " UNION ".join(f"SELECT key FROM {t}" for t in _TABLES)
        keys = db.execute(f"SELECT count(*) FROM ({union})").fetchone()[0]
        times = " UNION ALL ".join(f"SELECT created FROM {t}" for t in _TABLES)
        oldest, newest = db.execute(f"SELECT min(created), max(created) FROM ({times})").fetchone()
        used = data_bytes(db)
        return CacheInfo(
            str(path), True, size, used, version, entries, keys, oldest, newest, limits
        )
    except sqlite3.Error as error:
        return CacheInfo(str(path), True, size, 0, None, {}, 0, None, None, limits, str(error))
    finally:
        db.close()


def clear_cache(path: Path) -> int:
    """Delete the cache file (and its WAL files and moved-aside copies); bytes freed."""
    freed = 0
    victims = [path, Path(f"{path}-wal"), Path(f"{path}-shm")]
    victims += sorted(path.parent.glob(f"{path.name}.broken-*")) if path.parent.is_dir() else []
    for victim in victims:
        with contextlib.suppress(OSError):
            size = victim.stat().st_size
            victim.unlink()
            freed += size
    _STARTED.discard(path)
    return freed
