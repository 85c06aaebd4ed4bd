"""Whole Hugging Face models through tirc: what compiles, into how many kernels, and how close.

    PYTHONPATH=. .venv/bin/python bench/models.py [--models llama,vit] [--dtypes f32,bf16] [--targets sm_80]

For each model of the corpus (``tests/unit/hf_corpus.py``: tiny random-init configs) and dtype:
export with torch-mlir, compile with tirc for each target, run the launch plan in the PTX emulator
(race checking on) on the same inputs as eager PyTorch and print one row: kernels launched, Tensor
Core kernels, contractions left on SIMT (a remark says why), standalone elementwise kernels
(neither a contraction nor a reduction nor a scan), compile
and emulation time and the largest difference from eager relative to the output's largest
magnitude, or the first error (stage: message). Beside them torch inductor's count for the same
model on CPU: kernels generated and extern calls (GEMM and convolution library calls).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: import tests and tirc

from tests.unit import hf_corpus
from tirc.driver import CompileOptions, compile_input
from tirc.emit.report import KernelExplanation, kernel_attention, kernel_explanations, kernel_problems
from tirc.diagnostics import TircError
from tirc.runtime.checks import FunctionRun, OutputCheck, compare
from tirc.runtime.execute import compiled_for_run, emulate_compiled
from tirc.reference import evaluate

DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
TARGETS = ("sm_80", "sm_90a")
# Kinds tir-explain-kernels gives the contractions it finds on the SIMT path (tirc/passes/gpu/explain.py).
SIMT_CONTRACTION_KINDS = ("contraction", "convolution")


@dataclass(frozen=True)
class KernelCounts:
    launched: int
    tensor_core: int
    attention: int             # fused attention kernels (a split-KV decode's combine kernel not counted)
    simt_contractions: int     # matmuls and convolutions that run one thread per output element
    elementwise: int           # standalone: neither a contraction nor a reduction nor a scan


@dataclass
class Result:
    """One model in one dtype on one target: its kernels and how they ran, or its first error."""

    model: str
    dtype: str
    target: str
    counts: KernelCounts | None = None
    compile_seconds: float | None = None
    emulate_seconds: float | None = None
    max_error: float | None = None       # max |tirc - eager| / max(max |eager|, 1)
    verified: bool = False               # the emulator's outputs are within the float64 reference's bounds
    error: str | None = None             # "stage: first line of the message"


def _first_line(error: BaseException) -> str:
    text = error.message if isinstance(error, TircError) else str(error)
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    where = f" [{error.location}]" if isinstance(error, TircError) and error.location else ""
    return f"{type(error).__name__}: {lines[0] if lines else ''}{where}"[:240]


def numpy_inputs(inputs: tuple[torch.Tensor, ...]) -> list[np.ndarray]:
    """The inputs as numpy arrays: bf16 as f32, which holds each value exactly."""
    return [(tensor.float() if tensor.dtype == torch.bfloat16 else tensor).numpy() for tensor in inputs]


def count_kernels(plan: dict[str, Any], tensor_core: set[str], attention: set[str],
                  explained: dict[str, KernelExplanation]) -> KernelCounts:
    """What the launch plan's kernels are: the Tensor Core contractions (``tensor_core``: the kernels
    of ``tir.kernel_problems``), the fused attentions (``attention``: those of
    ``tir.kernel_attention``) and, among the SIMT kernels (``explained``: what tir-explain-kernels
    says of each), the contractions left there (a remark says why) and the others, standalone
    elementwise ones (copies and transposes among them). Reductions and scans are neither."""
    launched = [step["kernel"] for step in plan["steps"] if step["op"] == "launch"]
    simt = [explained[kernel].kind for kernel in launched if kernel in explained]
    simt_contractions = sum(1 for kind in simt if kind in SIMT_CONTRACTION_KINDS)
    return KernelCounts(len(launched), sum(1 for kernel in launched if kernel in tensor_core),
                        sum(1 for kernel in launched if kernel in attention), simt_contractions,
                        len(simt) - simt_contractions)


def relative_error(got: np.ndarray, expected: torch.Tensor) -> float:
    """max |got - expected| over max(max |expected|, 1): f16/bf16 rounding is relative to the scale."""
    reference = expected.double().numpy()
    difference = np.abs(np.asarray(got, dtype=np.float64) - reference)
    return float(difference.max()) / max(float(np.abs(reference).max()), 1.0)


def reference_failures(source: str, plan: dict[str, Any], run: FunctionRun) -> list[OutputCheck]:
    """The outputs of ``run`` outside the float64 reference's bounds (the emulator's check)."""
    ordered = [run.inputs[argument["name"]] for argument in plan["inputs"]]
    reference = evaluate(source, plan["name"], ordered)
    checks = [compare(output["name"], output["dtype"], run.outputs[output["name"]], value, bound)
              for output, value, bound in zip(plan["outputs"], reference.results, reference.result_bounds)]
    return [check for check in checks if not check.ok]


def measure(name: str, dtype: torch.dtype, targets: tuple[str, ...], folder: Path,
            overrides: dict[str, object] | None = None) -> list[Result]:
    """Export model ``name`` in ``dtype`` (its config with ``overrides``) once, then compile,
    emulate and compare per target."""
    label = hf_corpus.dtype_name(dtype)
    results = [Result(name, label, target) for target in targets]
    try:
        module, inputs = hf_corpus.build(name, dtype, **(overrides or {}))
        with torch.no_grad():
            expected = module(*inputs)
        path = folder / f"{name}_{label}.mlir"
        path.write_text(hf_corpus.export(name, module, inputs))
    except Exception as error:  # torch.export's and torch-mlir's errors: many classes, one stage
        for result in results:
            result.error = f"export: {_first_line(error)}"
        return results
    for result in results:
        stage = "compile"
        try:
            started = time.perf_counter()
            # remarks="json": the remarks (why a contraction is not on Tensor Cores) are not printed.
            compiled = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="json",
                                                               target=result.target))
            result.compile_seconds = time.perf_counter() - started
            assert compiled.manifest is not None
            plan = compiled.manifest["functions"][0]
            result.counts = count_kernels(plan, set(kernel_problems(compiled)), set(kernel_attention(compiled)),
                                          kernel_explanations(compiled))
            stage = "emulate"
            started = time.perf_counter()
            (run,) = emulate_compiled(compiled_for_run(compiled), str(path), inputs=numpy_inputs(inputs),
                                      racecheck=True, check=False)
            result.emulate_seconds = time.perf_counter() - started
            (output,) = (run.outputs[entry["name"]] for entry in plan["outputs"])
            result.max_error = relative_error(output, expected)
            stage = "reference"
            failed = reference_failures(compiled.input.source, plan, run)
            result.verified = not failed
            if failed:
                result.error = f"verify: {failed[0]}"[:240]
        except Exception as error:  # tirc's errors and the emulator's (races, traps): the row says which
            result.error = f"{stage}: {_first_line(error)}"
    return results


def inductor_counts(name: str, dtype: torch.dtype, overrides: dict[str, object] | None = None
                    ) -> tuple[int | None, int | None, str | None]:
    """(kernels torch inductor generates for the model on CPU, extern calls in its code, error)."""
    from torch._inductor import metrics
    from torch._inductor.utils import run_and_get_code

    module, inputs = hf_corpus.build(name, dtype, **(overrides or {}))
    torch._dynamo.reset()
    metrics.reset()
    try:
        with torch.no_grad():
            _, code = run_and_get_code(torch.compile(module), *inputs)
    except Exception as error:  # inductor's errors: the row shows the first
        return None, None, f"inductor: {_first_line(error)}"
    externs = sum(len(re.findall(r"\bextern_kernels\.\w+\(", source)) for source in code)
    return metrics.generated_kernel_count, externs, None


def _cell(value: object, form: str = "{}") -> str:
    return "-" if value is None else form.format(value)


def format_table(rows: list[tuple[Result, tuple[int | None, int | None, str | None]]]) -> str:
    header = ("model", "dtype", "target", "kernels", "TC", "attention", "SIMT mm", "elementwise", "compile s", "emulate s",
              "max rel err", "inductor kernels", "inductor extern", "first error")
    lines = [header]
    for result, (inductor, externs, inductor_error) in rows:
        error = result.error or inductor_error or ""
        counts = result.counts
        lines.append((result.model, result.dtype, result.target,
                      *(_cell(None if counts is None else getattr(counts, field))
                        for field in ("launched", "tensor_core", "attention", "simt_contractions", "elementwise")),
                      _cell(result.compile_seconds, "{:.1f}"),
                      _cell(result.emulate_seconds, "{:.1f}"), _cell(result.max_error, "{:.1e}"),
                      _cell(inductor), _cell(externs), error))
    widths = [max(len(line[column]) for line in lines) for column in range(len(header) - 1)]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(line, widths)) + "  " + line[-1]
                     for line in lines).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(hf_corpus.MODELS),
                        help="comma-separated models (default: all): " + ", ".join(hf_corpus.MODELS))
    parser.add_argument("--dtypes", default=",".join(DTYPES), help="comma-separated: " + ", ".join(DTYPES))
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma-separated tirc targets")
    parser.add_argument("--no-inductor", action="store_true", help="skip torch inductor's counts")
    parser.add_argument("--head-dim-64", action="store_true",
                        help="the models with 64-wide heads (hf_corpus.HEAD_DIM_64), as real models have; the "
                             "corpus' own 8- and 16-wide heads are narrower than the attention kernels take")
    args = parser.parse_args(argv)
    models = [name for name in args.models.split(",") if name]
    dtypes = [name for name in args.dtypes.split(",") if name]
    unknown = [name for name in models if name not in hf_corpus.MODELS] + [d for d in dtypes if d not in DTYPES]
    if unknown:
        parser.error(f"unknown {', '.join(unknown)}; models: {', '.join(hf_corpus.MODELS)}; "
                     f"dtypes: {', '.join(DTYPES)}")
    targets = tuple(target for target in args.targets.split(",") if target)
    rows = []
    with tempfile.TemporaryDirectory(prefix="tirc-models-") as folder:
        for name in models:
            for label in dtypes:
                dtype = DTYPES[label]
                if dtype not in hf_corpus.MODELS[name].dtypes:
                    continue
                overrides = hf_corpus.HEAD_DIM_64.get(name, {}) if args.head_dim_64 else {}   # resnet: no heads
                counts = (None, None, None) if args.no_inductor else inductor_counts(name, dtype, overrides)
                for result in measure(name, dtype, targets, Path(folder), overrides):
                    rows.append((result, counts))
                    print(f"{name} {label} {result.target}: {result.error or 'ok'}", file=sys.stderr, flush=True)
    sys.stdout.write(format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
