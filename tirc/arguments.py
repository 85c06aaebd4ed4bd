"""Argument checks at the boundary of the Python APIs' public functions and methods (the DSL's
Schedule and Kernel, tirc.torch's op, compile and load).

A wrong argument (``tile(block, tile_sizes=None)``, ``split(loop, factors=3)``) used to fail deep
inside with a bare TypeError. ``@checked(ErrorClass)`` compares every argument with the method's
type hints before the method runs, and raises ``ErrorClass`` located at the user's line (the first
frame outside tirc), naming the method, the parameter, what it takes and what it got. A
TircError the method raises without a place (a file it cannot write, a crash of the compile) gets
the user's line too.
"""

from __future__ import annotations

import collections.abc
import functools
import inspect
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from tirc.diagnostics import SourceLocation, TircError

Method = TypeVar("Method", bound=Callable[..., Any])
_PACKAGE = str(Path(__file__).resolve().parent)
Error = TypeVar("Error", bound=TircError)


def user_frame() -> inspect.FrameInfo | None:
    """The user's frame: the first outside tirc."""
    for frame in inspect.stack()[1:]:
        if not str(Path(frame.filename).resolve()).startswith(_PACKAGE):
            return frame
    return None


def located(error_class: type[Error], message: str, hint: str | None = None,
            notes: list[str] | None = None) -> Error:
    """``error_class(message)`` at the user's line."""
    frame = user_frame()
    if frame is None:
        return error_class(message, hint=hint, notes=notes or [])
    text = frame.code_context[0] if frame.code_context else None
    return error_class(message, location=SourceLocation(frame.filename, frame.lineno), hint=hint,
                       source_line=text.strip() if text else None, notes=notes or [])


def accepts(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the type hint ``hint`` (classes, unions, list/tuple/dict of, callables).
    Lists also take tuples; ints take numpy integers but not bools."""
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(accepts(value, option) for option in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin in (list, tuple, collections.abc.Sequence, collections.abc.Iterable):
        if not isinstance(value, (list, tuple)):
            return origin is collections.abc.Iterable and isinstance(value, collections.abc.Iterable) \
                and not isinstance(value, (str, bytes))
        element = typing.get_args(hint)[:1]
        return not element or all(accepts(item, element[0]) for item in value)
    if origin in (dict, collections.abc.Mapping):
        key, item = typing.get_args(hint) or (Any, Any)
        return isinstance(value, collections.abc.Mapping) and all(accepts(k, key) and accepts(v, item)
                                                                  for k, v in value.items())
    if origin is collections.abc.Callable:
        return callable(value)
    if hint is int:
        return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))
    if hint is float:
        return isinstance(value, (int, float, np.integer, np.floating)) and not isinstance(value, (bool, np.bool_))
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True


_WORDS = {int: "an integer", float: "a number", str: "a string", bool: "True or False", type(None): "None"}


def describe(hint: Any) -> str:
    """What a type hint takes, in words: ``a list of integers or None``."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(describe(option) for option in typing.get_args(hint))
    if origin in (list, tuple, collections.abc.Sequence, collections.abc.Iterable):
        element = typing.get_args(hint)[:1]
        return f"a list of {describe(element[0]).removeprefix('a ').removeprefix('an ')}s" if element else "a list"
    if origin in (dict, collections.abc.Mapping):
        key, item = typing.get_args(hint) or (Any, Any)
        return f"a dictionary ({describe(key)} -> {describe(item)})"
    if origin is collections.abc.Callable:
        return "a function"
    if hint in _WORDS:
        return _WORDS[hint]
    return getattr(hint, "described", None) or f"a {getattr(hint, '__name__', hint)}"


def checked(error_class: type[TircError]) -> Callable[[Method], Method]:
    """Check a method's arguments against its type hints before it runs (see the module docstring)."""
    def decorate(method: Method) -> Method:
        signature = inspect.signature(method)
        hints: dict[str, Any] = {}

        @functools.wraps(method)
        def wrapper(*arguments: Any, **keywords: Any) -> Any:
            name = method.__name__
            try:
                bound = signature.bind(*arguments, **keywords)
            except TypeError as error:
                raise located(error_class, f"{name}: {error}",
                              hint=f"it takes {name}{_public(signature)}") from None
            if not hints:
                hints.update(typing.get_type_hints(method))
            for parameter, value in bound.arguments.items():
                kind = signature.parameters[parameter].kind
                if parameter not in hints or parameter == "self":
                    continue
                given = value if kind is inspect.Parameter.VAR_POSITIONAL else \
                    value.values() if kind is inspect.Parameter.VAR_KEYWORD else (value,)
                for item in given:
                    if not accepts(item, hints[parameter]):
                        raise located(error_class, f"{name}: {parameter} takes {describe(hints[parameter])}, "
                                                   f"not {item!r}", hint=f"it takes {name}{_public(signature)}")
            try:
                return method(*arguments, **keywords)
            except TircError as error:
                # An error from inside (a compile's, a call's) that names no place: at the user's
                # line, as the DSL's own errors are. Other subclasses of TircError keep their type.
                if error.location is not None or not (type(error) is TircError or isinstance(error, error_class)):
                    raise
                error_type = type(error) if isinstance(error, error_class) else error_class
                raise located(error_type, error.message, error.hint, error.notes) from error.__cause__

        return typing.cast(Method, wrapper)
    return decorate


def _public(signature: inspect.Signature) -> str:
    """The signature as users call it: without self, without annotations' module prefixes."""
    parameters = [p.replace(annotation=inspect.Parameter.empty) for p in signature.parameters.values()
                  if p.name != "self"]
    return str(signature.replace(parameters=parameters, return_annotation=inspect.Signature.empty))
