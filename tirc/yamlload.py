"""Safe YAML for op specs and pipelines: values that know their line, and one error per bad file.

Both YAML inputs of tirc (op specs and pipeline files) are read here, so both get the same
protection: every way a file can be malformed ends in one :class:`TircError` naming ``FILE:LINE``,
never a traceback, a hang or a memory blow-up. The loader refuses

- bytes that are not UTF-8, NUL and other characters YAML does not allow;
- nesting deeper than :data:`MAX_DEPTH` (also through aliases), and documents whose aliases
  expand to more than :data:`MAX_VALUES` values (the "billion laughs"), counted on the composed
  node graph before anything is built, so the cost is linear in the file's size;
- an alias that refers to the node it is inside (a cycle);
- complex (mapping or sequence) keys, merge keys (``<<``), duplicate keys and tags other than
  YAML's own scalar types;
- integers outside 64 bits and floats that overflow (``1e999``; ``.inf`` is fine).

Mappings become :class:`LocatedDict` and sequences :class:`LocatedList`, which record their own
line and the line of every key or item, so schema errors can point at the exact line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tirc.diagnostics import SourceLocation, TircError

MAX_DEPTH = 64            # nested mappings/sequences; tirc's files need fewer than ten
MAX_VALUES = 1_000_000    # values after alias expansion; a 4,000-kernel spec has about 100,000
_INT_RANGE = (-(2 ** 63), 2 ** 64)   # the widest integer any tirc option or size can take
_COLLECTION_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
_MERGE_TAG = "tag:yaml.org,2002:merge"
_INFINITIES = (".inf", "+.inf", "-.inf")


class LocatedDict(dict):  # type: ignore[type-arg]
    """A YAML mapping with the line it starts on and the line of each key."""

    line: int
    key_lines: dict[Any, int]


class LocatedList(list):  # type: ignore[type-arg]
    """A YAML sequence with the line it starts on and the line of each item (by index)."""

    line: int
    key_lines: dict[Any, int]


def read_yaml_file(path: str | Path, display: str | None = None) -> str:
    """The text of a YAML file; ``display`` names it in errors (default: the path)."""
    name = display or str(path)
    file = Path(path)
    if not file.exists():
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
    composer = None
    try:
        composer = _LimitedComposer(text, file)   # PyYAML checks the characters here
        node = composer.get_single_node()
    except yaml.reader.ReaderError as error:
        raise _reader_error(error, text, file) from None
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, file) from None
    except yaml.YAMLError as error:
        raise TircError(f"invalid YAML: {error}", location=SourceLocation(file)) from None
    finally:
        if composer is not None:
            composer.dispose()
    if node is None:
        raise TircError("empty YAML document", location=SourceLocation(file))
    _Measure(file).check(node)
    return _Builder(file).build(node)


# ---------------------------------------------------------------------------------------------
# Errors from PyYAML, with a line


def _line_of(node_or_mark: yaml.Node | yaml.Mark) -> int:
    mark = node_or_mark.start_mark if isinstance(node_or_mark, yaml.Node) else node_or_mark
    return mark.line + 1


def _reader_error(error: yaml.reader.ReaderError, text: str, file: str) -> TircError:
    position = min(max(error.position, 0), len(text))
    line = text.count("\n", 0, position) + 1
    character = error.character if isinstance(error.character, int) else ord(str(error.character)[:1] or "\0")
    what = "a NUL byte" if character == 0 else f"character U+{character:04X}"
    return TircError(f"invalid YAML: {what} is not allowed in YAML text", location=SourceLocation(file, line),
                     hint="YAML files are printable UTF-8 text")


def _syntax_error(error: yaml.MarkedYAMLError, file: str) -> TircError:
    mark = error.problem_mark or error.context_mark
    location = SourceLocation(file, mark.line + 1, mark.column + 1) if mark else SourceLocation(file)
    problem = error.problem or error.context or "malformed document"
    if error.context and problem.startswith("but "):   # "expected a single document ..., but found ..."
        problem = f"{error.context}, {problem}"
    hint = "YAML indents with spaces; replace the tabs" if "'\\t'" in problem else None
    return TircError(f"invalid YAML: {problem}", location=location, hint=hint)


# ---------------------------------------------------------------------------------------------
# Composing with a depth limit


class _LimitedComposer(yaml.SafeLoader):
    """PyYAML's safe composer, refusing nesting deeper than MAX_DEPTH while it composes.

    PyYAML composes recursively: without the limit a deeply nested file exhausts Python's stack.
    """

    def __init__(self, text: str, file: str) -> None:
        super().__init__(text)
        self.file = file
        self.depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        if self.check_event(yaml.AliasEvent):
            return super().compose_node(parent, index)
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise _too_deep(self.file, _line_of(self.peek_event().start_mark))
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def _too_deep(file: str, line: int) -> TircError:
    return TircError(f"YAML nesting is deeper than {MAX_DEPTH} levels (counting aliases)",
                     location=SourceLocation(file, line))


class _Measure:
    """Size and depth of the document once aliases are expanded, on the node graph (linear time)."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.sizes: dict[int, tuple[int, int]] = {}   # id(node) -> (values, height)
        self.open: set[int] = set()                   # nodes being measured: an alias to one is a cycle

    def check(self, root: yaml.Node) -> None:
        self.measure(root, 1)

    def measure(self, node: yaml.Node, depth: int) -> tuple[int, int]:
        key = id(node)
        if key in self.open:
            raise TircError("a YAML alias refers to a node that contains it (a cycle)",
                            location=SourceLocation(self.file, _line_of(node)))
        if key in self.sizes:
            values, height = self.sizes[key]
        else:
            if depth > MAX_DEPTH:
                raise _too_deep(self.file, _line_of(node))
            self.open.add(key)
            values, height = 1, 1
            for child in _children(node):
                child_values, child_height = self.measure(child, depth + 1)
                if depth + child_height > MAX_DEPTH:   # reported here: an alias use has no line of its own
                    raise _too_deep(self.file, _line_of(child if child_height == 1 else node))
                values += child_values
                height = max(height, child_height + 1)
                if values > MAX_VALUES:
                    raise TircError(f"YAML document expands to more than {MAX_VALUES:,} values "
                                    "(aliases repeat what their anchor names)",
                                    location=SourceLocation(self.file, _line_of(node)))
            self.open.discard(key)
            self.sizes[key] = (values, height)
        return values, height


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


# ---------------------------------------------------------------------------------------------
# Building located values


class _Builder:
    """Turns a measured node graph into LocatedDict / LocatedList / scalars."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.constructor = yaml.SafeLoader("")

    def fail(self, message: str, node: yaml.Node, hint: str | None = None) -> TircError:
        return TircError(message, location=SourceLocation(self.file, _line_of(node)), hint=hint)

    def build(self, node: yaml.Node) -> Any:
        if isinstance(node, yaml.ScalarNode):
            return self.scalar(node)
        if node.tag not in _COLLECTION_TAGS:
            raise self.fail(f"unsupported YAML tag '{node.tag}'", node, hint="remove the tag")
        if isinstance(node, yaml.SequenceNode):
            items = LocatedList(self.build(item) for item in node.value)
            items.line = _line_of(node)
            items.key_lines = {index: _line_of(item) for index, item in enumerate(node.value)}
            return items
        result = LocatedDict()
        result.line = _line_of(node)
        result.key_lines = {}
        for key_node, value_node in node.value:
            key = self.key(key_node)
            if key in result:
                raise self.fail(f"duplicate key {key!r} (first on line {result.key_lines[key]})", key_node,
                                hint="each key appears once in a mapping")
            result[key] = self.build(value_node)
            result.key_lines[key] = _line_of(key_node)
        return result

    def key(self, node: yaml.Node) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            raise self.fail("a mapping key must be a plain value, not a mapping or a list (complex key)", node,
                            hint="an unquoted '?' starts a complex key; quote it: \"?\"")
        if node.tag == _MERGE_TAG:
            raise self.fail("merge keys ('<<') are not supported", node, hint="write the keys out")
        return self.scalar(node)

    def scalar(self, node: yaml.ScalarNode) -> Any:
        try:
            value = self.constructor.construct_object(node, deep=True)
        except yaml.MarkedYAMLError as error:
            raise self.fail(f"invalid YAML value: {error.problem or error.context}", node) from None
        except (yaml.YAMLError, ValueError, OverflowError):
            raise self.fail(f"invalid YAML value '{_clip(node.value)}'", node) from None
        if isinstance(value, int) and not isinstance(value, bool) and not _INT_RANGE[0] <= value < _INT_RANGE[1]:
            raise self.fail(f"integer {_clip(node.value)} does not fit in 64 bits", node)
        if isinstance(value, float) and value in (float("inf"), float("-inf")) \
                and node.value.lower() not in _INFINITIES:
            raise self.fail(f"number {_clip(node.value)} is too large for a float", node)
        return value


def _clip(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"
