"""Server fuzzing (issue 9, item 2): seeded random edit sequences against ``errlang-lsp``.

Each round opens documents and applies random incremental edits (insertions and deletions at
random positions — inside markers and assertions too —, broken syntax, huge lines, non-ASCII
text, CRLF line ends, several changes per notification, whole-text replacements), saves, closes
and reopens, changes settings and cancels runs at random moments. Then it checks that

* the server is alive (it answers a request);
* no diagnostic was ever published as current for text it was not computed on: every
  publication names a version the client sent, its ranges lie inside that version's text, and
  (with the fake engine, whose verdict columns are exact) every verdict sits on an ``assert(``
  of that version, at its UTF-16 column — a verdict of an older text republished under a newer
  version on a line whose assertion was edited in place (``assertxxx(x > 0)``) fails this;
* after a last save, the document's diagnostics and ``errlang/status`` equal those of a fresh
  document opened with the final text.

Most rounds use the fake engine (``tests/lsp/fake_engine.py``: a check costs nothing, so
thousands of edits fit in seconds); one round uses the real engine.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import pytest
from errlang_lsp.testing import SERVER_COMMAND, ErrlangClient, errlang_client, make_client
from lsprotocol import types
from pytest_lsp import client_capabilities

pytestmark = pytest.mark.asyncio

BASE = """\
#include <assert.h>
int nondet_int(void);
void step(void) {}
/* SLEEP(0.05) */
int main(void) {
  int x = nondet_int();
  step();
  // errlang: learn
  assert(x > 0);
  assert(x != 3);
  return 0;
}
"""
FRAGMENTS = (
    "assert(x);",
    "\n  assert(x < 7);\n",
    "// errlang: learn\n",
    "// errlang: learn alphabet=calls loop-bound=2 max-length=4\n",
    "// errlang: learn alphabet=nonsense\n",
    "step();",
    "\n",
    "\r\n",
    "{",
    "}",
    ")",
    "/*",
    "*/",
    '"',
    "#include <nowhere.h>\n",
    "int y = nondet_int();\n",
    "while (x) { x--; }\n",
    "é∀ü ✓ 中文 𝔘𝔫𝔦",
    "x" * 3000,  # a huge line
    "SLEEP(0.2)",
)
_BREAK = re.compile(r"\r\n|\r|\n")
VERDICT_CODES = {"fails", "holds", "holds-within-bound", "unknown"}


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def position(text: str, index: int) -> types.Position:
    """The LSP position (line, UTF-16 column) of Python index ``index`` in ``text``."""
    before = text[:index]
    breaks = list(_BREAK.finditer(before))
    start = breaks[-1].end() if breaks else 0
    return types.Position(line=len(breaks), character=utf16_length(before[start:]))


def lines_of(text: str) -> list[str]:
    return _BREAK.split(text)


@dataclass
class Document:
    """The client's copy of one document: its text at every version it sent."""

    uri: str
    text: str
    version: int = 1
    is_open: bool = False
    texts: dict[int, str] = field(default_factory=dict)


class Fuzzer:
    def __init__(self, client: ErrlangClient, rng: random.Random) -> None:
        self.client = client
        self.rng = rng
        self.documents: list[Document] = []
        self.edits = 0
        self.verdicts_checked = 0

    # -- actions ---------------------------------------------------------------------------

    def open(self, doc: Document) -> None:
        doc.version += 1
        doc.texts[doc.version] = doc.text
        doc.is_open = True
        self.client.versions[doc.uri] = doc.version
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=doc.uri, language_id="c", version=doc.version, text=doc.text
                )
            )
        )

    def close(self, doc: Document) -> None:
        doc.is_open = False
        self.client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(doc.uri))
        )

    def _index(self, text: str) -> int:
        index = self.rng.randint(0, len(text))
        if 0 < index < len(text) and text[index - 1] == "\r" and text[index] == "\n":
            index -= 1  # never split a CRLF
        return index

    def _change(self, doc: Document) -> types.TextDocumentContentChangeEvent:
        text = doc.text
        roll = self.rng.random()
        if roll < 0.03 or (text.count("assert(") < 2 and self.rng.random() < 0.3):
            # a whole-text change; mostly back to a program with assertions
            doc.text = BASE if self.rng.random() < 0.9 else self.rng.choice(FRAGMENTS)
            return types.TextDocumentContentChangeWholeDocument(text=doc.text)
        start = self._index(text)
        end = start
        if roll < 0.45 or len(text) > 20000:
            end = min(len(text), start + self.rng.randint(1, 4000 if len(text) > 20000 else 12))
            if end < len(text) and text[end - 1] == "\r" and text[end] == "\n":
                end += 1
        inserted = "" if roll < 0.3 else self.rng.choice(FRAGMENTS)
        if self.rng.random() < 0.2:  # inside an assertion or a marker
            anchors = [m.end() - 1 for m in re.finditer(r"assert\(|errlang: learn", text)]
            if anchors:
                start = end = self.rng.choice(anchors)
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=position(text, start), end=position(text, end)),
            text=inserted,
        )
        doc.text = text[:start] + inserted + text[end:]
        return change

    def edit(self, doc: Document) -> None:
        changes = [self._change(doc) for _ in range(self.rng.choice((1, 1, 1, 2, 3)))]
        doc.version += 1
        doc.texts[doc.version] = doc.text
        self.edits += len(changes)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri=doc.uri, version=doc.version
                ),
                content_changes=changes,
            )
        )

    def edit_text(self, doc: Document, at: types.Position, text: str) -> None:
        """Send one insertion at ``at`` (``doc.text`` already holds the result)."""
        doc.version += 1
        doc.texts[doc.version] = doc.text
        self.client.versions[doc.uri] = doc.version
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=at, end=at), text=text
        )
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    version=doc.version, uri=doc.uri
                ),
                content_changes=[change],
            )
        )

    def save(self, doc: Document) -> None:
        self.client.save(doc.uri)

    def change_settings(self) -> None:
        settings: dict[str, Any] = {
            "loopBound": self.rng.choice((None, 1, 2, 3)),
            "learnOnSave": self.rng.random() < 0.7,
            "alphabet": self.rng.choice(("functions", "calls", ["functions", "calls"], 7)),
            "timeout": self.rng.choice((10, 30, "soon")),
        }
        self.client.set_configuration(settings, section="errlang")
        self.client.workspace_did_change_configuration(
            types.DidChangeConfigurationParams(settings=None)
        )

    def cancel_a_run(self) -> None:
        running = [
            token
            for token, reports in self.client.progress_reports.items()
            if not (reports and isinstance(reports[-1], types.WorkDoneProgressEnd))
        ]
        if running:
            token = self.rng.choice(running)
            self.client.window_work_done_progress_cancel(
                types.WorkDoneProgressCancelParams(token=token)
            )

    async def run(self, steps: int, pause_every: int = 15) -> None:
        for step in range(steps):
            doc = self.rng.choice(self.documents)
            roll = self.rng.random()
            if not doc.is_open:
                self.open(doc)
            elif roll < 0.85:
                self.edit(doc)
            elif roll < 0.93:
                self.save(doc)
                if self.rng.random() < 0.25:  # sometimes let the runs of this save finish
                    await asyncio.sleep(0.2)
            elif roll < 0.95:
                self.close(doc)
            elif roll < 0.97:
                self.change_settings()
            else:
                self.cancel_a_run()
            if step % pause_every == 0:
                await asyncio.sleep(self.rng.uniform(0, 0.08))

    # -- checks ----------------------------------------------------------------------------

    def stale_publications(self, exact_columns: bool) -> list[str]:
        """Publications that show, as current, diagnostics not computed on their version."""
        problems = []
        for doc in self.documents:
            for params in self.client.published.get(doc.uri, []):
                if params.version is None:
                    if params.diagnostics:
                        problems.append(f"{doc.uri}: diagnostics without a version")
                    continue
                text = doc.texts.get(params.version)
                if text is None:
                    problems.append(f"{doc.uri}: version {params.version} was never sent")
                    continue
                lines = lines_of(text)
                for diagnostic in params.diagnostics:
                    start, end = diagnostic.range.start, diagnostic.range.end
                    if start.line >= len(lines) or end.line >= len(lines):
                        problems.append(f"v{params.version}: line {start.line} beyond the text")
                        continue
                    width = utf16_length(lines[end.line])
                    if end.character > width:
                        problems.append(f"v{params.version}: {diagnostic.range} past the line end")
                    if exact_columns and diagnostic.code in VERDICT_CODES:
                        self.verdicts_checked += 1
                        problem = _not_on_an_assertion(lines[start.line], start.character)
                        if problem:  # e.g. a verdict kept on a line edited in place
                            problems.append(
                                f"v{params.version}: {diagnostic.code} at line {start.line}"
                                f" {problem}"
                            )
        return problems


def _not_on_an_assertion(line: str, character: int) -> str | None:
    """Why a verdict at ``character`` (UTF-16) of ``line`` is not on an ``assert(`` of it
    (non-ASCII text before it too: see ``test_verdict_column_after_astral_characters``)."""
    if "assert(" not in line:
        return f"on a line without an assertion: {line[:40]!r}"
    units = line.encode("utf-16-le")
    if not units[2 * character :].decode("utf-16-le", errors="replace").startswith("assert("):
        return f"at column {character}, not on an assertion: {line[:60]!r}"
    return None


async def settle(client: ErrlangClient, timeout: float = 60.0) -> None:
    """Wait until every worker has been idle twice in a row (queue empty, results delivered)."""
    idle = 0
    deadline = asyncio.get_running_loop().time() + timeout
    while idle < 3:
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError("the server never became idle")
        workers = await client.workers()
        quiet = all(w["job"] is None and w["ready"] for w in workers)
        idle = idle + 1 if quiet else 0
        await asyncio.sleep(0.15)


def shown(client: ErrlangClient, uri: str) -> list[tuple[Any, ...]]:
    published = client.published.get(uri, [])
    if not published:
        return []
    path = Path(unquote(urlparse(uri).path))
    return sorted(  # messages may name the file: the fresh copy has another name
        (
            d.range.start.line,
            d.range.start.character,
            d.range.end.character,
            d.code,
            d.message.replace(str(path), "FILE").replace(path.name, "FILE"),
        )
        for d in published[-1].diagnostics
    )


def targets(client: ErrlangClient, uri: str) -> list[dict[str, Any]]:
    for status in reversed(client.statuses):
        if status["uri"] == uri:
            return [{k: t.get(k) for k in ("line", "kind", "state")} for t in status["targets"]]
    return []


async def fuzz_round(
    workspace: Path, env: dict[str, str], seed: int, steps: int, exact_columns: bool
) -> Fuzzer:
    async with errlang_client(workspace, env=env, settings={"timeout": 30}) as client:
        fuzzer = Fuzzer(client, random.Random(seed))
        for name in ("a.c", "b.c"):
            uri = (workspace / name).resolve().as_uri()
            fuzzer.documents.append(Document(uri, BASE, version=0))
        await settle(client)  # the workers are up: runs finish (or are cancelled) mid-sequence
        await fuzzer.run(steps)
        assert await client.workers(), "the server is alive"
        problems = fuzzer.stale_publications(exact_columns)
        assert not problems, "\n".join(problems[:20])
        # the final state: save, settle, compare with a fresh document holding the same text
        client.set_configuration({"timeout": 30}, section="errlang")
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
        for doc in fuzzer.documents:
            if not doc.is_open:
                fuzzer.open(doc)
            fuzzer.save(doc)
        await settle(client)
        await assert_as_fresh(fuzzer, workspace)
        problems = fuzzer.stale_publications(exact_columns)
        assert not problems, "\n".join(problems[:20])
        return fuzzer


async def assert_as_fresh(fuzzer: Fuzzer, workspace: Path) -> None:
    """Open a fresh copy of each (saved, settled) document of ``fuzzer``, save it, let it
    settle and check that both show the same diagnostics and target states."""
    client = fuzzer.client
    documents = list(fuzzer.documents)
    for number, doc in enumerate(documents):
        fresh = Document((workspace / f"fresh{number}.c").resolve().as_uri(), doc.text, 0)
        fuzzer.documents.append(fresh)
        fuzzer.open(fresh)
        fuzzer.save(fresh)
    await settle(client)
    for doc, fresh in zip(documents, fuzzer.documents[len(documents) :], strict=True):
        assert shown(client, doc.uri) == shown(client, fresh.uri), doc.text
        # no errlang.learn in a round: every target comes from a marker of the final text
        # (a target whose marker was deleted goes: test_target_of_a_deleted_marker)
        assert targets(client, doc.uri) == targets(client, fresh.uri), doc.text


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
async def test_fuzz_with_the_fake_engine(
    workspace: Path, seed: int, fake_engine_env: dict[str, str]
) -> None:
    fuzzer = await fuzz_round(workspace, fake_engine_env, seed, 1500, True)
    assert fuzzer.edits >= 1500
    assert fuzzer.verdicts_checked >= 10, "publications were checked"


async def _diagnostics_of(workspace: Path, env: dict[str, str], text: str) -> list[Any]:
    async with errlang_client(workspace, env=env) as client:
        fuzzer = Fuzzer(client, random.Random(0))
        doc = Document((workspace / "a.c").resolve().as_uri(), text, version=0)
        fuzzer.documents.append(doc)
        fuzzer.open(doc)
        fuzzer.save(doc)
        await settle(client)
        assert not fuzzer.stale_publications(True)
        return list(client.published[doc.uri][-1].diagnostics)


@pytest.mark.parametrize("engine", ["fake", "real"])
async def test_verdict_column_after_astral_characters(
    workspace: Path, server_env: dict[str, str], engine: str, fake_engine_env: dict[str, str]
) -> None:
    """The engine's UTF-8 byte column (cpp's; the fake engine's too) becomes UTF-16 units."""
    text = BASE.replace("  assert(x > 0);", "  /*𝔘𝔘*/ assert(x > 0);")
    text = text.replace("errlang: learn", "nothing to learn")  # the check alone
    env = fake_engine_env if engine == "fake" else server_env
    diagnostics = await _diagnostics_of(workspace, env, text)
    verdict = next(d for d in diagnostics if d.range.start.line == 8)
    assert verdict.range.start.character == utf16_length("  /*𝔘𝔘*/ ")


async def test_lone_cr_line_ends(workspace: Path, fake_engine_env: dict[str, str]) -> None:
    text = BASE.replace("step();\n", "step();\r")
    diagnostics = await _diagnostics_of(workspace, fake_engine_env, text)
    verdict = next(d for d in diagnostics if d.range.start.line == 9)
    assert verdict.range.end.character == len("  assert(x != 3);")


def open_base(client: ErrlangClient, workspace: Path) -> tuple[Fuzzer, Document]:
    """A fuzzer (seed 0) that has opened ``BASE`` as ``a.c``."""
    fuzzer = Fuzzer(client, random.Random(0))
    doc = Document((workspace / "a.c").resolve().as_uri(), BASE, version=0)
    fuzzer.documents.append(doc)
    fuzzer.open(doc)
    return fuzzer, doc


async def test_fuzz_with_the_real_engine(workspace: Path, server_env: dict[str, str]) -> None:
    fuzzer = await fuzz_round(workspace, server_env, 11, 150, False)
    assert fuzzer.edits >= 100


async def test_target_of_a_deleted_marker(workspace: Path, fake_engine_env: dict[str, str]) -> None:
    async with errlang_client(workspace, env=fake_engine_env) as client:
        fuzzer, doc = open_base(client, workspace)
        await client.wait_for_state(doc.uri, 8, "done")
        client.edit(doc.uri, 7, "", end_line=8)  # delete the marker line
        doc.text = BASE.replace("  // errlang: learn\n", "")
        doc.version = client.versions[doc.uri]
        fuzzer.save(doc)
        await settle(client)
        assert targets(client, doc.uri) == []


async def test_no_verdict_of_an_older_text_under_a_newer_version(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    """An assertion edited in place keeps no verdict: learning on the unsaved text publishes
    the diagnostics of that text only (the check's verdicts wait for the next save)."""
    async with errlang_client(workspace, env=fake_engine_env) as client:
        fuzzer, doc = open_base(client, workspace)
        await settle(client)
        assert any(d.range.start.line == 9 for d in client.published[doc.uri][-1].diagnostics)
        count = len(client.published[doc.uri])
        at = BASE.index("assert(x != 3)") + len("assert")
        doc.text = BASE[:at] + "xxx" + BASE[at:]  # edited in place: the line does not move
        fuzzer.edit_text(doc, position(BASE, at), "xxx")
        await client.learn(doc.uri, 8)
        await client.wait_for_diagnostics(doc.uri, lambda p: p.version == doc.version, count)
        await settle(client)
        assert not fuzzer.stale_publications(True)  # no verdict on `assertxxx(` in v2
        assert all(p.version == doc.version for p in client.published[doc.uri][count:])
        assert not any(d.code in VERDICT_CODES for d in client.published[doc.uri][-1].diagnostics)


async def test_late_configuration_answer(
    workspace: Path,
    capfd: pytest.CaptureFixture[str],
    fake_engine_env: dict[str, str],
) -> None:
    """A client answering ``workspace/configuration`` after the server's 3 s: the analysis
    goes on with defaults, and runs again with the late answer, once (no InvalidStateError)."""
    env = {**fake_engine_env, "ERRLANG_LSP_LOG": "INFO"}
    answering: list[asyncio.Task[Any]] = []
    async with errlang_client(workspace, env=env, settings={"loopBound": 4}) as client:

        async def slow_configuration(params: types.ConfigurationParams) -> list[Any]:
            task = asyncio.current_task()
            answering.extend([task] if task is not None else [])
            await asyncio.sleep(3.5)
            return [client.get_configuration(section=i.section, scope_uri=i.scope_uri)
                    for i in params.items]  # fmt: skip

        async def bound() -> int | None:
            shown = (await client.automaton(uri, 8)).get("automaton") or {}
            return (shown.get("bounds") or {}).get("loop_bound")

        client.protocol.fm.features[types.WORKSPACE_CONFIGURATION] = slow_configuration
        try:
            uri = client.open(workspace / "a.c", BASE)
            deadline = asyncio.get_running_loop().time() + 30
            while await bound() != 4:
                assert asyncio.get_running_loop().time() < deadline, "the late answer was lost"
                await asyncio.sleep(0.2)
            await asyncio.sleep(4)  # the re-analysis's own late answer changes nothing
            assert await bound() == 4
        finally:  # no answer pending when the server goes
            await asyncio.gather(*answering, return_exceptions=True)
    errors = capfd.readouterr().err
    assert "no answer within" in errors and "InvalidStateError" not in errors
    assert errors.count("late settings for") == 1, errors


async def test_columns_in_a_negotiated_utf8_encoding(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    """A client that offers ``utf-8`` positions gets them: UTF-8 columns in the ranges."""
    capabilities = client_capabilities("visual-studio-code")
    capabilities.general = types.GeneralClientCapabilities(position_encodings=["utf-8"])
    client = make_client()
    env = {**os.environ, **fake_engine_env}
    await client.start_io(*SERVER_COMMAND, "--workers", "1", env=env)
    try:
        result = await client.initialize_session(
            types.InitializeParams(capabilities=capabilities, root_uri=workspace.as_uri())
        )
        assert result.capabilities.position_encoding == "utf-8"
        text = BASE.replace("  assert(x > 0);", "  /*𝔘é*/ assert(x > 0);")
        uri = client.open(workspace / "a.c", text)
        published = await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics))
        verdict = next(d for d in published.diagnostics if d.range.start.line == 8)
        line = "  /*𝔘é*/ assert(x > 0);"
        assert verdict.range.start.character == len("  /*𝔘é*/ ".encode())
        assert verdict.range.end.character == len(line.encode())
    finally:
        await asyncio.wait_for(client.shutdown_session(), 10)
        await client.stop()


# -- a save that supersedes runs still under way (the real-engine round's findings) ----------


async def test_target_of_a_malformed_marker_keeps_no_older_result(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    """A marker garbled into a malformed one: its target is reported, not learned, so the
    automaton learned on the older text must go (it stayed ``stale`` for ever)."""
    async with errlang_client(workspace, env=fake_engine_env) as client:
        fuzzer, doc = open_base(client, workspace)
        await client.wait_for_state(doc.uri, 8, "done")
        at = BASE.index("// errlang: learn") + len("// errlang: learn")
        doc.text = BASE[:at] + " colour=red" + BASE[at:]
        fuzzer.edit_text(doc, position(BASE, at), " colour=red")
        fuzzer.save(doc)
        await settle(client)
        assert targets(client, doc.uri) == []
        assert any(d.code == "marker" for d in client.published[doc.uri][-1].diagnostics)
        await assert_as_fresh(fuzzer, workspace)


async def test_check_of_a_superseded_save_is_not_shown(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    """Settings change while a check of the same text is running: the older check (slow at
    loop bound 2, cancelled but answering within the grace period) arrives after the newer
    one and must not replace it (it was shown as current: the same text)."""
    text = BASE.replace("  // errlang: learn\n", "").replace("SLEEP(0.05)", "HANG_AT_BOUND(2, 0.8)")
    env = fake_engine_env
    async with errlang_client(workspace, env=env, settings={"loopBound": 2}) as client:
        fuzzer = Fuzzer(client, random.Random(0))
        doc = Document((workspace / "a.c").resolve().as_uri(), text, version=0)
        fuzzer.documents.append(doc)
        await settle(client)
        fuzzer.open(doc)
        await wait_until_running(client, "the bounded check")
        client.set_configuration({"loopBound": 4}, section="errlang")
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
        await client.wait_for_diagnostics(doc.uri, lambda p: bool(p.diagnostics))
        await settle(client)
        await asyncio.sleep(0.5)  # the cancelled check ran 0.8 s: it has answered by now
        shown = client.published[doc.uri][-1].diagnostics
        bounds = [(d.message, d.data) for d in shown]
        assert bounds and all(d.data == {"loopBound": 4} for d in shown), bounds
        await assert_as_fresh(fuzzer, workspace)


async def wait_until_running(client: ErrlangClient, label: str, timeout: float = 10.0) -> None:
    """Until a worker runs a job labelled ``label``."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not any((w["job"] or {}).get("label") == label for w in await client.workers()):
        assert asyncio.get_running_loop().time() < deadline, f"{label} never ran"
        await asyncio.sleep(0.02)


async def test_save_while_a_cancelled_learn_of_the_same_text_runs(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    """The user cancels a learning run, then saves the same text before the run has stopped:
    the save must learn again, not wait for the cancelled run (which ends with nothing)."""
    env = {**fake_engine_env, "ERRLANG_LSP_JOB_DELAY": "learn=0.8:hard"}
    async with errlang_client(workspace, env=env) as client:
        await settle(client)
        fuzzer, doc = open_base(client, workspace)
        running = await client.wait_for_state(doc.uri, 8, "running")
        client.window_work_done_progress_cancel(
            types.WorkDoneProgressCancelParams(token=running["progress"])
        )
        fuzzer.save(doc)
        await settle(client)
        assert targets(client, doc.uri) == [{"line": 8, "kind": "assertion", "state": "done"}]
        await assert_as_fresh(fuzzer, workspace)
