"""errlang's own libc headers follow C where it matters to a verdict."""

from errlang.frontend import parse_file


def test_ndebug_turns_assert_off_as_in_c(tmp_path):
    on = tmp_path / "on.c"
    on.write_text("#include <assert.h>\nint main(void) { assert(0); return 0; }\n")
    off = tmp_path / "off.c"
    off.write_text("#define NDEBUG\n#include <assert.h>\nint main(void) { assert(0); return 0; }\n")
    assert [a.kind for a in parse_file(str(on)).assertions] == ["assert"]
    assert parse_file(str(off)).assertions == ()
