"""The cancel callback is asked inside the memory's long loops, not only between
instructions: a deadline takes effect within a fraction of a second."""

import time

import pytest
import z3
from errlang.encoder import pointers
from errlang.encoder.cancel import POLL_SECONDS, EncodingCancelled, poll, watching
from errlang.encoder.memory import Memory
from errlang.encoder.symex import EncodingCancelled as Reexported


def _memory(objects: int) -> Memory:
    memory = Memory({}, {}, {})
    for obj in range(1, objects + 1):
        memory.allocate(obj, z3.BitVecVal(64, 64))
    return memory


def test_a_load_over_many_objects_stops_when_cancelled() -> None:
    memory = _memory(20)
    unknown = z3.BitVec("p", 64)  # a pointer of no known object: tested against every object
    assert pointers.targets(unknown)[0].obj is None
    with watching(lambda: True), pytest.raises(EncodingCancelled):
        time.sleep(2 * POLL_SECONDS)
        memory.load(unknown, 4)
    memory.load(unknown, 4)  # outside a watch: never cancelled


def test_poll_asks_at_most_every_poll_seconds() -> None:
    asked: list[float] = []

    def cancel() -> bool:
        asked.append(time.monotonic())
        return False

    with watching(cancel):
        end = time.monotonic() + 5 * POLL_SECONDS
        while time.monotonic() < end:
            poll()
    assert 2 <= len(asked) <= 6
    assert Reexported is EncodingCancelled
