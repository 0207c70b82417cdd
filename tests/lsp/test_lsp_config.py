"""Settings from the client and from compile_commands.json."""

from __future__ import annotations

import json
from pathlib import Path

from errlang_lsp.compile_commands import flags_for, parse_arguments
from errlang_lsp.config import ServerSettings


def test_client_settings_are_parsed_leniently() -> None:
    settings = ServerSettings.from_client(
        {
            "loopBound": 4,
            "maxLength": "7",
            "alphabet": "functions, calls, bogus",
            "learnOnSave": False,
            "timeout": 12,
            "includePaths": ["inc"],
            "defines": ["N=3"],
            "pythonPath": "/usr/bin/python3",
        }
    )
    assert settings == ServerSettings(4, 7, ("functions", "calls"), False, 12.0, ("inc",), ("N=3",))
    assert ServerSettings.from_client({"loopBound": "many", "alphabet": []}) == ServerSettings()
    assert ServerSettings.from_client(None) == ServerSettings()


def test_engine_settings_merge_compile_commands_and_marker(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    source = tmp_path / "src" / "a.c"
    source.write_text("int main(void) { return 0; }\n")
    database = [
        {
            "directory": str(tmp_path),
            "file": "src/a.c",
            "command": "cc -Iinclude -I /opt/x -DDEBUG -D N=2 -c src/a.c",
        }
    ]
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "compile_commands.json").write_text(json.dumps(database))
    settings = ServerSettings(loop_bound=2, include_dirs=("${workspaceFolder}/mine",))
    engine = settings.engine_settings(source, tmp_path, {"alphabet": ("calls",), "loop_bound": 5})
    assert engine["include_dirs"] == [
        str(tmp_path / "mine"),
        str(tmp_path / "include"),
        "/opt/x",
    ]
    assert engine["defines"] == ["DEBUG", "N=2"]
    assert engine["alphabet"] == ["calls"] and engine["loop_bound"] == 5
    other = tmp_path / "src" / "b.c"
    assert flags_for(other, tmp_path).include_dirs == ()


def test_parse_arguments_forms() -> None:
    includes, defines = parse_arguments(
        ["gcc", "-isystem", "sys", "-iquote", "q", "-DX", "-o", "out", "-Iy"], Path("/w")
    )
    assert includes == ("/w/sys", "/w/q", "/w/y")
    assert defines == ("X",)


def test_pac_and_model_settings_nested_or_flat_and_checked() -> None:
    """VS Code sends ``errlang.pac.epsilon`` nested (``{"pac": {"epsilon": …}}``);
    initializationOptions may carry it flat. Out-of-range values fall back to the defaults."""
    nested = ServerSettings.from_client(
        {"pac": {"epsilon": 0.2, "confidence": 0.95, "batch": 4, "timeout": 9}, "model": {}}
    )
    assert nested.pac_options() == {"epsilon": 0.2, "confidence": 0.95, "batch": 4, "timeout": 9}
    flat = ServerSettings.from_client({"model.traces": 7, "model.length": "12", "model.timeout": 5})
    assert flat.model_options() == {"traces": 7, "length": 12, "timeout": 5.0}
    assert flat.pac_options() == ServerSettings().pac_options()
    bad = ServerSettings.from_client(
        {"pac": {"epsilon": 1.5, "confidence": 0, "batch": "many"}, "model": {"traces": -3}}
    )
    assert bad == ServerSettings()


def test_malloc_may_fail_reaches_the_engine(tmp_path: Path) -> None:
    source = tmp_path / "a.c"
    source.write_text("int main(void) { return 0; }\n")
    assert (
        ServerSettings.from_client({}).engine_settings(source, tmp_path)["malloc_may_fail"] is False
    )
    chosen = ServerSettings.from_client({"mallocMayFail": True})
    assert chosen.engine_settings(source, tmp_path)["malloc_may_fail"] is True
    # a value of the wrong type is the default, as for every Boolean setting
    assert ServerSettings.from_client({"mallocMayFail": "yes"}).malloc_may_fail is False


def test_a_timeout_of_no_seconds_or_of_infinity_is_no_budget_given() -> None:
    """inf and 1e30 were taken: they overflow a deadline (select's time_t) and, through
    "check workspace", the command line refuses them (C2's sweep); now capped at 1e6 s."""
    for value in ("nan", float("nan"), 0, -5):
        assert ServerSettings.from_client({"timeout": value}).timeout == ServerSettings().timeout
    for value in ("inf", float("inf"), 1e30):
        assert ServerSettings.from_client({"timeout": value}).timeout == 1e6
    assert ServerSettings.from_client({"timeout": "12.5"}).timeout == 12.5
