"""Triton's memory-bound kernels (softmax, the norms, gated activations, row and column reductions),
compiled for sm_80 on the CPU and run in tirc's PTX emulator.

The peers of tirc's kernels in ``bench/compare_triton.py --memory-bound``, written the way
Triton's tutorials write them (02 fused softmax, 05 layer norm): one program per row, the whole
row in registers (BLOCK, the next power of two of the row length, masked), statistics in f32,
so every input element is read once and every output element written once. The elementwise
kernels take BLOCK elements per program of the flattened tensors; the column mean takes BLOCK_C
columns per program (one warp) and walks down the rows. Inputs and outputs are f16, as in the exported torch
modules they are compared with (``bench/memory_bound.py``). Triton compiles for sm_80 without a
GPU (``triton.compile`` with an explicit ``GPUTarget``), as ``bench/triton_gemm.py`` does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import triton
import triton.language as tl

from bench.triton_gemm import CompiledGemm

LAYERNORM_EPS = 1e-5   # torch.nn.LayerNorm's default
RMSNORM_EPS = 1e-6     # what Llama's RMSNorm uses
FLAT_BLOCK = 1024      # elements per program of the elementwise kernels
COLUMN_BLOCK = 256     # columns per program of the column mean: 8 f16 (16 bytes) per thread of one warp


@triton.jit
def softmax_kernel(x_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(x_ptr + row * row_stride + cols, mask=inside, other=-float("inf")).to(tl.float32)
    numerator = tl.exp(x - tl.max(x, axis=0))
    y = numerator / tl.sum(numerator, axis=0)
    tl.store(y_ptr + row * row_stride + cols, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def _normalise(x, inside, n_cols, eps):
    """(x - mean) / sqrt(var + eps) over one row held in registers (f32; padding lanes zero)."""
    mean = tl.sum(x, axis=0) / n_cols
    centred = tl.where(inside, x - mean, 0.0)
    variance = tl.sum(centred * centred, axis=0) / n_cols
    return centred * tl.rsqrt(variance + eps)


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr, EPS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(x_ptr + row * row_stride + cols, mask=inside, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    y = _normalise(x, inside, n_cols, EPS) * w + b
    tl.store(y_ptr + row * row_stride + cols, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def add_layernorm_kernel(x_ptr, r_ptr, w_ptr, b_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr,
                         EPS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    # The residual sum in f16, as torch adds two f16 tensors, then normalised in f32.
    total = tl.load(x_ptr + row * row_stride + cols, mask=inside, other=0.0) + \
        tl.load(r_ptr + row * row_stride + cols, mask=inside, other=0.0)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    y = _normalise(total.to(tl.float32), inside, n_cols, EPS) * w + b
    tl.store(y_ptr + row * row_stride + cols, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr, EPS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(x_ptr + row * row_stride + cols, mask=inside, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    y = x * tl.rsqrt(tl.sum(x * x, axis=0) / n_cols + EPS) * w
    tl.store(y_ptr + row * row_stride + cols, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def gelu_mul_kernel(g_ptr, u_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    g = tl.load(g_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    u = tl.load(u_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    y = 0.5 * g * (1.0 + tl.erf(g * 0.7071067811865476)) * u   # exact (erf) GELU, torch's default
    tl.store(y_ptr + offsets, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def silu_mul_kernel(g_ptr, u_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    g = tl.load(g_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    u = tl.load(u_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    y = g * tl.sigmoid(g) * u
    tl.store(y_ptr + offsets, y.to(y_ptr.dtype.element_ty), mask=inside)


@triton.jit
def row_sum_kernel(x_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * row_stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(y_ptr + row, tl.sum(x, axis=0).to(y_ptr.dtype.element_ty))


@triton.jit
def col_mean_kernel(x_ptr, y_ptr, n_rows, n_cols, row_stride, BLOCK_C: tl.constexpr):
    # Each thread keeps its columns' sums down the rows: no reduction across threads.
    cols = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)
    inside = cols < n_cols
    total = tl.zeros((BLOCK_C,), dtype=tl.float32)
    for row in range(n_rows):
        total += tl.load(x_ptr + row * row_stride + cols, mask=inside, other=0.0).to(tl.float32)
    tl.store(y_ptr + cols, (total / n_rows).to(y_ptr.dtype.element_ty), mask=inside)


def _erf(values: np.ndarray) -> np.ndarray:
    return np.vectorize(math.erf, otypes=[np.float64])(values)


def _layernorm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    centred = x - x.mean(axis=-1, keepdims=True)
    return centred / np.sqrt((centred * centred).mean(axis=-1, keepdims=True) + LAYERNORM_EPS) * w + b


def _softmax(x: np.ndarray) -> np.ndarray:
    numerator = np.exp(x - x.max(axis=-1, keepdims=True))
    return numerator / numerator.sum(axis=-1, keepdims=True)


@dataclass(frozen=True)
class RowwiseProgram:
    """One Triton kernel and how it is launched: ``inputs`` name each f16 input and its shape,
    "matrix" [rows, cols] or "row" [cols] (a weight); ``output`` is [rows, cols] ("matrix"), [rows]
    ("rows") or [cols] ("cols"); ``grid`` says what a program takes: a row, FLAT_BLOCK elements or
    COLUMN_BLOCK columns."""

    kernel: Any
    inputs: tuple[tuple[str, str], ...]
    output: str
    grid: str                                  # "row", "flat" or "columns"
    reference: Callable[..., np.ndarray]       # float64 numpy, from the inputs in order
    eps: float | None = None


PROGRAMS: dict[str, RowwiseProgram] = {
    "softmax": RowwiseProgram(softmax_kernel, (("x", "matrix"),), "matrix", "row", _softmax),
    "layernorm": RowwiseProgram(layernorm_kernel, (("x", "matrix"), ("w", "row"), ("b", "row")), "matrix", "row",
                                _layernorm, LAYERNORM_EPS),
    "add_layernorm": RowwiseProgram(add_layernorm_kernel, (("x", "matrix"), ("r", "matrix"), ("w", "row"),
                                                           ("b", "row")), "matrix", "row",
                                    lambda x, r, w, b: _layernorm((x + r).astype(np.float16).astype(np.float64), w, b),
                                    LAYERNORM_EPS),
    "rmsnorm": RowwiseProgram(rmsnorm_kernel, (("x", "matrix"), ("w", "row")), "matrix", "row",
                              lambda x, w: x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + RMSNORM_EPS) * w,
                              RMSNORM_EPS),
    "gelu_mul": RowwiseProgram(gelu_mul_kernel, (("g", "matrix"), ("u", "matrix")), "matrix", "flat",
                               lambda g, u: 0.5 * g * (1.0 + _erf(g / math.sqrt(2.0))) * u),
    "silu_mul": RowwiseProgram(silu_mul_kernel, (("g", "matrix"), ("u", "matrix")), "matrix", "flat",
                               lambda g, u: g / (1.0 + np.exp(-g)) * u),
    "row_sum": RowwiseProgram(row_sum_kernel, (("x", "matrix"),), "rows", "row", lambda x: x.sum(axis=-1)),
    "col_mean": RowwiseProgram(col_mean_kernel, (("x", "matrix"),), "cols", "columns", lambda x: x.mean(axis=0)),
}


def row_block(cols: int) -> int:
    """The row's BLOCK: the next power of two of its length, as the tutorials take it."""
    return triton.next_power_of_2(cols)


def row_warps(program: str, block: int) -> int:
    """num_warps as the tutorials choose: softmax 4, 8 from 2048 columns, 16 from 4096 (02 fused
    softmax); the other row kernels one warp per 256 columns, 1 to 8 (05 layer norm)."""
    if program == "softmax":
        return 16 if block >= 4096 else 8 if block >= 2048 else 4
    return min(max(block // 256, 1), 8)


@dataclass(frozen=True)
class Launch:
    """A compiled program and the launch that covers [rows, cols]."""
    kernel: CompiledGemm       # ptx, name, dynamic shared memory, parameter count
    grid: int
    warps: int
    sizes: tuple[int, ...]     # the integer arguments after the pointers


def compile_program(name: str, rows: int, cols: int) -> Launch:
    """Compile program ``name`` for sm_80 at [rows, cols]. Sizes stay run-time arguments; the
    pointers and the sizes that are multiples of 16 carry Triton's divisibility hint, as its
    launcher specialises them (what lets it vectorise the loads)."""
    from triton.backends.compiler import GPUTarget

    program = PROGRAMS[name]
    if program.grid == "row":
        sizes = {"row_stride": cols, "n_cols": cols}
        block = row_block(cols)
        constexprs: dict[str, Any] = {"BLOCK": block}
        warps, grid = row_warps(name, block), rows
    elif program.grid == "flat":
        sizes = {"n": rows * cols}
        constexprs = {"BLOCK": FLAT_BLOCK}
        warps, grid = 4, -(-rows * cols // FLAT_BLOCK)
    else:
        sizes = {"n_rows": rows, "n_cols": cols, "row_stride": cols}
        constexprs = {"BLOCK_C": COLUMN_BLOCK}
        warps, grid = 1, -(-cols // COLUMN_BLOCK)
    if program.eps is not None:
        constexprs["EPS"] = program.eps
    # The kernels' arguments: the inputs' pointers, the output's, then the sizes (f16 and i32).
    names = [argument + "_ptr" for argument, _ in program.inputs] + ["y_ptr", *sizes]
    signature = {argument: "*fp16" if argument.endswith("_ptr") else "i32" for argument in names}
    signature.update(dict.fromkeys(constexprs, "constexpr"))
    hinted = [position for position, arg in enumerate(names)
              if arg.endswith("_ptr") or (arg in sizes and sizes[arg] % 16 == 0)]
    attrs = {(position,): [["tt.divisibility", 16]] for position in hinted}
    source = triton.compiler.ASTSource(fn=program.kernel, signature=signature, constexprs=constexprs, attrs=attrs)
    compiled = triton.compile(source, target=GPUTarget("cuda", 80, 32),
                              options={"num_warps": warps, "enable_fp_fusion": True})
    return Launch(CompiledGemm.of(compiled), grid, warps, tuple(sizes.values()))


@dataclass
class ProgramRun:
    output: np.ndarray          # f16
    reference: np.ndarray       # float64
    stats: Any                  # the emulator's LaunchStats
    inputs: dict[str, np.ndarray]


def run_program(name: str, launch: Launch, rows: int, cols: int, seed: int = 0) -> ProgramRun:
    """Run a compiled program in the emulator on random f16 inputs (weights in [0.5, 1.5], biases
    and the rest in [-1, 1]) and check it against the float64 reference."""
    from tirc.runtime.emulator import Emulator, PtxModule

    program = PROGRAMS[name]
    rng = np.random.default_rng(seed)
    inputs: dict[str, np.ndarray] = {}
    for argument, shape in program.inputs:
        low, high = (0.5, 1.5) if argument == "w" else (-1.0, 1.0)
        inputs[argument] = rng.uniform(low, high, (rows, cols) if shape == "matrix" else (cols,)).astype(np.float16)
    out_shape = {"matrix": (rows, cols), "rows": (rows,), "cols": (cols,)}[program.output]
    emulator = Emulator(PtxModule.parse(launch.kernel.ptx))
    pointers = [emulator.to_device(value) for value in inputs.values()]
    out_bytes = int(np.prod(out_shape)) * 2
    out = emulator.alloc(out_bytes)
    emulator.fill(out, out_bytes, 0xFF)   # poison: an element the kernel leaves is NaN
    args: list[int] = [*pointers, out, *launch.sizes]
    args += [0] * (launch.kernel.num_params - len(args))  # Triton's global/profile scratch pointers
    stats = emulator.launch(launch.kernel.name, grid=(launch.grid, 1, 1), block=(32 * launch.warps, 1, 1), args=args,
                            dynamic_smem=launch.kernel.shared)
    output = emulator.from_device(out, out_shape, np.float16)
    reference = program.reference(*(value.astype(np.float64) for value in inputs.values()))
    return ProgramRun(output, reference, stats, inputs)


def close_enough(got: np.ndarray, want: np.ndarray) -> bool:
    """f16 outputs of f32 arithmetic against the float64 reference: a few f16 ulps, relative to
    the reference or to the row's scale (sums of 1000s of terms cancel)."""
    scale = max(float(np.max(np.abs(want))), 1e-3)
    return bool(np.all(np.abs(got.astype(np.float64) - want) <= 4e-3 * np.abs(want) + 2e-3 * scale))
