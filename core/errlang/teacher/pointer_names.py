"""Pointers as a C engineer writes them (issue 21): ``NULL``, ``&list``, ``&a[3]``,
``&p.b[2]``, ``(heap object from line 32)``, ``&(heap object from line 32)->nested``.

The encoding's pointer is an object and an offset (``object << 48 | offset``), not an address;
the encoder records what each object is (``Encoding.objects``: a variable, or a heap object with
the line that allocated it and the type its pointer was stored as). The offset is then read as
the member and element path the C source would write, guided by the type the pointer points to.
"""

from __future__ import annotations

from collections.abc import Mapping

from errlang.encoder.encoding import MemoryObject
from errlang.encoder.pointers import OFFSET_BITS
from errlang.ir import types as t


def pointer_name(
    raw: int, objects: Mapping[int, MemoryObject], pointee: t.CType | None = None
) -> str:
    """The C text of the pointer ``raw`` of the encoding; ``pointee``: the type it points to
    (the path into a struct stops at a member of that type)."""
    obj, offset = raw >> OFFSET_BITS, raw & ((1 << OFFSET_BITS) - 1)
    if obj == 0:
        return "NULL" if offset == 0 else f"NULL + {offset}"
    found = objects.get(obj)
    if found is None:
        text = "(a memory object errlang does not name)"
        return text if offset == 0 else f"{text} + {offset}"
    if found.kind == "function":  # C11 6.3.2.1p4: the pointer designates the function
        return f"{found.name}" if offset == 0 else f"{found.name} + {offset}"
    base = _base(found)
    if found.kind == "global" and base.startswith('"'):  # a string literal: "hello" + 2
        return base if offset == 0 else f"{base} + {offset}"
    if found.type is None:
        return base if offset == 0 else f"{base} + {offset}"
    whole = found.type
    if found.kind == "heap":
        # malloc(n * sizeof *p): an array of the pointed-to type, as long as the offset needs
        whole = t.ArrayType(found.type, max(1, offset // max(found.type.size, 1) + 1))
        path, rest = member_path(whole, offset, pointee)
        if path.startswith("[0]"):
            path = path[3:]  # the first (usually only) element: ``p->next``, not ``p[0].next``
            if not path:
                text = base
            elif path.startswith("."):
                text = f"&{base}->{path[1:]}"
            else:
                text = f"&{base}[0]{path}"
        else:
            text = f"&{base}{path}" if path else base
    else:
        path, rest = member_path(whole, offset, pointee)
        text = f"&{base}{path}"
        size = whole.size
        if not path and rest and size > 0 and rest % size == 0 and not _is_array(whole):
            return f"{text} + {rest // size}"  # C's pointer arithmetic: whole objects
    return text if rest == 0 else f"{text} + {rest}"


def _is_array(ctype: t.CType) -> bool:
    return isinstance(ctype, t.ArrayType)


def _base(found: MemoryObject) -> str:
    if found.kind == "heap":
        ordinal = f", #{found.ordinal}" if found.ordinal > 1 else ""
        if found.line == 0 and found.function:  # made in a C model: ``strdup``'s copy
            return f"(heap object from {found.function}{ordinal})"
        return f"(heap object from line {found.line}{ordinal})"
    return found.name or "(unnamed object)"


def member_path(ctype: t.CType, offset: int, pointee: t.CType | None) -> tuple[str, int]:
    """(``.nested``, 0), (``[3]``, 0), (``.b[2]``, 0): the members and elements of ``ctype``
    leading to byte ``offset``, down to a place of type ``pointee`` when there is one; the
    bytes left over (an offset inside a scalar, or past the end) are returned too."""
    path = ""
    for _ in range(64):  # nesting depth; a path is never longer
        if offset == 0 and (pointee is None or _same(ctype, pointee)):
            break
        if isinstance(ctype, t.StructType):
            member = _member_at(ctype, offset, pointee)
            if member is None:
                break
            path += f".{member.name}"
            offset -= member.offset
            ctype = member.type
        elif isinstance(ctype, t.ArrayType) and ctype.element.size > 0:
            index, inner = divmod(offset, ctype.element.size)
            # an array of unknown length (``extern T a[];``) has every index; past the end of
            # the outermost array, a whole element is still written ``&a[5]`` (C's one past)
            past = ctype.length > 0 and index >= ctype.length
            if past and (path or inner or index > ctype.length):
                break  # past the end: shown as an offset
            path += f"[{index}]"
            offset, ctype = inner, ctype.element
        else:
            break
    return path, offset


def _member_at(struct: t.StructType, offset: int, pointee: t.CType | None) -> t.Field | None:
    """The member containing byte ``offset`` (of ``pointee``'s type first, for unions and
    members at the same offset); None when no member holds it or, at offset 0, none fits."""
    holding = [
        f
        for f in struct.fields
        if f.name and f.width is None and f.offset <= offset < f.offset + max(f.type.size, 1)
    ]
    if not holding:
        return None
    if pointee is not None:
        for member in holding:
            if _contains(member.type, pointee):
                return member
    if offset == 0 and pointee is not None and not _is_byte(pointee):
        return None
    return holding[0]


def _contains(ctype: t.CType, pointee: t.CType, depth: int = 0) -> bool:
    """``ctype`` is ``pointee`` or has a member or element of that type."""
    if _same(ctype, pointee):
        return True
    if depth > 8:
        return False
    if isinstance(ctype, t.ArrayType):
        return _contains(ctype.element, pointee, depth + 1)
    if isinstance(ctype, t.StructType):
        return any(_contains(f.type, pointee, depth + 1) for f in ctype.fields)
    return False


def _same(a: t.CType, b: t.CType) -> bool:
    """The same C type, as far as naming a place goes (structs by identity or tag)."""
    if isinstance(a, t.StructType) or isinstance(b, t.StructType):
        return (
            isinstance(a, t.StructType)
            and isinstance(b, t.StructType)
            and (a is b or (a.tag != "" and a.tag == b.tag and a.is_union == b.is_union))
        )
    if isinstance(a, t.PointerType) or isinstance(b, t.PointerType):
        return isinstance(a, t.PointerType) and isinstance(b, t.PointerType)
    if isinstance(a, t.ArrayType) or isinstance(b, t.ArrayType):
        return (
            isinstance(a, t.ArrayType)
            and isinstance(b, t.ArrayType)
            and a.length == b.length
            and _same(a.element, b.element)
        )
    return a == b


def _is_byte(ctype: t.CType) -> bool:
    return isinstance(ctype, t.VoidType) or (isinstance(ctype, t.IntType) and ctype.size == 1)
