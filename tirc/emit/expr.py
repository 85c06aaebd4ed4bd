"""Integer size expressions in manifests: ``ceildiv(arg0_d0, 8)``, ``arg0_d0 * 48`` ...

An expression is an ``int`` or a string over symbols (dynamic sizes of the inputs) using
``+ - *``, parentheses and ``ceildiv/floordiv/mod/min/max(a, b)``. The same text is valid C with
small helper macros, which is what C launchers use. Constants are folded as expressions are built.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

Expr = int | str


def _wrap(e: Expr) -> str:
    text = str(e)
    if isinstance(e, int):
        return text if e >= 0 else f"({text})"
    return text if text.isidentifier() or text.endswith(")") and _balanced_call(text) else f"({text})"


def _balanced_call(text: str) -> bool:
    """True for ``f(...)`` where the parentheses after f enclose everything."""
    head = text.split("(", 1)[0]
    if not head.isidentifier():
        return False
    depth = 0
    for position, ch in enumerate(text[len(head):]):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and position != len(text) - len(head) - 1:
            return False
    return True


def add(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a + b
    if b == 0:
        return a
    if a == 0:
        return b
    return f"{a} + {_wrap(b)}"


def sub(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a - b
    if b == 0:
        return a
    if a == b:
        return 0
    return f"{a} - {_wrap(b)}"


def mul(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a * b
    if a == 0 or b == 0:
        return 0
    if a == 1:
        return b
    if b == 1:
        return a
    return f"{_wrap(a)} * {_wrap(b)}"


def _call(name: str, fn: Callable[[int, int], int], a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return fn(a, b)
    return f"{name}({a}, {b})"


def ceildiv(a: Expr, b: Expr) -> Expr:
    return a if b == 1 else _call("ceildiv", lambda x, y: -(-x // y), a, b)


def floordiv(a: Expr, b: Expr) -> Expr:
    return a if b == 1 else _call("floordiv", lambda x, y: x // y, a, b)


def mod(a: Expr, b: Expr) -> Expr:
    return 0 if b == 1 else _call("mod", lambda x, y: x % y, a, b)


def minimum(a: Expr, b: Expr) -> Expr:
    return a if a == b else _call("min", min, a, b)


def maximum(a: Expr, b: Expr) -> Expr:
    return a if a == b else _call("max", max, a, b)


_FUNCTIONS: dict[str, Callable[[int, int], int]] = {
    "ceildiv": lambda x, y: -(-x // y),
    "floordiv": lambda x, y: x // y,
    "mod": lambda x, y: x % y,
    "min": min,
    "max": max,
}


def evaluate(expr: Expr, symbols: dict[str, int]) -> int:
    """Evaluate an expression with concrete sizes; only the grammar above is accepted."""
    if isinstance(expr, int):
        return expr
    return _eval_node(ast.parse(expr, mode="eval").body, symbols, expr)


def _eval_node(node: ast.AST, symbols: dict[str, int], text: str) -> int:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in symbols:
            raise KeyError(f"size expression '{text}' needs a value for '{node.id}'")
        return symbols[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval_node(node.operand, symbols, text)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
        left, right = _eval_node(node.left, symbols, text), _eval_node(node.right, symbols, text)
        if isinstance(node.op, ast.Add):
            return left + right
        return left - right if isinstance(node.op, ast.Sub) else left * right
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FUNCTIONS
            and len(node.args) == 2 and not node.keywords):
        return _FUNCTIONS[node.func.id](*(_eval_node(arg, symbols, text) for arg in node.args))
    raise ValueError(f"not a size expression: '{text}'")

