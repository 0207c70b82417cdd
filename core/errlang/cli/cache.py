"""`errlang cache info|clear`: the persistent query cache (docs/trust.md)."""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict

from errlang.cli.main import EXIT_BAD_INPUT, EXIT_OK
from errlang.teacher.cache import CacheInfo, cache_info, cache_path, clear_cache


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("cache", help="show or clear the query cache")
    parser.add_argument("action", choices=("info", "clear"), help="info: sizes; clear: delete")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    path = cache_path()
    if path is None:
        message = "the cache is disabled (ERRLANG_CACHE=off)"
        print(json.dumps({"enabled": False, "message": message}) if args.json else message)
        return EXIT_OK
    if args.action == "clear":
        freed = clear_cache(path)
        if args.json:
            print(json.dumps({"enabled": True, "path": str(path), "freed_bytes": freed}))
        else:
            print(f"{path}: cleared ({_size(freed)} freed)")
        return EXIT_OK
    info = cache_info(path)
    if args.json:
        print(json.dumps({"enabled": True, **info_json(info)}, indent=2))
    else:
        print_info(info)
    return EXIT_BAD_INPUT if info.problem else EXIT_OK


def info_json(info: CacheInfo) -> dict[str, object]:
    """The one serialiser of :class:`CacheInfo`."""
    data = asdict(info)
    data["limits"] = {
        "max_bytes": info.limits.max_bytes,
        "max_age_days": info.limits.max_age_seconds / 86400,
    }
    return data


def print_info(info: CacheInfo) -> None:
    print(f"cache: {info.path}")
    if not info.exists:
        print("  (no cache file yet)")
    else:
        print(f"  size: {_size(info.file_bytes)} on disk, {_size(info.data_bytes)} of data")
        print(f"  schema version: {info.schema_version}")
        if info.problem:
            print(f"  problem: {info.problem} (the next analysis moves it aside and rebuilds)")
        entries = ", ".join(f"{n} {table}" for table, n in info.entries.items())
        print(f"  entries: {entries or 'none'} under {info.keys} keys")
        if info.oldest is not None and info.newest is not None:
            print(f"  written: {_when(info.oldest)} to {_when(info.newest)}")
    days = info.limits.max_age_seconds / 86400
    print(f"  limits: {_size(info.limits.max_bytes)}, {days:g} days (pruned at start-up)")


def _size(n: int) -> str:
    if n < 1024:
        return f"{n} bytes"
    return f"{n / 1024:.1f} KiB" if n < 2**20 else f"{n / 2**20:.1f} MiB"


def _when(stamp: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(stamp))
