"""One vocabulary: the extension's settings, the server's configuration and the engine agree."""

from __future__ import annotations

import dataclasses
import inspect
import json
import subprocess
import sys
from pathlib import Path

from errlang.learner.base import ALGORITHMS
from errlang.pac.results import PacSettings
from errlang.session.settings import Settings
from errlang.vocabulary import ALPHABETS, DEFAULT_ALPHABET, DEFAULT_TIMEOUT
from errlang_lsp.config import ENGINE_KEYS, SERVER_KEYS, ServerSettings
from errlang_lsp.editor_jobs import model_job

PACKAGE = Path(__file__).resolve().parents[2] / "vscode-extension" / "package.json"
CLIENT_ONLY = {"pythonPath", "replay.enabled", "trace.server"}


def _properties() -> dict[str, dict]:
    contributed = json.loads(PACKAGE.read_text())["contributes"]["configuration"]
    return {key.removeprefix("errlang."): value for key, value in contributed["properties"].items()}


def test_every_setting_of_the_extension_is_read_by_the_server() -> None:
    assert set(_properties()) - CLIENT_ONLY == set(ENGINE_KEYS) | set(SERVER_KEYS)


def test_engine_keys_name_fields_of_the_engine_settings() -> None:
    engine_fields = {f.name for f in dataclasses.fields(Settings)}
    server_fields = {f.name for f in dataclasses.fields(ServerSettings)}
    assert set(ENGINE_KEYS.values()) <= engine_fields & server_fields
    assert set(SERVER_KEYS.values()) <= server_fields


def test_pac_and_model_defaults_agree() -> None:
    """The ``pac.*`` / ``model.*`` defaults of the extension, the server and the engine."""
    properties = _properties()
    server = ServerSettings()
    engine = PacSettings()
    for key, option in server.pac_options().items():
        assert properties[f"pac.{key}"]["default"] == option == getattr(engine, key), key
    job = inspect.signature(model_job).parameters
    for key, option in server.model_options().items():
        assert properties[f"model.{key}"]["default"] == option == job[key].default, key


def test_alphabet_kinds_and_defaults_agree() -> None:
    properties = _properties()
    assert tuple(properties["alphabet"]["items"]["enum"]) == ALPHABETS
    assert tuple(properties["alphabet"]["default"]) == DEFAULT_ALPHABET == Settings().alphabet
    assert properties["timeout"]["default"] == DEFAULT_TIMEOUT == Settings().timeout
    assert ServerSettings() == ServerSettings.from_client({})
    assert ServerSettings().alphabet == Settings().alphabet


def test_algorithm_is_typed_by_the_learners_list() -> None:
    (field,) = [f for f in dataclasses.fields(Settings) if f.name == "algorithm"]
    assert Settings().algorithm in ALGORITHMS
    assert "Algorithm" in str(field.type)


def test_the_server_process_does_not_load_the_engine() -> None:
    """The configuration imports the vocabulary only: no z3 in the server process."""
    code = "import sys, errlang_lsp.server; print('z3' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
