"""The query cache cannot lie (issue 9, item 3): damage, foreign versions, limits, concurrency."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3
import time
import warnings
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.teacher import cache as cache_module
from errlang.teacher.cache import (
    SCHEMA_VERSION,
    CacheLimits,
    CacheWarning,
    QueryCache,
    cache_info,
    clear_cache,
)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    cache_module._STARTED.clear()  # every test starts as a fresh process would
    return tmp_path / "cache" / "queries.sqlite"


def fill(path: Path, key: str = "k", n: int = 20) -> None:
    cache = QueryCache(key, path)
    for i in range(n):
        cache.store_membership(("a", str(i)), i % 2 == 0)
    cache.store_equivalence("H", ("a", "b"), {"unproven": []})
    cache.store_blob("runs", {"words": [["x", "!error"]]})
    cache.close()


def reopen(path: Path, key: str = "k") -> QueryCache:
    cache_module._STARTED.discard(path)
    return QueryCache(key, path)


def broken_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.broken-*"))


def test_round_trip_with_blobs_in_their_own_table(path: Path) -> None:
    fill(path)
    cache = reopen(path)
    assert cache.membership(("a", "0")) is True
    assert cache.membership(("a", "1")) is False
    assert cache.membership(("a", "99")) is None
    assert cache.equivalence("H") == {"word": ["a", "b"], "unproven": []}
    assert cache.blob("runs") == {"words": [["x", "!error"]]}
    assert QueryCache("other", path).membership(("a", "0")) is None
    cache.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("SELECT count(*) FROM blobs").fetchone()[0] == 1
    assert db.execute("SELECT count(*) FROM equivalence").fetchone()[0] == 1
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def damaged_open_warns(path: Path) -> QueryCache:
    with pytest.warns(CacheWarning, match="rebuilt empty"):
        cache = reopen(path)
        answers = (cache.membership(("a", "0")), cache.equivalence("H"), cache.blob("runs"))
    assert answers == (None, None, None)
    assert broken_copies(path), "the damaged file is kept aside"
    cache.store_membership(("a", "0"), False)  # the rebuilt cache works
    assert cache.membership(("a", "0")) is False
    return cache


@pytest.mark.parametrize("fraction", [0.0005, 0.3, 0.7])
def test_truncated_file_is_moved_aside(path: Path, fraction: float) -> None:
    fill(path, n=400)
    size = path.stat().st_size
    with open(path, "r+b") as handle:
        handle.truncate(max(1, int(size * fraction)))
    damaged_open_warns(path).close()


def test_garbage_file_is_moved_aside(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database\n" * 500)
    damaged_open_warns(path).close()


def test_overwritten_pages_are_detected(path: Path) -> None:
    fill(path, n=400)
    data = bytearray(path.read_bytes())
    for offset in range(4096 * 2, len(data), 4096):  # scribble over every page but the first
        data[offset + 100 : offset + 160] = os.urandom(60)
    path.write_bytes(bytes(data))
    damaged_open_warns(path).close()


def test_a_row_changed_behind_the_caches_back_is_not_answered(path: Path) -> None:
    fill(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE membership SET answer='false' WHERE word=?", (json.dumps(["a", "0"]),))
    db.commit()
    db.close()
    cache = reopen(path)
    with pytest.warns(CacheWarning, match="checksum"):
        assert cache.membership(("a", "0")) is None
    assert cache.membership(("a", "2")) is None, "nothing is answered from the damaged file"
    cache.close()


def test_foreign_version_is_moved_aside(path: Path) -> None:
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)  # the schema of errlang before issue 9: no version, no checksums
    db.executescript(
        "CREATE TABLE membership (key TEXT, word TEXT, answer INTEGER, PRIMARY KEY (key, word));"
        "CREATE TABLE equivalence (key TEXT, hypothesis TEXT, answer TEXT,"
        " PRIMARY KEY (key, hypothesis));"
    )
    db.execute("INSERT INTO membership VALUES ('k', ?, 1)", (json.dumps(["a", "0"]),))
    db.commit()
    db.close()
    damaged_open_warns(path).close()
    assert "schema version 1" in cache_info(broken_copies(path)[0]).problem  # type: ignore[operator]


def test_newer_version_is_moved_aside_too(path: Path) -> None:
    fill(path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    damaged_open_warns(path).close()


def test_unusable_directory_is_no_cache_and_says_so_once(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    path = blocker / "sub" / "queries.sqlite"
    cache_module._UNUSABLE.discard(path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = QueryCache("k", path)
        cache.store_membership(("a",), True)
        assert cache.membership(("a",)) is None
        QueryCache("k2", path)  # the next analysis of this process: said once only
    said = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    assert len(said) == 1 and "cannot be used" in said[0] and "working without it" in said[0]


def test_cli_says_a_damaged_cache_was_rebuilt_in_one_line(tmp_path: Path) -> None:
    import subprocess
    import sys

    directory = tmp_path / "cachedir"
    directory.mkdir()
    (directory / "queries.sqlite").write_bytes(os.urandom(5000))
    bank = Path(__file__).resolve().parents[3] / "examples" / "bank.c"
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "learn", str(bank), "--line", "34", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "ERRLANG_CACHE_DIR": str(directory)},
    )
    assert done.returncode == 0, done.stderr
    assert '"states"' in done.stdout  # the result, from a cache rebuilt empty
    lines = [line for line in done.stderr.splitlines() if "cache" in line]
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("errlang: warning: errlang cache ") and "rebuilt empty" in lines[0]
    assert "CacheWarning" not in done.stderr and "Traceback" not in done.stderr
    assert list(directory.glob("queries.sqlite.broken-*"))


def test_old_entries_are_pruned_at_start_up(path: Path) -> None:
    fill(path)
    db = sqlite3.connect(path)
    old = time.time() - 40 * 86400
    db.execute("UPDATE membership SET created=? WHERE word=?", (old, json.dumps(["a", "0"])))
    db.commit()
    db.close()
    assert QueryCache("k", path).membership(("a", "0")) is True, "no pruning after start-up"
    cache = reopen(path)
    assert cache.membership(("a", "0")) is None
    assert cache.membership(("a", "2")) is True
    cache.close()


def test_size_limit_keeps_the_newest(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = QueryCache("k", path)
    for i in range(3000):
        cache.store_blob(f"b{i}", "x" * 200)
    cache.close()
    assert path.stat().st_size > 600_000
    monkeypatch.setenv("ERRLANG_CACHE_MAX_MB", "0.25")
    assert CacheLimits.from_environment().max_bytes == 2**18
    cache = reopen(path)
    assert cache.blob("b2999") == "x" * 200
    assert cache.blob("b0") is None
    cache.close()
    info = cache_info(path)
    assert info.data_bytes <= 2**18
    assert 0 < info.entries["blobs"] < 3000


def _writer(args: tuple[str, str, int]) -> tuple[int, int]:
    """In a child process: store and read back answers; (wrong answers, cache warnings)."""
    path, key, n = args
    wrong = 0
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = QueryCache(key, Path(path))
        shared = QueryCache("shared", Path(path))
        for i in range(n):
            cache.store_membership((key, str(i)), i % 3 == 0)
            shared.store_membership(("s", str(i)), i % 5 == 0)  # same answers from everyone
            if cache.membership((key, str(i))) is not (i % 3 == 0):
                wrong += 1
            if shared.membership(("s", str(i // 2))) not in (None, (i // 2) % 5 == 0):
                wrong += 1
        cache.close()
        shared.close()
    return wrong, sum(issubclass(w.category, CacheWarning) for w in caught)


def test_concurrent_processes_share_the_cache(path: Path) -> None:
    context = multiprocessing.get_context("spawn")
    jobs = [(str(path), f"p{i}", 150) for i in range(4)]
    with context.Pool(4) as pool:
        outcomes = pool.map(_writer, jobs)
    assert outcomes == [(0, 0)] * 4, "no wrong answer, no damage reported"
    cache = reopen(path, "p3")
    assert all(cache.membership(("p3", str(i))) is (i % 3 == 0) for i in range(150))
    cache.close()
    info = cache_info(path)
    assert info.problem is None
    assert info.entries["membership"] == 4 * 150 + 150


def test_cli_info_and_clear(path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(path.parent))
    fill(path, n=5)
    assert main(["cache", "info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["entries"] == {"membership": 5, "equivalence": 1, "blobs": 1}
    assert info["schema_version"] == SCHEMA_VERSION and info["limits"]["max_age_days"] == 30
    assert main(["cache", "info"]) == 0
    assert "5 membership" in capsys.readouterr().out
    assert main(["cache", "clear"]) == 0
    assert "cleared" in capsys.readouterr().out
    assert not path.exists()
    assert clear_cache(path) == 0
    monkeypatch.setenv("ERRLANG_CACHE", "off")
    assert main(["cache", "info"]) == 0
    assert "disabled" in capsys.readouterr().out
