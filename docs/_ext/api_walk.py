"""Every public name of the `tweetnacl` API, found by walking the objects that `tweetnacl._api.bind` builds.

The API is made of instances (`nacl.box` is a `Box`, `nacl.box.open` a `BoxOpen`, ...), so autodoc alone cannot
list it under the names users type. This walk yields one `Entry` per public name, dotted as users spell it
(`box.open.after`), with its signature and docstring. The Sphinx extension `tweetnacl_api` renders the entries
and `tests/test_docs.py` checks them (every name documented, both implementations alike); neither imports the
other, both import this module.
"""

from __future__ import annotations

import dataclasses
import inspect
import types
from collections.abc import Iterator
from typing import Any

import tweetnacl

SKIPPED_MODULE_NAMES = frozenset({"fast", "reference"})  # the implementations themselves, not API names


@dataclasses.dataclass(frozen=True)
class Entry:
    """One public name: `kind` is "function" (callable), "object" (a namespace), "data" (a constant) or "class"."""

    name: str
    kind: str
    signature: str  # "(box, nonce, shared_key) -> bytes | None" for functions, "" otherwise
    doc: str
    value: Any = None  # the constant's value, for "data"


def _annotation(text: Any) -> str:
    """A return annotation as users read it (`Optional[bytes]` -> `bytes | None`)."""
    if text is inspect.Signature.empty:
        return ""
    text = text if isinstance(text, str) else getattr(text, "__name__", str(text))
    if text.startswith("Optional[") and text.endswith("]"):
        text = f"{text[len('Optional['):-1]} | None"
    return text


def signature_of(function: Any) -> str:
    """`(name, name=default) -> return`, without the arguments' annotations (their `:param:` fields say what they take)."""
    signature = inspect.signature(function)
    parameters = []
    for parameter in signature.parameters.values():
        text = parameter.name
        if parameter.default is not inspect.Parameter.empty:
            text += f"={parameter.default!r}"
        parameters.append(text)
    returns = _annotation(signature.return_annotation)
    return f"({', '.join(parameters)})" + (f" -> {returns}" if returns else "")


def _doc(obj: Any) -> str:
    return inspect.cleandoc(obj.__doc__) if obj.__doc__ else ""


def _is_api_object(obj: Any) -> bool:
    return type(obj).__module__.startswith("tweetnacl._api.") and not isinstance(obj, (type, types.FunctionType, tuple))


def _walk_object(name: str, obj: Any) -> Iterator[Entry]:
    cls = type(obj)
    # A callable's class docstring already carries its call's (tweetnacl._api.basics.public_api).
    yield Entry(name, "function" if callable(obj) else "object", signature_of(obj) if callable(obj) else "", _doc(cls))
    members: dict[str, Any] = {}
    classes = [c for c in reversed(cls.__mro__) if c is not object]
    for attribute in [a for c in classes for a in vars(c)]:  # constants, methods, children (slots) in source order
        if not attribute.startswith("_") and attribute not in members:
            members[attribute] = getattr(obj, attribute)
    for attribute, member in members.items():
        dotted = f"{name}.{attribute}"
        if _is_api_object(member):
            yield from _walk_object(dotted, member)
        elif isinstance(member, int):
            yield Entry(dotted, "data", "", "", member)
        elif callable(member):
            yield Entry(dotted, "function", signature_of(member), _doc(member))
        else:
            raise TypeError(f"{dotted}: a public attribute of unknown kind {type(member).__name__}: "
                            "teach docs/_ext/api_walk.py to document it")


def walk(module: types.ModuleType = tweetnacl) -> list[Entry]:
    """Every public name of `module` (`tweetnacl`, `tweetnacl.fast` or `tweetnacl.reference`), in `__all__` order."""
    entries: list[Entry] = []
    for name in module.__all__:
        if name in SKIPPED_MODULE_NAMES:
            continue
        obj = getattr(module, name)
        if isinstance(obj, type):
            entries.append(Entry(name, "class", signature_of(obj), _doc(obj)))
        elif _is_api_object(obj):
            entries.extend(_walk_object(name, obj))
        elif callable(obj):
            entries.append(Entry(name, "function", signature_of(obj), _doc(obj)))
        else:
            raise TypeError(f"{name}: a public name of unknown kind {type(obj).__name__}: "
                            "teach docs/_ext/api_walk.py to document it")
    return entries
