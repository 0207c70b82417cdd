"""End to end over stdio with the real engine: models of a marked step function (issue 11)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from errlang.model_markers import model_markers
from errlang_lsp.testing import ErrlangClient, plain
from lsprotocol import types

PROGRAM = """\
int nondet_int(void);
int phase;
int ticks;

// errlang: model observe=phase
void step(void) {
    int go = nondet_int();
    if (phase == 0 && go) { phase = 1; ticks = 0; }
    else if (phase == 1) { ticks++; if (ticks >= 3) phase = 2; }
    else if (phase == 2 && !go) phase = 0;
}

// errlang: model
void other(void) {}
"""
STEP = 5  # 0-based line of ``void step(void)``


def test_model_markers_name_the_function_and_the_observables() -> None:
    good, bad = model_markers(PROGRAM)
    assert (good.line, good.name, good.observe, good.error) == (6, "step", ("phase",), None)
    assert bad.name == "other" and bad.error == "the model marker needs observe=x,y"
    (with_init,) = model_markers("// errlang: model observe=a,b.c init=setup\nvoid f(void) {}")
    assert with_init.observe == ("a", "b.c") and with_init.init == "setup"
    (stray,) = model_markers("// errlang: model observe=x\nint x;\n")
    assert stray.error == "the model marker is not on or above a function definition"


async def _model(client: ErrlangClient, uri: str, line: int) -> dict[str, Any]:
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}}
    return dict(plain(await client.protocol.send_request_async("errlang/model", params)))


@pytest.mark.asyncio
async def test_learn_model_lens_view_hover_and_hints(
    client: ErrlangClient, workspace: Path
) -> None:
    path = workspace / "reactive.c"
    path.write_text(PROGRAM)
    uri = client.open(path)
    lenses = await client.code_lenses(uri)
    learn = [lens for lens in lenses if lens.command and lens.command.title == "Learn model"]
    assert [lens.range.start.line for lens in learn] == [STEP]
    assert learn[0].command is not None
    answer = plain(
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(
                command=learn[0].command.command,
                arguments=[*(learn[0].command.arguments or []), {"timeout": 30, "traces": 20}],
            )
        )
    )
    assert answer["state"] == "done" and answer["complete"] is True and answer["states"] == 3
    assert {"state": 0, "pre": None, "post": "0 <= phase' && phase' <= 1"} in answer["invariants"]
    view = await _model(client, uri, STEP)
    assert view["status"] == "done" and view["model"]["step"] == "step"
    automaton = view["automaton"]
    assert len(automaton["states"]) == 3 and automaton["target"]["kind"] == "model"
    assert {"source": 1, "letter": "phase == 2", "target": 2, "dominating": False} in automaton[
        "transitions"
    ]
    hover = await client.hover_text(uri, STEP)
    assert "Invariants" in hover and "initially → `0 <= phase' && phase' <= 1`" in hover
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=20, character=0)
            ),
        )
    )
    labels = [hint.label for hint in hints or [] if hint.position.line == STEP]
    assert labels == [f"{len(answer['invariants'])} invariants proved"]
    titles = [lens.command.title for lens in await client.code_lenses(uri) if lens.command]
    assert any(t.startswith("Model: 3 states,") and t.endswith("· Show model") for t in titles)
    published = client.published.get(uri) or []
    codes = [d.code for d in published[-1].diagnostics] if published else []
    assert "model-marker" in codes  # the marker without observe=
    # A bad observable is a readable error; the model of the older text is no longer shown.
    client.replace_all(uri, PROGRAM.replace("observe=phase", "observe=speed"))
    assert (await client.hover_text(uri, STEP)).find("Invariants") < 0
    answer = plain(
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="errlang.learnModel", arguments=[uri, STEP])
        )
    )
    assert answer["state"] == "error" and "speed" in answer["message"]
    assert (await _model(client, uri, STEP))["status"] == "error"
