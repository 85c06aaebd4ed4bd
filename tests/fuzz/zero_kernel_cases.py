"""Fuzz group ``zero-kernel``: programs that compute nothing, and launches too large for CUDA.

A random program whose results are its inputs, reshapes of them (expand/collapse shape, casts),
an argument returned twice, constants, or elementwise ops that fold away (``x * 1.0``, ``x + 0``),
sometimes next to one real kernel, goes through ``tirc compile`` (PTX with a manifest, a cubin,
``--emit c``), ``run --emulate`` or ``bench --emulate``; the DSL's ``A * 1.0`` / ``A + 0`` and
``tirc.torch.compile`` of identities, views and reshapes run through the Python APIs. Op specs
with sizes from a table of huge values (2^31, 2^40, 65536 x 65536 ...) compile with a manifest.

Every case is a Python script (``check.py``, the same for all) that reads its step from
``case.json``: it runs tirc (its output passed through, so a traceback or an internal error is
seen as such) and checks what tirc cannot be allowed to get wrong silently. A program with no
kernel must compile and run (a refusal is a defect); a compile that succeeds must launch nothing
CUDA would refuse. A broken expectation is an uncaught AssertionError: a traceback.
"""

from __future__ import annotations

import json
import random

from tests.fuzz.case import Case

DTYPES = ("f32", "f16", "bf16", "f64", "i32", "i8", "i64", "i1")
DIMS = (1, 2, 3, 4, 7, 8, 16, 33)
KINDS = ("identity", "collapse", "expand", "twice", "swap", "constant", "folds", "cast", "mixed")
TORCH_FUNCTIONS = ("x", "x.view(-1)", "x.reshape(x.shape[-1], -1)", "x.t().contiguous()", "(x, x)", "x.clone()",
                   "x.contiguous()", "x * 1.0", "x.flatten()", "x.unsqueeze(0)", "x.view(x.shape)")
# Sizes around CUDA's launch limits: gridDim.x <= 2^31-1, y and z <= 65535.
HUGE = (65535, 65536, 70000, 2 ** 24, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 65536 * 65536, 2 ** 40, 2 ** 45)
SPEC_OPS = ("elementwise", "reduction", "matmul", "batch_matmul")

CHECK_SCRIPT = r'''
"""One zero-kernel fuzz case: see tests/fuzz/zero_kernel_cases.py."""
import json
import re
import shutil
import subprocess
import sys

CASE = json.load(open("case.json"))
GRID, BLOCK, THREADS = (2 ** 31 - 1, 65535, 65535), (1024, 1024, 64), 1024


def tirc(*args):
    """Run tirc, pass its output through (the harness classifies it), return (status, output)."""
    result = subprocess.run([sys.executable, "-m", "tirc.cli", *args], capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode, result.stdout + result.stderr


def succeeded(status, output, what):
    assert status == 0, f"zero-kernel: {what} exited {status}, but a program without kernels is valid"
    return output


def check_plan(manifest, kernels_allowed):
    for function in manifest["functions"]:
        launches = [step for step in function["steps"] if step["op"] == "launch"]
        assert kernels_allowed or not launches, f"zero-kernel: @{function['name']} launches {launches}"
        buffers = {buffer["name"]: buffer for buffer in function["buffers"]}
        for output in function["outputs"]:
            assert output["buffer"] in buffers, f"zero-kernel: result {output['name']} names no buffer"


def check_launch_limits(manifest):
    for function in manifest["functions"]:
        for step in function["steps"]:
            if step["op"] != "launch":
                continue
            for sizes, limits in ((step["grid"], GRID), (step["block"], BLOCK)):
                for size, limit in zip(sizes, limits):
                    assert not isinstance(size, int) or size <= limit, \
                        f"launch-limits: {step['kernel']} compiled with grid {step['grid']} block {step['block']}"
            if all(isinstance(size, int) for size in step["block"]):
                threads = step["block"][0] * step["block"][1] * step["block"][2]
                assert threads <= THREADS, f"launch-limits: {step['kernel']} has {threads} threads per block"


def program():
    step = CASE["step"]
    kernels = CASE["kernels"]
    if step == "ptx":
        succeeded(*tirc("compile", "input.mlir", "-o", "out.ptx", "--manifest"), "compile")
        ptx = open("out.ptx").read()
        assert ".version" in ptx and ".target" in ptx, "zero-kernel: out.ptx is no PTX module"
        assert kernels or ".entry" not in ptx, "zero-kernel: a PTX entry for a program without kernels"
        check_plan(json.load(open("out.json")), kernels)
    elif step == "cubin":
        succeeded(*tirc("compile", "input.mlir", "-o", "out.cubin"), "compile to a cubin")
        assert open("out.cubin", "rb").read(4) == b"\x7fELF", "zero-kernel: out.cubin is no ELF file"
    elif step == "c":
        succeeded(*tirc("compile", "input.mlir", "--emit", "c", "-o", "out", "--target", CASE["targets"]), "--emit c")
        compiler = shutil.which("cc") or shutil.which("gcc")
        if compiler is not None:
            result = subprocess.run([compiler, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "out.c"],
                                    capture_output=True, text=True)
            assert result.returncode == 0, f"zero-kernel: the C launchers do not compile:\n{result.stderr}"
    elif step in ("run", "bench"):
        output = succeeded(*tirc(step, "input.mlir", "--emulate", *CASE["shape"]), f"{step} --emulate")
        assert "MISMATCH" not in output and ": ok" in output, "zero-kernel: outputs not equal to the reference"


def dsl():
    import numpy as np
    from tirc import tensorir as T

    rows, columns, dtype, operation = CASE["rows"], CASE["columns"], CASE["dtype"], CASE["operation"]

    def mul_one(A: T.Tensor[(rows, columns), dtype]) -> T.Buffer:
        B = T.alloc((rows, columns), dtype)
        for i, j in T.grid(rows, columns):
            B[i, j] = A[i, j] * 1.0
        return B

    def add_zero(A: T.Tensor[(rows, columns), dtype]) -> T.Buffer:
        B = T.alloc((rows, columns), dtype)
        for i, j in T.grid(rows, columns):
            B[i, j] = A[i, j] + 0
        return B

    kernel = T.create_schedule(mul_one if operation == "mul_one" else add_zero).build()
    a = (np.arange(rows * columns) % 7 - 3).astype(dtype).reshape(rows, columns)
    b = kernel(a)
    assert np.array_equal(np.asarray(b), a), "zero-kernel: the DSL kernel does not return its input's values"


def torch_case():
    import torch
    import tirc.torch

    x = (torch.arange(CASE["rows"] * CASE["columns"], dtype=torch.float32) - 3).reshape(CASE["rows"], CASE["columns"])
    function = eval(f"lambda x: {CASE['function']}")
    compiled = tirc.torch.compile(function, x)
    got, expected = compiled(x), function(x)
    got = got if isinstance(got, tuple) else (got,)
    expected = expected if isinstance(expected, tuple) else (expected,)
    for value, reference in zip(got, expected):
        assert torch.equal(value, reference), f"zero-kernel: {CASE['function']} gives other values"
        aliases = value.data_ptr() == x.data_ptr()
        assert aliases == (reference.data_ptr() == x.data_ptr()), \
            f"zero-kernel: {CASE['function']}: aliasing {aliases}, PyTorch's {not aliases}"


def spec():
    status, output = tirc("compile", "spec.yaml", "-o", "out.ptx", "--manifest")
    if status == 0:
        check_launch_limits(json.load(open("out.json")))
    sys.exit(status)


if CASE["kind"] == "api":
    from tirc.diagnostics import TircError
    try:
        {"dsl": dsl, "torch": torch_case}[CASE["api"]]()
    except TircError as error:   # a refusal of a program without kernels is a defect: seen as a traceback
        raise AssertionError(f"zero-kernel: {error}") from None
elif CASE["kind"] == "spec":
    spec()
else:
    program()
'''


def _type(shape: list[int | str], dtype: str) -> str:
    return f"tensor<{''.join(f'{d}x' for d in shape)}{dtype}>"


def _shape(rng: random.Random) -> list[int]:
    rank = rng.choice((1, 2, 2, 3))
    shape = [rng.choice(DIMS) for _ in range(rank)]
    if rng.random() < 0.05:
        shape[rng.randrange(rank)] = 0   # an empty tensor
    return shape


def _constant(rng: random.Random, shape: list[int], dtype: str) -> str:
    count = _product(shape)
    if dtype == "i1":
        values = [rng.choice(("true", "false")) for _ in range(count)]
    elif dtype.startswith("i"):
        values = [str(rng.randint(-8, 8)) for _ in range(count)]
    else:
        values = [repr(rng.choice((0.0, -0.0, 1.5, -2.25, 1e-3, 3.0))) for _ in range(count)]
    if count == 0:
        return "dense<false>" if dtype == "i1" else "dense<0>" if dtype.startswith("i") else "dense<0.0>"
    if rng.random() < 0.5:
        return f"dense<{values[0]}>"
    return f"dense<[{', '.join(values)}]>" if len(shape) == 1 else f"dense<{_nested(values, shape)}>"


def _nested(values: list[str], shape: list[int]) -> str:
    if len(shape) == 1:
        return f"[{', '.join(values)}]"
    step = len(values) // shape[0]
    return f"[{', '.join(_nested(values[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0]))}]"


def _folding_body(dtype: str) -> str:
    """An elementwise op that canonicalization folds away: x * 1.0, x + 0, x | false."""
    if dtype == "i1":
        return "%c = arith.constant false\n    %y = arith.ori %x, %c : i1"
    if dtype.startswith("i"):
        return f"%c = arith.constant 0 : {dtype}\n    %y = arith.addi %x, %c : {dtype}"
    return f"%c = arith.constant 1.0 : {dtype}\n    %y = arith.mulf %x, %c : {dtype}"


def program(rng: random.Random, kind: str, dtype: str) -> tuple[str, list[str], bool]:
    """(MLIR text, --shape arguments, whether it launches a kernel) for one kind of program."""
    shape = _shape(rng)
    dynamic = kind in ("identity", "collapse", "twice") and rng.random() < 0.3 and shape[0] != 0
    arg_shape: list[int | str] = ["?", *shape[1:]] if dynamic else list(shape)
    arguments = f"%a: {_type(arg_shape, dtype)}"
    sizes = ["--shape", f"arg0_d0={rng.choice((1, 5, 67))}"] if dynamic else []
    t = _type(arg_shape, dtype)
    kernels = False
    if kind == "identity":
        body, results = f"return %a : {t}", t
    elif kind == "collapse":
        flat: list[int | str] = ["?"] if dynamic else [_product(shape)]
        groups = f"[[{', '.join(str(d) for d in range(len(shape)))}]]"
        results = _type(flat, dtype)
        body = f"%0 = tensor.collapse_shape %a {groups} : {t} into {results}\n  return %0 : {results}"
    elif kind == "expand":
        rows, columns = rng.choice(DIMS), rng.choice(DIMS)
        t = _type([rows * columns], dtype)
        arguments = f"%a: {t}"
        results = _type([rows, columns], dtype)
        body = (f"%0 = tensor.expand_shape %a [[0, 1]] output_shape [{rows}, {columns}] : {t} into {results}\n"
                f"  return %0 : {results}")
    elif kind == "twice":
        results = f"{t}, {t}"
        body = f"return %a, %a : {t}, {t}"
    elif kind == "swap":
        other = _type(_shape(rng), dtype)
        arguments += f", %b: {other}"
        results = f"{other}, {t}"
        body = f"return %b, %a : {other}, {t}"
    elif kind == "constant":
        results = t
        arguments = ""
        body = f"%c = arith.constant {_constant(rng, shape, dtype)} : {t}\n  return %c : {t}"
        kernels = "dense<[" not in body   # a splat is materialized by a fill kernel
    elif kind == "folds":
        identity = ", ".join(f"d{d}" for d in range(len(shape)))
        parallel = ", ".join('"parallel"' for _ in shape)
        results = t
        body = (f"%e = tensor.empty() : {t}\n"
                f"  %0 = linalg.generic {{indexing_maps = [affine_map<({identity}) -> ({identity})>, "
                f"affine_map<({identity}) -> ({identity})>], iterator_types = [{parallel}]}} "
                f"ins(%a : {t}) outs(%e : {t}) {{\n  ^bb0(%x: {dtype}, %o: {dtype}):\n    {_folding_body(dtype)}\n"
                f"    linalg.yield %y : {dtype}\n  }} -> {t}\n  return %0 : {t}")
    elif kind == "cast":
        loose = _type(["?", *shape[1:]], dtype)
        results = loose
        body = f"%0 = tensor.cast %a : {t} to {loose}\n  return %0 : {loose}"
    else:   # mixed: one real kernel (an f32 add), and a result that is an input
        kernels = True
        t = _type(shape, "f32")
        arguments = f"%a: {t}, %b: {t}"
        results = f"{t}, {t}"
        body = (f"%e = tensor.empty() : {t}\n  %0 = linalg.add ins(%a, %b : {t}, {t}) outs(%e : {t}) -> {t}\n"
                f"  return %0, %{rng.choice('ab')} : {t}, {t}")
    name = f"{kind}_{'f32' if kind == 'mixed' else dtype}"
    text = f"func.func @{name}({arguments}) -> ({results}) {{\n  {body}\n}}\n"
    return text, sizes, kernels


def _product(shape: list[int]) -> int:
    total = 1
    for extent in shape:
        total *= extent
    return total


def _spec(rng: random.Random) -> str:
    """An op spec whose sizes come from HUGE and small values."""
    op = rng.choice(SPEC_OPS)

    def size() -> int:
        return rng.choice(HUGE) if rng.random() < 0.6 else rng.choice((16, 64, 256))

    if op == "elementwise":
        body = f"shape: {{M: {size()}, N: {size()}}}\n    fn: {rng.choice(('add', 'mul', 'relu'))}\n    dtype: {{a: f32}}"
    elif op == "reduction":
        body = (f"shape: {{M: {size()}, N: {size()}}}\n    reduce: sum\n    dim: {rng.choice('MN')}\n"
                "    dtype: {a: f32}")
    elif op == "matmul":
        body = f"shape: {{M: {size()}, N: {size()}, K: 64}}\n    dtype: {{a: f16, c: f16}}"
    else:
        body = f"shape: {{B: {size()}, M: {rng.choice((16, 64))}, N: 64, K: 32}}\n    dtype: {{a: f16, c: f16}}"
    return f"kernels:\n  - name: huge_{op}\n    op: {op}\n    {body}\n"


def make(number: int, rng: random.Random, ptx: bytes) -> Case:
    """One zero-kernel case: a program through a tirc command, a Python API call, or a huge op spec."""
    draw = rng.random()
    files: dict[str, bytes] = {"check.py": CHECK_SCRIPT.encode()}
    if draw < 0.15:
        spec = _spec(rng)
        files["spec.yaml"] = spec.encode()
        settings: dict[str, object] = {"kind": "spec"}
        mutation = f"launch limits: {spec.splitlines()[2].strip()} {spec.splitlines()[3].strip()}"
    elif draw < 0.27:
        # torch-mlir's export takes tens of seconds: 2% of the cases
        api = "torch" if draw < 0.17 else "dsl"
        dtype = rng.choice(("float32", "float16", "int32", "int8"))
        operation = rng.choice(("mul_one", "add_zero")) if dtype.startswith("float") else "add_zero"
        settings = {"kind": "api", "api": api, "rows": rng.choice(DIMS[1:]), "columns": rng.choice(DIMS[1:]),
                    "dtype": dtype, "operation": operation, "function": rng.choice(TORCH_FUNCTIONS)}
        mutation = f"{api}: {settings['function'] if api == 'torch' else settings['operation']}"
    else:
        kind = rng.choice(KINDS)
        dtype = rng.choice(DTYPES)
        step = rng.choice(("ptx", "ptx", "run", "run", "c", "cubin", "bench"))
        text, sizes, kernels = program(rng, kind, dtype)
        files["input.mlir"] = text.encode()
        settings = {"kind": "program", "step": step, "kernels": kernels, "shape": sizes,   # --shape: run, bench
                    "targets": rng.choice(("sm_80", "sm_80,sm_90a"))}
        mutation = f"{kind} {'f32' if kind == 'mixed' else dtype} via {step}"
    files["case.json"] = json.dumps(settings).encode()
    return Case(number, "zero-kernel", mutation, ["check.py"], files=files, program="python")
