"""Persistent answers (sqlite under the user's cache directory), keyed by the slice's IR.

The key is a hash of the normalised IR of the functions the target depends on, the target,
the alphabet and the loop bound (DESIGN §4): an edit outside the slice keeps every answer.
``ERRLANG_CACHE_DIR`` overrides the directory; ``ERRLANG_CACHE=off`` disables the cache.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import platformdirs

_SCHEMA = """
CREATE TABLE IF NOT EXISTS membership (key TEXT, word TEXT, answer INTEGER,
  PRIMARY KEY (key, word));
CREATE TABLE IF NOT EXISTS equivalence (key TEXT, hypothesis TEXT, answer TEXT,
  PRIMARY KEY (key, hypothesis));
"""


def cache_path() -> Path | None:
    if os.environ.get("ERRLANG_CACHE", "").lower() in ("off", "0", "no"):
        return None
    directory = os.environ.get("ERRLANG_CACHE_DIR") or platformdirs.user_cache_dir("errlang")
    return Path(directory) / "queries.sqlite"


class QueryCache:
    """Membership and equivalence answers for one key (program slice, target, alphabet, b)."""

    def __init__(self, key: str, path: Path | None = None) -> None:
        self.key = key
        self.path = path if path is not None else cache_path()
        self._db: sqlite3.Connection | None = None
        if self.path is not None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(self.path, timeout=10)
                self._db.executescript(_SCHEMA)
            except (OSError, sqlite3.Error):
                self._db = None  # an unusable cache is no cache, never an error

    def _get(self, sql: str, args: tuple[str, ...]) -> tuple | None:
        if self._db is None:
            return None
        try:
            return self._db.execute(sql, args).fetchone()
        except sqlite3.Error:
            return None

    def _put(self, sql: str, args: tuple[object, ...]) -> None:
        if self._db is None:
            return
        try:
            self._db.execute(sql, args)
            self._db.commit()
        except sqlite3.Error:
            pass

    def membership(self, word: tuple[str, ...]) -> bool | None:
        row = self._get(
            "SELECT answer FROM membership WHERE key=? AND word=?", (self.key, json.dumps(word))
        )
        return None if row is None else bool(row[0])

    def store_membership(self, word: tuple[str, ...], answer: bool) -> None:
        self._put(
            "INSERT OR REPLACE INTO membership VALUES (?, ?, ?)",
            (self.key, json.dumps(word), int(answer)),
        )

    def equivalence(self, hypothesis: str) -> dict | None:
        """The stored answer: {"word": counterexample or None, "unproven": [...]}."""
        row = self._get(
            "SELECT answer FROM equivalence WHERE key=? AND hypothesis=?", (self.key, hypothesis)
        )
        return None if row is None else json.loads(row[0])

    def store_equivalence(self, hypothesis: str, word: tuple[str, ...] | None, extra: dict) -> None:
        value = {"word": None if word is None else list(word), **extra}
        self._put(
            "INSERT OR REPLACE INTO equivalence VALUES (?, ?, ?)",
            (self.key, hypothesis, json.dumps(value)),
        )

    def blob(self, name: str) -> object | None:
        """A stored JSON value (counterexamples, bound checks) for this key."""
        row = self._get(
            "SELECT answer FROM equivalence WHERE key=? AND hypothesis=?",
            (self.key, f"blob:{name}"),
        )
        return None if row is None else json.loads(row[0])

    def store_blob(self, name: str, value: object) -> None:
        self._put(
            "INSERT OR REPLACE INTO equivalence VALUES (?, ?, ?)",
            (self.key, f"blob:{name}", json.dumps(value)),
        )

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
