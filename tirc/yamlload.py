"""Safe YAML for op specs and pipelines: values that know their line, and one error per bad file.

Both YAML inputs of tirc (op specs and pipeline files) are read here, so both get the same
protection: every way a file can be malformed ends in one :class:`TircError` naming ``FILE:LINE``,
never a traceback, a hang or a memory blow-up. The loader refuses

- bytes that are not UTF-8, NUL and other characters YAML does not allow;
- nesting deeper than :data:`MAX_DEPTH` (also through aliases), and documents whose aliases
  expand to more than :data:`MAX_VALUES` values (the "billion laughs"): sizes are counted as
  values are built, and an alias shares the value it names instead of copying it, so the cost is
  linear in the file's size;
- an alias that refers to the value it is inside (a cycle) or to no anchor;
- complex (mapping or sequence) keys, merge keys (``<<``), duplicate keys and tags other than
  YAML's own scalar types;
- integers outside 64 bits and floats that overflow (``1e999``; ``.inf`` is fine).

Mappings become :class:`LocatedDict` and sequences :class:`LocatedList`, which record their own
line and column and those of every key or item, so schema errors can point at the exact line and
generated IR at the exact key.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tirc.diagnostics import SourceLocation, TircError
from tirc.files import path_exists

MAX_DEPTH = 64            # nested mappings/sequences; tirc's files need fewer than ten
MAX_VALUES = 1_000_000    # values after alias expansion; a 4,000-kernel spec has about 100,000
_INT_RANGE = (-(2 ** 63), 2 ** 64)   # the widest integer any tirc option or size can take
_COLLECTION_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
_MERGE_TAG = "tag:yaml.org,2002:merge"
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
_MAX_NUMBER_CHARACTERS = 64   # a 64-bit integer, or a float, with room for underscores and a sign
_INFINITIES = (".inf", "+.inf", "-.inf")


class LocatedDict(dict[Any, Any]):
    """A YAML mapping with the line (and column) it starts on and those of each key; 1-based."""

    line: int
    column: int
    key_lines: dict[Any, int]
    key_columns: dict[Any, int]


class LocatedList(list[Any]):
    """A YAML sequence with the line (and column) it starts on and those of each item (by index)."""

    line: int
    column: int
    key_lines: dict[Any, int]
    key_columns: dict[Any, int]


def describe_value(value: Any) -> str:
    """A YAML value as the user wrote it, for messages: quoted text, true/false/null, numbers as they are."""
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    return repr(value)


def read_yaml_file(path: str | Path, display: str | None = None) -> str:
    """The text of a YAML file; ``display`` names it in errors (default: the path)."""
    name = display or str(path)
    file = Path(path)
    if not path_exists(file):
        raise TircError(f"no such input file: {name}")
    if file.is_dir():
        raise TircError(f"input is a directory, not a file: {name}")
    try:
        data = file.read_bytes()
    except OSError as error:
        raise TircError(f"cannot read {name}: {error.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise TircError(f"byte 0x{data[error.start]:02x} is not UTF-8 text",
                        location=SourceLocation(name, line), hint="save the file as UTF-8") from None


def load_yaml(text: str, file: str) -> Any:
    """The single YAML document in ``text`` as located values; ``file`` names it in errors."""
    builder = _Builder(file)
    try:
        # libyaml's parser where PyYAML has it (about 30 times faster), else PyYAML's own; either
        # way only its events are used, and the values are built here, with the limits above.
        for event in yaml.parse(text, Loader=_PARSER):
            builder.feed(event)
    except yaml.reader.ReaderError as error:
        raise _reader_error(error, text, file) from None
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, text, file) from None
    except yaml.YAMLError as error:
        raise TircError(f"invalid YAML: {error}", location=SourceLocation(file)) from None
    if builder.documents == 0:
        raise TircError("empty YAML document", location=SourceLocation(file))
    return builder.root


_PARSER = yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader


# ---------------------------------------------------------------------------------------------
# Errors from the parser, with a line


def _line(mark: yaml.Mark) -> int:
    return mark.line + 1


def _column(mark: yaml.Mark) -> int:
    return mark.column + 1


def _reader_error(error: yaml.reader.ReaderError, text: str, file: str) -> TircError:
    # The character's index as Python counts it (libyaml reports a byte offset into UTF-8).
    found = yaml.reader.Reader.NON_PRINTABLE.search(text)
    position = found.start() if found else min(max(error.position, 0), len(text))
    line = text.count("\n", 0, position) + 1
    character = ord(text[position]) if found else error.character
    what = "a NUL byte" if character == 0 else f"character U+{character:04X}" \
        if isinstance(character, int) else "a character"
    return TircError(f"invalid YAML: {what} is not allowed in YAML text", location=SourceLocation(file, line),
                     hint="YAML files are printable UTF-8 text")


def _syntax_error(error: yaml.MarkedYAMLError, text: str, file: str) -> TircError:
    mark = error.problem_mark or error.context_mark
    if mark is None:
        return TircError(f"invalid YAML: {error.problem or error.context}", location=SourceLocation(file))
    problem = error.problem or error.context or "malformed document"
    found = text[mark.index] if 0 <= mark.index < len(text) else None
    # libyaml does not say which character it stumbled on; PyYAML does ("found '?'"): add it once.
    if "found" not in problem or "found character" in problem:
        problem += f" (found {found!r})" if found is not None else " (found the end of the file)"
    hint = "YAML indents with spaces; replace the tabs" if found == "\t" else None
    return TircError(f"invalid YAML: {problem}", location=SourceLocation(file, _line(mark), mark.column + 1),
                     hint=hint)


# ---------------------------------------------------------------------------------------------
# Building located values from parser events


class _Built:
    """A finished value: the value, how many values it expands to, its nesting height, where it is."""

    __slots__ = ("value", "values", "height", "line", "column", "scalar_tag")

    def __init__(self, value: Any, values: int, height: int, line: int, column: int, scalar_tag: str | None) -> None:
        self.value = value
        self.values = values
        self.height = height
        self.line = line
        self.column = column
        self.scalar_tag = scalar_tag   # None for collections


class _Open:
    """A mapping or sequence being built; for a mapping, the key waiting for its value."""

    __slots__ = ("value", "anchor", "values", "height", "key")

    def __init__(self, value: LocatedDict | LocatedList, anchor: str | None) -> None:
        self.value = value
        self.anchor = anchor
        self.values = 1
        self.height = 1
        self.key: _Built | None = None


class _Builder:
    """Builds one document from events without recursion, refusing what the module docstring lists.

    Sizes and heights are counted as values finish, an alias adding the size and height of what it
    names, so a document that would expand beyond the limits is refused at the alias that crosses
    them, before anything is copied (aliases share the value they name).
    """

    def __init__(self, file: str) -> None:
        self.file = file
        self.constructor = yaml.SafeLoader("")   # resolves and constructs scalars: int, float, bool ...
        self.stack: list[_Open] = []
        self.anchors: dict[str, _Built] = {}
        self.documents = 0
        self.root: Any = None

    def fail(self, message: str, line: int, hint: str | None = None) -> TircError:
        return TircError(message, location=SourceLocation(self.file, line), hint=hint)

    def feed(self, event: yaml.Event) -> None:
        if isinstance(event, yaml.ScalarEvent):
            self.finish(self.scalar(event), event.anchor)
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            self.start(event)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            done = self.stack.pop()
            self.finish(_Built(done.value, done.values, done.height, done.value.line, done.value.column, None),
                        done.anchor)
        elif isinstance(event, yaml.AliasEvent):
            self.alias(event)
        elif isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise self.fail("invalid YAML: expected a single document in the stream, but found another "
                                "document", _line(event.start_mark))

    def start(self, event: yaml.MappingStartEvent | yaml.SequenceStartEvent) -> None:
        line = _line(event.start_mark)
        if event.tag not in (None, "!") + _COLLECTION_TAGS:
            raise self.fail(f"unsupported YAML tag '{event.tag}'", line, hint="remove the tag")
        if len(self.stack) >= MAX_DEPTH:
            raise _too_deep(self.file, line)
        value: LocatedDict | LocatedList = LocatedDict() if isinstance(event, yaml.MappingStartEvent) \
            else LocatedList()
        value.line = line
        value.column = _column(event.start_mark)
        value.key_lines = {}
        value.key_columns = {}
        self.stack.append(_Open(value, event.anchor))

    def alias(self, event: yaml.AliasEvent) -> None:
        line = _line(event.start_mark)
        if event.anchor not in self.anchors:
            if any(frame.anchor == event.anchor for frame in self.stack):
                raise self.fail(f"alias '*{event.anchor}' refers to a value that contains it (a cycle)", line)
            raise self.fail(f"alias '*{event.anchor}' names no anchor defined before it", line,
                            hint=f"define it first with &{event.anchor}")
        named = self.anchors[event.anchor]
        self.finish(_Built(named.value, named.values, named.height, line, _column(event.start_mark), named.scalar_tag),
                    None)

    def finish(self, item: _Built, anchor: str | None) -> None:
        """Put a finished value into the open collection (or make it the document)."""
        if anchor is not None:
            self.anchors[anchor] = item
        if not self.stack:
            self.root = item.value
            return
        top = self.stack[-1]
        if len(self.stack) + item.height > MAX_DEPTH:
            raise _too_deep(self.file, item.line)
        top.values += item.values
        top.height = max(top.height, item.height + 1)
        if top.values > MAX_VALUES:
            raise self.fail(f"YAML document expands to more than {MAX_VALUES:,} values "
                            "(aliases repeat what their anchor names)", item.line)
        container = top.value
        if isinstance(container, LocatedList):
            container.key_lines[len(container)] = item.line
            container.key_columns[len(container)] = item.column
            container.append(item.value)
        elif top.key is None:
            self.check_key(item, container)
            top.key = item
        else:
            container[top.key.value] = item.value
            container.key_lines[top.key.value] = top.key.line
            container.key_columns[top.key.value] = top.key.column
            top.key = None

    def check_key(self, key: _Built, mapping: LocatedDict) -> None:
        if key.scalar_tag is None:
            raise self.fail("a mapping key must be a plain value, not a mapping or a list (complex key)", key.line,
                            hint="an unquoted '?' starts a complex key; quote it: \"?\"")
        if key.scalar_tag == _MERGE_TAG:
            raise self.fail("merge keys ('<<') are not supported", key.line, hint="write the keys out")
        if key.value in mapping:
            raise self.fail(f"duplicate key {key.value!r} (first on line {mapping.key_lines[key.value]})", key.line,
                            hint="each key appears once in a mapping")

    def scalar(self, event: yaml.ScalarEvent) -> _Built:
        line = _line(event.start_mark)
        column = _column(event.start_mark)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.constructor.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag == _MERGE_TAG:   # only meaningful as a key: checked there
            return _Built("<<", 1, 0, line, column, tag)
        if tag in _NUMBER_TAGS and len(event.value) > _MAX_NUMBER_CHARACTERS:
            # Checked before PyYAML converts it: YAML 1.1's base-60 integers ("1:0:0:...") take
            # quadratic time to build, and no number tirc reads is this long.
            raise self.fail(f"number {_clip(event.value)} is too long", line)
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
        try:
            value = self.constructor.construct_object(node, deep=True)
        except yaml.MarkedYAMLError as error:
            raise self.fail(f"invalid YAML value: {error.problem or error.context}", line) from None
        except (yaml.YAMLError, ValueError, OverflowError):
            raise self.fail(f"invalid YAML value '{_clip(event.value)}'", line) from None
        if isinstance(value, int) and not isinstance(value, bool) and not _INT_RANGE[0] <= value < _INT_RANGE[1]:
            raise self.fail(f"integer {_clip(event.value)} does not fit in 64 bits", line)
        if isinstance(value, float) and value in (float("inf"), float("-inf")) \
                and event.value.lower() not in _INFINITIES:
            raise self.fail(f"number {_clip(event.value)} is too large for a float", line)
        return _Built(value, 1, 0, line, column, tag)


def _too_deep(file: str, line: int) -> TircError:
    return TircError(f"YAML nesting is deeper than {MAX_DEPTH} levels (counting aliases)",
                     location=SourceLocation(file, line))


def _clip(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"
