"""Fuzz group ``python-api``: Python scripts calling tirc's Python APIs as a careless user would.

Each case is a script (``Case(program="python")``) that defines a tiny ``tirc.tensorir`` kernel or
a ``tirc.torch`` op/compile and calls it with values drawn from tables: names PTX cannot hold,
arrays of every dtype, shape and layout, values out of the kernel's element type, ``alloc``
inits, schedule primitives' arguments, save paths. The script turns tirc's own errors into the
CLI's convention (``error: ...``, exit 1); anything else escaping is a traceback, a failure. A call
that succeeds on values its element type does not hold exactly raises AssertionError (silent
acceptance is a failure too), and the harness checks that no ``tirc-*`` folder is left behind.
Shapes are tiny (the emulator runs every call); torch, slow to import, is in a few cases only.
"""

from __future__ import annotations

import random

from tests.fuzz.case import Case

# Names of definitions and MLIR functions: valid, and what PTX cannot hold.
VALID_NAMES = ("kernel", "k_1", "_k", "x" * 300, "__nv_x", "K9")
INVALID_NAMES = ("résumé", "ñ", "_", "a$b", "a.b", "a-b", "9lives", "Ω", "e\u0301", "a b", "%r")
DTYPES = ("float32", "float16", "bfloat16", "int8", "int32", "float64", "int64", "bool")
ARRAY_DTYPES = ("float64", "float32", "float16", "int64", "int32", "int8", "uint8", "bool", "complex128", "object",
                "<U3")
VALUES = ("0", "1", "-1", "3", "127", "-128", "128", "300.7", "1.5", "-0.5", "1e39", "65504", "65520", "1e300",
          "float('nan')", "float('inf')", "2**31", "2**40", "2**63 - 1", "True")
INITS = ("0", "1", "-1", "1000", "-129", "127", "255", "1.5", "1e6", "70000.0", "float('inf')", "float('-inf')",
         "float('nan')", "2**70", "True", "'x'", "None", "np.int8(5)", "np.float64(2.0)")
# How an argument reaches the kernel: the right shape, a wrong one, a view, a list, a scalar...
LAYOUTS = ("exact", "exact", "exact", "wrong-shape", "strided", "transposed", "list", "scalar", "ragged", "empty",
           "fortran")
ARGUMENTS = ("None", "[]", "[1]", "[4]", "[0]", "[-1]", "[1.5]", "'4'", "[None]", "[4, 4]", "[2**40, 1]", "[16, 16]",
             "[16, 16, 16]", "[8, 8, 16]", "(16, 16, 16)", "3", "-2", "0", "True", "1.0", "'shared'", "'global'",
             "'blockIdx.x'", "'threadIdx.y'", "'warp'", "'blockIdx.w'", "'A'", "'Z'", "'mma.m16n8k16'", "'mma.x'",
             "np.int64(2)", "[None, 4]", "[None, None]", "{'a': 1}", "object()")
PRIMITIVES = ("tile", "split", "bind", "reorder", "fuse", "unroll", "vectorize", "pipeline", "rasterize", "split_k",
              "cache_read", "cache_write", "swizzle", "decompose_to_tensorcore", "get_block", "get_loops",
              "default_schedule", "attention", "ir", "build")
STAGES = ("'linalg'", "'tensorir'", "'gpu'", "'nvvm'", "'ptx'", "'llvm'", "''", "None", "3")
SAVE_PATHS = ("'out'", "'a_file'", "'a_file/sub'", "''", "'.'", "'deep/er/out'", "3", "None", "b'out'",
              "pathlib.Path('out')", "'out\\nline'")
CHIPS = ("[]", "'sm_80'", "['sm_80']", "['sm_99']", "None", "('sm_80', 3)")
TORCH_DTYPES = ("float32", "float32", "float64", "int32", "float16", "bool")
TORCH_FUNCTIONS = ("lambda x: x.add_(1)", "lambda x: x * 2", "lambda x: (x + 1, x.mul_(2))", "lambda x: x.relu_()",
                   "lambda x: x.clamp_(min=0.5) * 3")

_PRELUDE = '''import math
import pathlib
import sys

import numpy as np

from tirc import tensorir as T
from tirc.diagnostics import TircError

_errors = []


def step(what, call):
    """One API call: a TircError is reported the CLI's way and the script goes on."""
    try:
        return call()
    except TircError as error:
        print(f"error: {what}: {error}", file=sys.stderr)
        _errors.append(error)
        return None


LIMITS = {"int8": (-128, 127), "int32": (-2**31, 2**31 - 1), "int64": (-2**63, 2**63 - 1), "bool": (0, 1)}
# Where rounding to the type gives inf: its largest finite value plus half an ulp
OVERFLOW = {"float16": 65520.0, "bfloat16": 2.0**127 * (2 - 2.0**-8), "float32": 2.0**127 * (2 - 2.0**-24),
            "float64": math.inf}


def exact(values, dtype):
    """Whether a kernel of element type dtype takes these values without changing them (floats
    may round, not overflow; integers must be integers in range)."""
    array = np.asarray(values)
    if array.dtype.kind not in "biuf":
        return False
    if array.size == 0:
        return True
    as_float = array.astype(np.float64)
    if dtype in LIMITS:
        low, high = LIMITS[dtype]
        if array.dtype.kind == "f" and not (np.isfinite(as_float).all() and (as_float == np.trunc(as_float)).all()):
            return False
        return bool(((array >= low) & (array <= high)).all())
    finite = np.isfinite(as_float)
    return bool((np.abs(as_float[finite]) < OVERFLOW[dtype]).all())


def finish():
    sys.exit(1 if _errors else 0)
'''


def _array(layout: str, shape: tuple[int, ...], dtype: str, value: str) -> str:
    """Python source making the argument: ``value`` everywhere, in ``dtype``, laid out as ``layout``."""
    full = f"np.full({shape!r}, {value}, dtype=object).astype({dtype!r})"
    if layout == "wrong-shape":
        return f"np.full({(shape[0] + 1,) + shape[1:]!r}, {value}, dtype=object).astype({dtype!r})"
    if layout == "strided":
        doubled = (shape[0] * 2,) + shape[1:]
        return f"np.full({doubled!r}, {value}, dtype=object).astype({dtype!r})[::2]"
    if layout == "transposed":
        return f"np.ascontiguousarray({full}.T).T"
    if layout == "fortran":
        return f"np.asfortranarray({full})"
    if layout == "list":
        return f"{full}.tolist()"
    if layout == "scalar":
        return f"np.asarray({value}, dtype=object).astype({dtype!r})"
    if layout == "ragged":
        return "[[1, 2], [3]]"
    if layout == "empty":
        return f"np.zeros((0,) * {len(shape)}, dtype={dtype!r})"
    return full


def _name(rng: random.Random) -> str:
    """A valid name mostly (the case then goes on to its calls), one PTX cannot hold sometimes."""
    return rng.choice(INVALID_NAMES if rng.random() < 0.25 else VALID_NAMES)


def _elementwise(name: str, dtype: str, init: str | None) -> list[str]:
    """A definition of a 4x4 elementwise kernel named ``name`` (a def, or __name__ where Python
    would not take it)."""
    identifier = name if name.isidentifier() else "kernel"
    alloc = f'T.alloc((4, 4), dtype="{dtype}"' + (f", init={init})" if init is not None else ")")
    statement = "B[i, j] += A[i, j]" if init is not None else "B[i, j] = A[i, j] + A[i, j]"
    lines = [f'def {identifier}(A: T.Tensor[(4, 4), "{dtype}"]):',
             f"    B = {alloc}",
             "    for i, j in T.grid(4, 4):",
             f"        {statement}",
             "    return B", ""]
    if identifier != name:
        lines.append(f"{identifier}.__name__ = {name!r}")
    lines.append(f"fn = {identifier}")
    return lines


def _dsl_call(rng: random.Random) -> tuple[str, list[str]]:
    """Build a kernel (its name and element type drawn) and call it on one drawn argument."""
    name = _name(rng)
    dtype = rng.choice(DTYPES)
    array_dtype = rng.choice(ARRAY_DTYPES)
    value = rng.choice(VALUES)
    layout = rng.choice(LAYOUTS)
    check = rng.choice(("True", "True", "True", "False", "'yes'", "1"))
    lines = _elementwise(name, dtype, None) + [
        "schedule = step('create_schedule', lambda: T.create_schedule(fn))",
        "kernel = schedule and step('build', lambda: schedule.build())",
        "if kernel is not None:",
        "    try:",
        f"        argument = {_array(layout, (4, 4), array_dtype, value)}",
        "    except (ValueError, TypeError, OverflowError):   # numpy's own refusal: no kernel call",
        "        argument = [[1, 2], [3]]",
        f"    result = step('call', lambda: kernel(argument, check={check}))",
        f"    if result is not None and not exact(argument, {dtype!r}):",
        f"        raise AssertionError('a {dtype} kernel took values it does not hold: ' + repr(argument))",
    ]
    return f"call {dtype} kernel {name!r} with {layout} {array_dtype} {value} check={check}", lines


def _dsl_init(rng: random.Random) -> tuple[str, list[str]]:
    dtype = rng.choice(DTYPES)
    init = rng.choice(INITS)
    lines = _elementwise("acc", dtype, init) + [
        f"init = {init}",
        "schedule = step('create_schedule', lambda: T.create_schedule(fn))",
        "if schedule is not None and not (isinstance(init, (int, float, np.number)) and not isinstance(init, bool)",
        f"                                and exact(np.asarray(float(init) if abs(init) >= 2**63 else init), {dtype!r})):",
        f"    raise AssertionError('alloc took init ' + repr(init) + ' for {dtype}')",
    ]
    if rng.random() < 0.3:
        lines += ["kernel = schedule and step('build', lambda: schedule.build())",
                  "if kernel is not None:",
                  f"    step('call', lambda: kernel(np.ones((4, 4), dtype={'bool' if dtype == 'bool' else dtype!r}"
                  f".replace('bfloat16', 'float32'))))"]
    return f"alloc {dtype} init={init}", lines


def _dsl_schedule(rng: random.Random) -> tuple[str, list[str]]:
    """Schedule primitives on a 16x16x16 matmul with drawn arguments, then (sometimes) a build."""
    dtype = rng.choice(("float16", "float16", "float32", "int8"))
    lines = [f'def matmul(A: T.Tensor[(16, 16), "{dtype}"], B: T.Tensor[(16, 16), "{dtype}"]):',
             f'    C = T.alloc((16, 16), dtype="{dtype}")',
             "    for i, j, k in T.grid(16, 16, 16):",
             "        C[i, j] += A[i, k] * B[k, j]",
             "    return C", "",
             "schedule = step('create_schedule', lambda: T.create_schedule(matmul))",
             "if schedule is not None:",
             "    block = schedule.get_block('C')",
             "    loops = schedule.get_loops(block)"]
    calls = []
    for _ in range(rng.randint(1, 4)):
        primitive = rng.choice(PRIMITIVES)
        first = rng.choice(("block", "loops[0]", "loops[-1]", "None", "'C'", "loops")) if primitive not in (
            "rasterize", "split_k", "attention", "ir", "build", "get_block") else None
        arguments = [first] if first is not None else []
        if primitive == "ir":
            arguments.append(rng.choice(STAGES))
        elif primitive == "build":
            arguments.append(rng.choice(("'cuda'", "'nvptx'", "'cuda:sm_90a'", "'sm_80'", "3", "None")))
        elif primitive == "attention":
            arguments.append(f"block_m={rng.choice(ARGUMENTS)}")
        elif primitive in ("reorder", "fuse"):
            arguments = [rng.choice(("loops[0]", "loops[1]", "loops[2]", "3", "None", "block"))
                         for _ in range(rng.randint(0, 3))]
        elif primitive not in ("get_loops", "default_schedule", "swizzle", "unroll", "vectorize", "cache_write"):
            arguments += [rng.choice(ARGUMENTS) for _ in range(rng.randint(1, 2))]
        elif primitive == "cache_write":
            arguments.append(rng.choice(ARGUMENTS))
        call = f"schedule.{primitive}({', '.join(arguments)})"
        calls.append(call)
        lines += [f"    step({call!r}, lambda: {call})",
                  "    loops = schedule.get_loops(block)"]
    if rng.random() < 0.4:
        lines += ["    kernel = step('build', lambda: schedule.build())",
                  "    if kernel is not None:",
                  f"        step('call', lambda: kernel(np.ones((16, 16), {dtype!r}), np.ones((16, 16), {dtype!r})))"]
    return f"schedule {dtype}: {'; '.join(calls)}", lines


def _dsl_save(rng: random.Random) -> tuple[str, list[str]]:
    path = rng.choice(SAVE_PATHS)
    method = rng.choice(("save", "save", "save_plan", "ir"))
    call = {"save": f"kernel.save({path})",
            "save_plan": f"kernel.save_plan({path}, {rng.choice(CHIPS)})",
            "ir": f"kernel.ir({rng.choice(STAGES)})"}[method]
    lines = _elementwise("saved", "float32", None) + [
        "open('a_file', 'w').close()",
        "schedule = step('create_schedule', lambda: T.create_schedule(fn))",
        "kernel = schedule and step('build', lambda: schedule.build())",
        "if kernel is not None:",
        f"    step({call!r}, lambda: {call})",
    ]
    return call, lines


def _torch_op(rng: random.Random, number: int) -> tuple[str, list[str]]:
    """tirc.torch.op on MLIR text whose function has a drawn name, called on a drawn tensor."""
    name = _name(rng)
    dtype = rng.choice(TORCH_DTYPES)
    layout = rng.choice(("contiguous", "contiguous", "strided", "wrong-shape", "scalar"))
    tensor = {"contiguous": f"torch.ones(4, dtype=torch.{dtype})",
              "strided": f"torch.ones(8, dtype=torch.{dtype})[::2]",
              "wrong-shape": f"torch.ones(5, dtype=torch.{dtype})",
              "scalar": f"torch.tensor(1, dtype=torch.{dtype})"}[layout]
    mlir = (f'func.func @"{name}"(%a: tensor<4xf32>) -> tensor<4xf32> {{\n'
            "  %e = tensor.empty() : tensor<4xf32>\n"
            "  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
            "  return %r : tensor<4xf32>\n}\n")
    lines = ["import torch", "import tirc.torch",
             f"text = {mlir!r}",
             f"op = step('op', lambda: tirc.torch.op('fuzz::k{number}', text))",
             "if op is not None:",
             f"    step('call', lambda: op({tensor}))"]
    return f"torch.op @{name!r} on {layout} {dtype}", lines


def _torch_compile(rng: random.Random) -> tuple[str, list[str]]:
    """tirc.torch.compile of a function that may change its input in place: the result and the
    input after the call must be what eager PyTorch gives."""
    function = rng.choice(TORCH_FUNCTIONS)
    lines = ["import torch", "import tirc.torch",
             f"fn = {function}",
             "x = torch.arange(4, dtype=torch.float32) - 1",
             "compiled = step('compile', lambda: tirc.torch.compile(fn, x.clone()))",
             "if compiled is not None:",
             "    expected_input = x.clone()",
             "    expected = fn(expected_input)",
             "    result = step('call', lambda: compiled(x))",
             "    if result is not None:",
             "        got, want = torch.utils._pytree.tree_leaves(result), torch.utils._pytree.tree_leaves(expected)",
             "        if not torch.equal(x, expected_input) or not all(torch.equal(a, b) for a, b in zip(got, want)):",
             "            raise AssertionError(f'compiled {fn} differs from eager: {result} vs {expected}, input {x}')"]
    return f"torch.compile {function}", lines


def make(number: int, rng: random.Random, ptx: bytes) -> Case:
    """One script: mostly the DSL (cheap), sometimes tirc.torch (importing torch costs seconds)."""
    kind = rng.choices(("call", "init", "schedule", "save", "torch-op", "torch-compile"), (5, 3, 4, 2, 1, 0.5))[0]
    if kind == "call":
        mutation, body = _dsl_call(rng)
    elif kind == "init":
        mutation, body = _dsl_init(rng)
    elif kind == "schedule":
        mutation, body = _dsl_schedule(rng)
    elif kind == "save":
        mutation, body = _dsl_save(rng)
    elif kind == "torch-op":
        mutation, body = _torch_op(rng, number)
    else:
        mutation, body = _torch_compile(rng)
    script = _PRELUDE + "\n\n" + "\n".join(body) + "\nfinish()\n"
    return Case(number, "python-api", mutation, ["case.py"], files={"case.py": script.encode()}, program="python")
