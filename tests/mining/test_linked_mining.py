"""`errlang mine A.c B.c` (issue 22): the units linked, so a function another unit defines runs
its definition and the API is what A.c declares and no unit defines; calls of it from B.c are
recorded too. ``-I``/``-D`` are the units' flags."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main

MAIN = """#include "ledger.h"

int dev_open(void);
void dev_write(int fd, int value);
void ledger_post(int amount);

int main(void) {
    int fd = dev_open();
    if (fd < 0)
        return 1;
    ledger_post(fd);
    ledger_post(LEDGER_AMOUNT);
    return 0;
}
"""
LEDGER = """#include "ledger.h"

void dev_write(int fd, int value);
static int posts;

void ledger_post(int amount) {
    posts = posts + 1;
    dev_write(LEDGER_FD, amount);
}
"""


@pytest.fixture
def units(tmp_path: Path) -> tuple[str, str]:
    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "ledger.h").write_text("#define LEDGER_FD 3\n#define LEDGER_AMOUNT 2\n")
    (tmp_path / "main.c").write_text(MAIN)
    (tmp_path / "ledger.c").write_text(LEDGER)
    return str(tmp_path / "main.c"), str(tmp_path / "ledger.c")


def test_linked_units_record_the_other_units_calls(
    units: tuple[str, str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    main_c, ledger_c = units
    flags = ["-I", str(tmp_path / "include"), "--timeout", "30", "--json"]
    assert main(["mine", main_c, ledger_c, "--seed", "dev_write", *flags]) == 0
    mined = json.loads(capsys.readouterr().out)
    assert "dev_write(_, _)" in mined["specification"]["alphabet"]
    # alone, ledger_post is the API and dev_write is never called
    assert main(["mine", main_c, "--seed", "dev_write", *flags]) == 2
    assert "no scenarios" in capsys.readouterr().err
    assert main(["mine", main_c, "--seed", "ledger_post", *flags]) == 0  # alone: API
    capsys.readouterr()
    # linked, ledger_post is defined: not an API function
    args = ["mine", main_c, ledger_c, "--seed", "ledger_post", "--api", "ledger_post", *flags]
    assert main(args) == 2
    assert "defined by a unit of the program" in capsys.readouterr().err


def test_a_missing_unit_is_bad_input(
    units: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    main_c, _ = units
    assert main(["mine", main_c, "gone.c", "--seed", "dev_write"]) == 2
    assert "gone.c: no such file" in capsys.readouterr().err
