"""Buffers named together and then sized together (``src, dst, srcSize, dstCapacity``, as
lz4's LZ4_decompress_safe): each is sized by its own count. Before: ``dst`` was sized by
``srcSize`` and written up to ``dstCapacity``: an overflow of the harness's own buffer
reported in the library (gcc's sanitizers agree with the harness, not with the API)."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend.entry import EntryOptions
from errlang.frontend.link import Unit, link_units
from errlang.project.tasks import CheckOptions, check_linked

COPY = """int copy_prefix(const char *src, char *dst, int srcSize, int dstCapacity) {
    int i;
    if (srcSize < 0 || dstCapacity < 0) return -1;
    for (i = 0; i < srcSize && i < dstCapacity; i++)
        dst[i] = src[i];
    for (int k = i; k < dstCapacity; k++)  /* the rest of dst zeroed, as the API allows */
        dst[k] = 0;
    return i;
}
"""


def test_two_buffers_then_two_counts(tmp_path: Path) -> None:
    source = tmp_path / "copy.c"
    source.write_text(COPY)
    harness = link_units((Unit(source),), "copy_prefix", EntryOptions(4)).harness
    assert harness is not None
    assert "*dst = malloc(dstCapacity" in harness and "*src = malloc(srcSize" in harness
    options = CheckOptions(timeout=30, entry=EntryOptions(4))
    data = check_linked((Unit(source),), options, "copy_prefix")
    assert not data["errors"] and data["findings"] == [], data["findings"]
    assert data["complete"]
