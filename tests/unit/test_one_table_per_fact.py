"""One table per fact: element byte sizes come from tirc.dtypes, the tensor-map size from tirc.target.

A second copy of a fact drifts from the first the day one of them changes; these tests read every
module under tirc/ with `ast` and fail on a copy, naming where it is.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tirc.dtypes import DTYPE_ALIASES, itemsize

ROOT = Path(__file__).resolve().parents[2]
ELEMENT_TYPES = frozenset(DTYPE_ALIASES.values())   # every tirc element type name (f16, bf16, i1, ...)


def _modules() -> list[tuple[str, ast.Module]]:
    return [(str(path.relative_to(ROOT)), ast.parse(path.read_text(), filename=str(path)))
            for path in sorted((ROOT / "tirc").rglob("*.py"))]


def _is_element_size_table(node: ast.Dict) -> bool:
    """A dict literal of two or more tirc element types, each mapped to its byte size."""
    if len(node.keys) < 2:
        return False
    for key, value in zip(node.keys, node.values):
        if not (isinstance(key, ast.Constant) and key.value in ELEMENT_TYPES):
            return False
        if not (isinstance(value, ast.Constant) and type(value.value) is int and value.value == itemsize(key.value)):
            return False
    return True


def test_element_sizes_have_one_table() -> None:
    copies = [f"{path}:{node.lineno}" for path, tree in _modules() if path != "tirc/dtypes.py"
              for node in ast.walk(tree) if isinstance(node, ast.Dict) and _is_element_size_table(node)]
    assert not copies, ("tables of element byte sizes beside tirc.dtypes (use tirc.dtypes.itemsize): "
                        + ", ".join(copies))


def test_the_reader_sees_an_element_size_table() -> None:
    table = ast.parse('SIZES = {"f16": 2, "bf16": 2, "i8": 1}').body[0].value   # type: ignore[attr-defined]
    not_sizes = ast.parse('K = {"f16": 16, "bf16": 16}').body[0].value   # type: ignore[attr-defined]
    assert _is_element_size_table(table) and not _is_element_size_table(not_sizes)


@pytest.mark.parametrize("name", ["TENSORMAP_BYTES", "TENSORMAP_ALIGN"])
def test_tensormap_size_is_defined_once(name: str) -> None:
    definitions = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AnnAssign) else []
            definitions += [(path, node.lineno) for target in targets
                            if isinstance(target, ast.Name) and target.id.lstrip("_") == name]
    assert [path for path, _ in definitions] == ["tirc/target.py"], \
        (f"{name} is tirc.target's; import it from there instead of defining it at "
         + ", ".join(f"{path}:{line}" for path, line in definitions if path != "tirc/target.py"))
