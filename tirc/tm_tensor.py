"""torch-mlir's ``tm_tensor.scan`` and ``tm_tensor.attention`` in MLIR text that tirc's upstream
MLIR bindings can parse.

torch-mlir lowers ``torch.cumsum``/``cumprod`` to ``tm_tensor.scan`` in its linalg-on-tensors
output, printed in the TMTensor dialect's custom assembly::

    %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<3x5xf32>)
             outs(%out, %acc : tensor<3x5xf32>, tensor<3xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tm_tensor.yield %s : f32
    } -> tensor<3x5xf32>, tensor<3xf32> loc(#loc1)

The bindings have no TMTensor dialect, so a custom op cannot be parsed. :func:`to_generic_syntax`
rewrites each scan (and its ``tm_tensor.yield``) into MLIR's generic op syntax, which needs no
dialect: the same operands, types, region and trailing ``loc(...)`` (so the op keeps the user's
location), with ``dimension``/``inclusive`` as attributes::

    %r:2 = "tm_tensor.scan"(%x, %out, %acc) ({ ... "tm_tensor.yield"(%s) : (f32) -> () })
             {dimension = 1 : i64, inclusive = true} : (...) -> (tensor<3x5xf32>, tensor<3xf32>) loc(#loc1)

``tm_tensor.attention`` (``F.scaled_dot_product_attention`` imported whole: no decomposition of it
and ``backend_legal_ops=["aten.scaled_dot_product_attention"]``) is rewritten the same way, its
inputs then its output as operands::

    %a = tm_tensor.attention {scale = 3.0e-01 : f64} ins(%q, %k, %v[, %mask] : Q, K, V[, M]) outs(%o : O) -> O
    %a = "tm_tensor.attention"(%q, %k, %v[, %mask], %o) {scale = 3.0e-01 : f64} : (Q, K, V[, M], O) -> O

(``softmax(scale q kᵀ + mask) v`` over the last two dims, ``scale`` defaulting to ``1/sqrt(D)``);
``tir-fuse-attention`` replaces it by ``tir.attention`` (the reference does not interpret it).

:func:`parse_source` parses such text with unregistered ops allowed — only when the text has a
scan or an attention, so every other input parses exactly as before — and then refuses every
unregistered op but these (a misspelt op name stays an error). Passes then run with unregistered
ops allowed until ``tir-scan`` replaces the scans by kernels; the reference interprets them directly. Only the op's
syntax changes: its semantics stay TMTensor's (for inclusive scans ``out[0] = in[0]``,
``out[i] = body(out[i-1], in[i])``; exclusive ``out[0] = acc[...]``,
``out[i] = body(out[i-1], in[i-1])``; the accumulator result is the last value combined).
"""

from __future__ import annotations

import re

from mlir import ir

from tirc.diagnostics import SourceLocation, TircError
from tirc.schedule.attention import ATTENTION_OP
from tirc.schedule.quant import QUANT_OP

SCAN = "tm_tensor.scan"
YIELD = "tm_tensor.yield"
ATTENTION = "tm_tensor.attention"
_ATTENTION_HEAD = re.compile(r"\btm_tensor\.attention\s+(?=\{|ins\s*\()")
_SCAN_HEAD = re.compile(r"\btm_tensor\.scan\s+dimension\s*\(\s*(?P<dim>\d+)\s*\)\s*"
                        r"inclusive\s*\(\s*(?P<inc>true|false)\s*\)\s*")
_YIELD = re.compile(r"\btm_tensor\.yield\s+(?P<values>[^:\n]+?)\s*:\s*(?P<types>[^\n]+?)\s*(?=loc\(|$)", re.M)
_OPENERS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def _closing(text: str, start: int) -> int:
    """The index just past the bracket group opening at ``start`` (strings skipped; ``->`` is no
    closing ``>``)."""
    stack: list[str] = []
    position = start
    while position < len(text):
        char = text[position]
        if char == '"':
            position += 1
            while position < len(text) and text[position] != '"':
                position += 2 if text[position] == "\\" else 1
        elif char in _OPENERS:
            stack.append(_OPENERS[char])
        elif char == ">" and text[position - 1] == "-":
            pass
        elif stack and char == stack[-1]:
            stack.pop()
            if not stack:
                return position + 1
        position += 1
    raise ValueError("unbalanced brackets")


def _split_top(text: str) -> list[str]:
    """``text`` split at commas outside brackets, each part stripped."""
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    for index, char in enumerate(text):
        if char in "([{<":
            depth += 1
        elif char in ")]}" or (char == ">" and text[index - 1] != "-"):
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def _operand_group(text: str, keyword: str, position: int) -> tuple[list[str], list[str], int]:
    """The values and types of ``keyword(%a, %b : t1, t2)`` at ``position``; the index after it."""
    match = re.compile(rf"{keyword}\s*\(").match(text, position)
    if match is None:
        raise ValueError(f"expected {keyword}(...)")
    end = _closing(text, match.end() - 1)
    inside = text[match.end():end - 1]
    values, _, types = inside.partition(":")
    return _split_top(values), _split_top(types), end


def _line_of(text: str, position: int) -> int:
    return text.count("\n", 0, position) + 1


def to_generic_syntax(text: str, file: str = "-") -> str:
    """``text`` with every ``tm_tensor.scan``/``tm_tensor.yield`` and ``tm_tensor.attention`` in
    custom assembly rewritten to the generic op syntax (see the module docstring); other text is
    unchanged, so line numbers and locations stay those of the input."""
    text = _attention_to_generic(text, file)
    if SCAN not in text:
        return text
    pieces: list[str] = []
    position = 0
    for head in _SCAN_HEAD.finditer(text):
        if head.start() < position:
            continue
        try:
            attributes, inputs, input_types, outputs, output_types, cursor = _head_operands(text, head.end())
            cursor = _skip_space(text, cursor)
            if not text.startswith("{", cursor):
                raise ValueError("expected the combiner region")
            region_end = _closing(text, cursor)
            region = text[cursor:region_end]
            result_types, stop = _result_types(text, region_end)
            after = region_end if stop is None else stop
        except ValueError as error:
            line = _line_of(text, head.start())
            raise TircError(f"cannot read {SCAN}: {error}", location=SourceLocation(file, line, 1),
                            hint="write it as torch-mlir prints it: tm_tensor.scan dimension(D) inclusive(B) "
                                 "ins(%x : T) outs(%out, %acc : T, A) { ^bb0(...): ... tm_tensor.yield %v : E } "
                                 "-> T, A") from None
        properties = [f"dimension = {head['dim']} : i64", f"inclusive = {head['inc']}"]
        if attributes:
            properties.append(attributes)
        operand_types = ", ".join(input_types + output_types)
        pieces.append(text[position:head.start()])
        pieces.append(f'"{SCAN}"({", ".join(inputs + outputs)}) ({_yields_to_generic(region)}) '
                      f'{{{", ".join(properties)}}} : ({operand_types}) -> ({", ".join(result_types)})')
        position = after
    pieces.append(text[position:])
    return "".join(pieces)


def _attention_to_generic(text: str, file: str) -> str:
    """``tm_tensor.attention {attrs} ins(%q, %k, %v[, %mask] : ...) outs(%o : T) -> T`` (torch-mlir's
    SDPA kept whole: ``softmax(scale q kᵀ + mask) v`` over the last two dims, ``scale`` the
    attribute or ``1/sqrt(D)``) as ``"tm_tensor.attention"(%q, %k, %v[, %mask], %o) {attrs} : (...) -> T``."""
    if ATTENTION not in text:
        return text
    pieces: list[str] = []
    position = 0
    for head in _ATTENTION_HEAD.finditer(text):
        if head.start() < position:
            continue
        try:
            attributes, inputs, input_types, outputs, output_types, cursor = _head_operands(text, head.end())
            result_types, stop = _result_types(text, cursor)
            if stop is None:
                raise ValueError("expected -> and the result type")
        except ValueError as error:
            where = SourceLocation(file, _line_of(text, head.start()), 1)
            raise TircError(f"cannot read {ATTENTION}: {error}", location=where,
                            hint="write it as torch-mlir prints it: tm_tensor.attention ins(%q, %k, %v : Q, K, V) "
                                 "outs(%o : O) -> O") from None
        pieces.append(text[position:head.start()])
        properties = f" {{{attributes}}}" if attributes else ""
        pieces.append(f'"{ATTENTION}"({", ".join(inputs + outputs)}){properties} : '
                      f'({", ".join(input_types + output_types)}) -> {", ".join(result_types)}')
        position = stop
    pieces.append(text[position:])
    return "".join(pieces)


def _skip_space(text: str, cursor: int) -> int:
    return len(text) - len(text[cursor:].lstrip())


def _head_operands(text: str, cursor: int) -> tuple[str, list[str], list[str], list[str], list[str], int]:
    """What follows a TMTensor op's name in custom assembly: an optional ``{attributes}``, then
    ``ins(... : ...)`` and ``outs(... : ...)``: (attributes, inputs, their types, outputs, their
    types, the position after the outs)."""
    attributes = ""
    if text.startswith("{", cursor):
        end = _closing(text, cursor)
        attributes = text[cursor + 1:end - 1].strip()
        cursor = _skip_space(text, end)
    inputs, input_types, cursor = _operand_group(text, "ins", cursor)
    outputs, output_types, cursor = _operand_group(text, "outs", _skip_space(text, cursor))
    return attributes, inputs, input_types, outputs, output_types, cursor


def _result_types(text: str, cursor: int) -> tuple[list[str], int | None]:
    """The result types of ``-> T, ...`` at ``cursor`` (up to the op's ``loc(...)`` or the line's
    end) and where they stop; ``([], None)`` where no ``->`` follows."""
    rest = re.compile(r"\s*->\s*").match(text, cursor)
    if rest is None:
        return [], None
    stop = re.compile(r"\s*(loc\(|$)", re.M).search(text, rest.end())
    assert stop is not None   # "$" matches at the latest at the text's end
    return _split_top(text[rest.end():stop.start()]), stop.start()


def _yields_to_generic(region: str) -> str:
    def generic(match: re.Match[str]) -> str:
        return f'"{YIELD}"({match["values"].strip()}) : ({match["types"].strip()}) -> () '
    return _YIELD.sub(generic, region)


def has_scan(text: str) -> bool:
    """Whether ``text`` holds a TMTensor op (a scan or an attention) to rewrite and parse as unregistered."""
    return SCAN in text or ATTENTION in text


# tirc's own attention op, written in the generic syntax by tir-fuse-attention and by hand in
# tests: a dump of the linalg stage parses back. So is the W4A16 op (tirc/schedule/quant.py).
UNREGISTERED_OPS = (SCAN, YIELD, ATTENTION, ATTENTION_OP, QUANT_OP)


def parse_source(text: str, file: str = "-") -> ir.Module:
    """Parse MLIR text in the current context; text with ``tm_tensor.scan`` or ``.attention`` is rewritten to the
    generic syntax and parsed with unregistered ops allowed (the context keeps allowing them: the
    passes verify the module until ``tir-scan`` lowers the scans). Raises MLIR's error as parsing
    does, or a TircError for an unregistered op other than the scan's."""
    if not has_scan(text) and f'"{ATTENTION_OP}"' not in text and f'"{QUANT_OP}"' not in text:
        return ir.Module.parse(text)
    context = ir.Context.current
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(to_generic_syntax(text, file) if has_scan(text) else text)
    check_unregistered(module, file)
    return module


def check_unregistered(module: ir.Module, file: str) -> None:
    """Refuse unregistered ops other than the scan, its yield and the attentions (what parsing with unregistered
    ops allowed would otherwise accept silently)."""
    from tirc.mlir_support import source_location

    unknown: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name not in UNREGISTERED_OPS and not op.context.is_registered_operation(op.name):
            unknown.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if unknown:   # raised here: an exception inside the walk's callback would not reach the caller
        raise TircError(f"invalid MLIR: unknown op '{unknown[0].name}'",
                        location=source_location(unknown[0].location, file),
                        hint="tirc reads the upstream MLIR dialects, torch-mlir's tm_tensor.scan and "
                             "tm_tensor.attention, and tirc's tir.attention")
