"""Every dtype, layout, epilogue and shape (tile multiple, not a multiple, dynamic M) of matmul and
batch matmul that the op spec accepts runs in the PTX emulator and is correct; the combinations it
does not accept are refused with an error.

Per dtype, the kernels cover every pair of the other three axes (layout x epilogue, layout x shape,
epilogue x shape) rather than every triple: a third of the kernels of the full product, the
same pairs of features in one kernel. The dtype is the axis that changes the code most (instruction,
fragments, conversions), and each dtype has its own test.

Small problems and a small pinned tile (32x32x64, 2x2 warps, 3 stages) keep this fast: many
kernels go in one spec (one compile), and every CTA still has partial tiles at the edges, a
partial last K tile and, for narrow outputs, fewer 16-byte output chunks than threads. Float
outputs are checked by the emulator's float64 reference; integer outputs by it and also by
numpy on int64, wrapped to the output's width, independent of that reference.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from tirc.diagnostics import TircError
from tirc.driver import CompileOptions, compile_input
from tirc.runtime import emulate

PINNED = {"tile": [32, 32, 64], "warps": [2, 2], "stages": 3}
SHAPES: dict[str, dict[str, Any]] = {
    "multiple": {"M": 64, "N": 64, "K": 128},
    "edges": {"M": 72, "N": 40, "K": 72},
    "dynamic_m": {"M": "?", "N": 40, "K": 72},     # run at M = 67
}
LAYOUTS = [("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")]

# (a, acc, c): every input/accumulator pair the spec takes with its natural output, s8 with both
# integer outputs, and the f32 and f64 contractions that stay on the SIMT path.
DTYPES = [
    ("f16", "f32", "f16"), ("f16", "f16", "f16"), ("bf16", "f32", "bf16"), ("tf32", "f32", "f32"),
    ("f32", "f32", "f32"), ("f64", "f64", "f64"), ("s8", "s32", "s32"), ("s8", "s32", "s8"),
]
ON_TENSOR_CORES = {"f16", "bf16", "tf32", "s8"}
FLOAT_EPILOGUES: dict[str, list[dict[str, Any]]] = {
    "none": [],
    "bias_n_relu": [{"bias": "n"}, {"activation": "relu"}],
    "bias_m_gelu": [{"bias": "m"}, {"activation": "gelu_tanh"}],
    "silu_residual": [{"activation": "silu"}, {"residual": True}],
    "scale_alpha_beta": [{"scale": {"alpha": 1.5, "beta": -0.5}}],
    "relu_cast": [{"activation": "relu"}, {"cast": "wider"}],   # f32 (f64 for f32/f64 outputs)
}
INT_EPILOGUES: dict[str, list[dict[str, Any]]] = {
    "none": [],
    "bias_n_relu": [{"bias": "n"}, {"activation": "relu"}],
    "bias_m": [{"bias": "m"}],
    "residual": [{"residual": True}],
    "relu_cast_s8": [{"activation": "relu"}, {"cast": "s8"}],
}
BATCH_EPILOGUES = ("none", "bias_n_relu")
# Every other output type an input takes (epilogue-free: the output conversion is the subject).
OTHER_OUTPUTS = [(a, acc, c) for a, acc, natural in DTYPES if natural != "s8"
                 for c in ("f16", "bf16", "f32", "f64") if c != natural]
BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "s32": 32}
# Relative error of a K <= 128 dot product accumulated in each type (inputs and products within 1).
ACCUMULATION_RTOL = {"f16": 4e-3, "f32": 2e-5}


def epilogues(c: str) -> dict[str, list[dict[str, Any]]]:
    return INT_EPILOGUES if c.startswith("s") else FLOAT_EPILOGUES


def kernel(name: str, op: str, types: tuple[str, str, str], layout: tuple[str, str], shape: dict[str, Any],
           epilogue: list[dict[str, Any]]) -> dict[str, Any]:
    a, acc, c = types
    spec: dict[str, Any] = {"name": name, "op": op, "shape": shape, "layout": {"a": layout[0], "b": layout[1]},
                            "dtype": {"a": "f32" if a == "tf32" else a, "acc": acc, "c": c}}
    if a == "tf32":
        spec["allow_tf32"] = True
    if a in ON_TENSOR_CORES:
        spec["schedule"] = PINNED
    if epilogue:
        wider = "f64" if c in ("f32", "f64") else "f32"
        spec["epilogue"] = [{"cast": wider} if step == {"cast": "wider"} else step for step in epilogue]
    return spec


def pairwise(layouts: int, chains: int, shapes: int) -> list[tuple[int, int, int]]:
    """(layout, chain, shape) index triples in which every layout x chain, layout x shape and
    chain x shape pair occurs: each layout x chain once, with shape (layout + chain) mod shapes,
    then a triple for each pair that rule left out (with fewer chains than shapes)."""
    rows = [(layout, chain, (layout + chain) % shapes) for layout in range(layouts) for chain in range(chains)]
    for layout in range(layouts):
        for shape in range(shapes):
            if not any(row[0] == layout and row[2] == shape for row in rows):
                rows.append((layout, (shape - layout) % chains, shape))
    for chain in range(chains):
        for shape in range(shapes):
            if not any(row[1] == chain and row[2] == shape for row in rows):
                rows.append((shape % layouts, chain, shape))
    return rows


def matrix(op: str, types: tuple[str, str, str], names: tuple[str, ...] | None = None,
           layouts: list[tuple[str, str]] = LAYOUTS) -> dict[str, tuple[dict[str, Any], bool]]:
    """Kernel name -> (spec, whether it must run on Tensor Cores), for the pairwise cover of layouts,
    epilogue chains and shapes."""
    kernels = {}
    chains = epilogues(types[2])
    chain_names = names or tuple(chains)
    shape_names = tuple(SHAPES)
    for layout_index, chain_index, shape_index in pairwise(len(layouts), len(chain_names), len(shape_names)):
        layout, chain, shape_name = layouts[layout_index], chain_names[chain_index], shape_names[shape_index]
        shape = {"B": 2, **SHAPES[shape_name]} if op == "batch_matmul" else SHAPES[shape_name]
        name = f"k_{layout[0]}_{layout[1]}_{chain}_{shape_name}"
        # A dynamic M that is A's contiguous dimension leaves copy alignment unknown: SIMT.
        tensor_cores = types[0] in ON_TENSOR_CORES and not (shape_name == "dynamic_m" and layout[0] == "col")
        kernels[name] = (kernel(name, op, types, layout, shape, chains[chain]), tensor_cores)
    return kernels


def wrap(values: np.ndarray, dtype: str) -> np.ndarray:
    bits = {"s8": 8, "s32": 32}[dtype]
    return (values + 2 ** (bits - 1)) % 2 ** bits - 2 ** (bits - 1)


def integer_expectation(spec: dict[str, Any], inputs: dict[str, np.ndarray], wrap: Any = wrap) -> np.ndarray:
    """The spec's meaning on int64, from its text: A @ B, the integer epilogue, wrapped to c."""
    a, b = inputs["a"].astype(np.int64), inputs["b"].astype(np.int64)
    a = np.swapaxes(a, -1, -2) if spec["layout"]["a"] == "col" else a
    b = np.swapaxes(b, -1, -2) if spec["layout"]["b"] == "col" else b
    x = wrap(np.matmul(a, b), "s32")
    for step in spec.get("epilogue", []):
        (kind, value), = step.items()
        if kind == "bias":
            bias = inputs["bias"].astype(np.int64)
            x = x + (bias if value == "n" else bias[:, None])
        elif kind == "residual":
            x = x + inputs["residual"].astype(np.int64)
        elif kind == "activation":
            assert value == "relu"
            x = np.maximum(x, 0)
        elif kind == "cast":
            x = wrap(x, value)
        x = wrap(x, "s32")
    return wrap(x, spec["dtype"]["c"])


def check_matrix(tmp_path: Path, op: str, kernels: dict[str, tuple[dict[str, Any], bool]]) -> None:
    path = tmp_path / "matrix.yaml"
    path.write_text(yaml.safe_dump({"kernels": [spec for spec, _ in kernels.values()]}))
    runs = {run.function: run for run in emulate(str(path), remarks="off", seed=3)}
    assert set(runs) == set(kernels)
    failures = []
    for name, (spec, tensor_cores) in kernels.items():
        run = runs[name]
        (output,) = run.outputs.values()
        problems = []
        a, acc, c = spec["dtype"]["a"], spec["dtype"]["acc"], spec["dtype"]["c"]
        if not c.startswith("s") and not acc.startswith("s") and BITS[c] > BITS[acc]:
            # A float output wider than the accumulator: the emulator's check would hold it to
            # the output type's precision; hold it to the accumulator's instead.
            assert "epilogue" not in spec
            a_value = np.swapaxes(run.inputs["a"], -1, -2) if spec["layout"]["a"] == "col" else run.inputs["a"]
            b_value = np.swapaxes(run.inputs["b"], -1, -2) if spec["layout"]["b"] == "col" else run.inputs["b"]
            reference = np.matmul(a_value, b_value)
            rtol = ACCUMULATION_RTOL[acc] if a != "f32" or "allow_tf32" not in spec else 4e-3
            error = np.abs(output - reference)
            if np.any(error > rtol * (np.abs(reference) + np.max(np.abs(reference)))):
                problems.append(f"max error {np.max(error)} against float64 numpy")
        elif c.startswith("s"):
            expected = integer_expectation(spec, run.inputs)
            if not np.array_equal(output.astype(np.int64), expected):
                problems.append(f"{np.count_nonzero(output != expected)} elements differ from int64 numpy")
        # The emulator's own check (the reference interpreter of the input IR) must agree too.
        if not run.checks or not all(check.ok for check in run.checks):
            problems.append(f"reference check {run.checks}")
        if tensor_cores:
            if run.stats.tensor_core_instructions == 0 or len(run.launches) != 1:
                problems.append("expected one Tensor Core kernel (contraction and epilogue fused)")
        elif run.stats.tensor_core_instructions:
            problems.append("expected the SIMT path")
        if problems:
            failures.append(f"{name}: {'; '.join(problems)}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("layouts, chains, shapes", [(4, 6, 3), (4, 5, 3), (4, 2, 3), (1, 1, 3), (2, 7, 3)])
def test_the_cover_holds_every_pair(layouts: int, chains: int, shapes: int) -> None:
    rows = pairwise(layouts, chains, shapes)
    assert len(set(rows)) == len(rows)
    for first, second, sizes in ((0, 1, (layouts, chains)), (0, 2, (layouts, shapes)), (1, 2, (chains, shapes))):
        assert {(row[first], row[second]) for row in rows} == \
            {(x, y) for x in range(sizes[0]) for y in range(sizes[1])}
    assert len(rows) <= max(layouts * chains, layouts * shapes, chains * shapes) + layouts * shapes


@pytest.mark.parametrize("types", DTYPES, ids=lambda t: "-".join(t))
def test_matmul(tmp_path: Path, types: tuple[str, str, str]) -> None:
    check_matrix(tmp_path, "matmul", matrix("matmul", types))


@pytest.mark.parametrize("types", DTYPES, ids=lambda t: "-".join(t))
def test_batch_matmul(tmp_path: Path, types: tuple[str, str, str]) -> None:
    check_matrix(tmp_path, "batch_matmul", matrix("batch_matmul", types, BATCH_EPILOGUES))


def test_every_other_output_type(tmp_path: Path) -> None:
    kernels = {}
    for types in OTHER_OUTPUTS:
        # The output type only changes the epilogue's stores: one layout, every shape.
        for name, entry in matrix("matmul", types, ("none",), layouts=[("row", "col")]).items():
            label = f"{name}_{'_'.join(types)}"
            entry[0]["name"] = label
            kernels[label] = entry
    check_matrix(tmp_path, "matmul", kernels)


# What the spec refuses: a contraction's epilogue never turns a float into an integer.
REJECTED = [
    (("s8", "s32", "s32"), [{"activation": "gelu_tanh"}]),
    (("s8", "s32", "s8"), [{"activation": "silu"}]),
    (("s8", "s32", "s32"), [{"scale": {"alpha": 0.5}}]),
    (("s8", "s32", "s8"), [{"bias": "n"}, {"cast": "f16"}]),
    (("f16", "f32", "s32"), []),
    (("f16", "f32", "s8"), []),
    (("bf16", "f32", "f16"), [{"cast": "s8"}]),
    (("tf32", "f32", "s32"), [{"activation": "relu"}]),
]


@pytest.mark.parametrize("types, epilogue", REJECTED, ids=lambda v: "-".join(v) if isinstance(v, tuple) else None)
def test_float_to_integer_epilogues_are_rejected(tmp_path: Path, types: tuple[str, str, str],
                                                 epilogue: list[dict[str, Any]]) -> None:
    path = tmp_path / "rejected.yaml"
    spec = kernel("quantize", "matmul", types, ("row", "row"), SHAPES["edges"], epilogue)
    path.write_text(yaml.safe_dump({"kernels": [spec]}))
    with pytest.raises(TircError) as info:
        compile_input(str(path), CompileOptions(emit="linalg", remarks="off"))
    assert "kernel 'quantize': the epilogue's value is" in info.value.message
    assert "converting a float to an integer is not supported" in info.value.message
    assert info.value.hint and "end in a float type" in info.value.hint
