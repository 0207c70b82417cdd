"""``explain``'s summary names the assertion as written in its file, as ``check`` does: on
tests/realc/headers/zlib_checks.c it said ``assert((((size_t) (&((z_stream *) 0)->data_type))
== 88) && …) at line 20`` for ``assert(offsetof(z_stream, data_type) == 88 && …)``."""

from __future__ import annotations

from pathlib import Path

from errlang.explain.summary import summarise
from errlang.session.serialise import learned_from_json
from explain_fixtures import ERR, dfa_of_words, learn_document


def test_the_summary_names_the_assertion_as_written(tmp_path: Path) -> None:
    source = tmp_path / "layout.c"
    source.write_text(
        "#include <assert.h>\n#include <stddef.h>\nint main(void) {\n"
        "  assert(offsetof(struct { int a; long b; }, b) == 8);\n}\n"
    )
    document = learn_document(dfa_of_words([], ("a", ERR)), line=4)
    engine = "((size_t) (&((struct {int a; long b;} *) 0)->b)) == 8"
    document["target"].update(file=str(source), column=3, text=engine)
    (sentence,) = summarise(learned_from_json(document), None, [])
    assert sentence.startswith("assert(offsetof(struct { int a; long b; }, b) == 8) at line 4")
    document["target"].update(file=str(tmp_path / "gone.c"))  # no file: the engine's words
    (sentence,) = summarise(learned_from_json(document), None, [])
    assert sentence.startswith(f"assert({engine}) at line 4")
