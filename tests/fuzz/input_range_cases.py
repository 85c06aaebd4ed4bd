"""Fuzz group ``input-range``: what ``tirc run --emulate`` is given, and its verdict at the edges.

Three kinds of case, on tiny sizes:

- ``range``: an example function with its element type replaced (f16, bf16, f32, f64; the
  embedding's i64 indices, the u8 GEMM's i8 operands) run with an ``--input-range`` whose bounds
  come from a table of each type's edges: the largest finite number, twice it, the one below it,
  subnormals, -0, NaN, infinities, integer limits and one past them, huge widths, LO above HI,
  and now and then a name that is no input or dynamic sizes that disagree.
- ``args``: the vector_add PTX kernel launched with ``--args`` items of wrong widths, kinds,
  buffers for scalars, scalars for pointers, and wrong counts.
- ``overflow``: a Python script emulates a correct kernel on inputs near its type's largest
  number, so that results (or an f16 accumulator's partial sums) overflow, and fails with a
  traceback when the verdict is a MISMATCH: a correctly rounded infinity is a correct result.
"""

from __future__ import annotations

import random

from tests.fuzz.case import REPO, Case

# The largest finite number and the smallest subnormal of each float type.
FLOAT_LIMITS = {"f16": (65504.0, 2.0 ** -24), "bf16": (3.3895313892515355e38, 2.0 ** -133),
                "f32": (3.4028234663852886e38, 2.0 ** -149), "f64": (1.7976931348623157e308, 5e-324)}
INTEGER_LIMITS = {"i8": (-128, 127), "i64": (-2 ** 63, 2 ** 63 - 1)}


def _float_edges(dtype: str) -> list[str]:
    largest, tiny = FLOAT_LIMITS[dtype]
    values = [largest, -largest, largest * 2, largest * (1 - 2.0 ** -12), largest / 2, tiny, -tiny, tiny * 1.5,
              -0.0, 0.0, 1.0, -1.0, 1e-300, 1e308, -1e308, 1e38, 3.5e38, 65520.0, 1e30]
    texts = [repr(value) for value in values]
    return texts + ["nan", "inf", "-inf", "1e999", "9" * 40, "-" + "9" * 40, "0x10", ""]


def _integer_edges(dtype: str) -> list[str]:
    low, high = INTEGER_LIMITS[dtype]
    return [str(v) for v in (low, high, low - 1, high + 1, 0, -1, 1, 99, 100, 2 ** 31, 2 ** 63, -2 ** 64)] + \
        ["1.5", "1e3", "-0"]


# (source, the types its float element type may become, its inputs and their element types, sizes).
_SOURCES: tuple[tuple[str, tuple[str, ...], dict[str, str], str], ...] = (
    ("examples/mlir/row_sum.mlir", ("f16", "bf16", "f32", "f64"), {"arg0": "FLOAT"}, "arg0_d0=2,arg0_d1=16"),
    ("examples/mlir/axpy_memref.mlir", ("f16", "bf16", "f32", "f64"), {"arg0": "FLOAT", "arg1": "FLOAT"},
     "arg0_d0=8,arg1_d0=8"),
    ("examples/mlir/embedding.mlir", ("f32", "f16"), {"arg0": "FLOAT", "arg1": "i64"}, "arg1_d0=4"),
    ("examples/mlir/gemm_u8.mlir", ("f32",), {"arg0": "i8", "arg1": "i8"}, ""),
)


def _bound(rng: random.Random, dtype: str) -> str:
    return rng.choice(_integer_edges(dtype) if dtype in INTEGER_LIMITS else _float_edges(dtype))


def _range_case(number: int, rng: random.Random) -> Case:
    source, floats, inputs, sizes = rng.choice(_SOURCES)
    dtype = rng.choice(floats)
    text = (REPO / source).read_bytes().replace(b"f32", dtype.encode())
    names = list(inputs)
    ranges = []
    for name in rng.sample(names, rng.randint(1, len(names))):
        element = dtype if inputs[name] == "FLOAT" else inputs[name]
        low, high = _bound(rng, element), _bound(rng, element)
        if rng.random() < 0.3 and low and high:   # a sorted pair now and then, so that ranges also run
            try:
                low, high = sorted((low, high), key=float)
            except ValueError:
                pass
        ranges.append(f"{rng.choice([name] * 8 + ['arg9', 'result0'])}={low}:{high}")
    args = ["run", "input.mlir", "--emulate", "--input-range", ",".join(ranges), "--seed", str(rng.randint(0, 9))]
    if sizes:
        if "arg1_d0=8" in sizes and rng.random() < 0.2:
            sizes = sizes.replace("arg0_d0=8", "arg0_d0=1")   # sizes the operands disagree on
        args += ["--shape", sizes]
    if "gemm_u8" in source:
        args += ["--pipeline", "simt"]
    return Case(number, "input-range", f"{source.split('/')[-1]} as {dtype}: --input-range {','.join(ranges)[:80]}",
                args, files={"input.mlir": text}, watched=["input.mlir"])


# --args items: buffers, outputs, scalars of every kind with values at their edges.
_ARG_ITEMS = ("f32[64]", "out:f32[64]", "f16[64]", "i8[64]", "out:i64[2]", "f64[1]", "i64=64", "u64=64", "i32=64",
              "u32=64", "i16=64", "i8=64", "f32=64", "f64=64", "i64=-1", "u64=18446744073709551615", "i64=0",
              "f64=1e308", "i32=-2147483648")
_VECTOR_ADD_ARGS = ["f32[64]", "i64=64", "f32[64]", "i64=64", "out:f32[64]", "i64=64"]


def _args_case(number: int, rng: random.Random, ptx: bytes) -> Case:
    items = list(_VECTOR_ADD_ARGS)
    for _ in range(rng.randint(1, 3)):
        what = rng.random()
        if what < 0.6:
            items[rng.randrange(len(items))] = rng.choice(_ARG_ITEMS)
        elif what < 0.8 and items:
            del items[rng.randrange(len(items))]
        else:
            items.insert(rng.randrange(len(items) + 1), rng.choice(_ARG_ITEMS))
    spec = ",".join(items)
    args = ["run", "kernel.ptx", "--emulate", "--kernel", "vector_add", "--grid", "2", "--block", "32",
            "--args", spec]
    return Case(number, "input-range", f"vector_add --args {spec[:80]}", args, files={"kernel.ptx": ptx},
                watched=["kernel.ptx"])


# Correct kernels whose results overflow: (source, element types, inputs, sizes).
_OVERFLOWING: tuple[tuple[str, tuple[str, ...], tuple[str, ...], dict[str, int]], ...] = (
    ("examples/mlir/row_sum.mlir", ("f16", "f32", "bf16"), ("arg0",), {"arg0_d0": 2, "arg0_d1": 8}),
    ("examples/mlir/axpy_memref.mlir", ("f16", "f32", "bf16"), ("arg0", "arg1"), {"arg0_d0": 8, "arg1_d0": 8}),
)
_SCRIPT = '''import sys

import tirc.diagnostics
from tirc.runtime.execute import emulate

try:
    runs = emulate("input.mlir", shapes={shapes!r}, input_ranges={ranges!r}, seed={seed}, remarks="off",
                   isolated=True)
except tirc.diagnostics.TircError as error:
    print(f"error: {{error}}", file=sys.stderr)
    sys.exit(1)
wrong = [f"@{{run.function}} {{check.name}}: {{check}}" for run in runs for check in run.checks if not check.ok]
if wrong:
    raise AssertionError("a correct kernel judged MISMATCH: " + "; ".join(wrong))
print("ok")
'''


def _overflow_case(number: int, rng: random.Random) -> Case:
    source, types, inputs, shapes = rng.choice(_OVERFLOWING)
    dtype = rng.choice(types)
    largest = FLOAT_LIMITS[dtype][0]
    ranges = {}
    for name in inputs:
        low, high = sorted(rng.sample((0.25, 0.5, 0.9, 0.99, 1.0), 2))
        sign = rng.choice((1.0, -1.0, 1.0))
        ends = (sign * low * largest, sign * high * largest)
        ranges[name] = (min(ends), max(ends))
    seed = rng.randint(0, 99)
    script = _SCRIPT.format(shapes=shapes, ranges=ranges, seed=seed)
    text = (REPO / source).read_bytes().replace(b"f32", dtype.encode())
    return Case(number, "input-range", f"{source.split('/')[-1]} as {dtype} near its largest number: {ranges}",
                ["case.py"], files={"case.py": script.encode(), "input.mlir": text}, watched=["input.mlir"],
                program="python")


def make(number: int, rng: random.Random, ptx: bytes) -> Case:
    """Case ``number`` of the group, deterministic in ``rng``."""
    kind = rng.random()
    if kind < 0.5:
        return _range_case(number, rng)
    if kind < 0.75:
        return _args_case(number, rng, ptx)
    return _overflow_case(number, rng)
